import { formatCount, PipelineStageLabel, type BoardCard as Card, type BoardColumn as Column, type PipelineStage } from '@biz/contracts';
import { Button } from '@biz/ui-kit';
import { useState } from 'react';
import { BoardCard, type BoardCardProps } from './board-card';

export interface BoardColumnProps extends Omit<BoardCardProps, 'card' | 'stage'> {
  column: Column;
  /** Every card loaded so far: the first page and those "Show more" fetched. */
  cards: readonly Card[];
  loadingMore: boolean;
  onShowMore: () => void;
  /** A card dragged from another column was dropped here. */
  onDrop: (to: PipelineStage) => void;
  /** Whether the card being dragged, if any, may be dropped here (one from another column). */
  accepts: (to: PipelineStage) => boolean;
}

export const columnHeadingId = (stage: PipelineStage) => `board-column-${stage}`;

/** A stage: its true total, its most recent cards, and more on demand (a column may hold thousands). */
export function BoardColumn({ column, cards, loadingMore, onShowMore, onDrop, accepts, ...cardProps }: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const { stage, total } = column;
  return (
    <section
      aria-labelledby={columnHeadingId(stage)}
      onDragOver={(event) => {
        if (!accepts(stage)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(stage);
      }}
      className={`flex w-[min(16rem,calc(100vw-5rem))] shrink-0 snap-start flex-col gap-2 rounded-xl border bg-canvas p-2 ${over ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line'}`}
    >
      <h3 id={columnHeadingId(stage)} tabIndex={-1} className="flex scroll-mt-20 items-center justify-between gap-2 px-1 text-sm font-semibold text-ink outline-none">
        {PipelineStageLabel[stage]}
        <span className="rounded-full bg-surface px-2 text-xs font-medium text-ink-muted tabular-nums">{formatCount(total)}</span>
      </h3>
      {cards.length ? (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <BoardCard key={card.businessId} card={card} stage={stage} {...cardProps} />
          ))}
        </ul>
      ) : (
        <p className="px-1 py-4 text-center text-xs text-ink-muted">No businesses here</p>
      )}
      {cards.length < total ? (
        <div className="flex flex-col items-center gap-1 px-1">
          <span className="text-xs text-ink-muted">
            {formatCount(cards.length)} of {formatCount(total)}
          </span>
          <Button size="sm" variant="outline" disabled={loadingMore} onClick={onShowMore} aria-label={`Show more in ${PipelineStageLabel[stage]}`}>
            {loadingMore ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
