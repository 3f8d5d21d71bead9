import { GenerateEmailResponse, SendEmailResponse, ToastMessage, type GenerateEmailRequest, type SendEmailRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const generateEmail = (body: GenerateEmailRequest) => callEndpoint('generateEmail', GenerateEmailResponse, { body });
export const sendEmail = (body: SendEmailRequest) => callEndpoint('sendEmail', SendEmailResponse, { body });
export const resendEmail = (id: string) => callEndpoint('resendEmail', SendEmailResponse, { params: { id }, body: {} });

export const useGenerateEmail = () => useEndpointMutation({ mutationFn: generateEmail, failure: ToastMessage.emailGenerationFailed });
export const useSendEmail = () => useEndpointMutation({ mutationFn: sendEmail, failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
export const useResendEmail = () => useEndpointMutation({ mutationFn: resendEmail, failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
