import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules every page reads (the page list, the endpoint table, the page paths) bring no zod into the
 * browser: the bundler keeps a module's top-level `z.object(…)` calls whatever the page uses of it, so one
 * constant imported from a schema module would put zod and that module's schemas on every page.
 */
const pageModules = ['pages/site-pages.ts', 'pages/prerendered-pages.ts', 'pages/page-paths.ts', 'http/endpoint-declaration.ts', 'http/endpoints.ts', 'http/public-endpoints.ts', 'http/client-endpoints.ts', 'http/staff-endpoints.ts'];

const src = path.resolve(__dirname, '..');

/** The modules `file` loads at run time: its imports and re-exports, less `import type`. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
  return specifiers.map((specifier) => (specifier.startsWith('.') ? path.resolve(path.dirname(file), `${specifier}.ts`) : specifier));
}

/** Every module `entry` loads, directly or through the others. */
function loadedModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (module.startsWith('/')) valueImports(module).forEach(visit);
  };
  visit(path.join(src, entry));
  return seen;
}

describe('the modules every page reads', () => {
  it.each(pageModules)('%s loads no zod, directly or through another module', (entry) => {
    const zodVia = [...loadedModules(entry)].filter((module) => module.startsWith('/') && valueImports(module).includes('zod'));
    expect(zodVia.map((module) => path.relative(src, module))).toEqual([]);
  });

  it('the check sees zod where a module imports it', () => {
    expect(loadedModules('admin/admin-auth.ts')).toContain('zod');
  });
});
