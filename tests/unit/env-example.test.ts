import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';

describe('.env.example', () => {
  const text = readFileSync('.env.example', 'utf8');
  const documented = new Map([...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));

  it('documents every variable the environment schema reads', () => {
    const read = Object.keys(loadEnv({}));
    const optional = [
      'MICROCMS_SERVICE_DOMAIN',
      'MICROCMS_API_KEY',
      'SITE_ORIGIN',
      'API_ORIGIN',
      'TRUST_PROXY',
      'EXPORT_TOKEN',
      'NOTIFY_WEBHOOK_URL',
      'SMTP_URL',
      'NOTIFY_TO',
      'NOTIFY_FROM',
      'MICROCMS_WEBHOOK_SECRET',
      'PUBLISH_STATUS_TOKEN',
      'LOG_FORMAT',
      'METRICS_TOKEN',
      'BACKUP_DIR',
      'DATABASE_URL',
      'INSTANCE_NAME',
    ];
    for (const name of [...read, ...optional]) expect(documented.has(name), name).toBe(true);
  });

  it('shows the defaults the schema really uses', () => {
    const defaults = loadEnv({}) as Record<string, unknown>;
    const asText = (v: unknown) =>
      Array.isArray(v)
        ? v.join(',')
        : typeof v === 'object' && v && 'max' in v && 'windowMs' in v
          ? `${String(v.max)}/${Number(v.windowMs) / 1000}`
          : String(v);
    for (const [name, value] of documented) {
      if (!(name in defaults) || value === '') continue;
      const expected = asText(defaults[name]);
      expect(value === expected || (expected === 'false' && value === '0'), `${name}=${value} (default ${expected})`).toBe(true);
    }
  });
});
