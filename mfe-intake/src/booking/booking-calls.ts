import { BookCallResponse, CallByLinkResponse, CallHoldResponse, CancelByLinkResponse, ConfirmCallHoldResponse, OpenSlotsResponse, type BookCallRequest, type RescheduleByLinkRequest } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

/** The booking page's calls to svc-admin: the open slots, a booking, a held booking's confirmation, and what the invite's signed links do. */
export const fetchOpenSlots = () => callEndpoint('openCallSlots', OpenSlotsResponse);
export const bookCall = (body: BookCallRequest) => callEndpoint('bookCall', BookCallResponse, { body });
export const fetchCallHold = (token: string) => callEndpoint('callHold', CallHoldResponse, { body: { token } });
export const confirmCallHold = (token: string) => callEndpoint('confirmCallHold', ConfirmCallHoldResponse, { body: { token } });
export const fetchCallByLink = (token: string) => callEndpoint('callByLink', CallByLinkResponse, { body: { token } });
export const rescheduleCallByLink = (body: RescheduleByLinkRequest) => callEndpoint('rescheduleCallByLink', CallByLinkResponse, { body });
export const cancelCallByLink = (token: string) => callEndpoint('cancelCallByLink', CancelByLinkResponse, { body: { token } });
