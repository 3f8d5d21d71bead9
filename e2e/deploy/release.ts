// A web root of its own and a second gateway serving it, so that deploying a remote in a test never touches
// the repo's builds (every other spec is served from them) nor the e2e stack's gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { stackEnv } from '../stack';

export const repoRoot = join(__dirname, '..', '..');

/**
 * A temporary folder outside the repo (so no repo tool sees the copied sources): `<dir>/web` is the
 * gateway's WEB_ROOT, one symlink per front end (`shell`, `mfe-<name>`), first to the repo's builds;
 * `<dir>/releases` holds the builds deployed during the test. `<dir>/node_modules` links the repo's, so a
 * copied remote's imports resolve as in the repo.
 */
export async function makeDeployRoot(): Promise<{ dir: string; webRoot: string; releases: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'biz-redeploy-'));
  const webRoot = join(dir, 'web');
  const releases = join(dir, 'releases');
  await mkdir(webRoot);
  await mkdir(releases);
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  for (const app of ['shell', 'mfe-intake', 'mfe-lockin', 'mfe-admin', 'mfe-client']) await symlink(join(repoRoot, app), join(webRoot, app));
  return { dir, webRoot, releases };
}

/**
 * Copies a remote's sources to `<releases>/<release>` with one text replaced, and builds it with the
 * repo's Rspack and the remote's own config, both bundles (dist/, dist-server/), as `npm run build` does.
 * A `ui-kit` link beside the copy keeps the config's and the stylesheet's relative paths (`../ui-kit`)
 * pointing at the repo's. Returns the release's folder and how long the build took.
 */
export async function buildRelease(options: { remote: string; releases: string; release: string; file: string; from: string; to: string }) {
  const source = join(repoRoot, options.remote);
  const target = join(options.releases, options.release);
  await symlink(join(repoRoot, 'ui-kit'), join(options.releases, 'ui-kit')).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await mkdir(target);
  for (const entry of ['src', 'package.json', 'rspack.config.mjs']) await cp(join(source, entry), join(target, entry), { recursive: true });
  await symlink(join(source, 'node_modules'), join(target, 'node_modules')); // the remote's own dependencies

  const changed = join(target, options.file);
  const text = await readFile(changed, 'utf8');
  expect(text.split(options.from), `"${options.from}" should appear once in ${options.file}`).toHaveLength(2);
  await writeFile(changed, text.replace(options.from, options.to));

  const started = performance.now();
  await run(join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '-c', 'rspack.config.mjs'], target);
  return { dir: target, buildSeconds: (performance.now() - started) / 1000 };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/**
 * Deploys a release the way a web server's document root is usually switched: a new symlink is renamed
 * over the old one, which is atomic, so every request sees either the old build or the new one, whole.
 */
export async function switchTo(webRoot: string, app: string, releaseDir: string): Promise<void> {
  const next = join(webRoot, `.${app}.next`);
  await symlink(releaseDir, next);
  await rename(next, join(webRoot, app));
}

/** Every file of the given folders (relative path → size, modification time and SHA-256). */
export async function fingerprint(folders: string[]): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const [info, body] = await Promise.all([stat(path), readFile(path)]);
        prints[relative(repoRoot, path)] = `${info.size} ${info.mtimeMs} ${createHash('sha256').update(body).digest('hex')}`;
      }
    }
  };
  for (const folder of folders) await walk(folder);
  return prints;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Gateway {
  url: string;
  process: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

/**
 * `node gateway/dist/main.js` on free ports over `webRoot`, in front of the e2e stack's services (their
 * first instances: any one of a scaled service answers). Resolves once it answers.
 */
export async function startGateway(webRoot: string): Promise<Gateway> {
  const [port, internalPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const first = (portVar: string) => `http://127.0.0.1:${stackEnv[portVar]}`;
  const child = spawn(process.execPath, [join(repoRoot, 'gateway', 'dist', 'main.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_INTERNAL_PORT: String(internalPort),
      WEB_ROOT: webRoot,
      INTAKE_URL: first('INTAKE_PORT'),
      BILLING_URL: first('BILLING_PORT'),
      ADMIN_URL: first('ADMIN_PORT'),
      WORKER_URL: first('WORKER_PORT'),
      ALLOWED_ORIGINS: `${url},http://localhost:${port}`,
    },
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}:\n${output.join('')}`);
        return fetch(`${url}/healthz`).then((res) => res.status, () => 0);
      },
      { timeout: 15_000, message: 'the gateway answers' },
    )
    .not.toBe(0);
  return { url, process: child, output, stop };
}

export async function removeDeployRoot(dir: string): Promise<void> {
  // rm removes symlinks, never what they point to: the repo's folders stay.
  await rm(dir, { recursive: true, force: true });
}
