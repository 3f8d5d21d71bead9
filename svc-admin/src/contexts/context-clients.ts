import { InternalClient } from '@biz/server-kit';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';

/** svc-intake's internal API: submissions, their plans, deletion. */
export const INTAKE = Symbol('INTAKE');
/** svc-billing's internal API: sprint orders. */
export const BILLING = Symbol('BILLING');

/** The clients of the other contexts' internal APIs, for every module of svc-admin. */
@Global()
@Module({})
export class ContextClientsModule {
  static forRoot(env: AdminEnv): DynamicModule {
    return {
      module: ContextClientsModule,
      providers: [
        { provide: INTAKE, useValue: new InternalClient({ baseUrl: env.INTAKE_URL }) },
        { provide: BILLING, useValue: new InternalClient({ baseUrl: env.BILLING_URL }) },
      ],
      exports: [INTAKE, BILLING],
    };
  }
}
