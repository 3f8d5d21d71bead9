import { businessRecordPath, PipelineStageLabel, PipelineStages, TaskTypeLabel, timeInWords, type BoardCard as Card, type PipelineStage } from '@biz/contracts';
import { formatDate, formatDay, Menu } from '@biz/ui-kit';
import { Link } from 'react-router';

export interface BoardCardProps {
  card: Card;
  stage: PipelineStage;
  onMove: (card: Card, from: PipelineStage, to: PipelineStage) => void;
  onDragStart: (card: Card, from: PipelineStage) => void;
  onDragEnd: () => void;
}

/**
 * One business on the board: its name links to its record's page; "Move" (a menu button: Tab, Enter or Space, arrows,
 * Escape) or a drag to another column moves it. A drag is for a mouse; the menu does everything by keyboard and touch.
 */
export function BoardCard({ card, stage, onMove, onDragStart, onDragEnd }: BoardCardProps) {
  const items = PipelineStages.filter((to) => to !== stage).map((to) => ({ label: PipelineStageLabel[to], onSelect: () => onMove(card, stage, to) }));
  return (
    <li
      draggable
      data-business-id={card.businessId}
      onDragStart={(event) => {
        // Firefox starts a drag only with some data.
        event.dataTransfer.setData('text/plain', card.businessName);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(card, stage);
      }}
      onDragEnd={onDragEnd}
      className="flex cursor-grab scroll-mt-20 flex-col gap-1 rounded-lg border border-line bg-surface p-3 shadow-sm active:cursor-grabbing"
    >
      <Link to={businessRecordPath(card.businessId)} draggable={false} className="text-sm font-semibold break-words text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
        {card.businessName}
      </Link>
      <p className="text-xs break-all text-ink-muted">{card.contactEmail}</p>
      <p className="text-xs text-ink-muted">since {formatDate(card.since, 'dateTime')}</p>
      {card.lostReason ? <p className="text-xs break-words text-ink">Lost because: {card.lostReason}</p> : null}
      <p className="text-xs break-words text-ink">{card.nextTask ? `Next: ${card.nextTask.title} · ${TaskTypeLabel[card.nextTask.type]}, due ${formatDay(card.nextTask.dueOn, 'weekdayDay')}${card.nextTask.dueTime ? ` at ${timeInWords(card.nextTask.dueTime)}` : ''}` : 'No open task'}</p>
      <Menu label={`Move ${card.businessName}`} items={items} className="mt-1">
        Move
      </Menu>
    </li>
  );
}
