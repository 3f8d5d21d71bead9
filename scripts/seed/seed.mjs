// `npm run seed`: fills the running stack with a demo agency through its own public API, as its visitors,
// the agency and the agency's automation platform would: 30 businesses across every pipeline stage, paid,
// refunded and abandoned sprint checkouts, strategy calls, the emails the product sends for all that,
// subscriptions, support tickets with replies, and live automations reporting runs. Prints a client login.
// Idempotent: the demo businesses are found by their addresses' domain, and a second run adds nothing.
// Refused when NODE_ENV is production, or against a stack without billing's test clock (real payments, or
// production). Docs: README "Demo data"; decision 033.
import contracts from '@biz/contracts';
import { ApiActor, SeedProblem, SeedStepError, StackUnreachable } from './api-actor.mjs';
import { DEMO_CLIENT, demoBusinesses, demoEmail } from './demo-businesses.mjs';
import { seedBusiness, seedClient } from './seed-business.mjs';
import { seedConfig } from './seed-config.mjs';

const { PipelineStages, PipelineStageLabel, SUBMISSIONS_PAGE_SIZE_MAX, CLIENT_LOGIN_PATH } = contracts;

/** Businesses seeded side by side: enough to finish in well under a minute on two cores, few enough to stay polite. */
const AT_ONCE = 5;

class SeedRefused extends SeedProblem {}

const config = seedConfig();
const say = (line) => console.log(`[seed] ${line}`);
const businesses = demoBusinesses.map((business) => ({ ...business, email: demoEmail(business, config.demoDomain) }));

/** The demo businesses already on the desk, by address, with their stage. */
async function demoRows(agency) {
  const { submissions } = await agency.call('find the demo businesses', 'adminDashboard', { query: { search: `.${config.demoDomain}`, pageSize: SUBMISSIONS_PAGE_SIZE_MAX } });
  return new Map(submissions.filter((row) => businesses.some((business) => business.email === row.contactEmail)).map((row) => [row.contactEmail, row]));
}

/** Billing's simulated clock answers only in test mode outside production: the one sign of such a stack the API gives. */
async function refuseRealStacks(agency) {
  const { testMode } = await agency.call('billing mode', 'billingConfig');
  const clock = await agency.call('billing test clock', 'testClock').catch((error) => (error instanceof SeedStepError && error.status === 404 ? null : Promise.reject(error)));
  if (!testMode || !clock) throw new SeedRefused(`Refused: the stack at ${config.baseUrl} takes real payments or runs in production (billing has no test clock). Demo data is for a development stack.`);
}

/** The demo client accounts of businesses already there that never confirmed their address: a cut run's. */
async function finishClientAccounts(agency, existing) {
  const resumed = [];
  for (const business of businesses.filter((b) => b.client && existing.has(b.email))) {
    const { account } = await agency.call(`${business.name}: open the record`, 'submissionProfile', { params: { id: existing.get(business.email).id } });
    if (account?.emailVerified) continue;
    await seedClient({ business, agency, config, resume: true });
    resumed.push(business.name);
  }
  return resumed;
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Open strategy-call starts, a few hours apart so the calendar looks booked by people. */
async function spreadSlots(agency) {
  const { slots } = await agency.call('open call slots', 'openCallSlots');
  return slots.filter((_, i) => i % 5 === 2).map((slot) => slot.startsAt);
}

function printLogins(rows) {
  const client = businesses.find((b) => b.name === DEMO_CLIENT.name);
  say(`Desk:   ${new URL('/admin', config.baseUrl)}  (the admin password)`);
  say(`Portal: ${new URL(CLIENT_LOGIN_PATH, config.baseUrl)}  email ${client.email}  password ${DEMO_CLIENT.password}`);
  const byStage = PipelineStages.map((stage) => `${PipelineStageLabel[stage]} ${[...rows.values()].filter((row) => row.stage === stage).length}`);
  say(`${rows.size} demo businesses: ${byStage.join(', ')}`);
}

async function main() {
  if (config.nodeEnv === 'production') throw new SeedRefused('Refused: NODE_ENV is production. Demo data is for a development stack.');
  if (!config.adminPassword) {
    throw new SeedRefused('No admin password: set ADMIN_PASSWORD to the stack\'s, or start the stack with `npm start`, which keeps the one it makes up in RUN_DIR/admin-password.');
  }
  const started = Date.now();
  const agency = new ApiActor(config.baseUrl);
  await agency.call('admin sign-in', 'adminLogin', { body: { password: config.adminPassword } });
  await refuseRealStacks(agency);
  const existing = await demoRows(agency);
  const missing = businesses.filter((business) => !existing.has(business.email));
  const resumed = await finishClientAccounts(agency, existing);
  if (resumed.length) say(`Finished the client accounts a run cut short had left unconfirmed: ${resumed.join(', ')}.`);
  if (!missing.length) {
    say(`The demo data is already there (${existing.size} businesses at *.${config.demoDomain}): nothing added.`);
    printLogins(existing);
    return;
  }
  if (existing.size) say(`${existing.size} demo businesses are already there; adding the other ${missing.length}.`);
  const slots = await spreadSlots(agency);
  // Each visitor from a loopback address of its own when the stack is on this machine: 30 visitors, not one
  // visitor posting 30 intakes (the per-address rate limits hold for each).
  const local = ['localhost', '127.0.0.1'].includes(new URL(config.baseUrl).hostname);
  const totals = { runs: 0 };
  // The businesses with a client account first: the one step that needs the stack's mail fails early, if it does.
  const clientsFirst = [...missing].sort((a, b) => Number(!!b.client) - Number(!!a.client));
  await inBatches(clientsFirst, AT_ONCE, (business) =>
    seedBusiness({ business, agency, config, totals, slot: business.call ? slots.shift() : undefined, localAddress: local ? `127.0.0.${20 + businesses.indexOf(business)}` : undefined }),
  );
  say(`Added ${missing.length} businesses in ${((Date.now() - started) / 1000).toFixed(1)} s; the live automations reported ${totals.runs} runs.`);
  say('Dates: the API stamps submissions, orders, calls, emails and tickets with the time of this run; go-live days and reported runs span the last weeks.');
  printLogins(await demoRows(agency));
}

try {
  await main();
} catch (error) {
  console.error(`[seed] ${error instanceof SeedProblem ? error.message : error.stack}`);
  if (error instanceof StackUnreachable) console.error(`[seed] Start the stack with \`npm start\` (or set SEED_BASE_URL to where it runs), then run \`npm run seed\` again.`);
  process.exitCode = 1;
}
