import type { RecordBlockProps } from '../profile/record-blocks';
import { BusinessProposals } from '../proposals/business-proposals';

/** The record's Proposals section: the business's, by the submission shown. */
export const RecordProposals = ({ profile }: RecordBlockProps) => <BusinessProposals submissionId={profile.submission.id} businessName={profile.submission.businessName} />;
