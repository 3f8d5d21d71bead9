import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { EntityId, SessionKind, StaffRole } from '@biz/contracts';
import { z } from 'zod';

/** What `session:<id>` holds in Redis. Times are epoch milliseconds. */
export const Session = z.object({
  kind: SessionKind,
  accountId: EntityId.optional(),
  /** An admin session's role: an owner also manages the team and billing settings. */
  role: StaffRole.optional(),
  /** The sign-in was the agency's identity provider's (no password): it survives the owner requiring single sign-on. */
  singleSignOn: z.literal(true).optional(),
  createdAt: z.number().int().nonnegative(),
  lastSeenAt: z.number().int().nonnegative(),
});
export type Session = z.infer<typeof Session>;

export interface SessionStoreOptions {
  /** A session unused for this long is gone. */
  idleTimeoutSeconds: number;
  /** A session older than this is gone however busy it is. */
  absoluteTimeoutSeconds: number;
  /** Injected so expiry can be tested without waiting. */
  now?: () => number;
}

export const defaultSessionTimeouts = { idleTimeoutSeconds: 30 * 60, absoluteTimeoutSeconds: 12 * 60 * 60 } as const;

/** 256 random bits, base64url: 43 characters. Anything else is not one of our ids. */
const SessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export function isSessionId(value: string): boolean {
  return SessionIdPattern.test(value);
}

/**
 * Sessions in Redis under `session:<id>`. The Redis TTL enforces both timeouts (it is reset on every
 * touch to whichever comes first), and reads re-check the stored times so a clock or TTL slip never
 * extends a session. A session with an account is also listed in `account-sessions:<accountId>` (a set
 * living as long as the account's longest session), so a password reset can end all of them; a session of no
 * account may be listed under a name of its own (`indexAs`) and ended the same way.
 */
export class SessionStore {
  private readonly now: () => number;

  constructor(
    private readonly redis: Redis,
    private readonly options: SessionStoreOptions = defaultSessionTimeouts,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** How long a session can live at most: the lifetime of its cookie. */
  get absoluteTimeoutSeconds(): number {
    return this.options.absoluteTimeoutSeconds;
  }

  async create(data: Pick<Session, 'kind' | 'accountId' | 'role' | 'singleSignOn'>, indexAs = data.accountId): Promise<{ id: string; session: Session }> {
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    const session: Session = { ...data, createdAt: at, lastSeenAt: at };
    // NX: an id collision (2^-256) must never overwrite somebody else's session.
    const ttl = this.ttlMs(session, at);
    const ok = await this.redis.set(key(id), JSON.stringify(session), 'PX', ttl, 'NX');
    if (ok !== 'OK') throw new Error('Session id collision');
    if (indexAs) {
      // Each new session pushes the index's expiry to the absolute timeout from now: past every session it lists.
      const index = accountKey(indexAs);
      await this.redis.multi().sadd(index, id).pexpire(index, this.options.absoluteTimeoutSeconds * 1000).exec();
    }
    return { id, session };
  }

  /** The live session for `id`, or null when unknown, malformed or past either timeout. */
  async get(id: string): Promise<Session | null> {
    if (!isSessionId(id)) return null;
    const raw = await this.redis.get(key(id));
    if (raw === null) return null;
    const session = parseStored(raw);
    if (!session || this.ttlMs(session, this.now()) <= 0) {
      await this.redis.del(key(id));
      return null;
    }
    return session;
  }

  /** Like `get`, and marks the session used now (sliding the idle timeout). */
  async touch(id: string): Promise<Session | null> {
    const session = await this.get(id);
    if (!session) return null;
    const at = this.now();
    const touched: Session = { ...session, lastSeenAt: at };
    const ttl = this.ttlMs(touched, at);
    if (ttl <= 0) return null;
    // XX: a session destroyed between the read and this write stays destroyed.
    const ok = await this.redis.set(key(id), JSON.stringify(touched), 'PX', ttl, 'XX');
    return ok === 'OK' ? touched : null;
  }

  async destroy(id: string): Promise<void> {
    if (!isSessionId(id)) return;
    const raw = await this.redis.get(key(id));
    await this.redis.del(key(id));
    const accountId = raw === null ? undefined : parseStored(raw)?.accountId;
    if (accountId) await this.redis.srem(accountKey(accountId), id);
  }

  /**
   * Ends every session of the account but `exceptId` (the caller's own, when it stays signed in) and those
   * `keep` holds on to; answers how many ended. A session created while this runs is listed after the read
   * and survives: the caller's change (a new password) is already stored by then, so that session was made knowing it.
   */
  async endAll(accountId: string, exceptId?: string, keep?: (session: Session) => boolean): Promise<number> {
    const index = accountKey(accountId);
    let ids = (await this.redis.smembers(index)).filter((id) => id !== exceptId && isSessionId(id));
    if (keep && ids.length) {
      const stored = await this.redis.mget(...ids.map(key));
      ids = ids.filter((_, i) => {
        const session = stored[i] ? parseStored(stored[i]) : null;
        return !(session && keep(session));
      });
    }
    if (!ids.length) return 0;
    const ended = await this.redis.del(...ids.map(key));
    await this.redis.srem(index, ...ids);
    return ended;
  }


  /** Milliseconds the session has left at `at`: the nearer of the idle and the absolute deadline. */
  private ttlMs(session: Session, at: number): number {
    const idleDeadline = session.lastSeenAt + this.options.idleTimeoutSeconds * 1000;
    const absoluteDeadline = session.createdAt + this.options.absoluteTimeoutSeconds * 1000;
    return Math.min(idleDeadline, absoluteDeadline) - at;
  }
}

function key(id: string): string {
  return `session:${id}`;
}

function accountKey(accountId: string): string {
  return `account-sessions:${accountId}`;
}

function parseStored(raw: string): Session | null {
  try {
    const parsed = Session.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
