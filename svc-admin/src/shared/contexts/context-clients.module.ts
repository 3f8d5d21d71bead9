import { InternalClient } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';

/** svc-intake's internal API: submissions, their plans, deletion. */
export const INTAKE = Symbol('INTAKE');
/** svc-billing's internal API: sprint orders, subscriptions. */
export const BILLING = Symbol('BILLING');

/** The clients of the other contexts' internal APIs, for the modules of svc-admin that import it. */
@Module({})
export class ContextClientsModule {
  static forRoot = oncePerEnv((env) => ({
    module: ContextClientsModule,
    providers: [
      { provide: INTAKE, useValue: new InternalClient({ baseUrl: env.INTAKE_URL, serviceTokenSecret: env.SERVICE_TOKEN_SECRET }) },
      { provide: BILLING, useValue: new InternalClient({ baseUrl: env.BILLING_URL, serviceTokenSecret: env.SERVICE_TOKEN_SECRET }) },
    ],
    exports: [INTAKE, BILLING],
  }));
}
