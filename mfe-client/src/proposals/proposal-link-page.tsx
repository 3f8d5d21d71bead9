import { dayInWords, type PublicProposal } from '@biz/contracts';
import { Card, CardContent, formatDate, Notice, PageHeader } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchProposalByLink, proposalByLinkKey } from './proposal-api';
import { ProposalDecline } from './proposal-decline';
import { ProposalFigures } from './proposal-figures';
import { ProposalSignForm } from './proposal-sign-form';

/** What the client can do with the proposal: sign or decline it while it is open, else see how it ended. */
function ProposalAnswer({ token, proposal }: { token: string; proposal: PublicProposal }) {
  if (proposal.status === 'accepted') {
    const { signature } = proposal;
    return (
      <Notice tone="success" title="Accepted">
        {signature ? <p className="wrap-anywhere">{`Signed by ${signature.signerName} on ${formatDate(signature.at, 'longDateTime')}`}</p> : null}
        <p>We have your signature. We will be in touch about the next step.</p>
      </Notice>
    );
  }
  if (proposal.status === 'declined') {
    return (
      <Notice title="Declined">
        <p>You declined this proposal. If you change your mind, reply to our email and we will send a new one.</p>
      </Notice>
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 p-4 sm:p-6">
        <ProposalSignForm token={token} proposal={proposal} />
        <ProposalDecline token={token} />
      </CardContent>
    </Card>
  );
}

/** The document as sent: who it is for, the agency's message, what it sets up and costs; then the answer. */
function ProposalShown({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const { document } = proposal;
  return (
    <>
      <PageHeader title={`Proposal for ${document.businessName}`} description={`Version ${document.version} · from ${document.agencyName} · valid until ${dayInWords(document.validUntil)}`} />
      {document.message ? <p className="whitespace-pre-line wrap-anywhere text-ink">{document.message}</p> : null}
      <Card>
        <CardContent className="p-4 sm:p-6">
          <ProposalFigures document={document} />
        </CardContent>
      </Card>
      <ProposalAnswer token={token} proposal={proposal} />
    </>
  );
}

/**
 * The page an emailed proposal link opens: the signed token is the only credential, so no sign-in. The
 * proposal is read by a POST from the page (a mail scanner fetching the link reads nothing).
 */
export function ProposalLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shown = useQuery({ queryKey: proposalByLinkKey(token), queryFn: () => fetchProposalByLink(token), retry: false, refetchOnWindowFocus: false });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-10 sm:px-6">
      {shown.isSuccess ? (
        <ProposalShown token={token} proposal={shown.data} />
      ) : (
        <Card className="mx-auto w-full max-w-md">
          <CardContent className="flex flex-col gap-4 p-8" aria-busy={shown.isPending}>
            <PageHeader
              title={shown.isError ? 'This Link Did Not Work' : 'Opening Your Proposal…'}
              description={shown.isError ? (apiErrorOf(shown.error).message ?? 'Please try again in a moment.') : 'One moment.'}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
