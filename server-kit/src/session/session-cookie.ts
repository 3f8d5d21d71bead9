import { DEVICE_COOKIE, SESSION_COOKIE } from '@biz/contracts';
import { hostCookie, readHostCookie } from '../http/host-cookie';

export { SESSION_COOKIE };

/** The session id a request's cookies name (`__Host-sid` or `sid`), if any; not yet checked against the store. */
export const sessionIdOf = (headers: { cookie?: string | string[] }): string | undefined => readHostCookie(headers, SESSION_COOKIE);

/** `Set-Cookie` value that stores a session id: `__Host-sid` over https, `sid` over http (see `hostCookie`). */
export const sessionCookie = (id: string, options: { maxAgeSeconds: number; secure: boolean }): string => hostCookie(SESSION_COOKIE, id, options);

/** The device token a request's cookies carry (`__Host-device` or `device`), if any; not yet checked. */
export const deviceTokenOf = (headers: { cookie?: string | string[] }): string | undefined => readHostCookie(headers, DEVICE_COOKIE);

/** `Set-Cookie` value that marks this browser as a device that signed in (see `hostCookie`). */
export const deviceCookie = (token: string, options: { maxAgeSeconds: number; secure: boolean }): string => hostCookie(DEVICE_COOKIE, token, options);

/** `Set-Cookie` value that removes the session cookie of this scheme (logout). */
export const clearedSessionCookie = (options: { secure: boolean }): string => sessionCookie('', { maxAgeSeconds: 0, secure: options.secure });
