import { DEFAULT_AGENCY_TIME_ZONE } from '@biz/contracts';

// The stack runs with AGENCY_TIME_ZONE unset, so its days (due dates, savings weeks, go-live days) are New
// York's: a test that takes the UTC day instead fails for the hours the two calendars disagree.

/** Today in the agency's zone, 'YYYY-MM-DD'. */
export const agencyToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_AGENCY_TIME_ZONE }).format(new Date());

/** The agency's day `days` before its today, 'YYYY-MM-DD'. */
export const agencyDaysAgo = (days: number): string =>
  new Date(Date.parse(`${agencyToday()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
