import { CommonErrorCode, type ServiceName } from '@biz/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { errorBody } from '../http/error-envelope';
import { requestIdHeader } from '../http/request-id';
import { withoutHopByHop } from './hop-by-hop';

/** What every exchange of the edge shares. */
export interface Edge {
  log: Logger;
  /** The security headers of every answer, by whether the request came over https. */
  securityHeaders: (https: boolean) => Record<string, string>;
  /** Whether the process is stopping: error answers then close the connection. */
  closing: () => boolean;
}

// undici's refusals of the request itself (before anything reached the service): the client's fault.
const refusedByUndici = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

/**
 * One request through the `/api/*` edge, and undici's dispatch handler for its trip to the service: the
 * answer is written straight to the client, with no response stream, promise, AbortController or pipeline
 * per request (each was a measurable cost on this path, and so were closures: hence one object).
 * Writes one access line when the client's response closes, and cancels the upstream request when the
 * client hangs up first.
 */
export class ProxiedExchange implements Dispatcher.DispatchHandler {
  service?: ServiceName;
  private upstream?: Dispatcher.DispatchController;
  private hungUp = false;
  private readonly started = process.hrtime.bigint();

  constructor(
    private readonly edge: Edge,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    readonly id: string,
    readonly https: boolean,
  ) {
    res.once('close', () => this.closed());
  }

  private closed(): void {
    const aborted = !this.res.writableFinished;
    if (aborted) {
      this.hungUp = true;
      this.upstream?.abort(new Error('the client hung up'));
    }
    const ms = Math.round(Number(process.hrtime.bigint() - this.started) / 1e6);
    const path = (this.req.url ?? '').split('?', 1)[0];
    this.edge.log.info({ reqId: this.id, method: this.req.method, path, statusCode: this.res.statusCode, ms, aborted: aborted || undefined }, 'request completed');
  }

  private withEdgeHeaders<T extends Record<string, string | string[]>>(headers: T): T {
    Object.assign(headers, this.edge.securityHeaders(this.https));
    (headers as Record<string, string>)[requestIdHeader] = this.id;
    return headers;
  }

  /** Answers with the error envelope (SPEC §8). */
  fail(status: number, code: string, message: string): void {
    const body = errorBody(code, message);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)) };
    if (this.edge.closing()) headers.connection = 'close';
    this.res.writeHead(status, this.withEdgeHeaders(headers));
    this.res.end(body);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.upstream = controller;
    if (this.hungUp) controller.abort(new Error('the client hung up'));
  }

  onResponseStart(_: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[]>): void {
    if (statusCode < 200) return; // 1xx: the final answer follows
    this.res.writeHead(statusCode, this.withEdgeHeaders(withoutHopByHop(headers)));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.res.write(chunk)) return;
    controller.pause();
    this.res.once('drain', () => controller.resume());
  }

  onResponseEnd(): void {
    this.res.end();
  }

  onResponseError(_: Dispatcher.DispatchController, error: Error): void {
    if (this.hungUp) return;
    const { log } = this.edge;
    if (this.res.headersSent) {
      log.warn({ reqId: this.id, service: this.service, err: error }, 'upstream answer broke off');
      this.res.destroy();
      return;
    }
    const code = (error as { code?: string }).code ?? error.name;
    if (refusedByUndici.has(code)) {
      log.warn({ reqId: this.id, service: this.service, code, reason: error.message }, 'request not forwardable');
      this.fail(400, CommonErrorCode.BadRequest, 'This request could not be forwarded.');
      return;
    }
    // Refused, not accepted within the connect timeout, reset, or silent: the caller gets a clear 503 now.
    log.warn({ reqId: this.id, service: this.service, code }, 'upstream unavailable');
    this.fail(503, CommonErrorCode.ServiceUnavailable, `The ${this.service} service is unavailable. Please try again shortly.`);
  }
}
