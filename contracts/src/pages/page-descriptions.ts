import { Packages } from '../lockin/package-catalog';
import {
  ACCEPT_INVITE_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_TEAM_PATH,
  BOOKING_PAGE_PATH,
  BUSINESS_RECORD_PATH,
  BUSINESS_RECORD_SECTION_PATH,
  CALL_HOLD_PAGE_PATH,
  CALL_LINK_PAGE_PATHS,
  CLIENT_ACCOUNT_PATH,
  CLIENT_DASHBOARD_PATH,
  CLIENT_LOGIN_PATH,
  CLIENT_RESOURCES_PATH,
  DESK_PATHS,
  EMAIL_CHANGE_UNDO_PATH,
  EMAIL_VERIFICATION_PATH,
  ONBOARDING_LINK_PATH,
  PASSWORD_RESET_PATH,
} from './page-paths';
import type { SitePath } from './site-pages';

/**
 * Each page's description: the search result's snippet and the Open Graph description, which only the
 * page's head carries. Kept out of the page list (`SITE_PAGES`) that every front end reads for its titles,
 * so no page's JavaScript carries the others' descriptions (issue 45: 1.3-1.8 KB gzip on every page).
 */
export const PAGE_DESCRIPTIONS = {
  '/': 'Tell us how your business runs and get a free plan of AI automations (autoresponders, booking bots, email drips) with what each costs to set up and run.',
  [BOOKING_PAGE_PATH]: '30 minutes on video with an automation specialist: your automation plan, its timeline and its costs.',
  [CALL_HOLD_PAGE_PATH]: 'Confirm the strategy call you booked on the site.',
  [CALL_LINK_PAGE_PATHS.reschedule]: 'Pick a new time for your strategy call.',
  [CALL_LINK_PAGE_PATHS.cancel]: 'Cancel your strategy call, or keep it.',
  '/lockin': 'A fixed-price automation sprint: one or three AI automations built, tested and live within 24 hours, with 30 days of support.',
  '/lockin/form': 'Start your automation sprint: tell us about your business and pick the Starter or Growth package.',
  [Packages.starter.checkoutPath]: 'Pay for your Starter automation sprint by card.',
  [Packages.growth.checkoutPath]: 'Pay for your Growth automation sprint by card.',
  '/lockin/success': 'Where your sprint payment stands and what happens next.',
  [ADMIN_LOGIN_PATH]: 'Sign in to the agency desk.',
  '/admin': 'The agency desk: submissions, plans, emails, calls and onboarding forms.',
  [DESK_PATHS.myDay]: 'What is due today and overdue, who is new and which tickets wait on the agency.',
  [DESK_PATHS.businesses]: 'Every business, as a list or as the pipeline board.',
  [DESK_PATHS.inbox]: "The clients' support tickets and the agency's replies.",
  [DESK_PATHS.calls]: "The agency's upcoming and recent calls with its businesses.",
  [DESK_PATHS.orders]: 'Sprint orders, refunds and abandoned checkouts.',
  [DESK_PATHS.subscriptions]: "The clients' subscriptions and where each stands.",
  [ADMIN_TEAM_PATH]: "The agency's team: who signs in to the desk, with which role.",
  [ACCEPT_INVITE_PATH]: 'Set up your sign-in to the agency desk.',
  [BUSINESS_RECORD_PATH]: "One business's record: its stage, owner, contact, timeline, tasks, emails, calls, orders and more.",
  [BUSINESS_RECORD_SECTION_PATH]: "One section of a business's record: its timeline, tasks, emails, calls, orders, tickets or notes.",
  [CLIENT_LOGIN_PATH]: 'See your automations, the time and money they save, and manage your subscription.',
  [CLIENT_DASHBOARD_PATH]: 'Your automations at a glance: what is live, what it saves you each week, and your plan.',
  [PASSWORD_RESET_PATH]: 'Choose a new password for your client account.',
  [CLIENT_RESOURCES_PATH]: 'Short guides to your automations.',
  [EMAIL_VERIFICATION_PATH]: 'Confirm the email address of your client account.',
  [EMAIL_CHANGE_UNDO_PATH]: 'Take your client account back to its former email address.',
  [CLIENT_ACCOUNT_PATH]: 'Your email, your password, and where you are signed in.',
  [ONBOARDING_LINK_PATH]: 'Tell us what we need to build your automations.',
} as const satisfies Record<SitePath, string>;
