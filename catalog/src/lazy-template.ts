import type Handlebars from 'handlebars';

/**
 * A Handlebars template compiled on its first render. Handlebars (its parser and compiler, 0.6 MB of source)
 * then loads only in a process that renders: not in svc-intake, which uses the catalog for its suggestions
 * alone, nor in svc-admin until its first onboarding form or email draft (decision 034).
 */
export function lazyTemplate<T = unknown>(source: string, options: CompileOptions): Handlebars.TemplateDelegate<T> {
  let compiled: Handlebars.TemplateDelegate<T> | undefined;
  return (context, runtimeOptions) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    compiled ??= (require('handlebars') as typeof Handlebars).compile<T>(source, options);
    return compiled(context, runtimeOptions);
  };
}
