#!/usr/bin/env node
// Memory of the five processes after a representative workload: starts its own stack as `npm start` does
// (scripts/start.mjs --no-build: the node flags of scripts/processes.mjs; own ports, schemas, queue prefix and
// SMTP sink, all deleted at the end), drives every process through the gateway (pages the gateway
// pre-renders, intakes with their alert emails through the worker, plans, the plan PDF the worker renders,
// the admin's dashboard and orders, payment intents on the simulated Stripe), then prints each process's
// resident set, proportional set and private pages (/proc/<pid>/smaps_rollup) and its V8 heap (from its
// Prometheus /metrics), and the totals.
// Goal (issue 32, point 9): the five within 450 MB.
//   npx tsc -b tsconfig.build.json && npm run build (front ends), then: node bench/rss.mjs [--json]
// Env: BENCH_ROUNDS (40 rounds of the workload), BENCH_PORT_BASE (22080), BENCH_SETTLE (5 s of rest before
//      measuring), BENCH_STACK_LOG (a file for the stack's log lines; LOG_LEVEL sets their level, default error).
import { endpointPath, PACKAGE_NAMES } from '@biz/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processes } from '../scripts/processes.mjs';
import { adminCookie } from './lib/admin-session.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { die as dieIn, intSetting } from './lib/load.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const script = 'rss';
const die = (message) => dieIn(script, message);
const json = process.argv.includes('--json');
const rounds = intSetting(script, 'BENCH_ROUNDS', 40, 1, 10_000);
const base = intSetting(script, 'BENCH_PORT_BASE', 22080, 1024, 32000);
const settleSeconds = intSetting(script, 'BENCH_SETTLE', 5, 0, 600);
const goalMB = 450;

const root = new URL('..', import.meta.url).pathname;
const run = `rss${Date.now().toString(36)}`;
const runDir = mkdtempSync(join(tmpdir(), `${script}-`));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const gatewayUrl = `http://127.0.0.1:${base}`;
const password = 'rss-bench-password';
const sink = await startSmtpSink();
const portOf = { gateway: base, 'svc-intake': base + 1, 'svc-billing': base + 2, 'svc-admin': base + 3, 'svc-ai-worker': base + 4 };
const internalPort = base + 5;

const stackEnv = {
  ...process.env,
  GATEWAY_PORT: String(base), INTAKE_PORT: String(base + 1), BILLING_PORT: String(base + 2), ADMIN_PORT: String(base + 3),
  WORKER_PORT: String(base + 4), GATEWAY_INTERNAL_PORT: String(internalPort),
  INTAKE_DB_SCHEMA: `${run}_intake`, BILLING_DB_SCHEMA: `${run}_billing`, ADMIN_DB_SCHEMA: `${run}_admin`,
  QUEUE_PREFIX: run, RUN_DIR: runDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', NODE_ENV: 'development', ADMIN_PASSWORD: password,
  ALLOWED_ORIGINS: gatewayUrl, SMTP_URL: sink.url, ADMIN_ALERT_EMAIL: 'alerts@bizautomate.example', PAYMENTS_MODE: 'test',
  INTAKE_RATE_LIMIT_PER_MINUTE: '1000000', BILLING_RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
};

// The gateway finds each service at the ports above (start.mjs derives the URLs), one instance each.
for (const name of ['INTAKE_URL', 'BILLING_URL', 'ADMIN_URL', 'WORKER_URL', 'SCALE']) delete stackEnv[name];

const stack = startBenchStack({ root, env: stackEnv, databaseUrl });
// Whatever ends this script (a helper's die() included), the stack it started stops with it.
process.on('exit', stack.kill);

async function cleanUp() {
  await stack.stop({ dropQueues: true });
  await sink.close();
  rmSync(runDir, { recursive: true, force: true });
}

async function fail(message) {
  process.stderr.write(stack.tail());
  await cleanUp();
  die(message);
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check, timeoutMs, what) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await delay(250)) {
    if (await check().catch(() => false)) return;
  }
  await fail(`${what} within ${timeoutMs / 1000} s`);
}

/** One call through the gateway; anything but 2xx stops the run (the figures would not be of this workload). */
async function call(method, path, { body, cookie, accept } = {}) {
  const headers = { origin: gatewayUrl, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) };
  const response = await fetch(new URL(path, gatewayUrl), { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  if (!response.ok) await fail(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** The plan PDF of a business, once its plan is written (409 until then). */
async function planPdf(id, cookie) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await delay(200)) {
    const response = await fetch(new URL(endpointPath('planPdf', { id }), gatewayUrl), { headers: { cookie } });
    if (response.status === 200) return (await response.arrayBuffer()).byteLength;
    if (response.status !== 409) await fail(`the plan PDF answered ${response.status}`);
  }
  await fail('no plan was written within 30 s');
}

/** One round: what a visitor, a buyer and the admin do, touching every process. */
async function round(i, cookie) {
  for (const page of ['/', '/lockin', '/lockin/form', '/client/login']) await (await call('GET', page, { accept: 'text/html' })).text();
  const intake = { businessName: `RSS Bench ${i}`, contactEmail: `owner${i}@rss-bench.example`, industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work', 'Increase Sales & Revenue'], painPoints: 'No-shows' };
  const { client, suggestions } = await (await call('POST', endpointPath('businessIntake'), { body: intake })).json();
  await call('POST', endpointPath('workflowSelection'), { body: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 3) } });
  await (await call('GET', endpointPath('subscriptionPlans'))).text();
  await (await call('POST', endpointPath('createPaymentIntent'), { body: { package: PACKAGE_NAMES[i % PACKAGE_NAMES.length] } })).text();
  await planPdf(client.id, cookie);
  await (await call('GET', endpointPath('adminDashboard'), { cookie })).text();
  await (await call('GET', endpointPath('adminOrders'), { cookie })).text();
}

/** A figure of a Prometheus text exposition, in bytes (the first sample of that name). */
const metric = (text, name) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm'))?.[1]);
/**
 * A process's memory as the kernel counts it (/proc/<pid>/smaps_rollup): its resident set (every page it maps,
 * the Node binary's pages that all five share included), its proportional set (each shared page divided among
 * the processes that map it: summed, what the five hold together) and its private pages.
 */
function memoryOf(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const bytes = (field) => Number(rollup.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: bytes('Rss'), pss: bytes('Pss'), private: bytes('Private_Clean') + bytes('Private_Dirty'), shared: bytes('Shared_Clean') + bytes('Shared_Dirty') };
}
/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s). */
const cpuSecondsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function measure() {
  const pids = JSON.parse(readFileSync(join(runDir, 'pids.json'), 'utf8'));
  return Promise.all(processes.map(async (proc) => {
    const metricsUrl = `http://127.0.0.1:${proc.name === 'gateway' ? internalPort : portOf[proc.name]}/metrics`;
    const text = await (await fetch(metricsUrl)).text();
    return { process: proc.name, ...memoryOf(pids[proc.name]), cpuSeconds: cpuSecondsOf(pids[proc.name]), heapUsed: metric(text, 'nodejs_heap_size_used_bytes'), heapTotal: metric(text, 'nodejs_heap_size_total_bytes'), external: metric(text, 'nodejs_external_memory_bytes') };
  }));
}

await waitFor(async () => (await fetch(`http://127.0.0.1:${internalPort}/healthz`)).ok, 120_000, 'the stack did not come up');
const atBoot = await measure();
const cookie = await adminCookie(script, gatewayUrl, password);
const started = Date.now();
for (let i = 1; i <= rounds; i++) await round(i, cookie);
const workloadSeconds = (Date.now() - started) / 1000;
// Every intake's alert email is a job: wait for the last to reach the sink before measuring.
await waitFor(async () => sink.received().messages >= rounds, 60_000, `not every alert email (${rounds}) reached the sink`);
await delay(settleSeconds * 1000);
const after = await measure();
await cleanUp();

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const total = (rows, field = 'rss') => rows.reduce((sum, r) => sum + r[field], 0);
if (json) {
  console.log(JSON.stringify({ rounds, workloadSeconds, goalMB, atBoot, after, totalRss: total(after), totalPss: total(after, 'pss'), totalPrivate: total(after, 'private') }, null, 2));
} else {
  console.log(`${script}: ${rounds} rounds of the workload in ${workloadSeconds.toFixed(0)} s (pages, intake + alert email, plan, payment intent, plan PDF, admin dashboard and orders), then ${settleSeconds} s at rest`);
  console.log('\n| process | RSS at boot MB | RSS after MB | PSS after MB | private after MB | shared after MB | heap used MB | heap total MB | external MB | workload CPU s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of after) {
    const boot = atBoot.find((r) => r.process === row.process);
    console.log(`| ${row.process} | ${mb(boot.rss)} | ${mb(row.rss)} | ${mb(row.pss)} | ${mb(row.private)} | ${mb(row.shared)} | ${mb(row.heapUsed)} | ${mb(row.heapTotal)} | ${mb(row.external)} | ${(row.cpuSeconds - boot.cpuSeconds).toFixed(1)} |`);
  }
  console.log(`| total | ${mb(total(atBoot))} | ${mb(total(after))} | ${mb(total(after, 'pss'))} | ${mb(total(after, 'private'))} | | | | | |`);
  console.log(`\nGoal: the five within ${goalMB} MB RSS after the workload: ${total(after) <= goalMB * 1024 * 1024 ? 'met' : 'not met'} (${mb(total(after))} MB).`);
  console.log(`The RSS total counts the pages the five share (the Node binary's, about ${mb(Math.min(...after.map((r) => r.shared)))} MB in each) five times; what the five hold together, each shared page once: ${mb(total(after, 'pss'))} MB (PSS).`);
}
