import { clearRedisPrefix } from '@biz/server-kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SendOnceLedger } from './send-once-ledger';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the send-once ledger against the real Redis', () => {
  const prefix = `biz-test-${randomUUID().slice(0, 8)}`;
  const redis = new Redis(redisUrl);
  const ledger = new SendOnceLedger(redis, prefix, { claimMs: 10_000, sentMs: 60_000 });
  let emailId: string;

  beforeEach(() => {
    emailId = randomUUID();
  });

  afterAll(async () => {
    await clearRedisPrefix(redisUrl, prefix);
    await redis.quit();
  });

  it('lets one job claim an email; another job finds it busy', async () => {
    expect(await ledger.claim(emailId, 'job-a')).toEqual({ state: 'claimed' });
    expect(await ledger.claim(emailId, 'job-b')).toEqual({ state: 'busy', holder: 'job-a' });
  });

  it('gives a job its own claim back (its earlier run died mid-send)', async () => {
    await ledger.claim(emailId, 'job-a');
    expect(await ledger.claim(emailId, 'job-a')).toEqual({ state: 'claimed' });
  });

  it('answers sent with the message id to every later claim, the sender included', async () => {
    await ledger.claim(emailId, 'job-a');
    await ledger.markSent(emailId, '<m1@bizautomate.example>');
    for (const holder of ['job-a', 'job-b']) expect(await ledger.claim(emailId, holder)).toEqual({ state: 'sent', messageId: '<m1@bizautomate.example>' });
  });

  it('releases only the releasing job own claim', async () => {
    await ledger.claim(emailId, 'job-a');
    await ledger.release(emailId, 'job-b');
    expect(await ledger.claim(emailId, 'job-b')).toEqual({ state: 'busy', holder: 'job-a' });
    await ledger.release(emailId, 'job-a');
    expect(await ledger.claim(emailId, 'job-b')).toEqual({ state: 'claimed' });
  });

  it('never releases a sent record', async () => {
    await ledger.claim(emailId, 'job-a');
    await ledger.markSent(emailId, '<m2@bizautomate.example>');
    await ledger.release(emailId, 'job-a');
    expect(await ledger.claim(emailId, 'job-b')).toEqual({ state: 'sent', messageId: '<m2@bizautomate.example>' });
  });

  it('keeps its keys under the queue prefix, with a claim that expires and a sent record that lasts', async () => {
    // Redis's own countdown says how long each record lives: nothing waits for one to run out.
    const lifeOf = () => redis.pttl(`${prefix}:order-email:${emailId}`);
    await ledger.claim(emailId, 'job-a');
    expect(await lifeOf()).toBeGreaterThan(9_000);
    expect(await lifeOf()).toBeLessThanOrEqual(10_000);
    await ledger.markSent(emailId, '<m3@bizautomate.example>');
    expect(await lifeOf()).toBeGreaterThan(59_000);
    expect(await lifeOf()).toBeLessThanOrEqual(60_000);
  });
});
