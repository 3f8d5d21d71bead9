import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { chooseRowAction, openDeskView, signInAdmin } from './desk-steps';

const run = randomUUID().slice(0, 8);
const dana = { name: `Dana Reyes ${run}`, email: `dana-${run}@agency.example`, password: 'a long staff password' };
const lead = { businessName: `Team Lead Dental ${run}`, contactEmail: `team-lead-${run}@desk.example` };

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/admin-team-${name}.png`, fullPage: true });
}

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/business-intake', { data: { ...lead, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  BusinessIntakeResponse.parse(await res.json());
});

test('the owner invites a staff member, who joins by the emailed link with TOTP, signs in with a code, emails a lead, and the timeline names her', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The bootstrap owner invites Dana from the team screen.
  await signInAdmin(page);
  await openDeskView(page, 'Team');
  await page.getByLabel('Email to invite').fill(dana.email);
  await page.getByLabel('Role').selectOption('staff');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Queued for ${dana.email}, who has 72 hours to accept it once it arrives.`)).toBeVisible();

  // The invitation arrives at the stack's SMTP server; its link is opened in Dana's own browser.
  await expect.poll(() => deliveredMail(dana.email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = deliveredMail(dana.email);
  const token = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
  const danaContext = await browser.newContext();
  const danaPage = await danaContext.newPage();
  await danaPage.goto(`/admin/accept-invite?token=${token}`);
  const secret = (await danaPage.getByLabel('Authenticator key').innerText()).trim();
  // The key is also a QR code to scan, not only 32 characters to type into a phone.
  await expect(danaPage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const totp = new TOTP({ secret });
  await danaPage.getByLabel('Your name').fill(dana.name);
  await danaPage.getByLabel(/^Choose a password/).fill(dana.password);
  await danaPage.getByLabel('Code from the app').fill(totp.generate());
  await screenshot(danaPage, 'accept-invite');
  await expectNoSeriousA11yViolations(danaPage, 'accept invite from the email link');
  await danaPage.getByRole('button', { name: 'Join the team' }).click();
  await expect(danaPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await screenshot(danaPage, 'recovery-codes');
  await expectNoSeriousA11yViolations(danaPage, 'staff recovery codes');
  await danaContext.close();

  // The owner sees her on the team, with MFA.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(dana.name) });
  await expect(row).toContainText('Enrolled');
  await screenshot(page, 'members');
  // On a 390 px phone the team screen still reads (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('row', { name: new RegExp(dana.name) })).toBeVisible();
  await screenshot(page, 'members-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Dana signs in with email, password and the app's next code (the one she enrolled with is spent).
  const signIn = await browser.newContext();
  const desk = await signIn.newPage();
  await desk.goto('/admin-login');
  await desk.getByRole('tab', { name: 'Team member' }).click();
  await desk.getByLabel('Email').fill(dana.email);
  await desk.getByRole('form', { name: 'Team member sign-in' }).getByLabel(/^Password/).fill(dana.password);
  await desk.getByRole('button', { name: 'Continue' }).click();
  await desk.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await expect(desk.getByText('Total Submissions')).toBeVisible();
  await desk.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(desk, 'desk dashboard, staff');
  // The billing test clock is an owner's to move: a staff member reads it, without its buttons.
  await openDeskView(desk, 'Subscriptions');
  await expect(desk.getByText('An owner can move it ahead.')).toBeVisible();
  await expect(desk.getByRole('button', { name: '+1 day' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(desk, 'desk subscriptions, staff');
  // Staff work the desk; on the team screen they find their own password, and the team is an owner's.
  await openDeskView(desk, 'Team');
  await expect(desk.getByText('Only an owner manages the team.', { exact: false })).toBeVisible();
  await expect(desk.getByRole('form', { name: 'Change your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(desk, 'desk team refused to staff');
  await openDeskView(desk, 'Dashboard');

  // She emails the lead from the desk; its timeline says she sent it.
  await desk.getByLabel('Search').fill(lead.businessName);
  await chooseRowAction(desk, lead.businessName, 'Send email');
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Generate Email' }).click();
  await expect(dialog.getByLabel('Subject', { exact: true })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog).toBeHidden();
  await chooseRowAction(desk, lead.businessName, 'View profile');
  const sentBy = desk.getByRole('dialog').getByText(`Email sent by ${dana.name}`);
  await expect(sentBy).toBeVisible();
  await sentBy.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: 'screenshots/admin-team-timeline.png' });
  await signIn.close();
});

test('the owner withdraws a pending invitation, asked once more: its emailed link stops working at once', async ({ page }) => {
  const email = `withdrawn-${run}@agency.example`;
  await signInAdmin(page);
  await openDeskView(page, 'Team');
  await page.getByLabel('Email to invite').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(() => deliveredMail(email).length, { timeout: 20_000 }).toBe(1);
  const token = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(deliveredMail(email)[0]!.text)![1];
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await expect(row.getByRole('group', { name: `Withdraw the invitation to ${email}?` })).toBeVisible();
  await screenshot(page, 'withdraw-invitation');
  await expectNoSeriousA11yViolations(page, 'team invitation withdrawal asked');
  // Keep it changes nothing; the second time it goes.
  await row.getByRole('button', { name: 'Keep it' }).click();
  await row.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await row.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.getByText(`The link sent to ${email} no longer works.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);

  await page.goto(`/admin/accept-invite?token=${token}`);
  await expect(page.getByText('This invitation cannot be used')).toBeVisible();
});
