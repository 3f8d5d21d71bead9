// Proves check-deploy can fail: the committed files pass, and each drift planted below is reported.
//   node --test deploy/check-deploy.test.mts      (after npx tsc -b)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkDeploy, repoInput, type DeployInput } from './check-deploy.mts';

const real = await repoInput();

/** The repo with `from` replaced by `to` in one file; throws when `from` is absent, so a stale case cannot pass. */
function edit(path: string, from: string, to: string): Partial<DeployInput> {
  const original = real.readText(path);
  if (original == null || !original.includes(from)) throw new Error(`${path} does not contain ${JSON.stringify(from)}`);
  return { readText: (p) => (p === path ? original.replace(from, to) : real.readText(p)) };
}

async function assertReports(change: Partial<DeployInput>, pattern: RegExp) {
  const problems = await checkDeploy({ ...real, ...change });
  assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join('\n') || '(none)'}`);
}

test('the committed files are valid and in step', async () => {
  assert.deepEqual(await checkDeploy(real), []);
});

const k8s = (file: string) => `deploy/k8s/${file}`;
const template = k8s('secret-store/secret.template.yaml');
const initContainer = (image: string) => ['      containers:\n', `      initContainers:\n        - name: wait-for-db\n          image: ${image}\n      containers:\n`] as const;

const cases: [name: string, path: string, change: readonly [string, string], pattern: RegExp][] = [
  // Schemas: kubernetes-models' validators.
  ['a field of the wrong type', k8s('svc-billing.yaml'), ['containerPort: 3002', 'containerPort: "3002"'], /svc-billing.yaml .*containerPort must be integer/],
  ['a missing required field', k8s('svc-admin.yaml'), ['        - name: svc-admin\n          image:', '        - image:'], /svc-admin.yaml .*containers\/0 must have required property name/],
  ['a ConfigMap value that is not a string', k8s('config.yaml'), ['INTAKE_PORT: "3001"', 'INTAKE_PORT: 3001'], /config.yaml .*\/data\/INTAKE_PORT must be string/],
  ['an unknown kind', k8s('namespace.yaml'), ['kind: Namespace', 'kind: Namespaces'], /no Kubernetes schema for apiVersion "v1", kind "Namespaces"/],
  ['an issuer that is not valid cert-manager', k8s('cert-manager/cluster-issuer.yaml'), ['    privateKeySecretRef:', '    privateKeyRef:'], /cluster-issuer.yaml .*\/spec\/acme must have required property privateKeySecretRef/],
  ['broken YAML', k8s('svc-admin.yaml'), ['spec:\n  replicas: 2\n', 'spec: [\n  replicas: 2\n'], /^svc-admin.yaml: /],
  ['a duplicate key', k8s('config.yaml'), ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  LOG_LEVEL: debug\n'], /config.yaml: .*unique/i],
  // The kustomization applies what was checked, at one release per process.
  ['a manifest left out of the kustomization', k8s('kustomization.yaml'), ['  - svc-billing.yaml\n', ''], /kustomization.yaml: svc-billing.yaml is not listed/],
  ['a kustomization resource that does not exist', k8s('kustomization.yaml'), ['  - ingress.yaml\n', '  - ingress.yaml\n  - ingress-old.yaml\n'], /kustomization.yaml: resource ingress-old.yaml does not exist/],
  ['a release on latest', k8s('kustomization.yaml'), ['  - name: bizautomate/svc-admin\n    newTag: "0.1.0"', '  - name: bizautomate/svc-admin\n    newTag: latest'], /images: bizautomate\/svc-admin must set newTag to a release/],
  ['a Deployment naming its own tag', k8s('svc-billing.yaml'), ['image: bizautomate/svc-billing\n', 'image: bizautomate/svc-billing:latest\n'], /Deployment "svc-billing": image must be bizautomate\/svc-billing, untagged/],
  // Process table ↔ Deployments ↔ Services.
  ['a process without a Deployment', k8s('svc-admin.yaml'), ['kind: Deployment\nmetadata:\n  name: svc-admin', 'kind: Deployment\nmetadata:\n  name: svc-admin-old'], /Deployment "svc-admin" is missing/],
  ['a process without a Service', k8s('svc-intake.yaml'), ['kind: Service\nmetadata:\n  name: svc-intake', 'kind: Service\nmetadata:\n  name: intake'], /Service "svc-intake" is missing/],
  ['a Deployment of no process', k8s('svc-admin.yaml'), ['kind: Deployment\nmetadata:\n  name: svc-admin', 'kind: Deployment\nmetadata:\n  name: svc-admin-old'], /Deployment "svc-admin-old" is not a process of scripts\/processes.mjs/],
  ['a Service that selects no pod of its process', k8s('svc-intake.yaml'), ['  type: ClusterIP\n  selector:\n    app.kubernetes.io/name: svc-intake', '  type: ClusterIP\n  selector:\n    app.kubernetes.io/name: intake'], /Service "svc-intake": selector must match/],
  ['a wrong container port', k8s('svc-billing.yaml'), ['containerPort: 3002', 'containerPort: 3005'], /Deployment "svc-billing": containerPort must be 3002/],
  ['a Service on another port than its URL', k8s('svc-billing.yaml'), ['      port: 3002', '      port: 80'], /Service "svc-billing": no port targets 3002 on port 3002/],
  ['a public service', k8s('svc-admin.yaml'), ['  type: ClusterIP', '  type: LoadBalancer'], /Service "svc-admin": must be ClusterIP/],
  ['a Deployment without its heap settings', k8s('svc-admin.yaml'), ['          env:\n            - name: NODE_OPTIONS\n              value: "--max-semi-space-size=2 --max-old-space-size=128"\n            - name: V8_FLAGS\n              value: "--optimize-for-size"\n', ''], /Deployment "svc-admin": env NODE_OPTIONS must be "--max-semi-space-size=2 --max-old-space-size=128"/],
  ['a Deployment without its V8 flags', k8s('svc-admin.yaml'), ['            - name: V8_FLAGS\n              value: "--optimize-for-size"\n', ''], /Deployment "svc-admin": env V8_FLAGS must be "--optimize-for-size"/],
  ['a single replica', k8s('gateway.yaml'), ['  replicas: 2', '  replicas: 1'], /Deployment "gateway": replicas must be ≥ 2/],
  ['a replica count on the autoscaled worker', k8s('svc-ai-worker.yaml'), ['spec:\n  # No replicas', 'spec:\n  replicas: 3\n  # No replicas'], /Deployment "svc-ai-worker": replicas must be left to its HorizontalPodAutoscaler, found 3/],
  ['a worker without autoscaler', k8s('svc-ai-worker.yaml'), ['    kind: Deployment\n    name: svc-ai-worker', '    kind: Deployment\n    name: worker'], /Deployment "svc-ai-worker": no HorizontalPodAutoscaler/],
  ['a process without a PodDisruptionBudget', k8s('svc-billing.yaml'), ['  minAvailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: svc-billing', '  minAvailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: billing'], /Deployment "svc-billing": no PodDisruptionBudget selects its pods/],
  // Probes.
  ['a readiness probe on the liveness path', k8s('svc-intake.yaml'), ['            httpGet:\n              path: /readyz', '            httpGet:\n              path: /healthz'], /Deployment "svc-intake": readinessProbe must be httpGet \/readyz on port 3001/],
  ['a gateway restarted while a service is down', k8s('gateway.yaml'), ['          startupProbe:\n            httpGet:\n              path: /readyz', '          startupProbe:\n            httpGet:\n              path: /healthz'], /Deployment "gateway": startupProbe must be httpGet \/readyz on port 8080, found \/healthz/],
  ['a service without a startup probe', k8s('svc-billing.yaml'), ['          startupProbe:\n', '          startupProbeOff:\n'], /Deployment "svc-billing": startupProbe must be httpGet \/healthz on port 3002, found none/],
  // The env: ConfigMap and Secrets.
  ['a secret in the ConfigMap', k8s('config.yaml'), ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  STRIPE_SECRET_KEY: sk_live_x\n'], /ConfigMap "bizautomate-config": STRIPE_SECRET_KEY is a secret/],
  ['a config key the env table lacks', k8s('config.yaml'), ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n  MYSTERY_FLAG: "1"\n'], /MYSTERY_FLAG is not in \.env\.example/],
  ['an upstream on loopback', k8s('config.yaml'), ['INTAKE_URL: http://svc-intake:3001', 'INTAKE_URL: http://127.0.0.1:3001'], /INTAKE_URL must be "http:\/\/svc-intake:3001"/],
  ['services bound to loopback', k8s('config.yaml'), ['SERVICE_HOST: 0.0.0.0', 'SERVICE_HOST: 127.0.0.1'], /ConfigMap "bizautomate-config": SERVICE_HOST must be "0.0.0.0"/],
  ['a committed secret value', k8s('config.yaml'), ['  LOG_LEVEL: info\n', '  LOG_LEVEL: info\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: bizautomate-secrets\nstringData:\n  ADMIN_PASSWORD: a-real-password-1\n'], /Secret "bizautomate-secrets": a Secret with values commits credentials/],
  ['a process without its Secret', k8s('gateway.yaml'), ['            - secretRef:\n                name: gateway-secrets\n', ''], /Deployment "gateway": envFrom must include secretRef gateway-secrets/],
  ["a process reading another process's Secret", k8s('gateway.yaml'), ['                name: gateway-secrets\n', '                name: gateway-secrets\n            - secretRef:\n                name: svc-billing-secrets\n'], /Deployment "gateway": envFrom reads Secret "svc-billing-secrets", not its own/],
  ['a planted secret its process does not read', template, ['  # Sessions and rate limits.\n', '  STRIPE_SECRET_KEY: sk_live_REPLACE_ME\n  # Sessions and rate limits.\n'], /Secret "gateway-secrets": STRIPE_SECRET_KEY is not read by its process/],
  ['a missing secret', template, ['  STRIPE_WEBHOOK_SECRET: whsec_REPLACE_ME\n', ''], /Secret "svc-billing-secrets": STRIPE_WEBHOOK_SECRET is missing/],
  ['a Secret that belongs to no process', template, ['kind: Secret\nmetadata:\n  name: gateway-secrets\n', 'kind: Secret\nmetadata:\n  name: everything-secrets\n'], /Secret "everything-secrets" belongs to no process/],
  ['a process without a Secret in the store', template, ['  name: svc-ai-worker-secrets\n', '  name: worker-secrets\n'], /Secret "svc-ai-worker-secrets" is missing/],
  // Pods: hardened, bounded, third-party images pinned.
  ['a pod given a service account token', k8s('svc-billing.yaml'), ['automountServiceAccountToken: false', 'automountServiceAccountToken: true'], /Deployment "svc-billing": automountServiceAccountToken must be false/],
  ['a container that may run as root', k8s('svc-intake.yaml'), ['        runAsNonRoot: true\n', ''], /Deployment "svc-intake": securityContext.runAsNonRoot must be true/],
  ['a pod without a uid', k8s('svc-intake.yaml'), ['        runAsUser: 1000\n', ''], /Deployment "svc-intake": securityContext.runAsUser must be a non-zero uid/],
  ["a pod without the runtime's seccomp profile", k8s('gateway.yaml'), ['          type: RuntimeDefault\n', '          type: Unconfined\n'], /Deployment "gateway": securityContext.seccompProfile.type must be RuntimeDefault, found Unconfined/],
  ['a container that may gain privileges', k8s('svc-ai-worker.yaml'), ['allowPrivilegeEscalation: false', 'allowPrivilegeEscalation: true'], /Deployment "svc-ai-worker": securityContext.allowPrivilegeEscalation must be false/],
  ['a container without limits', k8s('svc-admin.yaml'), ['            limits:\n              cpu: "1"\n', '            limits:\n'], /Deployment "svc-admin": resources.limits.cpu is not set/],
  ['a CronJob pod that may run as root', k8s('backup-cronjob.yaml'), ['            runAsNonRoot: true\n', ''], /CronJob "postgres-backup": securityContext.runAsNonRoot must be true/],
  ['a sidecar on a floating tag', k8s('svc-intake.yaml'), initContainer('postgres:16'), /Deployment "svc-intake".*image "postgres:16" is not pinned to a release/],
  ['a sidecar without a tag', k8s('svc-intake.yaml'), initContainer('busybox'), /image "busybox" has no tag/],
  // NetworkPolicies.
  ['no default deny', k8s('network-policies.yaml'), ['  podSelector: {}\n  policyTypes: [Ingress, Egress]\n', '  podSelector: {}\n  policyTypes: [Ingress]\n'], /NetworkPolicy: none denies all ingress and egress by default/],
  ['a call the receiving end does not let in', k8s('network-policies.yaml'), ['        - podSelector: { matchLabels: { app.kubernetes.io/name: svc-admin } }\n        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3001 }]', '        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3001 }]'], /no ingress rule lets svc-admin → svc-intake:3001 \(svc-admin reads INTAKE_URL\) in/],
  ['a call the calling end does not let out', k8s('network-policies.yaml'), ['    - to:\n        - podSelector: { matchLabels: { app.kubernetes.io/name: svc-billing } }\n      ports: [{ protocol: TCP, port: 3002 }]\n---\n# The worker', '---\n# The worker'], /no egress rule lets svc-admin → svc-billing:3002 .* out/],
  ['metrics Prometheus cannot reach', k8s('network-policies.yaml'), ["        - podSelector: { matchLabels: { app.kubernetes.io/name: gateway } }\n        - namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } }\n      ports: [{ protocol: TCP, port: 3004 }]", "        - podSelector: { matchLabels: { app.kubernetes.io/name: gateway } }\n      ports: [{ protocol: TCP, port: 3004 }]"], /Prometheus \(namespace monitoring\) cannot reach svc-ai-worker's \/metrics on port 3004/],
  ['an egress open to any address', k8s('network-policies.yaml'), ['    - to:\n        - ipBlock: { cidr: 10.0.0.0/8 }\n      ports:\n        - { protocol: TCP, port: 5432 }', '    - ports:\n        - { protocol: TCP, port: 5432 }'], /NetworkPolicy "gateway": an egress rule with no peers lets its pods out to any address/],
  ['the internet for a process that does not talk to it', k8s('network-policies.yaml'), ['        - ipBlock: { cidr: 10.0.0.0/8 }\n      ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }\n        - { protocol: TCP, port: 6380 }', '        - ipBlock: { cidr: 0.0.0.0/0, except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16] }\n      ports:\n        - { protocol: TCP, port: 5432 }\n        - { protocol: TCP, port: 6379 }\n        - { protocol: TCP, port: 6380 }'], /NetworkPolicy "gateway": lets gateway out to the internet \(0\.0\.0\.0\/0\)/],
  ['an internet egress that reaches the metadata address', k8s('network-policies.yaml'), ['            except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16]', '            except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16]'], /its internet block must leave out 169\.254\.0\.0\/16/],
  // docker-compose.yml.
  ['a process without a compose service', 'docker-compose.yml', ['  svc-billing:\n', '  svc-billing-old:\n'], /service "svc-billing" is missing/],
  ['an image built for another process', 'docker-compose.yml', ['PROCESS: svc-billing', 'PROCESS: svc-intake'], /service "svc-billing": must be built .* build.args.PROCESS "svc-billing"/],
  ['a wrong service port', 'docker-compose.yml', ['BILLING_PORT: "3002"', 'BILLING_PORT: "3005"'], /BILLING_PORT must be "3002"/],
  ['services bound to loopback', 'docker-compose.yml', ['SERVICE_HOST: 0.0.0.0', 'SERVICE_HOST: 127.0.0.1'], /service "svc-intake": SERVICE_HOST must be 0.0.0.0/],
  ['other heap settings than npm start', 'docker-compose.yml', ['NODE_OPTIONS: "--max-semi-space-size=2 --max-old-space-size=96"', 'NODE_OPTIONS: "--max-old-space-size=96"'], /service "gateway": NODE_OPTIONS must be/],
  ['the worker given the V8 flags the process table keeps from it', 'docker-compose.yml', ['V8_FLAGS: "--gc-memory-reducer-start-delay-ms=2000"', 'V8_FLAGS: "--optimize-for-size"'], /service "svc-ai-worker": V8_FLAGS must be "--gc-memory-reducer-start-delay-ms=2000"/],
  ['a healthcheck on the wrong port', 'docker-compose.yml', ['127.0.0.1:3003/readyz', '127.0.0.1:3300/readyz'], /service "svc-admin": healthcheck must call/],
  ['a published service port', 'docker-compose.yml', ['        PROCESS: svc-intake\n', '        PROCESS: svc-intake\n    ports: ["3001:3001"]\n'], /service "svc-intake": must not publish ports/],
  ['a gateway that is not published', 'docker-compose.yml', ['"${GATEWAY_PUBLISHED_ADDRESS:-0.0.0.0}:${GATEWAY_PUBLISHED_PORT:-8080}:8080"', '"8080:9090"'], /service "gateway": must publish container port 8080/],
  ['a service calling another on loopback', 'docker-compose.yml', ['INTAKE_URL: http://svc-intake:3001', 'INTAKE_URL: http://127.0.0.1:3001'], /service "svc-admin": INTAKE_URL must be "http:\/\/svc-intake:3001"/],
  ['a floating Postgres major', 'docker-compose.yml', ['image: postgres:16.15\n    restart', 'image: postgres:16\n    restart'], /service "postgres": image "postgres:16" is not pinned to a release/],
  ['simulated payments by default', 'docker-compose.yml', ['PAYMENTS_MODE: ${PAYMENTS_MODE:-}', 'PAYMENTS_MODE: ${PAYMENTS_MODE:-test}'], /PAYMENTS_MODE must have no default/],
  ['an undocumented variable', 'docker-compose.yml', ['      WORKER_PORT: "3004"\n', '      WORKER_PORT: "3004"\n      MYSTERY_FLAG: "1"\n'], /\.env\.example does not list MYSTERY_FLAG/],
  // The images: deploy/image-checks.mjs (its own cases in image-checks.test.mjs), run with the rest.
  ['images built with the specs and test harnesses', 'Dockerfile', ['RUN npx tsc -b tsconfig.build.json\n', 'RUN npx tsc -b\n'], /Dockerfile: must compile nothing but the production build/],
];
for (const [name, path, [from, to], pattern] of cases) {
  test(`reports ${name} (${path})`, () => assertReports(edit(path, from, to), pattern));
}

test('reports a process that has no manifests nor compose service yet', async () => {
  const processes = [...real.processes, { name: 'svc-reports', entry: 'svc-reports/dist/main.js', portEnv: 'REPORTS_PORT', port: 3005, urlEnv: 'REPORTS_URL', nodeOptions: '', v8Flags: '' }];
  await assertReports({ processes }, /Deployment "svc-reports" is missing/);
  await assertReports({ processes }, /ConfigMap "bizautomate-config": REPORTS_URL must be "http:\/\/svc-reports:3005"/);
  await assertReports({ processes }, /service "svc-reports" is missing/);
});

test('reports a variable dropped from the env table', () => assertReports(edit('.env.example', 'QUEUE_PREFIX=', 'QUEUE_PREFIXES='), /QUEUE_PREFIX is not in \.env\.example/));
