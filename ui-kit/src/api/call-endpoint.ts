import { urlOf, type EndpointAnswer, type EndpointDeclaration, type EndpointHasInput, type EndpointName, type EndpointRequest, type EndpointUrlParts } from '@biz/contracts';
import type { z } from 'zod';
import { apiRequest } from './api-request';
import { fetchFileAt, saveFile } from './download-file';

type RequestArgs<K extends EndpointName> = EndpointHasInput<K> extends true ? [request: EndpointRequest<K>] : [];
/** A call's URL parts and its body. */
interface RequestParts extends EndpointUrlParts {
  body?: unknown;
}

/**
 * The calls of one front end, by endpoint name, bound to the tables of contracts it calls (`PublicEndpoints`,
 * `ClientEndpoints`, `StaffEndpoints`): its pages carry those declarations and no other, and a name from
 * another table does not compile. Made once per front end (its `api/endpoint-calls.ts`).
 */
export function endpointCalls<T extends Partial<Record<EndpointName, EndpointDeclaration>>>(table: T) {
  type Name = keyof T & EndpointName;
  const declared = (name: Name) => table[name] as EndpointDeclaration;
  return {
    /**
     * Calls a declared endpoint (its method and path) through `apiRequest`, and checks the answer with its
     * response schema: `callEndpoint('businessIntake', BusinessIntakeResponse, { body })`. The schema is
     * passed in rather than looked up, so a screen bundles only the schemas it reads.
     */
    async callEndpoint<K extends Name>(name: K, response: z.ZodType<EndpointAnswer<K>>, ...[request]: RequestArgs<K>): Promise<EndpointAnswer<K>> {
      const parts: RequestParts | undefined = request;
      const res = await apiRequest(declared(name).method, urlOf(declared(name).path, parts), parts?.body);
      return response.parse(await res.json());
    },
    /** A file endpoint's answer (its declared method, the session cookie): the bytes and the name the server gives them. */
    fetchFile: (name: Name, parts: RequestParts, fallbackName: string) => fetchFileAt(declared(name), parts, fallbackName),
    /**
     * Fetches a file endpoint and saves the answer under the name the server gives it. Fetched rather than
     * followed as a link, so a failure (a 503, an ended session) rejects and the page can toast it instead of
     * navigating to an error body.
     */
    downloadFile: async (name: Name, parts: RequestParts, fallbackName: string) => saveFile(await fetchFileAt(declared(name), parts, fallbackName)),
    /** The URL of a call: `endpointUrl('adminDashboard', { query })`. */
    endpointUrl: (name: Name, parts?: EndpointUrlParts) => urlOf(declared(name).path, parts),
  };
}
