#!/usr/bin/env node
// GET /api/admin/clients/:id/plan/pdf through the gateway, warm: the whole download as the admin's browser
// makes it (gateway → svc-admin → svc-intake's record → the ai.render-plan-pdf job → pdfmake in the worker →
// back through Redis), one at a time. Goal of "Agency admin, part 2": warm p50 <= 60 ms.
//   ADMIN_PASSWORD=... npm start
//   ADMIN_PASSWORD=... node bench/plan-pdf.mjs
// Env: GATEWAY_URL (default: 127.0.0.1 and the port of scripts/processes.mjs), ADMIN_PASSWORD,
//      BENCH_REQUESTS (100), BENCH_WARMUP (10).
import { portOf, processes } from '../scripts/processes.mjs';
import { adminCookie } from './lib/admin-session.mjs';
import { benchEmail } from './lib/bench-rows.mjs';
import { die as dieIn, intSetting, percentile, requireLoopback } from './lib/load.mjs';

const script = 'plan-pdf';
const die = (message, code) => dieIn(script, message, code);
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(processes.find((p) => p.name === 'gateway'))}`;
const requests = intSetting(script, 'BENCH_REQUESTS', 100, 10, 10_000);
const warmup = intSetting(script, 'BENCH_WARMUP', 10, 0, 1_000);
requireLoopback(script, [{ side: 'gateway', url: gatewayUrl }]);
setTimeout(() => die('did not finish within 5 minutes', 2), 5 * 60_000).unref();

async function call(method, path, body, cookie) {
  const response = await fetch(new URL(path, gatewayUrl), { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** A business as a visitor makes one: the intake, then three of its workflows chosen (so a plan is written). */
async function plannedBusiness(cookie) {
  const intake = { businessName: 'Bench Harbor Dental Group', contactEmail: benchEmail, industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work', 'Increase Sales & Revenue'], painPoints: 'No-shows and phone tag' };
  const { client, suggestions } = await (await call('POST', '/api/business-intake', intake)).json();
  await call('POST', '/api/workflow-selection', { clientId: client.id, selectedWorkflows: suggestions.slice(0, 3) });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const response = await fetch(new URL(`/api/admin/clients/${client.id}/plan/pdf`, gatewayUrl), { headers: { cookie } });
    if (response.status === 200) return client.id;
    if (response.status !== 409) die(`the PDF answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  die('no plan was generated within 30 s: is the worker running?');
}

const cookie = await adminCookie(script, gatewayUrl, process.env.ADMIN_PASSWORD);
const id = await plannedBusiness(cookie);
try {
  const latencies = [];
  let bytes = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const pdf = await (await call('GET', `/api/admin/clients/${id}/plan/pdf`, undefined, cookie)).arrayBuffer();
    if (i >= warmup) latencies.push(performance.now() - started);
    bytes = pdf.byteLength;
  }
  latencies.sort((a, b) => a - b);
  const [p50, p95] = [percentile(latencies, 50), percentile(latencies, 95)];
  console.log(`GET /api/admin/clients/:id/plan/pdf through ${gatewayUrl}: ${requests} requests one at a time after ${warmup} warm-up, ${(bytes / 1024).toFixed(1)} KB each`);
  console.log(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal: p50 <= 60 ms)`);
} finally {
  // The bench's business goes the way the agency deletes one: from every context, through the admin API.
  await call('DELETE', `/api/admin/clients/${id}`, undefined, cookie);
  console.log('(deleted the business this run made)');
}
