import { AgencyContent, businessRecordPath, FRAME_RECORD_ID, PAGE_DESCRIPTIONS } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { randomUUID } from 'node:crypto';
import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { tempWebRoot, withAgencyContent, writeFiles } from '../testing/web-root';

const indexHtml =
  '<!doctype html><html><head><title>BizAutomate</title><script defer src="/main.1a2b3c4d.js"></script><link href="/main.5e6f7a8b.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

// Stand-ins for the bundles the front ends' builds write to dist-server/ (see shell/src/server.tsx): the
// shell renders the page with a remote's routes and the agency's content, and hands the remote its ui-kit.
const shellBundle = `
exports.sharedModules = { '@biz/ui-kit': { kit: 'shell ui-kit' } };
exports.renderPage = async (url, remoteRoutes, content) => {
  const name = url.startsWith('/lockin') ? 'lockin' : url.startsWith('/client') ? 'client' : url.startsWith('/admin') ? 'admin' : 'intake';
  if (!remoteRoutes[name]) throw new Error('no server bundle for ' + name);
  return { html: '<main>' + remoteRoutes[name]() + ' at ' + url + ', ' + content.spotsPerWeek + ' spots</main>', title: 'Sprint & <Co> · BizAutomate', remotes: [name] };
};`;
// The agency's own content file, in place of the shipped one.
const ownContent: AgencyContent = { ...shippedAgencyContent, caseStudies: [], spotsPerWeek: 3 };
const remoteBundle = (text: string) => `const { kit } = require('@biz/ui-kit'); exports.RemoteRoutes = () => ${JSON.stringify(text)} + ' with ' + kit;`;
const lockinManifest = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['406.aaaa1111.js', 'expose_routes.bbbb2222.js'] }, css: { sync: ['406.cccc3333.css'] } } }],
});

const page = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
async function load(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { headers: { ...page, ...headers } });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

describe('pre-rendered public pages', () => {
  let webRoot: string;
  let gateway: RunningGateway;
  const logLines: string[] = [];

  beforeAll(async () => {
    webRoot = await tempWebRoot({
      'shell/dist/index.html': indexHtml,
      'shell/dist/main.5e6f7a8b.css': '.shell{color:red}',
      'mfe-lockin/dist/406.cccc3333.css': '.mfe-lockin .x{color:blue}',
      'shell/dist/startup-chunks.json': JSON.stringify(['938.dddd4444.js', 'bootstrap.eeee5555.js']),
      'shell/dist/mf-manifest.json': JSON.stringify({ shared: [{ assets: { js: { sync: ['121.ffff6666.js'] } } }, { assets: { js: { sync: ['938.dddd4444.js'] } } }] }),
      'shell/dist-server/shell.js': shellBundle,
      'mfe-lockin/dist/mf-manifest.json': lockinManifest,
      'mfe-lockin/dist-server/routes.js': remoteBundle('sprint page v1'),
      'mfe-admin/dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
      'mfe-admin/dist-server/routes.js': remoteBundle('desk frame'),
      'mfe-intake/dist/mf-manifest.json': JSON.stringify({ exposes: [] }),
      // The intake remote's server bundle breaks when it is evaluated.
      'mfe-intake/dist-server/routes.js': 'throw new Error("broken bundle")',
      'agency-content.json': JSON.stringify(ownContent),
    });
    const log = new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) });
    gateway = await startGateway(
      {
        WEB_ROOT: webRoot,
        AGENCY_CONTENT_FILE: join(webRoot, 'agency-content.json'),
        LOG_LEVEL: 'warn',
        REMOTE_CLIENT_URL: 'https://client.example/mf-manifest.json',
        PUBLIC_URL: 'https://agency.example/',
      },
      log,
    );
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers a public page with the shell’s HTML around the page rendered with the agency’s content, its title, the stylesheets inline and preloads', async () => {
    const res = await load(`${gateway.url}/lockin`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body.toString();
    expect(html).toContain('<div id="root"><main>sprint page v1 with shell ui-kit at /lockin, 3 spots</main></div>');
    expect(html).toContain('<title>Sprint &amp; &lt;Co&gt; · BizAutomate</title>');
    // No request stands between the page and its first paint.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script><style>.shell{color:red}</style>');
    expect(html).toContain('<style>.mfe-lockin .x{color:blue}</style>');
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(([, href]) => href);
    // The shell's startup chunks and shared modules first, once each, then the remote's entry and first chunks.
    expect(preloads).toEqual(['/938.dddd4444.js', '/bootstrap.eeee5555.js', '/121.ffff6666.js', ...['remoteEntry.js', '406.aaaa1111.js', 'expose_routes.bbbb2222.js'].map((js) => `/mfe/lockin/${js}`)]);
    const inline = /<script type="application\/json" id="mf-remotes">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inline!)).toMatchObject({ lockin: '/mfe/lockin/mf-manifest.json', client: 'https://client.example/mf-manifest.json' });
    expect(html.indexOf('mf-remotes')).toBeLessThan(html.indexOf('</head>'));
    // The browser hydrates with the content the page was rendered with.
    const content = /<script type="application\/json" id="agency-content">(.*?)<\/script><\/head>/.exec(html)?.[1];
    expect(AgencyContent.parse(JSON.parse(content!))).toEqual(ownContent);
  });

  it('renders a listed query variant of a page as its own page', async () => {
    const html = (await load(`${gateway.url}/lockin/form?package=growth`)).body.toString();
    expect(html).toContain('at /lockin/form?package=growth, 3 spots</main>');
  });

  it('compresses the page as the client allows and revalidates it by ETag', async () => {
    const br = await load(`${gateway.url}/lockin`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('sprint page v1');
    const again = await load(`${gateway.url}/lockin`, { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const plain = await load(`${gateway.url}/lockin`, { 'if-none-match': String(br.headers.etag) });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
  });

  it('re-renders a page when its remote is deployed alone, without a restart', async () => {
    expect((await load(`${gateway.url}/lockin/checkout/growth`)).body.toString()).toContain('sprint page v1');
    const bundle = join(webRoot, 'mfe-lockin/dist-server/routes.js');
    await writeFiles(webRoot, { 'mfe-lockin/dist-server/routes.js': remoteBundle('sprint page v2') });
    const later = new Date(Date.now() + 5_000);
    await utimes(bundle, later, later);
    expect((await load(`${gateway.url}/lockin/checkout/growth`)).body.toString()).toContain('sprint page v2 with shell ui-kit');
  });

  it.each([
    ['a signed-in page without a frame', '/admin/team'],
    ['a query the page is not pre-rendered for', '/lockin?utm=ad'],
    ['a page whose remote’s bundle is broken', '/'],
    ['a page of a remote served from elsewhere', '/client/login'],
  ])('serves index.html, with the agency’s content, rendered in the browser, for %s', async (_what, path) => {
    const res = await load(`${gateway.url}${path}`);
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script><link href="/main.5e6f7a8b.css" rel="stylesheet">');
    expect(html).toContain(withAgencyContent('</head>', ownContent));
  });

  const headOf = async (path: string) => {
    const res = await load(`${gateway.url}${path}`);
    const head = res.body.toString().split('</head>')[0];
    const meta = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(head)?.[1];
    return {
      status: res.status,
      robotsHeader: res.headers['x-robots-tag'],
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      description: meta('name="description"'),
      robots: meta('name="robots"'),
      canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
      og: Object.fromEntries([...head.matchAll(/<meta property="og:(\w+)" content="([^"]*)">/g)].map(([, key, value]) => [key, value])),
    };
  };

  it('gives a public page its description, canonical URL and Open Graph tags at the public address, the rendered title too', async () => {
    expect(await headOf('/lockin?utm_source=ad')).toEqual({
      status: 200,
      robotsHeader: undefined,
      // The page renders its own title; the head says the same.
      title: 'Automate Your Business in 24 Hours · BizAutomate',
      description: PAGE_DESCRIPTIONS['/lockin'],
      robots: undefined,
      canonical: 'https://agency.example/lockin',
      og: {
        type: 'website',
        site_name: 'BizAutomate',
        title: 'Automate Your Business in 24 Hours · BizAutomate',
        description: PAGE_DESCRIPTIONS['/lockin'],
        url: 'https://agency.example/lockin',
      },
    });
    const rendered = await headOf('/lockin/form?package=growth');
    expect(rendered.title).toBe('Sprint &amp; &lt;Co&gt; · BizAutomate');
    expect(rendered.og.title).toBe('Sprint &amp; &lt;Co> · BizAutomate');
    expect(rendered.canonical).toBe('https://agency.example/lockin/form');
    expect((await headOf('/')).canonical).toBe('https://agency.example/');
  });

  it.each(['/client/login', '/admin-login', '/client/reset-password', '/lockin/success', '/admin', '/client/dashboard', '/call/cancel'])(
    'keeps %s out of search results, in the head and the header, with no canonical or Open Graph tags',
    async (path) => {
      const head = await headOf(path);
      expect(head).toMatchObject({ status: 200, robots: 'noindex', robotsHeader: 'noindex', canonical: undefined, og: {} });
      expect(head.description).toBe(PAGE_DESCRIPTIONS[path]);
    },
  );

  it('answers a signed-in screen with its frame, whose head asks for the screen’s first calls with the session', async () => {
    const html = (await load(`${gateway.url}/admin`, { cookie: 'sid=a-session' })).body.toString();
    expect(html).toContain('<div id="root"><main>desk frame with shell ui-kit at /admin, 3 spots</main></div>');
    const preloads = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(([, href]) => href);
    expect(preloads).toEqual(['/api/admin/status', '/api/admin/dashboard?status=all&amp;page=1&amp;pageSize=20']);
    // Before the scripts: the answers are on their way while the code downloads.
    expect(html.indexOf('as="fetch"')).toBeLessThan(html.indexOf('as="script"'));
    // Without a session they would be 401s, handed to the page once it is signed in: the same frame asks for nothing.
    const signedOut = (await load(`${gateway.url}/admin`)).body.toString();
    expect(signedOut).not.toContain('as="fetch"');
    expect(signedOut).toContain('<div id="root"><main>desk frame with shell ui-kit at /admin, 3 spots</main></div>');
  });

  it("answers every business's record with one frame, rendered at its own address, and asks for that record's first calls in a header", async () => {
    const id = '3f2c1b0a-9e8d-4c7b-8a69-584736251403';
    const session = { cookie: 'sid=a-session' };
    const [overview, calls, other] = await Promise.all([load(`${gateway.url}/admin/businesses/${id}`, session), load(`${gateway.url}/admin/businesses/${id}/calls`, session), load(`${gateway.url}/admin/businesses/${randomUUID()}`, session)]);
    expect(overview.body.toString()).toContain(`<div id="root"><main>desk frame with shell ui-kit at ${businessRecordPath(FRAME_RECORD_ID)}, 3 spots</main></div>`);
    expect(calls.body.toString()).toContain(`at ${businessRecordPath(FRAME_RECORD_ID, 'timeline')}, 3 spots`);
    // The same page for every record; the header is the address's: the session's preload is in the head, the record's in Link.
    expect(other.body.equals(overview.body)).toBe(true);
    expect(overview.body.toString()).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/admin/status">');
    expect(overview.headers.link).toBe(`</api/admin/businesses/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    expect(calls.headers.link).toBe(overview.headers.link);
    // Another submission's view asks for other data; a segment that is no id asks for nothing.
    expect((await load(`${gateway.url}/admin/businesses/${id}?submission=${randomUUID()}`, session)).headers.link).toBeUndefined();
    expect((await load(`${gateway.url}/admin/businesses/%3Cscript%3E`, session)).headers.link).toBeUndefined();
    // Without a session the answer would be a 401, handed to the page once it is signed in: nothing is asked for.
    expect((await load(`${gateway.url}/admin/businesses/${id}`)).headers.link).toBeUndefined();
  });

  it('asks for no data on a public page', async () => {
    expect((await load(`${gateway.url}/lockin`)).body.toString()).not.toContain('as="fetch"');
  });

  it('says in the log why a page could not be pre-rendered', () => {
    expect(logLines.join('')).toContain('broken bundle');
    expect(logLines.join('')).toContain('no server bundle for intake');
  });
});
