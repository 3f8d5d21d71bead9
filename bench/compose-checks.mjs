// The rules that keep docker-compose.yml, the Dockerfile and .dockerignore in step with the processes
// `npm start` runs (scripts/processes.mjs) and the runtime topology every package codes to.
// Pure: every file is read through `readText`, so the self-test can feed altered copies.
import { parseDocument } from 'yaml';
import { checkImages, dockerfilePath, unpinnedImageProblem } from '../deploy/image-checks.mjs';
import { checkTlsEdge, edgeProxyName, tlsEnvFile } from './compose-edge-checks.mjs';

/** The Postgres schema each service owns, by its env variable (runtime topology). */
const schemaEnvOf = {
  'svc-intake': ['INTAKE_DB_SCHEMA', 'intake'],
  'svc-billing': ['BILLING_DB_SCHEMA', 'billing'],
  'svc-admin': ['ADMIN_DB_SCHEMA', 'admin'],
};
const sharedEnv = ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL'];
const remoteEnv = ['REMOTE_INTAKE_URL', 'REMOTE_LOCKIN_URL', 'REMOTE_ADMIN_URL', 'REMOTE_CLIENT_URL'];
/** Simulated payments and kept mail happen only behind the demo switch: these take no default in compose. */
const demoOnlyEnv = ['PAYMENTS_MODE', 'EMAIL_MODE', 'SMTP_URL'];
const demoEnvFile = 'compose-demo.env';
const demoSwitch = { COMPOSE_PROFILES: 'demo', PAYMENTS_MODE: 'test', SMTP_URL: 'smtp://mailpit:1025' };
const gatewayName = 'gateway';
/** Every process but the gateway (the one published port) runs as replicas: at least this many by default. */
const minReplicas = 2;
const restartPolicies = ['always', 'unless-stopped', 'on-failure'];
/** The service that dumps the services' schemas on a schedule (docs/backups.md), with the Kubernetes CronJob's script. */
const backupName = 'backup';
const backupScriptDir = './deploy/k8s/backup';

/** `${VAR:-default}` → default; `${VAR}` and `${VAR:?message}` → VAR, so the value still parses. */
export function interpolateDefaults(value) {
  return String(value).replace(/\$\{(\w+)(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_m, name, fallback) => fallback ?? name);
}

/** Compose accepts `environment` as a map or as a list of `KEY=value`. */
function envOf(service) {
  const env = service?.environment ?? {};
  if (!Array.isArray(env)) return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? v : String(v)]));
  return Object.fromEntries(env.map((line) => {
    const [key, ...rest] = String(line).split('=');
    return [key, rest.length ? rest.join('=') : undefined];
  }));
}

/** `depends_on` as a map of service → condition (the short list form has no condition). */
function dependsOf(service) {
  const deps = service?.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, undefined]));
  return Object.fromEntries(Object.entries(deps).map(([name, spec]) => [name, spec?.condition]));
}

/** Container ports a service publishes, from the short ("[ip:]host:container") or long syntax. */
function publishedTargets(service) {
  return (service?.ports ?? []).map((entry) => {
    if (typeof entry === 'object') return Number(interpolateDefaults(entry.target));
    const parts = interpolateDefaults(entry).split('/')[0].split(':');
    return Number(parts[parts.length - 1]);
  });
}

function healthcheckText(service) {
  const test = service?.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
}

function hostOf(url) {
  try {
    return new URL(interpolateDefaults(url)).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Checks the deployable stack. Returns the list of problems (empty when everything is in step).
 * @param {object} input
 * @param {(relPath: string) => string | null} input.readText  a file of the repo, or null when missing
 * @param {{ name: string, entry: string, portEnv: string, port: number, urlEnv?: string }[]} input.processes
 * @param {string} input.root  the repo's folder
 * @param {string[]} input.frontEnds  package names of the front ends the gateway serves
 * @param {string} [input.composePath]
 */
export function checkStack({ readText, root, processes, frontEnds, composePath = 'docker-compose.yml' }) {
  const problems = [];
  const fail = (message) => problems.push(message);

  const composeText = readText(composePath);
  if (composeText == null) return [`${composePath} is missing`];
  const doc = parseDocument(composeText, { merge: true, prettyErrors: true });
  for (const error of [...doc.errors, ...doc.warnings]) fail(`${composePath}: ${error.message}`);
  if (doc.errors.length) return problems;
  const compose = doc.toJS({ maxAliasCount: 1000 }) ?? {};
  const services = compose.services ?? {};

  // Infrastructure.
  const infra = { postgres: /^postgres:16\./, redis: /^redis:7\./, mailpit: /^axllent\/mailpit[:@]/ };
  for (const [name, image] of Object.entries(infra)) {
    if (!services[name]) fail(`service "${name}" is missing`);
    else if (!image.test(String(services[name].image ?? ''))) fail(`service "${name}" image "${services[name].image}" does not match ${image}`);
  }
  // Pulled images name one release; the node images are built here, from the Dockerfile's pinned base.
  for (const [name, service] of Object.entries(services)) {
    const problem = service?.build ? undefined : unpinnedImageProblem(interpolateDefaults(service?.image));
    if (problem) fail(`service "${name}": ${problem}`);
  }
  for (const name of ['postgres', 'redis']) {
    if (services[name] && !services[name].healthcheck?.test) fail(`service "${name}" has no healthcheck (services wait for it to be healthy)`);
  }

  const procNames = new Set(processes.map((p) => p.name));
  for (const proc of processes) {
    const service = services[proc.name];
    const where = `service "${proc.name}"`;
    if (!service) {
      fail(`${where} is missing (scripts/processes.mjs runs it)`);
      continue;
    }
    const env = envOf(service);

    // Image build: the one Dockerfile, for this process.
    if (service.build?.context !== '.') fail(`${where}: build.context must be "." (the Dockerfile copies the whole monorepo)`);
    if ((service.build?.dockerfile ?? dockerfilePath) !== dockerfilePath) fail(`${where}: build.dockerfile must be "${dockerfilePath}", found "${service.build?.dockerfile}"`);
    if (service.build?.args?.PROCESS !== proc.name) fail(`${where}: build.args.PROCESS must be "${proc.name}", found "${service.build?.args?.PROCESS}"`);

    // Ports and bind addresses.
    if (env[proc.portEnv] !== String(proc.port)) fail(`${where}: ${proc.portEnv} must be "${proc.port}", found "${env[proc.portEnv]}"`);
    if (proc.name === gatewayName) {
      if (env.GATEWAY_HOST !== '0.0.0.0') fail(`${where}: GATEWAY_HOST must be 0.0.0.0`);
    } else if (env.SERVICE_HOST !== '0.0.0.0') {
      fail(`${where}: SERVICE_HOST must be 0.0.0.0 (127.0.0.1 is unreachable from other containers)`);
    }

    // Shared env.
    for (const key of sharedEnv) if (!env[key]) fail(`${where}: ${key} is not set`);
    if (env.DATABASE_URL && hostOf(env.DATABASE_URL) !== 'postgres') fail(`${where}: DATABASE_URL must point at host "postgres", found "${hostOf(env.DATABASE_URL)}"`);
    if (env.REDIS_URL && hostOf(env.REDIS_URL) !== 'redis') fail(`${where}: REDIS_URL must point at host "redis", found "${hostOf(env.REDIS_URL)}"`);
    const schema = schemaEnvOf[proc.name];
    if (schema && env[schema[0]] !== schema[1]) fail(`${where}: ${schema[0]} must be "${schema[1]}", found "${env[schema[0]]}"`);
    // The heap settings `npm start` runs the process with (decision 034).
    if (env.NODE_OPTIONS !== proc.nodeOptions) fail(`${where}: NODE_OPTIONS must be "${proc.nodeOptions}" (its heap settings in scripts/processes.mjs), found "${env.NODE_OPTIONS}"`);

    // Health and start order.
    const health = healthcheckText(service);
    if (!new RegExp(`http://(127\\.0\\.0\\.1|localhost):${proc.port}/(healthz|readyz)\\b`).test(health)) {
      fail(`${where}: healthcheck must call http://127.0.0.1:${proc.port}/healthz or /readyz, found "${health}"`);
    }
    const deps = dependsOf(service);
    for (const store of ['postgres', 'redis']) {
      if (deps[store] !== 'service_healthy') fail(`${where}: depends_on.${store} must have condition service_healthy`);
    }

    // Exposure and restarts: the gateway is the one public listener; every other process runs as replicas.
    const targets = publishedTargets(service);
    if (proc.name === gatewayName) {
      if (!targets.includes(proc.port)) fail(`${where}: must publish container port ${proc.port}`);
    } else if (targets.length) {
      fail(`${where}: must not publish ports (only the gateway is public)`);
    }
    if (proc.name !== gatewayName) {
      const replicas = service.deploy?.replicas;
      if (replicas == null) fail(`${where}: deploy.replicas is not set`);
      else if (!(Number(interpolateDefaults(replicas)) >= minReplicas)) fail(`${where}: deploy.replicas "${replicas}" does not resolve to a number ≥ ${minReplicas}`);
      if (service.container_name) fail(`${where}: container_name prevents running several replicas`);
    }
    const restart = service.restart ?? service.deploy?.restart_policy?.condition;
    if (!restartPolicies.includes(restart)) fail(`${where}: restart must be one of ${restartPolicies.join(', ')}, found "${restart}"`);

    // Gateway → upstreams.
    if (proc.name === gatewayName) {
      for (const upstream of processes.filter((p) => p.urlEnv)) {
        const expected = `http://${upstream.name}:${upstream.port}`;
        if (env[upstream.urlEnv] !== expected) fail(`${where}: ${upstream.urlEnv} must be "${expected}", found "${env[upstream.urlEnv]}"`);
        if (!deps[upstream.name]) fail(`${where}: depends_on must list ${upstream.name} with a condition`);
      }
      for (const key of remoteEnv) if (!env[key]) fail(`${where}: ${key} is not set`);
    } else {
      // Another service that reads a context's internal API (svc-admin): the container, never loopback.
      for (const upstream of processes.filter((p) => p.urlEnv && env[p.urlEnv] !== undefined)) {
        const expected = `http://${upstream.name}:${upstream.port}`;
        if (env[upstream.urlEnv] !== expected) fail(`${where}: ${upstream.urlEnv} must be "${expected}", found "${env[upstream.urlEnv]}"`);
      }
    }
  }

  problems.push(...checkBackup(services, compose));
  for (const name of Object.keys(services)) {
    if (!procNames.has(name) && !(name in infra) && name !== edgeProxyName && name !== backupName) fail(`service "${name}" is not a process of scripts/processes.mjs nor known infrastructure`);
  }
  for (const [name, service] of Object.entries(services)) {
    for (const dep of Object.keys(dependsOf(service))) if (!services[dep]) fail(`service "${name}" depends on unknown service "${dep}"`);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      const named = source && !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('~');
      if (named && !(compose.volumes && source in compose.volumes)) fail(`service "${name}" uses volume "${source}", not declared under volumes:`);
    }
  }

  problems.push(...checkDemoSwitch(readText(demoEnvFile), services, processes));
  problems.push(...checkTlsEdge(services, readText(tlsEnvFile), { envOf, interpolateDefaults }));
  // The gateway's CSP opens Stripe's hosts only when it knows payments are live: it must get billing's key.
  if (services[gatewayName] && envOf(services[gatewayName]).STRIPE_PUBLISHABLE_KEY !== envOf(services['svc-billing']).STRIPE_PUBLISHABLE_KEY) {
    fail(`service "${gatewayName}": STRIPE_PUBLISHABLE_KEY must be set as for svc-billing (its CSP lets Stripe.js in only with it)`);
  }
  problems.push(...checkImages({ readText, root, processes, frontEnds }));
  problems.push(...checkEnvExample(readText('.env.example'), processes, services));
  return problems;
}

/**
 * The backup service dumps every schema a service owns, with the pg_dump of the server's own image, from the
 * script the CronJob runs too, into a named volume, once Postgres is up; and says when it stopped succeeding.
 */
function checkBackup(services, compose) {
  const backup = services[backupName];
  const where = `service "${backupName}"`;
  if (!backup) return [`${where} is missing (it dumps the schemas on a schedule: docs/backups.md)`];
  const problems = [];
  const fail = (message) => problems.push(message);
  const env = envOf(backup);
  if (backup.image !== services.postgres?.image) fail(`${where}: image must be "${services.postgres?.image}", the postgres service's (pg_dump of the server's major), found "${backup.image}"`);
  if (dependsOf(backup).postgres !== 'service_healthy') fail(`${where}: depends_on.postgres must have condition service_healthy`);
  if (hostOf(env.DATABASE_URL) !== 'postgres') fail(`${where}: DATABASE_URL must point at host "postgres", found "${env.DATABASE_URL}"`);
  for (const [service, [key]] of Object.entries(schemaEnvOf)) {
    const schema = envOf(services[service])[key];
    if (env[key] !== schema) fail(`${where}: ${key} must be "${schema}", as ${service}'s, or its schema is not backed up; found "${env[key]}"`);
  }
  const mounts = (backup.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target]));
  const scriptMount = mounts.find(([source]) => source === backupScriptDir);
  const command = [].concat(backup.command ?? []).join(' ');
  if (!scriptMount || !command.includes(`${scriptMount[1]}/pg-backup.sh`)) fail(`${where}: must run pg-backup.sh from ${backupScriptDir} (mounted), the CronJob's script; found command "${command}"`);
  const dumps = mounts.find(([, target]) => target === env.BACKUP_DIR);
  if (!dumps || !(compose.volumes && dumps[0] in compose.volumes)) fail(`${where}: BACKUP_DIR "${env.BACKUP_DIR}" must be a named volume`);
  if (!restartPolicies.includes(backup.restart)) fail(`${where}: restart must be one of ${restartPolicies.join(', ')}, found "${backup.restart}"`);
  if (!healthcheckText(backup).includes('.dump')) fail(`${where}: healthcheck must look for a recent dump`);
  return problems;
}

/** Every variable a process container receives is documented in .env.example (as `KEY=` or `# KEY=`). */
function checkEnvExample(text, processes, services) {
  if (text == null) return [];
  const documented = new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const problems = [];
  for (const proc of processes) {
    for (const key of Object.keys(envOf(services[proc.name]))) {
      if (!documented.has(key)) problems.push(`.env.example does not list ${key} (set for ${proc.name} in docker-compose.yml)`);
    }
  }
  return [...new Set(problems)];
}

/** Production never simulates payments or keeps mail by default; compose-demo.env is the one way to. */
function checkDemoSwitch(text, services, processes) {
  const problems = [];
  for (const proc of processes) {
    const env = envOf(services[proc.name]);
    for (const key of demoOnlyEnv) {
      const value = env[key] == null ? '' : interpolateDefaults(env[key]);
      if (value !== '' && value !== key) problems.push(`service "${proc.name}": ${key} must have no default ("\${${key}:-}"), it would simulate payments or keep mail (the demo switch is ${demoEnvFile})`);
    }
    if ('mailpit' in dependsOf(services[proc.name])) problems.push(`service "${proc.name}" must not depend on mailpit (it runs only with the demo profile)`);
  }
  if (services.mailpit && !(services.mailpit.profiles ?? []).includes('demo')) problems.push('service "mailpit" must be in profile "demo"');
  if (text == null) return [...problems, `${demoEnvFile} is missing`];
  for (const [key, value] of Object.entries(demoSwitch)) {
    if (!new RegExp(`^${key}=${value}$`, 'm').test(text)) problems.push(`${demoEnvFile} must set ${key}=${value}`);
  }
  return problems;
}
