import { APP_CONFIG_PATH, CommonErrorCode, type AppConfig } from '@biz/contracts';
import { sessionIdOf } from '@biz/server-kit';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { RemoteName } from '../config/env';
import type { Exchange } from '../http/exchange';
import { readMethods, type Route } from '../http/pipeline';
import { sendPage } from '../pages/composed-page';
import type { PageRenderer } from '../pages/page-renderer';
import { folderExists, lookupFile, sendNotBuilt, sendStatic } from './static-files';

/**
 * A page load rather than an asset fetch: browsers say so with Sec-Fetch-Mode or Accept; for clients that
 * say neither (curl), a last segment without an extension is taken as a page.
 */
function isHtmlNavigation(headers: IncomingHttpHeaders, path: string): boolean {
  if (headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return (accept === '' || accept.startsWith('*/*')) && !last.includes('.');
}

/** The remotes manifest and the screens' runtime configuration, both from the environment. */
export function runtimeConfig(remotes: Record<RemoteName, string>, appConfig: AppConfig): Route {
  const documents: Record<string, unknown> = { '/mf-remotes.json': remotes, [APP_CONFIG_PATH]: appConfig };
  return {
    name: 'config',
    owns: (path) => path in documents,
    methods: readMethods,
    handle: (exchange) => exchange.json(200, documents[exchange.path], 'no-cache'),
  };
}

// Remote entries and manifests are fetched by the shell, possibly from another origin.
const cors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
const remotePath = /^\/mfe\/([^/]+)(\/.*)$/;

/** Each remote's build under `/mfe/<name>/`, with CORS. */
export function remoteFiles(webRoot: string): Route {
  return {
    name: 'remote-files',
    owns: (path) => remotePath.test(path),
    methods: new Set([...readMethods, 'OPTIONS']),
    async handle(exchange: Exchange) {
      const [, remote, file] = remotePath.exec(exchange.path) ?? [];
      exchange.alsoSend(cors);
      if (exchange.req.method === 'OPTIONS') {
        exchange.writeHead(204, { 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-max-age': '86400' });
        return void exchange.res.end();
      }
      if (!(RemoteName as readonly string[]).includes(remote)) return exchange.fail(404, CommonErrorCode.NotFound, 'No such remote.');
      const root = join(webRoot, `mfe-${remote}`, 'dist');
      if (!(await folderExists(root))) return sendNotBuilt(exchange, webRoot, `mfe-${remote}`, `@biz/mfe-${remote}`);
      const found = await lookupFile(root, file);
      if (found.kind === 'file') return sendStatic(exchange, root, found.relativePath);
      return exchange.fail(404, CommonErrorCode.NotFound, 'No such file.');
    },
  };
}

/**
 * The shell at `/`, with the SPA fallback for page loads: every path nothing else owns. A page of the site
 * is answered pre-rendered when it can be, else with the shell's index.html; a page load of any other path
 * gets index.html with a 404 status, and the browser shows 'Page Not Found'. Every page carries the agency's content.
 */
export function shellFiles(webRoot: string, pages: PageRenderer): Route {
  const shellRoot = join(webRoot, 'shell', 'dist');
  return {
    name: 'shell',
    owns: () => true,
    methods: readMethods,
    async handle(exchange: Exchange) {
      // Checked per request, so a build that finishes after the gateway started is served at once.
      if (!(await folderExists(shellRoot))) return sendNotBuilt(exchange, webRoot, 'shell', '@biz/shell');
      const found = await lookupFile(shellRoot, exchange.path);
      if (found.kind === 'file') return sendStatic(exchange, shellRoot, found.relativePath);
      if (found.kind === 'missing' && isHtmlNavigation(exchange.req.headers, exchange.path)) {
        const page = await pages.render(exchange.path, exchange.req.url ?? exchange.path, { withSession: sessionIdOf(exchange.req.headers) !== undefined });
        return page ? sendPage(exchange, page) : sendNotBuilt(exchange, webRoot, 'shell', '@biz/shell');
      }
      return exchange.fail(404, CommonErrorCode.NotFound, 'Not found.');
    },
  };
}
