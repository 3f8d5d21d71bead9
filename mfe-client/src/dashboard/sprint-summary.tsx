import { DELIVERY_HOURS, formatUsd, Packages, SUPPORT_DAYS_AFTER_GO_LIVE, type ClientSprint } from '@biz/contracts';
import { Notice } from '@biz/ui-kit';

/** '2026-11-28T10:00:00Z' in the client's own time, e.g. 'Nov 28, 10:00 AM'. */
export const dueTime = (at: string) => new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What each paid sprint covers, in the words of the offer (SPEC §9): its one price, its automations, its clock and its support. */
export function SprintSummary({ sprints }: { sprints: readonly ClientSprint[] }) {
  return (
    <>
      {sprints.map((sprint) => {
        const { title, priceCents } = Packages[sprint.package];
        return (
          <Notice key={sprint.orderId} tone="success" title={`Your ${title} is paid: ${formatUsd(priceCents, { whole: true })}, once`}>
            It covers the {sprint.automations === 1 ? 'automation' : `${sprint.automations} automations`} below, delivered within {DELIVERY_HOURS} hours (by {dueTime(sprint.dueAt)}), with {SUPPORT_DAYS_AFTER_GO_LIVE} days of support after each goes live. There is nothing more to pay for them.
          </Notice>
        );
      })}
    </>
  );
}
