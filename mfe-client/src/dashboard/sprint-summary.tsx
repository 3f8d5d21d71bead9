import { DELIVERY_HOURS, formatUsd, Packages, SUPPORT_DAYS_AFTER_GO_LIVE, type ClientSprint } from '@biz/contracts';
import { formatDate, Notice } from '@biz/ui-kit';

const automationsIn = (count: number) => (count === 1 ? 'automation' : `${count} automations`);

/** What a sprint covers, and what is still to choose: a walk-in buyer's automations are chosen with the agency. */
function covered({ covers, chosen }: ClientSprint): string {
  if (chosen >= covers) return `It covers the ${automationsIn(covers)} below`;
  if (chosen === 0) return `It covers ${automationsIn(covers)}, which we choose with you on your discovery call`;
  return `It covers ${automationsIn(covers)}: ${chosen} below, the rest chosen with you on your discovery call`;
}

/** What each paid sprint covers, in the words of the offer (SPEC §9): its one price, its automations, its clock and its support. */
export function SprintSummary({ sprints }: { sprints: readonly ClientSprint[] }) {
  return (
    <>
      {sprints.map((sprint) => {
        const { title, priceCents } = Packages[sprint.package];
        return (
          <Notice key={sprint.orderId} tone="success" title={`Your ${title} is paid: ${formatUsd(priceCents, { whole: true })}, once`}>
            {covered(sprint)}, delivered within {DELIVERY_HOURS} hours (by {formatDate(sprint.dueAt, 'monthDayTime')}), with {SUPPORT_DAYS_AFTER_GO_LIVE} days of support after each goes live. There is nothing more to pay for them.
          </Notice>
        );
      })}
    </>
  );
}
