import { DELIVERY_HOURS, formatUsd, Packages, SUPPORT_DAYS_AFTER_GO_LIVE, type ClientSprint } from '@biz/contracts';
import { formatDate, Notice } from '@biz/ui-kit';

/** What each paid sprint covers, in the words of the offer (SPEC §9): its one price, its automations, its clock and its support. */
export function SprintSummary({ sprints }: { sprints: readonly ClientSprint[] }) {
  return (
    <>
      {sprints.map((sprint) => {
        const { title, priceCents } = Packages[sprint.package];
        return (
          <Notice key={sprint.orderId} tone="success" title={`Your ${title} is paid: ${formatUsd(priceCents, { whole: true })}, once`}>
            It covers the {sprint.automations === 1 ? 'automation' : `${sprint.automations} automations`} below, delivered within {DELIVERY_HOURS} hours (by {formatDate(sprint.dueAt, 'monthDayTime')}), with {SUPPORT_DAYS_AFTER_GO_LIVE} days of support after each goes live. There is nothing more to pay for them.
          </Notice>
        );
      })}
    </>
  );
}
