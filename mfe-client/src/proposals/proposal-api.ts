import { PublicEndpoints, PublicProposal, type AcceptProposalRequest, type ToastText } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';

export const proposalByLinkKey = (token: string) => [PublicEndpoints.proposalByLink.path, token];

export const fetchProposalByLink = (token: string) => callEndpoint('proposalByLink', PublicProposal, { body: { token } });
export const acceptProposal = (body: AcceptProposalRequest) => callEndpoint('acceptProposal', PublicProposal, { body });
export const declineProposal = (token: string, reason: string | null) => callEndpoint('declineProposal', PublicProposal, { body: { token, reason } });

/** The server's message (the document changed, the link expired, it was answered already), else a generic one. */
const failureTitled = (title: string) => (error: Error): ToastText => ({ title, description: apiErrorOf(error).message ?? 'Please try again.', destructive: true });

/**
 * The answer is the proposal as it now stands, so it replaces the one shown. A refusal because what the page
 * shows is stale (the document changed, or it was answered from another tab) reads it again.
 */
function useProposalAnswer<TVariables>(token: string, mutationFn: (variables: TVariables) => Promise<PublicProposal>, failureTitle: string) {
  const queryClient = useQueryClient();
  const key = proposalByLinkKey(token);
  return useEndpointMutation({
    mutationFn,
    failure: failureTitled(failureTitle),
    onSuccess: (proposal) => queryClient.setQueryData(key, proposal),
    onSettled: async (_answer, error) => {
      const code = error && apiErrorOf(error).code;
      if (code === 'ProposalChanged' || code === 'ProposalClosed') await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useAcceptProposal = (token: string) => useProposalAnswer(token, acceptProposal, 'Not Signed');
export const useDeclineProposal = (token: string) => useProposalAnswer(token, (reason: string | null) => declineProposal(token, reason), 'Not Declined');
