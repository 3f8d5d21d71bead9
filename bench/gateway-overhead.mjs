#!/usr/bin/env node
// What the gateway costs: requests/s and p50/p99 latency of one endpoint through the gateway vs straight
// to the service that owns it, measured in one run. Rounds alternate (direct, gateway, gateway, direct, ...)
// so drift of the machine (other load, CPU boost, GC, caches warming) hits both sides alike.
// Needs the system running (`npm start`). Loopback only; bounded; stops by itself.
//   node bench/gateway-overhead.mjs [--json]
// Env: GATEWAY_URL, BILLING_URL (default: 127.0.0.1 and the ports of scripts/processes.mjs),
//      BENCH_PATH (/api/subscription-plans), BENCH_ROUNDS (3), BENCH_DURATION (5 s a round),
//      BENCH_CONNECTIONS (10), BENCH_WARMUP (1 s a side).
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { portOf, processes } from '../scripts/processes.mjs';

const env = process.env;
const byName = Object.fromEntries(processes.map((p) => [p.name, p]));
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(byName.gateway)}`;
const directUrl = env.BILLING_URL ?? `http://127.0.0.1:${portOf(byName['svc-billing'])}`;
const path = env.BENCH_PATH ?? '/api/subscription-plans';
const rounds = intIn('BENCH_ROUNDS', 3, 1, 10);
const duration = intIn('BENCH_DURATION', 5, 1, 60);
const connections = intIn('BENCH_CONNECTIONS', 10, 1, 256);
const warmup = intIn('BENCH_WARMUP', 1, 0, 10);
const asJson = process.argv.includes('--json');

function intIn(name, fallback, min, max) {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < min || value > max) die(`${name} must be an integer from ${min} to ${max}, got "${env[name]}"`);
  return value;
}

function die(message, code = 1) {
  console.error(`gateway-overhead: ${message}`);
  process.exit(code);
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const targets = [
  { side: 'direct', url: new URL(path, directUrl).href },
  { side: 'gateway', url: new URL(path, gatewayUrl).href },
];
for (const { side, url } of targets) {
  if (!loopback.has(new URL(url).hostname)) die(`${side} URL ${url} is not a loopback address; this benchmark only loads the local machine`);
}

// Safety net: every round is bounded by autocannon's duration; this catches a hung connection.
const budgetMs = (rounds * 2 * duration + 2 * warmup + 30) * 1000;
setTimeout(() => die(`did not finish within ${budgetMs / 1000} s`, 2), budgetMs).unref();

/** Both sides must answer 200 with the same body, or the comparison means nothing. */
async function preflight() {
  const bodies = [];
  for (const { side, url } of targets) {
    let response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    } catch (error) {
      die(`${side} ${url} is unreachable (${error.cause?.code ?? error.message}). Start the system first: npm start`);
    }
    const text = await response.text();
    if (response.status !== 200) die(`${side} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      bodies.push(JSON.parse(text));
    } catch {
      bodies.push(text);
    }
  }
  if (!isDeepStrictEqual(bodies[0], bodies[1])) {
    console.warn('gateway-overhead: warning: the gateway and the service answer different bodies; is the route table right?');
  }
}

/** One autocannon run; latencies come from every 2xx response (hrtime, sub-millisecond). */
function load(url, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, pipelining: 1, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
    });
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const ok = runs.reduce((n, r) => n + r.result['2xx'], 0);
  const seconds = runs.reduce((n, r) => n + r.result.duration, 0);
  return { requestsPerSecond: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: ok };
}

const fmt = {
  rps: (n) => Math.round(n).toLocaleString('en-US').padStart(9),
  ms: (n) => n.toFixed(2).padStart(8),
  ratio: (n) => n.toFixed(2),
};

await preflight();
if (!asJson) {
  console.log(`GET ${path}: ${rounds} rounds x ${duration} s per side, ${connections} connections, alternating order`);
  console.log(`  direct  ${targets[0].url}\n  gateway ${targets[1].url}\n`);
}
if (warmup) for (const { url } of targets) await load(url, warmup);

const runs = { direct: [], gateway: [] };
const problems = [];
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 ? targets : [...targets].reverse();
  for (const { side, url } of order) {
    const run = await load(url, duration);
    const { result } = run;
    if (result.errors || result.timeouts || result.non2xx) {
      problems.push(`${side} round ${round}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
    }
    runs[side].push(run);
    if (!asJson) {
      const s = summarize([run]);
      console.log(`round ${round}  ${side.padEnd(7)} ${fmt.rps(s.requestsPerSecond)} req/s  p50 ${fmt.ms(s.p50)} ms  p99 ${fmt.ms(s.p99)} ms`);
    }
  }
}

const direct = summarize(runs.direct);
const gateway = summarize(runs.gateway);
const ratio = {
  requestsPerSecond: gateway.requestsPerSecond / direct.requestsPerSecond,
  p50: gateway.p50 / direct.p50,
  p99: gateway.p99 / direct.p99,
};

if (asJson) {
  console.log(JSON.stringify({ path, rounds, durationSeconds: duration, connections, direct, gateway, ratio, problems }, null, 2));
} else {
  console.log(`\n${''.padEnd(16)}${'req/s'.padStart(9)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}`);
  for (const [side, s] of [['direct', direct], ['gateway', gateway]]) {
    console.log(`${side.padEnd(16)}${fmt.rps(s.requestsPerSecond)}  ${fmt.ms(s.p50)}  ${fmt.ms(s.p99)}`);
  }
  console.log(
    `\ngateway/direct  req/s ${fmt.ratio(ratio.requestsPerSecond)}  p50 ${fmt.ratio(ratio.p50)}  p99 ${fmt.ratio(ratio.p99)}` +
      '  (req/s below 1 and latency above 1 are the cost of the extra hop)',
  );
}
if (problems.length) die(`failed requests make these figures meaningless:\n  ${problems.join('\n  ')}`);
