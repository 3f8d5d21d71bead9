import { DeleteSubmissionResponse, ToastMessage } from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';
import { useEndpointMutation } from '@biz/ui-kit/query';

export const eraseSubmission = (id: string) => callEndpoint('eraseSubmission', DeleteSubmissionResponse, { params: { id } });
export const useEraseSubmission = () => useEndpointMutation({ mutationFn: eraseSubmission, failure: ToastMessage.deletionFailed, invalidates: [['admin-dashboard'], ['admin-orders']] });
