import { TZDate } from '@date-fns/tz';

/** The calendar day `now` is in `timeZone`, as 'YYYY-MM-DD' (the agency's "today", whatever the server's zone). */
export function todayIn(timeZone: string, now: number): string {
  const day = new TZDate(now, timeZone);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The instant a wall date and time in `timeZone` is, daylight saving time included ('2026-11-02', '10:00', New York → 15:00Z). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** 'Monday, November 2, 2026 at 10:00 AM EST': how the invite email names the time, in the agency's zone. */
export function wallTimeWording(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(instant) + ` ${zoneAbbreviation(instant, timeZone)}`;
}

function zoneAbbreviation(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
