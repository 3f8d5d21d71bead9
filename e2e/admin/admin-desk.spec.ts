import { BusinessIntakeResponse, ToastMessage, ValidationMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { stackEnv } from '../stack';

const run = randomUUID().slice(0, 8);
const names = { dental: `Desk Dental ${run}`, salon: `Desk Salon ${run}`, hostile: `<img src=x onerror=alert(1)> ${run}`, doomed: `Doomed Barber ${run}` };

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/admin-${name}.png`, fullPage: true });
}

async function signIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Total Submissions')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  for (const [key, businessName] of Object.entries(names)) {
    const res = await request.post('/api/business-intake', {
      data: { businessName, contactEmail: `${key}-${run}@desk.example`, industry: key === 'salon' ? 'salon' : 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work', 'Scale Operations', 'Increase Sales & Revenue'] },
    });
    BusinessIntakeResponse.parse(await res.json());
  }
});

test('an anonymous visitor of /admin is told and sent to the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText(ToastMessage.unauthorizedAdmin.title)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('login: a blank password is not sent, a wrong one is refused, the right one opens the dashboard', async ({ page }) => {
  await page.goto('/admin-login');
  let sent = 0;
  page.on('request', (r) => r.url().endsWith('/api/admin/login') && sent++);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(ValidationMessage.passwordRequired)).toBeVisible();
  await page.getByLabel('Password').fill('   ');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(sent).toBe(0);

  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(ToastMessage.adminLoginFailed.description)).toBeVisible();
  await expect(page.getByText(ToastMessage.adminLoginFailed.title)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  await screenshot(page, 'login-failed');

  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
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
  await expect(page.getByText(names.hostile)).toBeVisible();
  await page.getByRole('button', { name: `View ${names.salon}` }).click();
  const profile = page.getByRole('dialog');
  await expect(profile.getByText(`salon-${run}@desk.example`)).toBeVisible();
  await expect(profile.getByText('No workflows selected yet.')).toBeVisible();
  await screenshot(page, 'profile');
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
  await page.getByRole('button', { name: `Delete ${names.doomed}` }).click();
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

test('on a 390 px phone the dashboard scrolls its table, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByLabel('Search').fill(names.salon);
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'dashboard-390');
});
