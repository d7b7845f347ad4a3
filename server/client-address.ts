/**
 * Who is asking: the client's address for rate limits and logs. Behind a
 * reverse proxy every socket comes from the proxy, so `TRUST_PROXY` names
 * the proxies whose X-Forwarded-For is believed (proxy-addr, the library
 * Express uses for `trust proxy`). The site server resolves it once per
 * request; everything else reads it with `clientAddress(req)`.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** A hop count, or addresses / CIDR ranges / loopback, linklocal, uniquelocal (src/config/env.ts validates them). */
export type TrustProxy = number | string[] | undefined;

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === undefined) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

const resolved = new WeakMap<IncomingMessage, string>();

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Works out the client address of a request (once, at the start). */
export function resolveClientAddress(req: IncomingMessage, trust: TrustFunction): string {
  // proxy-addr reads the socket address first; a socket that is already gone has none.
  const address = req.socket.remoteAddress ? plain(proxyaddr(req, trust)) : 'unknown';
  resolved.set(req, address);
  return address;
}

/** The client address the site server resolved, or the socket's when none was (tests mounting a handler alone). */
export function clientAddress(req: IncomingMessage): string {
  return resolved.get(req) ?? plain(req.socket.remoteAddress ?? 'unknown');
}
