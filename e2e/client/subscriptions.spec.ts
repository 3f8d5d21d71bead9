import { BusinessIntakeResponse, endpointPath, TestCards } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { stackEnv } from '../stack';
import { confirmEmail, signUpAndIn } from './client-steps';
import { openDeskView } from '../admin/desk-steps';

// Test mode end to end: the TEST MODE card form, billing's simulated provider and its clock. One file, run in
// order, because moving the simulated clock renews every subscription of the stack.
test.describe.configure({ mode: 'serial' });

const run = randomUUID().slice(0, 8);
const card = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/subscription-${name}.png`, fullPage: true });
}

async function subscriptionTabOfNewClient(page: Page, name: string) {
  await signUpAndIn(page, { email: `subscriber-${name}-${run}@client.example`, businessName: `Subscriber ${name} ${run}` });
  await page.getByRole('tab', { name: 'Subscription' }).click();
}

async function payWith(page: Page, dialogName: string | RegExp, number: string, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Card number').fill(card(number));
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: submit }).click();
}

const plan = (page: Page, name: string) => page.getByLabel(`${name} plan`);
const yourPlan = (page: Page) => page.getByRole('heading', { name: /^Your plan: / });

async function changePlan(page: Page, planName: string, action: string) {
  await plan(page, planName).getByRole('button', { name: action }).click();
  await expectNoSeriousA11yViolations(page, 'plan change dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click();
}

for (const { name, width } of [{ name: 'desktop', width: 1280 }, { name: 'phone', width: 390 }]) {
  test(`a client subscribes, switches to yearly, upgrades, schedules a downgrade, cancels and undoes it, then cancels now (${name})`, async ({ page }) => {
    // A dozen changes, each a round trip through the simulated provider: longer than one screen's default.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await subscriptionTabOfNewClient(page, name);
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await page.getByRole('radio', { name: 'yearly' }).click();
    await expect(page.getByText('Save 17%')).toBeVisible();
    await expect(page.getByText('Save 2 months')).toBeVisible();
    await expect(plan(page, 'Growth').getByText('$248')).toBeVisible(); // $2,970 a year is $247.50 a month
    await shot(page, `plans-yearly-${name}`);
    await page.getByRole('radio', { name: 'monthly' }).click();

    // A declined card: the spec's 'Payment Error', and the form stays for another card.
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe to Starter' }).click();
    await expect(page.getByRole('dialog', { name: 'Subscribe to Starter' }).getByText('TEST MODE')).toBeVisible();
    await shot(page, `card-form-${name}`);
    await expectNoSeriousA11yViolations(page, 'subscribe dialog');
    await payWith(page, 'Subscribe to Starter', TestCards.declined, 'Subscribe');
    await expect(page.getByText('Payment Error')).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
    await expect(yourPlan(page)).toHaveText('Your plan: Starter');
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    await expect(page.getByText('$97.00 / month')).toBeVisible();
    await expect(page.getByText('0 of 3', { exact: true })).toBeVisible(); // Starter runs up to 3 live automations
    await expect(page.getByText(/visa •••• 4242/i)).toBeVisible();
    await expect(plan(page, 'Starter').getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await shot(page, `active-${name}`);
    await expectNoSeriousA11yViolations(page, 'portal subscription, an active plan');

    await page.getByRole('radio', { name: 'yearly' }).click();
    await changePlan(page, 'Starter', 'Switch to yearly billing');
    await expect(page.getByText('$970.00 / year')).toBeVisible();
    // An upgrade says what is charged today, from the provider's preview of the prorated invoice: the year's
    // difference ($2,970 - $970), less the seconds already used.
    await plan(page, 'Growth').getByRole('button', { name: 'Upgrade to Growth' }).click();
    await expect(page.getByRole('dialog').getByText(/^You are charged \$(1,99\d\.\d\d|2,000\.00) today for the difference/)).toBeVisible();
    await shot(page, `upgrade-preview-${name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click();
    await expect(yourPlan(page)).toHaveText('Your plan: Growth');
    await plan(page, 'Starter').getByRole('button', { name: 'Downgrade to Starter' }).click();
    await expect(page.getByRole('dialog').getByText(/Nothing is charged today\.$/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText(/^Your plan changes to Starter \(yearly\) on /)).toBeVisible();
    await expect(yourPlan(page)).toHaveText('Your plan: Growth');
    await expect(plan(page, 'Starter').getByRole('button', { name: 'Starts at period end' })).toBeDisabled();
    await shot(page, `downgrade-scheduled-${name}`);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    // At 390 px its long choices wrap inside it (the check includes the dialog's width).
    await expectNoSeriousA11yViolations(page, 'cancel subscription dialog');
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: /^Cancel at the end of the billing period/ }).click();
    await expect(page.getByText(/^Your subscription will be canceled on /)).toBeVisible();
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    await shot(page, `canceling-${name}`);
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    await expect(page.getByText(/^Your subscription will be canceled on /)).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: /^Cancel immediately/ }).click();
    await expect(page.getByLabel('Status: Canceled')).toBeVisible();
    await expect(page.getByText('Choose a plan below to subscribe again.')).toBeVisible();
    await shot(page, `canceled-${name}`);
  });

  test(`a scheduled downgrade can be undone, and a change says so when today's amount is unknown (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await subscriptionTabOfNewClient(page, `undo-${name}`);
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe to Starter' }).click();
    await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
    await expect(yourPlan(page)).toHaveText('Your plan: Starter');

    // The provider's preview unavailable: the dialog says so plainly, and the change can still be made.
    const preview = `**${endpointPath('previewPlanChange')}?*`;
    await page.route(preview, (route) => route.fulfill({ status: 503, headers: { 'retry-after': '5' }, json: { error: { code: 'PaymentsUnavailable', message: 'Payments are unavailable' } } }));
    await plan(page, 'Growth').getByRole('button', { name: 'Upgrade to Growth' }).click();
    await expect(page.getByRole('dialog').getByText(/^We could not get today’s amount from our payment provider just now/)).toBeVisible();
    await shot(page, `preview-unavailable-${name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click();
    await expect(yourPlan(page)).toHaveText('Your plan: Growth');
    await page.unroute(preview);

    await changePlan(page, 'Starter', 'Downgrade to Starter');
    await expect(page.getByText(/^Your plan changes to Starter \(monthly\) on /)).toBeVisible();
    await page.getByRole('button', { name: 'Keep Growth' }).click();
    await expect(page.getByText('Plan change undone')).toBeVisible();
    await expect(page.getByText(/^Your plan changes to Starter/)).toHaveCount(0);
    await expect(yourPlan(page)).toHaveText('Your plan: Growth');
    await expect(plan(page, 'Starter').getByRole('button', { name: 'Downgrade to Starter' })).toBeEnabled();
    await shot(page, `downgrade-undone-${name}`);
  });

  test(`a card whose bank asks for 3-D Secure is authenticated on the test page (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await subscriptionTabOfNewClient(page, `3ds-${name}`);
    await plan(page, 'Growth').getByRole('button', { name: 'Subscribe to Growth' }).click();
    await payWith(page, 'Subscribe to Growth', TestCards.authenticationRequired, 'Subscribe');
    const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
    await expect(bank.getByText('TEST MODE')).toBeVisible();
    await shot(page, `3ds-${name}`);
    await expectNoSeriousA11yViolations(page, 'bank authentication dialog');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(yourPlan(page)).toHaveText('Your plan: Growth');
    await expect(page.getByLabel('Status: Active')).toBeVisible();
  });
}

test("the business's record shows the subscription of the account that proved its address, at 1280 and 390 px", async ({ page, browser }) => {
  const businessName = `Subscriber record ${run}`;
  const email = `subscriber-record-${run}@client.example`;
  const intake = await page.request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'salon', companySize: 'Solo', primaryGoals: ['Save Time'] } });
  const { client } = BusinessIntakeResponse.parse(await intake.json());
  await signUpAndIn(page, { email, businessName });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await confirmEmail(page, email);
  await page.goto('/client/dashboard');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await plan(page, 'Starter').getByRole('button', { name: 'Subscribe to Starter' }).click();
  await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
  await expect(page.getByLabel('Status: Active')).toBeVisible();

  const desk = await browser.newPage();
  await desk.goto('/admin-login');
  await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  for (const width of [1280, 390]) {
    await desk.setViewportSize({ width, height: 900 });
    await desk.goto(`/admin?client=${client.id}`);
    const section = desk.getByRole('dialog').locator('section').filter({ has: desk.getByRole('heading', { name: 'Subscription', exact: true }) });
    await expect(section).toContainText('Starter, billed monthly');
    await expect(section).toContainText('active');
    await expect(section).toContainText(/\$[\d,.]+ a month/);
    await section.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `screenshots/subscription-record-${width}.png` });
  }
  await desk.close();
});

test("billing failing is said with the spec's messages: 'Subscription Failed', then 'Update Failed'", async ({ page }) => {
  await subscriptionTabOfNewClient(page, 'failures');
  const failing = { status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'PaymentsUnavailable', message: 'Payments are unavailable just now.' } }) };
  await page.route('**/api/create-subscription', (route) => route.fulfill(failing));
  await plan(page, 'Starter').getByRole('button', { name: 'Subscribe to Starter' }).click();
  await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
  await expect(page.getByText('Subscription Failed')).toBeVisible();
  await expect(page.getByText('There was an error creating your subscription.')).toBeVisible();
  await page.unroute('**/api/create-subscription');
  await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
  await expect(yourPlan(page)).toHaveText('Your plan: Starter');

  await page.route('**/api/update-subscription', (route) => route.fulfill(failing));
  await changePlan(page, 'Growth', 'Upgrade to Growth');
  await expect(page.getByText('Update Failed')).toBeVisible();
  await expect(page.getByText('Failed to update subscription.')).toBeVisible();
  await expect(yourPlan(page)).toHaveText('Your plan: Starter');
});

test('a renewal that fails makes the plan past due with "update your card" and a notification; the desk shows it; a new card pays it', async ({ page }) => {
  await subscriptionTabOfNewClient(page, 'renewal');
  await plan(page, 'Starter').getByRole('button', { name: 'Subscribe to Starter' }).click();
  await payWith(page, 'Subscribe to Starter', TestCards.success, 'Subscribe');
  await expect(page.getByLabel('Status: Active')).toBeVisible();
  await page.getByRole('button', { name: 'Update card' }).click();
  await payWith(page, 'Update your card', TestCards.chargeFailsAfterAttach, 'Save card');
  await expect(page.getByText(/visa •••• 0341/i)).toBeVisible();

  // An admin moves billing's test clock a month ahead from the desk: the renewal is declined.
  const desk = await page.context().browser()!.newPage();
  await desk.goto('/admin-login');
  await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await openDeskView(desk, 'Subscriptions');
  await expect(desk.getByText(/^TEST MODE clock: /)).toBeVisible();
  await desk.getByRole('button', { name: '+1 month' }).click();
  await expect(desk.getByText('Test clock moved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByLabel('Status: Past due')).toBeVisible();
  await expect(page.getByText('Your last payment failed: update your card')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('We could not take the payment for your Starter plan: update your card in the Subscription tab')).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'past-due-desktop');

  // The agency sees it on its desk: the recurring revenue, and this client past due.
  await expect(desk.getByText('MRR', { exact: true })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: `Subscriber renewal ${run}` });
  await expect(row).toContainText('past due');
  await expect(row).toContainText('Renewal failed: card to update');
  await desk.screenshot({ path: 'screenshots/subscription-admin-desk.png', fullPage: true });
  await desk.close();

  await page.getByRole('button', { name: 'Update your card' }).click();
  await expectNoSeriousA11yViolations(page, 'update card dialog');
  await payWith(page, 'Update your card', TestCards.success, 'Save card');
  await expect(page.getByLabel('Status: Active')).toBeVisible();
  await expect(page.getByText('Your last payment failed: update your card')).toHaveCount(0);
});
