import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
/** The parts of a `mf-manifest.json` the page's head needs. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preload = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;

/**
 * Preloads of what the shell's entry fetches as soon as it runs: its bootstrap chunks (startup-chunks.json,
 * written by its build) and the shared modules it provides (React, the router, ui-kit). They download
 * beside the entry instead of after it.
 */
export async function shellHeadLinks(dist: string): Promise<string> {
  const manifest = await readJson<FederationManifest>(join(dist, 'mf-manifest.json'));
  const startup = await readJson<string[]>(join(dist, 'startup-chunks.json'));
  const scripts = new Set([...startup, ...(manifest.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? [])]);
  return [...scripts].map((js) => preload(`/${js}`)).join('');
}

/**
 * What a pre-rendered page's head says about a remote it shows: the remote's stylesheet, so the server's
 * HTML is styled at first paint, and preloads of its entry and of its routes' first chunks, so they download
 * beside the shell's instead of after it. Paths are resolved against where the remote is served.
 */
export async function remoteHeadLinks(manifestFile: string, baseUrl: string): Promise<string> {
  const manifest = await readJson<FederationManifest>(manifestFile);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const entry = manifest.metaData?.remoteEntry;
  const url = (name: string) => new URL(name, baseUrl).pathname;
  const scripts = [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.js?.sync ?? [])];
  return [...(routes?.css?.sync ?? []).map((css) => `<link rel="stylesheet" href="${escapeAttribute(url(css))}">`), ...scripts.map((js) => preload(url(js)))].join('');
}

/** Text for inside an HTML element: the title. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside `<script type="application/json">`: a `<` can never close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
