import { INLINE_REMOTES_MANIFEST_ID, PRERENDERED_PAGES, prerenderKey } from '@biz/contracts';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { RemoteName } from '../config/env';
import { ComposedPage } from './composed-page';
import { escapeText, inlineJson, inlineStyle, preloadLinks, remoteHeadAssets, shellHeadAssets } from './page-head';
import { evaluateBundle } from './server-bundle';
import { SIGNED_IN_FRAMES, firstCallPreloads } from './signed-in-frames';

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
  renderPage: (url: string, remoteRoutes: Partial<Record<RemoteName, unknown>>) => Promise<RenderedPage>;
  sharedModules: Record<string, unknown>;
}

const prerendered = new Set<string>([...PRERENDERED_PAGES, ...SIGNED_IN_FRAMES]);
const localRemote = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/;

/**
 * The public pages as HTML (issue 15), and the signed-in screens' frames (issue 31): the shell's server
 * bundle renders the page with the remotes' server bundles, and the result goes into the shell's index.html
 * with the stylesheets inline and preloads (a frame's first API calls too, `signed-in-frames.ts`). A page
 * is rendered once per build of the files it comes from: their modification times key it, so a remote
 * deployed alone re-renders its pages on their next request, and nothing else. Only remotes the gateway
 * serves itself (`/mfe/<name>/`) are rendered here; a page of a remote elsewhere is rendered in the browser.
 * Null means "serve the plain index.html": the URL is not a pre-rendered page, or it could not be rendered.
 */
export class PageRenderer {
  private readonly pages = new Map<string, { version: string; page: Promise<ComposedPage | null> }>();
  private bundles?: { version: string; loaded: Promise<LoadedBundles> };

  constructor(
    private readonly webRoot: string,
    private readonly remotes: Record<RemoteName, string>,
    private readonly log: Logger,
  ) {}

  async render(url: string): Promise<ComposedPage | null> {
    const key = prerenderKey(url);
    if (!prerendered.has(key)) return null;
    const version = await this.versionOf();
    if (version === null) return null;
    let cached = this.pages.get(key);
    if (cached?.version !== version) {
      if (this.bundles?.version !== version) this.bundles = { version, loaded: this.load() };
      cached = { version, page: this.compose(key, this.bundles.loaded) };
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

  private async compose(key: string, bundles: Promise<LoadedBundles>): Promise<ComposedPage | null> {
    try {
      const { shell, remoteRoutes } = await bundles;
      const page = await shell.renderPage(key, remoteRoutes);
      const dists = new Map(this.localRemotes.map((r) => [r.name, r.dist]));
      const assets = [
        await shellHeadAssets(this.shellFiles.dist),
        ...(await Promise.all(page.remotes.map((name) => remoteHeadAssets(dists.get(name)!, new URL(this.remotes[name], 'http://gateway.invalid').href)))),
      ];
      const styles = await Promise.all(assets.flatMap((a) => a.styles).map(inlineStyle));
      const head = `${styles.join('')}${firstCallPreloads(key)}${preloadLinks(assets.flatMap((a) => a.scripts))}<script type="application/json" id="${INLINE_REMOTES_MANIFEST_ID}">${inlineJson(this.remotes)}</script>`;
      const index = await this.indexWithInlineStyles();
      return new ComposedPage(
        index
          .replace(/<title>[^<]*<\/title>/, (plain) => (page.title ? `<title>${escapeText(page.title)}</title>` : plain))
          .replace('</head>', () => `${head}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`),
      );
    } catch (error) {
      this.log.warn({ err: error, page: key }, 'page could not be pre-rendered; it is rendered in the browser');
      return null;
    }
  }
}
