import { CommonErrorCode, METRICS_PATH, RETRY_AFTER_SECONDS } from '@biz/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { fromTrustedProxy, type TrustProxy } from '../security/client-address';
import { errorBody } from './error-envelope';
import { requestIdHeader, requestIdOf } from './request-id';

/** What every exchange of the gateway shares. */
export interface Edge {
  log: Logger;
  /** The security headers of every answer, by whether the request came over https. */
  securityHeaders: (https: boolean) => Record<string, string>;
  /** Whether a proxy in front of the gateway set X-Forwarded-*; if not, a client's value is a lie. */
  trustProxy: TrustProxy;
  /** Whether the process is stopping: error answers then close the connection. */
  closing: () => boolean;
  /** Counts and times each answered request (the metrics). */
  requestEnded?: (route: string, method: string, status: number, seconds: number) => void;
}

export type Headers = Record<string, string | string[]>;

// Load balancers, orchestrators and scrapers poll these: their lines go to debug so they do not drown the rest.
const probes = new Set(['/healthz', '/readyz', METRICS_PATH]);

function overHttps(req: IncomingMessage, trustProxy: TrustProxy): boolean {
  const claimed = fromTrustedProxy(req, trustProxy) ? req.headers['x-forwarded-proto'] : undefined;
  if (typeof claimed === 'string' && claimed) return claimed.split(',', 1)[0].trim() === 'https';
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * One request through the gateway, whatever answers it (the API proxy, a static file, health): the
 * request id, the security headers on every answer, the error envelope and the one access line live here
 * and nowhere else. Headers go out in one `writeHead` object rather than `setHeader` calls: Node's fast
 * path for a response with no headers set beforehand, which the proxy's hot path relies on.
 */
export class Exchange {
  readonly id: string;
  readonly https: boolean;
  /** The metrics label of what answered: set by the pipeline, refined by the API proxy to the endpoint. */
  route = 'unrouted';
  /** Set once the client went away before the answer was complete. */
  protected hungUp = false;
  private readonly started = process.hrtime.bigint();
  private extra?: Record<string, string>;

  constructor(
    readonly edge: Edge,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    /** The URL path without the query string. */
    readonly path: string,
  ) {
    this.id = requestIdOf(req);
    this.https = overHttps(req, edge.trustProxy);
    res.once('close', () => this.closed());
  }

  /** The client's response is closed: finished, or cut short by a hang-up. */
  protected closed(): void {
    this.hungUp = !this.res.writableFinished;
    const elapsedMs = Number(process.hrtime.bigint() - this.started) / 1e6;
    const ms = Math.round(elapsedMs);
    this.edge.requestEnded?.(this.route, this.req.method ?? 'GET', this.res.statusCode, elapsedMs / 1000);
    const level = probes.has(this.path) ? 'debug' : 'info';
    this.edge.log[level]({ reqId: this.id, method: this.req.method, path: this.path, statusCode: this.res.statusCode, ms, aborted: this.hungUp || undefined }, 'request completed');
  }

  /** Headers every answer of this exchange carries from now on, errors included (CORS of a remote, say). */
  alsoSend(headers: Record<string, string>): void {
    this.extra = { ...this.extra, ...headers };
  }

  /** Starts the answer: the given headers plus the gateway's own. */
  writeHead(status: number, headers: Headers): void {
    Object.assign(headers, this.edge.securityHeaders(this.https), this.extra);
    headers[requestIdHeader] = this.id;
    this.res.writeHead(status, headers);
  }

  /** A whole answer in one piece (a HEAD request gets the headers only: Node drops the body). */
  send(status: number, headers: Headers, body: string | Buffer): void {
    headers['content-length'] = String(Buffer.byteLength(body));
    this.writeHead(status, headers);
    this.res.end(body);
  }

  json(status: number, value: unknown, cacheControl: string): void {
    this.send(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl }, JSON.stringify(value));
  }

  /** Answers with the error envelope (SPEC §8). */
  fail(status: number, code: string, message: string, headers: Headers = {}): void {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['cache-control'] = 'no-store';
    if (status === 503) headers['retry-after'] ??= String(RETRY_AFTER_SECONDS);
    if (this.edge.closing()) headers.connection = 'close';
    this.send(status, headers, errorBody(code, message));
  }

  /** A fault of the gateway itself: logged with its stack, never shown. */
  crash(error: unknown): void {
    this.edge.log.error({ reqId: this.id, err: error }, 'request failed');
    if (this.res.headersSent) this.res.destroy();
    else this.fail(500, CommonErrorCode.Internal, 'Something went wrong. Please try again.');
  }
}
