// Proves check-manifests can fail: the real files pass, and each drift below is reported.
//   node --test deploy/k8s/check-manifests.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from '../../scripts/processes.mjs';
import { clusterIssuerPath } from './edge-checks.mjs';
import { envKeysOfProcesses } from './env-keys.mjs';
import { checkManifests, secretTemplatePath as template } from './manifest-checks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const realFiles = Object.fromEntries(readdirSync(here).filter((n) => /\.ya?ml$/.test(n)).map((n) => [n, readFileSync(join(here, n), 'utf8')]));
const root = join(here, '..', '..');
const realEnv = readFileSync(join(root, '.env.example'), 'utf8');
const realText = (relPath) => (existsSync(join(root, relPath)) ? readFileSync(join(root, relPath), 'utf8') : null);

/** Replaces `from` by `to` in one file; throws when `from` is absent so a stale case cannot pass. */
function edit(file, from, to) {
  const original = realFiles[file];
  if (original == null || !original.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  return { ...realFiles, [file]: original.replace(from, to) };
}

const realEnvKeys = await envKeysOfProcesses(root, processes);
const run = ({ files = realFiles, procs = processes, envExample = realEnv, readText = realText, envKeys = realEnvKeys } = {}) => checkManifests({ files, processes: procs, envExample, readText, root, frontEnds, envKeys });

async function assertReports(input, pattern) {
  const problems = await run(input);
  assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join('\n') || '(none)'}`);
}

test('the committed manifests are valid and in step', async () => {
  assert.deepEqual(await run(), []);
});

const cases = [
  // Schemas.
  ['a field of the wrong type', 'svc-billing.yaml', ['containerPort: 3002', 'containerPort: "3002"'], /svc-billing.yaml .*containerPort must be integer/],
  ['an unknown field', 'svc-intake.yaml', ['  replicas: 2\n', '  replicas: 2\n  replica: 2\n'], /svc-intake.yaml .*\/spec\/replica is not a field of Deployment/],
  ['an unknown nested field', 'gateway.yaml', ['              path: /readyz\n              port: http\n            periodSeconds: 10', '              path: /readyz\n              port: http\n              timeout: 3\n            periodSeconds: 10'], /gateway.yaml .*readinessProbe\/httpGet\/timeout is not a field of Deployment/],
  ['a missing required field', 'svc-admin.yaml', ['        - name: svc-admin\n          image:', '        - image:'], /svc-admin.yaml .*containers\/0 must have required property name/],
  ['a ConfigMap value that is not a string', 'config.yaml', ['INTAKE_PORT: "3001"', 'INTAKE_PORT: 3001'], /config.yaml .*\/data\/INTAKE_PORT must be string/],
  ['an unknown kind', 'namespace.yaml', ['kind: Namespace', 'kind: Namespaces'], /no Kubernetes schema for apiVersion "v1", kind "Namespaces"/],
  ['broken YAML', 'svc-admin.yaml', ['spec:\n  replicas: 2\n', 'spec: [\n  replicas: 2\n'], /svc-admin.yaml: /],
  ['a duplicate key', 'config.yaml', ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  LOG_LEVEL: debug\n'], /config.yaml: .*[Uu]nique/],
  // Processes.
  ['a wrong container port', 'svc-billing.yaml', ['containerPort: 3002', 'containerPort: 3005'], /Deployment "svc-billing": containerPort must be 3002/],
  ['a readiness probe on the liveness path', 'svc-intake.yaml', ['            httpGet:\n              path: /readyz', '            httpGet:\n              path: /healthz'], /Deployment "svc-intake": readinessProbe must be httpGet \/readyz on port 3001/],
  ['a liveness probe on the wrong path', 'svc-ai-worker.yaml', ['              path: /healthz\n              port: http\n            periodSeconds: 10', '              path: /status\n              port: http\n            periodSeconds: 10'], /Deployment "svc-ai-worker": livenessProbe must be httpGet \/healthz on port 3004/],
  ['a gateway restarted while a service is down', 'gateway.yaml', ['              path: /readyz\n              port: http\n            periodSeconds: 10\n            timeoutSeconds: 3\n            failureThreshold: 5', '              path: /healthz\n              port: http\n            periodSeconds: 10\n            timeoutSeconds: 3\n            failureThreshold: 5'], /Deployment "gateway": livenessProbe must be httpGet \/readyz/],
  ['a gateway killed at start while a service is down', 'gateway.yaml', ['          startupProbe:\n            httpGet:\n              path: /readyz', '          startupProbe:\n            httpGet:\n              path: /healthz'], /Deployment "gateway": startupProbe must be httpGet \/readyz on port 8080, found \/healthz/],
  ['a service without a startup probe', 'svc-billing.yaml', ['          startupProbe:\n', '          startupProbeOff:\n'], /Deployment "svc-billing": startupProbe must be httpGet \/healthz on port 3002, found none/],
  // The private service network.
  ['no default deny', 'network-policies.yaml', ['  podSelector: {}\n  policyTypes: [Ingress, Egress]\n', '  podSelector: {}\n  policyTypes: [Ingress]\n'], /NetworkPolicy: none denies all ingress and egress by default/],
  ['a call the receiving end does not let in', 'network-policies.yaml', ["        - podSelector: { matchLabels: { app.kubernetes.io/name: svc-admin } }\n        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3001 }]", "        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3001 }]"], /no ingress rule lets svc-admin → svc-intake:3001 in \(svc-admin reads INTAKE_URL\)/],
  ['a call the calling end does not let out', 'network-policies.yaml', ["    - to:\n        - podSelector: { matchLabels: { app.kubernetes.io/name: svc-billing } }\n      ports: [{ protocol: TCP, port: 3002 }]\n---\n# The worker", "---\n# The worker"], /no egress rule lets svc-admin → svc-billing:3002 out/],
  ['metrics Prometheus cannot reach', 'network-policies.yaml', ["        - podSelector: { matchLabels: { app.kubernetes.io/name: gateway } }\n        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3004 }]", "        - podSelector: { matchLabels: { app.kubernetes.io/name: gateway } }\n      ports: [{ protocol: TCP, port: 3004 }]"], /Prometheus \(namespace monitoring\) cannot reach svc-ai-worker's \/metrics on port 3004/],
  ['a pod given a service account token', 'svc-billing.yaml', ['automountServiceAccountToken: false', 'automountServiceAccountToken: true'], /Deployment "svc-billing": automountServiceAccountToken must be false/],
  ['replicas without a topology spread', 'svc-intake.yaml', ['topologyKey: kubernetes.io/hostname', 'topologyKey: topology.kubernetes.io/zone'], /Deployment "svc-intake": topologySpreadConstraints must spread its pods/],
  ['a replica count on the autoscaled worker', 'svc-ai-worker.yaml', ['spec:\n  # No replicas', 'spec:\n  replicas: 3\n  # No replicas'], /Deployment "svc-ai-worker": replicas must be left to its HorizontalPodAutoscaler, found 3/],
  ['a process without a Deployment', 'svc-admin.yaml', ['kind: Deployment\nmetadata:\n  name: svc-admin', 'kind: Deployment\nmetadata:\n  name: svc-admin-old'], /Deployment "svc-admin" is missing/],
  ['a process without a Service', 'svc-intake.yaml', ['kind: Service\nmetadata:\n  name: svc-intake', 'kind: Service\nmetadata:\n  name: intake'], /Service "svc-intake" is missing/],
  ['a process without a PodDisruptionBudget', 'svc-billing.yaml', ['kind: PodDisruptionBudget\nmetadata:\n  name: svc-billing\n  labels:\n    app.kubernetes.io/name: svc-billing\n    app.kubernetes.io/part-of: bizautomate\nspec:\n  minAvailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: svc-billing', 'kind: PodDisruptionBudget\nmetadata:\n  name: svc-billing\n  labels:\n    app.kubernetes.io/name: svc-billing\n    app.kubernetes.io/part-of: bizautomate\nspec:\n  minAvailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: billing'], /Deployment "svc-billing": no PodDisruptionBudget selects its pods/],
  ['a single replica', 'gateway.yaml', ['  replicas: 2', '  replicas: 1'], /Deployment "gateway": replicas must be ≥ 2/],
  ['a container without limits', 'svc-admin.yaml', ['            limits:\n              cpu: "1"\n', '            limits:\n'], /Deployment "svc-admin": resources.limits.cpu is not set/],
  ['a container that may run as root', 'svc-intake.yaml', ['        runAsNonRoot: true\n', ''], /Deployment "svc-intake": securityContext.runAsNonRoot must be true/],
  ['a Service on another port than its URL', 'svc-billing.yaml', ['      port: 3002', '      port: 80'], /Service "svc-billing": port must be 3002/],
  ['a public service', 'svc-admin.yaml', ['  type: ClusterIP', '  type: LoadBalancer'], /Service "svc-admin": must be ClusterIP/],
  ['a worker without autoscaler', 'svc-ai-worker.yaml', ['    kind: Deployment\n    name: svc-ai-worker', '    kind: Deployment\n    name: worker'], /"svc-ai-worker" has no HorizontalPodAutoscaler/],
  ['a process without the Secret', 'gateway.yaml', ['            - secretRef:\n                name: gateway-secrets\n', ''], /Deployment "gateway": envFrom must include secretRef/],
  ["a pod without the runtime's seccomp profile", 'gateway.yaml', ['          type: RuntimeDefault\n', '          type: Unconfined\n'], /Deployment "gateway": securityContext.seccompProfile.type must be RuntimeDefault, found Unconfined/],
  ['a container that may gain privileges', 'svc-ai-worker.yaml', ['allowPrivilegeEscalation: false', 'allowPrivilegeEscalation: true'], /Deployment "svc-ai-worker": securityContext.allowPrivilegeEscalation must be false/],
  // The backup CronJob.
  ['no backup', 'backup-cronjob.yaml', ['command: [bash, /opt/backup/pg-backup.sh]', 'command: [pg_dump, -Fc, -f, /backups/x.dump]'], /no CronJob runs backup\/pg-backup.sh/],
  ['a backup pod the default deny keeps from Postgres', 'network-policies.yaml', ['      app.kubernetes.io/name: postgres-backup\n  policyTypes: [Egress]', '      app.kubernetes.io/name: pg-backup\n  policyTypes: [Egress]'], /no egress rule lets CronJob postgres-backup's pods out to port 5432/],
  ['a backup pod that may run as root', 'backup-cronjob.yaml', ['            runAsNonRoot: true\n', ''], /CronJob "postgres-backup": securityContext.runAsNonRoot must be true/],
  ['a backup pod given a service account token', 'backup-cronjob.yaml', ['automountServiceAccountToken: false', 'automountServiceAccountToken: true'], /CronJob "postgres-backup": automountServiceAccountToken must be false/],
  ['a backup without limits', 'backup-cronjob.yaml', ['                limits:\n                  cpu: "1"\n', '                limits:\n'], /CronJob "postgres-backup": resources.limits.cpu is not set/],
  ['backups that may run two at once', 'backup-cronjob.yaml', ['concurrencyPolicy: Forbid', 'concurrencyPolicy: Allow'], /CronJob "postgres-backup": concurrencyPolicy must be Forbid/],
  ['a backup retried without end', 'backup-cronjob.yaml', ['      backoffLimit: 2\n', ''], /CronJob "postgres-backup": jobTemplate.spec.backoffLimit is not set/],
  ['finished backups kept without end', 'backup-cronjob.yaml', ['  failedJobsHistoryLimit: 3\n', ''], /CronJob "postgres-backup": failedJobsHistoryLimit is not set/],
  ['a schema left out of the backups', 'backup-cronjob.yaml', ['                - name: BILLING_DB_SCHEMA\n                  valueFrom:\n                    configMapKeyRef: { name: bizautomate-config, key: BILLING_DB_SCHEMA }\n', ''], /CronJob "postgres-backup": BILLING_DB_SCHEMA must come from ConfigMap "bizautomate-config", or that schema is not backed up/],
  ['a backup reading another Secret', 'backup-cronjob.yaml', ['                    secretKeyRef: { name: postgres-backup-secrets, key: DATABASE_URL }', '                    secretKeyRef: { name: svc-admin-secrets, key: DATABASE_URL }'], /CronJob "postgres-backup": DATABASE_URL must come from Secret "postgres-backup-secrets"/],
  ['a process reading another process\'s Secret', 'gateway.yaml', ['                name: gateway-secrets\n', '                name: gateway-secrets\n            - secretRef:\n                name: svc-billing-secrets\n'], /Deployment "gateway": envFrom reads Secret "svc-billing-secrets", not its own/],
  ['an egress open to any address', 'network-policies.yaml', ['    - to:\n        - ipBlock: { cidr: 10.0.0.0/8 }\n      ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }', '    - ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }'], /NetworkPolicy "gateway": an egress rule with no peers lets its pods out to any address on 5432, 6379, 6380, 4318/],
  ['the internet for a process that does not talk to it', 'network-policies.yaml', ['    - to:\n        - ipBlock: { cidr: 10.0.0.0/8 }\n      ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }', '    - to:\n        - ipBlock: { cidr: 0.0.0.0/0, except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16] }\n      ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }'], /NetworkPolicy "gateway": lets gateway out to the internet \(0\.0\.0\.0\/0\), which only the processes that talk to Stripe, the LLM or SMTP may reach/],
  ['an internet egress that reaches the metadata address', 'network-policies.yaml', ['      app.kubernetes.io/name: svc-billing\n  policyTypes: [Egress]\n  egress:\n    - to:\n        - ipBlock:\n            cidr: 0.0.0.0/0\n            except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16]', '      app.kubernetes.io/name: svc-billing\n  policyTypes: [Egress]\n  egress:\n    - to:\n        - ipBlock:\n            cidr: 0.0.0.0/0\n            except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16]'], /NetworkPolicy "svc-billing-stripe": its internet block \(0\.0\.0\.0\/0\) must leave out 169\.254\.0\.0\/16/],
  ['a backup script of its own', 'backup-cronjob.yaml', ['                name: postgres-backup-scripts\n', '                name: my-backup-script\n'], /CronJob "postgres-backup": \/opt\/backup\/pg-backup.sh must be mounted from a ConfigMap that kustomization.yaml generates from backup\/pg-backup.sh/],
  ['a generated ConfigMap from a file that is gone', 'kustomization.yaml', ['      - backup/pg-restore.sh\n', '      - backup/pg-restore.bash\n'], /kustomization.yaml: configMapGenerator file backup\/pg-restore.bash does not exist/],
  // Config and secrets from the env table.
  ['a config key the env table lacks', 'config.yaml', ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  MYSTERY_FLAG: "1"\n'], /ConfigMap "bizautomate-config": MYSTERY_FLAG is not in \.env\.example/],
  ['a secret in the ConfigMap', 'config.yaml', ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  STRIPE_SECRET_KEY: sk_live_x\n'], /STRIPE_SECRET_KEY is a secret/],
  ['a committed secret value', 'config.yaml', ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: bizautomate-secrets\nstringData:\n  ADMIN_PASSWORD: a-real-password-1\n'], /config.yaml \(document 2, Secret "bizautomate-secrets"\): a Secret with values commits credentials/],
  ['an upstream on loopback', 'config.yaml', ['INTAKE_URL: http://svc-intake:3001', 'INTAKE_URL: http://127.0.0.1:3001'], /INTAKE_URL must be "http:\/\/svc-intake:3001"/],
  ['services bound to loopback', 'config.yaml', ['SERVICE_HOST: 0.0.0.0', 'SERVICE_HOST: 127.0.0.1'], /SERVICE_HOST must be "0.0.0.0"/],
  ['a manifest left out of the kustomization', 'kustomization.yaml', ['  - svc-billing.yaml\n', ''], /kustomization.yaml: svc-billing.yaml is not listed/],
  // The TLS edge.
  ['a gateway published without TLS', 'gateway.yaml', ['  type: ClusterIP', '  type: LoadBalancer'], /Service "gateway": must be ClusterIP, found LoadBalancer \(the public reach it through the Ingress/],
  ['no Ingress', 'ingress.yaml', ['                name: gateway', '                name: gateway-old'], /Ingress: none routes to Service "gateway"/],
  ['a host served without TLS', 'ingress.yaml', ['      secretName: bizautomate-tls\n', ''], /Ingress "gateway": host "bizautomate.example" is served without TLS/],
  ['a certificate nothing renews', 'ingress.yaml', ['    cert-manager.io/cluster-issuer: letsencrypt\n', '    cert-manager.io/issuer-kind: ClusterIssuer\n'], /Ingress "gateway": no cert-manager.io\/cluster-issuer annotation/],
  ['an issuer that does not exist', 'ingress.yaml', ['cluster-issuer: letsencrypt', 'cluster-issuer: letsencrypt-staging'], /ClusterIssuer "letsencrypt-staging" is not in deploy\/k8s\/cert-manager\/cluster-issuer.yaml/],
  ['an Ingress for another host than PUBLIC_URL', 'config.yaml', ['PUBLIC_URL: https://bizautomate.example', 'PUBLIC_URL: https://www.bizautomate.example'], /does not serve PUBLIC_URL's host www.bizautomate.example/],
  ['a public address over http', 'config.yaml', ['PUBLIC_URL: https://bizautomate.example', 'PUBLIC_URL: http://bizautomate.example'], /PUBLIC_URL must be https/],
  ['a gateway that believes no proxy behind the Ingress', 'config.yaml', ['TRUST_PROXY: "1"', 'TRUST_PROXY: "false"'], /TRUST_PROXY must name the ingress controller/],
  ['a gateway any pod can reach', 'network-policies.yaml', ['    - from:\n        - namespaceSelector:\n            matchLabels:\n              kubernetes.io/metadata.name: nginx-ingress\n      ports:', '    - ports:'], /the gateway's port 8080 is open beyond the ingress controller's namespace/],
  // Heap settings: those of npm start, within the container's memory.
  ['a Deployment without its heap settings', 'svc-admin.yaml', ['          env:\n            - name: NODE_OPTIONS\n              value: "--max-semi-space-size=2 --max-old-space-size=128"\n', ''], /Deployment "svc-admin": env NODE_OPTIONS must be "--max-semi-space-size=2 --max-old-space-size=128"/],
  ['an old space too large for the container', 'svc-ai-worker.yaml', ['memory: 768Mi', 'memory: 200Mi'], /Deployment "svc-ai-worker": --max-old-space-size=128 must be at most half of resources.limits.memory \(200Mi\)/],
  // Images: ours at the kustomization's release, the others pinned.
  ['a Deployment naming its own tag', 'svc-billing.yaml', ['image: bizautomate/svc-billing\n', 'image: bizautomate/svc-billing:latest\n'], /Deployment "svc-billing": image must be bizautomate\/svc-billing, untagged/],
  ['a release on latest', 'kustomization.yaml', ['  - name: bizautomate/svc-admin\n    newTag: "0.1.0"', '  - name: bizautomate/svc-admin\n    newTag: latest'], /images: bizautomate\/svc-admin must set newTag to a release/],
  ['a process without a release', 'kustomization.yaml', ['  - name: bizautomate/gateway\n    newTag: "0.1.0"\n', ''], /images: has no entry for bizautomate\/gateway/],
  ['a sidecar on a floating tag', 'svc-intake.yaml', ['      containers:\n', '      initContainers:\n        - name: wait-for-db\n          image: postgres:16\n      containers:\n'], /svc-intake.*container "wait-for-db": image "postgres:16" is not pinned to a release/],
  ['a sidecar without a tag', 'svc-intake.yaml', ['      containers:\n', '      initContainers:\n        - name: wait-for-db\n          image: busybox\n      containers:\n'], /container "wait-for-db": image "busybox" has no tag/],
];
for (const [name, file, [from, to], pattern] of cases) {
  test(`reports ${name}`, () => assertReports({ files: edit(file, from, to) }, pattern));
}

test('reports a process that has no manifests yet', async () => {
  const extra = { name: 'svc-reports', portEnv: 'REPORTS_PORT', port: 3005, urlEnv: 'REPORTS_URL' };
  await assertReports({ procs: [...processes, extra] }, /Deployment "svc-reports" is missing/);
  await assertReports({ procs: [...processes, extra] }, /REPORTS_URL must be "http:\/\/svc-reports:3005"/);
});

test('reports a variable dropped from the env table', () => assertReports({ envExample: realEnv.replace(/^QUEUE_PREFIX=.*$/m, '') }, /QUEUE_PREFIX is not in \.env\.example/));

/** The repo with `from` replaced by `to` in one file (the Dockerfile, a build config). */
function editRepo(relPath, from, to) {
  const original = realText(relPath);
  if (original == null || !original.includes(from)) throw new Error(`${relPath} does not contain ${JSON.stringify(from)}`);
  return (path) => (path === relPath ? original.replace(from, to) : realText(path));
}

// The Secret's keys are documented by the template outside the kustomization, and checked there.
test('reports a secret key the env table lacks', () => assertReports({ readText: editRepo(template, '  ADMIN_PASSWORD: REPLACE_ME\n', '  ADMIN_PASSWORD: REPLACE_ME\n  ADMIN_TOKEN: x\n') }, /Secret "svc-admin-secrets": ADMIN_TOKEN is not in \.env\.example/));
test('reports a missing secret', () => assertReports({ readText: editRepo(template, '  STRIPE_WEBHOOK_SECRET: whsec_REPLACE_ME\n', '') }, /Secret "svc-billing-secrets": STRIPE_WEBHOOK_SECRET is missing \(svc-billing reads it\)/));
test('reports a planted secret that its process does not read', () =>
  assertReports({ readText: editRepo(template, '  # Sessions and rate limits.\n', '  STRIPE_SECRET_KEY: sk_live_REPLACE_ME\n  # Sessions and rate limits.\n') }, /Secret "gateway-secrets": STRIPE_SECRET_KEY is not read by gateway \(its env schema\): each process holds only its own secrets/));
test('reports a Secret that belongs to no process', () =>
  assertReports({ readText: editRepo(template, 'kind: Secret\nmetadata:\n  name: gateway-secrets\n', 'kind: Secret\nmetadata:\n  name: everything-secrets\n') }, /Secret "everything-secrets" belongs to no process/));
test('reports an issuer whose challenge goes through another ingress class', () => assertReports({ readText: editRepo(clusterIssuerPath, '            ingressClassName: nginx', '            ingressClassName: traefik') }, /ClusterIssuer "letsencrypt": its HTTP-01 solver uses ingress class traefik, the Ingress nginx/));
test('reports an issuer that is not valid cert-manager', () => assertReports({ readText: editRepo(clusterIssuerPath, '    privateKeySecretRef:', '    privateKeyRef:') }, /cluster-issuer.yaml .*\/spec\/acme\/privateKeyRef is not a field of ClusterIssuer|must have required property 'privateKeySecretRef'/));
test('reports the secret template gone', () => assertReports({ readText: (path) => (path === template ? null : realText(path)) }, /secret\.template\.yaml is missing/));

// The Deployments run the images of the one Dockerfile: an image that would hold tests fails this check too.
test('reports images built with the specs and test harnesses', () => assertReports({ readText: editRepo('Dockerfile', 'RUN npx tsc -b tsconfig.build.json\n', 'RUN npx tsc -b\n') }, /Dockerfile: must compile nothing but the production build/));
test('reports a production build that compiles the test harnesses', () => assertReports({ readText: editRepo('tsconfig.node-build.json', ', "${configDir}/src/testing"', '') }, /svc-billing\/tsconfig.build.json compiles svc-billing\/src\/testing\//));
