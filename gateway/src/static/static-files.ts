import { stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-policy';

export type Lookup = { kind: 'file'; relativePath: string } | { kind: 'missing' } | { kind: 'outside' };

/** Maps a URL path inside `root` to a file, refusing anything that escapes the root. */
export async function lookupFile(root: string, urlPath: string): Promise<Lookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'outside' };
  }
  if (decoded.includes('\0')) return { kind: 'outside' };
  const absolute = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (absolute !== root && !absolute.startsWith(root + sep)) return { kind: 'outside' };
  try {
    const info = await stat(absolute);
    return info.isFile() ? { kind: 'file', relativePath: relative(root, absolute) } : { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
}

export async function folderExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

// @fastify/static's augmentation of FastifyReply declares no type parameters, so it does not merge with
// Fastify 5.12's generic FastifyReply: name the decorator it adds here instead.
type ReplyWithSendFile = FastifyReply & {
  sendFile(filename: string, rootPath: string, options: { cacheControl: boolean; dotfiles: 'deny' }): FastifyReply;
};

export function sendStatic(reply: FastifyReply, root: string, relativePath: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(basename(relativePath)));
  return (reply as ReplyWithSendFile).sendFile(relativePath, root, { cacheControl: false, dotfiles: 'deny' });
}

/** The page shown while a front end has not been built: says exactly what is missing and how to fix it. */
export function sendNotBuilt(reply: FastifyReply, webRoot: string, folder: string, workspace: string): FastifyReply {
  const where = join(webRoot, folder, 'dist');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body><h1>This part of the site is not built yet</h1>
<p>The gateway found no build at <code>${where}</code>.</p>
<p>Build it with <code>npm run build -w ${workspace}</code> (or run <code>npm start</code>), then reload.</p>
</body></html>`;
  return reply.code(503).header('cache-control', 'no-store').header('retry-after', '10').type('text/html; charset=utf-8').send(html);
}
