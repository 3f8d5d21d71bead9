import type { ChainableCommander, Redis } from 'ioredis';

// Adds a number of hits to a window's key and returns the total; a new key gets the window's expiry in the
// same atomic step, so no key ever lives without one.
const addHits = {
  numberOfKeys: 1,
  lua: "local n = redis.call('INCRBY', KEYS[1], ARGV[1]) if n == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[2]) end return n",
};
type CountingRedis = Redis & { windowCounterAdd(key: string, hits: number, ttlSeconds: number): Promise<number> };
type CountingPipeline = ChainableCommander & { windowCounterAdd(key: string, hits: number, ttlSeconds: number): ChainableCommander };

interface Entry {
  /** The shared total as Redis last answered it. */
  known: number;
  /** Hits counted here since then. */
  pending: number;
  /** The first call to Redis, which hits of this key wait for until it has answered. */
  ready: Promise<unknown>;
  settled: boolean;
}

/**
 * Hits per key in fixed windows, shared through Redis by every instance of a service. A key's first hit in
 * a window here asks Redis for the shared count; later hits are counted in memory and added to Redis in one
 * batch every `flushMs`. A client hammering one endpoint therefore costs one Redis command per interval
 * rather than one per request (that round trip was 13% of svc-intake's CPU), and another instance learns
 * of those hits within that interval.
 */
export class WindowCounter {
  private readonly redis: CountingRedis;
  private entries = new Map<string, Entry>();
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    redis: Redis,
    private readonly options: { ttlSeconds: number; flushMs: number; onFlushError: (error: unknown) => void },
  ) {
    // ioredis sends the script by its SHA and loads it again if Redis lost it (EVALSHA, NOSCRIPT → EVAL).
    if (!('windowCounterAdd' in redis)) redis.defineCommand('windowCounterAdd', addHits);
    this.redis = redis as CountingRedis;
    this.timer = setInterval(() => void this.flush(), options.flushMs).unref();
  }

  /** Counts one hit of `key` and answers the key's total so far, this hit included. */
  async hit(key: string): Promise<number> {
    if (this.closed) return this.redis.windowCounterAdd(key, 1, this.options.ttlSeconds); // no flush is coming
    const entry = this.entries.get(key);
    if (!entry) return this.firstHit(key);
    const position = ++entry.pending;
    if (entry.settled) return entry.known + position;
    await entry.ready; // a flush leaves unsettled entries alone, so the position still holds
    return entry.known + position;
  }

  private firstHit(key: string): Promise<number> {
    const total = this.redis.windowCounterAdd(key, 1, this.options.ttlSeconds);
    const entry: Entry = { known: 0, pending: 0, settled: false, ready: total };
    entry.ready = total.then(
      (n) => {
        entry.known = n;
        entry.settled = true;
      },
      (error: unknown) => {
        this.entries.delete(key); // the next hit asks again
        throw error; // and the hits waiting on this one fail as it did, uncounted
      },
    );
    entry.ready.catch(() => undefined); // handled by whoever waits; nobody may
    this.entries.set(key, entry);
    return total;
  }

  /** Adds the hits counted here to Redis in one pipeline, and forgets keys that saw no hit since the last flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const settled = [...this.entries].filter(([, entry]) => entry.settled);
    const batch = settled.filter(([, entry]) => entry.pending > 0);
    for (const [key, entry] of settled) if (entry.pending === 0) this.entries.delete(key);
    if (batch.length === 0) return;
    const pipeline = this.redis.pipeline() as CountingPipeline;
    const sent = batch.map(([key, entry]) => {
      pipeline.windowCounterAdd(key, entry.pending, this.options.ttlSeconds);
      return entry.pending;
    });
    // A failed addition keeps its hits pending: they go with the next flush.
    let results: Awaited<ReturnType<ChainableCommander['exec']>>;
    try {
      results = await pipeline.exec();
    } catch (error) {
      this.options.onFlushError(error);
      return;
    }
    const failures = batch.flatMap(([, entry], i) => {
      const [error, total] = results?.[i] ?? [new Error('no reply from Redis')];
      if (error) return [error];
      entry.known = Number(total);
      entry.pending -= sent[i];
      return [];
    });
    if (failures.length) this.options.onFlushError(failures[0]);
  }

  /** Sends what is still counted here and stops the interval (the service is stopping); later hits go to Redis one by one. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
  }
}
