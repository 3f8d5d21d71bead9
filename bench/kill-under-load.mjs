#!/usr/bin/env node
// Kill under load: starts its own scaled stack (npm start with SCALE: every service twice, the worker three
// times; own ports, schemas and queue prefix), sends bounded load on loopback through the gateway, and part
// way through stops one instance of each service (SIGTERM, as an orchestrator scales down or deploys) and
// kills one worker (SIGKILL, a crash; npm start restarts it). Then it checks that nothing accepted was lost:
// every accepted intake is a row in svc-intake's schema, and each one's job (the agency's new-submission
// alert email) reached the SMTP sink once. Prints sent, 2xx, 4xx, 5xx per route and the job figures.
//   npm run build (once), then: npm run kill-under-load -w @biz/bench
// Env: BENCH_DURATION (30 s of load), BENCH_CONNECTIONS (8 concurrent clients), BENCH_KILL_AT (10 s),
//      BENCH_STACK_LOG (a file to keep the stack's log lines in; LOG_LEVEL sets their level, default error),
//      SERVICE_KILL_SIGNAL (SIGTERM; SIGKILL shows a crash of a service instead), BENCH_PORT_BASE (21080; below the kernel's ephemeral range, where a client socket may hold a port).
import { Endpoints, endpointPath } from '@biz/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminCookie } from './lib/admin-session.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { die as dieIn, intSetting } from './lib/load.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const script = 'kill-under-load';
const die = (message) => dieIn(script, message);
const seconds = intSetting(script, 'BENCH_DURATION', 30, 5, 600);
const connections = intSetting(script, 'BENCH_CONNECTIONS', 8, 1, 64);
const killAt = intSetting(script, 'BENCH_KILL_AT', 10, 1, seconds - 1);
const base = intSetting(script, 'BENCH_PORT_BASE', 21080, 1024, 32000);
const serviceSignal = process.env.SERVICE_KILL_SIGNAL ?? 'SIGTERM';
if (!['SIGTERM', 'SIGKILL'].includes(serviceSignal)) die('SERVICE_KILL_SIGNAL must be SIGTERM or SIGKILL');

const root = new URL('..', import.meta.url).pathname;
const run = `kill${Date.now().toString(36)}`;
const runDir = mkdtempSync(join(tmpdir(), `${script}-`));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const gatewayUrl = `http://127.0.0.1:${base}`;
const origin = gatewayUrl;
const password = 'kill-under-load-password';
const alertTo = 'alerts@bizautomate.example';
const sink = await startSmtpSink();

const stackEnv = {
  ...process.env,
  GATEWAY_PORT: String(base), INTAKE_PORT: String(base + 1), BILLING_PORT: String(base + 2), ADMIN_PORT: String(base + 3),
  WORKER_PORT: String(base + 4), GATEWAY_INTERNAL_PORT: String(base + 5),
  INTAKE_URL: '', BILLING_URL: '', ADMIN_URL: '', WORKER_URL: '',
  SCALE: 'svc-intake=2,svc-billing=2,svc-admin=2,svc-ai-worker=3',
  INTAKE_DB_SCHEMA: `${run}_intake`, BILLING_DB_SCHEMA: `${run}_billing`, ADMIN_DB_SCHEMA: `${run}_admin`,
  QUEUE_PREFIX: run, RUN_DIR: runDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', NODE_ENV: 'development', ADMIN_PASSWORD: password,
  ALLOWED_ORIGINS: origin, SMTP_URL: sink.url, ADMIN_ALERT_EMAIL: alertTo,
  // A killed worker's job is taken over within about twice this (the default 30 s would only make the run longer).
  WORKER_LOCK_MS: '5000',
  INTAKE_RATE_LIMIT_PER_MINUTE: '1000000', BILLING_RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
};

const stack = startBenchStack({ root, env: stackEnv, databaseUrl });

async function cleanUp() {
  await stack.stop();
  await sink.close();
  rmSync(runDir, { recursive: true, force: true });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check, timeoutMs, what) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await delay(250)) {
    if (await check().catch(() => false)) return;
  }
  process.stderr.write(stack.tail());
  await cleanUp();
  die(`${what} within ${timeoutMs / 1000} s`);
}
const healthy = async () => (await fetch(`http://127.0.0.1:${base + 5}/healthz`)).ok;
await waitFor(healthy, 90_000, 'the scaled stack did not come up');
const pids = () => JSON.parse(readFileSync(join(runDir, 'pids.json'), 'utf8'));

const cookie = await adminCookie(script, gatewayUrl, password);
let sequence = 0;
const routes = [
  {
    name: 'businessIntake',
    request: () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        businessName: `Kill Test ${++sequence}`, contactEmail: `owner${sequence}@killtest.example`, industry: 'dental',
        companySize: 'Small Team (2-10)', monthlyRevenue: '$25k - $50k', primaryGoals: ['Reduce Manual Work'],
        currentTools: 'Gmail', painPoints: 'Missed calls',
      }),
    }),
  },
  { name: 'subscriptionPlans', request: () => ({ method: 'GET' }) },
  { name: 'adminDashboard', request: () => ({ method: 'GET', headers: { cookie } }) },
];
const figures = new Map(routes.map((r) => [r.name, { sent: 0, '2xx': 0, '4xx': 0, '5xx': 0, failed: 0 }]));
const acceptedIntakes = new Set();
/** What the 5xx answers said, per route and message: a figure without its reason helps nobody. */
const errors = new Map();

async function client(index, until) {
  for (let i = index; Date.now() < until; i++) {
    const route = routes[i % routes.length];
    const counts = figures.get(route.name);
    const { method, headers, body } = route.request();
    counts.sent++;
    try {
      const res = await fetch(new URL(endpointPath(route.name), gatewayUrl), { method, headers, body, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      counts[`${Math.floor(res.status / 100)}xx`] = (counts[`${Math.floor(res.status / 100)}xx`] ?? 0) + 1;
      if (route.name === 'businessIntake' && res.ok) acceptedIntakes.add(JSON.parse(text).client.id);
      if (res.status >= 500) {
        const key = `${route.name} ${res.status} ${text.slice(0, 160)}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    } catch {
      counts.failed++; // no answer at all: the gateway must never do this
    }
  }
}

console.log(`${script}: ${seconds} s of load from ${connections} clients through ${gatewayUrl} (2 × each service, 3 × worker); at ${killAt} s: ${serviceSignal} to svc-intake-2, svc-billing-2, svc-admin-2 and SIGKILL to svc-ai-worker-2`);
const started = Date.now();
const until = started + seconds * 1000;
const load = Promise.all(Array.from({ length: connections }, (_, i) => client(i, until)));
await delay(killAt * 1000);
const victims = pids();
for (const name of ['svc-intake-2', 'svc-billing-2', 'svc-admin-2']) process.kill(victims[name], serviceSignal);
process.kill(victims['svc-ai-worker-2'], 'SIGKILL');
await load;

// Every accepted submission's alert is a job: wait for the queue to drain and the sink to stop growing.
let last = -1;
await waitFor(async () => {
  const { messages } = sink.received();
  const settled = messages === last && messages >= acceptedIntakes.size;
  last = messages;
  return settled;
}, 120_000, `the alerts did not all arrive (${sink.received().messages} of ${acceptedIntakes.size})`);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows } = await db.query(`SELECT id FROM "${run}_intake".submissions WHERE id = ANY($1::uuid[])`, [[...acceptedIntakes]]);
await db.end();
const messages = sink.received().recipients.get(alertTo) ?? 0;

console.log('\nroute              sent    2xx    4xx    5xx  no answer');
for (const [name, c] of figures) {
  console.log(`${name.padEnd(18)} ${String(c.sent).padStart(5)} ${String(c['2xx']).padStart(6)} ${String(c['4xx']).padStart(6)} ${String(c['5xx']).padStart(6)} ${String(c.failed).padStart(10)}   (${Endpoints[name].service})`);
}
for (const [what, count] of errors) console.log(`  ${count} × ${what}`);
const all = [...figures.values()].reduce((sum, c) => ({ sent: sum.sent + c.sent, ok: sum.ok + c['2xx'], bad: sum.bad + c['5xx'] + c.failed }), { sent: 0, ok: 0, bad: 0 });
console.log(`\nrequests: ${all.sent} sent, ${all.ok} 2xx, ${all.bad} 5xx or unanswered, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`accepted intakes: ${acceptedIntakes.size}; stored: ${rows.length}; alert jobs completed (emails at the SMTP sink): ${messages}`);
const lostRows = acceptedIntakes.size - rows.length;
const missing = Math.max(0, acceptedIntakes.size - messages);
const extra = Math.max(0, messages - acceptedIntakes.size);
console.log(`lost accepted requests: ${lostRows}; lost jobs: ${missing}; jobs run twice: ${extra}${extra ? ' (a worker SIGKILLed between the SMTP hand-off and its record sends again: at-least-once by design)' : ''}`);
await cleanUp();
process.exit(lostRows || missing || all.bad ? 1 : 0);
