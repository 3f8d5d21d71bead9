import type { IncomingHttpHeaders } from 'node:http';

// RFC 9110 §7.6.1: these describe one connection, not the message, so a proxy must not forward them.
const hopByHop = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'transfer-encoding', 'upgrade',
]);
// The usual Connection values name no other header: no set to build for them.
const plainConnection = new Set(['keep-alive', 'close']);

export type HeaderMap = Record<string, string | string[] | undefined>;

function namedByConnection(connection: string | string[] | undefined): Set<string> | undefined {
  if (connection === undefined || (typeof connection === 'string' && plainConnection.has(connection.toLowerCase()))) return undefined;
  return new Set(
    (Array.isArray(connection) ? connection.join(',') : connection)
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Copies headers minus the hop-by-hop ones, including any the Connection header names, and any in `drop`. */
export function withoutHopByHop(headers: HeaderMap | IncomingHttpHeaders, drop?: ReadonlySet<string>): Record<string, string | string[]> {
  const named = namedByConnection(headers.connection);
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    const key = name.toLowerCase();
    if (value === undefined || hopByHop.has(key) || named?.has(key) || drop?.has(key)) continue;
    out[key] = value;
  }
  return out;
}
