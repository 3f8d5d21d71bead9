import { z } from 'zod';
import { EntityId, SuccessResponse } from '../common';
import { ValidationMessage as M } from '../messages';
import { SingleSignOnState } from './staff-single-sign-on';

/** What a staff account may do: an owner also manages the team and the billing settings. */
export const StaffRole = z.enum(['owner', 'staff']);
export type StaffRole = z.infer<typeof StaffRole>;

/** How long an invitation link works. */
export const STAFF_INVITE_HOURS = 72;

const staffEmail = z.email({ error: M.validEmailRequired }).max(254).transform((email) => email.toLowerCase());

/** One member of the agency's team, as the owner's team screen lists them. */
export const StaffMember = z.object({
  id: EntityId,
  name: z.string(),
  email: z.email(),
  role: StaffRole,
  mfaEnrolled: z.boolean(),
  /** ISO time; null: never signed in. */
  lastSignInAt: z.iso.datetime().nullable(),
  /** They have signed in with the agency's identity provider (their account is linked to its subject there). */
  singleSignOn: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** An invitation sent and not yet accepted. */
export const PendingStaffInvite = z.object({ id: EntityId, email: z.email(), role: StaffRole, expiresAt: z.iso.datetime() });
export type PendingStaffInvite = z.infer<typeof PendingStaffInvite>;

/** GET /api/admin/team — owners only. */
export const TeamResponse = z.object({ members: z.array(StaffMember), invites: z.array(PendingStaffInvite), singleSignOn: SingleSignOnState });
export type TeamResponse = z.infer<typeof TeamResponse>;

/** POST /api/admin/team/invites — owners only: the link goes by email to the address, never in the answer. */
export const InviteStaffRequest = z.object({ email: staffEmail, role: StaffRole });
export type InviteStaffRequest = z.infer<typeof InviteStaffRequest>;
export const InviteStaffResponse = PendingStaffInvite;
export type InviteStaffResponse = z.infer<typeof InviteStaffResponse>;

/**
 * DELETE /api/admin/team/invites/:id — owners only: an invitation not accepted yet is withdrawn, its link
 * stops working at once. One accepted already is refused (the member is removed instead); one unknown too.
 */
export const StaffInviteParams = z.object({ id: EntityId });
export type StaffInviteParams = z.infer<typeof StaffInviteParams>;
export const WithdrawStaffInviteResponse = SuccessResponse;
export type WithdrawStaffInviteResponse = z.infer<typeof WithdrawStaffInviteResponse>;

/** DELETE /api/admin/team/:id — owners only: the member's sessions end at once. */
export const StaffMemberParams = z.object({ id: EntityId });
export type StaffMemberParams = z.infer<typeof StaffMemberParams>;
export const RemoveStaffMemberResponse = SuccessResponse;
export type RemoveStaffMemberResponse = z.infer<typeof RemoveStaffMemberResponse>;
