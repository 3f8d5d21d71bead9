import { endpointPath, Endpoints, type EndpointAnswer, type EndpointHasInput, type EndpointName, type EndpointRequest } from '@biz/contracts';
import type { z } from 'zod';
import { apiRequest } from './api-request';
type RequestArgs<K extends EndpointName> = EndpointHasInput<K> extends true ? [request: EndpointRequest<K>] : [];

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** The URL of a call: the declared path with its parameters filled in, and the query string. */
export function endpointUrl(name: EndpointName, request: RequestParts = {}): string {
  const path = endpointPath(name, request.params);
  const query = Object.entries(request.query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return query.length ? `${path}?${new URLSearchParams(query.map(([key, value]) => [key, String(value)]))}` : path;
}

/**
 * Calls a declared endpoint (method and path from contracts' `Endpoints`) through `apiRequest`, and
 * checks the answer with its response schema: `callEndpoint('businessIntake', BusinessIntakeResponse, { body })`.
 */
export async function callEndpoint<K extends EndpointName>(
  name: K,
  // Passed in rather than looked up, so a screen bundles only the schemas it reads.
  response: z.ZodType<EndpointAnswer<K>>,
  ...[request]: RequestArgs<K>
): Promise<EndpointAnswer<K>> {
  const parts: RequestParts | undefined = request;
  const res = await apiRequest(Endpoints[name].method, endpointUrl(name, parts), parts?.body);
  return response.parse(await res.json());
}
