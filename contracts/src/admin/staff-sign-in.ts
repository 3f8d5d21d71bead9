import { z } from 'zod';
import { startingWith, SuccessResponse } from '../common';
import { ValidationMessage as M } from '../messages';
import { StaffRole } from './staff-team';

/** Shortest staff password: it guards every lead, order and client account. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** How many one-time recovery codes a staff member gets when enrolling. */
export const RECOVERY_CODE_COUNT = 10;

/** The token of an invitation link or of a sign-in waiting for its second factor: 256 random bits, base64url. */
export const StaffToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete: please open it from the email again.');

/** A 6-digit authenticator code (RFC 6238) or one of the recovery codes; spaces as typed are ignored. */
export const SecondFactorCode = z
  .string({ error: M.codeRequired })
  .max(40)
  .transform((code) => code.replaceAll(' ', '').toLowerCase())
  .refine((code) => code.length >= 6, M.codeRequired);

const staffPassword = z.string({ error: M.passwordRequired }).min(MIN_STAFF_PASSWORD_LENGTH, M.staffPasswordMinLength).max(200);

/** POST /api/admin/staff-login — the first factor. The answer names a challenge the second factor must answer within minutes. */
export const StaffLoginRequest = z.object({
  email: z.email({ error: M.enterValidEmail }).max(254).transform((email) => email.toLowerCase()),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;
export const StaffLoginResponse = z.object({ challenge: StaffToken });
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

/** POST /api/admin/staff-login/verify — the second factor; the session starts only now. */
export const StaffLoginVerifyRequest = z.object({ challenge: StaffToken, code: SecondFactorCode });
export type StaffLoginVerifyRequest = z.infer<typeof StaffLoginVerifyRequest>;
export const StaffLoginVerifyResponse = SuccessResponse;
export type StaffLoginVerifyResponse = z.infer<typeof StaffLoginVerifyResponse>;

/**
 * POST /api/admin/invites/enrolment — the invitee opens the link: whom it invites, and a fresh TOTP secret
 * to add to an authenticator app (as a QR-able otpauth:// URI and as text to type).
 */
export const StartEnrolmentRequest = z.object({ token: StaffToken });
export type StartEnrolmentRequest = z.infer<typeof StartEnrolmentRequest>;
export const StartEnrolmentResponse = z.object({ email: z.email(), role: StaffRole, secret: z.string(), otpauthUri: startingWith('otpauth://totp/') });
export type StartEnrolmentResponse = z.infer<typeof StartEnrolmentResponse>;

/** POST /api/admin/invites/accept — name, password and a code from the app: the account exists and is signed in. */
export const AcceptInviteRequest = z.object({
  token: StaffToken,
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
  password: staffPassword,
  code: SecondFactorCode,
});
export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequest>;
/** The recovery codes, shown once: only their hashes are kept. */
export const AcceptInviteResponse = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponse>;

/** POST /api/admin/account/password — a staff member's new password; their other sessions end. */
export const ChangeStaffPasswordRequest = z.object({
  currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200),
  newPassword: staffPassword,
});
export type ChangeStaffPasswordRequest = z.infer<typeof ChangeStaffPasswordRequest>;
export const ChangeStaffPasswordResponse = SuccessResponse;
export type ChangeStaffPasswordResponse = z.infer<typeof ChangeStaffPasswordResponse>;
