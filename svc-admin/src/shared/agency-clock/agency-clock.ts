import { TZDate } from '@date-fns/tz';

/**
 * The agency's zone (`AGENCY_TIME_ZONE`) and clock: its days are the days of the whole service (the desk's
 * "today", the portal's runs today and its Monday weeks), whatever the server's zone.
 */
export interface AgencyClock {
  timeZone: string;
  now: () => number;
}
export const AGENCY_CLOCK = Symbol('AGENCY_CLOCK');

/** The calendar day `now` is in `timeZone`, as 'YYYY-MM-DD' (the agency's "today", whatever the server's zone). */
export function todayIn(timeZone: string, now: number): string {
  const day = new TZDate(now, timeZone);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The time of day `instant` is in `timeZone`, 24-hour 'HH:MM'. */
export function timeOfDayIn(timeZone: string, instant: number): string {
  const time = new TZDate(instant, timeZone);
  return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** The agency's today, 'YYYY-MM-DD'. */
export const agencyToday = ({ timeZone, now }: AgencyClock): string => todayIn(timeZone, now());

/** The day `days` after a 'YYYY-MM-DD' day (before it, when negative). */
export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant `day` ends in `timeZone`: midnight of the day after, DST-correct. */
export function endOfDayIn(timeZone: string, day: string): Date {
  const [year, month, date] = dayAfter(day, 1).split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, 0, timeZone).getTime());
}
