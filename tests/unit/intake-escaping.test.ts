/**
 * What a visitor types reaches staff tools as text, never as markup: chat
 * mentions and links are escaped for a Slack-style webhook, and CSV cells
 * that a spreadsheet could run as a formula are neutralised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csvCell } from '../../server/intake/csv.ts';
import { escapeChatText, webhookTransport, type Notification } from '../../server/intake/transports.ts';

describe('chat webhook text', () => {
  let server: Server;
  let url: string;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('escapes & < > as Slack documents', () => {
    expect(escapeChatText('<!channel> <!here> <@U123> <http://x|y> A&B &amp;')).toBe(
      '&lt;!channel&gt; &lt;!here&gt; &lt;@U123&gt; &lt;http://x|y&gt; A&amp;B &amp;amp;',
    );
  });

  it('sends mentions and links a visitor typed as literal text, raw values only in `fields`', async () => {
    const typed = 'Hi <!channel> and <!here>, ask <@U123> or see <http://evil.example|our site> & *now*';
    const n: Notification = {
      id: 7,
      form: 'contact',
      locale: 'ja',
      receivedAt: '2025-01-01T00:00:00.000Z',
      fields: { name: '<@U999>', message: typed },
    };
    await webhookTransport(url).send(n);
    const body = JSON.parse(received.at(-1)!) as { text: string; mrkdwn: boolean; fields: Record<string, string> };
    expect(body.text).not.toMatch(/[<>]/);
    expect(body.text).toContain('&lt;!channel&gt;');
    expect(body.text).toContain('&lt;!here&gt;');
    expect(body.text).toContain('お名前: &lt;@U999&gt;');
    expect(body.text).toContain('&lt;http://evil.example|our site&gt; &amp; *now*');
    expect(body.mrkdwn).toBe(false);
    expect(body.fields.message).toBe(typed);
  });
});

describe('CSV formula neutralisation', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['＝HYPERLINK("http://x")', `"'＝HYPERLINK(""http://x"")"`],
    ['＋81 3', "'＋81 3"],
    ['－1', "'－1"],
    ['＠SUM(1)', "'＠SUM(1)"],
    ['  =1+1', "'  =1+1"],
    ['\u3000＝1', "'\u3000＝1"],
    ['\t=1', "'\t=1"],
    ['\r\n=1', `"'\r\n=1"`],
    ['\tplain', "'\tplain"],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([['株式会社＝テスト'], ['a=b'], ['山田 花子'], ['03-1234-5678']])('leaves %j alone', (input) => {
    expect(csvCell(input)).toBe(input);
  });
});
