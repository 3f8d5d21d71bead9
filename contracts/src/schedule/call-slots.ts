/** Call scheduling rules of SPEC §9: durations, time slots and bookable dates. */

export const CallDurations = [15, 30, 45, 60] as const;
export type CallDurationMinutes = (typeof CallDurations)[number];
export const DEFAULT_CALL_DURATION: CallDurationMinutes = 30;

export const CALL_SLOT_START = '09:00';
export const CALL_SLOT_END = '17:00';
export const CALL_SLOT_STEP_MINUTES = 30;
export const CALL_BOOKING_WINDOW_DAYS = 14;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Every 30 minutes from 09:00 to 17:00, both ends included, as 24-hour 'HH:MM' strings. */
export function callTimeSlots(): string[] {
  const slots: string[] = [];
  for (let t = minutesOf(CALL_SLOT_START); t <= minutesOf(CALL_SLOT_END); t += CALL_SLOT_STEP_MINUTES) {
    slots.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** A Date's calendar day in the local time zone as 'YYYY-MM-DD' (what the browser calls "today"). */
export function localIsoDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${mm}-${dd}`;
}

/**
 * The bookable call dates: the 14 calendar days after `today` ('YYYY-MM-DD'), weekends left out.
 * Works on calendar dates (UTC arithmetic on a date-only value) so the answer never depends on the
 * time zone of the machine running it.
 */
export function callDates(today: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match) throw new RangeError(`callDates: expected YYYY-MM-DD, got '${today}'`);
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const dates: string[] = [];
  for (let i = 1; i <= CALL_BOOKING_WINDOW_DAYS; i++) {
    const day = new Date(start + i * 86_400_000);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
