import { PACT_DIR } from '@biz/contracts/testing';
import { requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, jsonHeaders, sessionCookieShape, signInCookiesShape } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { acceptStaffInvite, changeStaffPassword, fetchTeam, inviteStaff, removeStaffMember, withdrawStaffInvite, staffLogin, staffLoginVerify, startStaffEnrolment } from './staff-api';

// The team's calls of mfe-admin. The tokens, codes and ids exist only in the provider's run: its states give them.
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, fromProviderState, like, regex, uuid } = MatchersV3;

const SIGNED_IN = 'an admin is signed in';
const INVITED = 'dana@agency.example was invited as staff';
const ENROLLING = 'dana@agency.example opened the invitation and was offered a TOTP secret';
const MEMBER = 'Dana Reyes (dana@agency.example) is on the team, and no invitation is open';
const DANA_SIGNED_IN = 'Dana Reyes is signed in';
const PASSWORD_PROVEN = "Dana Reyes's password was right and her code is awaited";
const TOKEN = 'q7Zr2Wc9XyLpA1bN3mK8vQq7Zr2Wc9XyLpA1bN3mK8v';
const MEMBER_ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';

describe('mfe-admin → svc-admin: the team', () => {
  it('lists the team for an owner: members with role, MFA and last sign-in, and open invitations', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(MEMBER)
      .uponReceiving("an owner's request for the team")
      .withRequest(...requestOf('team'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          members: eachLike({ id: uuid(MEMBER_ID), name: like('Dana Reyes'), email: like('dana@agency.example'), role: regex('^(owner|staff)$', 'staff'), mfaEnrolled: boolean(true), lastSignInAt: at('2026-11-26T10:00:00.000Z'), singleSignOn: boolean(false) }),
          invites: [],
          singleSignOn: { provider: { name: like('Google'), issuer: regex('^https?://.+$', 'https://accounts.google.com'), domains: eachLike('agency.example') }, required: boolean(false) },
        }),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, fetchTeam)).members[0]?.name).toBe('Dana Reyes');
      });
  });

  it('invites an email with a role; the link goes by email, not in the answer', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('an invitation of a staff member')
      .withRequest(...requestOf('inviteStaff'), (request) => request.jsonBody({ email: 'sam@agency.example', role: 'staff' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ id: uuid(MEMBER_ID), email: 'sam@agency.example', role: 'staff', expiresAt: at('2026-11-29T10:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => inviteStaff({ email: 'sam@agency.example', role: 'staff' }))).toMatchObject({ email: 'sam@agency.example', role: 'staff' });
      });
  });

  it('removes a member', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(MEMBER)
      .uponReceiving('a removal of a team member')
      .withRequest(...requestFromState('removeStaffMember', { id: MEMBER_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => removeStaffMember(MEMBER_ID))).toEqual({ success: true });
      });
  });

  it('withdraws a pending invitation', async () => {
    const inviteId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(INVITED)
      .uponReceiving('a withdrawal of a pending invitation')
      .withRequest(...requestFromState('withdrawStaffInvite', { id: inviteId }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => withdrawStaffInvite(inviteId))).toEqual({ success: true });
      });
  });

  it("opens an invitation: whom it invites and the authenticator's secret", async () => {
    await pact
      .addInteraction()
      .given(INVITED)
      .uponReceiving('an invitation opened by its link')
      .withRequest(...requestOf('startStaffEnrolment'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          email: 'dana@agency.example',
          role: 'staff',
          secret: regex('^[A-Z2-7]+$', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
          otpauthUri: regex('^otpauth://totp/.+$', 'otpauth://totp/BizAutomate:dana%40agency.example?issuer=BizAutomate&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30'),
        }),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => startStaffEnrolment(TOKEN))).email).toBe('dana@agency.example');
      });
  });

  it('accepts an invitation with a name, a password and a code: signed in, with the recovery codes', async () => {
    await pact
      .addInteraction()
      .given(ENROLLING)
      .uponReceiving('an invitation accepted with a code from the app')
      .withRequest(...requestOf('acceptStaffInvite'), (request) =>
        request.jsonBody({ token: fromProviderState('${token}', TOKEN), name: 'Dana Reyes', password: 'a long staff password', code: fromProviderState('${code}', '123456') }),
      )
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...sessionCookieShape }).jsonBody({ recoveryCodes: eachLike(regex('^[a-z2-7]{5}-[a-z2-7]{5}$', 'abcde-fgh23'), 10) }))
      .executeTest(async ({ url }) => {
        const answer = await withBrowserOrigin(url, () => acceptStaffInvite({ token: TOKEN, name: 'Dana Reyes', password: 'a long staff password', code: '123456' }));
        expect(answer.recoveryCodes).toHaveLength(10);
      });
  });

  it('changes a signed-in member\'s own password', async () => {
    const body = { currentPassword: 'a long staff password', newPassword: 'another long staff password' };
    await pact
      .addInteraction()
      .given(DANA_SIGNED_IN)
      .uponReceiving("a team member's new password")
      .withRequest(...requestOf('changeStaffPassword'), (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => changeStaffPassword(body))).toEqual({ success: true });
      });
  });

  it("proves a member's password: a challenge for the second factor, no session yet", async () => {
    await pact
      .addInteraction()
      .given(MEMBER)
      .uponReceiving("a team member's email and password")
      .withRequest(...requestOf('staffLogin'), (request) => request.jsonBody({ email: 'dana@agency.example', password: 'a long staff password' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ challenge: regex('^[A-Za-z0-9_-]{43}$', TOKEN) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => staffLogin({ email: 'dana@agency.example', password: 'a long staff password' }))).challenge).toBe(TOKEN);
      });
  });

  it('signs the member in with the second factor and receives the session cookie', async () => {
    await pact
      .addInteraction()
      .given(PASSWORD_PROVEN)
      .uponReceiving('the second factor of a sign-in')
      .withRequest(...requestOf('staffLoginVerify'), (request) => request.jsonBody({ challenge: fromProviderState('${challenge}', TOKEN), code: fromProviderState('${code}', 'abcde-fgh23') }))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...signInCookiesShape }).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => staffLoginVerify({ challenge: TOKEN, code: 'abcde-fgh23' }))).toEqual({ success: true });
      });
  });
});
