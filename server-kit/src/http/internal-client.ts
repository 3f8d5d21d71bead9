import { EndpointSchemas, endpointUrl, Endpoints, ErrorEnvelope, isErrorCode, type EndpointAnswer, type EndpointName, type EndpointRequest } from '@biz/contracts';
import { AppError } from '../errors/app-error';
import { DependencyUnavailable } from '../errors/dependency-errors';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { SERVICE_TOKEN_HEADER, serviceProcessOf, signServiceToken } from './service-token';

export interface InternalClientOptions {
  /** The other service's base URL (`INTAKE_URL`, `BILLING_URL`), or its instances' when it is scaled. */
  baseUrl: string | readonly string[];
  /** Longest wait for one answer before the call counts as the service being down. */
  timeoutMs?: number;
  /** `SERVICE_TOKEN_SECRET`: each call carries a fresh token signed with it (the internal endpoints require one). */
  serviceTokenSecret: string;
}

// The connection was never made, so the call never reached the instance: the next one may take it.
const notConnected = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// The connection broke before an answer (an instance stopping closes its idle connections): a read may go again.
const brokeOff = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
// How long an instance that refused a connection is tried last: about the time a stopped one takes to be restarted.
const refusedForMs = 2_000;
const causeCode = (error: unknown) => ((error as { cause?: { code?: string } }).cause?.code ?? '');

/**
 * Calls another service's declared endpoints (contracts' `Endpoints`: method, path, schemas), the only way
 * one service reads another's data. The answer is checked with its response schema. A service that is
 * down, slow or failing is `DependencyUnavailable` (the caller answers 503 with Retry-After); its 4xx
 * answers (a 404, a 400 with field errors) pass on as they came. Calls go round a scaled service's
 * instances; one that refuses the connection (or, for a read, drops it or answers 503) passes the call to
 * the next, within the one deadline.
 */
export class InternalClient {
  private readonly timeoutMs: number;
  private readonly serviceTokenSecret: string;
  private readonly instances: readonly string[];
  private next = 0;
  /** Instances that refused a connection lately: tried last until then. */
  private readonly refusedUntil = new Map<string, number>();

  constructor(options: InternalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.serviceTokenSecret = options.serviceTokenSecret;
    this.instances = typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl;
  }

  async call<K extends EndpointName>(name: K, request: EndpointRequest<K>, { requestId, signal: callerSignal }: { requestId?: string; signal?: AbortSignal } = {}): Promise<EndpointAnswer<K>> {
    const { method, service } = Endpoints[name];
    const parts = request as { params?: Record<string, string>; query?: Record<string, string | number | undefined>; body?: unknown };
    const path = endpointUrl(name, parts);
    const headers: Record<string, string> = { accept: 'application/json', ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }), ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) };
    const body = parts.body === undefined ? undefined : JSON.stringify(parts.body);
    // The caller's own deadline (a fan-out's) may come before the client's.
    const signal = callerSignal ? AbortSignal.any([AbortSignal.timeout(this.timeoutMs), callerSignal]) : AbortSignal.timeout(this.timeoutMs);
    // A token per attempt: each is good for this one call to this service, once.
    const init = (): RequestInit => ({ method, headers: { ...headers, [SERVICE_TOKEN_HEADER]: signServiceToken(this.serviceTokenSecret, { audience: serviceProcessOf(service), method, path: new URL(path, 'http://x').pathname }) }, body, signal });
    let url: URL;
    let res: Response | undefined;
    const order = this.order();
    for (let attempt = 0; ; attempt++) {
      url = new URL(path, order[attempt]);
      try {
        res = await fetch(url, init());
        // A stopping instance answers 503 to what still reaches it: a read may go to the next one.
        if (res.status === 503 && method === 'GET' && attempt + 1 < order.length) {
          await res.body?.cancel();
          this.refusedUntil.set(order[attempt], Date.now() + refusedForMs);
          continue;
        }
        break;
      } catch (error) {
        const code = causeCode(error);
        if (attempt + 1 < order.length && (notConnected.has(code) || (method === 'GET' && brokeOff.has(code)))) {
          this.refusedUntil.set(order[attempt], Date.now() + refusedForMs);
          continue;
        }
        throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname}: ${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`, { cause: error });
      }
    }
    const text = await res.text();
    if (res.status >= 500) throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname} answered ${res.status}`);
    // An internal endpoint has no sessions: a 401 is its refusal of this process's token, a deployment fault
    // (a 503 to the caller's caller, logged), not a sign-in for the person whose request this is.
    if (res.status === 401) throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname} refused this process's service token: is SERVICE_TOKEN_SECRET the same in every process?`);
    if (!res.ok) {
      const envelope = ErrorEnvelope.safeParse(safeJson(text));
      // A peer's refusal is relayed as is; a code no contract declares is no answer this build understands.
      if (envelope.success && isErrorCode(envelope.data.error.code)) throw new AppError(res.status, envelope.data.error.code, envelope.data.error.message, envelope.data.error.fields);
      throw new Error(`${method} ${url.pathname} answered ${res.status} without a declared error`);
    }
    const answer = EndpointSchemas[name].response.safeParse(safeJson(text));
    // An answer outside its contract is the peer's fault (another build, a row it should not hold), not the
    // caller's input: a 503 upstream and a log line naming the fields, never a 400 blaming the request.
    if (!answer.success) {
      const fields = answer.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`);
      throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname} answered outside its contract (${fields.join('; ')})`);
    }
    return answer.data as EndpointAnswer<K>;
  }

  /** The instances for one call: in turn from the next one, those that refused lately at the end. */
  private order(): string[] {
    const start = this.next++ % this.instances.length;
    const turn = [...this.instances.slice(start), ...this.instances.slice(0, start)];
    const now = Date.now();
    const refused = (url: string) => (this.refusedUntil.get(url) ?? 0) > now;
    return [...turn.filter((url) => !refused(url)), ...turn.filter(refused)];
  }
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
