import { CallOptionsResponse, CancelCallResponse, DeskCallsResponse, GenerateMeetingLinkResponse, ScheduleCallResponse, ToastMessage, type GenerateMeetingLinkRequest, type RescheduleCallRequest, type ScheduleCallRequest } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

/** The Calls view's lists: its query key, and its read. */
export const deskCallsKey = ['desk-calls'];
export const fetchDeskCalls = () => callEndpoint('deskCalls', DeskCallsResponse);
export const fetchCallOptions = () => callEndpoint('callOptions', CallOptionsResponse);
export const scheduleCall = (body: ScheduleCallRequest) => callEndpoint('scheduleCall', ScheduleCallResponse, { body });
export const generateMeetingLink = (body: GenerateMeetingLinkRequest) => callEndpoint('generateMeetingLink', GenerateMeetingLinkResponse, { body });
export const cancelCall = (id: string) => callEndpoint('cancelCall', CancelCallResponse, { params: { id }, body: {} });
export const rescheduleCall = (id: string, body: RescheduleCallRequest) => callEndpoint('rescheduleCall', ScheduleCallResponse, { params: { id }, body });

/** A time the calendar already has a call at: the server's message, which offers the next free times. */
function callSchedulingFailure(error: Error) {
  const { code, message } = apiErrorOf(error);
  return code === 'SlotTaken' && message ? { ...ToastMessage.callSchedulingFailed, title: 'Time already booked', description: message } : ToastMessage.callSchedulingFailed;
}
export const useScheduleCall = () => useEndpointMutation({ mutationFn: scheduleCall, failure: callSchedulingFailure, invalidates: [...profileQueries, deskCallsKey] });
export const useGenerateMeetingLink = () => useEndpointMutation({ mutationFn: generateMeetingLink, failure: ToastMessage.meetingLinkFailed });
export const useCancelCall = () => useEndpointMutation({ mutationFn: cancelCall, failure: ToastMessage.callSchedulingFailed, invalidates: profileQueries });
export const useRescheduleCall = () =>
  useEndpointMutation({ mutationFn: ({ id, ...body }: RescheduleCallRequest & { id: string }) => rescheduleCall(id, body), failure: callSchedulingFailure, invalidates: profileQueries });
