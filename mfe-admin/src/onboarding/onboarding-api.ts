import { GenerateOnboardingFormResponse, onboardingFormFileName, SendOnboardingLinkResponse, ToastMessage, WithdrawOnboardingLinksResponse, type Submission } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint, downloadFile } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const sendOnboardingLink = (id: string) => callEndpoint('sendOnboardingLink', SendOnboardingLinkResponse, { params: { id }, body: {} });
export const withdrawOnboardingLinks = (id: string) => callEndpoint('withdrawOnboardingLinks', WithdrawOnboardingLinksResponse, { params: { id }, body: {} });
export const generateOnboardingForm = (id: string) => callEndpoint('generateOnboardingForm', GenerateOnboardingFormResponse, { params: { id }, body: {} });

export const useSendOnboardingLink = () => useEndpointMutation({ mutationFn: sendOnboardingLink, failure: ToastMessage.onboardingLinkFailed, invalidates: profileQueries });
export const useWithdrawOnboardingLinks = () => useEndpointMutation({ mutationFn: withdrawOnboardingLinks, failure: ToastMessage.onboardingLinksNotWithdrawn, invalidates: profileQueries });
export const useGenerateOnboardingForm = () => useEndpointMutation({ mutationFn: generateOnboardingForm, failure: ToastMessage.onboardingFormFailed });
/** A file fetched (not followed as a link) so a failure is the spec's toast. */
export const useDownloadOnboardingForm = () =>
  useEndpointMutation({
    mutationFn: ({ id, businessName }: Pick<Submission, 'id' | 'businessName'>) => downloadFile('downloadOnboardingForm', { params: { id }, body: {} }, onboardingFormFileName(businessName)),
    failure: ToastMessage.formDownloadFailed,
  });
