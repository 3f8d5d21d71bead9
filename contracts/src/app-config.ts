import { z } from 'zod';

/** Where the browser reads the runtime configuration the gateway publishes (not remote URLs: see /mf-remotes.json). */
export const APP_CONFIG_PATH = '/app-config.json';

/** GET /app-config.json — settings the front ends read at run time, so changing one needs no rebuild. */
export const AppConfig = z.object({
  /**
   * An external booking page (Cal.com, Calendly) behind 'Schedule Strategy Call' (SPEC §2 confirmation), for
   * an agency that prefers one; null: the site's own booking page, on the calendar the desk books on too.
   */
  bookingUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type AppConfig = z.infer<typeof AppConfig>;
