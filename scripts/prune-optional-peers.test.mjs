// node --test scripts/prune-optional-peers.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pruneUnreached } from './prune-optional-peers.mjs';

/** A package folder with its manifest. */
function pkg(dir, manifest) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
}

test('keeps what the process reaches through dependencies and required peers, deletes optional peers and strays', () => {
  const app = mkdtempSync(join(tmpdir(), 'prune-test-'));
  try {
    pkg(app, { name: 'root', workspaces: ['svc', 'kit'] });
    pkg(join(app, 'svc'), { name: '@biz/svc', dependencies: { '@biz/kit': '*', fw: '1' } });
    pkg(join(app, 'kit'), { name: '@biz/kit', dependencies: { log: '1' } });
    mkdirSync(join(app, 'node_modules', '@biz'), { recursive: true });
    symlinkSync('../../svc', join(app, 'node_modules', '@biz', 'svc'));
    symlinkSync('../../kit', join(app, 'node_modules', '@biz', 'kit'));
    const nm = (name) => join(app, 'node_modules', name);
    pkg(nm('fw'), { name: 'fw', dependencies: { inner: '2' }, peerDependencies: { core: '1', static: '1' }, peerDependenciesMeta: { static: { optional: true } } });
    pkg(join(nm('fw'), 'node_modules', 'inner'), { name: 'inner' });
    pkg(nm('inner'), { name: 'inner' }); // another version, for another workspace
    pkg(nm('core'), { name: 'core' });
    pkg(nm('static'), { name: 'static', dependencies: { glob: '1' } });
    pkg(nm('glob'), { name: 'glob' });
    pkg(nm('log'), { name: 'log' });
    pkg(nm('@types/x'), { name: '@types/x' });

    const removed = pruneUnreached(app, 'svc').map((dir) => dir.slice(app.length + 1)).sort();
    assert.deepEqual(removed, ['node_modules/@types/x', 'node_modules/glob', 'node_modules/inner', 'node_modules/static']);
    for (const kept of ['fw', 'fw/node_modules/inner', 'core', 'log', '@biz/kit']) assert.ok(existsSync(join(nm(kept), 'package.json')), kept);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
