import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as sharedRouter from './shared-router';

const repoRoot = join(__dirname, '../../..');
const bundledSources = ['shell', 'mfe-intake', 'mfe-lockin', 'mfe-admin', 'mfe-client', 'ui-kit'].map((app) => join(repoRoot, app, 'src'));
// The shell's server bundle entry: it does not share, the gateway hands it the whole package.
const serverEntries = [join(repoRoot, 'shell/src/server.tsx')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) && !serverEntries.includes(path) ? [path] : [];
  });
}

/** Every `import { … } from 'react-router'` in the front ends' bundled code: file → the value names. */
function routerImports(): Array<{ file: string; names: string[]; namespace: boolean }> {
  return bundledSources.flatMap(sourceFiles).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router['"]/g)]
      .filter(([, typeOnly]) => !typeOnly)
      .map(([, , clause]) => ({
        file: relative(repoRoot, file),
        namespace: !clause.trim().startsWith('{'),
        names: [...clause.matchAll(/(?:^|[{,])\s*(?!type\s)(\w+)/g)].map((m) => m[1]),
      }));
  });
}

describe('the router the apps share', () => {
  it('exports every router name the front ends import, so no remote gets undefined at run time', () => {
    const exported = new Set(Object.keys(sharedRouter));
    const missing = routerImports().flatMap(({ file, names }) => names.filter((n) => !exported.has(n)).map((n) => `${file}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('is imported by name only: a namespace or default import could reach any export', () => {
    expect(routerImports().filter((i) => i.namespace).map((i) => i.file)).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(routerImports().map((i) => i.names).flat()).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link']));
  });
});
