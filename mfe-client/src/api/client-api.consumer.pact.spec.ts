import { AutomationStatus, CSV_CONTENT_TYPE, PLAN_PDF_CONTENT_TYPE, savingsReportFileName, ServerMessage } from '@biz/contracts';
import { exampleIntake, PACT_DIR } from '@biz/contracts/testing';
import { failureOf, requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, automationShape, clearedSessionCookieShape, jsonHeaders, oneOf, PDF_EXAMPLE, signInCookiesShape, TICKET_ID, ticketMessageShape } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  answerSupportTicket,
  changeClientEmail,
  changeClientPassword,
  clientLogin,
  clientLogout,
  clientSignup,
  confirmPasswordReset,
  createSupportTicket,
  declineVerification,
  endOtherClientSessions,
  fetchClientDashboard,
  fetchClientResources,
  fetchClientStatus,
  fetchSupportTickets,
  markAllNotificationsRead,
  markNotificationRead,
  requestPasswordReset,
  requestResume,
  resendVerification,
  undoEmailChange,
  updateClientPreferences,
  verifyEmail,
} from './client-api';
import { fetchFile } from './endpoint-calls';

const pact = new PactV4({ consumer: 'mfe-client', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, fromProviderState, integer, like, number, uuid } = MatchersV3;

// The account of the fixture business's email; the provider makes it (and signs it in) per state.
const NEW_EMAIL = 'new-owner@glowmedspa.com';
const MOVED_EMAIL = 'front-desk@glowmedspa.com';
const ACCOUNT = `${exampleIntake.contactEmail} has a client account`;
const SIGNED_IN = 'the client of Glow Med Spa, which chose one workflow, is signed in';
// The fixture email signed up and was sent a confirmation link: its token is the provider's (read from the email).
const CONFIRMATION_SENT = `${exampleIntake.contactEmail} signed up and was sent a confirmation link`;
// The fixture email's account is signed in but has not confirmed its address; its last link is over a minute old.
const UNCONFIRMED = "the signed-in client has not confirmed its email yet";
const ANONYMOUS = 'nobody is signed in';
// The fixture email's proven account was moved to another address: the undo link sent to the fixture email is the provider's.
const EMAIL_MOVED = `${exampleIntake.contactEmail}'s account moved to another address, and the former one was sent a link to undo it`;
const password = 'a long secret';
// The signed-in client after the agency paused its automation (which told it so): the ids are the provider's.
const PAUSED = "the signed-in client's automation was paused by the agency";
const NOTIFIED = 'the signed-in client was told its automation is live';
const AUTOMATION_ID = '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f';
// The fixture email's account was sent a reset link: its token is the provider's (read from the email).
const RESET_SENT = `${exampleIntake.contactEmail} was sent a password reset link`;
const TOKEN = 'q7Zr2Wc9XyLpA1bN3mK8vQq7Zr2Wc9XyLpA1bN3mK8v';
const NOTIFICATION_ID = '5e6f7a80-9b0c-4d1e-8f2a-3b4c5d6e7f80';
// The signed-in client's automation is live, and the worker that renders the PDF report runs.
const LIVE_REPORTED = "the signed-in client's automation is live, and the worker renders reports";
// The signed-in client opened a ticket ('Booking link broken') and the agency replied: its id is the provider's.
const ANSWERED = "the signed-in client's support ticket was answered by the agency";
const ticketShape = (status: string) => ({ id: uuid(TICKET_ID), subject: like('Booking link broken'), status, createdAt: at('2026-11-24T10:00:00.000Z'), lastActivityAt: at('2026-11-24T10:30:00.000Z') });

describe('mfe-client → svc-admin', () => {
  it('signs up a new account: the link to confirm it is emailed, and no session starts', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('a client signup with a new email')
      .withRequest(...requestOf('clientSignup'), (request) => request.jsonBody({ email: NEW_EMAIL, password, businessName: 'Glow Med Spa' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.clientSignedUp }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => clientSignup({ email: NEW_EMAIL, password, businessName: 'Glow Med Spa' }))).toEqual({ success: true, message: ServerMessage.clientSignedUp });
      });
  });

  it('signs up with an email that has an account: the same answer, and no session', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT)
      .uponReceiving('a client signup with a taken email')
      .withRequest(...requestOf('clientSignup'), (request) => request.jsonBody({ email: exampleIntake.contactEmail, password: 'not their secret', businessName: 'Glow Med Spa' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.clientSignedUp }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => clientSignup({ email: exampleIntake.contactEmail, password: 'not their secret', businessName: 'Glow Med Spa' }))).toEqual({ success: true, message: ServerMessage.clientSignedUp });
      });
  });

  it("opens the confirmation link without the account's session: it asks for the password, changing nothing", async () => {
    await pact
      .addInteraction()
      .given(CONFIRMATION_SENT)
      .uponReceiving('an email confirmation with its link, without a session')
      .withRequest(...requestOf('verifyEmail'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ outcome: 'password-needed', success: false, message: ServerMessage.confirmWithPassword, email: exampleIntake.contactEmail, accountCreatedAt: at('2026-12-06T08:15:00.000Z'), movesAccount: false, invited: false }),
      )
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => verifyEmail({ token: TOKEN }))).toMatchObject({ outcome: 'password-needed', email: exampleIntake.contactEmail });
      });
  });

  it("confirms the email with the link's token and the account's password, which signs this browser in", async () => {
    await pact
      .addInteraction()
      .given(CONFIRMATION_SENT)
      .uponReceiving("an email confirmation with its link and the account's password")
      .withRequest(...requestOf('verifyEmail'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN), password }))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...signInCookiesShape }).jsonBody({ outcome: 'confirmed', success: true, message: ServerMessage.emailVerified }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => verifyEmail({ token: TOKEN, password }))).toEqual({ outcome: 'confirmed', success: true, message: ServerMessage.emailVerified });
      });
  });

  it('says "This wasn\'t me" from the confirmation link: the account that never proved an address is removed', async () => {
    await pact
      .addInteraction()
      .given(CONFIRMATION_SENT)
      .uponReceiving('a confirmation link declined')
      .withRequest(...requestOf('declineVerification'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.unprovenAccountRemoved }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => declineVerification(TOKEN))).toEqual({ success: true, message: ServerMessage.unprovenAccountRemoved });
      });
  });

  it('undoes an email change from the link the former address got', async () => {
    await pact
      .addInteraction()
      .given(EMAIL_MOVED)
      .uponReceiving('an email change undone from the former address')
      .withRequest(...requestOf('undoEmailChange'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.emailChangeUndone }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => undoEmailChange(TOKEN))).toEqual({ success: true, message: ServerMessage.emailChangeUndone });
      });
  });

  it('reads the 400 of a confirmation link that is used up or made up, which the page shows', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('an email confirmation with an unknown link')
      .withRequest(...requestOf('verifyEmail'), (request) => request.jsonBody({ token: TOKEN }))
      .willRespondWith(400, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'VerificationLinkInvalid', message: ServerMessage.verificationLinkInvalid } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => verifyEmail({ token: TOKEN })))).toMatch(/^400: /);
      });
  });

  it('asks for a new confirmation link', async () => {
    await pact
      .addInteraction()
      .given(UNCONFIRMED)
      .uponReceiving('a new confirmation link request')
      .withRequest(...requestOf('resendVerification'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.verificationSent }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => resendVerification())).message).toBe(ServerMessage.verificationSent);
      });
  });

  it('changes the password with the current one', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a password change with the current password')
      .withRequest(...requestOf('changeClientPassword'), (request) => request.jsonBody({ currentPassword: password, newPassword: 'a brand new secret' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.passwordChangedSignedIn }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => changeClientPassword({ currentPassword: password, newPassword: 'a brand new secret' }))).success).toBe(true);
      });
  });

  it('reads the 400 of a wrong current password, which the form shows under its field', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a password change with a wrong current password')
      .withRequest(...requestOf('changeClientPassword'), (request) => request.jsonBody({ currentPassword: 'not the secret', newPassword: 'a brand new secret' }))
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody({ error: { code: 'ValidationFailed', message: like('Validation failed'), fields: { currentPassword: [ServerMessage.wrongCurrentPassword] } } }),
      )
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => changeClientPassword({ currentPassword: 'not the secret', newPassword: 'a brand new secret' })))).toMatch(/^400: /);
      });
  });

  it('moves the account to a new email with the current password', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('an email change with the current password')
      .withRequest(...requestOf('changeClientEmail'), (request) => request.jsonBody({ email: MOVED_EMAIL, currentPassword: password }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.emailChangeSent }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => changeClientEmail({ email: MOVED_EMAIL, currentPassword: password }))).message).toBe(ServerMessage.emailChangeSent);
      });
  });

  it('signs out every other session of the account', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a sign-out of the other sessions')
      .withRequest(...requestOf('endOtherClientSessions'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, ended: integer(0) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => endOtherClientSessions())).success).toBe(true);
      });
  });

  it('signs in with the email and password and receives the session cookie', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT)
      .uponReceiving('a client sign-in with the right password')
      .withRequest(...requestOf('clientLogin'), (request) => request.jsonBody({ email: exampleIntake.contactEmail, password }))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...signInCookiesShape }).jsonBody({ success: true, message: ServerMessage.clientLoggedIn }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => clientLogin({ email: exampleIntake.contactEmail, password }))).success).toBe(true);
      });
  });

  it("reads the 401 of a wrong password, which the page shows as 'Login Failed' with its message", async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT)
      .uponReceiving('a client sign-in with a wrong password')
      .withRequest(...requestOf('clientLogin'), (request) => request.jsonBody({ email: exampleIntake.contactEmail, password: 'not the secret' }))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'InvalidCredentials', message: ServerMessage.invalidClientCredentials } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => clientLogin({ email: exampleIntake.contactEmail, password: 'not the secret' })))).toMatch(/^401: /);
      });
  });

  it.each([
    [SIGNED_IN, true],
    [ANONYMOUS, false],
  ])('reads the status (%s)', async (state, authenticated) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a client status request ${authenticated ? 'with' : 'without'} a client session`)
      .withRequest(...requestOf('clientStatus'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ authenticated }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => fetchClientStatus())).toEqual({ authenticated });
      });
  });

  it('reads the dashboard: the automations, the four figures and the notifications', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a request for the signed-in client's dashboard")
      .withRequest(...requestOf('clientDashboard'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          client: { id: uuid('2c4e6a80-1b3d-4f5a-8c7e-9d0f1a2b3c4d'), businessName: like('Glow Med Spa'), email: exampleIntake.contactEmail, emailVerified: boolean(true), emailNotifications: boolean(true) },
          automations: eachLike(automationShape({ status: oneOf(AutomationStatus.options, 'pending') })),
          totalWeeklySavings: integer(0),
          totalMonthlySavings: integer(0),
          totalTimesSaved: number(0),
          liveAutomations: integer(0),
          sprints: [],
          hourValue: { cents: integer(2500), setFor: oneOf(['client', 'agency-default'], 'agency-default') },
          savingsHistory: [],
          subscription: null,
          notifications: [],
        }),
      )
      .executeTest(async ({ url }) => {
        const dashboard = await withBrowserOrigin(url, () => fetchClientDashboard());
        expect(dashboard.automations[0].status).toBe('pending');
      });
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a client sign-out')
      .withRequest(...requestOf('clientLogout'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...clearedSessionCookieShape }).jsonBody({ success: boolean(true) }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => clientLogout())).toEqual({ success: true });
      });
  });

  it('marks one notification read and reads how many stay unread', async () => {
    await pact
      .addInteraction()
      .given(NOTIFIED)
      .uponReceiving('a notification marked read')
      .withRequest(...requestFromState('markNotificationRead', { id: NOTIFICATION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ unread: integer(0) }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => markNotificationRead(NOTIFICATION_ID))).toEqual({ unread: 0 });
      });
  });

  it('marks every notification read', async () => {
    await pact
      .addInteraction()
      .given(NOTIFIED)
      .uponReceiving('all notifications marked read')
      .withRequest(...requestOf('markAllNotificationsRead'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ unread: 0 }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => markAllNotificationsRead())).toEqual({ unread: 0 });
      });
  });

  it('turns the notices by email off', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('the notices by email turned off')
      .withRequest(...requestOf('updateClientPreferences'), (request) => request.jsonBody({ emailNotifications: false }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emailNotifications: false }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => updateClientPreferences({ emailNotifications: false }))).toEqual({ emailNotifications: false });
      });
  });

  it('asks the agency to resume a paused automation; it stays paused with the request on it', async () => {
    await pact
      .addInteraction()
      .given(PAUSED)
      .uponReceiving('a resume request for a paused automation')
      .withRequest(...requestFromState('requestResume', { id: AUTOMATION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          automationShape({ id: uuid(AUTOMATION_ID), status: 'paused', lastActivityAt: at('2026-11-24T10:00:00.000Z'), resumeRequestedAt: at('2026-11-24T10:05:00.000Z') }),
        ),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => requestResume(AUTOMATION_ID))).resumeRequestedAt).toBe('2026-11-24T10:05:00.000Z');
      });
  });

  it('creates a support ticket: the answer is the open ticket with its first message', async () => {
    const ticket = { subject: 'Booking link broken', message: 'Clients say the link 404s.' };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a support ticket')
      .withRequest(...requestOf('createSupportTicket'), (request) => request.jsonBody(ticket))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ ...ticketShape('open'), subject: ticket.subject, messages: [{ ...ticketMessageShape, body: ticket.message }] }),
      )
      .executeTest(async ({ url }) => {
        const created = await withBrowserOrigin(url, () => createSupportTicket(ticket));
        expect(created).toMatchObject({ status: 'open', messages: [{ from: 'client', body: ticket.message }] });
      });
  });

  it("answers the agency's reply: the ticket is open again", async () => {
    await pact
      .addInteraction()
      .given(ANSWERED)
      .uponReceiving("a client's answer to a support ticket")
      .withRequest(...requestFromState('answerSupportTicket', { id: TICKET_ID }), (request) => request.jsonBody({ message: 'Thanks, works now.' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          ...ticketShape('open'),
          messages: [ticketMessageShape, { ...ticketMessageShape, from: 'agency', by: { kind: like('bootstrap-owner') }, body: like('Fixed: the link works again.') }, { ...ticketMessageShape, body: 'Thanks, works now.' }],
        }),
      )
      .executeTest(async ({ url }) => {
        const answered = await withBrowserOrigin(url, () => answerSupportTicket(TICKET_ID, { message: 'Thanks, works now.' }));
        expect(answered.status).toBe('open');
        expect(answered.messages.map((message) => message.from)).toEqual(['client', 'agency', 'client']);
      });
  });

  it("reads the client's tickets", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a request for the client's support tickets")
      .withRequest(...requestOf('listSupportTickets'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ tickets: [] }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => fetchSupportTickets())).toEqual({ tickets: [] });
      });
  });

  it('asks for a password reset link: the same answer whether or not the email has an account', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT)
      .uponReceiving('a password reset request')
      .withRequest(...requestOf('requestPasswordReset'), (request) => request.jsonBody({ email: exampleIntake.contactEmail }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.passwordResetSent }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => requestPasswordReset(exampleIntake.contactEmail))).message).toBe(ServerMessage.passwordResetSent);
      });
  });

  it("chooses a new password with the link's token", async () => {
    await pact
      .addInteraction()
      .given(RESET_SENT)
      .uponReceiving('a new password with a reset link')
      .withRequest(...requestOf('confirmPasswordReset'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN), password: 'a brand new secret' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, message: ServerMessage.passwordChanged }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => confirmPasswordReset({ token: TOKEN, password: 'a brand new secret' }))).success).toBe(true);
      });
  });

  it('reads the 400 of a link that is used up or made up, which the page toasts with its message', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('a new password with an unknown reset link')
      .withRequest(...requestOf('confirmPasswordReset'), (request) => request.jsonBody({ token: TOKEN, password: 'a brand new secret' }))
      .willRespondWith(400, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'ResetLinkInvalid', message: ServerMessage.resetLinkInvalid } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => confirmPasswordReset({ token: TOKEN, password: 'a brand new secret' })))).toMatch(/^400: /);
      });
  });

  it('downloads the savings report as a CSV named after the business', async () => {
    const fileName = savingsReportFileName(exampleIntake.businessName, 'csv');
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a download of the savings report as a CSV')
      .withRequest(...requestOf('savingsReportCsv'))
      // The tab saves the bytes as they come: what it relies on is the type and the file's name.
      .willRespondWith(200, (response) => response.headers({ 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"` }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchFile('savingsReportCsv', {}, 'fallback.csv'))).fileName).toBe(fileName);
      });
  });

  it('downloads the savings report as a PDF the worker renders', async () => {
    const fileName = savingsReportFileName(exampleIntake.businessName, 'pdf');
    await pact
      .addInteraction()
      .given(LIVE_REPORTED)
      .uponReceiving('a download of the savings report as a PDF')
      .withRequest(...requestOf('savingsReportPdf'))
      // A binary body is matched on its content type: the verifier sniffs the provider's bytes for a PDF.
      .willRespondWith(200, (response) => response.headers({ 'Content-Disposition': `attachment; filename="${fileName}"` }).body(PLAN_PDF_CONTENT_TYPE, PDF_EXAMPLE))
      .executeTest(async ({ url }) => {
        const { blob, fileName: saved } = await withBrowserOrigin(url, () => fetchFile('savingsReportPdf', {}, 'fallback.pdf'));
        expect(saved).toBe(fileName);
        expect(Buffer.from(await blob.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      });
  });

  it('reads the resource library: a guide per automation', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a request for the client's resource library")
      .withRequest(...requestOf('clientResources'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          guides: eachLike({
            workflowId: like('instagram-dm-autoresponder'),
            title: like('Instagram DM Autoresponder'),
            summary: like('Never miss a lead after hours'),
            sections: eachLike({ heading: like('What it does'), points: eachLike(like('Answers new DMs instantly.')) }),
          }),
        }),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchClientResources())).guides[0].sections[0].heading).toBe('What it does');
      });
  });
});
