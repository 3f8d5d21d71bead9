#!/usr/bin/env node
// Jobs per second of svc-ai-worker with 1, 2 and 3 worker processes, for a CPU-bound job (the plan PDF,
// pdfmake) and an I/O-bound one (an agency email handed to a local SMTP server). Goal of issue "Worker
// throughput scales": 2 processes do >= 1.6x the jobs of 1 on this 2-core machine.
//   npx tsc -b && node bench/worker-throughput.mjs
// Needs Redis only (not `npm start`): the script starts the workers itself (svc-ai-worker/dist/main.js), each
// run on a queue prefix of its own that it deletes at the end, so a running system is not disturbed.
// Env: REDIS_URL, BENCH_PDF_JOBS (400), BENCH_EMAIL_JOBS (8000), BENCH_WORKERS (1,2,3), BENCH_KINDS
//      (pdf,email), BENCH_SMTP_DELAY_MS (0: the sink greets at once), WORKER_CONCURRENCY (passed to the
//      workers; their default, 4, when unset). --json prints one JSON object instead of the table.
import { composePlan, suggestWorkflows } from '@biz/catalog';
import { DeliverEmailJob, RenderPlanPdfJob } from '@biz/contracts';
import { createJobProducer } from '@biz/server-kit';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { die as dieIn, intSetting, requireLoopback } from './lib/load.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const script = 'worker-throughput';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const workerMain = fileURLToPath(new URL('../svc-ai-worker/dist/main.js', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const json = process.argv.includes('--json');
const jobsOf = { pdf: intSetting(script, 'BENCH_PDF_JOBS', 400, 10, 100_000), email: intSetting(script, 'BENCH_EMAIL_JOBS', 8000, 10, 100_000) };
const workerCounts = listSetting('BENCH_WORKERS', '1,2,3', (s) => Number(s), (n) => Number.isInteger(n) && n >= 1 && n <= 8);
const kinds = listSetting('BENCH_KINDS', 'pdf,email', (s) => s, (s) => s in jobsOf);
const smtpDelayMs = intSetting(script, 'BENCH_SMTP_DELAY_MS', 0, 0, 10_000);
const concurrency = process.env.WORKER_CONCURRENCY ?? '4 (default)';
const runTimeoutMs = 120_000;
const goal = 1.6;

const children = new Set();
const die = (message, code) => {
  for (const child of children) child.kill('SIGKILL');
  dieIn(script, message, code);
};
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
requireLoopback(script, [{ side: 'redis', url: redisUrl }]);
if (!existsSync(workerMain)) die(`${workerMain} is missing: run \`npx tsc -b\` first`);
setTimeout(() => die('did not finish within 8 minutes', 2), 8 * 60_000).unref();

function listSetting(name, fallback, parse, valid) {
  const raw = process.env[name] ?? fallback;
  const values = raw.split(',').map((s) => parse(s.trim()));
  if (!values.length || !values.every(valid)) dieIn(script, `${name} must be a comma-separated list such as "${fallback}", got "${raw}"`);
  return values;
}

// --- the jobs --------------------------------------------------------------------------------------------

const business = {
  submissionId: randomUUID(),
  businessName: 'Bench Harbor Dental Group',
  contactEmail: 'owner@bench.invalid',
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  monthlyRevenue: '$25k - $50k',
  primaryGoals: ['Reduce Manual Work', 'Increase Sales & Revenue', 'Improve Customer Experience'],
  currentTools: 'Square, Instagram, Google Calendar',
  painPoints: 'No-shows, phone tag and DMs answered a day late',
};
// A plan as the product writes one: the catalog's suggestions for the business, all of them chosen.
const selectedWorkflows = suggestWorkflows(business);
const totalSetupCost = selectedWorkflows.reduce((sum, w) => sum + w.setupCost, 0);
const totalMonthlyCost = selectedWorkflows.reduce((sum, w) => sum + w.monthlyCost, 0);
const planData = composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost });
const emailText = [
  'Hi Bench Harbor Dental Group,',
  'Thanks for the call today. As promised, here is what happens next: we connect your booking calendar and the phone line this week, test the reminders with real appointments, and switch them on once you are happy.',
  'Your plan, with the costs of every workflow, is in your client area. Reply to this email with any question; we answer within a business day.',
  'Best regards,\nThe BizAutomate team',
].join('\n\n');

/** Each kind: its job definition, and the id and payload of its i-th job in a run. */
const kindsOf = {
  pdf: {
    label: 'plan PDF',
    job: RenderPlanPdfJob,
    next: (i) => ({
      jobId: `bench-pdf-${i}`,
      payload: { business: { ...business, businessName: `Bench Harbor Dental Group ${i}` }, planData, selectedWorkflows, totalSetupCost, totalMonthlyCost, generatedAt: new Date().toISOString() },
    }),
  },
  email: {
    label: 'agency email',
    job: DeliverEmailJob,
    next: (i) => {
      // The email id is the job id and the send-once key (DeliverEmailJob); the recipient names the job, so the sink can count per job.
      const emailId = randomUUID();
      return { jobId: emailId, payload: { emailId, to: `client-${i}@bench.invalid`, subject: `Next steps for your automations (${i})`, text: emailText } };
    },
  },
};

// --- the workers -----------------------------------------------------------------------------------------

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A worker process, with the tail of its output kept for when it fails. */
function spawnWorker(env) {
  const child = spawn(process.execPath, [workerMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).trimEnd().split('\n'));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => children.delete(child));
  return { child, tail, exited, port: Number(env.WORKER_PORT) };
}

async function readyWithin(worker, ms) {
  const deadline = Date.now() + ms;
  let exitedEarly = false;
  worker.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    const status = await fetch(`http://127.0.0.1:${worker.port}/readyz`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`worker on port ${worker.port} ${exitedEarly ? 'exited' : `was not ready within ${ms / 1000} s`}:\n${worker.tail.join('\n')}`);
}

/** SIGTERM, as an orchestrator stops a replica; the worker finishes its active jobs (none left here) and exits 0. */
async function stop(worker) {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return worker.exited;
  worker.child.kill('SIGTERM');
  const timer = setTimeout(() => worker.child.kill('SIGKILL'), 15_000);
  const exit = await worker.exited;
  clearTimeout(timer);
  return exit;
}

// --- where the CPU went ----------------------------------------------------------------------------------

// Linux counts CPU time in USER_HZ ticks, 100 a second on every common build (`getconf CLK_TCK`).
const tick = 0.01;
const readable = existsSync('/proc/stat');

/** CPU seconds the whole machine was busy (all cores, every process), or null off Linux. */
function machineBusy() {
  if (!readable) return null;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) * tick; // idle and iowait left out
}

/** CPU seconds a process has used (user + system), or null when it cannot be read. */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * tick; // utime and stime, fields 14 and 15 of proc(5)
  } catch {
    return null;
  }
}

async function redisCpu(redis) {
  const info = await redis.info('cpu');
  const value = (name) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? NaN);
  return value('used_cpu_user') + value('used_cpu_sys');
}

/** A reading of every CPU counter the table shows; `cpuBetween` turns two into cores used on average. */
async function cpuReading(redis, workers) {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineBusy(),
    workers: workers.map((worker) => processCpu(worker.child.pid)),
    redis: await redisCpu(redis),
    bench: (user + system) / 1e6,
  };
}

function cpuBetween(a, b) {
  const seconds = (b.at - a.at) / 1000;
  const workers = a.workers.some((v) => v === null) || b.workers.some((v) => v === null) ? null : b.workers.reduce((sum, v, i) => sum + v - a.workers[i], 0);
  const redis = b.redis - a.redis;
  const bench = b.bench - a.bench;
  const machine = a.machine === null ? null : b.machine - a.machine;
  return {
    workerCpuSeconds: workers,
    workerCores: workers === null ? null : workers / seconds,
    redisCores: redis / seconds,
    benchCores: bench / seconds,
    // Everything else on the machine (other processes, the kernel's work for them): what spoils a run.
    otherCores: machine === null || workers === null ? null : Math.max(0, machine - workers - redis - bench) / seconds,
  };
}

// --- one run: N jobs, K workers --------------------------------------------------------------------------

async function deleteKeys(redis, prefix) {
  let deleted = 0;
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1_000 })) {
    if (keys.length) deleted += await redis.unlink(...keys);
  }
  return deleted;
}

async function run(kind, workers, sink) {
  const { job, next } = kindsOf[kind];
  const jobs = jobsOf[kind];
  // One prefix per run: its queues (ai, and admin-inbox where the email reports go) and send-once keys are its own.
  const prefix = `bench-wt-${process.pid}-${kind}-${workers}-${Date.now().toString(36)}`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(job.queue, { connection: redis, prefix });
  const events = new QueueEvents(job.queue, { connection: { url: redisUrl }, prefix, lastEventId: '0-0' });
  const producer = createJobProducer({ redisUrl, prefix });
  const running = [];
  const completions = new Map();
  const failures = [];
  let retries = 0;
  let stalled = 0;
  let finished;
  const allCompleted = new Promise((resolve) => (finished = resolve));
  events.on('completed', ({ jobId }) => {
    completions.set(jobId, (completions.get(jobId) ?? 0) + 1);
    if (completions.size === jobs) finished(performance.now());
  });
  events.on('failed', ({ jobId, failedReason }) => failures.push(`${jobId}: ${failedReason}`));
  events.on('delayed', () => retries++); // a failed attempt waiting for its retry
  events.on('stalled', () => stalled++);
  sink.reset();
  try {
    await queue.pause(); // the jobs wait until every worker is ready
    await events.waitUntilReady();
    const ids = new Set();
    for (let i = 0; i < jobs; i += 200) {
      const batch = Array.from({ length: Math.min(200, jobs - i) }, (_, j) => next(i + j));
      await Promise.all(batch.map(({ jobId, payload }) => (ids.add(jobId), producer.enqueue(job, payload, { jobId }))));
    }
    const env = { ...process.env, QUEUE_PREFIX: prefix, REDIS_URL: redisUrl, SMTP_URL: sink.url, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    delete env.OPENAI_API_KEY;
    delete env.EMAIL_MODE;
    for (let w = 0; w < workers; w++) running.push(spawnWorker({ ...env, WORKER_PORT: String(await freePort()) }));
    await Promise.all(running.map((worker) => readyWithin(worker, 20_000)));

    const before = await cpuReading(redis, running);
    const started = before.at;
    await queue.resume();
    const ended = await Promise.race([
      allCompleted,
      (async () => {
        for (const deadline = started + runTimeoutMs; performance.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
          if (failures.length) throw new Error(`${failures.length} job(s) failed, e.g. ${failures[0]}`);
          const gone = running.find((worker) => worker.child.exitCode !== null || worker.child.signalCode !== null);
          if (gone) throw new Error(`a worker exited during the run:\n${gone.tail.join('\n')}`);
        }
        throw new Error(`${jobs - completions.size} of ${jobs} jobs not completed within ${runTimeoutMs / 1000} s (${retries} retries)`);
      })(),
    ]);
    const seconds = (ended - started) / 1000;
    const cpu = cpuBetween(before, await cpuReading(redis, running));

    // Correctness: every job completed, once; nothing left, failed or retried; each email reached SMTP once.
    const problems = [];
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused', 'waiting-children', 'failed');
    const left = Object.entries(counts).filter(([, n]) => n > 0);
    if (left.length) problems.push(`left in the queue: ${left.map(([state, n]) => `${n} ${state}`).join(', ')}`);
    const twice = [...completions.values()].filter((n) => n > 1).length;
    if (twice) problems.push(`${twice} job(s) completed more than once`);
    if ([...completions.keys()].some((id) => !ids.has(id))) problems.push('completions of jobs this run did not enqueue');
    if (retries || stalled) problems.push(`${retries} retried attempt(s), ${stalled} stalled job(s)`);
    if (kind === 'email') {
      const { messages, recipients } = sink.received();
      const duplicated = [...recipients.values()].filter((n) => n > 1).length;
      if (messages !== jobs || recipients.size !== jobs || duplicated) problems.push(`the SMTP sink received ${messages} messages for ${recipients.size} recipients (${duplicated} more than once), expected ${jobs} for ${jobs}`);
    }
    if (problems.length) throw new Error(problems.join('; '));
    return { kind, workers, jobs, seconds, jobsPerSecond: jobs / seconds, ...cpu, workerCpuMsPerJob: cpu.workerCpuSeconds === null ? null : (cpu.workerCpuSeconds * 1000) / jobs };
  } finally {
    const exits = await Promise.all(running.map(stop));
    await events.close();
    await producer.close();
    await queue.close();
    await deleteKeys(redis, prefix);
    await redis.quit();
    const unclean = exits.filter(({ code }) => code !== 0);
    if (unclean.length) console.error(`${script}: ${unclean.length} worker(s) did not exit cleanly on SIGTERM: ${unclean.map((e) => e.signal ?? `code ${e.code}`).join(', ')}`);
  }
}

// --- all runs --------------------------------------------------------------------------------------------

const sink = await startSmtpSink({ greetingDelayMs: smtpDelayMs });
const results = [];
try {
  for (const kind of kinds) {
    for (const workers of workerCounts) {
      try {
        results.push(await run(kind, workers, sink));
      } catch (error) {
        die(`${kind} with ${workers} worker(s): ${error instanceof Error ? error.message : error}`);
      }
      if (!json) {
        const r = results.at(-1);
        console.log(`${kind}, ${workers} worker(s): ${r.jobs} jobs in ${r.seconds.toFixed(2)} s`);
      }
    }
  }
} finally {
  await sink.close();
}

const rows = results.map((r) => {
  const one = results.find((o) => o.kind === r.kind && o.workers === 1);
  return { ...r, ratio: one ? r.jobsPerSecond / one.jobsPerSecond : null };
});
const verdicts = kinds.map((kind) => {
  const two = rows.find((r) => r.kind === kind && r.workers === 2);
  return { kind, ratio: two?.ratio ?? null, met: two?.ratio == null ? null : two.ratio >= goal };
});
const shortOnes = rows.filter((r) => r.workers === 1 && r.seconds < 10);

const busiest = Math.max(0, ...rows.map((r) => r.otherCores ?? 0));
const cores = (n) => (n == null ? '-' : n.toFixed(2));

if (json) {
  console.log(JSON.stringify({ cpus: availableParallelism(), workerConcurrency: concurrency, smtpDelayMs, goal, rows, verdicts }));
} else {
  console.log(`\nsvc-ai-worker on ${availableParallelism()} CPUs, WORKER_CONCURRENCY ${concurrency}, SMTP greeting delay ${smtpDelayMs} ms; timed from every worker's /readyz answering 200 to the last job's completion`);
  console.log('CPU columns: cores used on average over the timed run (1.00 = one core busy); CPU ms/job: the workers\' CPU time per job');
  const header = ['kind', 'workers', 'jobs', 'seconds', 'jobs/s', 'vs 1', 'workers CPU', 'CPU ms/job', 'redis CPU', 'bench CPU', 'other CPU'];
  const table = rows.map((r) => [
    kindsOf[r.kind].label,
    String(r.workers),
    String(r.jobs),
    r.seconds.toFixed(2),
    r.jobsPerSecond.toFixed(1),
    r.ratio == null ? '-' : `${r.ratio.toFixed(2)}x`,
    cores(r.workerCores),
    r.workerCpuMsPerJob == null ? '-' : r.workerCpuMsPerJob.toFixed(2),
    cores(r.redisCores),
    cores(r.benchCores),
    cores(r.otherCores),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  for (const row of [header, ...table]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  for (const { kind, ratio, met } of verdicts) {
    if (ratio != null) console.log(`${kindsOf[kind].label}: 1 -> 2 workers ${ratio.toFixed(2)}x, goal >= ${goal}x ${met ? 'met' : 'NOT met'}`);
  }
  for (const r of shortOnes) console.log(`note: ${kindsOf[r.kind].label} with 1 worker took ${r.seconds.toFixed(1)} s, under 10 s: raise BENCH_${r.kind.toUpperCase()}_JOBS for a steadier figure`);
  if (busiest > 0.2) console.log(`note: other processes used up to ${busiest.toFixed(2)} cores during a run: the machine was not quiet, and the ratios say as much about that load as about the worker`);
  console.log('every job completed once, none failed or retried; every email reached the SMTP sink once');
}
