import { DESK_PATHS } from '@biz/contracts';
import { Button, LazyDialog, lazyExport, LazyPanel } from '@biz/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SubmissionsPanel } from '../dashboard/submissions-panel';
import { useAdminSession } from '../dashboard/use-admin-session';
import { useDeskTable } from '../dashboard/use-desk-table';
import { useSubmissionDialogs } from '../dashboard/submission-dialogs';
import { DeskPage } from '../desk/desk-page';
import { BUSINESSES_VIEW_PARAM } from '../desk/desk-views';

const PipelineBoard = lazyExport(() => import('../pipeline/pipeline-board'), 'PipelineBoard');
const NewBusinessDialog = lazyExport(() => import('../record/new-business-dialog'), 'NewBusinessDialog');

type BusinessesView = 'list' | 'board';

/** /admin/businesses: every business, as the desk's table (with its row actions) or as the pipeline board. */
export function BusinessesPage() {
  const isAdmin = useAdminSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: BusinessesView = searchParams.get(BUSINESSES_VIEW_PARAM) === 'board' ? 'board' : 'list';
  const { filters, setFilters, settledSearch, dashboard } = useDeskTable(isAdmin === true && view === 'list');
  const { rowActions, dialogs } = useSubmissionDialogs(isAdmin);
  // Each opening is a new form (and a new idempotency key): `round` remounts it.
  const [making, setMaking] = useState(false);
  const [round, setRound] = useState(0);
  const startMaking = () => {
    setRound(round + 1);
    setMaking(true);
  };
  const showView = (next: BusinessesView) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'board') params.set(BUSINESSES_VIEW_PARAM, 'board');
      else params.delete(BUSINESSES_VIEW_PARAM);
      return params;
    });
  return (
    <DeskPage page={DESK_PATHS.businesses} description="Every business the desk knows, one row or card each, with its status and stage." isAdmin={isAdmin}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show the businesses as" className="flex gap-1 rounded-lg border border-line bg-surface p-1">
          {(['list', 'board'] as const).map((option) => (
            <Button key={option} size="sm" variant={view === option ? 'primary' : 'ghost'} aria-pressed={view === option} onClick={() => showView(option)}>
              {option === 'list' ? 'List' : 'Board'}
            </Button>
          ))}
        </div>
        <Button size="sm" variant="outline" onClick={startMaking}>
          New business
        </Button>
      </div>
      {view === 'board' ? (
        <LazyPanel>
          <PipelineBoard />
        </LazyPanel>
      ) : (
        <SubmissionsPanel linkNames filters={filters} onFiltersChange={setFilters} settledSearch={settledSearch} data={dashboard.data} failed={dashboard.isError} {...rowActions} />
      )}
      {dialogs}
      <LazyDialog open={making}>
        <NewBusinessDialog key={round} open={making} onClose={() => setMaking(false)} />
      </LazyDialog>
    </DeskPage>
  );
}
