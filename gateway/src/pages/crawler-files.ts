import { INDEXABLE_PAGES, ROBOTS_DISALLOWED } from '@biz/contracts';
import { readMethods, type Route } from '../http/pipeline';
import { escapeText } from './page-head';

/** robots.txt: the desk, the portal and the API kept out, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** sitemap.xml: the indexable pages of the site's page list, at the site's public address. */
export function sitemapXml(publicUrl: string): string {
  const urls = INDEXABLE_PAGES.map((path) => `<url><loc>${escapeText(`${publicUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The files crawlers ask for by name, written once from configuration; an hour's cache spares them a request per page. */
export function crawlerFiles(publicUrl: string): Route {
  const files = new Map([
    ['/robots.txt', { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) }],
    ['/sitemap.xml', { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl) }],
  ]);
  return {
    name: 'crawler-files',
    owns: (path) => files.has(path),
    methods: readMethods,
    handle(exchange) {
      const file = files.get(exchange.path)!;
      exchange.send(200, { 'content-type': file.type, 'cache-control': 'public, max-age=3600' }, file.body);
    },
  };
}
