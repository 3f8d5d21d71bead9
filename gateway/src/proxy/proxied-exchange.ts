import { CommonErrorCode, type ServiceName } from '@biz/contracts';
import type { Agent, Dispatcher } from 'undici';
import { Exchange } from '../http/exchange';
import { BodyTooLarge } from './body-limit';
import { withoutHopByHop } from './hop-by-hop';
import type { UpstreamPool } from './upstream-pool';

// undici's refusals of the request itself (before anything reached the service): the client's fault.
const refusedByUndici = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);
// The connection was never made, so the request never left: any method may go to another instance.
const notConnected = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL']);
// The connection broke before an answer began: a request that changes nothing may be sent again.
const brokeOff = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type Trip = Omit<Dispatcher.DispatchOptions, 'origin'>;

/**
 * A request through the API edge, and undici's dispatch handler for its trip to the service: the
 * answer is written straight to the client, with no response stream, promise, AbortController or pipeline
 * per request (each was a measurable cost on this path, and so were closures: hence one object).
 * Cancels the upstream request when the client hangs up first.
 */
export class ProxiedExchange extends Exchange implements Dispatcher.DispatchHandler {
  service?: ServiceName;
  private upstream?: Dispatcher.DispatchController;
  private pool?: UpstreamPool;
  private agent?: Agent;
  private trip?: Trip;
  private instance?: string;
  /** The instances this request went to and could not be answered by; made on the first retry. */
  private tried?: Set<string>;

  /**
   * Sends the request to the next instance of the service. When the connection fails before the request
   * left (or broke before any answer, for a request that changes nothing), the instance leaves the
   * rotation and the next one gets the request, until one answers or every instance was tried.
   */
  forward(service: ServiceName, pool: UpstreamPool, agent: Agent, trip: Trip): void {
    this.service = service;
    this.pool = pool;
    this.agent = agent;
    this.trip = trip;
    this.dispatchTo(pool.pick());
  }

  private dispatchTo(instance: string | undefined): void {
    this.instance = instance;
    this.agent!.dispatch({ ...this.trip!, origin: instance! }, this);
  }

  /** Whether a failed trip goes to another instance; takes the failed one out of rotation if so. */
  private retried(error: Error, code: string): boolean {
    const method = this.req.method ?? 'GET';
    if (!notConnected.has(code) && !(brokeOff.has(code) && safeMethods.has(method) && this.trip?.body == null)) return false;
    const { pool, instance } = this;
    if (!pool || !instance) return false;
    pool.takeOut(instance, error.message || code);
    (this.tried ??= new Set()).add(instance);
    const next = pool.pick(this.tried);
    if (next === undefined) return false;
    this.edge.log.warn({ reqId: this.id, service: this.service, from: instance, to: next, code }, 'request sent to another instance');
    this.dispatchTo(next);
    return true;
  }

  protected override closed(): void {
    super.closed();
    if (this.hungUp) this.upstream?.abort(new Error('the client hung up'));
  }

  /** The body is over the limit: a 413 envelope, and the connection closed rather than read to its end. */
  refuseBody(maxBodyBytes: number): void {
    this.fail(413, CommonErrorCode.PayloadTooLarge, `The request body is larger than ${maxBodyBytes} bytes.`, { connection: 'close' });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.upstream = controller;
    if (this.hungUp) controller.abort(new Error('the client hung up'));
  }

  onResponseStart(_: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[]>): void {
    if (statusCode < 200) return; // 1xx: the final answer follows
    this.writeHead(statusCode, withoutHopByHop(headers));
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
    if (error instanceof BodyTooLarge) {
      log.warn({ reqId: this.id, service: this.service }, 'streamed request body over the limit');
      this.refuseBody(error.limit);
      return;
    }
    const code = (error as { code?: string }).code ?? error.name;
    if (this.retried(error, code)) return;
    if (refusedByUndici.has(code)) {
      log.warn({ reqId: this.id, service: this.service, code, reason: error.message }, 'request not forwardable');
      this.fail(400, CommonErrorCode.BadRequest, 'This request could not be forwarded.');
      return;
    }
    // Refused, not accepted within the connect timeout, reset, or silent: the caller gets a clear 503 now.
    log.warn({ reqId: this.id, service: this.service, instance: this.instance, code }, 'upstream unavailable');
    this.fail(503, CommonErrorCode.ServiceUnavailable, `The ${this.service} service is unavailable. Please try again shortly.`);
  }
}
