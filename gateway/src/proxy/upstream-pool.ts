import type { Logger } from 'pino';
import type { Agent } from 'undici';
import { readyzCheck } from '../health/dependency-checks';

export interface UpstreamPoolOptions {
  agent: Agent;
  log: Logger;
  /** How often each instance's /readyz is asked while the pool has more than one. */
  probeIntervalMs: number;
  probeTimeoutMs: number;
}

/**
 * The instances of one service and which of them take requests. Requests go round the instances in
 * rotation; an instance leaves the rotation when a connection to it fails (at once, by the proxy) or its
 * /readyz fails (within a probe interval), and comes back when its /readyz answers 2xx again. When no
 * instance is in rotation, all are tried: the answer is then the service's own (or the proxy's 503), as
 * with a single instance. A pool of one instance is never probed: there is nothing to choose.
 */
export class UpstreamPool {
  private readonly out = new Set<string>();
  private next = 0;
  private timer?: NodeJS.Timeout;
  private probing = false;

  constructor(
    readonly service: string,
    readonly origins: readonly string[],
    private readonly options: UpstreamPoolOptions,
  ) {
    if (origins.length > 1) {
      this.timer = setInterval(() => void this.probe(), options.probeIntervalMs);
      this.timer.unref();
    }
  }

  /** The next instance to send a request to, skipping those already `tried` for it; undefined when none is left. */
  pick(tried?: ReadonlySet<string>): string | undefined {
    const { origins } = this;
    if (origins.length === 1) return tried?.has(origins[0]) ? undefined : origins[0];
    let fallback: string | undefined;
    for (let i = 0; i < origins.length; i++) {
      const origin = origins[(this.next + i) % origins.length];
      if (tried?.has(origin)) continue;
      if (!this.out.has(origin)) {
        this.next = (this.next + i + 1) % origins.length;
        return origin;
      }
      fallback ??= origin;
    }
    return fallback;
  }

  /** Takes an instance out of the rotation (it refused or dropped a connection). */
  takeOut(origin: string, reason: string): void {
    if (this.origins.length === 1 || this.out.has(origin)) return;
    this.out.add(origin);
    this.options.log.warn({ service: this.service, instance: origin, reason, inRotation: this.origins.length - this.out.size }, 'instance taken out of rotation');
  }

  /** The instances in rotation now. */
  inRotation(): string[] {
    return this.origins.filter((origin) => !this.out.has(origin));
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    const { agent, probeTimeoutMs, log } = this.options;
    await Promise.all(
      this.origins.map(async (origin) => {
        const result = await readyzCheck(agent, origin, probeTimeoutMs)();
        if (result.status === 'down') this.takeOut(origin, result.error ?? 'not ready');
        else if (this.out.delete(origin)) log.info({ service: this.service, instance: origin, inRotation: this.origins.length - this.out.size }, 'instance back in rotation');
      }),
    ).finally(() => (this.probing = false));
  }
}
