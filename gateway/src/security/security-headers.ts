/** Origins of remotes configured with absolute URLs: the shell must be allowed to load their scripts. */
export function remoteOrigins(remoteUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * What Stripe.js needs, per Stripe's published CSP list (docs.stripe.com/security/guide): its script, the
 * Payment Element's iframes and 3-D Secure's hooks, and its API. Not the Address Element's Google Maps,
 * which the checkout does not use.
 */
const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const sources = (list: string[]) => (list.length ? ` ${list.join(' ')}` : '');

/** The policy of every answer; `stripe` opens Stripe's hosts, only when live payments are configured. */
export function contentSecurityPolicy(extraOrigins: string[], { stripe }: { stripe: boolean }): string {
  const extra = sources(extraOrigins);
  const stripeFor = (directive: keyof typeof stripeSources) => (stripe ? sources(stripeSources[directive]) : '');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}${stripeFor('script')}`,
    // Inline styles: React style props and the toaster set them at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}${stripeFor('connect')}`,
    ...(stripe ? [`frame-src${stripeFor('frame')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers of every answer, pages and proxied API answers alike, by whether it goes over https. */
export function securityHeaders(extraOrigins: string[], options: { stripe: boolean }): (https: boolean) => Record<string, string> {
  const always = {
    'content-security-policy': contentSecurityPolicy(extraOrigins, options),
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
