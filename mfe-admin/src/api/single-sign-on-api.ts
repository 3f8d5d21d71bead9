import { FinishSingleSignOnResponse, SingleSignOnOfferResponse, SingleSignOnPolicyResponse, StartSingleSignOnResponse } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-calls';
import { adminStatusKey } from './session-api';
import { teamKey } from './staff-api';
import { failureSaying } from './write-helpers';

/** Single sign-on's calls: what the sign-in page offers, the way there and back, and the owner's policy. */
export const fetchSingleSignOnOffer = () => callEndpoint('singleSignOnOffer', SingleSignOnOfferResponse);
export const startSingleSignOn = () => callEndpoint('startSingleSignOn', StartSingleSignOnResponse, { body: {} });
export const finishSingleSignOn = (callback: string) => callEndpoint('finishSingleSignOn', FinishSingleSignOnResponse, { body: { callback } });
export const setSingleSignOnPolicy = (required: boolean) => callEndpoint('setSingleSignOnPolicy', SingleSignOnPolicyResponse, { body: { required } });

export const useSingleSignOnOffer = () => useQuery({ queryKey: ['admin-sso-offer'], queryFn: fetchSingleSignOnOffer });
export const useStartSingleSignOn = () => useEndpointMutation({ mutationFn: startSingleSignOn, failure: failureSaying('Login Failed') });
/** Its failure is shown on the page itself, with the way to start again: no toast. */
export const useFinishSingleSignOn = () => useEndpointMutation({ mutationFn: finishSingleSignOn, invalidates: [adminStatusKey] });
export const useSetSingleSignOnPolicy = () => useEndpointMutation({ mutationFn: setSingleSignOnPolicy, failure: failureSaying('Policy Not Changed'), invalidates: [teamKey] });
