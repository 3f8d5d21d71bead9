import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_DOCS_PATH, CommonErrorCode, OPENAPI_DOCUMENT_PATH, openApiDocument, type PaymentMode } from '@biz/contracts';
import type { Exchange } from '../http/exchange';
import { readMethods, type Route } from '../http/pipeline';
import { escapeText } from '../pages/page-head';
import { encodingsAccepted } from '../static/precompressed';

/** Swagger UI's own files, served from its npm package (a production dependency of the gateway): no CDN. */
const uiFiles = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;
type UiFile = keyof typeof uiFiles;

const INIT_SCRIPT = 'api-docs.js';
const OWN_STYLES = 'api-docs.css';
/** Where the page's files live: beside the page, under contracts' API_DOCS_PATH. */
export const apiDocsFileUrl = (file: UiFile | typeof INIT_SCRIPT | typeof OWN_STYLES) => `${API_DOCS_PATH}/${file}`;

/**
 * Starts Swagger UI on the document. A file of its own, never inline: the CSP allows only the site's own
 * scripts. Each context opens on a click (`docExpansion: 'none'`): opened all at once, Swagger UI 5 stopped
 * rendering part-way through a document of some 140 operations, with no error. No validator badge (it would call a third party); the session cookie goes with "Try it out",
 * as the gateway serves both, and writes pass its cross-origin check as same-origin requests. For WCAG 2.2
 * AA (axe in the e2e): no deep links (each was a link inside the operation's button, 19 px high), a name
 * for each parameter's select, and each example's scrolling box reachable by keyboard.
 */
const initScript = `window.addEventListener('DOMContentLoaded', function () {
  var root = document.getElementById('api-docs');
  root.textContent = '';
  window.SwaggerUIBundle({ url: root.dataset.document, domNode: root, deepLinking: false, validatorUrl: null, docExpansion: 'none', defaultModelsExpandDepth: 0, tryItOutEnabled: false });
  new MutationObserver(function () {
    root.querySelectorAll('tr[data-param-name] select:not([aria-label])').forEach(function (select) { select.setAttribute('aria-label', select.closest('tr').dataset.paramName); });
    root.querySelectorAll('.microlight:not([tabindex])').forEach(function (example) { example.setAttribute('tabindex', '0'); });
  }).observe(root, { childList: true, subtree: true });
});
`;

/**
 * The responses' Links column goes: the description declares no links, and at 390 px the column pushed
 * the responses table past the screen's edge. The servers' picker goes (one server, the site itself, and
 * a select without a name). The rest darkens Swagger UI's colours to 4.5:1 for text: the method badges,
 * the version badges, the links, a parameter's "(query)", and the examples' red on grey;
 * and the path's copy button is 24 px at 390 px too.
 */
const ownStyles = `.swagger-ui .response-col_links, .swagger-ui .scheme-container { display: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6fb2; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1e7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a85d00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0262d; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f7f6a; }
.swagger-ui .info .title small .version { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #2f6f00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1f5fad; }
.swagger-ui .parameter__in { color: #595959; }
.swagger-ui .highlight-code .microlight { background: #111 !important; }
.swagger-ui .copy-to-clipboard, .swagger-ui .copy-to-clipboard button { min-width: 24px; min-height: 24px; }
`;

/** The page: Swagger UI on the document; without script, a link to the document itself. */
export function apiDocsPage(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title>
<link rel="stylesheet" href="${apiDocsFileUrl('swagger-ui.css')}"><link rel="stylesheet" href="${apiDocsFileUrl(OWN_STYLES)}">
<script defer src="${apiDocsFileUrl('swagger-ui-bundle.js')}"></script><script defer src="${apiDocsFileUrl(INIT_SCRIPT)}"></script></head>
<body><main id="api-docs" data-document="${OPENAPI_DOCUMENT_PATH}"><h1>${escapeText(title)}</h1><p>The OpenAPI 3.1 document: <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>.</p></main></body></html>`;
}

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
}

function asset(type: string, body: Buffer): Asset {
  return { type, body, gzip: gzipSync(body, { level: 9 }) };
}

/** Swagger UI's files, read from its package and compressed once, on first use. */
function uiAssets(): Map<string, Asset> {
  const root = dirname(require.resolve('swagger-ui-dist/package.json'));
  return new Map(Object.entries(uiFiles).map(([file, type]) => [apiDocsFileUrl(file as UiFile), asset(type, readFileSync(join(root, file)))]));
}

function sendAsset(exchange: Exchange, { type, body, gzip }: Asset, cacheControl: string): void {
  const gzipped = encodingsAccepted(exchange.req.headers['accept-encoding']).includes('gzip');
  exchange.send(200, { 'content-type': type, 'cache-control': cacheControl, vary: 'accept-encoding', ...(gzipped ? { 'content-encoding': 'gzip' } : {}) }, gzipped ? gzip : body);
}

/**
 * The page (`API_DOCS_PATH`), its script and Swagger UI's files under it, and the document
 * (`OPENAPI_DOCUMENT_PATH`), answered by the gateway itself. They change with a deploy, not in between:
 * revalidated (`no-cache`), never stale after one. The document describes what this deployment serves: the
 * Stripe webhook with live payments, the test-mode calls without.
 */
export function apiDocs(paymentMode: PaymentMode): Route {
  let assets: Map<string, Asset> | undefined;
  const load = (): Map<string, Asset> => {
    const document = openApiDocument(paymentMode);
    return new Map([
      ...uiAssets(),
      [API_DOCS_PATH, asset('text/html; charset=utf-8', Buffer.from(apiDocsPage(document.info.title)))],
      [apiDocsFileUrl(INIT_SCRIPT), asset('text/javascript; charset=utf-8', Buffer.from(initScript))],
      [apiDocsFileUrl(OWN_STYLES), asset('text/css; charset=utf-8', Buffer.from(ownStyles))],
      [OPENAPI_DOCUMENT_PATH, asset('application/json; charset=utf-8', Buffer.from(JSON.stringify(document)))],
    ]);
  };
  return {
    name: 'docs',
    owns: (path) => path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`),
    methods: readMethods,
    handle(exchange: Exchange) {
      assets ??= load();
      const found = assets.get(exchange.path);
      if (!found) return exchange.fail(404, CommonErrorCode.NotFound, 'No such file of the API description.');
      sendAsset(exchange, found, 'no-cache');
    },
  };
}
