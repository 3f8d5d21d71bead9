import { AcceptInviteResponse, StartEnrolmentResponse } from '@biz/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { IDENTITY_PROVIDER, publicUrl } from '../stack';
import { signInAdmin } from './desk-steps';

// The agency's own identity provider (a real OpenID provider on this machine, connected by the stack's
// STAFF_SSO_ variables): an owner and a member sign in with it, the owner requires it, and the member's
// password no longer opens the desk. The browser works at PUBLIC_URL, where the provider sends it back.
const run = randomUUID().slice(0, 8);
const olive = { name: `Olive Owner ${run}`, email: `olive-${run}@agency.example` };
const sam = { name: `Sam Ortiz ${run}`, email: `sam-${run}@agency.example`, password: 'a long staff password' };
const button = `Sign in with ${IDENTITY_PROVIDER.name}`;

/** The invitation emailed to `email`, accepted with a password and an authenticator code (the invitation's own screens are staff-team.spec's). */
async function join(request: APIRequestContext, email: string, name: string) {
  await expect.poll(() => deliveredMail(email).length, { timeout: 20_000 }).toBe(1);
  const token = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(deliveredMail(email)[0]!.text)![1]!;
  const { secret } = StartEnrolmentResponse.parse(await (await request.post('/api/admin/invites/enrolment', { data: { token } })).json());
  const accepted = await request.post('/api/admin/invites/accept', { data: { token, name, password: sam.password, code: new TOTP({ secret }).generate() } });
  AcceptInviteResponse.parse(await accepted.json());
}

/** "Sign in with Agency ID": the provider's own sign-in form, then back on the desk. */
async function signInWithProvider(page: Page, email: string) {
  await page.goto(`${publicUrl}/admin-login`);
  await page.getByRole('button', { name: button }).click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('the password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(`${publicUrl}/admin`);
  await expect(page.getByText('Total Submissions')).toBeVisible();
}

test('an owner connects the agency provider, a member signs in with it, and once it is required their password is refused', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // The bootstrap owner invites an owner and a member; both join.
  await signInAdmin(page);
  for (const [who, role] of [[olive, 'owner'], [sam, 'staff']] as const) {
    expect((await page.request.post('/api/admin/team/invites', { data: { email: who.email, role } })).status()).toBe(200);
    await join(request, who.email, who.name);
  }

  // The member signs in with the provider, from the sign-in page.
  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  await samPage.goto(`${publicUrl}/admin-login`);
  await expect(samPage.getByRole('button', { name: button })).toBeVisible();
  await samPage.screenshot({ path: 'screenshots/admin-sso-sign-in.png', fullPage: true });
  await expectNoSeriousA11yViolations(samPage, 'admin sign-in with single sign-on');
  await signInWithProvider(samPage, sam.email);

  // The owner signs in with it too, sees the provider on the team screen, and requires it.
  const oliveContext = await browser.newContext();
  const olivePage = await oliveContext.newPage();
  await signInWithProvider(olivePage, olive.email);
  await olivePage.goto(`${publicUrl}/admin/team`);
  await expect(olivePage.getByText(`Connected to ${IDENTITY_PROVIDER.name}`, { exact: false })).toBeVisible();
  await expect(olivePage.getByRole('row', { name: new RegExp(sam.name) })).toContainText('Single sign-on');
  const required = olivePage.getByRole('checkbox', { name: 'Require single sign-on' });
  await required.click();
  await expect(required).toBeChecked();
  await olivePage.screenshot({ path: 'screenshots/admin-sso-team.png', fullPage: true });
  await expectNoSeriousA11yViolations(olivePage, 'team screen with single sign-on');
  await olivePage.setViewportSize({ width: 390, height: 844 });
  await olivePage.screenshot({ path: 'screenshots/admin-sso-team-phone.png', fullPage: true });

  try {
    // The member's password is refused now, and the page offers the provider alone.
    const passwordTry = await request.post('/api/admin/staff-login', { data: { email: sam.email, password: sam.password } });
    expect(passwordTry.status()).toBe(403);
    const fresh = await browser.newContext();
    const signIn = await fresh.newPage();
    await signIn.goto(`${publicUrl}/admin-login`);
    await expect(signIn.getByText(`Your agency signs in with ${IDENTITY_PROVIDER.name} only.`)).toBeVisible();
    await expect(signIn.getByRole('tab', { name: 'Team member' })).toHaveCount(0);
    await signIn.setViewportSize({ width: 390, height: 844 });
    await signIn.screenshot({ path: 'screenshots/admin-sso-required-phone.png', fullPage: true });
    // An email nobody on the team has is told so on the page, with the way back.
    await signIn.getByRole('button', { name: button }).click();
    await signIn.locator('input[name="login"]').fill(`nobody-${run}@agency.example`);
    await signIn.locator('input[name="password"]').fill('any');
    await signIn.getByRole('button', { name: 'Sign-in' }).click();
    await expect(signIn.getByText('Nobody on the team uses this email. Please ask the owner for an invitation.')).toBeVisible();
    await expectNoSeriousA11yViolations(signIn, 'single sign-on refused');
    await signIn.screenshot({ path: 'screenshots/admin-sso-refused-phone.png', fullPage: true });
    await fresh.close();
  } finally {
    // Later specs sign in with passwords.
    await olivePage.setViewportSize({ width: 1280, height: 900 });
    await required.click();
    await expect(required).not.toBeChecked();
  }
  await samContext.close();
  await oliveContext.close();
});
