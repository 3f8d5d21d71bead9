// What a production build (and so an image) must never hold: specs, test harnesses (a `testing/` folder:
// server-kit's `@biz/server-kit/testing`, a package's `src/testing/`) and code that loads one.
// Shared by the production build check (production-build.test.mjs) and the image layout (image-files.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const specFile = /\.(spec|int-spec)\.(js|d\.ts)(\.map)?$/; // .pact.spec.js included
const harnessPath = /(^|\/)testing(\/|$)/;
const loadedModules = /\b(?:require|import)\(\s*["']([^"']+)["']|\bfrom\s*["']([^"']+)["']/g;

/** Every file under `dir`, as paths relative to `base` with `/` separators. */
export function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * The test-only files among `files` (paths relative to the repo root), one line each; `readText` gives a
 * file's text, so code that would load a harness is found too.
 */
export function testOnlyProblems(files, readText) {
  const problems = [];
  for (const file of files) {
    if (specFile.test(file)) problems.push(`${file} is a spec`);
    else if (harnessPath.test(file)) problems.push(`${file} is a test harness (a testing/ folder)`);
    else if (/\.(js|d\.ts)$/.test(file)) {
      const harnesses = [...readText(file).matchAll(loadedModules)].map((m) => m[1] ?? m[2]).filter((name) => harnessPath.test(name));
      if (harnesses.length) problems.push(`${file} loads a test harness (${[...new Set(harnesses)].join(', ')})`);
    }
  }
  return problems;
}

/** The test-only files under `dir` (absolute), reported relative to `root`. */
export function testOnlyProblemsUnder(dir, root) {
  const files = filesUnder(dir, root);
  return testOnlyProblems(files, (file) => readFileSync(join(root, file), 'utf8'));
}
