import { createServiceApp } from '@biz/server-kit';
import { describeEndpointContract, dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { loadAdminEnv } from './config/env';

const env = loadAdminEnv({ ...process.env, ADMIN_DB_SCHEMA: uniqueSchemaName('admin') });
let app: NestFastifyApplication;
beforeAll(async () => {
  ({ app } = await createServiceApp({ module: AppModule.forRoot(env), name: 'svc-admin', logLevel: 'silent', clientAddressKey: env.CLIENT_ADDRESS_KEY }));
});
afterAll(async () => {
  await app?.close();
  await dropSchema(env.DATABASE_URL, env.ADMIN_DB_SCHEMA);
});

describeEndpointContract('admin', () => app);
