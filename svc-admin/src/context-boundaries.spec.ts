import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** svc-admin's own modules (specs and test harness left out) and the modules of this tree each imports. */
const root = __dirname;
const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !/\.(int-)?spec\.ts$|^testing\//.test(file));
const importsOf = (file: string): string[] =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/from '(\.[^']*)'/g)].map(([, path]) => `${relative(root, resolve(dirname(join(root, file)), path))}.ts`);
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

describe("svc-admin's contexts", () => {
  it('the desk reaches the portal only through its public module', () => {
    const doors = ['portal/portal.module.ts', 'portal/portal-facade.ts'];
    const through = [...graph].flatMap(([file, imports]) => (file.startsWith('desk/') ? imports.filter((path) => path.startsWith('portal/') && !doors.includes(path)) : []));
    expect(through).toEqual([]);
  });

  it('the portal never reaches into the desk, and what is shared into neither', () => {
    const wrong = [...graph].flatMap(([file, imports]) =>
      imports.filter((path) => (file.startsWith('portal/') && path.startsWith('desk/')) || (file.startsWith('shared/') && /^(desk|portal)\//.test(path))).map((path) => `${file} -> ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no import circle', () => {
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
