import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gatewayUrl, IDENTITY_PROVIDER, identityProviderPort, publicUrl, runDir, smtpPeerPort, stackEnv } from './stack';

/**
 * Debian's headless shell when installed (Playwright's own choice for headless runs: no browser UI, no GPU
 * process; the suite ran 17% faster on it here), else the full Chromium in its headless mode.
 */
function chromium(): string {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: gatewayUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'pages', testMatch: /(skeleton|a11y|intake|lockin|admin|client|scale)\/.*\.spec\.ts/ },
    // `npm run seed` adds 30 businesses to the stack's desk: after the pages that read the desk.
    { name: 'seed', testMatch: /seed\/.*\.spec\.ts/, dependencies: ['pages'] },
    // Stops a service, so it runs after everything else that needs the whole stack.
    { name: 'resilience', testMatch: /resilience\/.*\.spec\.ts/, dependencies: ['pages', 'seed'] },
    // Deploys a remote to a gateway of its own over a web root of its own: the stack's builds stay as they are.
    { name: 'deploy', testMatch: /deploy\/[^/]+\.spec\.ts$/, dependencies: ['pages'] },
    // A newcomer's own stack from a copy of .env.example (npm start, npm run seed) beside this one; it builds
    // as npm start does, so it runs once nothing else reads the builds.
    { name: 'front-door', testMatch: /front-door\/.*\.spec\.ts/, dependencies: ['pages', 'seed', 'resilience', 'deploy'] },
  ],
  webServer: [
    // The mail server the stack delivers to (SMTP_URL in stackEnv): specs read what it received.
    {
      command: 'node smtp-peer.mjs',
      port: smtpPeerPort,
      env: { SMTP_PEER_PORT: String(smtpPeerPort), RUN_DIR: runDir },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The agency's OpenID provider (STAFF_SSO_ISSUER in stackEnv), with the desk as its client.
    {
      command: 'node ../svc-admin/src/testing/oidc-provider-process.mjs',
      port: identityProviderPort,
      env: { OIDC_PEER_PORT: String(identityProviderPort), OIDC_PEER_CLIENT_ID: IDENTITY_PROVIDER.clientId, OIDC_PEER_CLIENT_SECRET: IDENTITY_PROVIDER.clientSecret, OIDC_PEER_REDIRECT_URI: `${publicUrl}/admin-login` },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // Every run starts from empty schemas and queues: a spec sees what the suite did, never what earlier
    // runs left (a day's list holds 20 steps, the calendar fills up).
    {
      command: 'node ../scripts/start.mjs --no-build --fresh',
      url: `${gatewayUrl}/healthz`,
      env: stackEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
