import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, usesEmbeddedContent } from '../../src/config/env.ts';

describe('environment', () => {
  it('defaults to embedded content, port 3000 and the default snapshot directory', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, CONTENT_SNAPSHOT_DIR: '.cache/content' });
    expect(usesEmbeddedContent(env)).toBe(true);
  });

  it('reads the embedded content from content/ unless CONTENT_DIR names another directory', () => {
    expect(loadEnv({}).CONTENT_DIR).toBe('content');
    expect(loadEnv({ CONTENT_DIR: ' ' }).CONTENT_DIR).toBe('content');
    expect(loadEnv({ CONTENT_DIR: ' .cache/scale-10000 ' }).CONTENT_DIR).toBe('.cache/scale-10000');
  });

  it('uses microCMS when both credentials are set', () => {
    const env = loadEnv({ MICROCMS_SERVICE_DOMAIN: 'aonami', MICROCMS_API_KEY: 'k', PORT: '8080' });
    expect(usesEmbeddedContent(env)).toBe(false);
    expect(env.PORT).toBe(8080);
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadEnv({ MICROCMS_API_KEY: 'k', PORT: '99999', SITE_ORIGIN: 'ftp://x', MICROCMS_SERVICE_DOMAIN: ' ' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^SITE_ORIGIN: /m);
    expect(problems).toMatch(/^MICROCMS_SERVICE_DOMAIN: set both/m);
  });

  it('rejects a service domain given as a URL', () => {
    expect(() => loadEnv({ MICROCMS_SERVICE_DOMAIN: 'https://aonami.microcms.io', MICROCMS_API_KEY: 'k' })).toThrow(/bare service domain/);
  });
});
