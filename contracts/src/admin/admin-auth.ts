import { z } from 'zod';
import { EmptyRequest, SuccessResponse } from '../common';
import { ValidationMessage as M } from '../messages';

/** POST /api/admin/login — blank input is never submitted (§5); the password is kept exactly as typed. */
export const AdminLoginRequest = z.object({
  password: z
    .string({ error: M.passwordRequired })
    .max(200)
    .refine((s) => s.trim().length > 0, M.passwordRequired),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

export const AdminLoginResponse = z.object({ success: z.boolean() });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** POST /api/admin/logout sends `{}`; its answer is not shown: minimal `{ success }`. */
export const AdminLogoutRequest = EmptyRequest;
export type AdminLogoutRequest = z.infer<typeof AdminLogoutRequest>;
export const AdminLogoutResponse = SuccessResponse;
export type AdminLogoutResponse = z.infer<typeof AdminLogoutResponse>;
