import { PAGE_DESCRIPTIONS, SITE_NAME, SITE_PAGES, type SitePath } from '@biz/contracts';
import { escapeAttribute, escapeText } from './page-head';

/** What a page load is served with besides its body, from the site's page list. */
export interface PageMeta {
  /** The `<title>`, unless the page's own render sets one. */
  title: string;
  /** Tags for the head: description, and canonical and Open Graph for an indexable page or robots for another. */
  head: (title: string) => string;
  /** Kept out of search results: `noindex` in the head and in X-Robots-Tag. */
  noindex: boolean;
}

const notFound = { title: 'Page Not Found', description: 'There is no page at this address.', indexable: false };
const meta = (name: string, content: string) => `<meta ${name} content="${escapeAttribute(content)}">`;

/** The head of the page at `path` (undefined: no such page, the 404), its URLs under the site's public address. */
export function pageMeta(path: SitePath | undefined, publicUrl: string): PageMeta {
  const page = path ? { ...SITE_PAGES[path], description: PAGE_DESCRIPTIONS[path] } : notFound;
  const url = `${publicUrl}${path ?? ''}`;
  return {
    title: `${page.title} · ${SITE_NAME}`,
    noindex: !page.indexable,
    head: (title) =>
      [
        meta('name="description"', page.description),
        ...(page.indexable
          ? [
              `<link rel="canonical" href="${escapeAttribute(url)}">`,
              meta('property="og:type"', 'website'),
              meta('property="og:site_name"', SITE_NAME),
              meta('property="og:title"', title),
              meta('property="og:description"', page.description),
              meta('property="og:url"', url),
            ]
          : [meta('name="robots"', 'noindex')]),
      ].join(''),
  };
}

/** The index.html `<title>` set to `title`. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
}
