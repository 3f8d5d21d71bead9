import { createServiceApp, dropSchema, uniqueSchemaName } from '@biz/server-kit';
import { PACT_DIR } from '@biz/ui-kit/jest/pact-browser-fetch';
import { Verifier } from '@pact-foundation/pact';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, SERVICE_NAME } from '../app.module';
import { loadBillingEnv } from '../config/env';

// The real service on a real port, migrated into a schema of its own: the plans come from its seed migration.
const env = loadBillingEnv({ ...process.env, BILLING_DB_SCHEMA: uniqueSchemaName('billing_pact') });
let app: NestFastifyApplication;

beforeAll(async () => {
  ({ app } = await createServiceApp({ module: AppModule.forRoot(env), name: SERVICE_NAME, logLevel: 'silent' }));
  await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
  await dropSchema(env.DATABASE_URL, env.BILLING_DB_SCHEMA);
});

it('svc-billing honours the pacts of its consumers', async () => {
  await new Verifier({
    provider: SERVICE_NAME,
    providerBaseUrl: await app.getUrl(),
    pactUrls: [`${PACT_DIR}/mfe-client-svc-billing.json`],
    stateHandlers: {
      // Seeded by the first billing migration: nothing to arrange.
      'the Starter, Growth and Enterprise plans are on sale': async () => undefined,
    },
    logLevel: 'warn',
  }).verifyProvider();
});
