import { parseCookie, stringifySetCookie } from 'cookie';

const HOST_PREFIX = '__Host-';

/**
 * The name a cookie of ours goes by: `__Host-<name>` over https, `<name>` over http (a browser refuses a
 * `__Host-` cookie that is not Secure). With the prefix the browser keeps the cookie only when it is Secure,
 * on Path=/ and without Domain, so neither a sibling subdomain nor a plain-http page can set or shadow it.
 */
export const hostCookieName = (name: string, { secure }: { secure: boolean }): string => (secure ? `${HOST_PREFIX}${name}` : name);

/**
 * The value of cookie `name` in a `Cookie` request header, or undefined. A value that is not valid
 * percent-encoding is returned as written: it then names nothing, and whoever looks it up finds nothing.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/**
 * The value of our cookie `name` under whichever of its two names the request carries, the `__Host-` one
 * first: a browser that moved from http to https may still hold the plain one until it expires.
 */
export function readHostCookie(headers: { cookie?: string | string[] }, name: string): string | undefined {
  const { cookie } = headers;
  const header = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  return readCookie(header, `${HOST_PREFIX}${name}`) ?? readCookie(header, name);
}

/** `Set-Cookie` value of our cookie `name`: HttpOnly, SameSite=Lax, Path=/, no Domain; Secure and `__Host-` over https. */
export function hostCookie(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return stringifySetCookie({
    name: hostCookieName(name, options),
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
    secure: options.secure,
  });
}
