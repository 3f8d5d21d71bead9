import { z } from 'zod';
import { EntityId } from '../common';

export const SessionKind = z.enum(['admin', 'client']);
export type SessionKind = z.infer<typeof SessionKind>;

/**
 * GET /api/auth/user — the spec does not show the fields; this is the minimum the signed-in home needs,
 * taken from the session (`kind`, and for a client its id and email). 401 when there is no session.
 */
export const AuthUser = z.object({
  kind: SessionKind,
  accountId: EntityId.optional(),
  email: z.email().optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthUserResponse = AuthUser;
export type AuthUserResponse = z.infer<typeof AuthUserResponse>;

/**
 * GET /api/logout is a browser navigation (answer not shown): it ends any session and redirects to '/'.
 * Nothing is read from the request; the answer has no body, only the redirect's headers.
 */
export const LOGOUT_REDIRECT_PATH = '/';
export const LogoutResponse = z.undefined();
export const LogoutResponseHeaders = z.object({ location: z.literal(LOGOUT_REDIRECT_PATH) });
export type LogoutResponseHeaders = z.infer<typeof LogoutResponseHeaders>;

/** Name of the session cookie every service reads (and the API description names). */
export const SESSION_COOKIE = 'sid';

/** Name of the cookie that marks a device which signed in before: its sign-ins keep their own guessing budget. */
export const DEVICE_COOKIE = 'device';
