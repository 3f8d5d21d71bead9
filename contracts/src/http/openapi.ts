import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/auth-user';
import { ErrorEnvelope } from '../errors';
import { API_PREFIX, Endpoints, endpointNames, type EndpointName } from './endpoints';
import { EndpointSchemas, type EndpointSchemaSet } from './endpoint-schemas';

/** Where the gateway serves the API's description: a readable page, and the document itself. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

type JsonSchema = Record<string, unknown>;

/** A contracts schema as JSON Schema 2020-12 (OpenAPI 3.1's), as a client sends it or as it reads it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `createPaymentIntent` → "Create payment intent". */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of an object schema as OpenAPI parameters in the path or the query. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.includes(name), schema: property }));
}

function operationOf(name: EndpointName) {
  const { service, audience } = Endpoints[name];
  const schemas: EndpointSchemaSet = EndpointSchemas[name];
  return {
    operationId: name,
    summary: summaryOf(name),
    tags: [service],
    'x-audience': audience,
    ...(audience === 'public' || audience === 'webhook' ? {} : { security: [{ session: [] }] }),
    parameters: [...parametersOf(schemas.params, 'path'), ...parametersOf(schemas.query, 'query')],
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } } } : {}),
    responses: {
      '200': { description: 'Done', content: { 'application/json': { schema: jsonSchema(schemas.response, 'output') } } },
      default: { description: 'The error envelope (SPEC §8): 400 with field errors, 401, 403, 404, 409, 413, 429, 503 with Retry-After', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    },
  };
}

/**
 * OpenAPI 3.1 of every endpoint the gateway routes, generated from the declarations (`Endpoints`) and
 * their schemas (`EndpointSchemas`): it cannot list a route that does not exist or miss one that does.
 * Internal endpoints are left out, as the gateway never routes them.
 */
export function openApiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const name of endpointNames) {
    const { method, path, audience } = Endpoints[name];
    if (audience === 'internal') continue;
    const template = path.replace(/:([a-zA-Z]+)/g, '{$1}');
    paths[template] = { ...paths[template], [method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BizAutomate API', version: '1.0.0', description: 'The public API behind the gateway. A signed-in endpoint needs the session cookie its sign-in sets; a state-changing request needs a same-origin Origin.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by a sign-in: `__Host-sid` over https, `sid` over http' } },
    },
  };
}
