import { DeskTicket, DeskTicketsResponse, ToastMessage, type DeskTicketsQuery, type DeskTicketStatusRequest, type TicketMessageRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';

/** The support inbox's queries: the list (by its query), one ticket (by id); every change reads both again, and the dashboard's figures. */
export const deskTicketsKey = ['admin-support-tickets'];
export const deskTicketKey = (id: string) => ['admin-support-ticket', id];
const changed = [deskTicketsKey, ['admin-support-ticket'], ['admin-dashboard']];

export const fetchDeskTickets = (query: DeskTicketsQuery) => callEndpoint('deskTickets', DeskTicketsResponse, { query });
export const fetchDeskTicket = (id: string) => callEndpoint('deskTicket', DeskTicket, { params: { id } });
export const replyToTicket = (id: string, body: TicketMessageRequest) => callEndpoint('replyToTicket', DeskTicket, { params: { id }, body });
export const setTicketStatus = (id: string, body: DeskTicketStatusRequest) => callEndpoint('setTicketStatus', DeskTicket, { params: { id }, body });

export const useReplyToTicket = () =>
  useEndpointMutation({ mutationFn: ({ id, reply }: { id: string; reply: TicketMessageRequest }) => replyToTicket(id, reply), failure: ToastMessage.ticketMessageFailed, invalidates: changed });
export const useSetTicketStatus = () =>
  useEndpointMutation({ mutationFn: ({ id, change }: { id: string; change: DeskTicketStatusRequest }) => setTicketStatus(id, change), failure: ToastMessage.ticketStatusFailed, invalidates: changed });
