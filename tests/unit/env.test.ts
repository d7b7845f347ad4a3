import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/config/env.ts';
import { usesEmbeddedContent } from '../../content-client/client.ts';

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

  it('takes the forms service origin (API_ORIGIN) as an origin only', () => {
    expect(loadEnv({ API_ORIGIN: ' https://forms.example.com ' }).API_ORIGIN).toBe('https://forms.example.com');
    expect(loadEnv({ API_ORIGIN: 'http://127.0.0.1:8080' }).API_ORIGIN).toBe('http://127.0.0.1:8080');
    expect(loadEnv({ API_ORIGIN: '' }).API_ORIGIN).toBeUndefined();
    for (const wrong of ['https://forms.example.com/', 'https://forms.example.com/api', 'forms.example.com', 'ftp://forms.example.com'])
      expect(() => loadEnv({ API_ORIGIN: wrong }), wrong).toThrow(/API_ORIGIN: /);
  });

  it('takes a PostgreSQL URL for the forms, and says what is wrong with anything else', () => {
    expect(loadEnv({ DATABASE_URL: ' postgres://site:pw@db:5432/site ' }).DATABASE_URL).toBe('postgres://site:pw@db:5432/site');
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ DATABASE_URL: 'mysql://site:hunter2@db/site' })).toThrow(/DATABASE_URL: must be a PostgreSQL URL/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://site:hunter2@db/site' })).not.toThrow(/hunter2/); // the password stays out of the message
  });

  it('rejects a service domain given as a URL', () => {
    expect(() => loadEnv({ MICROCMS_SERVICE_DOMAIN: 'https://aonami.microcms.io', MICROCMS_API_KEY: 'k' })).toThrow(/bare service domain/);
  });

  it('listens on 127.0.0.1 with HSTS, 10 s / 30 s timeouts and no trusted proxy unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({
      HOST: '127.0.0.1',
      HSTS_MAX_AGE: 63_072_000,
      HSTS_INCLUDE_SUBDOMAINS: false,
      HEADERS_TIMEOUT_SECONDS: 10,
      REQUEST_TIMEOUT_SECONDS: 30,
      KEEP_ALIVE_TIMEOUT_SECONDS: 5,
    });
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    const env = loadEnv({
      HOST: '0.0.0.0',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      HSTS_MAX_AGE: '0',
      HSTS_INCLUDE_SUBDOMAINS: 'true',
      MAX_CONNECTIONS: '500',
    });
    expect(env).toMatchObject({
      HOST: '0.0.0.0',
      TRUST_PROXY: ['loopback', '10.0.0.0/8'],
      HSTS_MAX_AGE: 0,
      HSTS_INCLUDE_SUBDOMAINS: true,
      MAX_CONNECTIONS: 500,
    });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('refuses a proxy setting that trusts everyone or names no address, and timeouts that contradict each other', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must name the proxies/);
    expect(() => loadEnv({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY: must be a hop count or IP addresses/);
    expect(() => loadEnv({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not exceed/,
    );
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS: must be at least 1/);
    expect(() => loadEnv({ HOST: 'http://x' })).toThrow(/HOST: must be an IP address or host name/);
  });

  it('schedules backups only with BACKUP_DIR: every 24 h, keeping 7, unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({ BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 7 });
    expect(loadEnv({ BACKUP_DIR: ' ' }).BACKUP_DIR).toBeUndefined();
    expect(loadEnv({ BACKUP_DIR: '/var/backups/site', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' })).toMatchObject({
      BACKUP_DIR: '/var/backups/site',
      BACKUP_EVERY_HOURS: 6,
      BACKUP_KEEP: 28,
    });
    let error: unknown;
    try {
      loadEnv({ BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '0' });
    } catch (e) {
      error = e;
    }
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^BACKUP_EVERY_HOURS: must be a whole number of hours/m);
    expect(problems).toMatch(/^BACKUP_KEEP: must be at least 1/m);
    expect(() => loadEnv({ BACKUP_KEEP: '3' })).toThrow(/BACKUP_KEEP: has no effect without BACKUP_DIR/);
  });

  it('logs at info in the format the terminal decides, with no metrics endpoint and no drain delay, unless told otherwise', () => {
    const defaults = loadEnv({});
    expect([defaults.LOG_LEVEL, defaults.LOG_FORMAT, defaults.METRICS_TOKEN, defaults.DRAIN_DELAY_SECONDS]).toEqual([
      'info',
      undefined,
      undefined,
      0,
    ]);
    const token = 'metrics-token-0123456789abcdef';
    expect(loadEnv({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json', METRICS_TOKEN: token, DRAIN_DELAY_SECONDS: '5' })).toMatchObject({
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      METRICS_TOKEN: token,
      DRAIN_DELAY_SECONDS: 5,
    });
    let error: unknown;
    try {
      loadEnv({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'text', METRICS_TOKEN: 'short', DRAIN_DELAY_SECONDS: '2s' });
    } catch (e) {
      error = e;
    }
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent/m);
    expect(problems).toMatch(/^LOG_FORMAT: must be json or pretty/m);
    expect(problems).toMatch(/^METRICS_TOKEN: must be at least 24 characters/m);
    expect(problems).toMatch(/^DRAIN_DELAY_SECONDS: must be a number of seconds/m);
  });
});
