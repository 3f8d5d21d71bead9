import { z } from 'zod';

/** A time the agency's calendar is free: the instant, and the wall date and time it is in the agency's zone. */
export const OpenSlot = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  scheduledDate: z.iso.date(),
  scheduledTime: z.string(),
});
export type OpenSlot = z.infer<typeof OpenSlot>;

/** How many free times a refused booking offers instead. */
export const NEXT_FREE_SLOT_COUNT = 3;

/** The `details` of a `SlotTaken` 409: the next free times after the one asked for, earliest first. */
export const SlotTakenDetails = z.object({ nextFreeSlots: z.array(OpenSlot).max(NEXT_FREE_SLOT_COUNT) });
export type SlotTakenDetails = z.infer<typeof SlotTakenDetails>;
