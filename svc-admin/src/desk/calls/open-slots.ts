import type { OpenSlot } from '@biz/contracts';
import { instantOf } from './call-times';

/** A booked call's time on the calendar. */
export interface BusyTime {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotGrid {
  /** The bookable wall dates and times in `timeZone` (SPEC §9: the next 14 days' weekdays, every 30 minutes 9:00-17:00). */
  dates: readonly string[];
  times: readonly string[];
  timeZone: string;
}

/** The grid's starts, earliest first, whose `minutes` overlap no busy time and that begin after `after`. */
export function freeSlots(grid: SlotGrid, minutes: number, busy: readonly BusyTime[], after: number): OpenSlot[] {
  const slots: OpenSlot[] = [];
  for (const scheduledDate of grid.dates) {
    for (const scheduledTime of grid.times) {
      const start = instantOf(scheduledDate, scheduledTime, grid.timeZone).getTime();
      const end = start + minutes * 60_000;
      if (start <= after || busy.some((b) => b.startsAt.getTime() < end && b.endsAt.getTime() > start)) continue;
      slots.push({ startsAt: new Date(start).toISOString(), scheduledDate, scheduledTime });
    }
  }
  return slots;
}
