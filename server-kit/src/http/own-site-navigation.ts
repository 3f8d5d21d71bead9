import type { IncomingHttpHeaders } from 'node:http';

// Fetch Metadata: `none` is an address the visitor typed or bookmarked.
const ownSite = new Set(['same-origin', 'same-site', 'none']);

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes from this site or from the visitor themselves, by the browser's own word
 * (`Sec-Fetch-Site`: same-origin, same-site or none). Without that header (a browser older than 2023,
 * curl), it is taken as cross-site only when its Origin or Referer names another host than the one it was
 * sent to (`X-Forwarded-Host` from the gateway, else `Host`): a request naming none is a typed address, a
 * script, or a page whose Referrer-Policy hides it, and that last, rare case on an old browser is the
 * residue this accepts.
 */
export function fromOwnSite(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return ownSite.has(String(site));
  const host = headers['x-forwarded-host'] ?? headers.host;
  // An opaque origin (`Origin: null`, a sandboxed frame) parses to no host: cross-site.
  const named = [headers.origin, headers.referer].filter((value) => typeof value === 'string');
  return named.every((url) => hostOf(url) === host);
}
