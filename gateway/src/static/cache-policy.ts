// Rspack names emitted chunks `<name>.<8+ hex>.<ext>`: such a URL never changes content.
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/**
 * Hashed assets are cached for a year; everything else (index.html, remoteEntry.js, mf-manifest.json)
 * keeps a stable URL across deploys, so the browser must revalidate it every time.
 */
export function cacheControlFor(fileName: string): string {
  return hashed.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
