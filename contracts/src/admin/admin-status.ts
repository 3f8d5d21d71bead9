import { z } from 'zod';

/** GET /api/admin/status — 401 when the caller has no admin session. */
export const AdminStatusResponse = z.object({ isAdmin: z.boolean(), authenticated: z.boolean() });
export type AdminStatusResponse = z.infer<typeof AdminStatusResponse>;
