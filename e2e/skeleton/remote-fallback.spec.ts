import { expect, test } from '@playwright/test';

test('a remote that cannot be loaded shows a fallback inside the shell, never a blank page', async ({ page }) => {
  await page.route('**/mfe/admin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin-login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BizAutomate' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/remote-fallback.png', fullPage: true });

  // The other remotes keep working in the same page session.
  await page.getByRole('link', { name: 'BizAutomate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your FREE AI Automation Plan');

  // Once the remote is reachable again, the section comes back.
  await page.unroute('**/mfe/admin/**');
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
});
