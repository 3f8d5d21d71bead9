import { SESSION_COOKIE } from '@biz/contracts';
import { hostCookie, readHostCookie } from '../http/host-cookie';

export { SESSION_COOKIE };

/** The session id a request's cookies name (`__Host-sid` or `sid`), if any; not yet checked against the store. */
export const sessionIdOf = (headers: { cookie?: string | string[] }): string | undefined => readHostCookie(headers, SESSION_COOKIE);

/** `Set-Cookie` value that stores a session id: `__Host-sid` over https, `sid` over http (see `hostCookie`). */
export const sessionCookie = (id: string, options: { maxAgeSeconds: number; secure: boolean }): string => hostCookie(SESSION_COOKIE, id, options);

/** `Set-Cookie` value that removes the session cookie of this scheme (logout). */
export const clearedSessionCookie = (options: { secure: boolean }): string => sessionCookie('', { maxAgeSeconds: 0, secure: options.secure });
