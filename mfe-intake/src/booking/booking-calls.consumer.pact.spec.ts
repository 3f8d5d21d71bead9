import { SUBMISSION_ID, PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { bookCall, cancelCallByLink, confirmCallHold, fetchCallByLink, fetchCallHold, fetchOpenSlots, rescheduleCallByLink } from './booking-calls';

// The booking page and the invite's links, against svc-admin. Slots depend on the provider's today and
// tokens on its key, so the provider's state hands them over (`fromProviderState`).
const pact = new PactV4({ consumer: 'mfe-intake', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, fromProviderState, like, regex } = MatchersV3;
const START = '2026-11-02T15:00:00.000Z';
const TOKEN = 'eyJjYWxsIjoxfQ.c2lnbmF0dXJl';
const instant = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);
const bookedShape = { startsAt: instant(START), endsAt: instant('2026-11-02T15:30:00.000Z'), timeZone: like('America/New_York'), meetingLink: like('https://meet.jit.si/BizAutomate-room'), status: regex(/^(scheduled|cancelled)$/, 'scheduled') };
const BOOKED_STATE = 'Glow Med Spa booked a call on the site';
const HELD_STATE = 'a visitor booked an open slot by a typed email, and its inbox was sent the confirmation link';
const heldShape = { status: 'held', startsAt: instant(START), endsAt: instant('2026-11-02T15:30:00.000Z'), timeZone: like('America/New_York'), holdExpiresAt: instant('2026-10-28T15:30:00.000Z') };

describe('mfe-intake → svc-admin: booking a call', () => {
  it('reads the open slots', async () => {
    await pact
      .addInteraction()
      .given('the agency calendar has open slots')
      .uponReceiving('a request for the open call slots')
      .withRequest(...requestOf('openCallSlots'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ timeZone: like('America/New_York'), durationMinutes: like(30), slots: eachLike({ startsAt: instant(START), scheduledDate: like('2026-11-02'), scheduledTime: like('10:00') }) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, fetchOpenSlots)).slots[0].startsAt).toBe(START);
      });
  });

  it('books an open slot for the submission the wizard holds', async () => {
    await pact
      .addInteraction()
      .given('Glow Med Spa finished the wizard and the agency calendar has open slots')
      .uponReceiving('a booking of an open slot by the wizard’s submission')
      .withRequest(...requestOf('bookCall'), (request) => request.jsonBody({ submissionId: fromProviderState('${id}', SUBMISSION_ID), startsAt: fromProviderState('${startsAt}', START) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(bookedShape))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => bookCall({ submissionId: SUBMISSION_ID, startsAt: START }))).startsAt).toBe(START);
      });
  });

  it('holds an open slot for a visitor who typed who they are, whatever the email', async () => {
    const typed = { name: 'Ann Lee', email: 'ann@new-dental.example', businessName: 'New Dental', industry: 'dental' as const, companySize: 'Solo' as const, primaryGoals: ['Reduce Manual Work'] };
    await pact
      .addInteraction()
      .given('Glow Med Spa finished the wizard and the agency calendar has open slots')
      .uponReceiving('a booking of an open slot by a typed name, email, business name and answers')
      .withRequest(...requestOf('bookCall'), (request) => request.jsonBody({ ...typed, startsAt: fromProviderState('${startsAt}', START) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(heldShape))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => bookCall({ ...typed, startsAt: START }))).toMatchObject({ status: 'held', startsAt: START });
      });
  });

  it('reads the held time of a confirmation link, then confirms the call with it', async () => {
    await pact
      .addInteraction()
      .given(HELD_STATE)
      .uponReceiving("a request for the held time of a booking's confirmation link")
      .withRequest(...requestOf('callHold'), (request) => request.jsonBody({ token: fromProviderState('${holdToken}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(heldShape))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchCallHold(TOKEN))).status).toBe('held');
      });
    await pact
      .addInteraction()
      .given(HELD_STATE)
      .uponReceiving("a confirmation of a held booking by its email's link")
      .withRequest(...requestOf('confirmCallHold'), (request) => request.jsonBody({ token: fromProviderState('${holdToken}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(bookedShape))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => confirmCallHold(TOKEN))).status).toBe('scheduled');
      });
  });

  it('reads, moves and cancels the call of a signed link', async () => {
    await pact
      .addInteraction()
      .given(BOOKED_STATE)
      .uponReceiving("a request for the call of an invite's link")
      .withRequest(...requestOf('callByLink'), (request) => request.jsonBody({ token: fromProviderState('${cancelToken}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(bookedShape))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchCallByLink(TOKEN))).status).toBe('scheduled');
      });
    await pact
      .addInteraction()
      .given(BOOKED_STATE)
      .uponReceiving("a move to an open slot by the invite's reschedule link")
      .withRequest(...requestOf('rescheduleCallByLink'), (request) => request.jsonBody({ token: fromProviderState('${rescheduleToken}', TOKEN), startsAt: fromProviderState('${freeStartsAt}', START) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(bookedShape))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => rescheduleCallByLink({ token: TOKEN, startsAt: START }))).startsAt).toBe(START);
      });
    await pact
      .addInteraction()
      .given(BOOKED_STATE)
      .uponReceiving("a cancellation by the invite's cancel link")
      .withRequest(...requestOf('cancelCallByLink'), (request) => request.jsonBody({ token: fromProviderState('${cancelToken}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...bookedShape, status: 'cancelled' }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => cancelCallByLink(TOKEN))).status).toBe('cancelled');
      });
  });
});
