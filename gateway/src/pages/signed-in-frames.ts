import { SIGNED_IN_PAGES } from '@biz/contracts';
import { escapeAttribute } from './page-head';

const firstCalls = new Map<string, readonly string[]>(SIGNED_IN_PAGES.map((page) => [page.path, page.firstCalls]));

/** The signed-in screens served as a pre-rendered frame (issue 31), beside the public pages. */
export const SIGNED_IN_FRAMES: readonly string[] = [...firstCalls.keys()];

/**
 * A signed-in screen's first API calls, asked for by the page's head while its code downloads, with the
 * session cookie (`use-credentials`: the credentials mode of the screen's own `fetch`, so the browser hands
 * the screen these answers instead of asking again). Nothing for any other page.
 */
export function firstCallPreloads(pageKey: string): string {
  const urls = firstCalls.get(pageKey) ?? [];
  return urls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`).join('');
}
