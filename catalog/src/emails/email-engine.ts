import type Handlebars from 'handlebars';

let engine: typeof Handlebars | undefined;
const compiledSources = new Map<string, Handlebars.TemplateDelegate>();

/**
 * A template source compiled once, on its first render, by an engine of the emails' own (with `eq`).
 * Handlebars loads only in a process that renders (decision 034). strict: a value missing from the data is a
 * bug, not an empty line in a client's inbox. `html: false` (text and subjects): nothing is escaped, or
 * "Tom & Jo's" would read "Tom &amp; Jo&#x27;s".
 */
export function compiled(source: string, { html }: { html: boolean }): Handlebars.TemplateDelegate {
  const key = `${html}:${source}`;
  let template = compiledSources.get(key);
  if (!template) {
    if (!engine) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      engine = (require('handlebars') as typeof Handlebars).create();
      engine.registerHelper('eq', (a: unknown, b: unknown) => a === b);
    }
    template = engine.compile(source, { strict: true, noEscape: !html });
    compiledSources.set(key, template);
  }
  return template;
}
