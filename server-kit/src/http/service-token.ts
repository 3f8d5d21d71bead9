import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Service credentials: every call to an `internal` endpoint carries a short-lived token, an expiry and its
 * HMAC-SHA256 under `SERVICE_TOKEN_SECRET`, which only the processes share (decision 030). A caller signs a
 * fresh one per call, so a token read off the network is good for a minute at most.
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** How long a token is good for: a call's time, with room for the clocks of two pods to differ. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;

/** The secret of `npm start`, the tests and the e2e stack, all on one machine; production refuses it. */
export const DEVELOPMENT_SERVICE_TOKEN_SECRET = 'development-only: internal calls of npm start and the tests';

/** A token's shape: its expiry, a dot, and its MAC (32 bytes, base64url). */
export const SERVICE_TOKEN_SHAPE = /^(\d{1,12})\.([\w-]{43})$/;

const macOf = (secret: string, expires: number) => createHmac('sha256', secret).update(`biz-internal.${expires}`).digest('base64url');

/** A token good until `SERVICE_TOKEN_TTL_SECONDS` from `nowMs`: `<expiry, unix seconds>.<mac>`. */
export function signServiceToken(secret: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + SERVICE_TOKEN_TTL_SECONDS;
  return `${expires}.${macOf(secret, expires)}`;
}

/**
 * Whether `token` was signed with `secret` and is good at `nowMs`: not expired, and not dated further ahead
 * than a fresh token would be (a token that never expires cannot be minted by stretching the expiry).
 */
export function isValidServiceToken(token: string | undefined, secret: string, nowMs = Date.now()): boolean {
  const match = SERVICE_TOKEN_SHAPE.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  const now = Math.floor(nowMs / 1000);
  if (expires < now || expires > now + SERVICE_TOKEN_TTL_SECONDS + 5) return false;
  const expected = Buffer.from(macOf(secret, expires));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
