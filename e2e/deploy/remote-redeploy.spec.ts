import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildRelease, fingerprint, makeDeployRoot, removeDeployRoot, repoRoot, startGateway, switchTo, type Gateway } from './release';
import { collectErrors } from '../page-errors';

// A remote deployed alone (issue 16): one remote is built again with a changed page and served as a new
// version; the running gateway and the open shell pick it up at the next load, nothing else rebuilt.
//
// How the new version is served: the gateway serves a remote only at `/mfe/<name>/` from
// `WEB_ROOT/mfe-<name>/`, and the shell learns that URL from the gateway's configuration, so a versioned
// URL (`/mfe/lockin-v2/`) would need a new REMOTE_LOCKIN_URL and a gateway restart. A deploy is therefore
// what a web server's document root usually gets: the release is built into its own folder and
// `mfe-lockin` is switched to it by renaming a symlink, atomically. The version lives in the content-hashed
// file names; the stable files (mf-manifest.json, remoteEntry.js, the page) are revalidated on every load.

// The hero's lead sentence, text of the remote's own source (its heading is the site's page list's, in contracts).
const oldLead = 'Stop losing leads to slow replies and missed bookings.';
const newLead = 'Stop losing leads to slow replies and no-shows.';
const LEAD = 'main h1 + p';

let root: Awaited<ReturnType<typeof makeDeployRoot>> | undefined;
let gateway: Gateway | undefined;

// Per test, so a retry or a repeat starts again from the current version.
test.beforeEach(async () => {
  root = await makeDeployRoot();
  gateway = await startGateway(root.webRoot);
});

test.afterEach(async () => {
  const info = test.info();
  if (gateway && info.status !== info.expectedStatus) await info.attach('gateway output', { body: gateway.output.join(''), contentType: 'text/plain' });
  await gateway?.stop();
  if (root) await removeDeployRoot(root.dir);
  gateway = undefined;
  root = undefined;
});

/** The paths of the scripts and stylesheets the page fetches, the shell's and each remote's. */
function collectAssets(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

const isHashed = (name: string) => /\.[0-9a-f]{8}\.(js|css)$/.test(name);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const inRemote = (path: string) => path.slice('/mfe/lockin/'.length);

test('a remote deployed alone: the running shell shows its changed page at the next load, nothing else rebuilt or restarted', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const gw = gateway!;
  const { webRoot, releases } = root!;
  const getPage = (path: string) => fetch(`${gw.url}${path}`, { headers: { accept: 'text/html' } });
  const untouched = ['shell', 'mfe-intake', 'mfe-admin', 'mfe-client', 'mfe-lockin'].flatMap((app) => ['dist', 'dist-server'].map((out) => join(repoRoot, app, out)));
  const builtBefore = await fingerprint(untouched);
  const homeEtag = (await getPage('/')).headers.get('etag');
  const oldLockinFiles = await readdir(join(repoRoot, 'mfe-lockin', 'dist'));
  const pid = gw.process.pid;

  // The visitor's tab, open on the remote's page, from the current version.
  const errors = collectErrors(page);
  const assets = collectAssets(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverLead: Element | null }).serverLead = document.querySelector('main h1 + p');
    });
  });
  const lead = page.locator(LEAD);
  await page.goto(`${gw.url}/lockin`);
  await expect(lead).toContainText(oldLead);
  await page.waitForLoadState('networkidle');
  const lockinBefore = assets.filter((path) => path.startsWith('/mfe/lockin/'));
  expect(lockinBefore.length).toBeGreaterThan(0);
  expect(lockinBefore.filter((path) => !oldLockinFiles.includes(inRemote(path)))).toEqual([]);

  // Build the remote alone, from a copy of its sources with the page's lead sentence changed.
  const release = await buildRelease({
    remote: 'mfe-lockin',
    releases,
    release: 'mfe-lockin-v2',
    file: 'src/landing/hero-section.tsx',
    from: oldLead,
    to: newLead,
  });
  const buildNote = `mfe-lockin built (browser and server bundles) in ${release.buildSeconds.toFixed(1)} s`;
  test.info().annotations.push({ type: 'build', description: buildNote });
  console.log(buildNote);
  const newLockinFiles = await readdir(join(release.dir, 'dist'));
  // Only text changed: the stylesheets' contents (their hashes; chunk ids follow the sources' paths) come
  // out the same, so the copy builds like the remote itself.
  const stylesheets = (files: string[]) => files.filter((name) => isHashed(name) && name.endsWith('.css')).map((name) => name.replace(/^[^.]+\./, '')).sort();
  expect(stylesheets(newLockinFiles)).toEqual(stylesheets(oldLockinFiles));
  // Built is not deployed: the gateway still serves the current version.
  expect(await (await getPage('/lockin')).text()).toContain(`>${oldLead}`);

  // Deploy: the tab stays open, the gateway keeps running.
  await switchTo(webRoot, 'mfe-lockin', release.dir);

  // Pre-rendered with the new version on the next request: a plain GET, and a browser without script.
  await expect.poll(async () => (await getPage('/lockin')).text()).toContain(`>${newLead}`);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto(`${gw.url}/lockin`);
    await expect(bare.locator(LEAD)).toContainText(newLead);
  } finally {
    await noScript.close();
  }
  const servedEntry = Buffer.from(await (await fetch(`${gw.url}/mfe/lockin/remoteEntry.js`)).arrayBuffer());
  expect(sha256(servedEntry), 'the gateway serves the new remoteEntry.js').toBe(sha256(await readFile(join(release.dir, 'dist', 'remoteEntry.js'))));

  // The shell's next load in the same tab: the new version, hydrated in place with the new code, no error.
  assets.length = 0;
  await page.reload();
  await expect(lead).toContainText(newLead);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { serverLead: Element | null }).serverLead === document.querySelector('main h1 + p'))).toBe(true);
  expect(await page.evaluate(() => Object.keys(document.querySelector('main h1 + p')!).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  const lockinAfter = assets.filter((path) => path.startsWith('/mfe/lockin/'));
  expect(lockinAfter.length).toBeGreaterThan(0);
  expect(lockinAfter.filter((path) => !newLockinFiles.includes(inRemote(path)))).toEqual([]);
  expect(lockinAfter.filter((path) => isHashed(inRemote(path)) && !oldLockinFiles.includes(inRemote(path))).length).toBeGreaterThan(0);
  const shellFiles = await readdir(join(repoRoot, 'shell', 'dist'));
  expect(assets.filter((path) => !path.startsWith('/mfe/') && !shellFiles.includes(path.slice(1)))).toEqual([]);
  expect(errors).toEqual([]);

  // Nothing else rebuilt, re-rendered differently or restarted.
  expect(await fingerprint(untouched)).toEqual(builtBefore);
  expect((await getPage('/')).headers.get('etag')).toBe(homeEtag);
  // The gateway started before the deploy is the one still running (pid alive, never exited).
  expect(gw.process.exitCode).toBeNull();
  expect(() => process.kill(pid!, 0)).not.toThrow();
});
