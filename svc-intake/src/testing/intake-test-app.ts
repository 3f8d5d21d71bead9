import { createServiceApp, dropSchema, uniqueSchemaName } from '@biz/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
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
  const { app } = await createServiceApp({ module: AppModule.forRoot(env), name: 'svc-intake', logLevel: 'silent' });
  const db = app.get(DataSource);
  const schema = env.INTAKE_DB_SCHEMA;
  return {
    app,
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
      const redis = new Redis(env.REDIS_URL);
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}

/** The real svc-ai-worker (its compiled main.js, built by `npx tsc -b`) on the given queue prefix. */
export async function startRealWorker(queuePrefix: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const main = resolve(__dirname, '../../../svc-ai-worker/dist/main.js');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, QUEUE_PREFIX: queuePrefix, WORKER_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker listening')) ready();
    });
    child.once('exit', (code) => fail(new Error(`svc-ai-worker exited with ${code} before listening: ${output}`)));
  });
  child.stdout!.resume();
  return child;
}

export async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
