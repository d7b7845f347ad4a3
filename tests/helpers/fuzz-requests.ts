/**
 * Deterministic hostile requests for the fuzz test (tests/e2e/fuzz.spec.ts):
 * request targets built from the site's real paths with the mutations
 * attackers and broken clients send (traversal, bad percent-encoding,
 * doubled slashes, absolute and asterisk forms, huge segments, token
 * look-alikes), random methods and odd headers. Written as raw HTTP because
 * client libraries refuse or normalise most of them.
 */

/** mulberry32: a tiny seeded PRNG, so a failure can be replayed from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const SEEDS = [
  '/', '/en', '/news', '/en/news', '/news/page/2', '/news/page/999999', '/news/category/announcement', '/news/2024', '/news/posts/draft',
  '/case', '/en/case', '/publication', '/articles', '/services/qamuy', '/en/services/qamuy', '/contact', '/en/contact', '/contact/thanks',
  '/readiness-check', '/readiness-check/thanks', '/qparc/2025/apply', '/qparc/2025/apply/AbCdEf012345', '/404.html', '/en/404.html',
  '/assets/', '/assets/nope.js', '/_data/manifest.json', '/_data/news.json', '/cms-assets/x.png', '/favicon.ico', '/robots.txt',
  '/api', '/api/forms/contact', '/api/forms/nope', '/api/receipts/AbCdEf012345', '/api/admin/submissions.csv', '/api/csp-report',
  '/api/webhooks/microcms', '/api/publish/status', '/api/admin/submissions/1/not-spam', '/_headers', '/_redirects', '/index.html',
];

const SEGMENTS = [
  '..', '%2e%2e', '%2E%2E%2F', '..%2f..%2fetc%2fpasswd', '%00', '%ff', '%', '%zz', '%E3%81', '%E3%81%82', '%C0%AE', '\\', '\\..\\', '//', '///',
  '.', '~', ';', ';jsessionid=1', '%2F', 'index.html', '404.html', 'index.html.br', 'x.gz', '.env', '.git/config', 'a'.repeat(300),
  'b'.repeat(5000), '<script>', '"', "'", '{}', '|', '^', '`', '[', ']', '@', ':', '*', '$', '!', '(', ')', '+', ',', '=', 'page', '0',
  '-1', '1e9', '9'.repeat(40), 'posts', 'draft', 'category', 'constructor', '__proto__', 'toString', '%252e%252e', '%u002e',
];

const QUERIES = [
  '', '', '', '?', '?receipt=', '?receipt=AbCdEf012345', '?receipt=%', '?a=%', '?a=%zz', '?__proto__[x]=1', '?constructor[prototype][x]=1',
  '?a[b][c][d][e][f][g][h][i][j][k]=1', `?${'x'.repeat(6000)}`, '?draftKey=x&contentId=y', '?page=-1', '?utm_source=a&utm_source=b', '?%00=1', '?a=1&a=2&a=3',
];

const PREFIXES = ['', '', '', '', '', '/', '//', 'http://site.example', 'HTTP://127.0.0.1:1', 'https://[::1]', 'http://[::1', 'http://user:pass@x', 'ftp://x'];

const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'BREW', 'CONNECT'];

const HEADERS = [
  '', '', '', '',
  'Accept-Encoding: br;q=0, gzip;q=0, identity;q=0\r\n', 'Accept-Encoding: *;q=1.5, br;q=abc\r\n', 'Accept-Encoding: ' + 'gzip,'.repeat(500) + '\r\n',
  'Range: bytes=0-0,1-1,2-2\r\n', 'Range: bytes=-0\r\n', 'Range: bytes=999999999999999999999-\r\n', 'Range: lines=1-2\r\n', 'Range: bytes=5-1\r\n',
  'If-None-Match: *\r\n', 'If-None-Match: "a", W/"b", \r\n', 'If-Modified-Since: yesterday\r\n', 'If-Match: "x"\r\n', 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n',
  'If-Range: "x"\r\nRange: bytes=0-5\r\n', 'Cookie: ' + 'c=1; '.repeat(1500) + '\r\n', 'X-Forwarded-For: not an ip, ::1, 999.1.1.1\r\n',
  'Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":', 'Authorization: Bearer \r\n', 'Authorization: Basic %%%\r\n',
  'Origin: null\r\n', 'Origin: http://evil.example\r\n', 'Accept-Language: ' + 'ja,'.repeat(300) + '\r\n', 'Host: \r\n', 'Expect: 100-continue\r\n',
];

export interface FuzzRequest { label: string; text: string }

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
    const head = extra.includes('\r\n\r\n') ? `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}` : `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;
    out.push({ label: `${method} ${target.slice(0, 120)} ${extra.slice(0, 40).replace(/\r\n/g, ' ')}`, text: head });
  }
  return out;
}
