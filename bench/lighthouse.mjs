#!/usr/bin/env node
// Lighthouse 13, mobile, default simulated throttling, in Debian's Chromium, against the running system:
// each public route and each signed-in screen three times, and per route the median performance score, LCP,
// TBT, CLS, the bytes transferred and the accessibility score. Each run gets a fresh Chromium (no cache
// carried over); a signed-in screen is loaded with a session cookie (the admin's password sign-in, or a new
// proven client account, deleted at the end). Needs the system running (`npm start`) and /usr/bin/chromium.
//   ADMIN_PASSWORD=... node bench/lighthouse.mjs [--json] [--runs N] [route ...]
// Env: GATEWAY_URL (default: http://127.0.0.1:<gateway port of scripts/processes.mjs>), CHROME_PATH (/usr/bin/chromium),
//      ADMIN_PASSWORD (the signed-in screens; without it only the public pages are measured), ADMIN_DB_SCHEMA, DATABASE_URL,
//      CLIENT_EMAIL and CLIENT_PASSWORD (the portal as that client, e.g. the seed's demo client; else a new empty one).
// A business's record page is a route of its own: `/admin/businesses/<id>`, measured with the admin's session.
import { businessRecordAddressOf, PUBLIC_PAGES, SIGNED_IN_PAGES } from '@biz/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { portOf, processes } from '../scripts/processes.mjs';
import { adminCookie } from './lib/admin-session.mjs';
import { clientSession, existingClientSession } from './lib/client-session.mjs';

/** The goal on every public route. */
const GOAL = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const routes = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');
const gateway = processes.find((p) => p.name === 'gateway');
const base = process.env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(gateway)}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run of one URL in a Chromium of its own, with the session `cookie` when given: a signed-in
 * screen that ends elsewhere (the sign-in page) was not measured signed in, and the run fails.
 */
async function measure(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: cookie ? { cookie } : undefined });
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (cookie && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw Object.assign(new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}: the session was not taken`), { final: true });
    }
    return {
      score: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      kb: audits['total-byte-weight'].numericValue / 1024,
      a11y: Math.round(categories.accessibility.score * 100),
    };
  } finally {
    await chrome.kill();
  }
}

const health = await fetch(new URL('/readyz', base)).catch(() => null);
if (!health?.ok) {
  console.error(`The system is not up at ${base} (GET /readyz): start it with \`npm start\` first.`);
  process.exit(1);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, twice at most. */
async function measureWithRetries(url, cookie, attemptsLeft = 3) {
  try {
    return await measure(url, cookie);
  } catch (err) {
    if (attemptsLeft <= 1 || err.final) throw err;
    console.error(`${err.message}: running it again`);
    return measureWithRetries(url, cookie, attemptsLeft - 1);
  }
}

const signedInPages = new Map(SIGNED_IN_PAGES.map((page) => [page.path, page.audience]));
/** Who a route is for: a signed-in page's audience, the admin for a business's record page, none for a public page. */
const audienceOf = (route) => signedInPages.get(route) ?? (businessRecordAddressOf(route) ? 'admin' : undefined);
const adminPassword = process.env.ADMIN_PASSWORD;
// A page with a parameter (a business's record) is measured only at an address given.
const chosen = routes.length ? routes : [...PUBLIC_PAGES, ...(adminPassword ? [...signedInPages.keys()].filter((path) => !path.includes('/:')) : [])];
if (!routes.length && !adminPassword) console.error('ADMIN_PASSWORD is not set: the signed-in screens are left out');
const audiences = new Set(chosen.map(audienceOf).filter(Boolean));
// The client's account is made and deleted by the admin, so any signed-in screen needs the admin's sign-in.
const admin = audiences.size ? await adminCookie('lighthouse', base, adminPassword) : undefined;
// CLIENT_EMAIL and CLIENT_PASSWORD: the portal as an existing client sees it (the seed's demo client, with a week of data).
const existing = process.env.CLIENT_EMAIL && process.env.CLIENT_PASSWORD ? { email: process.env.CLIENT_EMAIL, password: process.env.CLIENT_PASSWORD } : undefined;
const client = audiences.has('client') ? await (existing ? existingClientSession('lighthouse', base, existing) : clientSession('lighthouse', base, admin)) : undefined;
const cookies = { admin, client: client?.cookie };

const rows = [];
try {
  for (const route of chosen) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measureWithRetries(new URL(route, base).href, cookies[audienceOf(route)]));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const scores = samples.map((sample) => sample.score);
    rows.push({ route, score: pick('score'), scoreRange: [Math.min(...scores), Math.max(...scores)], lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), kb: pick('kb'), a11y: pick('a11y') });
  }
} finally {
  await client?.cleanUp();
}

if (asJson) {
  console.log(JSON.stringify({ runs, goal: GOAL, rows }, null, 2));
} else {
  const meets = (row) => row.score >= GOAL.score && row.lcpMs <= GOAL.lcpMs && row.tbtMs <= GOAL.tbtMs && row.cls <= GOAL.cls;
  console.log(`Lighthouse ${runs} runs per route, medians (mobile, simulated throttling) against ${base}`);
  console.log('| route | score | score range | LCP s | TBT ms | CLS | transferred KB | a11y | goal met |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.route} | ${row.score} | ${row.scoreRange.join('–')} | ${(row.lcpMs / 1000).toFixed(1)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${Math.round(row.kb)} | ${row.a11y} | ${meets(row) ? 'yes' : 'no'} |`);
  }
}
