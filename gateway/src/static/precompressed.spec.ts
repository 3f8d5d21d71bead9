import { rm } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { tempWebRoot } from '../testing/web-root';
import { encodingsAccepted } from './precompressed';

describe('the encodings Accept-Encoding allows, best first', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0, br;q=0', []],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['identity', []],
    ['identity, gzip;q=0.5', []],
    ['*', ['br', 'gzip']],
  ])('%s → %j', (header, expected) => {
    expect(encodingsAccepted(header)).toEqual(expected);
  });
});

const js = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const css = `.card { color: red; }\n`.repeat(100);

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const res = await request(url, { method, headers });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

describe('precompressed assets', () => {
  let webRoot: string;
  let gateway: RunningGateway;
  let assets: string;

  beforeAll(async () => {
    webRoot = await tempWebRoot({
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'shell/dist/x.1a2b3c4d.js': js,
      'shell/dist/x.1a2b3c4d.js.br': brotliCompressSync(js),
      'shell/dist/x.1a2b3c4d.js.gz': gzipSync(js, { level: 9 }),
      // Only a gzip sibling: a br-capable client gets gzip.
      'shell/dist/only-gz.css': css,
      'shell/dist/only-gz.css.gz': gzipSync(css, { level: 9 }),
      'shell/dist/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'mfe-intake/dist/remoteEntry.js': js,
      'mfe-intake/dist/remoteEntry.js.br': brotliCompressSync(js),
    });
    gateway = await startGateway({ WEB_ROOT: webRoot });
    assets = gateway.url;
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the brotli sibling to a client that accepts br, with its own length and the same caching', async () => {
    const res = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(js) / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('serves gzip when br is refused with q=0 or not offered', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(gunzipSync(res.body).toString()).toBe(js);
    }
  });

  it('serves the file itself, still saying Vary, when the client accepts neither', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of asked) {
      const res = await get(`${assets}/x.1a2b3c4d.js`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(js);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(js));
    }
  });

  it('falls back to the next accepted encoding when a sibling was not built', async () => {
    const res = await get(`${assets}/only-gz.css`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(css);
  });

  it('leaves files that are not text alone, without Vary', async () => {
    const res = await get(`${assets}/logo.png`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const full = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    const head = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('revalidates each encoding by its own ETag', async () => {
    const br = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    const plain = await get(`${assets}/x.1a2b3c4d.js`);
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(`${assets}/x.1a2b3c4d.js`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves ranges of the file', async () => {
    const res = await get(`${assets}/x.1a2b3c4d.js`, { range: 'bytes=0-5' });
    expect(res.status).toBe(206);
    expect(res.body.toString()).toBe(js.slice(0, 6));
    const beyond = await get(`${assets}/x.1a2b3c4d.js`, { range: 'bytes=999999-' });
    expect(beyond.status).toBe(416);
    expect(JSON.parse(beyond.body.toString())).toMatchObject({ error: { code: 'BadRequest' } });
  });

  it('serves a remote’s precompressed entry with CORS', async () => {
    const res = await get(`${assets}/mfe/intake/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
  });
});
