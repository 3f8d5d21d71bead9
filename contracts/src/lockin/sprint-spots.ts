import { z } from 'zod';

/**
 * This week's sprint spots (decision 065): the agency's weekly cap from its content file and the sprints of
 * this week, Monday to Sunday in the agency's zone. A sprint paid when its week is full takes a spot in the
 * first week with one free: `startsOn` is that Monday ('YYYY-MM-DD'), null while this week has a spot.
 * Without a cap (`spotsPerWeek: null`) `perWeek` and `left` are null and every sprint starts at once.
 */
export const SprintSpotsResponse = z.object({
  perWeek: z.int().min(1).nullable(),
  taken: z.int().nonnegative(),
  left: z.int().nonnegative().nullable(),
  startsOn: z.iso.date().nullable(),
});
export type SprintSpotsResponse = z.infer<typeof SprintSpotsResponse>;
