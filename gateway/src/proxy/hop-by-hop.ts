import type { IncomingHttpHeaders } from 'node:http';

// RFC 9110 §7.6.1: these describe one connection, not the message, so a proxy must not forward them.
const hopByHop = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'transfer-encoding', 'upgrade',
]);

export type HeaderMap = Record<string, string | string[] | undefined>;

/** Copies headers minus the hop-by-hop ones, including any the Connection header names. */
export function withoutHopByHop(headers: HeaderMap | IncomingHttpHeaders): Record<string, string | string[]> {
  const connection = headers.connection;
  const named = new Set(
    (Array.isArray(connection) ? connection.join(',') : (connection ?? ''))
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || hopByHop.has(key) || named.has(key)) continue;
    out[key] = value;
  }
  return out;
}
