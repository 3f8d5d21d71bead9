import type { MyDayQuery } from '@biz/contracts';
import { dayAfter } from '../../shared/agency-clock/agency-clock';

/** Whose day: a staff member's own, or the team's (the owner's bootstrap sign-in owns nothing, so it sees the team's). */
export type Whose = { scope: 'mine'; staffAccountId: string } | { scope: 'team' };

export const whoseDay = ({ scope }: Required<MyDayQuery>, staffAccountId: string | undefined): Whose =>
  scope === 'mine' && staffAccountId ? { scope, staffAccountId } : { scope: 'team' };

/** The day before a 'YYYY-MM-DD' day. */
export const dayBefore = (day: string) => dayAfter(day, -1);
