import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { maskValues, safeError } from './safe-error';

/**
 * JSON logs on stdout, one logger per process, tagged with the service name. Lines are written in batches
 * (4 KB or every 200 ms, and on exit): a synchronous write per request line was a measurable share of a
 * service's CPU under load.
 */
export function createLogger(options: { service: string; level?: LevelWithSilent; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      // Session cookies and credentials never reach the logs.
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      // Errors by allow-list: a query's parameters and failing row never reach the logs (safe-error.ts).
      serializers: { err: safeError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 }),
  );
}

/**
 * Routes Nest's own messages (module init, route mapping) and the services' `Logger` lines into the same
 * pino stream. Those lines are text that may quote an error's message, so its values are masked too.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, maskValues(String(message)));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace: trace && maskValues(trace) }, maskValues(String(message)));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, maskValues(String(message)));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, maskValues(String(message)));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, maskValues(String(message)));
  }
}
