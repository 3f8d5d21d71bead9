import { TZDate } from '@date-fns/tz';

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
