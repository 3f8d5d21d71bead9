#!/usr/bin/env node
// Fails (exit 1, one line per problem) when deploy/k8s or docker-compose.yml drift from the processes `npm start`
// runs (scripts/processes.mjs), their env schemas and the env table (.env.example), or break a policy of the
// deployment. Each Kubernetes document is checked by the kubernetes-models packages' own validators; the rest is
// the policy across files that no schema knows (decision 047). Needs the build (npx tsc -b), no cluster, no Docker.
//   node deploy/check-deploy.mts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { parseAllDocuments, parseDocument } from 'yaml';
import { frontEnds, processes } from '../scripts/processes.mjs';
import { checkImages, unpinnedImageProblem } from './image-checks.mjs';

export interface Proc { name: string; entry: string; portEnv: string; port: number; urlEnv?: string; nodeOptions: string; v8Flags: string }
export interface DeployInput {
  /** A file of the repo by its path from the root, or null when missing. */
  readText: (path: string) => string | null;
  root: string;
  processes: readonly Proc[];
  /** The variables each process's env schema reads. */
  envKeys: ReadonlyMap<string, ReadonlySet<string>>;
  /** The YAML files of deploy/k8s (the kustomization lists them all). */
  manifests: readonly string[];
}

const k8s = 'deploy/k8s';
/** Checked beside the kustomization's files: the issuer is applied once per cluster. */
const clusterWide = ['cert-manager/cluster-issuer.yaml'];
const secretTemplate = `${k8s}/secret-store/secret.template.yaml`;
const configMapName = 'bizautomate-config';
const imageRepo = 'bizautomate';
const [gateway, worker] = ['gateway', 'svc-ai-worker'];
/** Every Deployment keeps serving while a node drains or a rollout runs. */
const minReplicas = 2;
/** Credentials, or URLs that carry them: never in the ConfigMap. */
const secretKeys = ['DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD', 'STAFF_MFA_KEY', 'LINK_SIGNING_KEY', 'SERVICE_TOKEN_SECRET', 'CLIENT_ADDRESS_KEY', 'STAFF_SSO_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'SMTP_URL'];
/** The backup CronJob's Secret: the database URL alone. */
const backupSecret = { name: 'postgres-backup-secrets', reads: new Set(['DATABASE_URL']) };
/** Reading one of these means a process talks to the internet (Stripe, the LLM, SMTP, the agency's OpenID provider). */
const internetVariables = ['STRIPE_SECRET_KEY', 'OPENAI_BASE_URL', 'SMTP_URL', 'STAFF_SSO_ISSUER'];
const privateRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];
/** Simulated payments and kept mail only behind compose's demo switch (compose-demo.env): no default. */
const demoOnlyEnv = ['PAYMENTS_MODE', 'EMAIL_MODE', 'SMTP_URL'];
/** The packages of the API groups outside Kubernetes' own (their CRDs' models). */
const crdModels: Record<string, string> = { 'cert-manager.io': '@kubernetes-models/cert-manager' };

/** The gateway's /healthz answers 503 while any service is down: its liveness and startup are its own /readyz. */
const livenessPath = (proc: Proc) => (proc.name === gateway ? '/readyz' : '/healthz');
const secretNameOf = (proc: Proc) => `${proc.name}-secrets`;
const labelsMatch = (wanted: Record<string, string> | undefined, labels: Record<string, string>) => !!wanted && Object.keys(wanted).length > 0 && Object.entries(wanted).every(([k, v]) => labels[k] === v);
const selects = (selector: LabelSelector | undefined, labels: Record<string, string>) =>
  !!selector && Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v) && (selector.matchExpressions ?? []).every((e) => (e.operator === 'In' ? e.values?.includes(labels[e.key]) : e.operator !== 'Exists' || e.key in labels));

interface Kinds { Deployment: IDeployment; Service: IService; ConfigMap: IConfigMap; Secret: ISecret; NetworkPolicy: INetworkPolicy; PodDisruptionBudget: IPodDisruptionBudget; HorizontalPodAutoscaler: IHorizontalPodAutoscaler; CronJob: ICronJob }
interface Resource { kind: string; metadata?: { name?: string } }
interface Manifests { all<K extends keyof Kinds>(kind: K): Kinds[K][]; named<K extends keyof Kinds>(kind: K, name: string): Kinds[K] | undefined }
interface Pod { proc: Proc; labels: Record<string, string>; metricsPort: number }
interface Kustomization { resources?: string[]; images?: { name: string; newTag?: string | number; digest?: string }[] }
type Validating = new (data: unknown) => { validate(): void };
type LabelSelector = NonNullable<INetworkPolicy['spec']>['podSelector'];

/** The kubernetes-models class of a kind (`apps/v1` `Deployment` → kubernetes-models/apps/v1/Deployment). */
async function modelOf(apiVersion: string, kind: string): Promise<Validating | undefined> {
  if (!/^([a-z0-9.-]+\/)?v\d+\w*$/.test(apiVersion) || !/^[A-Z]\w*$/.test(kind)) return undefined;
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
  const module: Record<string, Validating> | undefined = await import(`${crdModels[group] ?? 'kubernetes-models'}/${apiVersion}/${kind}`).catch(() => undefined);
  return module?.[kind];
}

/** Resolves to the list of problems, empty when everything is in step. */
export async function checkDeploy(input: DeployInput): Promise<string[]> {
  const { problems, manifests, kustomization } = await readManifests(input);
  const documented = new Set([...(input.readText('.env.example') ?? '').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const pods: Pod[] = [];
  for (const proc of input.processes) problems.push(...processProblems(proc, manifests, pods));
  for (const deployment of manifests.all('Deployment').filter((d) => !input.processes.some((p) => p.name === d.metadata?.name))) problems.push(`Deployment "${deployment.metadata?.name}" is not a process of scripts/processes.mjs`);
  const podSpecs = [...manifests.all('Deployment').map((d) => [`Deployment "${d.metadata?.name}"`, d.spec?.template.spec] as const), ...manifests.all('CronJob').map((c) => [`CronJob "${c.metadata?.name}"`, c.spec?.jobTemplate.spec?.template.spec] as const)];
  for (const [where, pod] of podSpecs) problems.push(...podProblems(where, pod ?? { containers: [] }));
  problems.push(
    ...kustomizationProblems(kustomization, input),
    ...envProblems(manifests, input, documented),
    ...networkProblems(manifests.all('NetworkPolicy'), pods, input),
    ...composeProblems(input, documented),
    ...checkImages({ readText: input.readText, root: input.root, processes: [...input.processes], frontEnds }),
  );
  return problems;
}

/** Every document of deploy/k8s, validated by its kind's kubernetes-models class. */
async function readManifests({ readText, manifests: files }: DeployInput) {
  const problems: string[] = [];
  const resources: Resource[] = [];
  let kustomization: Kustomization | undefined;
  for (const file of [...files, ...clusterWide]) {
    for (const [i, doc] of parseAllDocuments(readText(`${k8s}/${file}`) ?? '').entries()) {
      for (const error of [...doc.errors, ...doc.warnings]) problems.push(`${file}: ${error.message}`);
      const value: { apiVersion?: string; kind?: string; metadata?: { name?: string } } | null = doc.errors.length ? null : doc.toJS();
      if (value?.kind === 'Kustomization') kustomization = value as Kustomization;
      if (!value || value === kustomization) continue;
      const where = `${file} (document ${i + 1}, ${value.kind} "${value.metadata?.name ?? ''}")`;
      const Model = await modelOf(String(value.apiVersion), String(value.kind));
      if (!Model) {
        problems.push(`${where}: no Kubernetes schema for apiVersion "${value.apiVersion}", kind "${value.kind}"`);
        continue;
      }
      try {
        new Model(value).validate();
        resources.push(value as Resource);
      } catch (error) {
        for (const e of (error as { errors?: { instancePath: string; message?: string }[] }).errors ?? [{ instancePath: '', message: String(error) }]) problems.push(`${where}: ${e.instancePath || '/'} ${e.message}`);
      }
    }
  }
  // Only documents their schema accepted are here, so each is the type of its kind.
  const all = <K extends keyof Kinds>(kind: K) => resources.filter((r) => r.kind === kind) as unknown as Kinds[K][];
  const manifests: Manifests = { all, named: (kind, name) => all(kind).find((r) => r.metadata?.name === name) };
  return { problems, manifests, kustomization };
}

/** kubectl apply -k applies what was checked, and each process runs one named release. */
function kustomizationProblems(kustomization: Kustomization | undefined, { manifests, processes }: DeployInput): string[] {
  if (!kustomization) return [`${k8s}/kustomization.yaml is missing`];
  const listed = kustomization.resources ?? [];
  return [
    ...manifests.filter((f) => f !== 'kustomization.yaml' && !listed.includes(f)).map((f) => `kustomization.yaml: ${f} is not listed under resources`),
    ...listed.filter((f) => !manifests.includes(f)).map((f) => `kustomization.yaml: resource ${f} does not exist`),
    ...processes
      .filter((proc) => {
        const image = kustomization.images?.find((i) => i.name === `${imageRepo}/${proc.name}`);
        return !image?.digest && ['', 'latest'].includes(String(image?.newTag ?? ''));
      })
      .map((proc) => `kustomization.yaml: images: ${imageRepo}/${proc.name} must set newTag to a release (not latest) or a digest`),
  ];
}

/** The ConfigMap holds no secret, documents every key and names each process's port and Service; no Secret is committed with values; each process's Secret holds exactly what its env schema reads. */
function envProblems({ named, all }: Manifests, { readText, processes, envKeys }: DeployInput, documented: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const fail = (message: string) => void problems.push(message);
  if (!named('ConfigMap', configMapName)) fail(`ConfigMap "${configMapName}" is missing`);
  const config = named('ConfigMap', configMapName)?.data ?? {};
  for (const key of Object.keys(config)) {
    if (!documented.has(key)) fail(`ConfigMap "${configMapName}": ${key} is not in .env.example (the env table)`);
    if (secretKeys.includes(key)) fail(`ConfigMap "${configMapName}": ${key} is a secret, it belongs in the Secrets of the processes that read it`);
  }
  const expect = (key: string, value: string) => config[key] !== value && fail(`ConfigMap "${configMapName}": ${key} must be "${value}", found "${config[key]}"`);
  expect('NODE_ENV', 'production');
  expect('SERVICE_HOST', '0.0.0.0');
  for (const proc of processes) {
    expect(proc.portEnv, String(proc.port));
    if (proc.urlEnv) expect(proc.urlEnv, `http://${proc.name}:${proc.port}`);
  }

  for (const secret of all('Secret').filter((s) => Object.keys({ ...s.data, ...s.stringData }).length)) fail(`Secret "${secret.metadata?.name}": a Secret with values commits credentials; the Secrets come from the secret store (${k8s}/secret-store/)`);
  const template = new Map(parseAllDocuments(readText(secretTemplate) ?? '').flatMap((d) => {
    const secret: ISecret | null = d.toJS();
    return secret?.kind === 'Secret' ? [[secret.metadata?.name ?? '', Object.keys({ ...secret.data, ...secret.stringData })] as const] : [];
  }));
  const owners = new Map<string, ReadonlySet<string>>([...processes.map((p) => [secretNameOf(p), envKeys.get(p.name) ?? new Set<string>()] as const), [backupSecret.name, backupSecret.reads]]);
  for (const [name, reads] of owners) {
    const keys = template.get(name);
    if (!keys) fail(`${secretTemplate}: Secret "${name}" is missing`);
    for (const key of keys ?? []) if (!reads.has(key)) fail(`Secret "${name}": ${key} is not read by its process (its env schema): each process holds only its own secrets`);
    for (const key of secretKeys.filter((k) => reads.has(k) && keys && !keys.includes(k))) fail(`Secret "${name}": ${key} is missing (its process reads it)`);
  }
  for (const name of [...template.keys()].filter((n) => !owners.has(n))) fail(`${secretTemplate}: Secret "${name}" belongs to no process of scripts/processes.mjs`);
  return problems;
}

/** A process's Deployment, Service and PodDisruptionBudget: its image, port, probes, heap settings and env. Adds its pods to `pods`. */
function processProblems(proc: Proc, { all, named }: Manifests, pods: Pod[]): string[] {
  const problems: string[] = [];
  const fail = (message: string) => void problems.push(message);
  const deployment = named('Deployment', proc.name);
  const service = named('Service', proc.name);
  const where = `Deployment "${proc.name}"`;
  if (!service) fail(`Service "${proc.name}" is missing`);
  if (!deployment) return [...problems, `${where} is missing (scripts/processes.mjs runs it)`];
  const template = deployment.spec?.template;
  const labels = template?.metadata?.labels ?? {};
  pods.push({ proc, labels, metricsPort: Number(template?.metadata?.annotations?.['prometheus.io/port'] ?? proc.port) });
  // The worker's count is its HorizontalPodAutoscaler's: a replicas field would reset it at every apply.
  if (proc.name === worker) {
    if (deployment.spec?.replicas !== undefined) fail(`${where}: replicas must be left to its HorizontalPodAutoscaler, found ${deployment.spec.replicas}`);
    if (!all('HorizontalPodAutoscaler').some((h) => h.spec?.scaleTargetRef.name === worker && (h.spec.minReplicas ?? 1) >= minReplicas)) fail(`${where}: no HorizontalPodAutoscaler keeps at least ${minReplicas} replicas`);
  } else if (!((deployment.spec?.replicas ?? 1) >= minReplicas)) fail(`${where}: replicas must be ≥ ${minReplicas}, found ${deployment.spec?.replicas}`);
  if (!all('PodDisruptionBudget').some((p) => labelsMatch(p.spec?.selector?.matchLabels, labels))) fail(`${where}: no PodDisruptionBudget selects its pods`);

  const image = `${imageRepo}/${proc.name}`;
  const container = template?.spec?.containers.find((c) => c.image?.split(/[:@]/)[0] === image);
  if (!container) return [...problems, `${where}: no container runs image ${image}`];
  // One place names the release: kustomization.yaml's images: entry.
  if (container.image !== image) fail(`${where}: image must be ${image}, untagged (its tag is kustomization.yaml's newTag), found ${container.image}`);
  const portOf = (port: number | string | undefined) => (typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort);
  if (!container.ports?.some((p) => p.containerPort === proc.port)) fail(`${where}: containerPort must be ${proc.port} (${proc.portEnv})`);
  for (const [probe, path] of [['startupProbe', livenessPath(proc)], ['readinessProbe', '/readyz'], ['livenessProbe', livenessPath(proc)]] as const) {
    const get = container[probe]?.httpGet;
    if (get?.path !== path || portOf(get.port) !== proc.port) fail(`${where}: ${probe} must be httpGet ${path} on port ${proc.port}, found ${get ? `${get.path} on ${get.port}` : 'none'}`);
  }
  const nodeOptions = container.env?.find((e) => e.name === 'NODE_OPTIONS')?.value;
  if (nodeOptions !== proc.nodeOptions) fail(`${where}: env NODE_OPTIONS must be "${proc.nodeOptions}" (scripts/processes.mjs), found "${nodeOptions}"`);
  const v8Flags = container.env?.find((e) => e.name === 'V8_FLAGS')?.value ?? '';
  if (v8Flags !== proc.v8Flags) fail(`${where}: env V8_FLAGS must be "${proc.v8Flags}" (scripts/processes.mjs; the image's CMD passes it to node), found "${v8Flags}"`);
  const envFrom = container.envFrom ?? [];
  if (!envFrom.some((e) => e.configMapRef?.name === configMapName)) fail(`${where}: envFrom must include configMapRef ${configMapName}`);
  const secretRefs = envFrom.flatMap((e) => (e.secretRef ? [e.secretRef.name] : []));
  if (!secretRefs.includes(secretNameOf(proc))) fail(`${where}: envFrom must include secretRef ${secretNameOf(proc)}`);
  for (const other of secretRefs.filter((n) => n !== secretNameOf(proc))) fail(`${where}: envFrom reads Secret "${other}", not its own: each process holds only its own secrets`);
  if (!service) return problems;
  if (!labelsMatch(service.spec?.selector, labels)) fail(`Service "${proc.name}": selector must match Deployment "${proc.name}"'s pods`);
  // The other processes reach it at http://<name>:<port> (its URL variable), so that Service listens on that port.
  if (!service.spec?.ports?.some((p) => portOf(p.targetPort ?? p.port) === proc.port && (!proc.urlEnv || p.port === proc.port))) fail(`Service "${proc.name}": no port targets ${proc.port}${proc.urlEnv ? ` on port ${proc.port} (${proc.urlEnv} names it)` : ''}`);
  if ((service.spec?.type ?? 'ClusterIP') !== 'ClusterIP') fail(`Service "${proc.name}": must be ClusterIP (the public reach the gateway through the Ingress), found ${service.spec?.type}`);
  return problems;
}

function podProblems(where: string, pod: IPodSpec): string[] {
  const problems: string[] = [];
  // No process calls the Kubernetes API: no token in the pod for an attacker to use.
  if (pod.automountServiceAccountToken !== false) problems.push(`${where}: automountServiceAccountToken must be false`);
  for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
    const at = `${where}${pod.containers.length > 1 ? ` (container ${c.name})` : ''}`;
    const security = { ...pod.securityContext, ...c.securityContext };
    if (security.runAsNonRoot !== true) problems.push(`${at}: securityContext.runAsNonRoot must be true`);
    // The image's USER is a name (`node`), which the kubelet cannot check against runAsNonRoot.
    if (!((security.runAsUser ?? 0) > 0)) problems.push(`${at}: securityContext.runAsUser must be a non-zero uid`);
    if (security.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${at}: securityContext.seccompProfile.type must be RuntimeDefault, found ${security.seccompProfile?.type}`);
    if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${at}: securityContext.allowPrivilegeEscalation must be false`);
    for (const bound of ['requests', 'limits'] as const) for (const r of ['cpu', 'memory']) if (c.resources?.[bound]?.[r] == null) problems.push(`${at}: resources.${bound}.${r} is not set`);
    const unpinned = c.image?.startsWith(`${imageRepo}/`) ? undefined : unpinnedImageProblem(c.image);
    if (unpinned) problems.push(`${at}: ${unpinned}`);
  }
  return problems;
}

/** A default deny; each call a process makes (its `*_URL` variables) let out and in, Prometheus to /metrics; no egress to any address. */
function networkProblems(policies: INetworkPolicy[], pods: Pod[], { readText, envKeys }: DeployInput): string[] {
  const problems: string[] = [];
  if (!policies.some((p) => !Object.keys(p.spec?.podSelector ?? { x: 1 }).length && (['Ingress', 'Egress'] as const).every((t) => p.spec?.policyTypes?.includes(t)) && !p.spec?.ingress?.length && !p.spec?.egress?.length)) problems.push('NetworkPolicy: none denies all ingress and egress by default');
  const on = (labels: Record<string, string>, type: 'Ingress' | 'Egress') => policies.filter((p) => p.spec?.policyTypes?.includes(type) && selects(p.spec.podSelector, labels));
  const opens = (rule: { ports?: { port?: number | string }[] }, port: number) => !rule.ports?.length || rule.ports.some((p) => p.port === port);
  for (const caller of pods) {
    const env = readText(`${caller.proc.name}/src/config/env.ts`) ?? '';
    for (const target of pods.filter((t) => t.proc.urlEnv && t !== caller && new RegExp(`\\b${t.proc.urlEnv}\\b`).test(env))) {
      const edge = `${caller.proc.name} → ${target.proc.name}:${target.proc.port} (${caller.proc.name} reads ${target.proc.urlEnv})`;
      if (!on(target.labels, 'Ingress').some((p) => p.spec?.ingress?.some((r) => opens(r, target.proc.port) && (!r.from?.length || r.from.some((f) => !f.namespaceSelector && selects(f.podSelector, caller.labels)))))) problems.push(`NetworkPolicy: no ingress rule lets ${edge} in`);
      if (!on(caller.labels, 'Egress').some((p) => p.spec?.egress?.some((r) => opens(r, target.proc.port) && r.to?.some((t) => !t.namespaceSelector && selects(t.podSelector, target.labels))))) problems.push(`NetworkPolicy: no egress rule lets ${edge} out`);
    }
  }
  const monitoring = (peer: { namespaceSelector?: LabelSelector }) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring';
  for (const pod of pods.filter((p) => !on(p.labels, 'Ingress').some((policy) => policy.spec?.ingress?.some((r) => opens(r, p.metricsPort) && r.from?.some(monitoring))))) problems.push(`NetworkPolicy: Prometheus (namespace monitoring) cannot reach ${pod.proc.name}'s /metrics on port ${pod.metricsPort}`);
  for (const policy of policies) {
    const name = `NetworkPolicy "${policy.metadata?.name}"`;
    for (const rule of policy.spec?.egress ?? []) {
      if (!rule.to?.length) problems.push(`${name}: an egress rule with no peers lets its pods out to any address: name them (podSelector, or an ipBlock)`);
      for (const block of (rule.to ?? []).flatMap((t) => (t.ipBlock && ['0.0.0.0/0', '::/0'].includes(t.ipBlock.cidr) ? [t.ipBlock] : []))) {
        for (const pod of pods.filter((p) => selects(policy.spec?.podSelector, p.labels) && !internetVariables.some((k) => envKeys.get(p.proc.name)?.has(k)))) problems.push(`${name}: lets ${pod.proc.name} out to the internet (${block.cidr}), though it talks to neither Stripe, the LLM, SMTP nor an OpenID provider`);
        const open = privateRanges.filter((range) => !block.except?.includes(range));
        if (open.length) problems.push(`${name}: its internet block must leave out ${open.join(', ')} (the private network and the metadata address)`);
      }
    }
  }
  return problems;
}

interface ComposeService { image?: string; build?: { context?: string; args?: Record<string, string> }; environment?: Record<string, unknown> | string[]; ports?: (string | { target: number | string })[]; healthcheck?: { test?: string | string[] } }

/** `${VAR:-default}` → default; `${VAR}` and `${VAR:?message}` → VAR. */
const interpolated = (value: unknown) => String(value ?? '').replace(/\$\{(\w+)(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_m, name: string, fallback?: string) => fallback ?? name);

/** docker-compose.yml: a service per process, built for it, on its port and heap settings; only the gateway published. */
function composeProblems({ readText, processes }: DeployInput, documented: ReadonlySet<string>): string[] {
  const doc = parseDocument(readText('docker-compose.yml') ?? '', { merge: true });
  if (doc.errors.length) return doc.errors.map((e) => `docker-compose.yml: ${e.message}`);
  const services: Record<string, ComposeService> = doc.toJS({ maxAliasCount: 1000 })?.services ?? {};
  const problems: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    const unpinned = service.build ? undefined : unpinnedImageProblem(interpolated(service.image));
    if (unpinned) problems.push(`service "${name}": ${unpinned}`);
  }
  for (const proc of processes) {
    const service = services[proc.name];
    const where = `service "${proc.name}"`;
    if (!service) {
      problems.push(`${where} is missing (scripts/processes.mjs runs it)`);
      continue;
    }
    const list = service.environment ?? {};
    const env: Record<string, string> = Array.isArray(list) ? Object.fromEntries(list.map((line) => [line.split('=')[0], line.split('=').slice(1).join('=')])) : Object.fromEntries(Object.entries(list).map(([k, v]) => [k, String(v ?? '')]));
    const published = (service.ports ?? []).map((p) => Number(typeof p === 'object' ? interpolated(p.target) : interpolated(p).split('/')[0].split(':').at(-1)));
    if (service.build?.context !== '.' || service.build.args?.PROCESS !== proc.name) problems.push(`${where}: must be built from the Dockerfile at the root with build.args.PROCESS "${proc.name}"`);
    const host = proc.name === gateway ? 'GATEWAY_HOST' : 'SERVICE_HOST';
    if (env[host] !== '0.0.0.0') problems.push(`${where}: ${host} must be 0.0.0.0 (127.0.0.1 is unreachable from other containers), found "${env[host]}"`);
    if (env[proc.portEnv] !== String(proc.port)) problems.push(`${where}: ${proc.portEnv} must be "${proc.port}", found "${env[proc.portEnv]}"`);
    if (env.NODE_OPTIONS !== proc.nodeOptions) problems.push(`${where}: NODE_OPTIONS must be "${proc.nodeOptions}" (scripts/processes.mjs), found "${env.NODE_OPTIONS}"`);
    if ((env.V8_FLAGS ?? '') !== proc.v8Flags) problems.push(`${where}: V8_FLAGS must be "${proc.v8Flags}" (scripts/processes.mjs; the image's CMD passes it to node), found "${env.V8_FLAGS ?? ''}"`);
    const health = [service.healthcheck?.test ?? ''].flat().join(' ');
    if (!new RegExp(`http://(127\\.0\\.0\\.1|localhost):${proc.port}/(healthz|readyz)\\b`).test(health)) problems.push(`${where}: healthcheck must call http://127.0.0.1:${proc.port}/healthz or /readyz`);
    if (proc.name === gateway ? !published.includes(proc.port) : published.length) problems.push(`${where}: ${proc.name === gateway ? `must publish container port ${proc.port}` : 'must not publish ports (only the gateway is public)'}`);
    for (const upstream of processes.filter((p) => p.urlEnv && (proc.name === gateway || env[p.urlEnv!] !== undefined))) {
      if (env[upstream.urlEnv!] !== `http://${upstream.name}:${upstream.port}`) problems.push(`${where}: ${upstream.urlEnv} must be "http://${upstream.name}:${upstream.port}", found "${env[upstream.urlEnv!]}"`);
    }
    for (const key of demoOnlyEnv) {
      const value = env[key] === undefined ? '' : interpolated(env[key]);
      if (value !== '' && value !== key) problems.push(`${where}: ${key} must have no default ("\${${key}:-}"): it would simulate payments or keep mail (the demo switch is compose-demo.env)`);
    }
    for (const key of Object.keys(env).filter((k) => !documented.has(k))) problems.push(`.env.example does not list ${key} (set for ${proc.name} in docker-compose.yml)`);
  }
  return [...new Set(problems)];
}

/** The variables each process's env schema reads: every key of every zod object its built `config/env.js` exports. */
async function envKeysOf(root: string, procs: readonly Proc[]): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>();
  for (const proc of procs) {
    const built = join(root, proc.name, 'dist', 'config', 'env.js');
    if (!existsSync(built)) throw new Error(`${built} is missing: build the processes first (npx tsc -b)`);
    const schemas = Object.values(await import(pathToFileURL(built).href)).filter((v): v is { shape: object } => !!v && typeof v === 'object' && 'shape' in v);
    keys.set(proc.name, new Set(schemas.flatMap((schema) => Object.keys(schema.shape))));
  }
  return keys;
}

/** The real repo's input. */
export async function repoInput(): Promise<DeployInput> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const readText = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null);
  const manifests = readdirSync(join(root, k8s)).filter((name) => /\.ya?ml$/.test(name)).sort();
  return { readText, root, processes, envKeys: await envKeysOf(root, processes), manifests };
}

if (import.meta.main) {
  const problems = await checkDeploy(await repoInput());
  if (problems.length) {
    console.error(`check-deploy: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('check-deploy: deploy/k8s (valid Kubernetes), docker-compose.yml and the images are in step with scripts/processes.mjs, the env schemas and .env.example');
}
