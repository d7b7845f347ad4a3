/**
 * npm run cms:check against the embedded content service: a copy of content/
 * with problems planted in different APIs must be reported in full (every
 * problem, not the first), the clean content/ must pass, and a CMS that cannot
 * be reached or refuses the key must say so with exit code 2.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeServiceDomainTo } from '../../content-client/embedded/route-fetch.ts';
import { loadEnv } from '../../src/config/env.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { runCmsCheck } from '../../scripts/lib/cms-check-run.ts';
import { checkEntry } from '../../scripts/lib/cms-check-entries.ts';
import { removeTempDirs, startFixtureService, tempDir } from '../helpers/content-fixtures.ts';

afterAll(removeTempDirs);

type Json = Record<string, unknown>;
interface ListFile {
  contents: Json[];
}

async function check(env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runCmsCheck(loadEnv(env), { out: (l) => lines.push(l), retry: { maxRetries: 0 } });
  return { code, text: lines.join('\n') };
}

/** Edits one fixture file of `dir` in place. */
async function edit(dir: string, endpoint: string, change: (file: ListFile) => void): Promise<void> {
  const path = join(dir, `${endpoint}.json`);
  const file = JSON.parse(await readFile(path, 'utf8')) as ListFile;
  change(file);
  await writeFile(path, JSON.stringify(file));
}
/** The n-th published entry (drafts are invisible to the check, as to the site's key). */
const published = (file: ListFile, n = 0): Json => {
  const entry = file.contents.filter((e) => e['_status'] === undefined)[n];
  if (!entry) throw new Error('fixture has too few published entries');
  return entry;
};

let broken: string;
beforeAll(async () => {
  broken = await tempDir('cms-check-broken');
  await cp('content', broken, { recursive: true });
  await edit(broken, 'categories', (f) => {
    published(f).sections = ['news', 'blog'];
  });
  await edit(broken, 'years', (f) => {
    published(f).year = '2022';
  });
  await edit(broken, 'news', (f) => {
    const a = published(f, 0);
    delete a.title;
    a.category = 'no-such-category';
    a.id = 'Bad_ID';
    published(f, 1).body = '   ';
  });
  await edit(broken, 'cases', (f) => {
    published(f).date = 20261104;
  });
  await edit(broken, 'publications', (f) => {
    const p = published(f);
    p.doi = 'doi:10.1103/x';
    p.tags = ['quantum'];
  });
  await edit(broken, 'cases', (f) => {
    published(f, 1).body_en = '<p>Results</p><img src="https://photos.example.net/plant.jpg" alt="The plant">';
  });
  await rm(join(broken, 'home.json')); // an API that does not exist
});

describe('cms:check', () => {
  it('passes the clean embedded content and says it is not microCMS', async () => {
    const { code, text } = await check({ CONTENT_DIR: 'content' });
    expect(text).toContain('checks the embedded content service over content/ instead of microCMS');
    expect(text).toMatch(/Summary: no differences \(6 of 6 APIs, \d+ entries checked\)\./);
    expect(code).toBe(0);
  });

  it('reports every planted problem, per API and entry, and exits 1', async () => {
    const { code, text } = await check({ CONTENT_DIR: broken });
    const line = (entry: string, rest: RegExp) => expect(text).toMatch(new RegExp(`  ${entry}\\n(    .*\\n)*?    ${rest.source}`));
    line('categories/press', /error +sections\[1\]: unknown select value "blog" \(allowed: news, case, publication\)/);
    line('years/2022', /error +year: wrong type: expected number, got string "2022"/);
    line('news/Bad_ID', /error +id: must be lower-case letters, digits and single hyphens/);
    line('news/Bad_ID', /error +title: missing: a required field/);
    line('news/Bad_ID', /error +category: empty, or the categories entry it referenced was deleted or unpublished/);
    line('news/\\S+', /error +body: empty \(or only spaces\)/);
    line('cases/\\S+', /error +date: wrong type: expected string, got number 20261104/);
    line('publications/\\S+', /error +doi: "doi:10.1103\/x" does not match the pattern \/\^10/);
    line('publications/\\S+', /warning +tags: not in the content model/);
    line(
      'cases/\\S+',
      /warning +body_en: the image https:\/\/photos\.example\.net\/plant\.jpg is not shown: only images from images\.microcms-assets\.io, the site itself or a host in RICH_TEXT_IMAGE_HOSTS are/,
    );
    expect(text).toMatch(/home +\(object\) +cannot read: 404: no API "home", or it was never published; create it as an object API/);
    expect(text).toMatch(
      /Summary: 8 differences in 6 entries; 2 warnings; 1 API unreadable \(home\) \(5 of 6 APIs, \d+ entries checked\)\./,
    );
    expect(code).toBe(1);
  });

  it('flags references to entries the target API does not list', () => {
    const t = '2024-01-01T00:00:00.000Z';
    const news = {
      id: 'a',
      createdAt: t,
      updatedAt: t,
      title: 'T',
      date: t,
      excerpt: 'E',
      body: '<p>B</p>',
      category: { id: 'press' },
      year: { id: '2024' },
      related: [{ id: 'b' }, { id: 'gone' }],
    };
    const known = { categories: new Set(['press']), years: new Set(['2025']), news: new Set(['a', 'b']) };
    expect(checkEntry('news', news, known)).toEqual([
      { severity: 'error', field: 'year', message: 'references years/2024, which is not a published years entry' },
      { severity: 'error', field: 'related[1]', message: 'references news/gone, which is not a published news entry' },
    ]);
    expect(checkEntry('news', news, {})).toEqual([]); // target APIs unreadable: nothing to compare with
  });

  it('names the missing GET permission and a missing list API', async () => {
    const svc = await startFixtureService('content', {
      intercept: ({ endpoint }) => {
        if (endpoint === 'publications') return { status: 400, body: { message: 'GET is forbidden.' } };
        if (endpoint === 'cases') return { status: 404, body: {} };
        return undefined;
      },
    });
    try {
      const { code, text } = await check({ MICROCMS_SERVICE_DOMAIN: svc.serviceDomain, MICROCMS_API_KEY: svc.apiKey });
      expect(text).toContain(`microCMS service "${svc.serviceDomain}"`);
      expect(text).toMatch(/publications +\(list\) +cannot read: 400: the API key has no GET permission for "publications"/);
      expect(text).toMatch(/cases +\(list\) +cannot read: 404: no API with the endpoint "cases" .*import microcms\/api-cases.json/);
      // Without the cases list, featuredCases cannot be checked against it, which is no error in itself.
      expect(text).toMatch(/Summary: 2 APIs unreadable \(cases, publications\) \(4 of 6 APIs/);
      expect(code).toBe(1);
    } finally {
      await svc.close();
    }
  });

  it('exits 2 when the key is refused', async () => {
    const svc = await startFixtureService('content');
    try {
      const { code, text } = await check({ MICROCMS_SERVICE_DOMAIN: svc.serviceDomain, MICROCMS_API_KEY: 'not-the-key' });
      expect(text).toContain('401: the API key was refused');
      expect(text).toContain('Summary: cannot connect (the API key was refused)');
      expect(code).toBe(2);
    } finally {
      await svc.close();
    }
  });

  it('exits 2 when nothing answers', async () => {
    const unroute = routeServiceDomainTo('cms-check-down', `http://127.0.0.1:${await freePort()}`);
    try {
      const { code, text } = await check({ MICROCMS_SERVICE_DOMAIN: 'cms-check-down', MICROCMS_API_KEY: 'key' });
      expect(text).toMatch(/no answer from the CMS \(.*ECONNREFUSED.*\); check MICROCMS_SERVICE_DOMAIN/);
      expect(text).toContain('Summary: cannot connect (no answer from the CMS)');
      expect(code).toBe(2);
    } finally {
      unroute();
    }
  });

  it('runs as npm run cms:check with CONTENT_DIR and sets the exit code', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: broken };
    delete env.MICROCMS_SERVICE_DOMAIN;
    delete env.MICROCMS_API_KEY;
    const run = promisify(execFile)(process.execPath, ['scripts/cms-check.ts'], { env });
    const failure = await run.then(
      () => undefined,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('Summary: 8 differences in 6 entries');
  });
});
