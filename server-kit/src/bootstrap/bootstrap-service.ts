import { CLIENT_ADDRESS_HEADER, MAX_REQUEST_BODY_BYTES } from '@biz/contracts';
import { NestFactory, type NestApplicationContext } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import { LogController } from 'fastify';
import type { DestinationStream, LevelWithSilent, Logger } from 'pino';
import { keepSignedInAnswersOutOfCaches } from '../endpoints/signed-in-answers';
import { EnvValidationError } from '../env/parse-env';
import { hasProvenClientAddress } from '../http/client-address-proof';
import { startDraining } from '../health/draining';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { installRequestLogging, requestIdFor } from '../logging/request-id';
import { stopTracing } from '../tracing/tracing';

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
  /** `CLIENT_ADDRESS_KEY`: the visitor's address header is believed only with the gateway's proof under it. */
  clientAddressKey: string;
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
  const fastify = app.getHttpAdapter().getInstance();
  installRequestLogging(fastify);
  // Without the gateway's proof, the address header is some caller's claim: dropped, so the socket's address stands.
  fastify.addHook('onRequest', async (request) => {
    if (!hasProvenClientAddress(request.headers, options.clientAddressKey)) delete request.headers[CLIENT_ADDRESS_HEADER];
  });
  keepSignedInAnswersOutOfCaches(fastify);
  await app.init();
  return { app, logger };
}

export type ListeningServiceOptions = ServiceAppOptions & { port: number; host: string };

/**
 * How long a stopping service keeps serving while `/readyz` says it is stopping: more than the gateway's
 * probe interval and deadline (UPSTREAM_PROBE_INTERVAL_MS 1 s + HEALTH_TIMEOUT_MS 0.8 s), so no request is
 * sent to it once it closes. Well within every orchestrator's grace period (npm start 10 s, Kubernetes 30 s).
 */
const SHUTDOWN_DRAIN_MS = 2_000;
/**
 * A stop that has not finished by then ends the process anyway. Past the longest a request may take (an
 * admin's email draft waits up to DRAFT_DEADLINE_MS, 30 s by default, as long as the gateway waits on an
 * answer), so draining never cuts one short; an orchestrator with a shorter grace period kills sooner.
 */
const SHUTDOWN_DEADLINE_MS = SHUTDOWN_DRAIN_MS + 30_000;

/**
 * The whole of a service's main.ts: read the config, build, listen, and on SIGTERM/SIGINT drain (not
 * ready for SHUTDOWN_DRAIN_MS, still serving), then close cleanly (in-flight requests, then DB and Redis). Options may be a function so that a bad environment
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
    stopOnSignals(created.app, created.logger);
    await created.app.listen({ port: resolved.port, host: resolved.host });
    logger.info({ port: resolved.port, host: resolved.host }, `${resolved.name} listening on http://${resolved.host}:${resolved.port}`);
    return created.app;
  } catch (error) {
    (logger ?? createLogger({ service: resolved.name })).fatal({ err: error }, `${resolved.name} failed to start`);
    process.exit(1);
  }
}

function stopOnSignals(app: NestFastifyApplication, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    startDraining();
    logger.info({ signal, drainMs: SHUTDOWN_DRAIN_MS }, 'stopping: not ready any more, serving what still arrives');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // Exit rather than re-raise the signal once closed: only a normal exit flushes the buffered log lines.
    setTimeout(() => {
      // Nest's own signal handling passes the signal to the shutdown hooks; its `close` takes it too.
      (app as unknown as NestApplicationContext).close(signal).then(stopTracing).then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, SHUTDOWN_DRAIN_MS);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
