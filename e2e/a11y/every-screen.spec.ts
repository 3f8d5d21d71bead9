import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { chooseRowAction, openDeskView, signInAdmin } from '../admin/desk-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { confirmEmail, signUpAndIn } from '../client/client-steps';

// WCAG 2.2 AA on the screens no flow spec stops at, and on the desk's and the portal's tabs and dialogs in one
// pass each. The flow specs check the screens they reach (checkout, success, the subscription dialogs, …).
const run = randomUUID().slice(0, 8);
const businessName = `A11y Dental ${run}`;
const email = `a11y-${run}@client.example`;

/** Opens a path and waits for its page (its heading, its data) before the check. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client, suggestions } = BusinessIntakeResponse.parse(await res.json());
  expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);
});

test('the public screens a visitor reaches without a flow', async ({ page }) => {
  for (const [path, label] of [
    ['/lockin', 'sprint landing'],
    ['/lockin/form?package=growth', 'sprint lead form'],
    ['/book-call', 'book a call'],
    ['/call/reschedule', 'call link without a token'],
    ['/book-call/confirm', 'held call confirmation without a token'],
    ['/client/reset-password', 'reset password without a token'],
    ['/client/verify-email', 'verify email without a token'],
    ['/client/undo-email-change', 'undo an email change'],
    ['/admin/accept-invite', 'accept invite without a token'],
    ['/no-such-page', '404 page'],
  ]) {
    await visit(page, path);
    await expectNoSeriousA11yViolations(page, label);
  }
  await visit(page, '/');
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  await expectNoSeriousA11yViolations(page, 'intake wizard with field errors');
  await visit(page, '/admin-login');
  await page.getByRole('tab', { name: 'Team member' }).click();
  await expectNoSeriousA11yViolations(page, 'admin login, team member');
  await visit(page, '/client/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectNoSeriousA11yViolations(page, 'client sign up');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expectNoSeriousA11yViolations(page, 'client forgot password');
});

test('the desk: every tab, the board, the team and the dialogs of a business', async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByText('Total Submissions')).toBeVisible();
  await page.getByLabel('Search').fill(businessName);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'desk submissions');
  await page.getByRole('button', { name: `Actions for ${businessName}`, exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'desk row menu');
  await page.keyboard.press('Escape');
  for (const [action, label] of [
    ['View profile', 'business record dialog'],
    ['Send email', 'email dialog'],
    ['Schedule call', 'call scheduler dialog'],
    ['Onboarding form', 'onboarding form dialog'],
    ['Delete', 'delete dialog'],
  ] as const) {
    await chooseRowAction(page, businessName, action);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, label);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await openDeskView(page, 'Businesses');
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, 'desk pipeline board');
  for (const view of ['My day', 'Inbox', 'Calls', 'Subscriptions', 'Orders'] as const) {
    await openDeskView(page, view);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `desk ${view.toLowerCase()}`);
  }
  await page.getByRole('button', { name: 'Recovery email template' }).click();
  await expect(page.getByRole('dialog', { name: 'Recovery email template' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recovery email template dialog');
  await page.keyboard.press('Escape');
  await openDeskView(page, 'Team');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, 'desk team');
});

test('the portal: every tab, the notifications, the account, the resources', async ({ page }) => {
  await signUpAndIn(page, { email, businessName });
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'portal before the email is confirmed');
  await confirmEmail(page, email);
  await expectNoSeriousA11yViolations(page, 'email confirmed');
  await visit(page, '/client/dashboard');
  for (const tab of ['Automations', 'Analytics', 'Subscription', 'Onboarding', 'Support']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `portal ${tab.toLowerCase()}`);
  }
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expectNoSeriousA11yViolations(page, 'portal notifications');
  await page.keyboard.press('Escape');
  await visit(page, '/client/account');
  await expectNoSeriousA11yViolations(page, 'portal account');
  await visit(page, '/client/resources');
  await expectNoSeriousA11yViolations(page, 'portal resources');
  // The wizard's root, signed in: the signed-in home, and the header's link to the portal instead of the login.
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My portal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'wizard landing, a client signed in');
});
