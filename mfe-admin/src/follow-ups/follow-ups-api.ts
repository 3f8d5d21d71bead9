import { AddNoteResponse, SetFollowUpResponse, StaffDirectoryResponse, ToastMessage, type AddNoteRequest, type SetFollowUpRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const fetchStaffDirectory = () => callEndpoint('staffDirectory', StaffDirectoryResponse);
export const setFollowUp = (id: string, body: SetFollowUpRequest) => callEndpoint('setFollowUp', SetFollowUpResponse, { params: { id }, body });
export const addBusinessNote = (id: string, body: AddNoteRequest) => callEndpoint('addBusinessNote', AddNoteResponse, { params: { id }, body });

export const useSetFollowUp = () =>
  useEndpointMutation({ mutationFn: ({ id, followUp }: { id: string; followUp: SetFollowUpRequest }) => setFollowUp(id, followUp), failure: ToastMessage.followUpFailed, invalidates: [...profileQueries, ['my-day']] });
export const useAddBusinessNote = () => useEndpointMutation({ mutationFn: ({ id, note }: { id: string; note: AddNoteRequest }) => addBusinessNote(id, note), failure: ToastMessage.noteFailed, invalidates: profileQueries });
