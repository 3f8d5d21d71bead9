import { businessRecordAddressOf, EntityId, RECORD_SUBMISSION_PARAM, isBusinessRecordSection, ServerMessage } from '@biz/contracts';
import { cn, NotFoundPage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSubmissionDialogs } from '../dashboard/submission-dialogs';
import { useAdminSession } from '../dashboard/use-admin-session';
import { RecordBlockList, type RecordBlockProps } from '../profile/record-blocks';
import { businessRecordQuery } from './record-api';
import { RecordHeader } from './record-header';
import { RecordSectionNav } from './record-section-nav';
import { RecordPlaces, type RecordPlace } from './record-sections';

function Quiet({ children, tall }: { children: string; tall?: boolean }) {
  return <p className={cn('py-10 text-center text-sm text-ink-muted', tall && 'min-h-dvh')}>{children}</p>;
}

/**
 * /admin/businesses/:id and its sections: one business's record as a page, its head and its places above
 * the place its address names. Any of its submissions' ids lands on the business's own address, in
 * place of the one asked for; `?submission=` shows another of its submissions in the overview.
 */
export function BusinessRecordPage() {
  const isAdmin = useAdminSession();
  const { pathname, search } = useLocation();
  const { id, section } = businessRecordAddressOf(pathname) ?? { id: '', section: undefined };
  const known = section === undefined || isBusinessRecordSection(section);
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.get(RECORD_SUBMISSION_PARAM);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wellFormed = EntityId.safeParse(id).success && (shown === null || EntityId.safeParse(shown).success);
  const record = useQuery({ ...businessRecordQuery(id, shown), enabled: isAdmin === true && wellFormed && known });
  // The quick actions open SPEC's dialogs, as the dashboard's row actions do.
  const { rowActions, dialogs } = useSubmissionDialogs(isAdmin);
  const data = record.data;
  const businessId = data?.business.id;

  // Asked by a submission's id (or shown one of another business): the business's own address, the answer kept for it.
  useEffect(() => {
    if (!data || businessId === undefined || businessId === id) return;
    queryClient.setQueryData(businessRecordQuery(businessId, shown).queryKey, data);
    navigate({ pathname: pathname.replace(`/${id}`, `/${businessId}`), search }, { replace: true });
  }, [data, businessId, id, shown, pathname, search, navigate, queryClient]);

  if (!known) return <NotFoundPage />;
  const place: RecordPlace = section ?? 'overview';
  const failure = record.isError ? apiErrorOf(record.error) : null;
  const body =
    isAdmin === false ? (
      <Quiet>Admins only. Taking you to the sign-in page...</Quiet>
    ) : !wellFormed || failure?.status === 404 ? (
      <Quiet>{failure?.message ?? ServerMessage.businessNotFound}</Quiet>
    ) : failure ? (
      <Quiet>The record could not be loaded.</Quiet>
    ) : !data || businessId !== id ? (
      // As tall as the window: the footer stays below it when the record comes (no layout shift).
      <Quiet tall>Loading the record...</Quiet>
    ) : (
      <>
        <RecordHeader profile={data} actions={rowActions} />
        <RecordSectionNav businessId={id} />
        <RecordPlaceView
          place={place}
          profile={data}
          loadedAt={record.dataUpdatedAt}
          onOpenSubmission={(submissionId) =>
            setSearchParams((current) => {
              const next = new URLSearchParams(current);
              if (submissionId === data.business.submissions[0]?.id) next.delete(RECORD_SUBMISSION_PARAM);
              else next.set(RECORD_SUBMISSION_PARAM, submissionId);
              return next;
            })
          }
        />
      </>
    );
  // Inside the desk's layout, which gives the page its navigation, margins and a screen's height.
  return (
    <div className="flex flex-col gap-6">
      {body}
      {dialogs}
    </div>
  );
}

/** The place of the record its address names (the overview or a section), under its heading. */
function RecordPlaceView({ place, ...props }: RecordBlockProps & { place: RecordPlace }) {
  const { label, blocks } = RecordPlaces[place];
  const [only] = blocks;
  const sameWords = blocks.length === 1 && only.title === label;
  return (
    <section aria-labelledby="record-place" className="flex flex-col gap-6">
      <h2 id="record-place" className="text-xl font-semibold text-ink">
        {label}
      </h2>
      {/* A block that the heading names already goes without its own title. */}
      {sameWords ? <only.Body {...props} /> : <RecordBlockList blocks={blocks} {...props} />}
    </section>
  );
}
