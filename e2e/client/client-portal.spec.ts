import { BusinessIntakeResponse, ServerMessage, ToastMessage, ValidationMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deliveredMail } from '../smtp';
import { stackEnv } from '../stack';

const run = randomUUID().slice(0, 8);
const password = 'a long secret phrase';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/client-${name}.png`, fullPage: true });
}

async function signUp(page: Page, account: { email: string; businessName: string }, secret = password) {
  await page.goto('/client/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create a client account' });
  await form.getByLabel('Business name').fill(account.businessName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(secret);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function logIn(page: Page, email: string, secret = password) {
  await page.goto('/client/login');
  const form = page.getByRole('form', { name: 'Client login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(secret);
  await form.getByRole('button', { name: 'Login' }).click();
}

for (const { name, width } of [{ name: 'desktop', width: 1280 }, { name: 'phone', width: 390 }]) {
  test(`a business that chose workflows signs up, sees them pending, logs out and back in (${name})`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `portal-${name}-${run}@client.example`;
    const businessName = `Portal Spa ${name} ${run}`;
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'med-spa', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
    expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);

    await page.goto('/client/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');
    await shot(page, `login-${name}`);
    await signUp(page, { email: email.toUpperCase(), businessName });
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${businessName}`);
    for (const label of ['Weekly Savings', 'Monthly Projection', 'Time Saved', 'Live Automations']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('+12% from last week')).toBeVisible();
    await expect(page.getByText('$0.00')).toHaveCount(2);
    for (const workflow of suggestions.slice(0, 2)) {
      const card = page.getByRole('listitem').filter({ hasText: workflow.title });
      await expect(card.getByText('Pending Setup')).toBeVisible();
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    }
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No notifications yet.')).toBeVisible();
    await shot(page, `dashboard-${name}`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('No savings to chart yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Automations' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/login$/);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/client\/login$/);

    await logIn(page, email);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('listitem').filter({ hasText: suggestions[0].title })).toBeVisible();
    // Signed in, the header's 'Client login' leads to the dashboard.
    await page.getByRole('link', { name: 'Client login' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });
}

test('the forms say what is wrong under each field and send nothing until it is right', async ({ page }) => {
  await page.goto('/client/login');
  const login = page.getByRole('form', { name: 'Client login' });
  await login.getByLabel('Email').fill('not-an-email');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(ValidationMessage.enterValidEmail)).toBeVisible();
  await expect(login.getByText(ValidationMessage.passwordRequired)).toBeVisible();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signup = page.getByRole('form', { name: 'Create a client account' });
  await signup.getByLabel('Email').fill('owner@example.com');
  await signup.getByLabel(/^Password/).fill('short');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signup.getByText(ValidationMessage.businessNameRequired)).toBeVisible();
  await expect(signup.getByText(ValidationMessage.passwordMinLength)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login$/);
});

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto('/client/login');
  const field = page.getByRole('form', { name: 'Client login' }).getByLabel(/^Password/);
  await field.fill('visible secret');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

test("a wrong password shows 'Login Failed' with the server's message; a taken email 'Signup Failed' with its message", async ({ page }) => {
  const email = `taken-${run}@client.example`;
  await signUp(page, { email, businessName: `Taken Co ${run}` });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  await logIn(page, email, 'not the password');
  await expect(page.getByText(ToastMessage.clientLoginFailed.title)).toBeVisible();
  await expect(page.getByText(ServerMessage.invalidClientCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login$/);

  await signUp(page, { email, businessName: 'Someone Else' });
  await expect(page.getByText(ToastMessage.clientSignupFailed.title)).toBeVisible();
  await expect(page.getByText(ServerMessage.clientAccountExists)).toBeVisible();
  await shot(page, 'signup-taken');
});

test("a common password is refused at signup: 'Signup Failed' with the server's message, also under the password", async ({ page }) => {
  await signUp(page, { email: `common-${run}@client.example`, businessName: `Common Co ${run}` }, 'Password123');
  await expect(page.getByRole('status').getByText(ToastMessage.clientSignupFailed.title)).toBeVisible();
  await expect(page.getByRole('status').getByText(ValidationMessage.passwordTooCommon)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create a client account' }).getByText(ValidationMessage.passwordTooCommon)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login$/);
  await shot(page, 'signup-common-password');
});

async function signInAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('the agency moves an automation live from the profile; the client sees its savings and the bell, and asks to resume a paused one', async ({ browser, request }) => {
  const email = `delivered-${run}@client.example`;
  const businessName = `Delivered Dental ${run}`;
  const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
  const [live, paused] = suggestions;
  expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: [live, paused] } })).ok()).toBe(true);

  const customer = await (await browser.newContext()).newPage();
  await signUp(customer, { email, businessName });
  await expect(customer).toHaveURL(/\/client\/dashboard$/);

  const agency = await (await browser.newContext()).newPage();
  await signInAdmin(agency);
  await agency.goto(`/admin?client=${client.id}`);
  const liveForm = agency.getByRole('form', { name: live.title });
  await liveForm.getByLabel('Status').selectOption({ label: 'Live & Running' });
  await liveForm.getByLabel('Progress %').fill('100');
  await liveForm.getByLabel('Measured h/week').fill('7.5');
  // Live for three weeks: the Analytics tab charts this week and the two before it.
  const threeWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
  await liveForm.getByLabel('Go-live date').fill(threeWeeksAgo);
  await liveForm.getByRole('button', { name: 'Save' }).click();
  await expect(agency.getByRole('status').filter({ hasText: 'Automation updated' })).toBeVisible(); // the toast, not the timeline's new line
  const pausedForm = agency.getByRole('form', { name: paused.title });
  await pausedForm.getByLabel('Status').selectOption({ label: 'Paused' });
  await pausedForm.getByRole('button', { name: 'Save' }).click();
  await expect(pausedForm.getByLabel('Status')).toHaveValue('paused');

  // 7.5 h a week at $25: $187.50 a week, $812.50 a month.
  await customer.reload();
  await expect(customer.getByText('$187.50')).toBeVisible();
  await expect(customer.getByText('$812.50')).toBeVisible();
  await expect(customer.getByText('7.5 h a week').first()).toBeVisible();
  await expect(customer.getByRole('listitem').filter({ hasText: live.title }).getByText('Live & Running')).toBeVisible();
  await customer.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(customer.getByText(`Your ${live.title} is live`)).toBeVisible();
  await shot(customer, 'dashboard-live');
  await customer.getByRole('button', { name: 'Mark all read' }).click();
  await expect(customer.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await customer.getByRole('tab', { name: 'Analytics' }).click();
  await expect(customer.getByRole('img', { name: /hours and dollars saved each week/ }).locator('canvas').first()).toBeVisible();
  await customer.getByText('The numbers, week by week').click();
  const table = customer.getByRole('table', { name: 'Savings per week' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('cell', { name: '$187.50' })).toHaveCount(3);
  await shot(customer, 'analytics');
  await customer.getByRole('tab', { name: 'Automations' }).click();

  await customer.getByRole('button', { name: `Resume ${paused.title}` }).click();
  await expect(customer.getByText('Resume requested', { exact: true })).toBeVisible();
  await expect(customer.getByText(/^Resume requested on /)).toBeVisible();

  await agency.goto(`/admin?client=${client.id}`);
  await expect(agency.getByRole('form', { name: paused.title }).getByText(/^Resume requested /)).toBeVisible();
  // The profile scrolls inside its dialog: the section is brought into view and the screen shot as it is.
  await agency.getByRole('heading', { name: 'Client account and automations' }).scrollIntoViewIfNeeded();
  await agency.screenshot({ path: 'screenshots/client-admin-automations.png' });

  await customer.getByRole('tab', { name: 'Support' }).click();
  const ticket = customer.getByRole('form', { name: 'Create a support ticket' });
  await ticket.getByRole('button', { name: 'Create ticket' }).click();
  await expect(ticket.getByText('Please give your ticket a subject')).toBeVisible();
  await ticket.getByLabel('Subject').fill('Booking link broken');
  await ticket.getByLabel('How can we help?').fill('Clients say the link 404s.');
  await ticket.getByRole('button', { name: 'Create ticket' }).click();
  await expect(customer.getByText('Ticket sent')).toBeVisible();
  await expect(customer.getByRole('list', { name: 'Your tickets' }).getByText('Booking link broken')).toBeVisible();
  await shot(customer, 'support');

  const [csv] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: 'Savings report (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^delivered-dental-[a-z0-9]+-savings-report\.csv$/);
  expect(await readFile((await csv.path())!, 'utf8')).toContain('"Total (live automations)","","","7.5","187.50"');
  const [pdf] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: 'Savings report (PDF)' }).click()]);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await customer.getByRole('link', { name: 'Resource library' }).click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Resource Library');
  for (const workflow of [live, paused]) await expect(customer.getByRole('heading', { level: 2, name: workflow.title })).toBeVisible();
  await shot(customer, 'resources');
  await customer.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(customer.getByText('$187.50')).toBeVisible();

  await customer.setViewportSize({ width: 390, height: 900 });
  await customer.reload();
  await expect(customer.getByText('$187.50')).toBeVisible();
  await shot(customer, 'dashboard-live-phone');
});

test('a client who forgot its password asks for a link, chooses a new password from the email and logs in with it', async ({ page }) => {
  const email = `forgetful-${run}@client.example`;
  await signUp(page, { email, businessName: `Forgetful Florist ${run}` });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const ask = page.getByRole('form', { name: 'Reset your password' });
  await ask.getByLabel('Email').fill(email);
  await ask.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  // The link, from the one email the stack's SMTP server received.
  await expect.poll(() => deliveredMail(email).length, { timeout: 15_000 }).toBe(1);
  const link = /https?:\/\/\S+\/client\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(deliveredMail(email)[0].text)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password');
  await shot(page, 'reset-password');
  await page.getByLabel(/^New password/).fill('password123');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').getByText(ToastMessage.passwordResetFailed.title)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choose a new password' }).getByText(ValidationMessage.passwordTooCommon)).toBeVisible();
  await page.getByLabel(/^New password/).fill('a brand new secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByText('Password changed')).toBeVisible();

  await logIn(page, email, 'a brand new secret');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test("a dashboard that cannot be read says 'Error Loading Dashboard' and offers to try again", async ({ page }) => {
  await signUp(page, { email: `unlucky-${run}@client.example`, businessName: `Unlucky Bakery ${run}` });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.route('**/api/client/dashboard', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'ServiceUnavailable', message: 'down' } }) }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ToastMessage.dashboardLoadFailed.title);
  await expect(page.getByRole('status').getByText(ToastMessage.dashboardLoadFailed.title)).toBeVisible();
  await page.unroute('**/api/client/dashboard');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, Unlucky Bakery ${run}`);
});
