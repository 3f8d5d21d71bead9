// One Rspack + Module Federation config for the shell and the four remotes, so the shared singletons,
// CSS pipeline and output layout cannot drift between apps that must load into one page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressAssetsPlugin } from './precompress-assets.mjs';
import { StartupChunksPlugin } from './startup-chunks.mjs';
import { scopeRemoteUtilities } from './scope-remote-utilities.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/**
 * The federation runtime packages ship CommonJS and ESM builds, and the plugin's injected runtime requires
 * the CommonJS ones, which the bundler cannot tree-shake. Resolving every import of them to the ESM builds
 * takes about 5 KB gzip off the shell's entry and off every remoteEntry.js.
 */
function federationRuntimeEsmAliases() {
  const esm = (pkg) => fileURLToPath(import.meta.resolve(pkg));
  const packages = ['sdk', 'error-codes', 'runtime', 'runtime-core', 'webpack-bundler-runtime'].map((name) => `@module-federation/${name}`);
  return {
    ...Object.fromEntries(packages.map((pkg) => [`${pkg}$`, esm(pkg)])),
    // The injected runtime imports the bundler runtime by its resolved CommonJS path.
    [require.resolve('@module-federation/webpack-bundler-runtime')]: esm('@module-federation/webpack-bundler-runtime'),
  };
}

const sharedRouter = path.join(import.meta.dirname, '../src/federation/shared-router.ts');

/**
 * shared-router.ts is what the apps get for 'react-router', and it re-exports from 'react-router' itself:
 * that one request goes to the package under another name, which the federation plugin does not consume
 * (else the shared module would consume itself). The alias resolves it through the package's exports, so
 * a production build gets react-router's production build and dev its development build.
 */
const sharedRouterPackage = 'react-router-package';
function sharedRouterImportsThePackage() {
  return new rspack.NormalModuleReplacementPlugin(/^react-router$/, (data) => {
    if (data.contextInfo.issuer === sharedRouter) data.request = sharedRouterPackage;
  });
}

/**
 * The vendors group minus react-router: its files (one module each since v8) then stay in the chunk of
 * shared-router.ts, which they are concatenated into; split off, each is a module of its own, 0.8 KB gzip more.
 */
const splitChunks = { cacheGroups: { defaultVendors: { test: /[\\/]node_modules[\\/](?!react-router[\\/])/, priority: -10, reuseExistingChunk: true, idHint: 'vendors' } } };

/** Browsers Tailwind v4 supports; SWC compiles down to them. */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 128', 'safari >= 16.4'];

/**
 * Shared as singletons by every app: two Reacts or two routers in one page break hooks and context
 * (an unshared router breaks `useLocation`), and ui-kit holds the one toast store. None is eager: each
 * app starts with `import('./bootstrap')` so the runtime can negotiate versions first.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.7' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.7' },
  // Shared through a module that re-exports the declarative API only (see ui-kit/src/federation/shared-router.ts
  // and sharedRouterImportsThePackage above).
  'react-router': {
    singleton: true,
    requiredVersion: '^8.5.1',
    import: sharedRouter,
    version: require('react-router/package.json').version,
  },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.90.0' },
  '@biz/ui-kit': { singleton: true, requiredVersion: '^0.1.0' },
};

/**
 * What the gateway's page render shares between the shell's and the remotes' server bundles, like the
 * share scope in the browser: its own copies of these, and `@biz/ui-kit` from the shell's bundle.
 */
export const serverSharedModules = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/static', 'react-router', '@tanstack/react-query'];

/**
 * @param {object} app
 * @param {string} app.dir         the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} app.name        federation name: 'shell' or a remote name
 * @param {Record<string, string>} [app.exposes]  a remote's exposed modules
 * @param {number} app.devPort     default dev-server port; the PORT variable overrides it
 * @param {'root' | 'auto'} app.publicPath  'root' for the shell (served at /), 'auto' for remotes
 *        (served wherever the gateway mounts them; the runtime works the path out from the manifest URL)
 * @param {Record<string, () => unknown>} [app.devJson]  JSON answers the dev server adds, by path
 *        (the shell's /mf-remotes.json, which the gateway serves in production)
 */
export function createAppConfig(app) {
  return (_env, argv) => {
    const browser = browserConfig(app, argv);
    // In production a second compile writes the server bundle the gateway pre-renders pages with.
    return argv.mode === 'production' ? [browser, serverConfig(app)] : browser;
  };
}

function browserConfig(app, argv) {
  const dev = argv.mode !== 'production';
  const port = Number(process.env.PORT ?? app.devPort);
  // In dev every app is its own origin with an SPA fallback, so asset URLs must be absolute.
  const publicPath = dev ? `http://localhost:${port}/` : app.publicPath === 'root' ? '/' : 'auto';
  const hashed = dev ? '[name]' : '[name].[contenthash:8]';

  return {
    mode: dev ? 'development' : 'production',
    context: app.dir,
    entry: { main: './src/index.ts' },
    // No source maps in production: published maps would hand out the sources, comments included.
    devtool: dev ? 'cheap-module-source-map' : false,
    // The CLI turns lazy compilation on for dev by default; it breaks first loads through federation
    // (the remote's lazily compiled chunks are missing when the host asks for them).
    lazyCompilation: false,
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath,
      uniqueName: app.name,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '...'],
      // contracts' package.json points at its Node build; the browser bundles its sources.
      alias: {
        '@biz/contracts$': path.join(repoRoot, 'contracts/src/index.ts'),
        ...federationRuntimeEsmAliases(),
        [`${sharedRouterPackage}$`]: 'react-router',
      },
    },
    module: {
      rules: [
        contractsAreSideEffectFree,
        sourceRule({ dev, targets: browserTargets }),
        // A remote's own sheet (src/remote.css) is scoped to its root class; see scope-remote-utilities.mjs.
        {
          test: /\.css$/,
          exclude: app.exposes ? /[\\/]src[\\/]remote\.css$/ : undefined,
          use: [postcss([tailwind(dev)])],
          type: 'css/auto',
        },
        ...(app.exposes
          ? [
              {
                test: /[\\/]src[\\/]remote\.css$/,
                use: [postcss([tailwind(dev), scopeRemoteUtilities(remoteScopeClass(app.name))])],
                type: 'css/auto',
              },
            ]
          : []),
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: dev ? htmlTemplate.replace('</head>', `${devAgencyContent()}</head>`) : htmlTemplate,
        favicon: path.join(import.meta.dirname, '../assets/favicon.svg'),
      }),
      // For browsers and crawlers that ask for /favicon.ico by name, whatever the page links.
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, '../assets/favicon.ico') }] }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared: sharedSingletons,
        manifest: true,
        dts: false,
        experiments: federationExperiments(app, dev),
      }),
      sharedRouterImportsThePackage(),
      dev ? new ReactRefreshRspackPlugin() : null,
      // The gateway serves these to browsers that accept them (brotli, else gzip).
      dev || app.exposes ? null : new StartupChunksPlugin(),
      dev ? null : new PrecompressAssetsPlugin(),
    ].filter(Boolean),
    devServer: {
      port,
      host: process.env.HOST ?? 'localhost',
      hot: true,
      historyApiFallback: true,
      // Remote entries and manifests are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080', changeOrigin: false }],
      setupMiddlewares: (middlewares) => [{ name: 'dev-json', middleware: devJsonMiddleware(app.devJson ?? {}) }, ...middlewares],
    },
    optimization: { splitChunks },
    performance: { hints: dev ? false : 'warning', maxEntrypointSize: 400_000, maxAssetSize: 400_000 },
    stats: dev ? 'errors-warnings' : 'normal',
  };
}

// contracts is declarations only (schemas, constants, messages). Saying so lets a screen import one
// constant from '@biz/contracts' without bundling every schema and zod with it.
const contractsAreSideEffectFree = { include: path.join(repoRoot, 'contracts/src'), sideEffects: false };

function sourceRule({ dev, targets }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
      env: { targets },
    },
  };
}

/**
 * The server bundle (`dist-server/`, never served): one CommonJS file the gateway runs to pre-render the
 * public pages (gateway/src/pages). The shell's exports `renderPage` and the ui-kit it shares; a remote's
 * exports its `./routes`. The shared modules are left to the gateway, styles to the browser.
 */
function serverConfig(app) {
  const remote = Boolean(app.exposes);
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry: { [remote ? 'routes' : 'shell']: remote ? app.exposes['./routes'] : './src/server.tsx' },
    devtool: false,
    output: { path: path.join(app.dir, 'dist-server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    externalsType: 'commonjs',
    externals: [...serverSharedModules, ...(remote ? ['@biz/ui-kit'] : [])],
    resolve: {
      extensions: ['.ts', '.tsx', '...'],
      alias: { '@biz/contracts$': path.join(repoRoot, 'contracts/src/index.ts') },
    },
    module: {
      rules: [contractsAreSideEffectFree, sourceRule({ dev: false, targets: ['node 24'] }), { test: /\.css$/, type: 'asset/source' }],
    },
    // One file, lazy pages included: the gateway evaluates it whole, and a render waits for nothing.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * One federation runtime per page: in production the shell publishes its runtime and every remote uses
 * it, instead of each remoteEntry.js carrying its own copy (about 19 KB gzip each). In dev a remote also
 * runs standalone, without a shell, so it keeps its own.
 */
function federationExperiments(app, dev) {
  const optimization = { target: 'web' };
  if (dev) return { optimization };
  return app.exposes ? { externalRuntime: true, optimization } : { provideExternalRuntime: true, optimization };
}

/** Root class of a remote's subtree; `RemoteScope` in ui-kit renders the same name. */
export function remoteScopeClass(name) {
  return `mfe-${name}`;
}

/**
 * In production the gateway puts the agency's content file into every page it serves (decision 025); in dev
 * an app's own server serves the page, so its HTML carries the file itself, as read when the server starts
 * (the gateway is what checks it). The id is AGENCY_CONTENT_ELEMENT_ID of contracts/src/pages.
 */
function devAgencyContent() {
  const file = process.env.AGENCY_CONTENT_FILE ?? path.join(repoRoot, 'content/agency-content.json');
  const json = JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))).replace(/</g, '\\u003c');
  return `<script type="application/json" id="agency-content">${json}</script>`;
}

function devJsonMiddleware(routes) {
  return (req, res, next) => {
    const route = routes[new URL(req.url, 'http://dev').pathname];
    if (!route) return next();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(route()));
  };
}

/**
 * Tailwind, its own Lightning CSS pass on in production builds. Said here, not left to the plugin, which asks
 * NODE_ENV: `npm start` builds with NODE_ENV=development, and its stylesheets came out unlike the tests' build.
 */
const tailwind = (dev) => ['@tailwindcss/postcss', { optimize: !dev }];

function postcss(plugins) {
  return { loader: 'postcss-loader', options: { postcssOptions: { plugins } } };
}

const htmlTemplate = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f5ae0" />
    <title>BizAutomate</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
