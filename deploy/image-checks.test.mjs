// Proves the image checks can fail: the committed Dockerfile, build configs and .dockerignore pass, and each
// drift below is reported. deploy/check-deploy.mts runs these checks with the rest of the deployment's.
//   node --test deploy/image-checks.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, processes } from '../scripts/processes.mjs';
import { checkImages } from './image-checks.mjs';

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

const run = (readText) => checkImages({ readText, root, processes, frontEnds });

function assertReports(readText, pattern) {
  const problems = run(readText);
  assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join('\n') || '(none)'}`);
}

test('the committed files are in step', () => {
  assert.deepEqual(run(real), []);
});

const cmd = 'CMD ["sh", "-c", "exec node ${V8_FLAGS} \\"${PROCESS}/dist/main.js\\""]';
const imageCases = [
  ['Dockerfile', '`npm install`', ['RUN npm ci --no-audit --no-fund --ignore-scripts\n', 'RUN npm install --no-audit --no-fund --ignore-scripts\n'], /must install with `npm ci`/],
  ['Dockerfile', 'root user', ['USER node\n', ''], /non-root user/],
  ['Dockerfile', 'a wrong entry', [cmd, cmd.replace('main.js', 'index.js')], /CMD must be .*svc-admin runs svc-admin\/dist\/main.js/],
  ['Dockerfile', 'a shell-form CMD', [cmd, 'CMD node ${PROCESS}/dist/main.js'], /CMD must be/],
  ['Dockerfile', 'a CMD without the V8 flags', [cmd, cmd.replace('${V8_FLAGS} ', '')], /CMD must be .*the V8 flags on node's command line/],
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

test('reports a .dockerignore that lets node_modules in', () => {
  assertReports(edit('.dockerignore', '**/node_modules\n', ''), /\.dockerignore must exclude \*\*\/node_modules/);
});
