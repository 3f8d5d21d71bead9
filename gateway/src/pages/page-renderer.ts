import { AGENCY_CONTENT_ELEMENT_ID, INLINE_REMOTES_MANIFEST_ID, PRERENDERED_PAGES, prerenderKey, sitePathOf, type AgencyContent } from '@biz/contracts';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { RemoteName } from '../config/env';
import { ComposedPage, type ServedPage } from './composed-page';
import { inlineJson, inlineStyle, preloadLinks, remoteHeadAssets, shellHeadAssets } from './page-head';
import { pageMeta, withTitle, type PageMeta } from './page-meta';
import { evaluateBundle } from './server-bundle';
import { SIGNED_IN_FRAMES, firstCallLinks, firstCallPreloads, frameAddressOf } from './signed-in-frames';

/** What the shell's server bundle renders (shell/src/server.tsx). */
interface RenderedPage {
  html: string;
  title?: string;
  remotes: RemoteName[];
}
interface LoadedBundles {
  shell: ShellBundle;
  remoteRoutes: Partial<Record<RemoteName, unknown>>;
}
interface ShellBundle {
  renderPage: (url: string, remoteRoutes: Partial<Record<RemoteName, unknown>>, content: AgencyContent) => Promise<RenderedPage>;
  sharedModules: Record<string, unknown>;
}

const prerendered = new Set<string>([...PRERENDERED_PAGES, ...SIGNED_IN_FRAMES]);
const localRemote = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/;

/**
 * Every page load's HTML. The public pages (issue 15) and the signed-in screens' frames (issue 31): the
 * shell's server bundle renders the page with the remotes' server bundles, and the result goes into the
 * shell's index.html with the stylesheets inline and preloads (a frame's first API calls too,
 * `signed-in-frames.ts`). Any other page is index.html, rendered in the browser. Each gets its head (title,
 * description, canonical and Open Graph, or noindex) from the site's page list in contracts. A page is
 * composed once per build of the files it comes from: their modification times key it, so a remote deployed
 * alone re-renders its pages on their next request, and nothing else. Only remotes the gateway serves itself
 * (`/mfe/<name>/`) are rendered here; a page of a remote elsewhere is rendered in the browser. The cache
 * holds the site's pages and one 404, whatever paths are asked for. Every page, pre-rendered or plain,
 * carries the agency's content (decision 025): the browser renders and hydrates with what the server
 * rendered, without asking for it.
 */
export class PageRenderer {
  private readonly pages = new Map<string, { version: string; page: Promise<ComposedPage | null> }>();
  private bundles?: { version: string; loaded: Promise<LoadedBundles> };
  private readonly contentScript: string;

  constructor(
    private readonly webRoot: string,
    private readonly remotes: Record<RemoteName, string>,
    private readonly content: AgencyContent,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {
    this.contentScript = `<script type="application/json" id="${AGENCY_CONTENT_ELEMENT_ID}">${inlineJson(content)}</script>`;
  }

  /**
   * The page at `path` (the URL's path, `url` with its query); null while index.html cannot be read.
   * `withSession`: the request carries a session cookie, so a frame's first calls are worth asking for.
   * Without one their answers are 401s, which the page, signed in without a reload, would be handed in
   * place of its data: a frame is then served without them.
   */
  async render(path: string, url: string, { withSession = false } = {}): Promise<ServedPage | null> {
    const sitePath = sitePathOf(path);
    const meta = pageMeta(sitePath, this.publicUrl);
    // A page with a parameter (a business's record) has one frame for every address, keyed by its page path.
    const key = sitePath?.includes('/:') ? sitePath : prerenderKey(url);
    const rendered = sitePath && prerendered.has(key) ? await this.prerendered(key, meta, withSession) : null;
    const page = rendered ?? (await this.plain(sitePath ?? '404', meta));
    // The first calls of this address come in a header; none for another submission's view (`?submission=`), which asks for other data.
    const links = rendered && withSession && !url.includes('?') ? firstCallLinks(key, path) : undefined;
    return page && { status: sitePath ? 200 : 404, page, noindex: meta.noindex, links };
  }

  private async prerendered(key: string, meta: PageMeta, withSession: boolean): Promise<ComposedPage | null> {
    const version = await this.versionOf();
    if (version === null) return null;
    return this.cached(`rendered ${key}${withSession ? ' with session' : ''}`, version, () => {
      if (this.bundles?.version !== version) this.bundles = { version, loaded: this.load() };
      return this.compose(key, meta, this.bundles.loaded, withSession);
    });
  }

  /** index.html with the page's head, for the browser to render. */
  private async plain(key: string, meta: PageMeta): Promise<ComposedPage | null> {
    const version = await stat(this.shellFiles.index).then((s) => String(s.mtimeMs), () => null);
    if (version === null) return null;
    return this.cached(`plain ${key}`, version, async () => {
      const index = await readFile(this.shellFiles.index, 'utf8');
      return new ComposedPage(withTitle(index, meta.title).replace('</head>', () => `${meta.head(meta.title)}${this.contentScript}</head>`));
    });
  }

  private cached(key: string, version: string, make: () => Promise<ComposedPage | null>): Promise<ComposedPage | null> {
    let cached = this.pages.get(key);
    if (cached?.version !== version) {
      cached = { version, page: make() };
      this.pages.set(key, cached);
    }
    return cached.page;
  }

  private get shellFiles() {
    const dist = join(this.webRoot, 'shell', 'dist');
    return { dist, index: join(dist, 'index.html'), bundle: join(this.webRoot, 'shell', 'dist-server', 'shell.js'), startup: join(dist, 'startup-chunks.json') };
  }

  private get localRemotes() {
    return RemoteName.flatMap((name) => {
      const served = localRemote.exec(this.remotes[name])?.[1] === name;
      const dir = join(this.webRoot, `mfe-${name}`);
      return served ? [{ name, dist: join(dir, 'dist'), bundle: join(dir, 'dist-server', 'routes.js') }] : [];
    });
  }

  /** The modification times of every file a page comes from; null while the shell is not built. */
  private async versionOf(): Promise<string | null> {
    const files = [this.shellFiles.index, this.shellFiles.bundle, this.shellFiles.startup, ...this.localRemotes.flatMap((r) => [r.bundle, join(r.dist, 'mf-manifest.json')])];
    const times = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs, () => null)));
    return times.slice(0, 3).includes(null) ? null : times.join(':');
  }

  /** The shell's bundle and the routes of each remote whose bundle is built (a page of another is not rendered). */
  private async load(): Promise<LoadedBundles> {
    const shell = (await evaluateBundle(this.shellFiles.bundle)) as unknown as ShellBundle;
    const remoteRoutes: LoadedBundles['remoteRoutes'] = {};
    for (const remote of this.localRemotes) {
      const bundle = await evaluateBundle(remote.bundle, shell.sharedModules).catch((error: unknown) => {
        this.log.warn({ err: error, remote: remote.name }, 'server bundle could not be run; its pages are rendered in the browser');
        return null;
      });
      if (bundle) remoteRoutes[remote.name] = bundle.RemoteRoutes;
    }
    return { shell, remoteRoutes };
  }

  /** The shell's index.html with its stylesheets (linked by the build as `/<name>.css`) inlined. */
  private async indexWithInlineStyles(): Promise<string> {
    const index = await readFile(this.shellFiles.index, 'utf8');
    const links = [...index.matchAll(/<link href="\/([\w.-]+\.css)" rel="stylesheet">/g)];
    const styles = await Promise.all(links.map(([, name]) => inlineStyle(join(this.shellFiles.dist, name))));
    return links.reduce((html, [link], i) => html.replace(link, () => styles[i]), index);
  }

  private async compose(key: string, meta: PageMeta, bundles: Promise<LoadedBundles>, withSession: boolean): Promise<ComposedPage | null> {
    try {
      const { shell, remoteRoutes } = await bundles;
      const page = await shell.renderPage(frameAddressOf(key), remoteRoutes, this.content);
      const dists = new Map(this.localRemotes.map((r) => [r.name, r.dist]));
      const assets = [
        await shellHeadAssets(this.shellFiles.dist),
        ...(await Promise.all(page.remotes.map((name) => remoteHeadAssets(dists.get(name)!, new URL(this.remotes[name], 'http://gateway.invalid').href)))),
      ];
      const styles = await Promise.all(assets.flatMap((a) => a.styles).map(inlineStyle));
      const title = page.title ?? meta.title;
      const head = `${meta.head(title)}${styles.join('')}${withSession ? firstCallPreloads(key) : ''}${preloadLinks(assets.flatMap((a) => a.scripts))}<script type="application/json" id="${INLINE_REMOTES_MANIFEST_ID}">${inlineJson(this.remotes)}</script>${this.contentScript}`;
      const index = await this.indexWithInlineStyles();
      return new ComposedPage(
        withTitle(index, title)
          .replace('</head>', () => `${head}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`),
      );
    } catch (error) {
      this.log.warn({ err: error, page: key }, 'page could not be pre-rendered; it is rendered in the browser');
      return null;
    }
  }
}
