import { z } from 'zod';
import { MIN_CLIENT_PASSWORD_LENGTH } from '../constants';
import { EmptyRequest, SuccessResponse } from '../common';
import { ValidationMessage as M } from '../messages';

const email = z.email({ error: M.enterValidEmail }).max(254);
/** Upper bound keeps password hashing cheap to refuse; not a spec rule. */
const MAX_PASSWORD_LENGTH = 200;

/** POST /api/client/login */
export const ClientLoginRequest = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH),
});
export type ClientLoginRequest = z.infer<typeof ClientLoginRequest>;

export const ClientLoginResponse = z.object({ success: z.boolean(), message: z.string() });
export type ClientLoginResponse = z.infer<typeof ClientLoginResponse>;

/** POST /api/client/signup */
/** A new password (signup, reset): at least 8 characters (SPEC §5). */
const newPassword = z.string({ error: M.passwordMinLength }).min(MIN_CLIENT_PASSWORD_LENGTH, M.passwordMinLength).max(MAX_PASSWORD_LENGTH);

export const ClientSignupRequest = z.object({
  email,
  password: newPassword,
  businessName: z.string({ error: M.businessNameRequired }).trim().min(1, M.businessNameRequired).max(200),
});
export type ClientSignupRequest = z.infer<typeof ClientSignupRequest>;

export const ClientSignupResponse = z.object({ success: z.boolean(), message: z.string() });
export type ClientSignupResponse = z.infer<typeof ClientSignupResponse>;

/** GET /api/client/status (cached 5 minutes in the browser). */
export const ClientStatusResponse = z.object({ authenticated: z.boolean() });
export type ClientStatusResponse = z.infer<typeof ClientStatusResponse>;

/** POST /api/client/logout — payload and answer not shown: `{}` in, `{ success }` out. */
export const ClientLogoutRequest = EmptyRequest;
export type ClientLogoutRequest = z.infer<typeof ClientLogoutRequest>;
export const ClientLogoutResponse = SuccessResponse;
export type ClientLogoutResponse = z.infer<typeof ClientLogoutResponse>;

/** How long a password reset link works (SPEC is silent; the figure). */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/client/password-reset — emails a one-time link when the address has an account; the same answer either way. */
export const PasswordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
export const PasswordResetResponse = z.object({ success: z.boolean(), message: z.string() });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;

/** The token an emailed link carries (a reset, a confirmation): 256 random bits, base64url. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete: please open it from the email again.');
export const PasswordResetToken = LinkToken;

/** POST /api/client/password-reset/confirm — the link's token and the new password. */
export const PasswordResetConfirmRequest = z.object({ token: PasswordResetToken, password: newPassword });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;
export const PasswordResetConfirmResponse = PasswordResetResponse;
export type PasswordResetConfirmResponse = z.infer<typeof PasswordResetConfirmResponse>;

/** How long an email confirmation link works. */
export const EMAIL_VERIFICATION_HOURS = 24;
/**
 * How long the portal invitation of a paid sprint's buyer lasts (decision 063): longer than a signup's link,
 * as the buyer did not ask for it; a later one comes from "Forgot password", which proves the address too.
 */
export const PORTAL_INVITATION_DAYS = 14;

/**
 * POST /api/client/verify-email — the confirmation link's token; the page the link opens posts it (a mail
 * scanner's GET proves nothing). Whoever proves the address owns the account: opened without the account's
 * own session, the link confirms only with the account's password (`password`), or with a new one
 * (`newPassword`) that replaces it and ends every session first. Either signs this browser in.
 */
export const VerifyEmailRequest = z
  .object({
    token: LinkToken,
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH).optional(),
    newPassword: newPassword.optional(),
  })
  .refine((body) => !(body.password && body.newPassword), { error: 'Give the password or a new one, not both.', path: ['newPassword'] });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
/**
 * `confirmed`: the address is proven. `password-needed`: nothing changed; the page asks for the account's
 * password or a new one, and says when the account was created (someone else may have made it) and whether
 * it asked to move to this address.
 */
export const VerifyEmailResponse = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('confirmed'), success: z.literal(true), message: z.string() }),
  z.object({
    outcome: z.literal('password-needed'),
    success: z.literal(false),
    message: z.string(),
    email: z.email(),
    accountCreatedAt: z.iso.datetime({ offset: true }),
    /** An email change's link: the account asked to move to `email` (else it was given `email` at signup). */
    movesAccount: z.boolean(),
    /** A paid sprint's portal invitation: the account was made for the buyer and nobody knows its password yet. */
    invited: z.boolean(),
  }),
]);
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/**
 * POST /api/client/verify-email/decline — "This wasn't me", from the confirmation link: an account that never
 * proved an address is removed; an email change waiting for this inbox is cancelled.
 */
export const DeclineVerificationRequest = z.object({ token: LinkToken });
export type DeclineVerificationRequest = z.infer<typeof DeclineVerificationRequest>;
export const DeclineVerificationResponse = z.object({ success: z.boolean(), message: z.string() });
export type DeclineVerificationResponse = z.infer<typeof DeclineVerificationResponse>;

/** How long the former address may undo an email change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/**
 * POST /api/client/email/undo — from the email the former address gets on a change: the account goes back to
 * it, every session ends, and a link to choose a new password follows.
 */
export const UndoEmailChangeRequest = z.object({ token: LinkToken });
export type UndoEmailChangeRequest = z.infer<typeof UndoEmailChangeRequest>;
export const UndoEmailChangeResponse = z.object({ success: z.boolean(), message: z.string() });
export type UndoEmailChangeResponse = z.infer<typeof UndoEmailChangeResponse>;

/** POST /api/client/verify-email/resend — a new link to the signed-in account's address. */
export const ResendVerificationRequest = EmptyRequest;
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;
export const ResendVerificationResponse = z.object({ success: z.boolean(), message: z.string() });
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponse>;

/** POST /api/client/password — a new password while signed in: the current one proves it is the owner. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH),
  newPassword: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = z.object({ success: z.boolean(), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/**
 * POST /api/client/email — a new address for the account, asked with the current password. Nothing moves until
 * the new inbox's link is opened (under the same rule as a new account's confirmation); the answer is the same
 * whether or not the new address has an account of its own.
 */
export const ChangeEmailRequest = z.object({
  email,
  currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(MAX_PASSWORD_LENGTH),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;
export const ChangeEmailResponse = z.object({ success: z.boolean(), message: z.string() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponse>;

/** POST /api/client/sessions/end-others — "sign out everywhere else": every session of the account but this one. */
export const EndOtherSessionsRequest = EmptyRequest;
export type EndOtherSessionsRequest = z.infer<typeof EndOtherSessionsRequest>;
export const EndOtherSessionsResponse = z.object({ success: z.boolean(), ended: z.number().int().nonnegative() });
export type EndOtherSessionsResponse = z.infer<typeof EndOtherSessionsResponse>;
