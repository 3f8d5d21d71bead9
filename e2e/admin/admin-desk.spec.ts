import { AgencyEmailStatusLabel, BusinessIntakeResponse, CreatePaymentIntentResponse, orderConfirmationSubject, planPdfFileName, PlanStatusLabel, SUBMISSIONS_CSV_FILE_NAME, TestCards, ToastMessage, ValidationMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { lead } from '../lockin/lockin-steps';
import { deliveredMail } from '../smtp';
import { stackEnv } from '../stack';
import { chooseRowAction, freeSlots, openDeskView, rowAction } from './desk-steps';

const run = randomUUID().slice(0, 8);
const names = {
  dental: `Desk Dental ${run}`,
  salon: `Desk Salon ${run}`,
  hostile: `<img src=x onerror=alert(1)> ${run}`,
  formula: `=HYPERLINK("https://evil.example","Open") ${run}`,
  doomed: `Doomed Barber ${run}`,
  planned: `Planned Clinic ${run}`,
  hostilePlanned: `<img src=x onerror=alert(1)> Clinic ${run}`,
};
const emailOf = (key: keyof typeof names) => `${key}-${run}@desk.example`;
/** Each business's id, as its intake answered. */
const ids: Partial<Record<keyof typeof names, string>> = {};

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/admin-${name}.png`, fullPage: true });
}

async function signIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Total Submissions')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  for (const [key, businessName] of Object.entries(names)) {
    const res = await request.post('/api/business-intake', {
      data: { businessName, contactEmail: emailOf(key as keyof typeof names), industry: key === 'salon' ? 'salon' : 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work', 'Scale Operations', 'Increase Sales & Revenue'] },
    });
    const { client, suggestions } = BusinessIntakeResponse.parse(await res.json());
    ids[key as keyof typeof names] = client.id;
    // The plan's business chose two workflows: the worker writes its plan.
    if (key === 'planned' || key === 'hostilePlanned') expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);
  }
  // The salon also bought a Growth Sprint, as a visitor of /lockin would.
  const intent = await request.post('/api/create-payment-intent', { data: { package: 'growth', lead: { ...lead, businessName: names.salon, contactEmail: emailOf('salon') } } });
  const { clientSecret } = CreatePaymentIntentResponse.parse(await intent.json());
  const paid = await request.post('/api/billing/test-mode/confirm-payment', { data: { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } } });
  expect(paid.ok()).toBe(true);
});

test('an anonymous visitor of /admin is told and sent to the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText(ToastMessage.unauthorizedAdmin.title)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("a link to a business's profile (the new-submission alert's) survives the sign-in and opens the profile", async ({ page, request }) => {
  const name = `Alert Link Salon ${run}`;
  const res = await request.post('/api/business-intake', { data: { businessName: name, contactEmail: 'alert-link@desk.example', industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client } = BusinessIntakeResponse.parse(await res.json());
  await page.goto(`/admin?client=${client.id}`);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?client=${client.id}$`));
  await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin$/);
});

test('login: a blank password is not sent, a wrong one is refused, the right one opens the dashboard', async ({ page }) => {
  await page.goto('/admin-login');
  let sent = 0;
  page.on('request', (r) => r.url().endsWith('/api/admin/login') && sent++);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(ValidationMessage.passwordRequired)).toBeVisible();
  await page.getByLabel('Password').fill('   ');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  expect(sent).toBe(0);

  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(ToastMessage.adminLoginFailed.description)).toBeVisible();
  await expect(page.getByText(ToastMessage.adminLoginFailed.title)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  await screenshot(page, 'login-failed');

  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(sent).toBe(2);
});

test('the dashboard: figures, search, status filter, profile; hostile names stay text; logout ends the session', async ({ page }) => {
  // An alert() from a business name would be a script run by our page.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page);
  await expect(page.getByRole('columnheader', { name: 'Goals' })).toBeVisible();

  await page.getByLabel('Search').fill(`Desk Dental ${run}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(`Desk Dental ${run}`) });
  await expect(row.getByText('+1 more')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await screenshot(page, 'dashboard-search');

  await page.getByLabel('Status').selectOption('generated');
  await expect(page.getByText('No submissions match.')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');

  await page.getByLabel('Search').fill(run);
  await expect(page.getByRole('table').getByText(names.hostile)).toBeVisible();
  await chooseRowAction(page, names.salon, 'View profile');
  const profile = page.getByRole('dialog');
  await expect(profile.getByRole('definition').filter({ hasText: `salon-${run}@desk.example` })).toBeVisible();
  await expect(profile.getByText('No workflows selected yet.')).toBeVisible();
  await screenshot(page, 'profile');
  await page.keyboard.press('Escape');
  await chooseRowAction(page, names.hostile, 'View profile');
  await expect(profile.getByRole('heading', { name: names.hostile })).toBeVisible();
  await expect(profile.getByText('Submitted the intake form')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(alerts).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('delete: the button waits for the exact business name; a failure says so; the deletion refreshes the table', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search').fill(names.doomed);
  await expect(page.getByRole('row')).toHaveCount(2);
  await chooseRowAction(page, names.doomed, 'Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(ValidationMessage.typeBusinessNameToDelete)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete Client' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Business name').fill(names.doomed.toLowerCase());
  await expect(dialog.getByText(ValidationMessage.businessNameMismatch)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Business name').fill(names.doomed);
  await expect(confirm).toBeEnabled();
  await screenshot(page, 'delete');

  await page.route('**/api/admin/clients/*', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }));
  await confirm.click();
  await expect(page.getByText(ToastMessage.deletionFailed.description)).toBeVisible();
  await page.unroute('**/api/admin/clients/*');

  await confirm.click();
  await expect(page.getByText('No submissions match.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('orders: a paid sprint shows with its lead and opens the profile of its business, whose timeline tells what happened', async ({ page }) => {
  await signIn(page);
  await openDeskView(page, 'Orders');
  await page.getByLabel('Search orders').fill(names.salon);
  const order = page.getByRole('row', { name: new RegExp(names.salon) });
  await expect(order.getByText('Growth Sprint')).toBeVisible();
  await expect(order.getByText('Paid')).toBeVisible();
  await expect(order.getByText('$1,000')).toBeVisible();
  await page.getByLabel('Stage').selectOption('abandoned');
  await expect(page.getByText('No orders match.')).toBeVisible();
  await page.getByLabel('Stage').selectOption('paid');
  await screenshot(page, 'orders');

  await order.getByRole('button', { name: `View client ${names.salon}` }).click();
  const profile = page.getByRole('dialog');
  await expect(profile.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const timeline = profile.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.first()).toBeVisible();
  // Newest first, what the business did and the move to Won its payment made (the agency's views of the
  // record are the audit trail's, not the timeline's); billing's order confirmation, written with the payment, is among them.
  const titles = (await timeline.allInnerTexts()).map((text) => text.split('\n')[0]);
  expect(titles).not.toContain('Profile viewed by the agency');
  const confirmation = `Emailed: ${orderConfirmationSubject('growth')}`;
  expect(titles).toContain(confirmation);
  // The payment also set the desk its call and invited the buyer to the portal (decision 063).
  expect(titles.filter((title) => title !== confirmation)).toEqual([
    'Moved to Won: a sprint was paid',
    'Invited to the client portal after paying',
    'Task added: Book the discovery call of the Growth Sprint',
    'Paid the Growth Sprint ($1,000)',
    'Started a Growth Sprint checkout ($1,000)',
    'Workflows suggested by the catalog engine',
    'Submitted the intake form',
  ]);
  await screenshot(page, 'profile-timeline');
});

test('PDF: a generated plan downloads as the business\'s PDF; before a plan there is none to download; a failure says so', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search').fill(names.planned);
  const row = page.getByRole('row', { name: new RegExp(names.planned) });
  // The worker writes the plan within moments of the selection, and the plan email goes out by itself: the
  // table shows the plan generated, then sent, once reloaded.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search').fill(names.planned);
    await expect(row.getByText(new RegExp(`^(${PlanStatusLabel.generated}|${PlanStatusLabel.sent})$`))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), chooseRowAction(row, names.planned, 'Download PDF')]);
  expect(download.suggestedFilename()).toBe(planPdfFileName(names.planned));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  await page.route('**/plan/pdf', (route) => route.fulfill({ status: 503, json: { error: { code: 'DocumentUnavailable', message: 'down' } } }));
  await chooseRowAction(row, names.planned, 'Download PDF');
  await expect(page.getByText(ToastMessage.pdfDownloadFailed.description)).toBeVisible();

  await page.getByLabel('Search').fill(names.dental);
  await expect(await rowAction(page, names.dental, 'Download PDF')).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('email: a generated draft is edited and sent; blanks are refused; the profile logs it with a Resend', async ({ page }) => {
  // Two queue hops (the worker's delivery, then its report and the stage move on the admin inbox) on a
  // stack of ten processes sharing CI's 2 cores: 15 s was not always enough under load.
  test.setTimeout(90_000);
  await signIn(page);
  await page.getByLabel('Search').fill(names.planned);
  await chooseRowAction(page, names.planned, 'Send email');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`To ${names.planned} <${emailOf('planned')}>`)).toBeVisible();

  await page.route('**/api/admin/generate-email', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Generate Email' }).click();
  await expect(page.getByText(ToastMessage.emailGenerationFailed.description)).toBeVisible();

  await dialog.getByRole('button', { name: 'Generate Email' }).click();
  await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(`Your automation plan for ${names.planned} is ready`);
  await expect(dialog.getByLabel('Email content')).toHaveValue(/The timeline at a glance/);
  await screenshot(page, 'email-generator');

  await dialog.getByLabel('Subject', { exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(ToastMessage.missingEmailInformation.description)).toBeVisible();
  await dialog.getByLabel('Subject', { exact: true }).fill('Your plan, with our notes');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(`Queued for ${emailOf('planned')}. The email list shows when it is sent, or kept in the log when no SMTP server is configured.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const profile = page.getByRole('dialog');
  // The worker delivers it to the stack's SMTP server, once, and the log says so; a plan email that went out
  // moves the business to Plan sent. The profile reads the log as it opens: opened afresh by its link (not
  // closed and opened from the row, whose menu a dialog still opening would cover) until the report is in.
  await expect(async () => {
    await page.goto(`/admin?client=${ids.planned}`);
    await expect(profile.getByRole('heading', { name: names.planned })).toBeVisible({ timeout: 10_000 });
    const entry = profile.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Emailed: Your plan, with our notes' });
    await expect(entry.getByText(new RegExp(`^${AgencyEmailStatusLabel.sent} · `))).toBeVisible({ timeout: 1000 });
    await expect(profile.getByText('Moved to Plan sent: the plan email went out')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 40_000 });
  const delivered = () => deliveredMail(emailOf('planned')).filter((mail) => mail.subject === 'Your plan, with our notes');
  expect(delivered()).toHaveLength(1);
  await expect(profile.getByText('Emailed: Your plan, with our notes')).toBeVisible();
  await profile.getByRole('button', { name: 'Resend Your plan, with our notes' }).click();
  await expect(page.getByText(`Queued for ${emailOf('planned')}. The email list shows when it is sent, or kept in the log when no SMTP server is configured.`).first()).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Resend Your plan, with our notes' })).toHaveCount(2);
  // The resend is a second message, and nothing is sent twice.
  await expect.poll(() => delivered().length, { timeout: 15_000 }).toBe(2);
  await screenshot(page, 'profile-emails');
});

test('call: the scheduler books a call in the agency zone with a copyable link; the profile lists it, moves it and cancels it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.getByLabel('Search').fill(names.planned);
  await chooseRowAction(page, names.planned, 'Schedule call');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Times are in the agency's time zone: America/New York.")).toBeVisible();

  await dialog.getByRole('button', { name: 'Schedule Call' }).click();
  await expect(dialog.getByText(ValidationMessage.selectCallDateAndTime)).toBeVisible();

  await page.route('**/api/admin/generate-meeting-link', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Generate Meeting Link' }).click();
  await expect(page.getByText(ToastMessage.meetingLinkFailed.description)).toBeVisible();

  // Two free starts: the booking (45 minutes) and the move.
  const [slot, moveTo] = await freeSlots(page, 2, 45);
  await dialog.getByLabel('Date').selectOption(slot.scheduledDate);
  await dialog.getByLabel('Time').selectOption(slot.scheduledTime);
  await dialog.getByLabel('Duration').selectOption('45');
  await dialog.getByLabel('Agenda').fill('Walk through the plan');
  await page.route('**/api/admin/schedule-call', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Schedule Call' }).click();
  await expect(page.getByText(ToastMessage.callSchedulingFailed.description)).toBeVisible();

  await dialog.getByRole('button', { name: 'Schedule Call' }).click();
  await expect(page.getByText(`The invite is queued for ${emailOf('planned')}; the email list shows when it is sent.`)).toBeVisible();
  const link = dialog.getByRole('link', { name: /^https:\/\/meet\.jit\.si\/BizAutomate-/ });
  await expect(link).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
  await screenshot(page, 'call-scheduler');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await chooseRowAction(page, names.planned, 'View profile');
  const profile = page.getByRole('dialog');
  const call = profile.getByRole('listitem').filter({ hasText: 'Video call · 45 min' });
  await expect(call.getByText('Scheduled', { exact: true })).toBeVisible();
  await call.getByRole('button', { name: /^Move the call of / }).click();
  await call.getByRole('button', { name: 'Move call' }).click();
  await expect(call.getByText(ValidationMessage.selectCallDateAndTime)).toBeVisible();
  await call.getByLabel('New date').selectOption(moveTo.scheduledDate);
  await call.getByLabel('New time').selectOption(moveTo.scheduledTime);
  await call.getByRole('button', { name: 'Move call' }).click();
  await expect(page.getByText('The updated invite is queued for the business; the email list shows when it is sent.')).toBeVisible();
  const [hours, minutes] = moveTo.scheduledTime.split(':').map(Number);
  await expect(call).toContainText(`${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`);
  await expect(profile.getByText('Call moved (the invite was updated)')).toBeVisible();
  await call.getByRole('button', { name: /^Cancel the call of / }).click();
  await expect(call.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(profile.getByText(/^Call booked: /)).toBeVisible();
  await expect(profile.getByText(/^Call moved: /)).toBeVisible();
  await expect(profile.getByText(/^Call cancelled: /)).toBeVisible();
});

test('onboarding form: generated for the chosen workflows, shown grouped, downloaded as an HTML file that runs nothing', async ({ page, context }, testInfo) => {
  await signIn(page);
  await page.getByLabel('Search').fill(names.dental);
  await expect(await rowAction(page, names.dental, 'Onboarding form')).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByLabel('Search').fill(names.hostilePlanned);
  await chooseRowAction(page, names.hostilePlanned, 'Onboarding form');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Download HTML' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Generate Form' }).click();
  await expect(dialog.getByRole('heading', { name: 'Business basics' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Brand and voice' })).toBeVisible();
  await expect(dialog.getByText(`${names.hostilePlanned} onboarding`)).toBeVisible();
  await screenshot(page, 'onboarding-form');

  await page.route('**/download-onboarding-form', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Download HTML' }).click();
  await expect(page.getByText(ToastMessage.formDownloadFailed.description)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download HTML' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^img-src-x-onerror-alert-1-clinic-[a-z0-9]+-onboarding-form\.html$/);

  // The client opens the file: the hostile name is text, nothing runs, nothing loads.
  const file = await context.newPage();
  const alerts: string[] = [];
  file.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  await file.goto(`file://${saved}`);
  await expect(file.getByRole('heading', { level: 1 })).toHaveText(`${names.hostilePlanned} onboarding`);
  await expect(file.locator('img')).toHaveCount(0);
  await expect(file.getByLabel('Best phone number *')).toBeVisible();
  await file.screenshot({ path: 'screenshots/admin-onboarding-file.png', fullPage: true });
  expect(alerts).toEqual([]);
  await file.close();
});

test('export: the CSV holds every business the search matches, for a spreadsheet (BOM, numbers), with a formula for a name kept as text', async ({ page }) => {
  await signIn(page);
  // The export matches the search the table has settled on (debounced): wait for that answer.
  const searched = page.waitForResponse((res) => new URL(res.url()).searchParams.get('search') === run);
  await page.getByLabel('Search').fill(run);
  await searched;
  await expect(page.getByRole('table').getByText(names.formula)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(SUBMISSIONS_CSV_FILE_NAME);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  // UTF-8's byte order mark first, so Excel reads the file as UTF-8.
  expect(lines[0]).toBe(
    '\uFEFF"Business","Industry","Contact email","Phone","Goals","Workflows","Value (USD)","Setup cost (USD)","Monthly cost (USD)","Status","Stage","Owner","Next step","Due on","Submitted","Submissions","Last handled by","Last handled at"',
  );
  expect(lines.filter((line) => line.includes(run))).toHaveLength(lines.length - 1);
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"") ${run}"`);
  expect(csv).toContain(`"${names.hostile}"`);

  await page.route('**/api/admin/submissions/export*', (route) => route.fulfill({ status: 503, json: { error: { code: 'ServiceUnavailable', message: 'down' } } }));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(ToastMessage.exportDownloadFailed.description)).toBeVisible();
});

test('on a 390 px phone the dashboard scrolls its tables, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByLabel('Search').fill(names.salon);
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'dashboard-390');
  await openDeskView(page, 'Orders');
  await page.getByLabel('Search orders').fill(names.salon);
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'orders-390');
  await openDeskView(page, 'Dashboard');
  await page.getByLabel('Search').fill(names.planned);
  await chooseRowAction(page, names.planned, 'Send email');
  await page.getByRole('dialog').getByRole('button', { name: 'Generate Email' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email content')).not.toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'email-generator-390');
  await page.keyboard.press('Escape');
  await chooseRowAction(page, names.planned, 'Schedule call');
  await expect(page.getByRole('dialog').getByLabel('Date')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'call-scheduler-390');
});
