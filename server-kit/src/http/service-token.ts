import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Service credentials: every call to an `internal` endpoint carries a short-lived token, an expiry, a nonce and
 * an HMAC-SHA256 under `SERVICE_TOKEN_SECRET`, which only the processes share (decision 030). The MAC binds
 * the token to the call it was minted for: the target service, the method and the path. A token read off the
 * network opens nothing else, and the target refuses its nonce a second time (`ServiceTokenGuard`).
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** How long a token is good for: a call's time, with room for the clocks of two pods to differ. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;
/** How far ahead of the checker's clock a token's expiry may be beyond its lifetime (the signer's clock runs ahead). */
export const SERVICE_TOKEN_CLOCK_SKEW_SECONDS = 5;

/** The secret of `npm start`, the tests and the e2e stack, all on one machine; production refuses it. */
export const DEVELOPMENT_SERVICE_TOKEN_SECRET = 'development-only: internal calls of npm start and the tests';

/** A token's shape: its expiry, its nonce (16 bytes), and its MAC (32 bytes), base64url, joined by dots. */
export const SERVICE_TOKEN_SHAPE = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** The call a token is for: the target process (`svc-intake`), the method and the path without its query. */
export interface ServiceCall {
  audience: string;
  method: string;
  path: string;
}

const macOf = (secret: string, { audience, method, path }: ServiceCall, expires: number, nonce: string) =>
  createHmac('sha256', secret).update(`biz-internal\n${audience}\n${method.toUpperCase()}\n${path}\n${expires}\n${nonce}`).digest('base64url');

/** A token for one call, good until `SERVICE_TOKEN_TTL_SECONDS` from `nowMs`: `<expiry, unix seconds>.<nonce>.<mac>`. */
export function signServiceToken(secret: string, call: ServiceCall, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + SERVICE_TOKEN_TTL_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  return `${expires}.${nonce}.${macOf(secret, call, expires, nonce)}`;
}

/**
 * The token's nonce and expiry when it was signed with `secret` for this very call and is good at `nowMs`:
 * not expired, and not dated further ahead than a fresh token would be (a token that never expires cannot be
 * minted by stretching the expiry); else null. Whether the nonce was used before is the caller's to ask.
 */
export function checkServiceToken(token: string | undefined, secret: string, call: ServiceCall, nowMs = Date.now()): { nonce: string; expires: number } | null {
  const match = SERVICE_TOKEN_SHAPE.exec(token ?? '');
  if (!match) return null;
  const [, expiresText, nonce, mac] = match;
  const expires = Number(expiresText);
  const now = Math.floor(nowMs / 1000);
  if (expires < now || expires > now + SERVICE_TOKEN_TTL_SECONDS + SERVICE_TOKEN_CLOCK_SKEW_SECONDS) return null;
  const expected = Buffer.from(macOf(secret, call, expires, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { nonce, expires } : null;
}

/** The process that serves a service's endpoints (`intake` → `svc-intake`): a token's audience. */
export const serviceProcessOf = (service: string) => `svc-${service}`;
