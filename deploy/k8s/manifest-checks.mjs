// The rules that keep deploy/k8s valid Kubernetes and in step with the processes `npm start` runs
// (scripts/processes.mjs) and the env table (.env.example), and the images it runs free of specs and test
// harnesses (deploy/image-checks.mjs). Pure: every file comes in as text, so the self-test can feed altered
// copies.
//
// Schemas: kubernetes-models (the Kubernetes OpenAPI, compiled to validators) checks types, required fields
// and formats. Its validators let unknown fields through, which `kubectl apply` rejects (strict field
// validation), so unknown fields are found by walking each document along the same package's TypeScript
// declarations.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { checkImages, dockerfilePath, unpinnedImageProblem } from '../image-checks.mjs';
import { checkEdge, clusterIssuerPath } from './edge-checks.mjs';
import { callsOf, checkNetworkPolicies, talksOutOf } from './network-checks.mjs';

const configMapName = 'bizautomate-config';
/** Each process reads a Secret of its own, with exactly the secret keys its env schema reads. */
export const secretNameOf = (proc) => `${proc.name}-secrets`;
/** The backup CronJob's: the database URL alone. */
const backupSecretName = 'postgres-backup-secrets';
/** The keys of those Secrets, documented; the Secrets themselves come from the secret store, never from the kustomization. */
export const secretTemplatePath = 'deploy/k8s/secret-store/secret.template.yaml';
const imageRepo = 'bizautomate';
const workerName = 'svc-ai-worker';
const gatewayName = 'gateway';
/** Every Deployment keeps serving while a node drains or a rollout runs. */
const minReplicas = 2;
/**
 * The gateway's /healthz answers 503 while any service is down, and restarting the gateway would not mend
 * that: its liveness, and its startup, is /readyz, which answers for the gateway process alone (a startup
 * probe on /healthz kills and restarts every new gateway pod in a loop during an incident or a rollout).
 */
const livenessPathOf = (proc) => (proc.name === gatewayName ? '/readyz' : '/healthz');
/** Values that must never sit in a ConfigMap (credentials, or URLs that carry them). */
const secretKeys = ['DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD', 'STAFF_MFA_KEY', 'LINK_SIGNING_KEY', 'SERVICE_TOKEN_SECRET', 'CLIENT_ADDRESS_KEY', 'STAFF_SSO_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'SMTP_URL'];
/** The backup CronJob runs this script (docs/backups.md), from a ConfigMap the kustomization generates from the file. */
const backupScript = 'backup/pg-backup.sh';
/** Postgres's port: where a backup's pod connects. */
const postgresPort = 5432;
const kustomization = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', file: 'kustomization.yaml' };

/** Keys the env table documents, as `KEY=` or `# KEY=`. */
export function documentedKeys(envExample) {
  return new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

/** The packages of the API groups outside Kubernetes' own that the manifests use (their CRDs' schemas). */
const crdModels = { 'cert-manager.io': '@kubernetes-models/cert-manager' };

/** `v1` → core group; `apps/v1` → group apps. Anything else is not a name kubernetes-models can have. */
const modelPath = (apiVersion, kind) => {
  if (!/^([a-z0-9.-]+\/)?v\d+\w*$/.test(apiVersion) || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) return undefined;
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
  return `${crdModels[group] ?? 'kubernetes-models'}/${apiVersion}/${kind}`;
};

/**
 * One TypeScript program over the declarations of every kind in use: `unknownFields(key, doc)` lists the
 * paths of the fields its kind does not declare. Kept per set of kinds: a program takes a few hundred ms.
 */
const programs = new Map();
function declaredFields(kinds) {
  const id = [...kinds.keys()].sort().join(' ');
  if (!programs.has(id)) programs.set(id, compileDeclarations(kinds));
  return programs.get(id);
}

function compileDeclarations(kinds) {
  const entries = [...kinds].map(([key, spec], i) => ({ key, alias: `K${i}`, spec }));
  // A file that exists only in memory, beside this one, so the imports resolve from the repo's node_modules.
  const entry = fileURLToPath(new URL('./__k8s_kinds__.ts', import.meta.url));
  const source = entries.map((e) => `import type { I${e.spec.kind} as ${e.alias} } from '${e.spec.module}';\nexport type ${e.alias}_ = ${e.alias};`).join('\n');
  const options = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [], skipLibCheck: true, noEmit: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (file, language, ...rest) => (file === entry ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest));
  host.fileExists = (file) => file === entry || fileExists(file);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)));
  const typeOf = new Map(entries.map((e) => [e.key, checker.getDeclaredTypeOfSymbol(exported.find((s) => s.name === `${e.alias}_`))]));

  const walk = (value, type, path, out) => {
    if (value === null || typeof value !== 'object') return;
    if (type.isUnion()) {
      const objects = type.types.filter((t) => t.flags & ts.TypeFlags.Object);
      if (objects.length === 1) walk(value, objects[0], path, out);
      return;
    }
    if (Array.isArray(value)) {
      if (checker.isArrayType(type)) value.forEach((item, i) => walk(item, checker.getTypeArguments(type)[0], `${path}/${i}`, out));
      return;
    }
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    for (const [key, item] of Object.entries(value)) {
      const prop = type.getProperty(key);
      if (prop) walk(item, checker.getTypeOfSymbol(prop), `${path}/${key}`, out);
      else if (index) walk(item, index.type, `${path}/${key}`, out);
      else out.push(`${path}/${key}`);
    }
  };
  return (key, doc) => {
    const out = [];
    walk(doc, typeOf.get(key), '', out);
    return out;
  };
}

/**
 * Checks the manifests. Resolves to the list of problems (empty when everything is in step).
 * @param {object} input
 * @param {Record<string, string>} input.files  every YAML file of deploy/k8s, by name
 * @param {{ name: string, portEnv: string, port: number, urlEnv?: string }[]} input.processes
 * @param {string} input.envExample  the text of .env.example
 * @param {(relPath: string) => string | null} input.readText  a file of the repo (the Dockerfile and the build
 *   configs every image is built with), or null when missing
 * @param {string} input.root  the repo's folder
 * @param {string[]} input.frontEnds  package names of the front ends the gateway serves
 * @param {Map<string, Set<string>>} input.envKeys  the variables each process's env schema reads (env-keys.mjs)
 */
export async function checkManifests({ files, processes, envExample, readText, root, frontEnds, envKeys }) {
  const problems = [];
  const fail = (message) => problems.push(message);

  // Parse every document of every file, and of the cluster-wide file applied once beside them.
  const docs = [];
  const clusterIssuers = readText(clusterIssuerPath);
  if (clusterIssuers == null) fail(`${clusterIssuerPath} is missing: it has the issuer of the Ingress's certificate`);
  for (const [file, text] of Object.entries({ ...files, ...(clusterIssuers == null ? {} : { [clusterIssuerPath]: clusterIssuers }) })) {
    parseAllDocuments(text, { prettyErrors: true }).forEach((doc, i) => {
      for (const error of [...doc.errors, ...doc.warnings]) fail(`${file}: ${error.message}`);
      if (doc.errors.length) return;
      const value = doc.toJS();
      if (value == null) return;
      docs.push({ file, where: `${file} (document ${i + 1}, ${value.kind ?? 'no kind'} "${value.metadata?.name ?? ''}")`, value });
    });
  }

  // (a) Schemas: each document against its apiVersion/kind, strictly.
  const kinds = new Map();
  const resources = [];
  for (const doc of docs) {
    const { apiVersion, kind } = doc.value;
    if (apiVersion === kustomization.apiVersion && kind === kustomization.kind) continue;
    const module = modelPath(String(apiVersion), String(kind));
    const Model = module && (await import(module).then((m) => m[kind], () => undefined));
    if (!Model) {
      fail(`${doc.where}: no Kubernetes schema for apiVersion "${apiVersion}", kind "${kind}"`);
      continue;
    }
    const key = `${apiVersion}/${kind}`;
    kinds.set(key, { kind, module });
    resources.push(doc);
    try {
      new Model(doc.value).validate();
    } catch (error) {
      for (const e of error.errors ?? [{ instancePath: '', message: error.message }]) fail(`${doc.where}: ${e.instancePath || '/'} ${e.message}`);
    }
  }
  if (kinds.size) {
    const unknownFields = declaredFields(kinds);
    for (const doc of resources) {
      for (const path of unknownFields(`${doc.value.apiVersion}/${doc.value.kind}`, doc.value)) fail(`${doc.where}: ${path} is not a field of ${doc.value.kind}`);
    }
  }

  problems.push(...checkKustomization(files, docs, processes));

  // (b) In step with the processes and the env table.
  const all = (kind) => resources.filter((d) => d.value.kind === kind).map((d) => d.value);
  const named = (kind, name) => all(kind).find((r) => r.metadata?.name === name);
  const configMap = named('ConfigMap', configMapName);
  if (!configMap) fail(`ConfigMap "${configMapName}" is missing`);
  // A Secret with values among what `kubectl apply -k` applies is a credential committed to the repository.
  for (const doc of resources.filter((d) => d.value.kind === 'Secret' && Object.keys({ ...d.value.data, ...d.value.stringData }).length)) {
    fail(`${doc.where}: a Secret with values commits credentials; the Secrets come from the secret store (deploy/k8s/secret-store/)`);
  }
  const secrets = secretTemplateOf(readText, fail);
  const config = configMap?.data ?? {};

  const documented = documentedKeys(envExample);
  for (const [source, data] of [[`ConfigMap "${configMapName}"`, config], ...[...secrets].map(([name, data]) => [`Secret "${name}"`, data])]) {
    for (const key of Object.keys(data)) if (!documented.has(key)) fail(`${source}: ${key} is not in .env.example (the env table)`);
  }
  for (const key of secretKeys) if (key in config) fail(`ConfigMap "${configMapName}": ${key} is a secret, it belongs in the Secrets of the processes that read it`);
  if (readText(secretTemplatePath) != null) problems.push(...checkSecretsPerProcess(processes, secrets, envKeys, config));
  if (configMap) {
    const expect = (key, value, why) => config[key] !== value && fail(`ConfigMap "${configMapName}": ${key} must be "${value}"${why ? ` (${why})` : ''}, found "${config[key]}"`);
    expect('NODE_ENV', 'production');
    expect('SERVICE_HOST', '0.0.0.0', '127.0.0.1 is unreachable from other pods');
    expect('GATEWAY_HOST', '0.0.0.0');
    for (const proc of processes) {
      expect(proc.portEnv, String(proc.port));
      if (proc.urlEnv) expect(proc.urlEnv, `http://${proc.name}:${proc.port}`, 'the Service of that name');
    }
  }

  const procNames = new Set(processes.map((p) => p.name));
  for (const deployment of all('Deployment')) {
    if (!procNames.has(deployment.metadata?.name)) fail(`Deployment "${deployment.metadata?.name}" is not a process of scripts/processes.mjs`);
  }
  for (const proc of processes) problems.push(...checkProcess(proc, all, named));
  problems.push(...checkThirdPartyImages(resources));
  const pods = processes.flatMap((proc) => {
    const template = named('Deployment', proc.name)?.spec?.template;
    return template ? [{ proc, labels: template.metadata?.labels ?? {}, metricsPort: Number(template.metadata?.annotations?.['prometheus.io/port'] ?? proc.port) }] : [];
  });
  const jobs = all('CronJob').map((cronJob) => ({ name: cronJob.metadata?.name, labels: cronJob.spec?.jobTemplate?.spec?.template?.metadata?.labels ?? {}, egressPorts: [postgresPort] }));
  problems.push(...checkNetworkPolicies(all('NetworkPolicy'), pods, (proc) => callsOf(proc, processes, readText), jobs, talksOutOf(envKeys)));
  for (const cronJob of all('CronJob')) problems.push(...checkCronJob(cronJob));
  problems.push(...checkBackup(all('CronJob'), config, docs, readText));
  problems.push(...checkEdge({ all, config, gatewayName, issuers: all('ClusterIssuer') }));

  const hpa = all('HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === workerName);
  if (!hpa) fail(`Deployment "${workerName}" has no HorizontalPodAutoscaler`);
  else {
    if (!(hpa.spec.minReplicas >= minReplicas)) fail(`HorizontalPodAutoscaler "${hpa.metadata?.name}": minReplicas must be ≥ ${minReplicas}`);
    if (!hpa.spec.metrics?.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu')) fail(`HorizontalPodAutoscaler "${hpa.metadata?.name}": must scale on CPU utilization`);
  }
  problems.push(...checkImages({ readText, root, processes, frontEnds }));
  return problems;
}

/** The Secrets that `secretTemplatePath` documents, by name (their keys and placeholder values); none (reported) when the file is missing. */
function secretTemplateOf(readText, fail) {
  const text = readText(secretTemplatePath);
  if (text == null) {
    fail(`${secretTemplatePath} is missing: it documents the keys of each process's Secret`);
    return new Map();
  }
  const secrets = parseAllDocuments(text).map((doc) => doc.toJS()).filter((value) => value?.kind === 'Secret');
  return new Map(secrets.map((secret) => [secret.metadata?.name, { ...secret.data, ...secret.stringData }]));
}

/**
 * Each process holds only its own secrets: its Secret has every secret key its env schema reads and nothing
 * else, and no Secret is left over for a process that does not exist (a planted key or Secret is reported).
 */
function checkSecretsPerProcess(processes, secrets, envKeys, config) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const expected = new Map(processes.map((proc) => [secretNameOf(proc), { owner: proc.name, reads: envKeys.get(proc.name) ?? new Set() }]));
  expected.set(backupSecretName, { owner: 'the backup CronJob', reads: new Set(['DATABASE_URL']) });
  for (const [name, { owner, reads }] of expected) {
    const data = secrets.get(name);
    if (!data) {
      fail(`${secretTemplatePath}: Secret "${name}" is missing (${owner}'s)`);
      continue;
    }
    for (const key of Object.keys(data)) {
      if (!reads.has(key)) fail(`Secret "${name}": ${key} is not read by ${owner} (its env schema): each process holds only its own secrets`);
      if (key in config) fail(`${key} is in both ConfigMap "${configMapName}" and Secret "${name}"`);
    }
    for (const key of secretKeys) if (reads.has(key) && !(key in data)) fail(`Secret "${name}": ${key} is missing (${owner} reads it)`);
  }
  for (const name of secrets.keys()) if (!expected.has(name)) fail(`${secretTemplatePath}: Secret "${name}" belongs to no process of scripts/processes.mjs`);
  return problems;
}

/** A Kubernetes memory quantity in MiB (`512Mi`, `1Gi`, `536870912`), or undefined when it is another form. */
function mebibytes(quantity) {
  const match = String(quantity ?? '').match(/^(\d+)(Mi|Gi)?$/);
  if (!match) return undefined;
  return match[2] === 'Gi' ? Number(match[1]) * 1024 : match[2] === 'Mi' ? Number(match[1]) : Number(match[1]) / 1024 / 1024;
}

/** A Deployment, a Service and a PodDisruptionBudget per process, on its port, probed, bounded and non-root. */
function checkProcess(proc, all, named) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const deployment = named('Deployment', proc.name);
  const service = named('Service', proc.name);
  if (!deployment) fail(`Deployment "${proc.name}" is missing (scripts/processes.mjs runs it)`);
  if (!service) fail(`Service "${proc.name}" is missing`);
  if (!deployment) return problems;

  const where = `Deployment "${proc.name}"`;
  const labels = deployment.spec?.template?.metadata?.labels ?? {};
  const selects = (selector) => selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
  if (!selects(deployment.spec?.selector?.matchLabels)) fail(`${where}: spec.selector.matchLabels must match the pod template's labels`);
  // The worker's count is its HorizontalPodAutoscaler's: a replicas field would reset it at every apply.
  if (proc.name === workerName) {
    if (deployment.spec?.replicas !== undefined) fail(`${where}: replicas must be left to its HorizontalPodAutoscaler, found ${deployment.spec.replicas}`);
  } else if (!(deployment.spec?.replicas >= minReplicas)) fail(`${where}: replicas must be ≥ ${minReplicas}, found ${deployment.spec?.replicas}`);

  const pod = deployment.spec?.template?.spec ?? {};
  problems.push(...checkPodHardening(where, pod));
  const spreads = (pod.topologySpreadConstraints ?? []).some((c) => c.topologyKey === 'kubernetes.io/hostname' && selects(c.labelSelector?.matchLabels));
  if (!spreads) fail(`${where}: topologySpreadConstraints must spread its pods over kubernetes.io/hostname`);
  const image = `${imageRepo}/${proc.name}`;
  const container = (pod.containers ?? []).find((c) => c.image === image || c.image?.startsWith(`${image}:`) || c.image?.startsWith(`${image}@`));
  if (!container) {
    fail(`${where}: no container runs image ${image} (built by ${dockerfilePath} with PROCESS=${proc.name})`);
    return problems;
  }
  // One place names the release each process runs: the kustomization's images: entry (checked there).
  if (container.image !== image) fail(`${where}: image must be ${image}, untagged: its tag is kustomization.yaml's images: newTag, found ${container.image}`);
  const ports = container.ports ?? [];
  if (!ports.some((p) => p.containerPort === proc.port)) fail(`${where}: containerPort must be ${proc.port} (${proc.portEnv})`);
  const portNumber = (port) => (typeof port === 'number' ? port : ports.find((p) => p.name === port)?.containerPort);
  for (const [probe, path] of [['startupProbe', livenessPathOf(proc)], ['readinessProbe', '/readyz'], ['livenessProbe', livenessPathOf(proc)]]) {
    const get = container[probe]?.httpGet;
    if (get?.path !== path || portNumber(get?.port) !== proc.port) fail(`${where}: ${probe} must be httpGet ${path} on port ${proc.port}, found ${get ? `${get.path} on ${get.port}` : 'none'}`);
  }
  const envFrom = container.envFrom ?? [];
  if (!envFrom.some((e) => e.configMapRef?.name === configMapName)) fail(`${where}: envFrom must include configMapRef ${configMapName}`);
  const secretRefs = envFrom.filter((e) => e.secretRef).map((e) => e.secretRef.name);
  if (!secretRefs.includes(secretNameOf(proc))) fail(`${where}: envFrom must include secretRef ${secretNameOf(proc)}`);
  for (const other of secretRefs.filter((name) => name !== secretNameOf(proc))) fail(`${where}: envFrom reads Secret "${other}", not its own: each process holds only its own secrets`);
  // The heap settings `npm start` runs the process with (decision 034), and an old space that leaves the
  // container room for the rest (code, young generation, native memory): at most half its memory limit.
  const nodeOptions = (container.env ?? []).find((e) => e.name === 'NODE_OPTIONS')?.value;
  if (nodeOptions !== proc.nodeOptions) fail(`${where}: env NODE_OPTIONS must be "${proc.nodeOptions}" (its heap settings in scripts/processes.mjs), found "${nodeOptions}"`);
  const oldSpaceMiB = Number(proc.nodeOptions?.match(/--max-old-space-size=(\d+)/)?.[1]);
  const limitMiB = mebibytes(container.resources?.limits?.memory);
  if (oldSpaceMiB && limitMiB && oldSpaceMiB > limitMiB / 2) fail(`${where}: --max-old-space-size=${oldSpaceMiB} must be at most half of resources.limits.memory (${container.resources.limits.memory})`);

  if (service) {
    if (!selects(service.spec?.selector)) fail(`Service "${proc.name}": selector must match Deployment "${proc.name}"'s pods`);
    const target = (service.spec?.ports ?? []).find((p) => portNumber(p.targetPort ?? p.port) === proc.port);
    if (!target) fail(`Service "${proc.name}": no port targets ${proc.port}`);
    // The other processes reach it at http://<name>:<port> (urlEnv), so the Service listens on the same port.
    else if (proc.urlEnv && target.port !== proc.port) fail(`Service "${proc.name}": port must be ${proc.port} (${proc.urlEnv} names it)`);
    // The public reach the gateway through the Ingress, which ends TLS (edge-checks.mjs).
    if (service.spec?.type && service.spec.type !== 'ClusterIP') fail(`Service "${proc.name}": must be ClusterIP, found ${service.spec.type}${proc.name === gatewayName ? ' (the public reach it through the Ingress, which ends TLS)' : ''}`);
  }

  const pdb = all('PodDisruptionBudget').find((p) => selects(p.spec?.selector?.matchLabels));
  if (!pdb) fail(`${where}: no PodDisruptionBudget selects its pods`);
  else if (pdb.spec.minAvailable !== 1) fail(`PodDisruptionBudget "${pdb.metadata?.name}": minAvailable must be 1, found ${pdb.spec.minAvailable}`);
  return problems;
}

/**
 * Every pod, a Deployment's or a CronJob's: no service account token (no process calls the Kubernetes API),
 * non-root under the runtime's seccomp profile, and each container bounded and unable to gain privileges.
 */
function checkPodHardening(where, pod) {
  const problems = [];
  const fail = (message) => problems.push(message);
  if (pod.automountServiceAccountToken !== false) fail(`${where}: automountServiceAccountToken must be false (no process calls the Kubernetes API)`);
  const containers = pod.containers ?? [];
  for (const container of containers) {
    const named = containers.length > 1 ? ` (container ${container.name})` : '';
    for (const bound of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) if (container.resources?.[bound]?.[resource] == null) fail(`${where}: resources.${bound}.${resource} is not set${named}`);
    }
    const nonRoot = container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    const user = container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
    const seccomp = container.securityContext?.seccompProfile?.type ?? pod.securityContext?.seccompProfile?.type;
    if (nonRoot !== true) fail(`${where}: securityContext.runAsNonRoot must be true${named}`);
    // An image's USER may be a name (`node`), which the kubelet cannot check against runAsNonRoot.
    if (!(Number.isInteger(user) && user > 0)) fail(`${where}: securityContext.runAsUser must be a non-zero uid (the image's user is a name)${named}`);
    if (seccomp !== 'RuntimeDefault') fail(`${where}: securityContext.seccompProfile.type must be RuntimeDefault, found ${seccomp}${named}`);
    if (container.securityContext?.allowPrivilegeEscalation !== false) fail(`${where}: securityContext.allowPrivilegeEscalation must be false${named}`);
  }
  return problems;
}

/** A CronJob: its pod hardened like a Deployment's, one run at a time, a bounded number of retries and of finished Jobs kept. */
function checkCronJob(cronJob) {
  const where = `CronJob "${cronJob.metadata?.name}"`;
  const spec = cronJob.spec ?? {};
  const problems = checkPodHardening(where, spec.jobTemplate?.spec?.template?.spec ?? {});
  if (spec.concurrencyPolicy !== 'Forbid') problems.push(`${where}: concurrencyPolicy must be Forbid (a run still going when the next is due), found ${spec.concurrencyPolicy}`);
  for (const [field, value] of [['jobTemplate.spec.backoffLimit', spec.jobTemplate?.spec?.backoffLimit], ['successfulJobsHistoryLimit', spec.successfulJobsHistoryLimit], ['failedJobsHistoryLimit', spec.failedJobsHistoryLimit]]) {
    if (value == null) problems.push(`${where}: ${field} is not set`);
  }
  return problems;
}

/**
 * A CronJob runs `backupScript`, mounted from a ConfigMap the kustomization generates from that file (the one
 * compose mounts too), with the database's URL from the Secret and every schema the services own.
 */
function checkBackup(cronJobs, config, docs, readText) {
  /** The path of the backup script a container runs, if it runs it. */
  const scriptOf = (container) => [...(container.command ?? []), ...(container.args ?? [])].map(String).find((part) => part.endsWith(`/${backupScript.split('/').pop()}`));
  const found = cronJobs.flatMap((cronJob) => (cronJob.spec?.jobTemplate?.spec?.template?.spec?.containers ?? []).filter(scriptOf).map((container) => ({ cronJob, container })));
  if (!found.length) return [`no CronJob runs ${backupScript} (the backups: docs/backups.md)`];
  const problems = [];
  const fail = (message) => problems.push(message);
  const { cronJob, container } = found[0];
  const where = `CronJob "${cronJob.metadata?.name}"`;
  const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
  const fromSecret = env.DATABASE_URL?.valueFrom?.secretKeyRef;
  if (fromSecret?.name !== backupSecretName || fromSecret?.key !== 'DATABASE_URL') fail(`${where}: DATABASE_URL must come from Secret "${backupSecretName}", key DATABASE_URL`);
  for (const key of Object.keys(config).filter((k) => k.endsWith('_DB_SCHEMA'))) {
    const ref = env[key]?.valueFrom?.configMapKeyRef;
    if (ref?.name !== configMapName || ref?.key !== key) fail(`${where}: ${key} must come from ConfigMap "${configMapName}", or that schema is not backed up`);
  }
  const script = scriptOf(container);
  const mount = (container.volumeMounts ?? []).find((m) => script.startsWith(`${m.mountPath.replace(/\/$/, '')}/`));
  const volume = (cronJob.spec.jobTemplate.spec.template.spec.volumes ?? []).find((v) => v.name === mount?.name);
  const generators = docs.find((d) => d.value.kind === kustomization.kind)?.value.configMapGenerator ?? [];
  const generator = generators.find((g) => g.name === volume?.configMap?.name);
  if (!generator?.files?.includes(backupScript)) fail(`${where}: ${script} must be mounted from a ConfigMap that ${kustomization.file} generates from ${backupScript} (configMapGenerator)`);
  for (const file of generators.flatMap((g) => g.files ?? [])) {
    if (readText(`deploy/k8s/${file}`) == null) fail(`${kustomization.file}: configMapGenerator file ${file} does not exist`);
  }
  return problems;
}

/**
 * kustomization.yaml lists exactly the other manifests, so `kubectl apply -k` applies what was checked, and
 * names the release of each process's image (a tag that is not `latest`, or a digest): the same commit of
 * the manifests always runs the same images.
 */
function checkKustomization(files, docs, processes) {
  const doc = docs.find((d) => d.value.kind === kustomization.kind && d.value.apiVersion === kustomization.apiVersion);
  if (!doc) return [`${kustomization.file} is missing`];
  const listed = doc.value.resources ?? [];
  const manifests = Object.keys(files).filter((f) => f !== doc.file);
  const images = doc.value.images ?? [];
  const releaseProblems = processes.flatMap((proc) => {
    const name = `${imageRepo}/${proc.name}`;
    const entry = images.find((i) => i.name === name);
    if (!entry) return [`${doc.file}: images: has no entry for ${name} (its newTag is the release the Deployment runs)`];
    if (entry.digest) return [];
    const tag = entry.newTag == null ? '' : String(entry.newTag);
    return tag && tag !== 'latest' ? [] : [`${doc.file}: images: ${name} must set newTag to a release (not latest), found "${tag}"`];
  });
  return [
    ...listed.filter((f) => !(f in files)).map((f) => `${doc.file}: resource ${f} does not exist`),
    ...manifests.filter((f) => !listed.includes(f)).map((f) => `${doc.file}: ${f} is not listed under resources`),
    ...releaseProblems,
  ];
}

/** Every container image that is not one of ours (a sidecar, an init container, a Job's) names one release. */
function checkThirdPartyImages(resources) {
  return resources.flatMap(({ where, value }) => {
    const spec = value.spec?.jobTemplate?.spec?.template?.spec ?? value.spec?.template?.spec ?? (value.kind === 'Pod' ? value.spec : undefined);
    const containers = [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])];
    return containers
      .filter((c) => !String(c.image ?? '').startsWith(`${imageRepo}/`))
      .flatMap((c) => {
        const problem = unpinnedImageProblem(c.image);
        return problem ? [`${where}: container "${c.name}": ${problem}`] : [];
      });
  });
}
