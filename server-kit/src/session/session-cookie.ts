import { DEVICE_COOKIE, SESSION_COOKIE } from '@biz/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';

export { SESSION_COOKIE };

/**
 * The value of cookie `name` in a `Cookie` request header, or undefined. A value that is not valid
 * percent-encoding is returned as written: it is then no session id, and the store finds nothing.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

const cookieOf = (headers: { cookie?: string | string[] }, name: string) => readCookie(Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie, name);

/** The session id a request's `Cookie` header names, if any (not yet checked against the store). */
export function sessionIdOf(headers: { cookie?: string | string[] }): string | undefined {
  return cookieOf(headers, SESSION_COOKIE);
}

/** The device token a request's `Cookie` header carries, if any (not yet checked). */
export function deviceTokenOf(headers: { cookie?: string | string[] }): string | undefined {
  return cookieOf(headers, DEVICE_COOKIE);
}

/** `Set-Cookie` value that marks this device as one that signed in (HttpOnly, SameSite=Strict, Path=/; Secure over https). */
export function deviceCookie(token: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return stringifySetCookie({ name: DEVICE_COOKIE, value: token, path: '/', httpOnly: true, sameSite: 'strict', maxAge: Math.floor(options.maxAgeSeconds), secure: options.secure });
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
