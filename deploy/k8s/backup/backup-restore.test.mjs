// A backup that restores (issue 32, point 6): the real svc-intake, svc-billing and svc-admin, on schemas of
// this run, are given a business, a paid order and a client account through their APIs; pg-backup.sh dumps
// the schemas, they are dropped, pg-restore.sh puts them back, and the services, started again, answer the
// same businesses, orders and accounts over HTTP. Needs Postgres, Redis and the compiled services (npx tsc -b).
//   node --test deploy/k8s/backup/backup-restore.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  AdminOrdersResponse,
  BusinessIntakeResponse,
  ClientDashboardResponse,
  CreatePaymentIntentResponse,
  endpointPath,
  endpointUrl,
  PipelineBoardResponse,
  SubmissionsExportResponse,
  TestCards,
} from '@biz/contracts';
import { clearRedisPrefix, dropSchema, freePort, startServiceProcess, uniqueSchemaName } from '@biz/server-kit/testing';

const here = dirname(fileURLToPath(import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminPassword = 'backup-test-admin-password';
const client = { email: `owner+${randomUUID().slice(0, 8)}@restored-salon.example`, password: 'a long restored secret', businessName: 'Restored Salon' };

const schemas = { INTAKE_DB_SCHEMA: uniqueSchemaName('backup_intake'), BILLING_DB_SCHEMA: uniqueSchemaName('backup_billing'), ADMIN_DB_SCHEMA: uniqueSchemaName('backup_admin') };
const queuePrefix = `backup-test-${randomUUID().slice(0, 8)}`;
let ports;
let running = [];
let backupDir;

/** The three services on this run's schemas and ports, as `npm start` runs them; started together. */
async function startServices() {
  const common = { ...schemas, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, SUGGESTIONS_FROM: 'catalog', INTAKE_RATE_LIMIT_PER_MINUTE: '1000', BILLING_RATE_LIMIT_PER_MINUTE: '1000' };
  running = await Promise.all([
    startServiceProcess('svc-intake', { ...common, INTAKE_PORT: String(ports.intake) }, 'svc-intake listening'),
    startServiceProcess('svc-billing', { ...common, BILLING_PORT: String(ports.billing) }, 'svc-billing listening'),
    startServiceProcess('svc-admin', {
      ...common,
      ADMIN_PORT: String(ports.admin),
      INTAKE_URL: `http://127.0.0.1:${ports.intake}`,
      BILLING_URL: `http://127.0.0.1:${ports.billing}`,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    }, 'svc-admin listening'),
  ]);
}

async function stopServices() {
  await Promise.all(running.map((service) => service.stop()));
  running = [];
}

const urlOf = (port, name, parts) => `http://127.0.0.1:${port}${parts ? endpointUrl(name, parts) : endpointPath(name)}`;

async function call(port, name, { body, cookie, query } = {}) {
  const res = await fetch(urlOf(port, name, query && { query }), {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text}`);
  return { text, json: () => JSON.parse(text), cookie: /(?:^|,\s*)(sid=[^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] };
}

/** A visitor's business (the wizard, then two workflows), its starter sprint paid with a test card, and its owner's account. */
async function seed() {
  const lead = { businessName: client.businessName, contactEmail: client.email };
  const { client: { id }, suggestions } = BusinessIntakeResponse.parse((await call(ports.intake, 'businessIntake', { body: { industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'], ...lead } })).json());
  await call(ports.intake, 'workflowSelection', { body: { clientId: id, selectedWorkflows: suggestions.slice(0, 2) } });
  const sprintLead = { ...lead, businessType: 'Small Business (2-10 employees)', currentRevenue: '$50k - $100k/year', mainGoals: 'Answer every DM within a minute', timeline: 'ASAP (This week)', industry: 'Beauty/Wellness', contactPhone: '5551234567' };
  const { clientSecret } = CreatePaymentIntentResponse.parse((await call(ports.billing, 'createPaymentIntent', { body: { package: 'starter', lead: sprintLead } })).json());
  await call(ports.billing, 'confirmTestModePayment', { body: { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } } });
  await call(ports.admin, 'clientSignup', { body: client });
}

/** What the desk and the client's portal answer: the businesses (board and export), the orders, the account. */
async function whatTheApisSay() {
  const admin = (await call(ports.admin, 'adminLogin', { body: { password: adminPassword } })).cookie;
  const account = (await call(ports.admin, 'clientLogin', { body: { email: client.email, password: client.password } })).cookie;
  assert.ok(admin && account, 'both sign-ins set a session cookie');
  return {
    businesses: PipelineBoardResponse.parse((await call(ports.admin, 'pipelineBoard', { cookie: admin })).json()),
    export: SubmissionsExportResponse.parse((await call(ports.admin, 'exportSubmissions', { cookie: admin })).text),
    orders: AdminOrdersResponse.parse((await call(ports.admin, 'adminOrders', { cookie: admin })).json()),
    account: ClientDashboardResponse.parse((await call(ports.admin, 'clientDashboard', { cookie: account })).json()),
  };
}

/** Runs one of the scripts beside this file with this run's database, schemas and backup folder. */
function script(name, args = [], env = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    execFile('bash', [join(here, name), ...args], { env: { ...process.env, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir, ...schemas, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout: stdout.trim(), stderr, ms: Math.round(performance.now() - started) }),
    );
  });
}

async function sql(text, params) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, params)).rows;
  } finally {
    await db.end();
  }
}

const schemasPresent = async () => (await sql('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1) ORDER BY nspname', [Object.values(schemas)])).map((row) => row.nspname);

before(async () => {
  backupDir = await mkdtemp(join(tmpdir(), 'biz-backup-'));
  ports = { intake: await freePort(), billing: await freePort(), admin: await freePort() };
});

after(async () => {
  await stopServices();
  await Promise.all(Object.values(schemas).map((schema) => dropSchema(databaseUrl, schema)));
  await clearRedisPrefix(redisUrl, queuePrefix);
  await rm(backupDir, { recursive: true, force: true });
});

test('a dump of the services’ schemas, restored after they are dropped, gives back the same businesses, orders and accounts', { timeout: 90_000 }, async (t) => {
  await startServices();
  await seed();
  const answered = await whatTheApisSay();
  assert.equal(answered.businesses.columns.reduce((n, column) => n + column.total, 0), 1);
  assert.deepEqual(answered.orders.orders.map((order) => [order.package, order.status]), [['starter', 'paid']]);
  assert.equal(answered.account.client.email, client.email);

  const backup = await script('pg-backup.sh');
  assert.equal(backup.code, 0, backup.stderr);
  assert.match(backup.stdout, /\/bizautomate-\d{8}T\d{6}Z\.dump$/);
  const { size } = await stat(backup.stdout);
  t.diagnostic(`pg-backup.sh: ${size} bytes in ${backup.ms} ms`);

  await stopServices();
  const refused = await script('pg-restore.sh', [backup.stdout]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /run again with --confirm/);
  assert.deepEqual(await schemasPresent(), Object.values(schemas).sort(), 'without --confirm nothing is dropped');

  await Promise.all(Object.values(schemas).map((schema) => dropSchema(databaseUrl, schema)));
  assert.deepEqual(await schemasPresent(), []);
  const restore = await script('pg-restore.sh', ['--confirm', backup.stdout]);
  assert.equal(restore.code, 0, restore.stderr);
  t.diagnostic(`pg-restore.sh: ${restore.ms} ms`);

  await startServices();
  assert.deepEqual(await whatTheApisSay(), answered);
});

test('a backup of a schema that does not exist fails, saying so, and leaves no file behind', async () => {
  const files = await readdir(backupDir);
  const backup = await script('pg-backup.sh', [], { BACKUP_SCHEMAS: `${schemas.INTAKE_DB_SCHEMA} backup_no_such_schema` });
  assert.equal(backup.code, 1);
  assert.match(backup.stderr, /FAILED: pg_dump of schemas .* failed \(nothing written\)/);
  assert.deepEqual(await readdir(backupDir), files);
});

test('retention keeps the newest BACKUP_KEEP dumps and none older than BACKUP_KEEP_DAYS, and nothing else in the folder is touched', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'biz-backup-retention-'));
  const schema = uniqueSchemaName('backup_retention');
  await sql(`CREATE SCHEMA ${schema}`);
  try {
    const old = ['bizautomate-20260101T000000Z.dump', 'bizautomate-20260102T000000Z.dump', 'bizautomate-20260103T000000Z.dump'];
    for (const name of [...old, 'notes.txt']) await writeFile(join(dir, name), 'x');
    const kept = await script('pg-backup.sh', [], { BACKUP_DIR: dir, BACKUP_SCHEMAS: schema, BACKUP_KEEP: '3' });
    assert.equal(kept.code, 0, kept.stderr);
    assert.deepEqual((await readdir(dir)).sort(), [...old.slice(1), kept.stdout.split('/').pop(), 'notes.txt'].sort());

    // Dumps are named by the second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await utimes(join(dir, old[2]), tenDaysAgo, tenDaysAgo);
    const aged = await script('pg-backup.sh', [], { BACKUP_DIR: dir, BACKUP_SCHEMAS: schema, BACKUP_KEEP: '5', BACKUP_KEEP_DAYS: '7' });
    assert.equal(aged.code, 0, aged.stderr);
    assert.deepEqual((await readdir(dir)).sort(), [old[1], kept.stdout.split('/').pop(), aged.stdout.split('/').pop(), 'notes.txt'].sort());
  } finally {
    await rm(dir, { recursive: true, force: true });
    await dropSchema(databaseUrl, schema);
  }
});
