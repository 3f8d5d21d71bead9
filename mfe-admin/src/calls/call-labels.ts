const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-30' → 'Mon, Nov 30' (a calendar date, whatever the browser's zone). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** '14:30' → '2:30 PM' (a wall time in the agency's zone, shown as such). */
export function timeLabel(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
