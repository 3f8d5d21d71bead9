import type { FastifyReply, FastifyRequest } from 'fastify';

/** Origins of remotes configured with absolute URLs: the shell must be allowed to load their scripts. */
export function remoteOrigins(remoteUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function contentSecurityPolicy(extraOrigins: string[]): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // Inline styles: React style props and the toaster set them at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Builds the onSend hook that stamps the security headers on every response, proxied ones included. */
export function securityHeadersHook(extraOrigins: string[]) {
  const csp = contentSecurityPolicy(extraOrigins);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // HSTS over plain http is ignored by browsers and would pin localhost to https: only send it on https.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
