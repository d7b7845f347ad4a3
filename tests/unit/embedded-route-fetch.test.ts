/** routeServiceDomainTo: only the chosen microCMS host is rerouted, and restore puts the old fetch back. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeServiceDomainTo } from '../../content-client/embedded/route-fetch.ts';

const original = globalThis.fetch;
let stub: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  stub = vi.fn<typeof fetch>(async () => new Response('{}'));
  globalThis.fetch = stub;
});
afterEach(() => {
  globalThis.fetch = original;
});

const called = (i = 0): [string, RequestInit | undefined] => {
  const call = stub.mock.calls[i];
  if (!call) throw new Error(`fetch call ${i} not made`);
  const [input, init] = call;
  return [input instanceof Request ? input.url : String(input), init];
};

describe('routeServiceDomainTo', () => {
  it('sends the service domain to the origin, keeping path, query, method, headers and body', async () => {
    const restore = routeServiceDomainTo('embedded', 'http://127.0.0.1:4321');
    const headers = { 'X-MICROCMS-API-KEY': 'k' };
    await fetch('https://embedded.microcms.io/api/v1/news/a?fields=id%2Ctitle&depth=0', { method: 'PATCH', headers, body: '{"a":1}' });
    expect(called()).toEqual([
      'http://127.0.0.1:4321/api/v1/news/a?fields=id%2Ctitle&depth=0',
      { method: 'PATCH', headers, body: '{"a":1}' },
    ]);
    restore();
  });

  it('accepts URL and Request inputs', async () => {
    const restore = routeServiceDomainTo('embedded', 'http://localhost:9/ignored-path');
    await fetch(new URL('https://embedded.microcms.io/api/v1/home'));
    expect(called(0)[0]).toBe('http://localhost:9/api/v1/home');
    await fetch(new Request('https://embedded.microcms.io/api/v1/news', { method: 'POST', headers: { 'x-a': 'b' }, body: 'hi' }));
    const [url, init] = called(1);
    expect(url).toBe('http://localhost:9/api/v1/news');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-a')).toBe('b');
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('hi');
    restore();
  });

  it('leaves every other URL and argument untouched', async () => {
    const restore = routeServiceDomainTo('embedded', 'http://127.0.0.1:4321');
    const init = { headers: { a: 'b' } };
    const others = [
      'https://other.microcms.io/api/v1/news',
      'http://embedded.microcms.io/api/v1/news',
      'https://embedded.microcms-management.io/api/v1/media',
      'https://embedded.microcms.io.example.com/api/v1/news',
      'https://example.com/embedded.microcms.io',
    ];
    for (const url of others) await fetch(url, init);
    expect(stub.mock.calls).toEqual(others.map((url) => [url, init]));
    restore();
  });

  it('restores the previous fetch, also when nested', async () => {
    const outer = routeServiceDomainTo('a', 'http://127.0.0.1:1');
    const afterOuter = globalThis.fetch;
    expect(afterOuter).not.toBe(stub);
    const inner = routeServiceDomainTo('b', 'http://127.0.0.1:2');
    await fetch('https://a.microcms.io/x');
    await fetch('https://b.microcms.io/y');
    expect([called(0)[0], called(1)[0]]).toEqual(['http://127.0.0.1:1/x', 'http://127.0.0.1:2/y']);
    inner();
    expect(globalThis.fetch).toBe(afterOuter);
    outer();
    expect(globalThis.fetch).toBe(stub);
    await fetch('https://a.microcms.io/x');
    expect(called(2)[0]).toBe('https://a.microcms.io/x');
  });
});
