#!/usr/bin/env node
// The JavaScript a first visit to `/` costs: every JS response Chromium receives until the page's <h1> is
// visible and hydrated, i.e. the page works (the HTML arrives pre-rendered, so the heading alone shows
// before any script: shell, Module Federation runtime, shared libraries, the remote's entry and chunks), each body
// gzipped at level 9, per file and in total; and the bytes every response (of any type) really took on
// the wire by then, headers and encoded bodies, as the gateway sent them. A fresh browser context, so
// nothing comes from a cache.
// Needs the system running (`npm start`) and Debian's Chromium (/usr/bin/chromium).
//   node bench/initial-js.mjs [--json]
// Env: GATEWAY_URL (default: http://127.0.0.1:<gateway port of scripts/processes.mjs>), BENCH_PAGE (/),
//      BENCH_H1 (the h1 to wait for; default the title of /), BENCH_READY_BUTTON (also wait until the
//      button of that name is enabled: the page is interactive), BENCH_EXCLUDE (a regular expression of
//      script URLs not counted, e.g. Stripe.js), BENCH_STORED_LEAD=1 (the lead form's details are saved in
//      the browser before the page loads, as the form saves them: a checkout sets up its payment only for a
//      lead), CHROMIUM_PATH (/usr/bin/chromium).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { LOCKIN_FORM_STORAGE_KEY } from '@biz/contracts';
import { portOf, processes } from '../scripts/processes.mjs';

const env = process.env;
const gateway = processes.find((p) => p.name === 'gateway');
const base = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(gateway)}`;
const pageUrl = new URL(env.BENCH_PAGE ?? '/', base).href;
const expectedH1 = env.BENCH_H1 ?? 'Get Your FREE AI Automation Plan';
const readyButton = env.BENCH_READY_BUTTON;
const excluded = env.BENCH_EXCLUDE ? new RegExp(env.BENCH_EXCLUDE) : null;
const asJson = process.argv.includes('--json');
/** A lead as the form saves it (LockinLeadForm): one bench lead, so every run reuses its one open order. */
const benchLead = {
  businessName: 'Bench Checkout Co',
  contactEmail: 'bench-checkout@lockin.example',
  contactPhone: '(555) 010-0000',
  industry: 'Home Services',
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$100k - $500k/year',
  mainGoals: 'Measure what the checkout costs a first visit',
  timeline: 'Within 2 weeks',
};
const timeoutMs = 30_000;

const isJs = (response) =>
  !excluded?.test(response.url()) &&
  (response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(response.headers()['content-type'] ?? ''));

const browser = await chromium.launch({
  executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
let files;
let transferred;
let h1Ms;
try {
  const context = await browser.newContext();
  if (env.BENCH_STORED_LEAD === '1') await context.addInitScript(({ key, saved }) => localStorage.setItem(key, saved), { key: LOCKIN_FORM_STORAGE_KEY, saved: JSON.stringify(benchLead) });
  const page = await context.newPage();
  const pending = [];
  const wire = [];
  let recording = true;
  page.on('response', (response) => {
    if (!recording) return;
    wire.push(response.request().sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
    if (!isJs(response)) return;
    // Read the body now: the response is recorded because it arrived before the h1 showed.
    const file = { url: response.url(), status: response.status() };
    pending.push(
      response.body().then(
        (body) => ({ ...file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        (error) => ({ ...file, error: error.message.split('\n')[0] }),
      ),
    );
  });

  const started = Date.now();
  try {
    await page.goto(pageUrl, { waitUntil: 'commit', timeout: timeoutMs });
    await page.locator('h1', { hasText: expectedH1 }).first().waitFor({ state: 'visible', timeout: timeoutMs });
    // Hydrated: React has adopted the server's heading (its fiber is on the element).
    await page.waitForFunction(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')), null, { timeout: timeoutMs });
    if (readyButton) await page.waitForFunction(
      (name) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === name && !b.disabled),
      readyButton,
      { timeout: timeoutMs },
    );
  } catch (error) {
    const h1 = await page.locator('h1').allInnerTexts().catch(() => []);
    throw new Error(
      `no visible <h1> "${expectedH1}" at ${pageUrl} within ${timeoutMs / 1000} s (h1 seen: ${JSON.stringify(h1)}). ` +
        `Is the system running (npm start)? ${error.message.split('\n')[0]}`,
      { cause: error },
    );
  }
  recording = false;
  h1Ms = Date.now() - started;
  files = await Promise.all(pending);
  transferred = { responses: wire.length, bytes: (await Promise.all(wire)).reduce((n, b) => n + b, 0) };
} catch (error) {
  console.error(`initial-js: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
if (process.exitCode) process.exit();

const failed = files.filter((f) => f.status >= 400 || f.error);
if (failed.length) {
  console.error(`initial-js: JS responses failed: ${failed.map((f) => `${f.status} ${f.url} ${f.error ?? ''}`).join(', ')}`);
  process.exit(1);
}
if (!files.length) {
  console.error('initial-js: the page showed its h1 without loading any JavaScript; nothing to measure');
  process.exit(1);
}

const kb = (bytes) => bytes / 1024;
const total = { bytes: files.reduce((n, f) => n + f.bytes, 0), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };

if (asJson) {
  console.log(JSON.stringify({ page: pageUrl, h1: expectedH1, h1VisibleMs: h1Ms, files, total, totalGzipKB: kb(total.gzipBytes), transferred }, null, 2));
} else {
  const until = `"${expectedH1}" was visible and hydrated${readyButton ? ` and "${readyButton}" enabled` : ""}`;
  console.log(`JS loaded by ${pageUrl} until ${until} (${h1Ms} ms), in order of arrival:\n`);
  console.log(`${'gzip KB'.padStart(8)}  ${'raw KB'.padStart(8)}  file`);
  for (const f of files) {
    const path = new URL(f.url).origin === new URL(base).origin ? new URL(f.url).pathname : f.url;
    console.log(`${kb(f.gzipBytes).toFixed(1).padStart(8)}  ${kb(f.bytes).toFixed(1).padStart(8)}  ${path}`);
  }
  console.log(`${kb(total.gzipBytes).toFixed(1).padStart(8)}  ${kb(total.bytes).toFixed(1).padStart(8)}  total: ${files.length} files`);
  console.log(`\ninitial JS of ${new URL(pageUrl).pathname}: ${kb(total.gzipBytes).toFixed(1)} KB gzip (level 9; 1 KB = 1024 bytes)`);
  console.log(`transferred by then: ${kb(transferred.bytes).toFixed(1)} KB in ${transferred.responses} responses (headers and bodies as sent)`);
}
