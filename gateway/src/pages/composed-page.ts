import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Exchange, Headers } from '../http/exchange';
import { encodingsAccepted, type Encoding } from '../static/precompressed';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** A pre-rendered page, compressed once per encoding the first time a client asks for it. */
export class ComposedPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(html: string) {
    this.body = Buffer.from(html);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.body);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** A page load's answer: 404 for a path that is no page of the site (its page says so), else 200. */
export interface ServedPage {
  status: 200 | 404;
  page: ComposedPage;
  noindex: boolean;
  /** A `Link` header of preloads for this request (a frame's first calls that depend on its address). */
  links?: string;
}

/**
 * Answers a page load with a composed page: revalidated on every load (`no-cache`, an ETag per encoding,
 * 304 when unchanged), brotli or gzip as Accept-Encoding allows. A 404 is sent whole: it has nothing to
 * revalidate. A page kept out of search results says so in X-Robots-Tag too, which covers clients that
 * read no HTML.
 */
export async function sendPage(exchange: Exchange, { status, page, noindex, links }: ServedPage): Promise<void> {
  const encoding = encodingsAccepted(exchange.req.headers['accept-encoding'])[0];
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  const headers: Headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  if (noindex) headers['x-robots-tag'] = 'noindex';
  if (links) headers.link = links;
  if (status === 200) {
    headers.etag = etag;
    const known = exchange.req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known?.includes(etag) || known?.includes('*')) {
      exchange.writeHead(304, headers);
      return void exchange.res.end();
    }
  }
  if (encoding) headers['content-encoding'] = encoding;
  exchange.send(status, headers, encoding ? await page.encodedAs(encoding) : page.body);
}
