import { CommonErrorCode, type ServiceName } from '@biz/contracts';
import type { Dispatcher } from 'undici';
import { Exchange } from '../http/exchange';
import { BodyTooLarge } from './body-limit';
import { withoutHopByHop } from './hop-by-hop';

// undici's refusals of the request itself (before anything reached the service): the client's fault.
const refusedByUndici = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

/**
 * A request through the API edge, and undici's dispatch handler for its trip to the service: the
 * answer is written straight to the client, with no response stream, promise, AbortController or pipeline
 * per request (each was a measurable cost on this path, and so were closures: hence one object).
 * Cancels the upstream request when the client hangs up first.
 */
export class ProxiedExchange extends Exchange implements Dispatcher.DispatchHandler {
  service?: ServiceName;
  private upstream?: Dispatcher.DispatchController;

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
