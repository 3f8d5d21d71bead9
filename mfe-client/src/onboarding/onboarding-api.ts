import { ClientOnboardingResponse, OnboardingFormToFill, SubmitOnboardingAnswersResponse, ToastMessage, type OnboardingAnswers, ClientEndpoints, PublicEndpoints } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';

export const clientOnboardingKey = [ClientEndpoints.clientOnboarding.path];
export const onboardingByLinkKey = (token: string) => [PublicEndpoints.onboardingFormByLink.path, token];

export const fetchClientOnboarding = () => callEndpoint('clientOnboarding', ClientOnboardingResponse);
export const submitClientOnboarding = (answers: OnboardingAnswers) => callEndpoint('submitClientOnboarding', SubmitOnboardingAnswersResponse, { body: { answers } });
export const fetchOnboardingByLink = (token: string) => callEndpoint('onboardingFormByLink', OnboardingFormToFill, { body: { token } });
export const submitOnboardingByLink = (token: string, answers: OnboardingAnswers) => callEndpoint('submitOnboardingByLink', SubmitOnboardingAnswersResponse, { body: { token, answers } });

/** The server's message when it gives one (an expired link says so), else the generic one. */
const answersFailed = (error: Error) => ({ ...ToastMessage.onboardingAnswersFailed, description: apiErrorOf(error).message ?? ToastMessage.onboardingAnswersFailed.description });

export const useSubmitClientOnboarding = () => useEndpointMutation({ mutationFn: submitClientOnboarding, failure: answersFailed, invalidates: [clientOnboardingKey] });
export const useSubmitOnboardingByLink = (token: string) =>
  useEndpointMutation({ mutationFn: (answers: OnboardingAnswers) => submitOnboardingByLink(token, answers), failure: answersFailed, invalidates: [onboardingByLinkKey(token)] });
