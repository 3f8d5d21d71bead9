// First: tracing (when configured), which must hook the modules before they load.
import '@biz/server-kit/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@biz/server-kit';
import { AppModule } from './app.module';
import { SERVICE_NAME } from './shared/platform.module';
import { loadAdminEnv } from './config/env';

void bootstrapService(() => {
  const env = loadAdminEnv();
  return { module: AppModule.forRoot(env), name: SERVICE_NAME, port: env.ADMIN_PORT, host: env.SERVICE_HOST, logLevel: env.LOG_LEVEL, clientAddressKey: env.CLIENT_ADDRESS_KEY };
});
