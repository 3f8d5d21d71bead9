import { SESSION_COOKIE } from '@biz/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';

export { SESSION_COOKIE };

/**
 * The value of cookie `name` in a `Cookie` request header, or undefined. A value that is not valid
 * percent-encoding is returned as written: it is then no session id, and the store finds nothing.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** The session id a request's `Cookie` header names, if any (not yet checked against the store). */
export function sessionIdOf(headers: { cookie?: string | string[] }): string | undefined {
  const { cookie } = headers;
  return readCookie(Array.isArray(cookie) ? cookie.join('; ') : cookie, SESSION_COOKIE);
}

/** `Set-Cookie` value that stores a session id (HttpOnly, SameSite=Lax, Path=/; Secure over https). */
export function sessionCookie(id: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: id,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
    secure: options.secure,
  });
}

/** `Set-Cookie` value that removes the session cookie (logout). */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure: options.secure });
}
