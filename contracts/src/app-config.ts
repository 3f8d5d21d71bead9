import { z } from 'zod';

/** Where the browser reads the runtime configuration the gateway publishes (not remote URLs: see /mf-remotes.json). */
export const APP_CONFIG_PATH = '/app-config.json';

/** GET /app-config.json — settings the front ends read at run time, so changing one needs no rebuild. */
export const AppConfig = z.object({
  /** The agency's booking page behind 'Schedule Strategy Call' (SPEC §2 confirmation). */
  bookingUrl: z.url({ protocol: /^https?$/ }),
});
export type AppConfig = z.infer<typeof AppConfig>;
