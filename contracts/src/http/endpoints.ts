/**
 * Every HTTP endpoint of every service, declared once, in four tables by who calls them (public, client,
 * staff, service): method, path, owning service, bounded context, audience and whether it is rate limited.
 * Nest controllers (`@Endpoint(name)` in server-kit), the gateway's route table, the Pact tests, the route
 * and authorization tests and the API description read the whole; a front end reads only the tables it
 * calls (ui-kit's `endpointCalls`). Its schemas sit beside it in `endpoint-schemas.ts` and the refusals each
 * may answer in `endpoint-refusals.ts`, keyed by the same names; this file holds no zod and no refusal, so
 * a page that reads a path loads neither.
 */
import { ClientEndpoints } from './client-endpoints';
import type { EndpointDeclaration, EndpointUrlParts, ServiceName } from './endpoint-declaration';
import { fillPath, urlOf } from './endpoint-declaration';
import { PublicEndpoints } from './public-endpoints';
import { ServiceEndpoints } from './service-endpoints';
import { StaffEndpoints } from './staff-endpoints';

export const Endpoints = { ...PublicEndpoints, ...ClientEndpoints, ...StaffEndpoints, ...ServiceEndpoints } as const satisfies Record<string, EndpointDeclaration>;

export type EndpointName = keyof typeof Endpoints;

export const endpointNames = Object.keys(Endpoints) as EndpointName[];

/** The endpoints one service serves (its route test compares them with what it really serves). */
export function endpointsOf(service: ServiceName): EndpointName[] {
  return endpointNames.filter((name) => Endpoints[name].service === service);
}

/** An endpoint's concrete path: `endpointPath('submissionDetail', { id })` → `/internal/submissions/<id>`. */
export function endpointPath(name: EndpointName, params: Readonly<Record<string, string>> = {}): string {
  return fillPath(Endpoints[name].path, params);
}

/** The URL of a call: the declared path with its parameters filled in, and the query string (undefined values left out). */
export function endpointUrl(name: EndpointName, parts: EndpointUrlParts = {}): string {
  return urlOf(Endpoints[name].path, parts);
}
