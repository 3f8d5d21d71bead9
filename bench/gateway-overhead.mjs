#!/usr/bin/env node
// What the gateway costs: requests/s and p50/p99 latency of one endpoint through the gateway vs straight
// to the service that owns it, measured in one run. Rounds alternate (direct, gateway, gateway, direct, ...)
// so drift of the machine (other load, CPU boost, GC, caches warming) hits both sides alike.
// Needs the system running (`npm start`). Loopback only; bounded; stops by itself.
//   node bench/gateway-overhead.mjs [--json]
// Env: GATEWAY_URL, BILLING_URL (default: 127.0.0.1 and the ports of scripts/processes.mjs),
//      BENCH_PATH (/api/subscription-plans), BENCH_ROUNDS (3), BENCH_DURATION (5 s a round),
//      BENCH_CONNECTIONS (10), BENCH_WARMUP (1 s a side).
import { isDeepStrictEqual } from 'node:util';
import { portOf, processes } from '../scripts/processes.mjs';
import { compare, die as dieIn, fmt, intSetting, printTable, ratioOf, requireLoopback } from './lib/load.mjs';

const script = 'gateway-overhead';
const die = (message, code) => dieIn(script, message, code);
const env = process.env;
const byName = Object.fromEntries(processes.map((p) => [p.name, p]));
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(byName.gateway)}`;
const directUrl = env.BILLING_URL ?? `http://127.0.0.1:${portOf(byName['svc-billing'])}`;
const path = env.BENCH_PATH ?? '/api/subscription-plans';
const rounds = intSetting(script, 'BENCH_ROUNDS', 3, 1, 10);
const seconds = intSetting(script, 'BENCH_DURATION', 5, 1, 60);
const connections = intSetting(script, 'BENCH_CONNECTIONS', 10, 1, 256);
const warmup = intSetting(script, 'BENCH_WARMUP', 1, 0, 10);
const asJson = process.argv.includes('--json');

const targets = [
  { side: 'direct', url: new URL(path, directUrl).href },
  { side: 'gateway', url: new URL(path, gatewayUrl).href },
];
requireLoopback(script, targets);

// Safety net: every round is bounded by autocannon's duration; this catches a hung connection.
const budgetMs = (rounds * 2 * seconds + 2 * warmup + 30) * 1000;
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
    console.warn(`${script}: warning: the gateway and the service answer different bodies; is the route table right?`);
  }
}

await preflight();
if (!asJson) {
  console.log(`GET ${path}: ${rounds} rounds x ${seconds} s per side, ${connections} connections, alternating order`);
  console.log(`  direct  ${targets[0].url}\n  gateway ${targets[1].url}\n`);
}
const { summaries, problems } = await compare(targets, { rounds, seconds, connections, warmup, quiet: asJson });
const ratio = ratioOf(summaries.gateway, summaries.direct);

if (asJson) {
  console.log(JSON.stringify({ path, rounds, durationSeconds: seconds, connections, ...summaries, ratio, problems }, null, 2));
} else {
  printTable(summaries);
  console.log(
    `\ngateway/direct  req/s ${fmt.ratio(ratio.requestsPerSecond)}  p50 ${fmt.ratio(ratio.p50)}  p99 ${fmt.ratio(ratio.p99)}` +
      '  (req/s below 1 and latency above 1 are the cost of the extra hop)',
  );
}
if (problems.length) die(`failed requests make these figures meaningless:\n  ${problems.join('\n  ')}`);
