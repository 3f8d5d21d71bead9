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

/** The security headers of every answer, pages and proxied API answers alike, by whether it goes over https. */
export function securityHeaders(extraOrigins: string[]): (https: boolean) => Record<string, string> {
  const always = {
    'content-security-policy': contentSecurityPolicy(extraOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
  };
  // HSTS over plain http is ignored by browsers and would pin localhost to https: only send it on https.
  const overHttps = { ...always, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  return (https) => (https ? overHttps : always);
}
