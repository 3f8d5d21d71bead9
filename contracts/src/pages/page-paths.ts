import type { CallLinkPurpose } from '../schedule/booking';

/**
 * The paths of the pages that emails, redirects and other pages lead to. They sit here, apart from the
 * schemas of their contexts and with no zod, because the site's page list (site-pages.ts) is read by every
 * page: the shell's header and tab title import it, and a constant imported from a schema module brings
 * zod and every schema of that module into the page (zod-free-pages.spec.ts keeps it so).
 */

/** The admin sign-in page (SPEC §2), where a visitor without the admin session is sent. */
export const ADMIN_LOGIN_PATH = '/admin-login';

/** The page an invitation link opens, with its token in the query. */
export const ACCEPT_INVITE_PATH = '/admin/accept-invite';

/** The owners' team screen. */
export const ADMIN_TEAM_PATH = '/admin/team';

/**
 * The desk's views, each its own address: the dashboard (SPEC's /admin), then the rest of the desk's
 * navigation. The business record (/admin/businesses/:id) sits under `businesses`.
 */
export const DESK_PATHS = {
  dashboard: '/admin',
  myDay: '/admin/my-day',
  businesses: '/admin/businesses',
  inbox: '/admin/inbox',
  calls: '/admin/calls',
  orders: '/admin/orders',
  subscriptions: '/admin/subscriptions',
  team: ADMIN_TEAM_PATH,
} as const;

/** The client portal's pages (SPEC §2), which links from emails and pages lead to. */
export const CLIENT_LOGIN_PATH = '/client/login';
export const CLIENT_DASHBOARD_PATH = '/client/dashboard';
/** The page a reset link opens, with its token in the query. */
export const PASSWORD_RESET_PATH = '/client/reset-password';
/** The signed-in client's account page: its password and its sessions. */
export const CLIENT_ACCOUNT_PATH = '/client/account';
/** The page a confirmation link opens, with its token in the query. */
export const EMAIL_VERIFICATION_PATH = '/client/verify-email';
/** The page the former address's "your email was changed" link opens, with its token in the query. */
export const EMAIL_CHANGE_UNDO_PATH = '/client/undo-email-change';

/** The resource library's page. */
export const CLIENT_RESOURCES_PATH = '/client/resources';

/** Where the emailed onboarding link opens the form (the token in the query, as the email confirmation's). */
export const ONBOARDING_LINK_PATH = '/client/onboarding';
/** Where a proposal's emailed link opens it: the client reads, signs or declines it there, signed in or not (decision 066). */
export const PROPOSAL_LINK_PATH = '/client/proposal';

/** The booking pages of the intake remote, where the Thank-You screen and the invite's links lead. */
export const BOOKING_PAGE_PATH = '/book-call';
/** Where a held booking's confirmation email leads (the token in the query). */
export const CALL_HOLD_PAGE_PATH = '/book-call/confirm';
export const CALL_LINK_PAGE_PATHS = { reschedule: '/call/reschedule', cancel: '/call/cancel' } as const satisfies Record<CallLinkPurpose, string>;

/**
 * A business's record page (issue 45): its overview at the first path, each section at the second. `:id` is
 * the business's id; one of its submissions' ids works too (the page takes it to the business's address).
 */
export const BUSINESS_RECORD_PATH = '/admin/businesses/:id';
export const BUSINESS_RECORD_SECTION_PATH = '/admin/businesses/:id/:section';
/** The record's sections after its overview, in the order the page lists them; each is its address's last segment. */
export const BusinessRecordSections = ['timeline', 'tasks', 'emails', 'calls', 'proposals', 'orders', 'automations', 'onboarding', 'tickets', 'notes', 'account'] as const;
export type BusinessRecordSection = (typeof BusinessRecordSections)[number];
export const isBusinessRecordSection = (segment: string | undefined): segment is BusinessRecordSection => (BusinessRecordSections as readonly string[]).includes(segment ?? '');
/** The record page's query parameter naming which of the business's submissions its overview shows in full (none: the latest). */
export const RECORD_SUBMISSION_PARAM = 'submission';
/** The id the record page's frame is rendered at (the frame is the same for every record): no business has it. */
export const FRAME_RECORD_ID = '00000000-0000-4000-8000-000000000000';
/** The address of a business's record (its overview without `section`). */
export const businessRecordPath = (id: string, section?: BusinessRecordSection) => `/admin/businesses/${encodeURIComponent(id)}${section ? `/${section}` : ''}`;

const recordAddress = /^\/admin\/businesses\/([^/]+)(?:\/([^/]+))?\/?$/i;

/**
 * What an address of the record page names: the id segment (a business's or a submission's) and the
 * section segment, if any, as given (null: no address of the record page). The desk reads its place here,
 * so the apps need no more of the router than they share.
 */
export function businessRecordAddressOf(pathname: string): { id: string; section: string | undefined } | null {
  const match = recordAddress.exec(pathname);
  return match ? { id: match[1], section: match[2] } : null;
}
