// First: tracing (when configured), which must hook the modules before they load.
import '@biz/server-kit/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@biz/server-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadIntakeEnv } from './config/env';

void bootstrapService(() => {
  const env = loadIntakeEnv();
  return { module: AppModule.forRoot(env), name: SERVICE_NAME, port: env.INTAKE_PORT, host: env.SERVICE_HOST, logLevel: env.LOG_LEVEL, clientAddressKey: env.CLIENT_ADDRESS_KEY };
});
