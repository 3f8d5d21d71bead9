import send, { type SendResult } from '@fastify/send';
import { CommonErrorCode } from '@biz/contracts';
import { stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import type { Exchange, Headers } from '../http/exchange';
import { cacheControlFor } from './cache-policy';
import { encodingsAccepted, isCompressible, suffixOf } from './precompressed';

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

// Ranges, ETag and conditional requests are @fastify/send's; which file and its caching are ours.
const sendOptions = { dotfiles: 'deny', cacheControl: false, index: false } as const;

// What @fastify/send may refuse after the lookup found the file (a dotfile, a bad range, a failed precondition).
const refusals: Record<number, [string, string]> = {
  403: [CommonErrorCode.Forbidden, 'Forbidden.'],
  404: [CommonErrorCode.NotFound, 'Not found.'],
  412: [CommonErrorCode.BadRequest, 'A precondition of this request failed.'],
  416: [CommonErrorCode.BadRequest, 'The requested range is not satisfiable.'],
};

function contentTypeOf(fileName: string): string {
  const type = send.mime.getType(fileName) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Sends a file found by `lookupFile`: the precompressed sibling (`.br`, `.gz`, written by the build) that
 * Accept-Encoding allows best, else the file itself. A compressible file says `Vary: Accept-Encoding`
 * whichever it sends, so a cache never hands the brotli body to a client that did not ask for it.
 */
export async function sendStatic(exchange: Exchange, root: string, relativePath: string): Promise<void> {
  const name = basename(relativePath);
  const urlPath = `/${relativePath.split(sep).map(encodeURIComponent).join('/')}`;
  const headers: Headers = { 'Cache-Control': cacheControlFor(name) };
  let result: SendResult | undefined;
  if (isCompressible(name)) {
    headers.Vary = 'Accept-Encoding';
    for (const encoding of encodingsAccepted(exchange.req.headers['accept-encoding'])) {
      const variant = await send(exchange.req, urlPath + suffixOf[encoding], { ...sendOptions, root, contentType: false });
      if (variant.type === 'error' && variant.statusCode === 404) continue; // not built for this file: try the next
      result = variant;
      if (variant.statusCode !== 304) Object.assign(headers, { 'Content-Type': contentTypeOf(name), 'Content-Encoding': encoding });
      break;
    }
  }
  result ??= await send(exchange.req, urlPath, { ...sendOptions, root });
  if (result.type === 'error') {
    result.stream.destroy();
    const [code, message] = refusals[result.statusCode] ?? [CommonErrorCode.Internal, 'Something went wrong. Please try again.'];
    return exchange.fail(result.statusCode, code, message, result.statusCode === 416 ? { 'Content-Range': result.headers['Content-Range'] } : {});
  }
  // The visitor left while the file was looked up (a navigation away, a cancelled prefetch): nothing to send.
  if (exchange.res.destroyed) {
    result.stream.destroy();
    return;
  }
  exchange.writeHead(result.statusCode, { ...result.headers, ...headers });
  pipeline(result.stream, exchange.res, (error) => {
    if (error && !exchange.res.destroyed) exchange.edge.log.warn({ reqId: exchange.id, err: error, file: relativePath }, 'static file broke off');
  });
}

/** The page shown while a front end has not been built: says exactly what is missing and how to fix it. */
export function sendNotBuilt(exchange: Exchange, webRoot: string, folder: string, workspace: string): void {
  const where = join(webRoot, folder, 'dist');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body><h1>This part of the site is not built yet</h1>
<p>The gateway found no build at <code>${where}</code>.</p>
<p>Build it with <code>npm run build -w ${workspace}</code> (or run <code>npm start</code>), then reload.</p>
</body></html>`;
  exchange.send(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '10' }, html);
}
