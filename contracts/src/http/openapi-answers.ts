import { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES, RETRY_AFTER_SECONDS } from '../errors';
import { DomainErrors } from '../domain-errors';
import { domainRefusalsOf } from './endpoint-refusals';
import type { Audience, EndpointDeclaration } from './endpoint-declaration';
import { Endpoints, type EndpointName } from './endpoints';
import { EndpointSchemas, type EndpointSchemaSet } from './endpoint-schemas';

export type JsonSchema = Record<string, unknown>;

/** A contracts schema as JSON Schema 2020-12 (OpenAPI 3.1's), as a client sends it or as it reads it. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
export const RETRY_AFTER_REF = '#/components/headers/RetryAfter';

/** The shared pieces every operation's answers point to. */
export const answerComponents = {
  headers: {
    RetryAfter: { description: `Seconds to wait before trying again (${RETRY_AFTER_SECONDS} for an outage).`, schema: { type: 'integer', minimum: 1 } },
  },
};

/** Who may call, as a sentence for the operation's description. */
const callers: Record<Audience, string> = {
  public: 'Anyone: no session.',
  webhook: 'A provider, not a browser: no session and no Origin check; the service checks the proof the provider sends (its signature or bearer token).',
  'signed-in': 'Any session, staff or client.',
  admin: 'A staff session (staff or owner).',
  owner: 'A staff session of the owner.',
  client: 'A client session.',
  internal: 'Other services only, with a service token; never routed by the gateway.',
};
export const callerOf = (name: EndpointName): string => callers[Endpoints[name].audience];

/** The session kinds and roles (the `session` scheme's roles) an audience needs; undefined: none. */
export const sessionRolesOf: Readonly<Record<Audience, string[] | undefined>> = {
  public: undefined,
  webhook: undefined,
  internal: undefined,
  'signed-in': [],
  admin: ['admin'],
  owner: ['owner'],
  client: ['client'],
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why an endpoint can refuse, by status: only what its declaration shows it can answer. The input it reads
 * (400), the session its audience needs (401, 403), the gateway's cross-origin check on a browser's write
 * (403), a path parameter naming nothing (404), the body limit (413), its rate limit (429), its context's
 * own refusals (`refuses`: a taken slot's 409, an expired link's 410, …), and an outage of a service or its
 * database (503), which any of them can meet.
 */
export function refusalsOf(name: EndpointName): Map<number, string[]> {
  const declaration: EndpointDeclaration = Endpoints[name];
  const { method, path, audience, rateLimited } = declaration;
  const schemas: EndpointSchemaSet = EndpointSchemas[name];
  const reasons = new Map<number, string[]>();
  const add = (status: number, reason: string) => reasons.set(status, [...(reasons.get(status) ?? []), reason]);
  const takesBody = schemas.body !== undefined || (audience === 'webhook' && !safeMethods.has(method));

  if (schemas.params || schemas.query || schemas.body) add(400, '`ValidationFailed`: a parameter or field is invalid; `fields` gives each its messages.');
  if (audience === 'webhook' && !schemas.body) add(400, 'The payload does not verify against its signature.');
  const roles = sessionRolesOf[audience];
  if (roles) add(401, '`Unauthorized`: no session, or it has ended.');
  if (roles?.length) add(403, `\`Forbidden\`: a session of another kind${audience === 'owner' ? ', or a staff member who is not the owner' : ''}.`);
  if (!safeMethods.has(method) && audience !== 'webhook') add(403, "`Forbidden`: a browser's write from another site (the gateway's cross-origin check).");
  const own = domainRefusalsOf(name).map((code) => ({ code, ...DomainErrors[code] }));
  if (path.includes('/:') && !own.some(({ status }) => status === 404)) add(404, '`NotFound`: nothing is there for that path parameter.');
  if (takesBody) add(413, `\`PayloadTooLarge\`: a body over ${MAX_REQUEST_BODY_BYTES / 1024 / 1024} MiB.`);
  if (rateLimited) add(429, '`RateLimited`: too many attempts; `Retry-After` says when to come back.');
  add(503, '`ServiceUnavailable`: the service or one it depends on is down or restarting; `Retry-After` says when to try again.');
  for (const { code, status, means } of own) add(status, `\`${code}\`: ${means}`);
  return reasons;
}

const withRetryAfter = new Set([429, 503]);

/** Each refusal as an OpenAPI response: the error envelope, with `Retry-After` where the status sends it. */
export function errorResponsesOf(name: EndpointName): Record<string, JsonSchema> {
  return Object.fromEntries(
    [...refusalsOf(name)].sort(([a], [b]) => a - b).map(([status, reasons]) => [
      String(status),
      {
        description: reasons.join(' '),
        ...(withRetryAfter.has(status) ? { headers: { 'Retry-After': { $ref: RETRY_AFTER_REF } } } : {}),
        content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
      },
    ]),
  );
}

/** The answer when it goes well: JSON, a file to download, or a redirect. */
export function successResponseOf(name: EndpointName): Record<string, JsonSchema> {
  const schemas: EndpointSchemaSet = EndpointSchemas[name];
  if (schemas.redirectTo) {
    return { '303': { description: `Done: the browser goes on to \`${schemas.redirectTo}\`.`, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string', const: schemas.redirectTo } } } } };
  }
  if ((Endpoints[name] as EndpointDeclaration).eventStream) {
    return { '200': { description: 'A stream of Server-Sent Events that stays open.', content: { 'text/event-stream': { schema: { type: 'string' } } } } };
  }
  if (schemas.fileType) {
    const text = schemas.fileType.startsWith('text/');
    return {
      '200': {
        description: `A file to download (${schemas.fileType}).`,
        headers: { 'Content-Disposition': { description: '`attachment; filename="…"`: the file\'s name.', schema: { type: 'string', pattern: '^attachment; filename=' } } },
        content: { [schemas.fileType]: { schema: text ? { type: 'string' } : { type: 'string', contentMediaType: schemas.fileType } } },
      },
    };
  }
  return { '200': { description: 'Done.', content: { 'application/json': { schema: jsonSchema(schemas.response, 'output') } } } };
}
