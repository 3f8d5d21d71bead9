import { AdminDashboardResponse, ClientDashboardResponse, Endpoints, PipelineStages, SUBMISSIONS_PAGE_SIZE_MAX } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openDeskView, signInAdmin } from '../admin/desk-steps';
import { gatewayUrl, runDir, stackEnv } from '../stack';

// `npm run seed` against the running stack (issue 32, point 7): 30 businesses in every stage, a second run
// adds nothing, and the printed client signs in to a populated portal. The demo domain is this run's own,
// because the e2e schemas outlive a run: the first seed must really seed.
test.describe.configure({ mode: 'serial' });

const run = randomUUID().slice(0, 8);
const demoDomain = `run-${run}.demo.example`;

/** Runs the seed as `npm run seed` does; its mail is the stack's SMTP peer's (the e2e stack sends, it keeps no outbox). */
function seed(env: Record<string, string> = {}): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(__dirname, '../../scripts/seed/main.mjs')], {
    env: {
      ...process.env,
      SEED_BASE_URL: gatewayUrl,
      SEED_DEMO_DOMAIN: demoDomain,
      ADMIN_PASSWORD: stackEnv.ADMIN_PASSWORD,
      EMAIL_OUTBOX_FILE: join(runDir, 'smtp-received.json'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 })));
}

/** A full-page screenshot from the top, without the sign-in's toast over it. */
async function shot(page: Page, name: string) {
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await dismiss.click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/seed-${name}.png`, fullPage: true });
}

let login: { email: string; password: string };

test('the seed fills 30 businesses across every pipeline stage in under a minute, and a second run adds nothing', async ({ page }) => {
  test.setTimeout(150_000);
  const first = await seed();
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain('[seed] Added 30 businesses');
  expect(first.seconds).toBeLessThan(60);
  console.log(first.output.split('\n').filter((line) => /Added|demo businesses:/.test(line)).join('\n'));
  const [, email, password] = /Portal: \S+ {2}email (\S+) {2}password (.+)$/m.exec(first.output)!;
  login = { email, password };

  await signInAdmin(page);
  const rows = async () => {
    const answer = await page.request.get(Endpoints.adminDashboard.path, { params: { search: `.${demoDomain}`, pageSize: SUBMISSIONS_PAGE_SIZE_MAX } });
    return AdminDashboardResponse.parse(await answer.json()).submissions;
  };
  const seeded = await rows();
  expect(seeded).toHaveLength(30);
  expect(new Set(seeded.map((row) => row.stage))).toEqual(new Set(PipelineStages));

  const second = await seed();
  expect(second.code, second.output).toBe(0);
  expect(second.output).toContain(`The demo data is already there (30 businesses at *.${demoDomain}): nothing added.`);
  expect(await rows()).toEqual(seeded);
});

test('a run cut short (the client\'s confirmation not where it looks) is finished by the next one', async ({ page }) => {
  test.setTimeout(150_000);
  const domain = `cut-${run}.demo.example`;
  const cut = await seed({ SEED_DEMO_DOMAIN: domain, EMAIL_OUTBOX_FILE: join(runDir, 'no-such-outbox.jsonl') });
  expect(cut.code).toBe(1);
  expect(cut.output).toMatch(/^\[seed\] (Harborview Dental Care|Cornerstone Chiropractic): no email confirmation link for \S+ in \S+no-such-outbox\.jsonl\./m);
  const next = await seed({ SEED_DEMO_DOMAIN: domain });
  expect(next.code, next.output).toBe(0);
  expect(next.output).toContain('[seed] Finished the client accounts a run cut short had left unconfirmed: ');
  await signInAdmin(page);
  const answer = await page.request.get(Endpoints.adminDashboard.path, { params: { search: `.${domain}`, pageSize: SUBMISSIONS_PAGE_SIZE_MAX } });
  expect(AdminDashboardResponse.parse(await answer.json()).submissions).toHaveLength(30);
  const [, email, password] = /Portal: \S+ {2}email (\S+) {2}password (.+)$/m.exec(next.output)!;
  const signIn = await page.request.post(Endpoints.clientLogin.path, { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const dashboard = ClientDashboardResponse.parse(await (await page.request.get(Endpoints.clientDashboard.path)).json());
  expect(dashboard.client.emailVerified).toBe(true);
  expect(dashboard.automations).toHaveLength(3);
});

test('NODE_ENV=production is refused; a refused step and a stack that is not running each say so in a line', async () => {
  const production = await seed({ NODE_ENV: 'production' });
  expect(production.code).toBe(1);
  expect(production.output.trim()).toBe('[seed] Refused: NODE_ENV is production. Demo data is for a development stack.');
  const wrongPassword = await seed({ ADMIN_PASSWORD: 'not the admin password' });
  expect(wrongPassword.code).toBe(1);
  expect(wrongPassword.output).toMatch(/^\[seed\] admin sign-in: adminLogin answered 401 \(.+\)$/m);
  const nothing = await seed({ SEED_BASE_URL: 'http://127.0.0.1:9' });
  expect(nothing.code).toBe(1);
  expect(nothing.output).toMatch(/^\[seed\] No stack answers at http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\)\n\[seed\] Start the stack with `npm start`/);
});

for (const { name, width } of [{ name: 'desktop', width: 1280 }, { name: 'phone', width: 390 }]) {
  test(`the printed client sees a populated portal, and the desk is full (${name})`, async ({ browser }) => {
    test.skip(!login, 'the seed did not run');
    const client = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await client.goto('/client/login');
    const form = client.getByRole('form', { name: 'Client login' });
    await form.getByLabel('Email').fill(login.email);
    await form.getByLabel(/^Password/).fill(login.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Harborview Dental Care');
    // Two automations live and measured, a third being built; the reported runs make the savings.
    await expect(client.getByText('Measured saving')).toHaveCount(2);
    await expect(client.getByText('Live & Running')).toHaveCount(2);
    await expect(client.getByText('$0.00')).toHaveCount(0);
    await shot(client, `portal-dashboard-${name}`);
    await client.getByRole('tab', { name: 'Subscription' }).click();
    await expect(client.getByRole('heading', { name: 'Your plan: Growth' })).toBeVisible();
    // Its live automations are its sprint's: the plan counts none of them and says where the card's 2 are.
    await expect(client.getByText('0 of 10', { exact: true })).toBeVisible();
    await expect(client.getByText('+ 2 from your sprint, not counted')).toBeVisible();
    await client.getByRole('tab', { name: 'Support' }).click();
    await expect(client.getByText('Can the recall reminders go out in Spanish too?')).toBeVisible();
    await shot(client, `portal-support-${name}`);

    const desk = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInAdmin(desk);
    await openDeskView(desk, 'My day');
    await expect(desk.getByRole('region', { name: 'Tickets waiting' }).getByText(/intake form|Spanish|after-hours/i).first()).toBeVisible();
    await shot(desk, `desk-${name}`);
    await openDeskView(desk, 'Dashboard');
    await desk.getByLabel('Search').fill(`.${demoDomain}`);
    await expect(desk.getByText(/ 30 businesses$/)).toBeVisible();
  });
}
