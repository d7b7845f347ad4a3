/** Writing API answers (the forms, the publisher, the staff endpoints). Nothing the API says may be cached by a browser or proxy. */
import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string | number>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

export function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { message: 'Method not allowed' }, { Allow: allow });
}
