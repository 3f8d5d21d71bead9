import { Packages, type SprintOnRecord } from '@biz/contracts';
import { Badge, Button, formatDate } from '@biz/ui-kit';
import { useState } from 'react';
import { ChooseWorkflowsDialog } from './choose-workflows-dialog';

/** One paid sprint on the record: what it covers, its delivery clock, how many automations are chosen, its refund. */
function SprintLine({ sprint, onChoose }: { sprint: SprintOnRecord; onChoose: () => void }) {
  const { title } = Packages[sprint.package];
  const left = sprint.covers - sprint.chosen;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-ink">
          {title}: {sprint.covers === 1 ? '1 automation' : `${sprint.covers} automations`}, covered by its one price
        </p>
        <p className="text-xs text-ink-muted">
          Paid {formatDate(sprint.paidAt, 'dateTime')} · due {formatDate(sprint.dueAt, 'dateTime')} · {sprint.chosen} of {sprint.covers} chosen
        </p>
      </div>
      {sprint.refundedAt ? (
        <Badge variant="neutral">Refunded {formatDate(sprint.refundedAt, 'dateTime')}</Badge>
      ) : left > 0 ? (
        <div className="flex items-center gap-2">
          <Badge variant="warning">Needs {left === 1 ? '1 automation' : `${left} automations`} chosen</Badge>
          <Button size="sm" onClick={onChoose}>
            Choose from the catalog
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The business's paid sprints: their automations come from the lead's selection, or the agency chooses them here. */
export function SprintWork({ sprints }: { sprints: readonly SprintOnRecord[] }) {
  const [choosing, setChoosing] = useState<SprintOnRecord | null>(null);
  if (sprints.length === 0) return null;
  return (
    <>
      <ul aria-label="Paid sprints" className="flex flex-col gap-2">
        {sprints.map((sprint) => (
          <SprintLine key={sprint.orderId} sprint={sprint} onChoose={() => setChoosing(sprint)} />
        ))}
      </ul>
      <ChooseWorkflowsDialog sprint={choosing} onClose={() => setChoosing(null)} />
    </>
  );
}
