import { type BoardCard as Card, type MoveStageRequest, type PipelineBoardResponse, type PipelineStage } from '@biz/contracts';
import { Card as Panel, CardDescription, CardHeader, CardTitle } from '@biz/ui-kit';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchPipelineBoard, useMoveBusinessStage } from './pipeline-api';
import { BoardColumn, columnHeadingId } from './board-column';
import { LostReasonDialog } from './lost-reason-dialog';
import { toastMoved } from './stage-move-copy';

const boardKey = ['pipeline-board'];
const pagesAfterFirst = (pages: number) => Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);

/** The cards of a column loaded so far, once each (a move between two fetches can shift a card to the next page). */
function cardsOf(stage: PipelineStage, first: PipelineBoardResponse, more: ReadonlyArray<PipelineBoardResponse | undefined>): Card[] {
  const all = [first, ...more].flatMap((page) => page?.columns.find((column) => column.stage === stage)?.cards ?? []);
  return [...new Map(all.map((card) => [card.businessId, card])).values()];
}

/** The moved card's menu in its new column, or, when it lands beyond the loaded cards, that column's heading. */
function focusMoved({ businessId, stage }: { businessId: string; stage: PipelineStage }, settled: boolean): boolean {
  const heading = document.getElementById(columnHeadingId(stage));
  const menu = heading?.closest('section')?.querySelector<HTMLElement>(`[data-business-id="${businessId}"] button[aria-haspopup="menu"]`);
  if (!menu && !settled) return false;
  // The column to its start (the board snaps to column starts), then the whole card clear of the sticky header:
  // a focus alone may leave the card off the board's snap, or its name under the header.
  heading?.closest('section')?.scrollIntoView({ inline: 'start', block: 'nearest' });
  (menu?.closest('li') ?? heading)?.scrollIntoView({ block: 'nearest' });
  (menu ?? heading)?.focus({ preventScroll: true });
  return true;
}

/**
 * The pipeline as a board (issue 29): a column per stage with its total and most recent businesses. A card
 * moves by its menu or by a drag; Lost asks why. Opening a card opens the business's record.
 */
export function PipelineBoard() {
  const board = useQuery({ queryKey: boardKey, queryFn: () => fetchPipelineBoard({}) });
  const [pages, setPages] = useState<Partial<Record<PipelineStage, number>>>({});
  const extra = Object.entries(pages).flatMap(([stage, count]) => pagesAfterFirst(count).map((page) => ({ stage: stage as PipelineStage, page })));
  const more = useQueries({ queries: extra.map(({ stage, page }) => ({ queryKey: [...boardKey, stage, page], queryFn: () => fetchPipelineBoard({ stage, page }) })) });
  const move = useMoveBusinessStage();
  // A ref, not state: the drag's events can come before React renders again.
  const dragging = useRef<{ card: Card; from: PipelineStage } | null>(null);
  const [losing, setLosing] = useState<Card | null>(null);
  // The card a move just made, until its menu (or its column) takes the focus: each render after the move
  // (the answer, the board read again) looks for it.
  const moved = useRef<{ businessId: string; stage: PipelineStage } | null>(null);
  const settled = !board.isFetching && !move.isPending;

  useEffect(() => {
    if (moved.current && focusMoved(moved.current, settled)) moved.current = null;
  }, [settled, board.data]);

  function send(card: Card, body: MoveStageRequest) {
    move.mutate(
      { id: card.submissionId, move: body },
      {
        onSuccess: (state) => {
          toastMoved(state);
          setLosing(null);
          moved.current = { businessId: card.businessId, stage: state.stage };
        },
      },
    );
  }
  function moveTo(card: Card, from: PipelineStage, to: PipelineStage) {
    if (to === from) return;
    if (to === 'lost') setLosing(card);
    else send(card, { stage: to });
  }

  return (
    <Panel>
      <CardHeader className="pb-4">
        <CardTitle>Pipeline</CardTitle>
        <CardDescription>One card per business, in its stage, most recent first. Drag a card to another column, or use its Move menu.</CardDescription>
      </CardHeader>
      {board.data ? (
        <div className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:scroll-px-6 sm:px-6">
          {board.data.columns.map((column) => {
            const loaded = pages[column.stage] ?? 1;
            return (
              <BoardColumn
                key={column.stage}
                column={column}
                cards={cardsOf(column.stage, board.data, more.filter((_, i) => extra[i].stage === column.stage).map((query) => query.data))}
                loadingMore={more.some((query, i) => extra[i].stage === column.stage && query.isFetching)}
                onShowMore={() => setPages((current) => ({ ...current, [column.stage]: loaded + 1 }))}
                accepts={(to) => dragging.current !== null && dragging.current.from !== to}
                onDrop={(to) => {
                  const dropped = dragging.current;
                  dragging.current = null;
                  if (dropped) moveTo(dropped.card, dropped.from, to);
                }}
                onMove={moveTo}
                onDragStart={(card, from) => {
                  dragging.current = { card, from };
                }}
                onDragEnd={() => {
                  dragging.current = null;
                }}
              />
            );
          })}
        </div>
      ) : (
        <p className="px-6 pb-6 text-sm text-ink-muted">{board.isError ? 'The board could not be loaded. Please try again.' : 'Loading the board...'}</p>
      )}
      <LostReasonDialog businessName={losing?.businessName ?? null} busy={move.isPending} onLost={(reason) => losing && send(losing, { stage: 'lost', reason })} onClose={() => setLosing(null)} />
    </Panel>
  );
}
