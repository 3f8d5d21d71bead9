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
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a page's head gets for one front end: stylesheets to inline (files) and scripts to preload (URLs). */
export interface HeadAssets {
  styles: string[];
  scripts: string[];
}

/**
 * The shell's part: the scripts its entry fetches as soon as it runs, its bootstrap chunks
 * (startup-chunks.json, written by its build) and the shared modules it provides (React, the router,
 * ui-kit), so they download beside the entry instead of after it. Its stylesheet is index.html's.
 */
export async function shellHeadAssets(dist: string): Promise<HeadAssets> {
  const manifest = await readJson<FederationManifest>(join(dist, 'mf-manifest.json'));
  const startup = await readJson<string[]>(join(dist, 'startup-chunks.json'));
  const scripts = new Set([...startup, ...(manifest.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? [])]);
  return { styles: [], scripts: [...scripts].map((js) => `/${js}`) };
}

/**
 * A remote's part: its stylesheet, so the server's HTML is styled at first paint, and its entry and its
 * routes' first chunks, resolved against where the remote is served.
 */
export async function remoteHeadAssets(dist: string, baseUrl: string): Promise<HeadAssets> {
  const manifest = await readJson<FederationManifest>(join(dist, 'mf-manifest.json'));
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.js?.sync ?? [])];
  return { styles: (routes?.css?.sync ?? []).map((css) => join(dist, css)), scripts: scripts.map((js) => new URL(js, baseUrl).pathname) };
}

export function preloadLinks(scripts: string[]): string {
  return [...new Set(scripts)].map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`).join('');
}

/**
 * A stylesheet inlined into the page: the first paint waits for no request but the page itself. The
 * remote's runtime links the same file later, which changes nothing.
 */
export async function inlineStyle(file: string): Promise<string> {
  return `<style>${(await readFile(file, 'utf8')).replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** Text for inside an HTML element: the title. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside `<script type="application/json">`: a `<` can never close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
