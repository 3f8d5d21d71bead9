import { businessRecordPath, RECORD_SUBMISSION_PARAM } from '@biz/contracts';
import { Dialog } from '@biz/ui-kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchSubmissionProfile } from './profile-api';
import { BusinessDetails, RecordBlockList, RecordBlocks, type RecordBlockProps } from './record-blocks';

/** The dialog's order: where the business stands and who works it, its facts, then the rest of its record. */
const { pipeline, followUp, tasks, submissions, abandonedCheckouts, plan, onboarding, automations, subscription, tickets, calls, emails, notes, timeline } = RecordBlocks;
const FIRST = [pipeline, followUp, tasks];
const REST = [submissions, abandonedCheckouts, plan, onboarding, automations, subscription, tickets, calls, emails, notes, timeline];

function Profile(props: RecordBlockProps) {
  const { business, submission } = props.profile;
  // The page opens at the submission shown here, when it is not the business's latest.
  const shownThere = submission.id === business.submissions[0]?.id ? '' : `?${new URLSearchParams({ [RECORD_SUBMISSION_PARAM]: submission.id })}`;
  return (
    <div className="flex flex-col gap-6">
      {/* The record's own page: its sections have addresses, so it can be linked, kept and reloaded. */}
      <Link to={`${businessRecordPath(business.id)}${shownThere}`} className="self-start text-sm font-medium text-brand-700 hover:underline">
        Open the full record
      </Link>
      <RecordBlockList blocks={FIRST} {...props} />
      <BusinessDetails profile={props.profile} />
      <RecordBlockList blocks={REST} {...props} />
    </div>
  );
}

/**
 * 'View': the business's record, opened at one of its submissions: everything SPEC §3 lists for that
 * submission, its plan, every submission of the business, its orders, and the timeline of the business.
 */
export function ClientProfileDialog({ clientId, onClose, onOpenSubmission }: { clientId: string | null; onClose: () => void; onOpenSubmission: (submissionId: string) => void }) {
  // Not cached between openings: every opening is an audited view and shows the latest timeline.
  const profile = useQuery({ queryKey: ['client-profile', clientId], queryFn: clientId ? () => fetchSubmissionProfile(clientId) : skipToken, gcTime: 0 });
  const data = profile.data;
  return (
    <Dialog open={clientId !== null} onOpenChange={(open) => !open && onClose()} title={data?.submission.businessName ?? 'Client profile'} description="Client profile">
      {data ? <Profile profile={data} loadedAt={profile.dataUpdatedAt} onOpenSubmission={onOpenSubmission} /> : <p className="py-6 text-center text-sm text-ink-muted">{profile.isError ? 'The profile could not be loaded.' : 'Loading the profile...'}</p>}
    </Dialog>
  );
}
