import { PACT_DIR } from '@biz/contracts/testing';
import { requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { ACCOUNT_ID, at, jsonHeaders, TICKET_ID, ticketMessageShape } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchDeskTicket, fetchDeskTickets, replyToTicket, setTicketStatus } from './support-api';

// The desk's support inbox: the tickets are the portal's, answered by svc-admin's desk with the admin's session.
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like, uuid } = MatchersV3;
// The provider's client of the fixture business opened a ticket ('Booking link broken'); its id is the provider's.
const OPEN_TICKET = "an admin is signed in, and Glow Med Spa's client opened a support ticket";

const summary = (status: string, firstResponseAt: unknown) => ({
  id: uuid(TICKET_ID),
  subject: like('Booking link broken'),
  status,
  business: { accountId: uuid(ACCOUNT_ID), businessName: like('Glow Med Spa'), email: like('owner@glowmedspa.com') },
  createdAt: at('2026-11-24T10:00:00.000Z'),
  lastActivityAt: at('2026-11-24T10:00:00.000Z'),
  firstResponseAt,
  messageCount: integer(1),
});
const clientMessage = { ...ticketMessageShape, email: like('queued') };

describe('mfe-admin → svc-admin: the support inbox', () => {
  it('lists the open tickets, latest activity first, each with its business and no reply yet', async () => {
    await pact
      .addInteraction()
      .given(OPEN_TICKET)
      .uponReceiving('a request for the open support tickets')
      .withRequest(...requestOf('deskTickets'), (request) => request.query({ status: 'open', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ tickets: eachLike(summary('open', null)), total: integer(1), page: 1, pageSize: 20 }))
      .executeTest(async ({ url }) => {
        const page = await withBrowserOrigin(url, () => fetchDeskTickets({ status: 'open', page: 1, pageSize: 20 }));
        expect(page.tickets[0]).toMatchObject({ status: 'open', firstResponseAt: null, business: { businessName: 'Glow Med Spa' } });
      });
  });

  it('reads one ticket with its thread', async () => {
    await pact
      .addInteraction()
      .given(OPEN_TICKET)
      .uponReceiving('a request for one support ticket')
      .withRequest(...requestFromState('deskTicket', { id: TICKET_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...summary('open', null), messages: eachLike(clientMessage) }))
      .executeTest(async ({ url }) => {
        const ticket = await withBrowserOrigin(url, () => fetchDeskTicket(TICKET_ID));
        expect(ticket.messages[0]).toMatchObject({ from: 'client', by: null });
      });
  });

  it('replies: the ticket waits on the client and the first response is stamped', async () => {
    await pact
      .addInteraction()
      .given(OPEN_TICKET)
      .uponReceiving('a staff reply to a support ticket')
      .withRequest(...requestFromState('replyToTicket', { id: TICKET_ID }), (request) => request.jsonBody({ message: 'Fixed: the link works again.' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          ...summary('waiting_on_client', at('2026-11-24T10:20:00.000Z')),
          messageCount: integer(2),
          messages: [clientMessage, { ...clientMessage, from: 'agency', by: { kind: like('bootstrap-owner') }, body: 'Fixed: the link works again.', createdAt: at('2026-11-24T10:20:00.000Z') }],
        }),
      )
      .executeTest(async ({ url }) => {
        const ticket = await withBrowserOrigin(url, () => replyToTicket(TICKET_ID, { message: 'Fixed: the link works again.' }));
        expect(ticket).toMatchObject({ status: 'waiting_on_client', firstResponseAt: '2026-11-24T10:20:00.000Z' });
        expect(ticket.messages[1]).toMatchObject({ from: 'agency', body: 'Fixed: the link works again.' });
      });
  });

  it('closes a ticket', async () => {
    await pact
      .addInteraction()
      .given(OPEN_TICKET)
      .uponReceiving('a request to close a support ticket')
      .withRequest(...requestFromState('setTicketStatus', { id: TICKET_ID }), (request) => request.jsonBody({ status: 'closed' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...summary('closed', null), messages: eachLike(clientMessage) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => setTicketStatus(TICKET_ID, { status: 'closed' }))).status).toBe('closed');
      });
  });
});
