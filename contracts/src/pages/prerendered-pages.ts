import { PRERENDERED_PAGES } from './site-pages';

/** The pages a visitor lands on, one per screen: what the Lighthouse bench measures. */
export const PUBLIC_PAGES = PRERENDERED_PAGES.filter((url) => !url.includes('?'));

/**
 * The key a pre-rendered page is stored and looked up under: the path and its query parameters in a
 * stable order, so `?b=1&a=2` and `?a=2&b=1` are one page.
 */
export function prerenderKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Where the browser reads the remotes manifest (remote name → URL of its `mf-manifest.json`). */
export const REMOTES_MANIFEST_PATH = '/mf-remotes.json';

/** The id of the JSON script a pre-rendered page carries the remotes manifest in, saving that request. */
export const INLINE_REMOTES_MANIFEST_ID = 'mf-remotes';

/** The id of the JSON script every page the gateway serves carries the agency's content in (decision 025). */
export const AGENCY_CONTENT_ELEMENT_ID = 'agency-content';
