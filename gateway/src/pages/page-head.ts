import { readFile } from 'node:fs/promises';

/** The parts of a remote's `mf-manifest.json` the page's head needs. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a pre-rendered page's head says about a remote it shows: the remote's stylesheet, so the server's
 * HTML is styled at first paint, and preloads of its entry and of its routes' first chunks, so they download
 * beside the shell's instead of after it. Paths are resolved against where the remote is served.
 */
export async function remoteHeadLinks(manifestFile: string, baseUrl: string): Promise<string> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as RemoteManifest;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const entry = manifest.metaData?.remoteEntry;
  const url = (name: string) => escapeAttribute(new URL(name, baseUrl).pathname);
  const scripts = [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.js?.sync ?? [])];
  return [
    ...(routes?.css?.sync ?? []).map((css) => `<link rel="stylesheet" href="${url(css)}">`),
    ...scripts.map((js) => `<link rel="preload" as="script" href="${url(js)}">`),
  ].join('');
}

/** Text for inside an HTML element: the title. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside `<script type="application/json">`: a `<` can never close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
