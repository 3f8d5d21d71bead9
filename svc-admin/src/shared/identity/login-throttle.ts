import { ServerMessage } from '@biz/contracts';
import { RateLimited } from '@biz/server-kit';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';

export interface LoginThrottleOptions {
  /** Redis key prefix of this deployment (tests give each run its own). */
  keyPrefix: string;
  /** Failures a device that signed in to this email before may make per window before it waits out the window. */
  knownDeviceFailures: number;
  /** Failures all other devices together may make per window before each next try waits (1 s, 2 s, 4 s… up to `maxDelaySeconds`). */
  unknownDeviceFailures: number;
  windowSeconds: number;
  maxDelaySeconds: number;
  /** How long a device stays known after its last sign-in. */
  deviceDays: number;
}

/** The deployment's throttle (svc-admin's `IdentityModule` provides it): both kinds of sign-in use it, each with its scope. */
export const defaultLoginThrottle: Omit<LoginThrottleOptions, 'keyPrefix'> = {
  knownDeviceFailures: 10,
  unknownDeviceFailures: 5,
  windowSeconds: 15 * 60,
  maxDelaySeconds: 15 * 60,
  deviceDays: 180,
};

/**
 * Whose sign-in: the same email may be a client's and a staff member's, each with its own budgets.
 * `staff-second-factor` counts a staff account's wrong codes and current passwords, keyed by the account's
 * id with no device: the password was right, so every device shares one budget across all its challenges.
 */
export type LoginScope = 'client' | 'staff' | 'staff-second-factor';

/** Where a sign-in attempt comes from, as `check` found it. */
export interface LoginAttempt {
  scope: LoginScope;
  emailKey: string;
  /** The hash of the device cookie's token when that device signed in to this email before. */
  knownDevice?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** A device token as the cookie carries it: 256 random bits, base64url. */
const DeviceTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Password guessing is slowed without letting an attacker lock the owner out (OWASP, "Slow Down Online
 * Guessing Attacks with Device Cookies"). A device that signed in to an email holds a device cookie and its
 * own failure budget for that email; every other device shares one budget per email, and past it each try
 * waits longer. An attacker's failures, from however many addresses, spend only the shared budget, so the
 * owner's own device still signs in; a reset link is never throttled here.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** Where an attempt on this email comes from: a device known for it, or one of the others. */
  async attemptOf(scope: LoginScope, email: string, deviceToken: string | undefined): Promise<LoginAttempt> {
    const emailKey = sha256(email.toLowerCase());
    const device = deviceToken && DeviceTokenPattern.test(deviceToken) ? sha256(deviceToken) : undefined;
    const known = device && (await this.redis.sismember(this.deviceKey(device), `${scope}:${emailKey}`)) === 1;
    return { scope, emailKey, ...(known ? { knownDevice: device } : {}) };
  }

  /** The attempt's standing, or a 429 (with Retry-After) when this device must wait before trying this email. */
  async check(scope: LoginScope, email: string, deviceToken: string | undefined): Promise<LoginAttempt> {
    const attempt = await this.attemptOf(scope, email, deviceToken);
    const wait = attempt.knownDevice ? await this.knownDeviceWait(attempt) : await this.unknownDevicesWait(attempt);
    if (wait > 0) throw new RateLimited(wait, scope === 'staff-second-factor' ? ServerMessage.tooManySecondFactorAttempts : ServerMessage.tooManySignInAttempts);
    return attempt;
  }

  /** A wrong password: it spends the device's own budget, or the budget the unknown devices share. Answers the failures counted in the window. */
  async failed(attempt: LoginAttempt): Promise<number> {
    const key = this.failuresKey(attempt);
    if (attempt.knownDevice) {
      const [[, count] = []] = (await this.redis.multi().incr(key).expire(key, this.options.windowSeconds, 'NX').exec()) ?? [];
      return Number(count);
    }
    const [[, count] = []] = (await this.redis.multi().hincrby(key, 'count', 1).hset(key, 'last', Date.now()).expire(key, this.options.windowSeconds).exec()) ?? [];
    return Number(count);
  }

  /** The free failures of the devices an attempt does not know: past them, each try waits. */
  get freeFailures(): number {
    return this.options.unknownDeviceFailures;
  }

  /** A right answer where no device is remembered (a second factor): its failures are forgotten. */
  async cleared(attempt: LoginAttempt): Promise<void> {
    await this.redis.del(this.failuresKey(attempt));
  }

  /**
   * A sign-in completed: the failures counted against this device are forgotten, and the device becomes
   * (or stays) known for this email. Answers the device cookie to set (its token and lifetime).
   */
  async succeeded(attempt: LoginAttempt, deviceToken: string | undefined): Promise<{ token: string; maxAgeSeconds: number }> {
    const token = deviceToken && DeviceTokenPattern.test(deviceToken) ? deviceToken : randomBytes(32).toString('base64url');
    const device = this.deviceKey(sha256(token));
    await this.redis
      .multi()
      .del(this.failuresKey(attempt))
      .sadd(device, `${attempt.scope}:${attempt.emailKey}`)
      .expire(device, this.options.deviceDays * 24 * 60 * 60)
      .exec();
    return { token, maxAgeSeconds: this.options.deviceDays * 24 * 60 * 60 };
  }

  private async knownDeviceWait(attempt: LoginAttempt): Promise<number> {
    const key = this.failuresKey(attempt);
    const failures = Number((await this.redis.get(key)) ?? 0);
    return failures < this.options.knownDeviceFailures ? 0 : Math.max(1, await this.redis.ttl(key));
  }

  private async unknownDevicesWait(attempt: LoginAttempt): Promise<number> {
    const { count, last } = await this.redis.hgetall(this.failuresKey(attempt));
    const failures = Number(count ?? 0);
    if (failures < this.options.unknownDeviceFailures) return 0;
    const delay = Math.min(this.options.maxDelaySeconds, 2 ** (failures - this.options.unknownDeviceFailures));
    const waited = (Date.now() - Number(last ?? 0)) / 1000;
    return waited >= delay ? 0 : Math.ceil(delay - waited);
  }

  private failuresKey({ scope, emailKey, knownDevice }: LoginAttempt): string {
    return `${this.options.keyPrefix}:login-failures:${scope}:${emailKey}:${knownDevice ?? 'unknown-devices'}`;
  }

  private deviceKey(deviceHash: string): string {
    return `${this.options.keyPrefix}:login-device:${deviceHash}`;
  }
}
