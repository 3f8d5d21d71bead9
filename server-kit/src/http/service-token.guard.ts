import { Global, Inject, Injectable, Module, UnauthorizedException, type CanActivate, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { isValidServiceToken, SERVICE_TOKEN_HEADER } from './service-token';

export const SERVICE_TOKEN_SECRET = Symbol('SERVICE_TOKEN_SECRET');

/** Lets an `internal` endpoint's request through only with a valid service token: 401 otherwise, from anywhere. */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  constructor(@Inject(SERVICE_TOKEN_SECRET) private readonly secret: string) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[SERVICE_TOKEN_HEADER];
    if (!isValidServiceToken(typeof header === 'string' ? header : undefined, this.secret)) throw new UnauthorizedException('Service credentials required');
    return true;
  }
}

/** Provides the guard and the secret it checks with, to every module of the service. */
@Global()
@Module({})
export class ServiceTokenModule {
  static forRoot(secret: string): DynamicModule {
    return { module: ServiceTokenModule, providers: [{ provide: SERVICE_TOKEN_SECRET, useValue: secret }, ServiceTokenGuard], exports: [SERVICE_TOKEN_SECRET, ServiceTokenGuard] };
  }
}
