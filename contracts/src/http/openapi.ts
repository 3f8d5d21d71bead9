import type { z } from 'zod';
import { SESSION_COOKIE } from '../auth/auth-user';
import { ErrorEnvelope, MAX_REQUEST_BODY_BYTES, RETRY_AFTER_SECONDS } from '../errors';
import { API_PREFIX, BoundedContexts, type EndpointDeclaration, type PaymentMode } from './endpoint-declaration';
import { Endpoints, endpointNames, type EndpointName } from './endpoints';
import { EndpointSchemas, type EndpointSchemaSet } from './endpoint-schemas';
import { answerComponents, callerOf, errorResponsesOf, jsonSchema, sessionRolesOf, successResponseOf, type JsonSchema } from './openapi-answers';

/** Where the gateway serves the API's description: a readable page, and the document itself. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

/** The API's own version: raised when a published operation changes in a way a caller would notice. */
export const API_VERSION = '1.0.0';

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

/** `[]` (none) for a public or a provider's operation; else the session, with the kind or role it needs. */
function securityOf(name: EndpointName): Record<string, string[]>[] {
  const roles = sessionRolesOf[Endpoints[name].audience];
  return roles ? [{ session: roles }] : [];
}

function operationOf(name: EndpointName) {
  const { context, audience } = Endpoints[name];
  const schemas: EndpointSchemaSet = EndpointSchemas[name];
  return {
    operationId: name,
    summary: summaryOf(name),
    description: callerOf(name),
    tags: [context],
    'x-audience': audience,
    security: securityOf(name),
    parameters: [...parametersOf(schemas.params, 'path'), ...parametersOf(schemas.query, 'query')],
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } } } : {}),
    responses: { ...successResponseOf(name), ...errorResponsesOf(name) },
  };
}

const description = `The API behind the gateway, generated from the endpoint declarations in contracts.

- **Sessions**: a sign-in sets the session cookie; an operation that needs one says which kind (staff, owner or client). Its answers say \`Cache-Control: no-store\`.
- **Writes from a browser** must come from this site: the gateway refuses another site's \`Origin\` with 403 (webhooks are exempt).
- **Errors** answer one envelope, \`{ "error": { "code", "message", "fields"?, "details"? } }\`: 400 gives each invalid field its messages in \`fields\`.
- **Limits**: bodies up to ${MAX_REQUEST_BODY_BYTES / 1024 / 1024} MiB (else 413); some operations are rate limited (429 with \`Retry-After\`).
- **Outages** answer 503 with \`Retry-After: ${RETRY_AFTER_SECONDS}\`, never a 500 or a hang.
- The services' internal endpoints are not listed: the gateway never routes them.`;

/**
 * OpenAPI 3.1 of every endpoint the gateway routes, generated from the declarations (`Endpoints`) and
 * their schemas (`EndpointSchemas`): it cannot list a route that does not exist or miss one that does,
 * and each operation's answers follow from what it is declared to read, who may call it and its limits.
 * Internal endpoints are left out, as the gateway never routes them, and so are those of the other payment
 * mode, which answer 404 in this one.
 */
export function openApiDocument(paymentMode: PaymentMode) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const name of endpointNames) {
    const declaration: EndpointDeclaration = Endpoints[name];
    const { method, path, audience } = declaration;
    if (audience === 'internal' || (declaration.paymentMode && declaration.paymentMode !== paymentMode)) continue;
    const template = path.replace(/:([a-zA-Z]+)/g, '{$1}');
    paths[template] = { ...paths[template], [method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BizAutomate API', version: API_VERSION, description },
    servers: [{ url: '/', description: 'The gateway serving this description' }],
    tags: Object.entries(BoundedContexts).map(([name, text]) => ({ name, description: text })),
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope, 'output') },
      headers: answerComponents.headers,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: `The session cookie a sign-in sets: \`__Host-${SESSION_COOKIE}\` over https, \`${SESSION_COOKIE}\` over http. The roles name the session's kind (\`admin\`, \`client\`) or the staff role (\`owner\`); none: any session.` },
      },
    },
  };
}
