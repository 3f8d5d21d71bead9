import { Proposal, ProposalsResponse, SendProposalResponse, signedProposalFileName, ToastMessage, type ProposalDraftRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, downloadFile } from '../api/endpoint-calls';
import { failureSaying, profileQueries } from '../api/write-helpers';

export const fetchBusinessProposals = (id: string) => callEndpoint('businessProposals', ProposalsResponse, { params: { id } });
export const draftProposal = (id: string) => callEndpoint('draftProposal', Proposal, { params: { id }, body: {} });
export const updateProposal = (id: string, body: ProposalDraftRequest) => callEndpoint('updateProposal', Proposal, { params: { id }, body });
export const sendProposal = (id: string) => callEndpoint('sendProposal', SendProposalResponse, { params: { id }, body: {} });
export const withdrawProposal = (id: string) => callEndpoint('withdrawProposal', Proposal, { params: { id }, body: {} });

/** A business's proposals, newest version first, by one of its submissions. */
export const businessProposalsQuery = (submissionId: string) => queryOptions({ queryKey: ['business-proposals', submissionId], queryFn: () => fetchBusinessProposals(submissionId) });

// A proposal shows on the record (its section, the stage it moved, the timeline, the email it sent) and the board.
const proposalQueries = [['business-proposals'], ...profileQueries, ['pipeline-board']];

export const useDraftProposal = () => useEndpointMutation({ mutationFn: draftProposal, failure: failureSaying(ToastMessage.proposalFailed.title), invalidates: proposalQueries });
export const useUpdateProposal = () =>
  useEndpointMutation({ mutationFn: ({ id, draft }: { id: string; draft: ProposalDraftRequest }) => updateProposal(id, draft), failure: ToastMessage.proposalFailed, invalidates: proposalQueries });
export const useSendProposal = () => useEndpointMutation({ mutationFn: sendProposal, failure: failureSaying(ToastMessage.proposalFailed.title), invalidates: proposalQueries });
export const useWithdrawProposal = () => useEndpointMutation({ mutationFn: withdrawProposal, failure: failureSaying(ToastMessage.proposalFailed.title), invalidates: proposalQueries });

/** The accepted proposal as signed: the PDF the worker prints from the stored document and signature. */
export const useDownloadSignedProposal = () =>
  useEndpointMutation({
    mutationFn: ({ id, version, businessName }: Pick<Proposal, 'id' | 'version'> & { businessName: string }) => downloadFile('signedProposalPdf', { params: { id } }, signedProposalFileName(businessName, version)),
    failure: ToastMessage.pdfDownloadFailed,
  });
