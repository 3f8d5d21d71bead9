import { Global, Inject, Injectable, Module, UnauthorizedException, type CanActivate, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { checkServiceToken, SERVICE_TOKEN_HEADER } from './service-token';
import { ServiceTokenNonces } from './service-token-nonces';

export const SERVICE_TOKEN_SECRET = Symbol('SERVICE_TOKEN_SECRET');
/** The process the guard answers for (`svc-intake`): a token minted for another is refused. */
export const SERVICE_TOKEN_AUDIENCE = Symbol('SERVICE_TOKEN_AUDIENCE');

interface InternalRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Lets an `internal` endpoint's request through only with a service token minted for this process, this
 * method and this path, whose nonce it has not seen before: 401 otherwise, from anywhere.
 */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  private readonly nonces: ServiceTokenNonces;

  constructor(
    @Inject(SERVICE_TOKEN_SECRET) private readonly secret: string,
    @Inject(SERVICE_TOKEN_AUDIENCE) private readonly audience: string,
    @Inject(REDIS) redis: Redis,
  ) {
    this.nonces = new ServiceTokenNonces(redis, 'internal');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<InternalRequest>();
    const header = request.headers[SERVICE_TOKEN_HEADER];
    const call = { audience: this.audience, method: request.method, path: request.url.split('?')[0] };
    const token = checkServiceToken(typeof header === 'string' ? header : undefined, this.secret, call);
    if (!token) throw new UnauthorizedException('Service credentials required');
    if (!(await this.nonces.firstUse(token.nonce, token.expires))) throw new UnauthorizedException('Service credentials already used');
    return true;
  }
}

/** Provides the guard, the secret it checks with and the process it answers for, to every module of the service. */
@Global()
@Module({})
export class ServiceTokenModule {
  static forRoot(secret: string, audience: string): DynamicModule {
    return {
      module: ServiceTokenModule,
      providers: [{ provide: SERVICE_TOKEN_SECRET, useValue: secret }, { provide: SERVICE_TOKEN_AUDIENCE, useValue: audience }, ServiceTokenGuard],
      exports: [SERVICE_TOKEN_SECRET, SERVICE_TOKEN_AUDIENCE, ServiceTokenGuard],
    };
  }
}
