import { PublicEndpoints, PublicProposal, ToastMessage, type AcceptProposalRequest, type ToastText } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQueryClient } from '@tanstack/react-query';
import { withServerMessage } from '../api/client-api';
import { callEndpoint } from '../api/endpoint-calls';

export const proposalByLinkKey = (token: string) => [PublicEndpoints.proposalByLink.path, token];

export const fetchProposalByLink = (token: string) => callEndpoint('proposalByLink', PublicProposal, { body: { token } });
export const acceptProposal = (body: AcceptProposalRequest) => callEndpoint('acceptProposal', PublicProposal, { body });
export const declineProposal = (token: string, reason: string | null) => callEndpoint('declineProposal', PublicProposal, { body: { token, reason } });

/**
 * The answer is the proposal as it now stands, so it replaces the one shown. A refusal because what the page
 * shows is stale (the document changed, or it was answered from another tab) reads it again.
 */
function useProposalAnswer<TVariables>(token: string, mutationFn: (variables: TVariables) => Promise<PublicProposal>, failure: (error: Error) => ToastText) {
  const queryClient = useQueryClient();
  const key = proposalByLinkKey(token);
  return useEndpointMutation({
    mutationFn,
    // The server's message when it gives one: the document changed, the link expired, it was answered already.
    failure,
    onSuccess: (proposal) => queryClient.setQueryData(key, proposal),
    onSettled: async (_answer, error) => {
      const code = error && apiErrorOf(error).code;
      if (code === 'ProposalChanged' || code === 'ProposalClosed') await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useAcceptProposal = (token: string) => useProposalAnswer(token, acceptProposal, withServerMessage(ToastMessage.proposalSignFailed));
export const useDeclineProposal = (token: string) => useProposalAnswer(token, (reason: string | null) => declineProposal(token, reason), withServerMessage(ToastMessage.proposalDeclineFailed));
