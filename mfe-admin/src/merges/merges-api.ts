import { MergeBusinessResponse, ToastMessage, UndoMergeResponse, type MergeBusinessRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const mergeBusiness = (id: string, body: MergeBusinessRequest) => callEndpoint('mergeBusiness', MergeBusinessResponse, { params: { id }, body });
export const undoBusinessMerge = (id: string) => callEndpoint('undoBusinessMerge', UndoMergeResponse, { params: { id }, body: {} });

export const useMergeBusiness = () =>
  useEndpointMutation({ mutationFn: ({ id, email }: { id: string; email: string }) => mergeBusiness(id, { email }), failure: ToastMessage.mergeFailed, invalidates: [...profileQueries, ['admin-dashboard']] });
export const useUndoBusinessMerge = () => useEndpointMutation({ mutationFn: undoBusinessMerge, failure: ToastMessage.mergeFailed, invalidates: [...profileQueries, ['admin-dashboard']] });
