import { FIRST_RESPONSE_PROMISE_MINUTES, FIRST_RESPONSE_WITHIN, type SupportStats } from '@biz/contracts';
import { StatCard } from '@biz/ui-kit';

/** The share in time, or what there is to say when no first response is due yet (never a 100 % of nothing). */
function inTime({ due, withinPromise }: SupportStats['firstResponses']): { value: string; hint: string } {
  if (due === 0) return { value: 'None due yet', hint: `No ticket has been answered or waited ${FIRST_RESPONSE_PROMISE_MINUTES / 60} hours` };
  return { value: `${Math.round((withinPromise / due) * 100)}%`, hint: `${withinPromise} of ${due} tickets answered ${FIRST_RESPONSE_WITHIN}` };
}

/** The dashboard's two support figures, beside SPEC's four. */
export function SupportStatCards({ support }: { support: SupportStats | undefined }) {
  const firstResponses = support ? inTime(support.firstResponses) : null;
  return (
    <>
      <StatCard label="Tickets Waiting" value={support?.waiting ?? '—'} hint="Open tickets the agency owes a reply" />
      <StatCard label="First Responses Within 2 h" value={firstResponses?.value ?? '—'} hint={firstResponses?.hint} />
    </>
  );
}
