import type { IncomingHttpHeaders } from 'node:http';

// Methods that must not change state (RFC 9110 §9.2.1): never checked.
const safe = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence by the browser's own word, as Go 1.25's `http.CrossOriginProtection`: a browser says where
 * a request comes from (Sec-Fetch-Site, or on older browsers Origin), so a cross-origin state-changing
 * request is refused unless its Origin is allowed. A request with neither header is not from a browser
 * (curl, a server, an integration) and cannot carry a visitor's cookies against their will: it passes.
 * Returns why a request is refused, or undefined when it may go on.
 */
export function crossOriginRefusal(method: string, headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): string | undefined {
  if (safe.has(method)) return undefined;
  const { origin } = headers;
  const allowed = typeof origin === 'string' && allowedOrigins.includes(origin);
  const site = headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin' || site === 'none' || allowed ? undefined : `refused a ${site} state-changing request`;
  }
  if (origin === undefined) return undefined;
  // No Sec-Fetch-Site (an older browser): the Origin must name the host the request was sent to.
  return allowed || hostOf(origin) === headers.host ? undefined : 'refused a state-changing request from a foreign origin';
}
