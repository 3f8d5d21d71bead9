import { InternalClient } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';

/** svc-intake's internal API: submissions, their plans, deletion. */
export const INTAKE = Symbol('INTAKE');
/** svc-billing's internal API: sprint orders, subscriptions. */
export const BILLING = Symbol('BILLING');

/** The clients of the other contexts' internal APIs, for the modules of svc-admin that import it. */
@Module({
  providers: [
    { provide: INTAKE, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => new InternalClient({ baseUrl: env.INTAKE_URL, serviceTokenSecret: env.SERVICE_TOKEN_SECRET }) },
    { provide: BILLING, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => new InternalClient({ baseUrl: env.BILLING_URL, serviceTokenSecret: env.SERVICE_TOKEN_SECRET }) },
  ],
  exports: [INTAKE, BILLING],
})
export class ContextClientsModule {}
