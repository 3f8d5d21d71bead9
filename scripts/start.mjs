#!/usr/bin/env node
// `npm start`: one command on a fresh machine (scripts/on-node.sh has installed Node 24 and the packages
// before it runs; until then nothing here may need a package). Finds (or starts) Postgres and Redis, builds,
// starts every service, the worker and the gateway with prefixed logs, prints the URL and
// the admin password, restarts a child that crashes (scripts/supervisor.mjs), and stops every child cleanly
// on Ctrl-C. Reads .env, or the file ENV_FILE names (scripts/stack-env.mjs).
//   --no-build   reuse the existing builds (the test runner builds once before the e2e suite)
//   --fresh      start from empty data: drop the schemas and queues the environment names (the e2e suite's
//                stack starts so every run; scripts/stack-data.mjs). Never in production.
//   SCALE=svc-intake=2,svc-ai-worker=3   run several instances of a process; the gateway balances over them
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, instancesOf, parseScale, portOf, processes } from './processes.mjs';
import { reachable } from './reachable.mjs';
import { stackEnvOf } from './stack-env.mjs';
import { startSupervisor } from './supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = new Set(process.argv.slice(2));
const colors = [36, 33, 35, 32, 34, 31];
const log = (msg) => console.log(`\x1b[1m[start]\x1b[0m ${msg}`);

const alert = (message) => console.error(`\n\x1b[31m[start] ${message}\x1b[0m\n`);

function fail(message) {
  alert(message);
  process.exit(1);
}

let env;
try {
  env = stackEnvOf(root);
} catch (error) {
  fail(`${error.message}.`);
}
// Development without SMTP: the worker also writes each email to a file there, so its links (a client's
// email confirmation) can be opened, by a developer or by `npm run seed`. Production refuses it.
if (env.NODE_ENV !== 'production' && !env.SMTP_URL) env.EMAIL_OUTBOX_FILE ??= resolve(root, env.RUN_DIR, 'outbox.jsonl');

function run(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  if (result.status !== 0) fail(`\`${cmd} ${cmdArgs.join(' ')}\` failed (exit ${result.status}).`);
}

const isLocal = (url) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(new URL(url).hostname);
const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

async function waitFor(check, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function ensurePostgres() {
  if (await reachable(env.DATABASE_URL, 5432)) return;
  if (isLocal(env.DATABASE_URL) && hasCommand('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0];
    log(`PostgreSQL is not running; starting the local cluster ${version}/main`);
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    if (await waitFor(() => reachable(env.DATABASE_URL, 5432), 20)) return;
  }
  fail(
    `PostgreSQL is not reachable at ${env.DATABASE_URL}. Install PostgreSQL 15 or newer (Debian: \`apt-get install -y postgresql\`) ` +
      'and start it, or set DATABASE_URL in .env to a server that accepts this user (see .env.example), then run `npm start` again.',
  );
}

async function ensureRedis() {
  if (await reachable(env.REDIS_URL, 6379)) return;
  if (isLocal(env.REDIS_URL) && hasCommand('redis-server')) {
    const port = new URL(env.REDIS_URL).port || '6379';
    log(`Redis is not running; starting redis-server on port ${port}`);
    run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', port, '--save', '', '--appendonly', 'no']);
    if (await waitFor(() => reachable(env.REDIS_URL, 6379), 10)) return;
  }
  fail(
    `Redis is not reachable at ${env.REDIS_URL}. Install Redis 7 (Debian: \`apt-get install -y redis-server\`) and start it, ` +
      'or set REDIS_URL in .env to a reachable server (see .env.example), then run `npm start` again.',
  );
}

function prefixLines(stream, label, color, out) {
  const tag = `\x1b[${color}m[${label}]\x1b[0m `;
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    // One write per chunk: under load a write per line costs the orchestrator more than the children.
    if (lines.length) out.write(lines.map((line) => `${tag}${line}\n`).join(''));
  });
}

let supervisor;

/** Where the gateway reaches an instance: its own entry of the process's URL list. */
function urlOf(instance) {
  const urls = env[instance.urlEnv].split(',');
  return urls[instance.index] ?? urls[0];
}

/**
 * The instances to run. Each learns its own port by its port variable; the gateway learns every instance
 * of a process by its URL variable: a list when the process is scaled (replacing a single URL from .env,
 * which can only name the first), else the URL given or the one its port gives (the rule every process
 * applies to an unset URL: contracts' serviceUrlOf, loaded once the build has made it).
 */
async function instancesToRun() {
  const { serviceUrlOf } = await import('@biz/contracts');
  let scale;
  try {
    scale = parseScale(env.SCALE);
  } catch (error) {
    fail(error.message);
  }
  const instances = instancesOf(scale, env);
  for (const proc of processes) {
    if (!proc.urlEnv) continue;
    const urls = instances.filter((i) => i.process === proc.name).map((i) => serviceUrlOf(env.SERVICE_HOST, i.port));
    if (urls.length > 1) env[proc.urlEnv] = urls.join(',');
    else env[proc.urlEnv] ??= urls[0];
  }
  const scaled = [...scale].filter(([, n]) => n > 1);
  if (scaled.length) log(`Scaled: ${scaled.map(([name, n]) => `${n} × ${name}`).join(', ')}`);
  return instances;
}

async function startAll() {
  const runDir = env.RUN_DIR;
  mkdirSync(runDir, { recursive: true });
  const instances = await instancesToRun();
  supervisor = startSupervisor({
    processes: instances,
    spawnProcess(instance) {
      // The process's heap settings first, so NODE_OPTIONS from the environment can still override them.
      const nodeOptions = [instance.nodeOptions, env.NODE_OPTIONS].filter(Boolean).join(' ');
      // Its V8 flags on node's command line (NODE_OPTIONS refuses them), then V8_FLAGS from the environment.
      const v8Flags = [instance.v8Flags, env.V8_FLAGS].join(' ').split(' ').filter(Boolean);
      const child = spawn(process.execPath, [...v8Flags, instance.entry], { env: { ...env, [instance.portEnv]: String(instance.port), NODE_OPTIONS: nodeOptions }, stdio: ['ignore', 'pipe', 'pipe'] });
      const color = colors[instances.indexOf(instance) % colors.length];
      prefixLines(child.stdout, instance.name, color, process.stdout);
      prefixLines(child.stderr, instance.name, color, process.stderr);
      return child;
    },
    // Probed where the gateway reaches it (its entry in the URL list), so "up" means what the gateway will see.
    isUp: (instance) => reachable(instance.urlEnv ? urlOf(instance) : `http://127.0.0.1:${instance.port}`),
    log,
    alert,
    // Rewritten on every start and exit, so a test (or an operator) always finds the live pids; written
    // beside and renamed over, so a reader never sees a half-written file.
    onChange: (pids) => {
      writeFileSync(join(runDir, 'pids.json.next'), JSON.stringify(pids));
      renameSync(join(runDir, 'pids.json.next'), join(runDir, 'pids.json'));
    },
  });
}

let stopping = false;
async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  if (supervisor) {
    log(`${signal}: stopping ${supervisor.size} processes`);
    await supervisor.stop();
  }
  process.exit(0);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

await ensurePostgres();
await ensureRedis();
if (args.has('--fresh')) {
  if (env.NODE_ENV === 'production') fail('--fresh drops the stack\'s data: it is never run with NODE_ENV=production.');
  // Loaded here, not at the top: it needs pg and ioredis, and this file runs on a fresh clone too.
  const { dropStackData } = await import('./stack-data.mjs');
  await dropStackData(env, { queues: true }).catch((error) => fail(`--fresh: ${error.message}.`));
  log(`started from empty data: dropped schemas ${env.INTAKE_DB_SCHEMA}, ${env.BILLING_DB_SCHEMA}, ${env.ADMIN_DB_SCHEMA} and queues ${env.QUEUE_PREFIX}:*`);
}
if (!args.has('--no-build')) {
  log('Building services and front ends');
  // The production build: no specs, no test harnesses (`npx tsc -b` builds those too, for the tests).
  run('npx', ['tsc', '-b', 'tsconfig.build.json']);
  run('npm', ['run', 'build', '--silent', ...frontEnds.flatMap((w) => ['-w', w])]);
}
// Made up here only when not given; it is said once, on the terminal (see the last line), kept in a file only
// this user reads, and never written to a log.
const madeUpAdminPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
if (madeUpAdminPassword) {
  if (env.NODE_ENV === 'production') fail('ADMIN_PASSWORD must be set in production.');
  env.ADMIN_PASSWORD = madeUpAdminPassword;
}
await startAll();

const gateway = processes.find((p) => p.name === 'gateway');
const url = `http://localhost:${portOf(gateway, env)}`;
const healthy = await waitFor(async () => {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}, 60);
if (!healthy) log('Not every part reports healthy yet: /healthz on the gateway\'s internal port (GATEWAY_INTERNAL_PORT) says which and why');
log(`\x1b[32mBizAutomate is running at ${url}\x1b[0m${adminPasswordNote()}  — Ctrl-C stops everything`);

/**
 * The owner's bootstrap password, only when this run made it up: written to a file only this user can read
 * (where `npm run seed` finds it); on a terminal it is shown too, while output that goes to a file or a pipe
 * (a log) only says where the file is.
 */
function adminPasswordNote() {
  if (!madeUpAdminPassword) return '';
  const file = join(env.RUN_DIR, 'admin-password');
  writeFileSync(file, `${madeUpAdminPassword}\n`, { mode: 0o600 });
  // The mode above applies only when the file is created: one left by an earlier run keeps its own.
  chmodSync(file, 0o600);
  if (process.stdout.isTTY) return `  (admin password: ${madeUpAdminPassword})`;
  return `  (admin password: in ${file})`;
}
