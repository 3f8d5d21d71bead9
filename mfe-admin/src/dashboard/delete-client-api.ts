import { DeleteSubmissionResponse, ToastMessage } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';

export const eraseSubmission = (id: string) => callEndpoint('eraseSubmission', DeleteSubmissionResponse, { params: { id } });
export const useEraseSubmission = () => useEndpointMutation({ mutationFn: eraseSubmission, failure: ToastMessage.deletionFailed, invalidates: [['admin-dashboard'], ['admin-orders']] });
