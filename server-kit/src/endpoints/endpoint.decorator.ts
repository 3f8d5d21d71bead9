import {
  Endpoints,
  EndpointSchemas,
  type Audience,
  type EndpointAnswer,
  type EndpointHasInput,
  type EndpointInput,
  type EndpointName,
  type EndpointSchemaSet,
} from '@biz/contracts';
import { applyDecorators, createParamDecorator, HttpCode, RequestMapping, RequestMethod, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { parseOrFail } from '../errors/parse-or-fail';
import { ServiceTokenGuard } from '../http/service-token.guard';
import { RequireSession, type SessionRequirement } from '../session/session.guard';

const ENDPOINT = 'biz:endpoint';

/** The session an audience requires (no kinds: any session); undefined means no session is needed. */
export const sessionRequirementOf: Readonly<Record<Audience, SessionRequirement | undefined>> = {
  public: undefined,
  webhook: undefined,
  internal: undefined,
  'signed-in': { kinds: [] },
  admin: { kinds: ['admin'] },
  owner: { kinds: ['admin'], roles: ['owner'] },
  client: { kinds: ['client'] },
};

/** An event stream's handler writes to the reply it took and answers nothing; every other answers the declared response. */
type Answer<K extends EndpointName> = (typeof Endpoints)[K] extends { eventStream: true } ? void : EndpointAnswer<K> | Promise<EndpointAnswer<K>>;
/** A handler takes the parsed input first (when the endpoint reads any) and answers the declared response. */
type Handler<K extends EndpointName> = EndpointHasInput<K> extends true
  ? (input: EndpointInput<K>, ...rest: never[]) => Answer<K>
  : (...rest: never[]) => Answer<K>;

/**
 * Serves the declared endpoint `name` (contracts' `Endpoints`): its method and path, 200, and the session
 * its audience requires, or for an `internal` one the service token of another process. The compiler checks
 * the handler against the declaration's schemas.
 */
export function Endpoint<K extends EndpointName>(name: K) {
  const { method, path, audience } = Endpoints[name];
  const requirement = sessionRequirementOf[audience];
  const decorate = applyDecorators(
    RequestMapping({ path, method: RequestMethod[method] }),
    HttpCode(200),
    SetMetadata(ENDPOINT, name),
    ...(requirement ? [RequireSession(requirement)] : []),
    ...(audience === 'internal' ? [UseGuards(ServiceTokenGuard)] : []),
  );
  return <T extends Handler<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    decorate(target, key, descriptor);
  };
}

/** The endpoint a handler serves, or undefined for a route not declared through `@Endpoint`. */
export function endpointOf(handler: object): EndpointName | undefined {
  return Reflect.getMetadata(ENDPOINT, handler) as EndpointName | undefined;
}

interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * The request's declared parts, each parsed with its contracts schema (`@Input() input: EndpointInput<'x'>`).
 * Any invalid part is a 400 `ValidationFailed` with the field messages.
 */
export const Input = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const name = endpointOf(context.getHandler());
  if (!name) throw new Error('@Input() used on a handler without @Endpoint()');
  const schemas: EndpointSchemaSet = EndpointSchemas[name];
  const request = context.switchToHttp().getRequest<RequestParts>();
  const input: RequestParts = {};
  if (schemas.params) input.params = parseOrFail(schemas.params, request.params);
  if (schemas.query) input.query = parseOrFail(schemas.query, request.query);
  if (schemas.body) input.body = parseOrFail(schemas.body, request.body);
  return input;
});
