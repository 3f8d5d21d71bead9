// The rules that keep the one Dockerfile building an image per process of scripts/processes.mjs that holds
// that process's production build and production dependencies, and nothing of the tests: no spec, no test
// harness. Used by deploy/check-deploy.mts (compose and the Deployments run these images).
// Pure but for TypeScript reading the build configs: every file of the repo is read through `readText`, so
// the self-tests can feed altered copies.
import ts from 'typescript';
import { join, relative } from 'node:path';
import { imageFolders } from '../scripts/image-files.mjs';

export const dockerfilePath = 'Dockerfile';
/** Node 24 LTS (.nvmrc), the runtime of every process image, pinned to a release (see `unpinnedImageProblem`). */
const nodeImage = /^node:24\.\d+\.\d+-bookworm-slim$/;
const nodeImageName = 'node:24.<minor>.<patch>-bookworm-slim';
/** The production build of every node package: tsconfig.build.json at the root references each package's. */
const productionBuild = 'npx tsc -b tsconfig.build.json';
const layout = 'node scripts/image-files.mjs "${PROCESS}" /image';
const pruneStep = 'node /tmp/prune-optional-peers.mjs /app "${PROCESS}"';
const specOrHarness = /\.(spec|int-spec)\.tsx?$|(^|\/)testing\//;

/**
 * What is wrong with a third-party image reference, or undefined when it names one release: a digest, or a
 * tag of at least major.minor (`postgres:16.10`, `redis:7.4.6`, `axllent/mailpit:v1.27.11`,
 * `node:24.22.3-bookworm-slim`). No tag, `latest`, or a bare major (`redis:7`) follow whatever the publisher
 * pushes next, so two builds or two nodes of the same commit can run different software.
 */
export function unpinnedImageProblem(image) {
  const ref = String(image ?? '');
  if (/@sha256:[0-9a-f]{64}$/.test(ref)) return undefined;
  const tag = ref.slice(ref.lastIndexOf('/') + 1).split(':')[1];
  if (tag === undefined) return `image "${ref}" has no tag (that is \`latest\`): pin a release, e.g. name:1.2.3`;
  if (!/^v?\d+\.\d+(\.\d+)*([-_.][\w.-]+)?$/.test(tag)) return `image "${ref}" is not pinned to a release (tag "${tag}"): use a tag of at least major.minor, or a digest`;
  return undefined;
}

/** Dockerfile instructions with their stage, comments dropped and `\` continuations joined. */
function instructionsOf(text) {
  let stage;
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      const step = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
      if (step.keyword === 'FROM') stage = step.args.match(/\sAS\s+(\S+)$/i)?.[1];
      return { ...step, stage };
    });
}

/**
 * Checks the image every process is built into. Returns the list of problems (empty when in step).
 * @param {object} input
 * @param {(relPath: string) => string | null} input.readText  a file of the repo, or null when missing
 * @param {string} input.root  the repo's folder (TypeScript resolves the build configs' files under it)
 * @param {{ name: string, entry: string }[]} input.processes
 * @param {string[]} input.frontEnds  package names of the front ends the gateway serves
 */
export function checkImages({ readText, root, processes, frontEnds }) {
  const readManifest = (dir) => JSON.parse(readText(join(dir, 'package.json')) ?? '{}');
  const nodePackages = [...new Set(processes.flatMap((proc) => imageFolders(proc.name, readManifest)))]
    .filter((folder) => folder.endsWith('/dist'))
    .map((folder) => folder.slice(0, -'/dist'.length))
    .filter((dir) => !frontEnds.includes(readManifest(dir).name));
  return [
    ...checkDockerfile({ text: readText(dockerfilePath), processes, frontEnds, readManifest }),
    ...checkBuildConfigs({ readText, root, nodePackages }),
    ...checkDockerignore(readText('.dockerignore')),
  ];
}

function checkDockerfile({ text, processes, frontEnds, readManifest }) {
  if (text == null) return [`${dockerfilePath} is missing`];
  const problems = [];
  const fail = (message) => problems.push(`${dockerfilePath}: ${message}`);
  const steps = instructionsOf(text);
  const runs = steps.filter((s) => s.keyword === 'RUN');

  const imageArg = steps.find((s) => s.keyword === 'ARG' && /^NODE_IMAGE=/.test(s.args))?.args.split('=')[1];
  const froms = steps.filter((s) => s.keyword === 'FROM');
  const stages = new Set(froms.map((s) => s.stage));
  const external = froms.map((s) => s.args.split(/\s+/)[0].replace('${NODE_IMAGE}', imageArg ?? '${NODE_IMAGE}')).filter((b) => !stages.has(b));
  if (!external.length || external.some((b) => !nodeImage.test(b))) fail(`every base image must be ${nodeImageName} (Node 24 LTS, one release), found ${external.join(', ')}`);

  // Installs exactly the lockfile's tree, and the process's production dependencies for its runtime.
  if (runs.some((r) => /\bnpm (install|i)\b/.test(r.args))) fail('must install with `npm ci` (the lockfile\'s tree), not `npm install`');
  if (!runs.some((r) => /\bnpm ci\b/.test(r.args) && !/--omit=dev/.test(r.args))) fail('must install the build\'s dependencies with `npm ci`');
  const prodDeps = runs.find((r) => /\bnpm ci\b/.test(r.args) && /--omit=dev/.test(r.args));
  if (!prodDeps || !/(-w|--workspace)[ =]"?@biz\/\$\{?PROCESS\}?"?(\s|$)/.test(prodDeps.args)) {
    fail('must install the production dependencies of the process alone (npm ci --omit=dev -w "@biz/${PROCESS}")');
  }
  // Then deletes what npm installed beyond the process's reach (optional peers held for other workspaces).
  const prune = runs.find((r) => r.args === pruneStep);
  if (!prune || prune.stage !== prodDeps?.stage || runs.indexOf(prune) < runs.indexOf(prodDeps)) fail(`must prune the production dependencies after installing them, in the same stage (\`${pruneStep}\`)`);
  for (const proc of processes) {
    if (readManifest(proc.name).name !== `@biz/${proc.name}`) fail(`${proc.name}/package.json must be named @biz/${proc.name} (PROCESS names the workspace)`);
  }
  for (const dir of readManifest('.').workspaces ?? []) {
    if (!steps.some((s) => s.keyword === 'COPY' && new RegExp(`(^|\\s)${dir}/package\\.json\\s`).test(s.args))) fail(`must copy ${dir}/package.json (every workspace, so npm ci installs the lockfile's tree)`);
  }

  // The production build only, laid out by the script that refuses specs and harnesses.
  const build = runs.find((r) => r.args.includes(productionBuild));
  if (!build) fail(`must compile with the production build (\`${productionBuild}\`), which leaves specs and test harnesses out`);
  if (runs.some((r) => /\bnpx tsc\b/.test(r.args) && !r.args.includes(productionBuild))) fail('must compile nothing but the production build (`npx tsc -b` alone also emits the specs and test harnesses)');
  const layoutStep = runs.find((r) => r.args === layout);
  if (!layoutStep) fail(`must lay out the process's files with \`${layout}\` (it refuses specs and test harnesses)`);
  const runtime = froms.at(-1)?.stage;
  const copies = steps.filter((s) => s.keyword === 'COPY' && s.stage === runtime).map((s) => s.args);
  const allowed = new Set(['--from=deps /app ./', `--from=${layoutStep?.stage} /image ./`]);
  for (const copy of copies) if (!allowed.has(copy)) fail(`the runtime stage must copy only the production dependencies (--from=deps /app ./) and the laid out files (--from=${layoutStep?.stage} /image ./), found COPY ${copy}`);
  if (allowed.size !== new Set(copies).size) fail('the runtime stage must copy the production dependencies and the laid out files');

  const frontEndBuild = runs.find((r) => /\bnpm run build\b/.test(r.args))?.args ?? '';
  for (const fe of frontEnds) if (!new RegExp(`(-w|--workspace)[ =]${fe}(\\s|$)`).test(frontEndBuild)) fail(`front-end build must include -w ${fe}`);

  if (steps.filter((s) => s.keyword === 'USER').at(-1)?.args !== 'node') fail('must run as the non-root user `node` (last USER)');
  const cmd = steps.filter((s) => s.keyword === 'CMD').at(-1)?.args;
  let argv;
  try {
    argv = JSON.parse(cmd ?? 'null');
  } catch {
    argv = null;
  }
  // Exec form through `sh -c "exec ..."`: PROCESS and V8_FLAGS (set per process by compose and the
  // Deployments) are expanded, and node replaces the shell (it gets the signals).
  const command = Array.isArray(argv) && argv.length === 3 && argv[0] === 'sh' && argv[1] === '-c' ? argv[2] : undefined;
  for (const proc of processes) {
    if (command?.replaceAll('${PROCESS}', proc.name) !== `exec node \${V8_FLAGS} "${proc.entry}"`) fail(`CMD must be ["sh", "-c", "exec node \${V8_FLAGS} \\"\${PROCESS}/dist/main.js\\""] (exec form, the V8 flags on node's command line; ${proc.name} runs ${proc.entry}), found ${cmd}`);
  }
  return [...new Set(problems)];
}

/**
 * Each node package an image carries has a tsconfig.build.json that compiles no spec and no harness into
 * its dist/, and the root tsconfig.build.json (the Dockerfile's build) references it. TypeScript itself
 * resolves each config (extends, include, exclude) to the files it compiles.
 */
function checkBuildConfigs({ readText, root, nodePackages }) {
  const problems = [];
  const rootConfig = ts.parseConfigFileTextToJson('tsconfig.build.json', readText('tsconfig.build.json') ?? '{}').config ?? {};
  const referenced = new Set((rootConfig.references ?? []).map((r) => r.path));
  const host = { ...ts.sys, readFile: (file) => readText(relative(root, file)) ?? undefined, onUnRecoverableConfigFileDiagnostic: () => {} };
  for (const dir of nodePackages) {
    const path = `${dir}/tsconfig.build.json`;
    if (!referenced.has(path)) problems.push(`tsconfig.build.json must reference ${path} (the production build of ${dir})`);
    if (readText(path) == null) {
      problems.push(`${path} is missing (the production build of ${dir})`);
      continue;
    }
    const config = ts.getParsedCommandLineOfConfigFile(join(root, path), {}, host);
    if (!config) continue;
    if (config.options.outDir !== join(root, dir, 'dist')) problems.push(`${path}: outDir must be ${dir}/dist (what the image copies), found ${config.options.outDir && relative(root, config.options.outDir)}`);
    for (const file of config.fileNames.map((f) => relative(root, f)).filter((f) => specOrHarness.test(f))) {
      problems.push(`${path} compiles ${file}, a spec or a test harness: images would carry it`);
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
    .map((options) => `.dockerignore must exclude ${options.at(-1)} (host builds, whose dist/ holds the specs and harnesses of \`npx tsc -b\`, and secrets stay out of images)`);
}
