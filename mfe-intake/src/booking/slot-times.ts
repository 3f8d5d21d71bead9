import type { OpenSlot } from '@biz/contracts';
import { dayOf } from '@biz/ui-kit';

/** The visitor's own IANA zone, as the browser knows it. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The slots by the visitor's calendar day (a slot late in the agency's day may fall on the visitor's next one). */
export function slotsByDay(slots: readonly OpenSlot[], timeZone: string): { day: string; slots: OpenSlot[] }[] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const key = dayOf(slot.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A zone as people read it: 'America/New_York' → 'America/New York'. */
export const zoneName = (timeZone: string) => timeZone.replaceAll('_', ' ');
