import { Endpoints } from '@biz/contracts';
import { withPgClient } from '@biz/server-kit/testing';
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseRowAction } from '../admin/desk-steps';
import { gatewayUrl, runDir as stackRunDir } from '../stack';

// The newcomer's first ten minutes (issue 42), once: a copy of .env.example with only its *_PORT lines
// changed, `npm start` beside the running e2e stack, `npm run seed`, the desk with the printed password and
// a seeded business opened, the portal as the printed demo client. The copy leaves the URLs between the
// processes to the ports (a URL still written in it would send this gateway to ports where nothing of its
// own listens), so this stack answering from its own schemas is the test of that derivation.
// The environment names the stack's schemas, queue prefix and run folder (it wins over the file): the copy's
// own (intake, billing, admin, biz, .run) are a developer's everyday stack, which a test must not touch.
const root = join(__dirname, '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 18080) + 50;
const ports: Record<string, number> = { GATEWAY_PORT: base, GATEWAY_INTERNAL_PORT: base + 1, INTAKE_PORT: base + 2, BILLING_PORT: base + 3, ADMIN_PORT: base + 4, WORKER_PORT: base + 5 };
const url = `http://localhost:${base}`;
const runDir = join(stackRunDir, 'newcomer');
const envFile = join(runDir, 'newcomer.env');
const schemas = { INTAKE_DB_SCHEMA: 'newcomer_intake', BILLING_DB_SCHEMA: 'newcomer_billing', ADMIN_DB_SCHEMA: 'newcomer_admin' };
/** A shell's environment, nothing of this suite's: the variables file and the stack's data names. */
const newcomerEnv = { PATH: process.env.PATH!, HOME: process.env.HOME ?? root, ENV_FILE: envFile, ...schemas, QUEUE_PREFIX: 'newcomer', RUN_DIR: runDir };

/** .env.example with each `NAME_PORT=` line given this stack's port, and nothing else changed. */
function envExampleWithPorts(): { text: string; changed: number } {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  let changed = 0;
  const text = example.replace(/^(\w+_PORT)=\d+$/gm, (line, name: string) => {
    if (!(name in ports)) return line;
    changed += 1;
    return `${name}=${ports[name]}`;
  });
  return { text, changed };
}

/** A root script as a person types it, in a process group of its own; `output` grows as it prints. */
function npm(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', args, { cwd: root, env: newcomerEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function finished(run: ReturnType<typeof npm>): Promise<{ code: number | null; output: string }> {
  const [code] = (run.child.exitCode !== null ? [run.child.exitCode] : await once(run.child, 'exit')) as [number | null];
  return { code, output: run.output() };
}

/** Drops the stack's schemas and queue keys (`node scripts/stack-data.mjs drop`); the copy's database is the local default. */
async function dropData(): Promise<void> {
  const { ENV_FILE: _copy, ...env } = newcomerEnv;
  const drop = spawn(process.execPath, [join(root, 'scripts/stack-data.mjs'), 'drop'], { cwd: root, env, stdio: 'inherit' });
  const [code] = await once(drop, 'exit');
  expect(code).toBe(0);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/newcomer-${name}.png`, fullPage: false });
}

let stack: ReturnType<typeof npm> | undefined;

test.afterAll(async () => {
  if (stack && stack.child.exitCode === null) {
    process.kill(-stack.child.pid!, 'SIGTERM');
    await once(stack.child, 'exit');
  }
  await dropData();
});

test('a copy of .env.example with only its ports changed: npm start beside the e2e stack, npm run seed, the desk and the portal', async ({ browser }) => {
  test.setTimeout(360_000);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const { text, changed } = envExampleWithPorts();
  expect(changed, 'the *_PORT lines of .env.example').toBe(Object.keys(ports).length);
  writeFileSync(envFile, text);
  await dropData();

  stack = npm(['start']);
  await expect.poll(() => stack!.output().includes('BizAutomate is running at') || stack!.child.exitCode !== null, { timeout: 240_000, intervals: [1_000] }).toBe(true);
  expect(stack.child.exitCode, stack.output()).toBeNull();
  expect(stack.output()).toContain(`BizAutomate is running at ${url}`);
  // Not a terminal, so the password is not printed: the line says which file holds it.
  const passwordFile = /\(admin password: in (\S+)\)/.exec(stack.output())?.[1];
  expect(passwordFile, stack.output()).toBe(join(runDir, 'admin-password'));
  const password = readFileSync(passwordFile!, 'utf8').trim();

  for (const path of ['/healthz', '/lockin', '/admin-login', Endpoints.billingConfig.path]) expect((await fetch(`${url}${path}`)).status, path).toBe(200);
  // The e2e stack beside it still serves its pages (its health is the resilience specs' business: they stop a service).
  expect((await fetch(`${gatewayUrl}/lockin`)).status, 'the e2e stack beside it').toBe(200);

  const seed = await finished(npm(['run', 'seed']));
  expect(seed.code, seed.output).toBe(0);
  expect(seed.output).toContain('[seed] Added 30 businesses');
  const [, email, clientPassword] = /Portal: \S+ {2}email (\S+) {2}password (.+)$/m.exec(seed.output)!;
  // The seed went through this gateway to this stack's own services: its rows are in this stack's schemas.
  const submissions = await withPgClient(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', (client) => client.query<{ n: string }>(`SELECT count(*) AS n FROM ${schemas.INTAKE_DB_SCHEMA}.submissions`));
  expect(Number(submissions.rows[0].n)).toBeGreaterThanOrEqual(30);

  const desk = await (await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } })).newPage();
  await desk.goto('/admin-login');
  await desk.getByLabel('Password').fill(password);
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await desk.getByLabel('Search').fill('Harborview');
  await chooseRowAction(desk, 'Harborview Dental Care', 'View profile');
  await expect(desk.getByRole('dialog').getByRole('heading', { name: 'Harborview Dental Care' })).toBeVisible();
  await shot(desk, 'desk-profile');

  const portal = await (await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } })).newPage();
  await portal.goto('/client/login');
  const form = portal.getByRole('form', { name: 'Client login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(clientPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText('Welcome, Harborview Dental Care');
  await shot(portal, 'portal');
});
