import type { OpenSlot } from '@biz/contracts';

/** The visitor's own IANA zone, as the browser knows it. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayKey = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** 'Mon, Nov 2' in a zone. */
export const dayLabel = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(instant));

/** '10:00 AM' in a zone. */
export const timeLabel = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** 'Monday, November 2 at 10:00 AM EST' in a zone, with the zone's short name. */
export const whenLabel = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));

/** The slots by the visitor's calendar day (a slot late in the agency's day may fall on the visitor's next one). */
export function slotsByDay(slots: readonly OpenSlot[], timeZone: string): { day: string; slots: OpenSlot[] }[] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const key = dayKey(slot.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A zone as people read it: 'America/New_York' → 'America/New York'. */
export const zoneName = (timeZone: string) => timeZone.replaceAll('_', ' ');
