/**
 * The intake's settings and transports: the environment variables it adds
 * (every problem listed at once), and e-mail through a real SMTP exchange
 * with a tiny local server.
 */
import { describe, expect, it } from 'vitest';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { EnvError, loadEnv } from '../../src/config/env.ts';
import { intakeOptionsFromEnv } from '../../server/intake/index.ts';
import { smtpTransport, transportFromEnv } from '../../server/intake/transports.ts';

function problems(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems.join('\n');
  }
  return '';
}

describe('intake environment', () => {
  it('has safe defaults: data/, log notifications, 10 posts per 10 minutes, export disabled', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ DATA_DIR: 'data', NOTIFY_TRANSPORT: 'log', FORM_RATE_LIMIT: { max: 10, windowMs: 600_000 } });
    expect(env.EXPORT_TOKEN).toBeUndefined();
    expect(intakeOptionsFromEnv(env).siteOrigins).toEqual(['https://www.aonami-quantum.example']);
    expect(transportFromEnv(env).name).toBe('log');
  });

  it('reads every setting', () => {
    const env = loadEnv({
      DATA_DIR: '/var/lib/site',
      EXPORT_TOKEN: 'k'.repeat(32),
      NOTIFY_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      NOTIFY_TO: 'sales@example.com, pr@example.com',
      FORM_RATE_LIMIT: '5/60',
      SITE_ORIGIN: 'https://www.example.com',
    });
    expect(env).toMatchObject({
      DATA_DIR: '/var/lib/site',
      NOTIFY_TO: ['sales@example.com', 'pr@example.com'],
      FORM_RATE_LIMIT: { max: 5, windowMs: 60_000 },
    });
    expect(intakeOptionsFromEnv(env)).toMatchObject({
      dataDir: '/var/lib/site',
      exportToken: 'k'.repeat(32),
      siteOrigins: ['https://www.example.com'],
    });
    expect(transportFromEnv(env).name).toBe('smtp');
  });

  it('lists every problem at once, including settings a transport needs', () => {
    const text = problems({ EXPORT_TOKEN: 'short', FORM_RATE_LIMIT: 'lots', NOTIFY_TRANSPORT: 'webhook', PORT: 'x' });
    expect(text).toMatch(/^EXPORT_TOKEN: .*24/m);
    expect(text).toMatch(/^FORM_RATE_LIMIT: /m);
    expect(text).toMatch(/^NOTIFY_WEBHOOK_URL: required when NOTIFY_TRANSPORT=webhook/m);
    expect(text).toMatch(/^PORT: /m);
    const smtp = problems({ NOTIFY_TRANSPORT: 'smtp', NOTIFY_TO: 'not-an-address' });
    expect(smtp).toMatch(/^SMTP_URL: required/m);
    expect(smtp).toMatch(/^NOTIFY_TO: /m);
    expect(problems({ NOTIFY_TRANSPORT: 'pigeon', NOTIFY_WEBHOOK_URL: 'ftp://x', SMTP_URL: 'http://x' })).toMatch(
      /NOTIFY_TRANSPORT: [\s\S]*NOTIFY_WEBHOOK_URL: [\s\S]*SMTP_URL: /,
    );
  });
});

describe('SMTP transport', () => {
  it('sends the notification as a plain-text mail', async () => {
    const mails: string[] = [];
    const server = createServer((socket: Socket) => {
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk
          .toString('utf8')
          .split('\r\n')
          .filter((l, i, all) => i < all.length - 1 || l !== '')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              mails.push(data);
              socket.write('250 queued\r\n');
            } else data += line + '\n';
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const transport = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, ['sales@example.com'], 'forms@example.com');
      await transport.send({
        id: 7,
        form: 'contact',
        locale: 'ja',
        receivedAt: '2025-04-01T01:02:03.000Z',
        fields: { company: '株式会社テスト', name: '山田', message: '一行目\n二行目' },
      });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: sales@example\.com$/m);
      expect(mails[0]).toMatch(/^Subject: /m);
      // The same Message-ID on every attempt at this notification: a repeat is one message to a mail store.
      expect(mails[0]).toMatch(/^Message-ID: <submission-7@example\.com>$/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
