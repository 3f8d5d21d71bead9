import { z } from 'zod';
import { StaffRole } from './staff-team';

/**
 * GET /api/admin/status — 401 when the caller has no admin session. Beyond SPEC's two fields: the role
 * (an owner sees the team screen) and who is signed in (the bootstrap owner has no name).
 */
export const AdminStatusResponse = z.object({ isAdmin: z.boolean(), authenticated: z.boolean(), role: StaffRole.optional(), name: z.string().optional() });
export type AdminStatusResponse = z.infer<typeof AdminStatusResponse>;
