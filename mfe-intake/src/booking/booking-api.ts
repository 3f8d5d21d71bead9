import type { BookCallRequest, RescheduleByLinkRequest } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQuery } from '@tanstack/react-query';
import { bookCall, cancelCallByLink, confirmCallHold, fetchCallByLink, fetchCallHold, fetchOpenSlots, rescheduleCallByLink } from './booking-calls';

/** The open slots, read again after each refusal (the calendar changed under the visitor). */
export const openSlotsKey = ['open-call-slots'];
export const useOpenSlots = () => useQuery({ queryKey: openSlotsKey, queryFn: fetchOpenSlots });
export const useCallByLink = (token: string) => useQuery({ queryKey: ['call-by-link', token], queryFn: () => fetchCallByLink(token), retry: false, enabled: token !== '' });

// The pages say what went wrong themselves (the server's message, under the times), so no toast.
export const useBookCall = () => useEndpointMutation({ mutationFn: (body: BookCallRequest) => bookCall(body), invalidates: [openSlotsKey] });
export const useCallHold = (token: string) => useQuery({ queryKey: ['call-hold', token], queryFn: () => fetchCallHold(token), retry: false, enabled: token !== '' });
export const useConfirmCallHold = () => useEndpointMutation({ mutationFn: (token: string) => confirmCallHold(token), invalidates: [openSlotsKey] });
export const useRescheduleByLink = () => useEndpointMutation({ mutationFn: (body: RescheduleByLinkRequest) => rescheduleCallByLink(body), invalidates: [openSlotsKey] });
export const useCancelByLink = () => useEndpointMutation({ mutationFn: (token: string) => cancelCallByLink(token), invalidates: [openSlotsKey] });

/** What a failed write says on the page: the server's message (a taken slot offers the next free times), else a retry. */
export function failureOf(error: Error | null, unreachable = 'We could not reach the calendar. Please try again.'): { message: string; fields: Record<string, string[]> } | null {
  if (!error) return null;
  const { status, message, fields } = apiErrorOf(error);
  if (status === 400 && fields) return { message: Object.values(fields).flat()[0] ?? 'Please check the details.', fields };
  return { message: status >= 400 && status < 500 && message ? message : unreachable, fields: {} };
}
