import { APP_CONFIG_PATH, CommonErrorCode, type AppConfig } from '@biz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { RemoteName } from '../config/env';
import { sendError } from '../http/error-envelope';
import { folderExists, lookupFile, sendNotBuilt, sendStatic } from './static-files';

/**
 * A page load rather than an asset fetch: browsers say so with Sec-Fetch-Mode or Accept; for clients that
 * say neither (curl), a last segment without an extension is taken as a page.
 */
export function isHtmlNavigation(request: FastifyRequest, path: string): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return (accept === '' || accept.startsWith('*/*')) && !last.includes('.');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0];
}

/**
 * The shell at `/` with SPA fallback, each remote under `/mfe/<name>/` with CORS, the remotes manifest and
 * the runtime configuration of the screens.
 */
export function registerFrontEnds(app: FastifyInstance, webRoot: string, remotes: Record<RemoteName, string>, appConfig: AppConfig): void {
  const shellRoot = join(webRoot, 'shell', 'dist');

  app.get('/mf-remotes.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(remotes);
  });
  app.get(APP_CONFIG_PATH, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(appConfig);
  });

  // Remote entries and manifests are fetched by the shell, possibly from another origin.
  const cors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
  app.options('/mfe/*', async (_request, reply) => {
    return reply.code(204).headers({ ...cors, 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-max-age': '86400' }).send();
  });
  app.get<{ Params: { remote: string; '*': string } }>('/mfe/:remote/*', async (request, reply) => {
    const remote = request.params.remote;
    if (!(RemoteName as readonly string[]).includes(remote)) return sendError(reply, 404, CommonErrorCode.NotFound, 'No such remote.');
    reply.headers(cors);
    const root = join(webRoot, `mfe-${remote}`, 'dist');
    if (!(await folderExists(root))) return sendNotBuilt(reply, webRoot, `mfe-${remote}`, `@biz/mfe-${remote}`);
    const found = await lookupFile(root, `/${request.params['*']}`);
    if (found.kind === 'file') return sendStatic(reply, root, found.relativePath);
    return sendError(reply, 404, CommonErrorCode.NotFound, 'No such file.');
  });

  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    // Checked per request, so a build that finishes after the gateway started is served at once.
    if (!(await folderExists(shellRoot))) return sendNotBuilt(reply, webRoot, 'shell', '@biz/shell');
    const found = await lookupFile(shellRoot, path);
    if (found.kind === 'file') return sendStatic(reply, shellRoot, found.relativePath);
    if (found.kind === 'missing' && isHtmlNavigation(request, path)) return sendStatic(reply, shellRoot, 'index.html');
    return sendError(reply, 404, CommonErrorCode.NotFound, 'Not found.');
  });
}
