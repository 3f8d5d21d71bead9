import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Endpoints, SESSION_COOKIE, type AdminLoginRequest } from '@biz/contracts';
import { freePort, startOwnGateway } from '../own-gateway';
import { stackEnv } from '../stack';

// The TLS edge as compose's `tls` profile runs it (issue 32): Caddy with deploy/caddy/Caddyfile, its local
// CA for localhost, in front of a gateway that believes that proxy only (TRUST_PROXY, as compose-tls.env
// sets it), over the stack's services. Over https the session cookie is Secure (`__Host-`) and HSTS is
// sent; the same gateway reached on its own port over http does neither.
const caddyfile = join(__dirname, '../../deploy/caddy/Caddyfile');
const hsts = 'max-age=31536000; includeSubDomains';

let caddy: ChildProcess | undefined;
let caddyOutput = '';
let gateway: Awaited<ReturnType<typeof startOwnGateway>> | undefined;
let dataDir: string;
let origin: string;
let httpPort: number;
let rootCa: Buffer;

/** A GET over https that trusts Caddy's local root only: the certificate must be valid for localhost. */
function getVerified(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${origin}${path}`, { ca: rootCa, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const [httpsPort, plainPort] = [await freePort(), await freePort()];
  httpPort = plainPort;
  origin = `https://localhost:${httpsPort}`;
  const service = (portKey: string) => `http://127.0.0.1:${stackEnv[portKey]}`;
  gateway = await startOwnGateway({
    INTAKE_URL: service('INTAKE_PORT'),
    BILLING_URL: service('BILLING_PORT'),
    ADMIN_URL: service('ADMIN_PORT'),
    WORKER_URL: service('WORKER_PORT'),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: origin,
    ALLOWED_ORIGINS: origin,
  });
  dataDir = await mkdtemp(join(tmpdir(), 'tls-edge-'));
  caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      XDG_DATA_HOME: join(dataDir, 'data'),
      XDG_CONFIG_HOME: join(dataDir, 'config'),
      SITE_ADDRESS: 'localhost',
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_HTTP_PORT: String(plainPort),
      GATEWAY_UPSTREAM: new URL(gateway.url).host,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.on('error', (error) => (caddyOutput += `${error.message} (is Caddy installed? apt-get install -y caddy)\n`));
  for (const stream of [caddy.stdout!, caddy.stderr!]) stream.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  const rootPath = join(dataDir, 'data/caddy/pki/authorities/local/root.crt');
  await expect
    .poll(async () => {
      expect(caddy!.exitCode, caddyOutput).toBeNull();
      rootCa = await readFile(rootPath).catch(() => Buffer.alloc(0));
      return rootCa.length > 0 && (await getVerified('/readyz').then((r) => r.status, () => 0));
    }, { timeout: 20_000, message: caddyOutput })
    .toBe(200);
});

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    caddy.kill('SIGTERM');
    await once(caddy, 'exit');
  }
  await gateway?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('over https through Caddy, a certificate valid for localhost, HSTS on every answer, and http redirected', async () => {
  for (const path of ['/', '/admin-login', '/api/billing/config']) {
    const { status, headers } = await getVerified(path);
    expect(status, path).toBe(200);
    expect(headers['strict-transport-security'], path).toBe(hsts);
  }
  // The plain port only redirects: nothing is served over http.
  const redirect = await fetch(`http://localhost:${httpPort}/admin-login`, { redirect: 'manual' });
  expect(redirect.status).toBe(308);
  expect(redirect.headers.get('location')).toMatch(/^https:\/\/localhost(:\d+)?\/admin-login$/);
});

test('signed in over https, the session cookie is Secure and __Host-; the same gateway over plain http sets neither, nor HSTS', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  const page = await context.newPage();
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Total Submissions')).toBeVisible();
  const session = (await context.cookies(origin)).find((c) => c.name === `__Host-${SESSION_COOKIE}`);
  expect(session, JSON.stringify(await context.cookies(origin))).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  await context.close();

  // The gateway's own port from another address than Caddy's: its claim of https is not believed.
  const plain = await signInFromUntrustedPeer({ password: stackEnv.ADMIN_PASSWORD });
  expect(plain.status).toBe(200);
  expect(plain.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  expect(plain.setCookie).not.toMatch(/;\s*Secure/i);
  expect(plain.hsts).toBeUndefined();
});

/**
 * The admin sign-in sent straight to the gateway from 127.0.0.2 (Caddy connects from 127.0.0.1, the one
 * trusted proxy), forging X-Forwarded-Proto: https as any client could.
 */
function signInFromUntrustedPeer(body: AdminLoginRequest): Promise<{ status: number; setCookie: string; hsts: string | string[] | undefined }> {
  const { method, path } = Endpoints.adminLogin;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gateway!.url}${path}`, { method, localAddress: '127.0.0.2', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: (res.headers['set-cookie'] ?? []).join('\n'), hsts: res.headers['strict-transport-security'] }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
