// The scripts a newcomer runs first may import no package before scripts/on-node.sh has installed them: a
// static import of one crashes a fresh clone (issue 42: `npm start` died on ioredis). Follows each entry's
// static imports through local files; `import()` after the install step is what they use instead.
// scripts/front-door.sh proves the same for real, from a fresh clone, as CI's first step.
//   node --test scripts/front-door.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The packages `file` and the local files it imports statically need, as "file imports 'package'". */
function packagesNeeded(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].flatMap(([, spec]) => {
    if (spec.startsWith('node:')) return [];
    if (spec.startsWith('.')) return packagesNeeded(resolve(dirname(file), spec), seen);
    return [`${relative(root, file)} imports '${spec}'`];
  });
}

/** Each root script's Node entry (`... node scripts/x.mjs`). */
const entries = Object.values(scripts).flatMap((command) => [...command.matchAll(/\bnode (scripts\/\S+\.mjs)/g)].map(([, path]) => path));

test('npm start and npm run seed are entries this test follows', () => {
  assert.deepEqual(entries.sort(), ['scripts/seed/main.mjs', 'scripts/start.mjs']);
});

for (const entry of entries) {
  test(`${entry} imports no package before the install`, () => {
    assert.deepEqual(packagesNeeded(join(root, entry)), []);
  });
}

test('the follower sees a package imported through a local file (the bug it guards against)', () => {
  assert.deepEqual(packagesNeeded(join(root, 'scripts/stack-data.mjs')), ["scripts/stack-data.mjs imports 'ioredis'", "scripts/stack-data.mjs imports 'pg'"]);
});
