import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../redis/redis.module';
import { isSessionId, SessionStore } from './session-store';

// Against the real Redis: the TTL arithmetic is the point, and a fake would only echo our assumptions.
let redis: Redis;
let clock: number;
let store: SessionStore;
const created: string[] = [];

beforeAll(async () => {
  redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'server-kit-test');
});

beforeEach(() => {
  clock = Date.now();
  store = new SessionStore(redis, { idleTimeoutSeconds: 60, absoluteTimeoutSeconds: 300, now: () => clock });
});

afterAll(async () => {
  if (created.length) await redis.del(...created.map((id) => `session:${id}`));
  await closeRedis(redis);
});

async function create(kind: 'admin' | 'client' = 'admin', accountId?: string) {
  const result = await store.create({ kind, accountId });
  created.push(result.id);
  return result;
}

describe('SessionStore', () => {
  it('lists an account\'s sessions in account-sessions:<accountId> for their lifetime, and ends them all but the one kept', async () => {
    const accountId = randomUUID();
    const [kept, other, third] = [await create('admin', accountId), await create('admin', accountId), await create('admin', accountId)];
    const stranger = await create('admin', randomUUID());
    expect((await redis.smembers(`account-sessions:${accountId}`)).sort()).toEqual([kept.id, other.id, third.id].sort());
    expect(await redis.ttl(`account-sessions:${accountId}`)).toBeGreaterThan(290);

    expect(await store.endAll(accountId, kept.id)).toBe(2);
    expect([await store.get(kept.id), await store.get(other.id), await store.get(third.id)].map(Boolean)).toEqual([true, false, false]);
    expect(await store.get(stranger.id)).not.toBeNull();
    await store.endAll(accountId);
    expect(await store.get(kept.id)).toBeNull();
    await redis.del(`account-sessions:${accountId}`);
  });

  it('creates an opaque 256-bit id stored as session:<id> JSON with a TTL', async () => {
    const accountId = randomUUID();
    const { id, session } = await create('client', accountId);
    expect(isSessionId(id)).toBe(true);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(JSON.parse((await redis.get(`session:${id}`))!)).toEqual({ kind: 'client', accountId, createdAt: clock, lastSeenAt: clock });
    expect(session.kind).toBe('client');
    const ttl = await redis.pttl(`session:${id}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('ends a session left idle past the idle timeout', async () => {
    const { id } = await create();
    clock += 59_000;
    expect(await store.get(id)).not.toBeNull();
    clock += 2_000;
    expect(await store.get(id)).toBeNull();
    expect(await redis.exists(`session:${id}`)).toBe(0);
  });

  it('keeps a used session alive, but never past the absolute timeout', async () => {
    const { id } = await create();
    for (let minute = 1; minute <= 4; minute++) {
      clock += 50_000;
      expect(await store.touch(id)).toMatchObject({ lastSeenAt: clock });
    }
    // 200 s in, idle deadline would be 250 s; the absolute one (300 s) caps the Redis TTL near the end.
    clock += 50_000;
    await store.touch(id);
    expect(await redis.pttl(`session:${id}`)).toBeLessThanOrEqual(50_000);
    clock += 51_000;
    expect(await store.touch(id)).toBeNull();
  });

  it('destroys a session for good, and a late touch does not bring it back', async () => {
    const { id } = await create();
    await store.destroy(id);
    expect(await store.get(id)).toBeNull();
    expect(await store.touch(id)).toBeNull();
    expect(await redis.exists(`session:${id}`)).toBe(0);
  });

  it('refuses ids that are not ours and stored values that are not sessions', async () => {
    expect(await store.get('../../etc')).toBeNull();
    const { id } = await create();
    await redis.set(`session:${id}`, '{"kind":"root"}', 'EX', 60);
    expect(await store.get(id)).toBeNull();
    await redis.set(`session:${id}`, 'not json', 'EX', 60);
    expect(await store.get(id)).toBeNull();
  });
  it('drops a destroyed session from its account, and keeps the index no longer than the longest session', async () => {
    const accountId = randomUUID();
    const { id } = await create('client', accountId);
    expect(await redis.pttl(`account-sessions:${accountId}`)).toBeGreaterThan(295_000);
    await store.destroy(id);
    expect(await redis.sismember(`account-sessions:${accountId}`, id)).toBe(0);
    expect(await store.endAll(accountId)).toBe(0);
  });
});
