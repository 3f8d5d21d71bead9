import { EndpointSchemas, type EndpointInput } from '@biz/contracts';
import { AppStrategy, parseOrFail } from '@biz/server-kit';
import { Inject, Injectable, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf, type Caller } from './caller';

/** The sign-in steps that prove a request by its body: the bootstrap password, a member's password then code, a client's password. */
export type SignInEndpoint = 'adminLogin' | 'staffLogin' | 'staffLoginVerify' | 'clientLogin';

/**
 * The Passport strategy of a sign-in step, named after its endpoint (`AuthGuard('clientLogin')`): the body,
 * parsed as the endpoint declares it (400 with the fields otherwise), is proven by the service's own check
 * (its throttles, audit and refusals, unchanged), whose outcome becomes the request's user for the handler
 * to answer with. `passport-custom`, as staff single sign-on (decision 041): a Fastify API that answers JSON
 * has no form fields or redirects for passport-local.
 */
export function SignInStrategy<E extends SignInEndpoint, Service, Proven>(endpoint: E, service: Type<Service>, prove: (service: Service, body: EndpointInput<E>['body'], caller: Caller) => Promise<Proven>) {
  @Injectable()
  class BodyStrategy extends AppStrategy(endpoint) {
    constructor(@Inject(service) readonly checker: Service) {
      super();
    }

    validate(request: FastifyRequest): Promise<Proven> {
      // The endpoint's own body schema: what it parses is that endpoint's body (TypeScript cannot follow E through the table).
      const body = parseOrFail(EndpointSchemas[endpoint].body, request.body) as EndpointInput<E>['body'];
      return prove(this.checker, body, callerOf(request));
    }
  }
  return BodyStrategy;
}

/** A request a sign-in strategy proved: what it proved is its `user`. */
export type ProvenRequest<Proven> = FastifyRequest & { user: Proven };
