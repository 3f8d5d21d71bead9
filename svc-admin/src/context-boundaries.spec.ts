import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** svc-admin's own modules (specs and test harness left out) and the modules of this tree each imports. */
const root = __dirname;
const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !/\.(int-)?spec\.ts$|^testing\//.test(file));
const importsOf = (file: string): string[] =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/from '(\.[^']*)'/g)].map(([, path]) => `${relative(root, resolve(dirname(join(root, file)), path))}.ts`);
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

// The contexts' doors (desk -> portal only through portal.module.ts and its facade; shared into neither)
// are lint rules (eslint.config.mjs, import-x/no-restricted-paths). Lint's cycle rule skips type-only
// imports, which the compiler erases; this test keeps those out of circles too.
describe("svc-admin's modules", () => {
  it('import no module that imports them back, types included', () => {
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void circles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      if (done.has(file)) return;
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
