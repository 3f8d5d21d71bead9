#!/usr/bin/env node
// POST /api/business-intake under load, measured in one run on three sides: through the gateway, straight
// to svc-intake, and against the ceiling (intake-ceiling-server.mjs: minimal Fastify + pg doing the same
// insert). The goal of issue 3 is gateway >= 0.6x the ceiling's requests/s.
// Needs the system running with the rate limit out of the way:
//   INTAKE_RATE_LIMIT_PER_MINUTE=1000000 npm start
//   node bench/intake-throughput.mjs [--json]
// The submissions it made are deleted afterwards (lib/bench-rows.mjs).
// Env: GATEWAY_URL, INTAKE_URL (default: 127.0.0.1 and the ports of scripts/processes.mjs), DATABASE_URL, INTAKE_DB_SCHEMA,
//      BENCH_ROUNDS (3), BENCH_DURATION (5 s a round), BENCH_CONNECTIONS (10), BENCH_WARMUP (1 s a side).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { portOf, processes } from '../scripts/processes.mjs';
import { benchEmail, deleteBenchRows, schemaOf } from './lib/bench-rows.mjs';
import { compare, die as dieIn, fmt, intSetting, printTable, ratioOf, requireLoopback } from './lib/load.mjs';

const script = 'intake-throughput';
const die = (message, code) => dieIn(script, message, code);
const env = process.env;
const byName = Object.fromEntries(processes.map((p) => [p.name, p]));
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(byName.gateway)}`;
const intakeUrl = env.INTAKE_URL ?? `http://127.0.0.1:${portOf(byName['svc-intake'])}`;
const rounds = intSetting(script, 'BENCH_ROUNDS', 3, 1, 10);
const seconds = intSetting(script, 'BENCH_DURATION', 5, 1, 60);
const connections = intSetting(script, 'BENCH_CONNECTIONS', 10, 1, 256);
const warmup = intSetting(script, 'BENCH_WARMUP', 1, 0, 10);
const asJson = process.argv.includes('--json');
const path = '/api/business-intake';

// A plausible visitor; no idempotency key, so every request is a new submission.
const body = JSON.stringify({
  businessName: 'Bright Smile Dental',
  contactEmail: benchEmail,
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  monthlyRevenue: '$25k - $50k',
  primaryGoals: ['Reduce Manual Work', 'Enhance Customer Experience'],
  currentTools: 'Google Calendar, Gmail',
  painPoints: 'Front desk spends hours confirming appointments; no-shows',
});
// Sent as the site's own page sends it (with its Origin), so the cross-origin check is part of what is measured.
const request = (url) => ({ url, method: 'POST', body, headers: { 'content-type': 'application/json', origin: new URL(gatewayUrl).origin } });

const budgetMs = (rounds * 3 * seconds + 3 * warmup + 60) * 1000;
setTimeout(() => die(`did not finish within ${budgetMs / 1000} s`, 2), budgetMs).unref();

async function startCeiling() {
  const child = spawn(process.execPath, [new URL('./intake-ceiling-server.mjs', import.meta.url).pathname], {
    env: { ...env, CEILING_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM')); // also when die() exits early
  let listening = false;
  once(child, 'exit').then(([code]) => listening || die(`the ceiling server exited (${code}) before listening`));
  const [line] = await once(child.stdout, 'data');
  listening = true;
  const port = /listening (\d+)/.exec(String(line))?.[1];
  if (!port) die(`the ceiling server said "${line}"`);
  return { url: `http://127.0.0.1:${port}`, stop: () => (child.kill('SIGTERM'), once(child, 'exit')) };
}

/** Every side must accept the submission, or the comparison means nothing. */
async function preflight(targets) {
  for (const { side, url } of targets) {
    let response;
    try {
      const { method, headers } = request(url);
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      die(`${side} ${url} is unreachable (${error.cause?.code ?? error.message}). Start the system first: INTAKE_RATE_LIMIT_PER_MINUTE=1000000 npm start`);
    }
    if (response.status !== 200) die(`${side} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

const ceiling = await startCeiling();
try {
  const targets = [
    { side: 'ceiling', ...request(new URL(path, ceiling.url).href) },
    { side: 'direct', ...request(new URL(path, intakeUrl).href) },
    { side: 'gateway', ...request(new URL(path, gatewayUrl).href) },
  ];
  requireLoopback(script, targets);
  await preflight(targets);
  if (!asJson) {
    console.log(`POST ${path}: ${rounds} rounds x ${seconds} s per side, ${connections} connections, rotating order`);
    for (const t of targets) console.log(`  ${t.side.padEnd(8)}${t.url}`);
    console.log();
  }
  const { summaries, problems } = await compare(targets, { rounds, seconds, connections, warmup, quiet: asJson });
  const ratios = { gatewayToCeiling: ratioOf(summaries.gateway, summaries.ceiling), directToCeiling: ratioOf(summaries.direct, summaries.ceiling) };
  if (asJson) {
    console.log(JSON.stringify({ path, rounds, durationSeconds: seconds, connections, ...summaries, ratios, problems }, null, 2));
  } else {
    printTable(summaries);
    console.log(`\ngateway/ceiling  req/s ${fmt.ratio(ratios.gatewayToCeiling.requestsPerSecond)}  (goal >= 0.60)`);
    console.log(`direct/ceiling   req/s ${fmt.ratio(ratios.directToCeiling.requestsPerSecond)}`);
  }
  if (problems.length) die(`failed requests make these figures meaningless:\n  ${problems.join('\n  ')}`);
} finally {
  await ceiling.stop();
  const removed = await deleteBenchRows(`DELETE FROM ${schemaOf('INTAKE_DB_SCHEMA', 'intake')}.submissions WHERE contact_email = $1`);
  if (!asJson) console.log(`(removed the ${removed} submissions this run made)`);
}
