import type { OpenSlot, SlotTakenDetails } from '@biz/contracts';
import { DomainError } from '@biz/server-kit';
import { wallTimeWording } from './call-times';

/** 409: the calendar already has a call at that time; the message and `details` offer the next free ones. */
export class SlotTaken extends DomainError {
  override readonly details: SlotTakenDetails;

  constructor(nextFreeSlots: OpenSlot[], timeZone: string) {
    const offer = nextFreeSlots.length
      ? `The next free times are ${nextFreeSlots.map((slot) => wallTimeWording(new Date(slot.startsAt), timeZone)).join('; ')}.`
      : 'No other time is free in the next 14 days.';
    super('SlotTaken', `That time is already booked. ${offer}`);
    this.details = { nextFreeSlots };
  }
}
