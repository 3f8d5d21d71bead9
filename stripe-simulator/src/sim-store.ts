/** An object of the simulated provider, stored whole by its Stripe-style id (`sub_…`, `in_…`). */
export interface SimRecord {
  id: string;
  object: string;
}

/** Storage of one simulated-provider operation: reads and writes within one transaction. */
export interface SimStore {
  get<T extends SimRecord>(id: string): Promise<T | undefined>;
  put<T extends SimRecord>(record: T): Promise<void>;
  all<T extends SimRecord>(object: T['object']): Promise<T[]>;
  /** Seconds the simulated clock runs ahead of the real one. */
  clockOffset(): Promise<number>;
  setClockOffset(seconds: number): Promise<void>;
}

/** Runs operations one at a time, each with its own consistent view of the store. */
export interface SimTransactor {
  run<T>(operation: (store: SimStore) => Promise<T>): Promise<T>;
}

/** In memory, for the fake Stripe server of the tests: operations queue behind each other. */
export class MemorySimStore implements SimTransactor {
  private readonly records = new Map<string, string>();
  private offset = 0;
  private queue: Promise<unknown> = Promise.resolve();

  private readonly store: SimStore = {
    get: async <T extends SimRecord>(id: string) => {
      const json = this.records.get(id);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    put: async (record) => void this.records.set(record.id, JSON.stringify(record)),
    all: async <T extends SimRecord>(object: string) =>
      [...this.records.values()].map((json) => JSON.parse(json) as T).filter((record) => record.object === object),
    clockOffset: async () => this.offset,
    setClockOffset: async (seconds) => void (this.offset = seconds),
  };

  /** Every stored object of one kind, read at once (for a test's assertions). */
  peek<T extends SimRecord>(object: T['object']): T[] {
    return [...this.records.values()].map((json) => JSON.parse(json) as T).filter((record) => record.object === object);
  }

  /** Changes a stored object in place, as Stripe's state would change behind billing's back (a test's arrangement). */
  amend<T extends SimRecord>(id: string, change: Partial<T>): T {
    const json = this.records.get(id);
    if (json === undefined) throw new Error(`The simulator holds no object ${id}`);
    const record = { ...(JSON.parse(json) as T), ...change };
    this.records.set(id, JSON.stringify(record));
    return record;
  }

  /** A refused operation leaves the store as it was, as a rolled-back transaction would. */
  run<T>(operation: (store: SimStore) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const before = new Map(this.records);
      const offset = this.offset;
      try {
        return await operation(this.store);
      } catch (err) {
        this.records.clear();
        before.forEach((json, id) => this.records.set(id, json));
        this.offset = offset;
        throw err;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
