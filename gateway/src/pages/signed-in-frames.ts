import { FRAME_FIRST_CALLS, SIGNED_IN_PAGES } from '@biz/contracts';
import { escapeAttribute } from './page-head';

const frames = new Map<string, (typeof SIGNED_IN_PAGES)[number]>(SIGNED_IN_PAGES.map((page) => [page.path, page]));

/** The signed-in screens served as a pre-rendered frame (issue 31), beside the public pages; a page with a parameter by its page path. */
export const SIGNED_IN_FRAMES: readonly string[] = [...frames.keys()];

/** The address a frame is rendered at: its own, or for a page with a parameter the one its definition names. */
export const frameAddressOf = (pageKey: string): string => frames.get(pageKey)?.renderedAt ?? pageKey;

/** A first call with a parameter is filled in for each request; the others are the same for everyone. */
const perRequest = (url: string) => url.includes('/:');

/**
 * A signed-in screen's first API calls, asked for by the page's head while its code downloads, with the
 * session cookie (`use-credentials`: the credentials mode of the screen's own `fetch`, so the browser hands
 * the screen these answers instead of asking again). Nothing for any other page.
 */
export function firstCallPreloads(pageKey: string): string {
  const urls = (FRAME_FIRST_CALLS[pageKey] ?? []).filter((url) => !perRequest(url));
  return urls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`).join('');
}

/**
 * The first calls of a page with a parameter for the address asked (`/admin/businesses/:id`), as a `Link`
 * header: its frame is one page for every address, the header is this request's. Each `:name` of a call is
 * the same segment of the address; a segment that would need encoding (no record has one) asks for nothing.
 */
export function firstCallLinks(pageKey: string, pathname: string): string | undefined {
  const urls = (FRAME_FIRST_CALLS[pageKey] ?? []).filter(perRequest);
  const segments = pathname.replace(/\/+$/, '').split('/');
  const params = new Map(pageKey.split('/').flatMap((name, i) => (name.startsWith(':') ? [[name, segments[i] ?? '']] : [])));
  if (!urls.length || [...params.values()].some((segment) => !/^[\w-]+$/.test(segment))) return undefined;
  return urls.map((url) => `<${url.replace(/:[a-zA-Z]+/g, (name) => params.get(name) ?? '')}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}
