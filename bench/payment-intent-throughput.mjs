#!/usr/bin/env node
// POST /api/create-payment-intent in test mode (no Stripe key) under load, through the gateway and straight
// to svc-billing, measured in one run. Every request is a new checkout (a pending order and a simulated
// PaymentIntent) with a lead attached, as the checkout page sends it.
// Needs the system running in test mode with the billing rate limit out of the way:
//   BILLING_RATE_LIMIT_PER_MINUTE=100000000 npm start
//   node bench/payment-intent-throughput.mjs [--json]
// The orders it made are deleted afterwards (lib/bench-rows.mjs).
// Env: GATEWAY_URL, BILLING_URL (default: 127.0.0.1 and the ports of scripts/processes.mjs), DATABASE_URL, BILLING_DB_SCHEMA,
//      BENCH_ROUNDS (3), BENCH_DURATION (5 s a round), BENCH_CONNECTIONS (10), BENCH_WARMUP (1 s a side).
import { portOf, processes } from '../scripts/processes.mjs';
import { benchEmail, deleteBenchRows, schemaOf } from './lib/bench-rows.mjs';
import { compare, die as dieIn, fmt, intSetting, printTable, ratioOf, requireLoopback } from './lib/load.mjs';

const script = 'payment-intent-throughput';
const die = (message, code) => dieIn(script, message, code);
const env = process.env;
const byName = Object.fromEntries(processes.map((p) => [p.name, p]));
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(byName.gateway)}`;
const billingUrl = env.BILLING_URL ?? `http://127.0.0.1:${portOf(byName['svc-billing'])}`;
const rounds = intSetting(script, 'BENCH_ROUNDS', 3, 1, 10);
const seconds = intSetting(script, 'BENCH_DURATION', 5, 1, 60);
const connections = intSetting(script, 'BENCH_CONNECTIONS', 10, 1, 256);
const warmup = intSetting(script, 'BENCH_WARMUP', 1, 0, 10);
const asJson = process.argv.includes('--json');
const path = '/api/create-payment-intent';

const body = JSON.stringify({
  package: 'growth',
  lead: {
    businessName: 'Paws & Claws Grooming',
    contactEmail: benchEmail,
    contactPhone: '(555) 123-4567',
    industry: 'Other',
    businessType: 'Small Business (2-10 employees)',
    currentRevenue: '$100k - $500k/year',
    mainGoals: 'Book more grooming appointments without phone tag',
    timeline: 'ASAP (This week)',
  },
});
const request = (url) => ({ url, method: 'POST', body, headers: { 'content-type': 'application/json', origin: new URL(gatewayUrl).origin } });

const budgetMs = (rounds * 2 * seconds + 2 * warmup + 60) * 1000;
setTimeout(() => die(`did not finish within ${budgetMs / 1000} s`, 2), budgetMs).unref();

const targets = [
  { side: 'direct', ...request(new URL(path, billingUrl).href) },
  { side: 'gateway', ...request(new URL(path, gatewayUrl).href) },
];
requireLoopback(script, targets);

for (const { side, url, method, headers } of targets) {
  let response;
  try {
    response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    die(`${side} ${url} is unreachable (${error.cause?.code ?? error.message}). Start the system first: BILLING_RATE_LIMIT_PER_MINUTE=100000000 npm start`);
  }
  const text = await response.text();
  if (response.status !== 200 || !JSON.parse(text).clientSecret) die(`${side} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
}
if (!asJson) console.log(`POST ${path} (test mode): ${rounds} rounds x ${seconds} s per side, ${connections} connections\n`);
let measured;
try {
  measured = await compare(targets, { rounds, seconds, connections, warmup, quiet: asJson });
} finally {
  const removed = await deleteBenchRows(`DELETE FROM ${schemaOf('BILLING_DB_SCHEMA', 'billing')}.orders WHERE lead->>'contactEmail' = $1`);
  if (!asJson) console.log(`(removed the ${removed} orders this run made)\n`);
}
const { summaries, problems } = measured;
const ratio = ratioOf(summaries.gateway, summaries.direct);
if (asJson) console.log(JSON.stringify({ path, rounds, durationSeconds: seconds, connections, ...summaries, gatewayToDirect: ratio, problems }, null, 2));
else {
  printTable(summaries);
  console.log(`\ngateway/direct  req/s ${fmt.ratio(ratio.requestsPerSecond)}`);
}
if (problems.length) die(`failed requests make these figures meaningless:\n  ${problems.join('\n  ')}`);
