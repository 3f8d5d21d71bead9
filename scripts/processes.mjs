// The processes of the product, in start order. Ports are configurable through the named variables;
// the orchestrator (start.mjs), the e2e suite and the bench scripts all read this one table.
export const processes = [
  { name: 'svc-intake', entry: 'svc-intake/dist/main.js', portEnv: 'INTAKE_PORT', port: 3001, urlEnv: 'INTAKE_URL' },
  { name: 'svc-billing', entry: 'svc-billing/dist/main.js', portEnv: 'BILLING_PORT', port: 3002, urlEnv: 'BILLING_URL' },
  { name: 'svc-admin', entry: 'svc-admin/dist/main.js', portEnv: 'ADMIN_PORT', port: 3003, urlEnv: 'ADMIN_URL' },
  { name: 'svc-ai-worker', entry: 'svc-ai-worker/dist/main.js', portEnv: 'WORKER_PORT', port: 3004, urlEnv: 'WORKER_URL' },
  { name: 'gateway', entry: 'gateway/dist/main.js', portEnv: 'GATEWAY_PORT', port: 8080 },
];

export const frontEnds = ['@biz/shell', '@biz/mfe-intake', '@biz/mfe-lockin', '@biz/mfe-admin', '@biz/mfe-client'];

/** The port a process listens on under `env`. */
export function portOf(proc, env = process.env) {
  return Number(env[proc.portEnv] ?? proc.port);
}
