// First: tracing (when configured), which must hook the modules before they load.
import '@biz/server-kit/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@biz/server-kit';
import { billingAppOptions } from './app.module';
import { loadBillingEnv } from './config/env';

void bootstrapService(() => {
  const env = loadBillingEnv();
  return { ...billingAppOptions(env), port: env.BILLING_PORT, host: env.SERVICE_HOST };
});
