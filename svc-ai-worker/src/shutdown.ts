/** The slice of `process` graceful shutdown needs, so it can be tested without killing Jest. */
export interface ShutdownTarget {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exit(code: number): void;
}

export interface ShutdownLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * On SIGTERM or SIGINT: close (which lets the active jobs finish) and exit 0; exit 1 if closing fails or
 * outlasts the timeout, so an orchestrator never waits on a stuck worker forever.
 */
export function exitGracefullyOn(target: ShutdownTarget, close: () => Promise<void>, timeoutMs: number, logger: ShutdownLogger): void {
  let started = false;
  const shutdown = (signal: string) => {
    if (started) return;
    started = true;
    logger.info({ signal }, 'shutting down: finishing active jobs');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      target.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        clearTimeout(timer);
        logger.info({}, 'stopped');
        target.exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        logger.error({ err }, 'shutdown failed');
        target.exit(1);
      },
    );
  };
  target.once('SIGTERM', () => shutdown('SIGTERM'));
  target.once('SIGINT', () => shutdown('SIGINT'));
}
