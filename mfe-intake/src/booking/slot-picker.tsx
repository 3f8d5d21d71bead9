import type { OpenSlot, OpenSlotsResponse } from '@biz/contracts';
import { cn, formatDate } from '@biz/ui-kit';
import { useState } from 'react';
import { slotsByDay, visitorZone, zoneName } from './slot-times';

const chip = 'rounded-lg border px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 cursor-pointer';
const chipState = (selected: boolean) => (selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-strong bg-surface text-ink hover:bg-brand-50');

/**
 * The agency's free times, by the visitor's day: a day, then a time, each start shown in the visitor's zone
 * with the agency's wall time beside it. Picking a time is one click (the first day is open already).
 */
export function SlotPicker({ open, selected, onPick }: { open: OpenSlotsResponse; selected: OpenSlot | null; onPick: (slot: OpenSlot) => void }) {
  const zone = visitorZone();
  const days = slotsByDay(open.slots, zone);
  const [dayIndex, setDayIndex] = useState(0);
  const day = days[Math.min(dayIndex, days.length - 1)];
  const sameZone = zone === open.timeZone;
  if (!day) return <p className="text-sm text-ink-muted">No time is free in the next 14 days. Please write to us and we will find one.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Times in your time zone, <strong className="text-ink">{zoneName(zone)}</strong>
        {sameZone ? ' (the agency’s too).' : <>; the agency’s time ({zoneName(open.timeZone)}) beside each.</>}
      </p>
      <div role="group" aria-label="Day" className="flex gap-2 overflow-x-auto pb-1">
        {days.map((candidate, index) => (
          <button key={candidate.day} type="button" aria-pressed={candidate === day} className={cn(chip, 'shrink-0', chipState(candidate === day))} onClick={() => setDayIndex(index)}>
            {formatDate(candidate.slots[0].startsAt, 'weekdayDay', zone)}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Time" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {day.slots.map((slot) => (
          <button key={slot.startsAt} type="button" aria-pressed={selected?.startsAt === slot.startsAt} className={cn(chip, 'flex flex-col items-center', chipState(selected?.startsAt === slot.startsAt))} onClick={() => onPick(slot)}>
            <span>{formatDate(slot.startsAt, 'time', zone)}</span>
            {sameZone ? null : <span className="text-xs opacity-80">{formatDate(slot.startsAt, 'time', open.timeZone)} agency</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
