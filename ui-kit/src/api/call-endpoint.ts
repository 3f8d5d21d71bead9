import { endpointUrl, Endpoints, type EndpointAnswer, type EndpointHasInput, type EndpointName, type EndpointRequest, type EndpointUrlParts } from '@biz/contracts';
import type { z } from 'zod';
import { apiRequest } from './api-request';
type RequestArgs<K extends EndpointName> = EndpointHasInput<K> extends true ? [request: EndpointRequest<K>] : [];

interface RequestParts extends EndpointUrlParts {
  body?: unknown;
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
