import { z } from 'zod';
import { EntityId } from '../common';
import { formatCount } from '../counts';
import { AgencyActor } from './agency-actor';
import { DeskBusinessRow } from './admin-dashboard-api';
import { DeskTicketSummary } from './support-inbox';

export const NOTE_MAX = 4000;
/** How many businesses each list of "my day" shows (its total says how many there are in all). */
export const MY_DAY_LIST_MAX = 20;
/** When the morning digest goes out, in the agency's zone (`AGENCY_TIME_ZONE`). */
export const MORNING_DIGEST_HOUR = 8;

/** A calendar day, 'YYYY-MM-DD' (a due date is a day in the agency's zone, not an instant). */
export const CalendarDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/** A staff member as a choice of owner. */
export const StaffMemberName = z.object({ id: EntityId, name: z.string() });
export type StaffMemberName = z.infer<typeof StaffMemberName>;

/** GET /api/admin/staff: the team's active members, who can own a business. */
export const StaffDirectoryResponse = z.object({ members: z.array(StaffMemberName) });
export type StaffDirectoryResponse = z.infer<typeof StaffDirectoryResponse>;

/** Who works a business and its next open task (the soonest due; all null: nobody yet, nothing open). */
export const FollowUp = z.object({
  owner: StaffMemberName.nullable(),
  /** The next open task's title. */
  nextStep: z.string().nullable(),
  dueOn: CalendarDay.nullable(),
});
export type FollowUp = z.infer<typeof FollowUp>;
export const NO_FOLLOW_UP: FollowUp = { owner: null, nextStep: null, dueOn: null };

/** PUT /api/admin/clients/:id/follow-up: who owns the submission's business (its steps are its tasks). */
export const SetFollowUpRequest = z.object({ ownerStaffId: EntityId.nullable() });
export type SetFollowUpRequest = z.input<typeof SetFollowUpRequest>;
export const SetFollowUpResponse = FollowUp;
export type SetFollowUpResponse = z.infer<typeof SetFollowUpResponse>;

/** A note on a business: plain text, shown as text everywhere (never as markup). */
export const BusinessNote = z.object({ id: EntityId, body: z.string(), at: z.iso.datetime({ offset: true }), by: AgencyActor });
export type BusinessNote = z.infer<typeof BusinessNote>;

/** POST /api/admin/clients/:id/notes */
export const AddNoteRequest = z.object({
  body: z.string().trim().min(1, 'Write the note first').max(NOTE_MAX, `Keep a note under ${formatCount(NOTE_MAX)} characters`),
});
export type AddNoteRequest = z.infer<typeof AddNoteRequest>;
export const AddNoteResponse = BusinessNote;

/** GET /api/admin/my-day?scope=: the businesses the caller owns, or the whole team's ('team'; the owner's bootstrap sign-in owns none). */
export const MyDayScopes = ['mine', 'team'] as const;
export const MyDayQuery = z.object({ scope: z.enum(MyDayScopes).default('mine') });
export type MyDayQuery = z.input<typeof MyDayQuery>;

/** A business on "my day": its row of the desk's table with its follow-up. */
export const MyDayBusiness = DeskBusinessRow.extend({ followUp: FollowUp });
export type MyDayBusiness = z.infer<typeof MyDayBusiness>;

const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().nonnegative() });

/**
 * What to do today, in the agency's zone: next steps due today and overdue (the caller's, or the team's),
 * businesses that submitted since yesterday began and are still New (nobody's or the caller's), and the tickets waiting on the
 * agency (anyone may answer those).
 */
export const MyDayResponse = z.object({
  scope: z.enum(MyDayScopes),
  today: CalendarDay,
  timeZone: z.string(),
  dueToday: list(MyDayBusiness),
  overdue: list(MyDayBusiness),
  newSinceYesterday: list(MyDayBusiness),
  ticketsWaiting: list(DeskTicketSummary),
});
export type MyDayResponse = z.infer<typeof MyDayResponse>;
