import { z } from 'zod';

const instanceUrl = z.url({ protocol: /^https?$/, error: 'must be http(s):// URLs separated by commas' }).transform((url) => url.replace(/\/+$/, ''));

/**
 * The instances of one service as an env variable names them (`INTAKE_URL`): one http(s) URL, or several
 * separated by commas when the service is scaled (`npm start` with SCALE writes such a list). Callers
 * balance over them; trailing slashes are dropped.
 */
export const InstanceUrls = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(instanceUrl).min(1, 'must name at least one http(s):// URL'));
export type InstanceUrls = z.infer<typeof InstanceUrls>;

/** The site's public address (`PUBLIC_URL`): the links in emails, canonical URLs, the sitemap. A trailing slash is dropped. */
export const PublicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
  .transform((url) => url.replace(/\/+$/, ''))
  .default('http://localhost:8080');
