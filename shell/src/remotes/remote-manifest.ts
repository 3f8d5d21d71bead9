import { INLINE_REMOTES_MANIFEST_ID, REMOTES_MANIFEST_PATH } from '@biz/contracts';
import { remoteNames, type RemoteManifestMap, type RemoteName } from '@biz/ui-kit';

/**
 * Reads `GET /mf-remotes.json` (remote name → manifest URL). URLs are configuration owned by the gateway,
 * so a remote can move or be redeployed without rebuilding the shell. Relative URLs are made absolute
 * against the page, because the federation runtime derives each remote's public path from its manifest URL.
 * Unknown names and non-string values are ignored; a failed fetch yields an empty map, so the shell still
 * renders and every remote route shows its "unavailable" fallback instead of a blank page.
 */
export async function fetchRemoteManifestMap(
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<RemoteManifestMap> {
  try {
    const res = await fetchFn(new URL(REMOTES_MANIFEST_PATH, baseUrl), { headers: { accept: 'application/json' } });
    if (!res.ok) return {};
    return parseRemoteManifestMap(await res.json(), baseUrl);
  } catch {
    return {};
  }
}

/** The manifest a pre-rendered page carries inline, else `fetchRemoteManifestMap`. */
export function readRemoteManifestMap(doc: Document, baseUrl: string): Promise<RemoteManifestMap> {
  const inline = doc.getElementById(INLINE_REMOTES_MANIFEST_ID)?.textContent;
  if (!inline) return fetchRemoteManifestMap(baseUrl);
  try {
    return Promise.resolve(parseRemoteManifestMap(JSON.parse(inline), baseUrl));
  } catch {
    return fetchRemoteManifestMap(baseUrl);
  }
}

export function parseRemoteManifestMap(raw: unknown, baseUrl: string): RemoteManifestMap {
  if (typeof raw !== 'object' || raw === null) return {};
  const map: RemoteManifestMap = {};
  for (const name of remoteNames) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      map[name as RemoteName] = new URL(value, baseUrl).href;
    } catch {
      // A malformed URL is treated like a missing one: that remote shows its fallback.
    }
  }
  return map;
}
