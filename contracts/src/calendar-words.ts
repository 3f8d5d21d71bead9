/** en-US's names of the days of the week, Sunday first (`Date#getDay`'s order). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** en-US's names of the months, January first (`Date#getMonth`'s order). */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar day ('YYYY-MM-DD') in words, as en-US writes it: 'Tuesday, December 1'. By hand, not with
 * `Intl.DateTimeFormat`, for the reason of `formatCount`: a screen that shows one date as it loads would
 * otherwise load Intl's locale data for it.
 */
export function dayInWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A time of day ('HH:MM', 24-hour) as en-US says it: '14:30' → '2:30 PM', '00:05' → '12:05 AM'. */
export function timeInWords(time: string): string {
  const [hours, minutes] = time.split(':');
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}
