// Proves check-compose can fail: the real files pass, and each drift below is reported.
//   node --test bench/check-compose.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from '../scripts/processes.mjs';
import { checkStack, interpolateDefaults } from './compose-checks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const real = (relPath) => {
  const file = join(root, relPath);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Replaces `from` by `to` in one file; throws when `from` is absent so a stale case cannot pass. */
function edit(relPath, from, to) {
  const original = real(relPath);
  if (original == null || !original.includes(from)) throw new Error(`${relPath} does not contain ${JSON.stringify(from)}`);
  return (path) => (path === relPath ? original.replace(from, to) : real(path));
}

const run = (readText, procs = processes) => checkStack({ readText, root, processes: procs, frontEnds });

function assertReports(readText, pattern, procs) {
  const problems = run(readText, procs);
  assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join('\n') || '(none)'}`);
}

test('the committed files are in step', () => {
  assert.deepEqual(run(real), []);
});

test('interpolateDefaults resolves compose substitutions', () => {
  assert.equal(interpolateDefaults('${WORKER_REPLICAS:-2}'), '2');
  assert.equal(interpolateDefaults('a${X-b}c'), 'abc');
  assert.equal(interpolateDefaults('${ADMIN_PASSWORD:?set it}'), 'ADMIN_PASSWORD');
  assert.equal(interpolateDefaults('postgres://u:${P:-pw}@postgres:5432/db'), 'postgres://u:pw@postgres:5432/db');
});

const composeCases = [
  ['a process without a service', ['  svc-billing:\n', '  svc-billing-old:\n'], /service "svc-billing" is missing/],
  ['a wrong service port', ['BILLING_PORT: "3002"', 'BILLING_PORT: "3005"'], /BILLING_PORT must be "3002"/],
  ['a gateway upstream on loopback', ['INTAKE_URL: http://svc-intake:3001', 'INTAKE_URL: http://127.0.0.1:3001'], /INTAKE_URL must be "http:\/\/svc-intake:3001"/],
  ['services bound to loopback', ['SERVICE_HOST: 0.0.0.0', 'SERVICE_HOST: 127.0.0.1'], /SERVICE_HOST must be 0.0.0.0/],
  ['a healthcheck on the wrong port', ["127.0.0.1:3003/readyz", '127.0.0.1:3300/readyz'], /svc-admin.*healthcheck must call/],
  ['a worker without replicas', ['    deploy:\n      replicas: ${WORKER_REPLICAS:-3}\n', ''], /svc-ai-worker.*deploy.replicas is not set/],
  ['a service without replicas', ['      BILLING_RATE_LIMIT_PER_MINUTE: ${BILLING_RATE_LIMIT_PER_MINUTE:-30}\n    deploy:\n      replicas: ${SERVICE_REPLICAS:-2}\n', '      BILLING_RATE_LIMIT_PER_MINUTE: ${BILLING_RATE_LIMIT_PER_MINUTE:-30}\n'], /svc-billing.*deploy.replicas is not set/],
  ['a service with a single replica', ['replicas: ${SERVICE_REPLICAS:-2}', 'replicas: ${SERVICE_REPLICAS:-1}'], /svc-intake.*deploy.replicas .* does not resolve to a number ≥ 2/],
  ['a replicated service with a fixed container name', ['        PROCESS: svc-admin\n', '        PROCESS: svc-admin\n    container_name: admin\n'], /svc-admin.*container_name prevents running several replicas/],
  ['processes without a restart policy', ['  restart: unless-stopped\n\n# The state', '  restart: "no"\n\n# The state'], /svc-intake.*restart must be one of/],
  ['a healthcheck on a path that is not a probe', ["127.0.0.1:3002/readyz", '127.0.0.1:3002/status'], /svc-billing.*healthcheck must call/],
  ['a worker with a fixed container name', ['    stop_grace_period: 40s\n', '    stop_grace_period: 40s\n    container_name: worker\n'], /container_name/],
  ['a database URL on loopback', ['@postgres:5432/postgres', '@127.0.0.1:5432/postgres'], /DATABASE_URL must point at host "postgres"/],
  ['a store dependency without health condition', ['  postgres:\n    condition: service_healthy', '  postgres:\n    condition: service_started'], /depends_on.postgres must have condition service_healthy/],
  ['a wrong schema', ['BILLING_DB_SCHEMA: billing', 'BILLING_DB_SCHEMA: public'], /BILLING_DB_SCHEMA must be "billing"/],
  ['a published service port', ['    stop_grace_period: 40s\n', '    stop_grace_period: 40s\n    ports: ["3004:3004"]\n'], /svc-ai-worker.*must not publish ports/],
  ['a published port on a replicated service', ['        PROCESS: svc-intake\n', '        PROCESS: svc-intake\n    ports: ["3001:3001"]\n'], /svc-intake.*must not publish ports/],
  ['an image built for another process', ['PROCESS: svc-billing', 'PROCESS: svc-intake'], /svc-billing.*build.args.PROCESS must be "svc-billing"/],
  ['another Dockerfile', ['        PROCESS: svc-admin\n', '        PROCESS: svc-admin\n      dockerfile: svc-admin/Dockerfile\n'], /svc-admin.*build.dockerfile must be "Dockerfile"/],
  ['a gateway that is not published', ['"${GATEWAY_PUBLISHED_ADDRESS:-0.0.0.0}:${GATEWAY_PUBLISHED_PORT:-8080}:8080"', '"8080:9090"'], /must publish container port 8080/],
  ['a wrong Postgres major', ['image: postgres:16.15', 'image: postgres:15.14'], /"postgres" image/],
  ['a floating Postgres major', ['image: postgres:16.15', 'image: postgres:16'], /service "postgres": image "postgres:16" is not pinned to a release/],
  ['Redis on latest', ['image: redis:7.4.11', 'image: redis:latest'], /service "redis": image "redis:latest" is not pinned/],
  ['mailpit without a tag', ['image: axllent/mailpit:v1.27.11', 'image: axllent/mailpit'], /service "mailpit": image "axllent\/mailpit" has no tag/],
  ['an added service on a floating tag', ['\nnetworks:', '\n  otel-collector:\n    image: otel/opentelemetry-collector:0-alpine\n\nnetworks:'], /service "otel-collector": image .* is not pinned/],
  ['a duplicate key', ['      BILLING_DB_SCHEMA: billing\n', '      BILLING_DB_SCHEMA: billing\n      BILLING_DB_SCHEMA: other\n'], /docker-compose.yml: .*[Uu]nique|duplicate/],
  ['broken YAML', ['services:\n', 'services: [\n'], /docker-compose.yml: /],
  ['a default SMTP server', ['SMTP_URL: ${SMTP_URL:-}', 'SMTP_URL: ${SMTP_URL:-smtp://mailpit:1025}'], /SMTP_URL must have no default/],
  ['simulated payments by default', ['PAYMENTS_MODE: ${PAYMENTS_MODE:-}', 'PAYMENTS_MODE: ${PAYMENTS_MODE:-test}'], /PAYMENTS_MODE must have no default/],
  ['mailpit outside the demo switch', ['    profiles: [demo]\n', ''], /"mailpit" must be in profile "demo"/],
  ['a gateway that does not know payments are live', ['      STRIPE_PUBLISHABLE_KEY: ${STRIPE_PUBLISHABLE_KEY:-}\n      # Origins', '      # Origins'], /gateway.*STRIPE_PUBLISHABLE_KEY must be set as for svc-billing/],
  // Backups.
  ['no backup service', ['  backup:\n    image: postgres:16.15\n', '  backups-old:\n    image: postgres:16.15\n'], /service "backup" is missing/],
  ['a backup whose pg_dump is of another major', ['  backup:\n    image: postgres:16.15\n', '  backup:\n    image: postgres:15.14\n'], /"backup": image must be "postgres:16.15"/],
  ['a backup that leaves a schema out', ['      BILLING_DB_SCHEMA: billing\n      ADMIN_DB_SCHEMA: admin\n      BACKUP_DIR', '      ADMIN_DB_SCHEMA: admin\n      BACKUP_DIR'], /"backup": BILLING_DB_SCHEMA must be "billing", as svc-billing's/],
  ['a schema renamed on its service and not on the backup', ['      ADMIN_DB_SCHEMA: admin\n      ADMIN_PASSWORD', '      ADMIN_DB_SCHEMA: desk\n      ADMIN_PASSWORD'], /"backup": ADMIN_DB_SCHEMA must be "desk"/],
  ['a backup into the container', ['      - backups:/backups\n', ''], /"backup": BACKUP_DIR "\/backups" must be a named volume/],
  ['a backup with a script of its own', ['bash /opt/backup/pg-backup.sh', 'pg_dump -Fc -f /backups/x.dump'], /"backup": must run pg-backup.sh from \.\/deploy\/k8s\/backup/],
  ['a backup before Postgres is up', ['    depends_on:\n      postgres:\n        condition: service_healthy\n    healthcheck:\n      test: ["CMD", "bash"', '    healthcheck:\n      test: ["CMD", "bash"'], /"backup": depends_on.postgres must have condition service_healthy/],
  ['a service without its heap settings', ['      BILLING_PORT: "3002"\n      # Its heap settings (scripts/processes.mjs, decision 034).\n      NODE_OPTIONS: "--max-semi-space-size=2 --max-old-space-size=128"\n', '      BILLING_PORT: "3002"\n'], /svc-billing.*NODE_OPTIONS must be "--max-semi-space-size=2 --max-old-space-size=128"/],
  ['other heap settings than npm start', ['NODE_OPTIONS: "--max-semi-space-size=2 --max-old-space-size=96"', 'NODE_OPTIONS: "--max-old-space-size=96"'], /gateway.*NODE_OPTIONS must be/],
  ['an undocumented variable', ['      WORKER_PORT: "3004"\n', '      WORKER_PORT: "3004"\n      MYSTERY_FLAG: "1"\n'], /\.env\.example does not list MYSTERY_FLAG/],
  // The TLS edge (profile tls).
  ['no TLS proxy', ['  caddy:\n', '  proxy:\n'], /service "caddy" is missing/],
  ['a TLS proxy on a moving tag', ['image: caddy:2.10.2-alpine', 'image: caddy:latest'], /"caddy": image must be caddy:2.x.y, pinned/],
  ['a TLS proxy with another Caddyfile', ['./deploy/caddy/Caddyfile:/etc/caddy/Caddyfile:ro', './Caddyfile:/etc/caddy/Caddyfile:ro'], /must mount .\/deploy\/caddy\/Caddyfile/],
  ['a gateway that believes anyone on its own port', ['TRUST_PROXY: ${TRUST_PROXY:-false}', 'TRUST_PROXY: ${TRUST_PROXY:-1}'], /"gateway": TRUST_PROXY must default to false/],
  ['a TLS proxy without a fixed address', ['        ipv4_address: ${EDGE_PROXY_ADDRESS:-172.30.80.2}\n', ''], /needs a fixed ipv4_address on network edge/],
  ['a gateway Caddy cannot reach', ['    networks: [default, edge]', '    networks: [default]'], /"gateway": must be on network edge/],
];
for (const [name, [from, to], pattern] of composeCases) {
  test(`compose: reports ${name}`, () => assertReports(edit('docker-compose.yml', from, to), pattern));
}

const cmd = 'CMD ["sh", "-c", "exec node \\"${PROCESS}/dist/main.js\\""]';
const imageCases = [
  ['Dockerfile', '`npm install`', ['RUN npm ci --no-audit --no-fund --ignore-scripts\n', 'RUN npm install --no-audit --no-fund --ignore-scripts\n'], /must install with `npm ci`/],
  ['Dockerfile', 'root user', ['USER node\n', ''], /non-root user/],
  ['Dockerfile', 'a wrong entry', [cmd, cmd.replace('main.js', 'index.js')], /CMD must be .*svc-admin runs svc-admin\/dist\/main.js/],
  ['Dockerfile', 'a shell-form CMD', [cmd, 'CMD node ${PROCESS}/dist/main.js'], /CMD must be/],
  ['Dockerfile', 'a missing workspace manifest', ['COPY bench/package.json bench/\n', ''], /must copy bench\/package.json/],
  ['Dockerfile', 'another base image', ['ARG NODE_IMAGE=node:24.22.3-bookworm-slim', 'ARG NODE_IMAGE=node:22-alpine'], /base image must be node:24.<minor>.<patch>-bookworm-slim/],
  ['Dockerfile', 'an older Node', ['ARG NODE_IMAGE=node:24.22.3-bookworm-slim', 'ARG NODE_IMAGE=node:22.20.0-bookworm-slim'], /base image must be node:24.<minor>.<patch>-bookworm-slim .*found node:22.20.0-bookworm-slim/],
  ['Dockerfile', 'a floating Node 24', ['ARG NODE_IMAGE=node:24.22.3-bookworm-slim', 'ARG NODE_IMAGE=node:24-bookworm-slim'], /base image must be node:24.<minor>.<patch>-bookworm-slim .*found node:24-bookworm-slim/],
  ['Dockerfile', 'no compile step', ['RUN npx tsc -b tsconfig.build.json\n', ''], /must compile with the production build/],
  ['Dockerfile', 'production dependencies left unpruned', ['RUN node /tmp/prune-optional-peers.mjs /app "${PROCESS}"\n', ''], /must prune the production dependencies after installing them/],
  ['Dockerfile', 'prod deps of another package', ['-w "@biz/${PROCESS}"', '-w @biz/svc-intake'], /production dependencies of the process alone/],
  ['Dockerfile', 'a front end left out of the build', [' -w @biz/mfe-client', ''], /front-end build must include -w @biz\/mfe-client/],
  ['Dockerfile', 'a runtime without its laid out files', ['COPY --from=files /image ./\n', ''], /must copy the production dependencies and the laid out files/],
  // An image that would hold a spec or a test harness.
  ['Dockerfile', 'the development build (specs and harnesses into dist/)', ['RUN npx tsc -b tsconfig.build.json\n', 'RUN npx tsc -b\n'], /must compile nothing but the production build/],
  ['Dockerfile', 'a runtime that copies the whole build', ['COPY --from=files /image ./', 'COPY --from=build /app ./'], /runtime stage must copy only .* found COPY --from=build \/app \.\//],
  ['Dockerfile', 'a runtime that copies sources', ['COPY --from=files /image ./\n', 'COPY --from=files /image ./\nCOPY svc-billing/src svc-billing/src\n'], /found COPY svc-billing\/src/],
  ['Dockerfile', 'files laid out without the check', ['RUN node scripts/image-files.mjs "${PROCESS}" /image', 'RUN mkdir /image && cp -r --parents */dist /image'], /must lay out the process's files with/],
  ['tsconfig.node-build.json', 'a build config that compiles integration specs', [', "${configDir}/src/**/*.int-spec.ts"', ''], /svc-intake\/tsconfig.build.json compiles svc-intake\/src\/.*\.int-spec\.ts, a spec/],
  ['tsconfig.node-build.json', 'a build config that compiles the harnesses', [', "${configDir}/src/testing"', ''], /server-kit\/tsconfig.build.json compiles server-kit\/src\/testing\/.*test harness/],
  ['svc-billing/tsconfig.build.json', 'a package build config without the shared exclusions', ['"extends": "../tsconfig.node-build.json"', '"extends": "../tsconfig.node-tests.json"'], /svc-billing\/tsconfig.build.json compiles svc-billing\/src\/.*spec/],
  ['tsconfig.node-build.json', 'a build into another folder', ['"outDir": "${configDir}/dist"', '"outDir": "${configDir}/build"'], /gateway\/tsconfig.build.json: outDir must be gateway\/dist/],
  ['tsconfig.build.json', 'a package left out of the production build', ['    { "path": "catalog/tsconfig.build.json" },\n', ''], /tsconfig.build.json must reference catalog\/tsconfig.build.json/],
  ['.dockerignore', 'host builds let in', ['**/dist\n', ''], /\.dockerignore must exclude \*\*\/dist/],
];
for (const [file, name, [from, to], pattern] of imageCases) {
  test(`${file}: reports ${name}`, () => assertReports(edit(file, from, to), pattern));
}

test('reports a missing Dockerfile', () => {
  assertReports((path) => (path === 'Dockerfile' ? null : real(path)), /Dockerfile is missing/);
});

test('reports a process that has no service yet', () => {
  const extra = { name: 'svc-reports', entry: 'svc-reports/dist/main.js', portEnv: 'REPORTS_PORT', port: 3005, urlEnv: 'REPORTS_URL' };
  assertReports(real, /service "svc-reports" is missing/, [...processes, extra]);
  assertReports(real, /REPORTS_URL must be "http:\/\/svc-reports:3005"/, [...processes, extra]);
});

test('reports a .dockerignore that lets node_modules in', () => {
  assertReports(edit('.dockerignore', '**/node_modules\n', ''), /\.dockerignore must exclude \*\*\/node_modules/);
});

test('reports a TLS switch that believes another proxy', () => {
  assertReports(edit('compose-tls.env', 'TRUST_PROXY=172.30.80.2', 'TRUST_PROXY=172.30.80.0/24'), /compose-tls.env: TRUST_PROXY must be Caddy's address 172.30.80.2/);
});

test('reports a TLS switch that keeps http addresses', () => {
  assertReports(edit('compose-tls.env', 'PUBLIC_URL=https://localhost', 'PUBLIC_URL=http://localhost'), /compose-tls.env: PUBLIC_URL must be https/);
});

test('reports a demo switch that does not switch', () => {
  assertReports(edit('compose-demo.env', 'PAYMENTS_MODE=test\n', ''), /compose-demo.env must set PAYMENTS_MODE=test/);
});
