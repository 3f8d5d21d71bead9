// Rspack names emitted chunks `<name>.<8+ hex>.<ext>`: such a URL never changes content.
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

// Asked for by name, so never renamed by a build; a changed icon may show a week late.
const favicon = /^favicon\.(svg|ico)$/;

/**
 * Hashed assets are cached for a year, the favicons for a week; everything else (index.html,
 * remoteEntry.js, mf-manifest.json) keeps a stable URL across deploys, so the browser must revalidate it
 * every time.
 */
export function cacheControlFor(fileName: string): string {
  if (hashed.test(fileName)) return 'public, max-age=31536000, immutable';
  return favicon.test(fileName) ? 'public, max-age=604800' : 'no-cache';
}
