import { MAX_REQUEST_BODY_BYTES } from '@biz/contracts';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import { LogController } from 'fastify';
import type { DestinationStream, LevelWithSilent, Logger } from 'pino';
import { EnvValidationError } from '../env/parse-env';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { installRequestLogging, requestIdFor } from '../logging/request-id';

export interface ServiceAppOptions {
  module: Type | DynamicModule;
  name: string;
  logLevel?: LevelWithSilent;
  /** Where log lines go: stdout by default; a test passes its own stream to read them. */
  logDestination?: DestinationStream;
  /** Largest accepted request body; the API only takes small JSON documents. */
  bodyLimitBytes?: number;
  /**
   * Keep each JSON or form body's bytes as `req.rawBody` (`RawBodyRequest`), for a signed webhook. Nest's
   * parsers read every body into a Buffer anyway; this keeps a reference to it until the request ends.
   */
  rawBody?: boolean;
}

/**
 * Builds and initializes the Nest app on Fastify (migrations have run when this resolves) without
 * listening: tests call it and use `app.inject()`; `bootstrapService` calls it and listens.
 */
export async function createServiceApp(options: ServiceAppOptions): Promise<{ app: NestFastifyApplication; logger: Logger }> {
  const logger = createLogger({ service: options.name, level: options.logLevel, destination: options.logDestination });
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Fastify's two lines per request are replaced by one (see installRequestLogging).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    bodyLimit: options.bodyLimitBytes ?? MAX_REQUEST_BODY_BYTES,
  });
  const app = await NestFactory.create<NestFastifyApplication>(options.module, adapter, {
    logger: new PinoNestLogger(logger),
    // Throw instead of process.exit, so callers (tests, bootstrapService) decide what a failed boot means.
    abortOnError: false,
    rawBody: options.rawBody ?? false,
  });
  installRequestLogging(app.getHttpAdapter().getInstance());
  await app.init();
  return { app, logger };
}

export type ListeningServiceOptions = ServiceAppOptions & { port: number; host: string };

/**
 * The whole of a service's main.ts: read the config, build, listen, and close cleanly (DB, Redis,
 * in-flight requests) on SIGTERM/SIGINT. Options may be a function so that a bad environment
 * (`EnvValidationError`) ends the process with its one message instead of a stack trace.
 */
export async function bootstrapService(options: ListeningServiceOptions | (() => ListeningServiceOptions)): Promise<NestFastifyApplication> {
  let resolved: ListeningServiceOptions;
  try {
    resolved = typeof options === 'function' ? options() : options;
  } catch (error) {
    process.stderr.write(`${error instanceof EnvValidationError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  let logger: Logger | undefined;
  try {
    const created = await createServiceApp(resolved);
    logger = created.logger;
    // Exit rather than re-raise the signal once closed: only a normal exit flushes the buffered log lines.
    created.app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
    await created.app.listen({ port: resolved.port, host: resolved.host });
    logger.info({ port: resolved.port, host: resolved.host }, `${resolved.name} listening on http://${resolved.host}:${resolved.port}`);
    return created.app;
  } catch (error) {
    (logger ?? createLogger({ service: resolved.name })).fatal({ err: error }, `${resolved.name} failed to start`);
    process.exit(1);
  }
}
