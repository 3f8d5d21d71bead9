import type { StaffRole } from '@biz/contracts';
import { createServiceApp, SchemaDatabase, SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import { clearRedisPrefix, dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../app.module';
import { loadAdminEnv, type AdminEnv } from '../config/env';

/** svc-admin on its own schema and Redis prefix, as integration tests drive it (app.inject). */
export interface AdminTestApp {
  app: NestFastifyApplication;
  env: Readonly<AdminEnv>;
  /** SQL on the service's schema (`$schema` in the text names it), to set up what no endpoint makes. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A `Cookie` header of a fresh admin session: the bootstrap owner's, or of the given staff account and role. */
  adminCookie(who?: { accountId?: string; role: StaffRole }): Promise<string>;
  close(): Promise<void>;
}

export async function startAdminTestApp(overrides: Record<string, string> = {}, options: { now?: () => number } = {}): Promise<AdminTestApp> {
  const env = loadAdminEnv({
    ...process.env,
    ADMIN_DB_SCHEMA: uniqueSchemaName('admin'),
    QUEUE_PREFIX: `admin-test-${randomUUID().slice(0, 8)}`,
    ...overrides,
  });
  const { app } = await createServiceApp({ module: AppModule.forRoot(env, options), name: 'svc-admin', logLevel: 'silent', clientAddressKey: env.CLIENT_ADDRESS_KEY });
  const sessions: string[] = [];
  return {
    app,
    env,
    query: (sql, params) => app.get(SchemaDatabase).query(sql.replaceAll('$schema', `"${env.ADMIN_DB_SCHEMA}"`), params),
    async adminCookie(who = { role: 'owner' as const }) {
      const { id } = await app.get(SessionStore).create({ kind: 'admin', ...who });
      sessions.push(id);
      return `${SESSION_COOKIE}=${id}`;
    },
    async close() {
      await Promise.all(sessions.map((id) => app.get(SessionStore).destroy(id)));
      await app.close();
      await dropSchema(env.DATABASE_URL, env.ADMIN_DB_SCHEMA);
      await clearRedisPrefix(env.REDIS_URL, env.QUEUE_PREFIX);
    },
  };
}
