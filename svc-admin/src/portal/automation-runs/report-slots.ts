/**
 * At most `slots` reports at the database at once; the rest wait here, in order. A platform replaying a
 * backlog sends a thousand reports at once: queued in the pool they would pass its 1 s wait for a
 * connection (which reports an outage, 503) while the reports themselves take a millisecond or two each.
 */
export class ReportSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.free = slots;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
