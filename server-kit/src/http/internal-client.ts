import { EndpointSchemas, endpointUrl, Endpoints, ErrorEnvelope, type EndpointAnswer, type EndpointName, type EndpointRequest } from '@biz/contracts';
import { AppError } from '../errors/app-error';
import { DependencyUnavailable } from '../errors/dependency-errors';
import { REQUEST_ID_HEADER } from '../logging/request-id';

export interface InternalClientOptions {
  /** The other service's base URL (`INTAKE_URL`, `BILLING_URL`). */
  baseUrl: string;
  /** Longest wait for one answer before the call counts as the service being down. */
  timeoutMs?: number;
}

/**
 * Calls another service's declared endpoints (contracts' `Endpoints`: method, path, schemas), the only way
 * one service reads another's data. The answer is checked with its response schema. A service that is
 * down, slow or failing is `DependencyUnavailable` (the caller answers 503 with Retry-After); its 4xx
 * answers (a 404, a 400 with field errors) pass on as they came.
 */
export class InternalClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: InternalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async call<K extends EndpointName>(name: K, request: EndpointRequest<K>, { requestId }: { requestId?: string } = {}): Promise<EndpointAnswer<K>> {
    const { method } = Endpoints[name];
    const parts = request as { params?: Record<string, string>; query?: Record<string, string | number | undefined>; body?: unknown };
    const url = new URL(endpointUrl(name, parts), this.options.baseUrl);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }), ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
        body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const text = await res.text();
    if (res.status >= 500) throw new DependencyUnavailable('network', `${method} ${url.origin}${url.pathname} answered ${res.status}`);
    if (!res.ok) {
      const envelope = ErrorEnvelope.safeParse(safeJson(text));
      if (envelope.success) throw new AppError(res.status, envelope.data.error.code, envelope.data.error.message, envelope.data.error.fields);
      throw new Error(`${method} ${url.pathname} answered ${res.status} without an error envelope`);
    }
    return EndpointSchemas[name].response.parse(safeJson(text)) as EndpointAnswer<K>;
  }
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
