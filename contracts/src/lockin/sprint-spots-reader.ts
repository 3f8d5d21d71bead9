import type { SprintSpotsResponse } from './sprint-spots';

// Without zod: the sales page reads billing's count once its first screen is idle, and zod's code would
// weigh more than the rest of that screen's script. `SprintSpotsResponse` stays the contract: its spec
// holds this reader to the schema's verdict, sample by sample.

/** A calendar day 'YYYY-MM-DD' that exists (no February 31st). */
function isDay(value: unknown): value is string {
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
const isCount = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

/** Billing's answer to `sprintSpots` when it has the contract's shape, else null. */
export function readSprintSpots(json: unknown): SprintSpotsResponse | null {
  if (typeof json !== 'object' || json === null) return null;
  const { perWeek, taken, left, startsOn } = json as Record<string, unknown>;
  const valid = (perWeek === null || isCount(perWeek, 1)) && isCount(taken, 0) && (left === null || isCount(left, 0)) && (startsOn === null || isDay(startsOn));
  return valid ? { perWeek, taken, left, startsOn } : null;
}
