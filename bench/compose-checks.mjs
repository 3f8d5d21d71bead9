// The rules that keep docker-compose.yml, the Dockerfiles and .dockerignore in step with the processes
// `npm start` runs (scripts/processes.mjs) and the runtime topology every package codes to.
// Pure: every file is read through `readText`, so the self-test can feed altered copies.
import { parseDocument } from 'yaml';

/** The Postgres schema each service owns, by its env variable (runtime topology). */
const schemaEnvOf = {
  'svc-intake': ['INTAKE_DB_SCHEMA', 'intake'],
  'svc-billing': ['BILLING_DB_SCHEMA', 'billing'],
  'svc-admin': ['ADMIN_DB_SCHEMA', 'admin'],
};
const sharedEnv = ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL'];
const remoteEnv = ['REMOTE_INTAKE_URL', 'REMOTE_LOCKIN_URL', 'REMOTE_ADMIN_URL', 'REMOTE_CLIENT_URL'];
/** Node 24 LTS (.nvmrc), the runtime of every process image. */
const nodeImage = 'node:24-bookworm-slim';
/** Simulated payments and kept mail happen only behind the demo switch: these take no default in compose. */
const demoOnlyEnv = ['PAYMENTS_MODE', 'EMAIL_MODE', 'SMTP_URL'];
const demoEnvFile = 'compose-demo.env';
const demoSwitch = { COMPOSE_PROFILES: 'demo', PAYMENTS_MODE: 'test', SMTP_URL: 'smtp://mailpit:1025' };
const gatewayName = 'gateway';
/** Every process but the gateway (the one published port) runs as replicas: at least this many by default. */
const minReplicas = 2;
const restartPolicies = ['always', 'unless-stopped', 'on-failure'];

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

/** Dockerfile instructions, comments dropped and `\` continuations joined. */
function instructionsOf(text) {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Every `@biz/*` workspace a package needs at run time, itself included. */
function workspaceClosure(pkgName, manifests) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !manifests.has(name)) return;
    seen.add(name);
    for (const dep of Object.keys(manifests.get(name).manifest.dependencies ?? {})) visit(dep);
  };
  visit(pkgName);
  return [...seen].map((name) => manifests.get(name).dir);
}

/**
 * Checks the deployable stack. Returns the list of problems (empty when everything is in step).
 * @param {object} input
 * @param {(relPath: string) => string | null} input.readText  a file of the repo, or null when missing
 * @param {{ name: string, entry: string, portEnv: string, port: number, urlEnv?: string }[]} input.processes
 * @param {string[]} input.frontEnds  package names of the front ends the gateway serves
 * @param {string} [input.composePath]
 */
export function checkStack({ readText, processes, frontEnds, composePath = 'docker-compose.yml' }) {
  const problems = [];
  const fail = (message) => problems.push(message);

  const composeText = readText(composePath);
  if (composeText == null) return [`${composePath} is missing`];
  const doc = parseDocument(composeText, { merge: true, prettyErrors: true });
  for (const error of [...doc.errors, ...doc.warnings]) fail(`${composePath}: ${error.message}`);
  if (doc.errors.length) return problems;
  const compose = doc.toJS({ maxAliasCount: 1000 }) ?? {};
  const services = compose.services ?? {};

  // Workspaces: names ↔ folders, from the root manifest.
  const rootManifest = JSON.parse(readText('package.json') ?? '{}');
  const workspaces = rootManifest.workspaces ?? [];
  const manifests = new Map();
  for (const dir of workspaces) {
    const text = readText(`${dir}/package.json`);
    if (text == null) continue;
    const manifest = JSON.parse(text);
    manifests.set(manifest.name, { dir, manifest });
  }
  const dirOf = (pkgName) => manifests.get(pkgName)?.dir;

  // Infrastructure.
  const infra = { postgres: /^postgres:16(\b|$)/, redis: /^redis:7(\b|$)/, mailpit: /^axllent\/mailpit(:|$)/ };
  for (const [name, image] of Object.entries(infra)) {
    if (!services[name]) fail(`service "${name}" is missing`);
    else if (!image.test(String(services[name].image ?? ''))) fail(`service "${name}" image "${services[name].image}" does not match ${image}`);
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

    // Image build.
    const dockerfile = `${proc.name}/Dockerfile`;
    if (service.build?.context !== '.') fail(`${where}: build.context must be "." (the Dockerfiles copy the whole monorepo)`);
    if (service.build?.dockerfile !== dockerfile) fail(`${where}: build.dockerfile must be "${dockerfile}", found "${service.build?.dockerfile}"`);

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

    problems.push(...checkDockerfile({ proc, text: readText(dockerfile), path: dockerfile, workspaces, manifests, dirOf, frontEnds }));
  }

  for (const name of Object.keys(services)) {
    if (!procNames.has(name) && !(name in infra)) fail(`service "${name}" is not a process of scripts/processes.mjs nor known infrastructure`);
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
  // The gateway's CSP opens Stripe's hosts only when it knows payments are live: it must get billing's key.
  if (services[gatewayName] && envOf(services[gatewayName]).STRIPE_PUBLISHABLE_KEY !== envOf(services['svc-billing']).STRIPE_PUBLISHABLE_KEY) {
    fail(`service "${gatewayName}": STRIPE_PUBLISHABLE_KEY must be set as for svc-billing (its CSP lets Stripe.js in only with it)`);
  }
  problems.push(...checkDockerignore(readText('.dockerignore')));
  problems.push(...checkEnvExample(readText('.env.example'), processes, services));
  return problems;
}

function checkDockerfile({ proc, text, path, workspaces, manifests, dirOf, frontEnds }) {
  if (text == null) return [`${path} is missing`];
  const problems = [];
  const fail = (message) => problems.push(`${path}: ${message}`);
  const steps = instructionsOf(text);
  const runs = steps.filter((s) => s.keyword === 'RUN').map((s) => s.args);
  const copies = steps.filter((s) => s.keyword === 'COPY').map((s) => s.args);

  const imageArg = steps.find((s) => s.keyword === 'ARG' && /^NODE_IMAGE=/.test(s.args))?.args.split('=')[1];
  const bases = steps.filter((s) => s.keyword === 'FROM').map((s) => s.args.split(/\s+/)[0].replace('${NODE_IMAGE}', imageArg ?? '${NODE_IMAGE}'));
  const stages = new Set(steps.filter((s) => s.keyword === 'FROM').map((s) => s.args.match(/\sAS\s+(\S+)$/i)?.[1]));
  const external = bases.filter((b) => !stages.has(b));
  if (!external.length || external.some((b) => b !== nodeImage)) fail(`every base image must be ${nodeImage}, found ${external.join(', ')}`);

  if (!runs.some((r) => /\bnpm install\b/.test(r))) fail('must install with `npm install`');
  if (runs.some((r) => /\bnpm ci\b/.test(r))) fail('must not use `npm ci` (the lockfile lacks other platforms\' bindings)');
  if (!runs.some((r) => /\bnpx tsc -b\b/.test(r))) fail('must compile with `npx tsc -b`');
  const pkgName = [...manifests.values()].find((m) => m.dir === proc.name)?.manifest.name;
  if (pkgName && !runs.some((r) => /--omit=dev/.test(r) && new RegExp(`(-w|--workspace)[ =]${pkgName}(\\s|$)`).test(r))) {
    fail(`must install the production dependencies of ${pkgName} (npm install --omit=dev -w ${pkgName})`);
  }

  for (const dir of workspaces) {
    if (!copies.some((c) => new RegExp(`(^|\\s)${dir}/package\\.json\\s`).test(c))) fail(`must copy ${dir}/package.json (every workspace, so npm resolves the lockfile's tree)`);
  }
  for (const dir of pkgName ? workspaceClosure(pkgName, manifests) : [proc.name]) {
    if (!copies.some((c) => new RegExp(`/app/${dir}/dist\\s+(\\./)?${dir}/dist/?$`).test(c))) fail(`runtime must copy ${dir}/dist from the build`);
  }

  const users = steps.filter((s) => s.keyword === 'USER');
  if (users.at(-1)?.args !== 'node') fail('must run as the non-root user `node` (last USER)');
  const cmd = steps.filter((s) => s.keyword === 'CMD').at(-1)?.args;
  let argv;
  try {
    argv = JSON.parse(cmd ?? 'null');
  } catch {
    argv = null;
  }
  if (!Array.isArray(argv) || argv[0] !== 'node' || argv[1] !== proc.entry || argv.length !== 2) {
    fail(`CMD must be ["node", "${proc.entry}"] (exec form), found ${cmd}`);
  }
  if (!steps.some((s) => s.keyword === 'EXPOSE' && s.args.split(/\s+/).includes(String(proc.port)))) fail(`must EXPOSE ${proc.port}`);

  if (proc.name === gatewayName) {
    const build = runs.find((r) => /\bnpm run build\b/.test(r)) ?? '';
    for (const fe of frontEnds) {
      if (!new RegExp(`(-w|--workspace)[ =]${fe}(\\s|$)`).test(build)) fail(`front-end build must include -w ${fe}`);
      const dir = dirOf(fe);
      if (dir && !copies.some((c) => new RegExp(`/app/${dir}/dist\\s+(\\./)?${dir}/dist/?$`).test(c))) fail(`runtime must copy ${dir}/dist (served by the gateway)`);
      if (dir && !copies.some((c) => new RegExp(`/app/${dir}/dist-server\\s+(\\./)?${dir}/dist-server/?$`).test(c))) fail(`runtime must copy ${dir}/dist-server (the gateway pre-renders pages with it)`);
    }
  }
  return problems;
}

function checkDockerignore(text) {
  if (text == null) return ['.dockerignore is missing'];
  const lines = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const required = [['node_modules', '**/node_modules'], ['dist', '**/dist'], ['.git'], ['.env']];
  return required
    .filter((options) => !options.some((o) => lines.has(o)))
    .map((options) => `.dockerignore must exclude ${options.at(-1)} (host builds and secrets stay out of images)`);
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
