import { agencyActorName, dayInWords, formatUsd, proposalFigureLines, ProposalStatusLabel, type Proposal, type ProposalStatus } from '@biz/contracts';
import { Badge, Button, Dialog, formatDate, toast, type BadgeVariant } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProposalForm } from './proposal-form';
import { businessProposalsQuery, useDownloadSignedProposal, useDraftProposal, useSendProposal, useUpdateProposal, useWithdrawProposal } from './proposals-api';

const statusBadge: Record<ProposalStatus, BadgeVariant> = { draft: 'outline', sent: 'brand', accepted: 'success', declined: 'danger', expired: 'warning', withdrawn: 'neutral' };

/** Where the version stands, in one line: who made it, when it went, who signed it or why it closed. */
function historyOf(proposal: Proposal): string {
  const made = `Drafted ${formatDate(proposal.createdAt, 'dateTime')} by ${agencyActorName(proposal.createdBy)}`;
  const sent = proposal.sentAt ? ` · sent ${formatDate(proposal.sentAt, 'dateTime')}` : '';
  const signed = proposal.signature ? ` · signed by ${proposal.signature.signerName} ${formatDate(proposal.signature.at, 'dateTime')} from ${proposal.signature.address}` : '';
  const closed = proposal.closed ? ` · ${ProposalStatusLabel[proposal.status].toLowerCase()} ${formatDate(proposal.closed.at, 'dateTime')}${proposal.closed.reason ? `: ${proposal.closed.reason}` : ''}` : '';
  return `${made}${sent}${signed}${closed}`;
}

function ProposalCard({ proposal, businessName, onEdit }: { proposal: Proposal; businessName: string; onEdit: () => void }) {
  const send = useSendProposal();
  const withdraw = useWithdrawProposal();
  const download = useDownloadSignedProposal();
  const name = `proposal version ${proposal.version}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">Version {proposal.version}</h4>
        <Badge variant={statusBadge[proposal.status]}>{ProposalStatusLabel[proposal.status]}</Badge>
        <span className="text-xs text-ink-muted">valid until {dayInWords(proposal.validUntil)}</span>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-ink" aria-label={`Automations of ${name}`}>
        {proposal.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{item.title}</span>
            <span className="shrink-0 tabular-nums">{formatUsd(item.setupCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {proposalFigureLines(proposal).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs break-words text-ink-muted">{historyOf(proposal)}</p>
      {proposal.documentHash ? <p className="text-xs break-all text-ink-muted">Document SHA-256: <code>{proposal.documentHash}</code></p> : null}
      {proposal.signature ? (
        <div>
          <Button size="sm" variant="outline" aria-label={`Download signed PDF of ${name}`} disabled={download.isPending} onClick={() => download.mutate({ id: proposal.id, version: proposal.version, businessName })}>
            {download.isPending ? 'Preparing...' : 'Download signed PDF'}
          </Button>
        </div>
      ) : null}
      {proposal.status === 'draft' || proposal.status === 'sent' ? (
        <div className="flex flex-wrap gap-2">
          {proposal.status === 'draft' ? (
            <>
              <Button size="sm" aria-label={`Send to the client: ${name}`} disabled={send.isPending} onClick={() => send.mutate(proposal.id, { onSuccess: () => toast({ title: 'Proposal sent', description: 'Its link is queued to the client’s email: the Emails section shows when it goes out.', variant: 'success' }) })}>
                {send.isPending ? 'Sending...' : 'Send to the client'}
              </Button>
              <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
                Edit
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" aria-label={`Withdraw ${name}`} disabled={withdraw.isPending} onClick={() => withdraw.mutate(proposal.id, { onSuccess: () => toast({ title: 'Proposal withdrawn', description: `Version ${proposal.version}`, variant: 'success' }) })}>
            Withdraw
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function EditProposalDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  const update = useUpdateProposal();
  return (
    <Dialog open={proposal !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={proposal ? `Edit proposal version ${proposal.version}` : 'Edit the proposal'}>
      {proposal ? (
        <ProposalForm
          key={proposal.id}
          draft={proposal}
          busy={update.isPending}
          onCancel={onClose}
          onSave={(draft, onError) => update.mutate({ id: proposal.id, draft }, { onSuccess: () => (toast({ title: 'Draft saved', description: `Version ${proposal.version}`, variant: 'success' }), onClose()), onError })}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * A business's proposals (decision 066), newest version first: a draft is edited and sent; a sent one can be
 * withdrawn or followed by a new version; each says who signed it, or why it closed.
 */
export function BusinessProposals({ submissionId, businessName }: { submissionId: string; businessName: string }) {
  const proposals = useQuery(businessProposalsQuery(submissionId));
  const draft = useDraftProposal();
  const [editing, setEditing] = useState<Proposal | null>(null);
  if (!proposals.data) return <p className="text-sm text-ink-muted">{proposals.isError ? 'The proposals could not be loaded.' : 'Loading the proposals...'}</p>;
  const list = proposals.data.proposals;
  const hasDraft = list.some((proposal) => proposal.status === 'draft');
  return (
    <div className="flex flex-col gap-3">
      {list.length ? (
        <ul aria-label="Proposals" className="flex flex-col gap-3">
          {list.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} businessName={businessName} onEdit={() => setEditing(proposal)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No proposal yet. A new one starts from the plan&apos;s automations at their prices.</p>
      )}
      {hasDraft ? null : (
        <div>
          <Button size="sm" disabled={draft.isPending} onClick={() => draft.mutate(submissionId, { onSuccess: (made) => (toast({ title: 'Draft ready', description: `Version ${made.version}: edit it, then send it.`, variant: 'success' }), setEditing(made)) })}>
            {list.length ? 'New version' : 'New proposal'}
          </Button>
        </div>
      )}
      <EditProposalDialog proposal={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
