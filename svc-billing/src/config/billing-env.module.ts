import { Module, type DynamicModule } from '@nestjs/common';
import { BILLING_ENV, type BillingEnv } from './env';

/** The env as a provider (`BILLING_ENV`) for every module: it enters here once, at the root; the feature modules are static. */
@Module({})
export class BillingEnvModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return { module: BillingEnvModule, global: true, providers: [{ provide: BILLING_ENV, useValue: env }], exports: [BILLING_ENV] };
  }
}
