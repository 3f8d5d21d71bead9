import { createServiceApp, SchemaDatabase } from '@biz/server-kit';
import { clearRedisPrefix, dropSchema, signingInternalCalls, uniqueSchemaName } from '@biz/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../app.module';
import { loadIntakeEnv, type IntakeEnv } from '../config/env';

/** svc-intake on its own schema and queue prefix, as integration tests drive it (app.inject). */
export interface IntakeTestApp {
  app: NestFastifyApplication;
  env: Readonly<IntakeEnv>;
  /** Rows in each intake table, to prove a refused request wrote nothing. */
  rowCounts(): Promise<Record<string, number>>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startIntakeTestApp(overrides: Record<string, string> = {}): Promise<IntakeTestApp> {
  const env = loadIntakeEnv({
    ...process.env,
    INTAKE_DB_SCHEMA: uniqueSchemaName('intake'),
    QUEUE_PREFIX: `intake-test-${randomUUID().slice(0, 8)}`,
    ...overrides,
  });
  const { app } = await createServiceApp({ module: AppModule.forRoot(env), name: 'svc-intake', logLevel: 'silent', clientAddressKey: env.CLIENT_ADDRESS_KEY });
  const db = app.get(SchemaDatabase);
  const schema = env.INTAKE_DB_SCHEMA;
  return {
    app: signingInternalCalls(app, env.SERVICE_TOKEN_SECRET, 'svc-intake'),
    env,
    query: (sql, params) => db.query(sql.replaceAll('$schema', `"${schema}"`), params),
    async rowCounts() {
      const tables = ['submissions', 'offered_suggestions', 'selections', 'plans', 'generations'];
      const counts = await Promise.all(tables.map(async (t) => Number((await db.query(`SELECT count(*) AS n FROM "${schema}".${t}`))[0].n)));
      return Object.fromEntries(tables.map((t, i) => [t, counts[i]]));
    },
    async close() {
      await app.close();
      await dropSchema(env.DATABASE_URL, schema);
      await clearRedisPrefix(env.REDIS_URL, env.QUEUE_PREFIX);
    },
  };
}
