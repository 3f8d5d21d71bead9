import type { MyDayQuery } from '@biz/contracts';

/** Whose day: a staff member's own, or the team's (the owner's bootstrap sign-in owns nothing, so it sees the team's). */
export type Whose = { scope: 'mine'; staffAccountId: string } | { scope: 'team' };

export const whoseDay = ({ scope }: Required<MyDayQuery>, staffAccountId: string | undefined): Whose =>
  scope === 'mine' && staffAccountId ? { scope, staffAccountId } : { scope: 'team' };

/** The day `days` after a 'YYYY-MM-DD' day (before it, when negative). */
export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The day before a 'YYYY-MM-DD' day. */
export const dayBefore = (day: string) => dayAfter(day, -1);
