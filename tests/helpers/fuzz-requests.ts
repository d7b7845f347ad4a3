/**
 * Deterministic hostile requests for the fuzz test (tests/e2e/fuzz.spec.ts):
 * request targets built from the site's real paths with the mutations
 * attackers and broken clients send (traversal, bad percent-encoding,
 * doubled slashes, absolute and asterisk forms, huge segments, token
 * look-alikes), random methods and odd headers. Written as raw HTTP because
 * client libraries refuse or normalise most of them.
 */

// The seeded PRNG of the build-engine mutation test: a failing seed replays.
import { pick, prng } from './site-mutations.ts';

const SEEDS = [
  '/',
  '/en',
  '/news',
  '/en/news',
  '/news/page/2',
  '/news/page/999999',
  '/news/category/announcement',
  '/news/2024',
  '/news/posts/draft',
  '/case',
  '/en/case',
  '/publication',
  '/articles',
  '/services/qamuy',
  '/en/services/qamuy',
  '/contact',
  '/en/contact',
  '/contact/thanks',
  '/readiness-check',
  '/readiness-check/thanks',
  '/qparc/2025/apply',
  '/qparc/2025/apply/AbCdEf012345',
  '/404.html',
  '/en/404.html',
  '/assets/',
  '/assets/nope.js',
  '/_data/manifest.json',
  '/_data/news.json',
  '/cms-assets/x.png',
  '/favicon.ico',
  '/robots.txt',
  '/api',
  '/api/forms/contact',
  '/api/forms/nope',
  '/api/receipts/AbCdEf012345',
  '/api/admin/submissions.csv',
  '/api/csp-report',
  '/api/webhooks/microcms',
  '/api/publish/status',
  '/api/admin/submissions/1/not-spam',
  '/_headers',
  '/_redirects',
  '/index.html',
];

const SEGMENTS = [
  '..',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%ff',
  '%',
  '%zz',
  '%E3%81',
  '%E3%81%82',
  '%C0%AE',
  '\\',
  '\\..\\',
  '//',
  '///',
  '.',
  '~',
  ';',
  ';jsessionid=1',
  '%2F',
  'index.html',
  '404.html',
  'index.html.br',
  'x.gz',
  '.env',
  '.git/config',
  'a'.repeat(300),
  'b'.repeat(5000),
  '<script>',
  '"',
  "'",
  '{}',
  '|',
  '^',
  '`',
  '[',
  ']',
  '@',
  ':',
  '*',
  '$',
  '!',
  '(',
  ')',
  '+',
  ',',
  '=',
  'page',
  '0',
  '-1',
  '1e9',
  '9'.repeat(40),
  'posts',
  'draft',
  'category',
  'constructor',
  '__proto__',
  'toString',
  '%252e%252e',
  '%u002e',
];

const QUERIES = [
  '',
  '',
  '',
  '?',
  '?receipt=',
  '?receipt=AbCdEf012345',
  '?receipt=%',
  '?a=%',
  '?a=%zz',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?a[b][c][d][e][f][g][h][i][j][k]=1',
  `?${'x'.repeat(6000)}`,
  '?draftKey=x&contentId=y',
  '?page=-1',
  '?utm_source=a&utm_source=b',
  '?%00=1',
  '?a=1&a=2&a=3',
];

const PREFIXES = [
  '',
  '',
  '',
  '',
  '',
  '/',
  '//',
  'http://site.example',
  'HTTP://127.0.0.1:1',
  'https://[::1]',
  'http://[::1',
  'http://user:pass@x',
  'ftp://x',
];

const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'BREW',
  'CONNECT',
];

const HEADERS = [
  '',
  '',
  '',
  '',
  'Accept-Encoding: br;q=0, gzip;q=0, identity;q=0\r\n',
  'Accept-Encoding: *;q=1.5, br;q=abc\r\n',
  'Accept-Encoding: ' + 'gzip,'.repeat(500) + '\r\n',
  'Range: bytes=0-0,1-1,2-2\r\n',
  'Range: bytes=-0\r\n',
  'Range: bytes=999999999999999999999-\r\n',
  'Range: lines=1-2\r\n',
  'Range: bytes=5-1\r\n',
  'If-None-Match: *\r\n',
  'If-None-Match: "a", W/"b", \r\n',
  'If-Modified-Since: yesterday\r\n',
  'If-Match: "x"\r\n',
  'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n',
  'If-Range: "x"\r\nRange: bytes=0-5\r\n',
  'Cookie: ' + 'c=1; '.repeat(1500) + '\r\n',
  'X-Forwarded-For: not an ip, ::1, 999.1.1.1\r\n',
  'Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":',
  'Authorization: Bearer \r\n',
  'Authorization: Basic %%%\r\n',
  'Origin: null\r\n',
  'Origin: http://evil.example\r\n',
  'Accept-Language: ' + 'ja,'.repeat(300) + '\r\n',
  'Host: \r\n',
  'Expect: 100-continue\r\n',
];

export interface FuzzRequest {
  label: string;
  text: string;
}

/** `count` raw requests from `seed`; each ends its connection. */
export function fuzzRequests(seed: number, count: number): FuzzRequest[] {
  const random = prng(seed);
  const out: FuzzRequest[] = [];
  for (let n = 0; n < count; n++) {
    let path = pick(random, SEEDS);
    const depth = Math.floor(random() * 3);
    for (let d = 0; d < depth; d++) path += (path.endsWith('/') ? '' : '/') + pick(random, SEGMENTS);
    const target = n % 97 === 0 ? '*' : pick(random, PREFIXES) + path + pick(random, QUERIES);
    const method = pick(random, METHODS);
    const extra = pick(random, HEADERS);
    // A header block that already ends the head (a truncated body) is sent as it is.
    const head = extra.includes('\r\n\r\n')
      ? `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}`
      : `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;
    out.push({ label: `${method} ${target.slice(0, 120)} ${extra.slice(0, 40).replace(/\r\n/g, ' ')}`, text: head });
  }
  return out;
}

export interface FuzzPost {
  label: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

const CONTACT = {
  inquiryType: 'consulting',
  company: 'Fuzz K.K.',
  name: 'Fuzz',
  email: 'fuzz@example.com',
  message: '',
  privacyConsent: true,
};

/** Values a field can be given that no valid form has: wrong types, prototype keys, oversize, direction overrides. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  ['a', 'b'],
  {},
  { toString: 'x' },
  { valueOf: 1 },
  { __proto__: { polluted: 1 } },
  { a: { b: { c: { d: { e: {} } } } } },
  '',
  ' ',
  '\u0000',
  'x'.repeat(5000),
  'ab\u202Ecd',
  '\uD800',
  '<script>alert(1)</script>',
];

/**
 * Text an attacker or a broken client sends where the site writes it back into markup: the strings above,
 * and ones aimed at each context (an element, an attribute in either quotes, a script, a comment).
 */
export const HOSTILE_TEXTS: readonly string[] = [
  ...BAD_VALUES.filter((v): v is string => typeof v === 'string'),
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!--<script>',
  '-->',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '&lt;already&gt; &amp; &#60;',
  '\\u003c/script> (typed as an escape)',
  'line\u2028sep\u2029para',
  '\u2028\u2029',
  '`${x}`',
  '量子化学の<b>太字</b>と「引用」',
];

const FIELDS = ['inquiryType', 'company', 'name', 'email', 'privacyConsent', 'locale', 'idempotencyKey', 'message'] as const;

/**
 * `count` form posts that must each be refused (4xx) and leave nothing
 * stored; every text a post carries includes `marker`, so the test can look
 * for it in the database afterwards.
 */
export function fuzzPosts(seed: number, count: number, marker: string): FuzzPost[] {
  const random = prng(seed);
  const forms = ['contact', 'contact', 'readiness', 'qparc', 'nope', '..', 'contact%00'];
  const out: FuzzPost[] = [];
  for (let n = 0; n < count; n++) {
    const tag = `${marker}-${n}`;
    const form = pick(random, forms);
    const path = `/api/forms/${form}${random() < 0.2 ? pick(random, ['?locale=en', '?locale[]=en', '?locale=xx', '?locale=%', '?__proto__[x]=1']) : ''}`;
    const valid = { ...CONTACT, message: `A long enough message ${tag}`, idempotencyKey: `fuzzkey${n.toString().padStart(12, '0')}` };
    const kind = n % 10;
    let headers: Record<string, string> = { 'Content-Type': 'application/json' };
    let body: string;
    let label: string;
    if (kind <= 3) {
      // A valid contact form with one field made invalid.
      const field = pick(random, FIELDS);
      const value = pick(random, BAD_VALUES);
      const broken: Record<string, unknown> = { ...valid, [field]: value };
      if (field === 'message' && typeof value !== 'string') broken.company = `${tag}`;
      if (field === 'locale' || field === 'idempotencyKey') broken.privacyConsent = false; // a locale or key value may be fine; the post is not
      if (value === '' || value === ' ' || value === '\u0000' || value === '<script>alert(1)</script>') broken.privacyConsent = false;
      body = JSON.stringify(broken);
      label = `json ${field}=${JSON.stringify(value)?.slice(0, 30)}`;
    } else if (kind === 4) {
      body = pick(random, [
        `{"message":"${tag}"`,
        `[{"message":"${tag}"}]`,
        `"${tag}"`,
        'null',
        '1',
        '',
        `\uFEFF{"message":"${tag}"`,
        `{"message":"${tag}","message":1}`,
        `{"__proto__":{"privacyConsent":true},"message":"${tag}"}`,
      ]);
      label = `json text ${body.slice(0, 30)}`;
    } else if (kind === 5) {
      headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      body = pick(random, [
        `message=${tag}&locale[a]=1`,
        `message[]=${tag}&message[]=b&privacyConsent=on`,
        `a[b][c][d][e][f][g][h][i][j]=1&message=${tag}`,
        `%zz=1&message=${tag}`,
        `message=%&company=${tag}`,
        `__proto__[privacyConsent]=on&message=${tag}`,
        Array.from({ length: 1200 }, (_, i) => `f${i}=${tag}`).join('&'),
        `message=%ff%fe${tag}&privacyConsent=on`,
        `inquiryType=consulting&company=${tag}&name=x&email=x%40example.com&message=${tag}+long+enough&privacyConsent=off`,
      ]);
      label = `urlencoded ${body.slice(0, 30)}`;
    } else if (kind === 6) {
      headers = {
        'Content-Type': pick(random, [
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/x-www-form-urlencoded; charset=shift_jis',
          '',
        ]),
      };
      if (headers['Content-Type'] === '') headers = {};
      body = JSON.stringify({ ...valid });
      label = `type ${headers['Content-Type'] ?? '(none)'}`;
    } else if (kind === 7) {
      body = JSON.stringify({ ...valid, message: `${tag} ${'x'.repeat(40_000)}` });
      label = 'oversized';
    } else if (kind === 8) {
      headers = { ...headers, Origin: pick(random, ['http://evil.example', 'null', 'https://www.aonami-quantum.example.evil.example']) };
      body = JSON.stringify(valid);
      label = `origin ${headers.Origin}`;
    } else {
      body = JSON.stringify(valid);
      label = 'method';
      out.push({ label, path, method: pick(random, ['PUT', 'PATCH', 'DELETE', 'GET']), headers, body: '' });
      continue;
    }
    out.push({ label, path, method: 'POST', headers, body });
  }
  return out;
}
