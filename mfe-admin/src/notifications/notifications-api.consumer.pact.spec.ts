import { NotificationEvents, NotificationKinds, NotificationSection } from '@biz/contracts';
import { PACT_DIR } from '@biz/contracts/testing';
import { at, jsonHeaders, oneOf } from '@biz/contracts/testing/pact';
import { requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchNotificationPreferences, fetchNotifications, markAllNotificationsRead, markNotificationRead, saveNotificationPreferences } from './notifications-api';

// The desk's bell: the member's notifications, their read state and email choices. The notification's id
// exists only in the provider's run: its state gives it.
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like, regex, uuid } = MatchersV3;

const SIGNED_IN = 'an admin is signed in';
const NOTIFIED = 'the signed-in admin was told of a new lead';
const NOTIFICATION_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const RECORD_ID = '1f2e3d4c-5b6a-4789-8a0b-1c2d3e4f5a6b';

describe('mfe-admin → svc-admin: the notifications', () => {
  it("lists the member's notifications, newest first, with how many are unread", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(NOTIFIED)
      .uponReceiving("a member's notifications")
      .withRequest(...requestOf('staffNotifications'), (request) => request.query({ limit: '20' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          notifications: eachLike({
            id: uuid(NOTIFICATION_ID),
            event: oneOf(NotificationEvents, 'new-lead'),
            kind: oneOf(NotificationKinds, 'new-lead'),
            headline: like('New lead'),
            businessName: like('Glow Med Spa'),
            detail: null,
            recordId: uuid(RECORD_ID),
            section: oneOf(NotificationSection.options, 'overview'),
            href: regex('^/admin/businesses/[0-9a-f-]{36}(/[a-z]+)?$', `/admin/businesses/${RECORD_ID}`),
            createdAt: at('2026-12-06T10:00:00.000Z'),
            readAt: null,
          }),
          unread: integer(1),
          nextBefore: null,
        }),
      )
      .executeTest(async ({ url }) => {
        const { notifications, unread } = await withBrowserOrigin(url, () => fetchNotifications({ limit: 20 }));
        expect(notifications[0]?.businessName).toBe('Glow Med Spa');
        expect(unread).toBe(1);
      });
  });

  it('marks one read, then says how many are left', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(NOTIFIED)
      .uponReceiving('a notification marked read')
      .withRequest(...requestFromState('markStaffNotificationRead', { id: NOTIFICATION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ unread: integer(0) }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => markNotificationRead(NOTIFICATION_ID))).toEqual({ unread: 0 });
      });
  });

  it('marks all read', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('every notification marked read')
      .withRequest(...requestOf('markAllStaffNotificationsRead'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ unread: 0 }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, markAllNotificationsRead)).toEqual({ unread: 0 });
      });
  });

  it("reads and saves the kinds that also come by email", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a member's email choices")
      .withRequest(...requestOf('staffNotificationPreferences'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emailKinds: [], canEmail: like(false) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, fetchNotificationPreferences)).emailKinds).toEqual([]);
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a member's email choices saved")
      .withRequest(...requestOf('updateStaffNotificationPreferences'), (request) => request.jsonBody({ emailKinds: ['new-lead', 'ticket'] }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emailKinds: ['new-lead', 'ticket'], canEmail: like(false) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => saveNotificationPreferences({ emailKinds: ['new-lead', 'ticket'] }))).emailKinds).toEqual(['new-lead', 'ticket']);
      });
  });
});
