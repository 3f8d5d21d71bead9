import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH, openApiDocument } from '@biz/contracts';
import type { Exchange } from '../http/exchange';
import { readMethods, type Route } from '../http/pipeline';
import { escapeText } from '../pages/page-head';

type ApiDocument = ReturnType<typeof openApiDocument>;
type Operation = ApiDocument['paths'][string][string];

function operationHtml(method: string, path: string, operation: Operation): string {
  const schemas = [
    ...(operation.parameters.length ? [['Parameters', operation.parameters]] : []),
    ...('requestBody' in operation && operation.requestBody ? [['Request body', operation.requestBody.content['application/json'].schema]] : []),
    ['Answer (200)', operation.responses['200'].content['application/json'].schema],
  ] as [string, unknown][];
  return `<details><summary><code class="m">${method.toUpperCase()}</code> <code>${escapeText(path)}</code> ${escapeText(operation.summary)} <span class="a">${escapeText(operation['x-audience'])}</span></summary>
${schemas.map(([title, schema]) => `<h4>${title}</h4><pre>${escapeText(JSON.stringify(schema, null, 2))}</pre>`).join('\n')}</details>`;
}

/** A readable page of the document, grouped by service, with no script (the CSP allows none inline). */
export function apiDocsPage(document: ApiDocument): string {
  const byService = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const service = operation.tags[0];
      byService.set(service, [...(byService.get(service) ?? []), operationHtml(method, path, operation)]);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(document.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}details{border:1px solid #e2e8f0;border-radius:.5rem;margin:.4rem 0;padding:.4rem .8rem}summary{cursor:pointer}.m{font-weight:700;color:#1f5ae0}.a{color:#64748b;font-size:.85em}pre{background:#f8fafc;padding:.6rem;overflow:auto;font-size:.8em}</style></head>
<body><h1>${escapeText(document.info.title)}</h1><p>${escapeText(document.info.description)}</p>
<p>OpenAPI ${document.openapi}: <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>. Errors answer the envelope <code>{ error: { code, message, fields } }</code>.</p>
${[...byService].map(([service, operations]) => `<h2>${escapeText(service)}</h2>\n${operations.join('\n')}`).join('\n')}
</body></html>`;
}

/** The page (`API_DOCS_PATH`) and the document (`OPENAPI_DOCUMENT_PATH`), answered by the gateway itself. */
export function apiDocs(): Route {
  let document: ApiDocument | undefined;
  let page: string | undefined;
  return {
    name: 'docs',
    owns: (path) => path === API_DOCS_PATH || path === OPENAPI_DOCUMENT_PATH,
    methods: readMethods,
    handle(exchange: Exchange) {
      document ??= openApiDocument();
      if (exchange.path === OPENAPI_DOCUMENT_PATH) return exchange.json(200, document, 'no-cache');
      page ??= apiDocsPage(document);
      exchange.send(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, page);
    },
  };
}
