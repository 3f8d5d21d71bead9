import { TZDate } from '@date-fns/tz';

export const SlotMessage = {
  past: 'That time has passed. Choose one of the offered times.',
  weekend: 'Calls are Monday to Friday. Choose one of the offered times.',
  outsideHours: 'Calls start every 30 minutes from 9:00 AM to 5:00 PM, agency time. Choose one of the offered times.',
  outsideWindow: 'Choose a time within the next 14 days.',
} as const;

export interface SlotGrid {
  dates: readonly string[];
  times: readonly string[];
  timeZone: string;
}

/** The wall date and time of `startsAt` in the grid's zone when it is a bookable start, else why not (a field error). */
export function slotOf(startsAt: Date, grid: SlotGrid, now: number): { scheduledDate: string; scheduledTime: string } | { problem: string } {
  if (startsAt.getTime() <= now) return { problem: SlotMessage.past };
  const wall = new TZDate(startsAt.getTime(), grid.timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const scheduledDate = `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
  const scheduledTime = `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
  if (wall.getDay() === 0 || wall.getDay() === 6) return { problem: SlotMessage.weekend };
  if (wall.getSeconds() !== 0 || wall.getMilliseconds() !== 0 || !grid.times.includes(scheduledTime)) return { problem: SlotMessage.outsideHours };
  if (!grid.dates.includes(scheduledDate)) return { problem: SlotMessage.outsideWindow };
  return { scheduledDate, scheduledTime };
}
