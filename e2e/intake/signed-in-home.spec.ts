import { expect, test } from '@playwright/test';
import { stackEnv } from '../stack';

test('a signed-in user lands on the signed-in home, with Admin Access to /admin-login', async ({ page }) => {
  // A real admin sign-in; the page's requests carry the session cookie it sets.
  expect((await page.request.post('/api/admin/login', { data: { password: stackEnv.ADMIN_PASSWORD } })).status()).toBe(200);
  await page.goto('/');
  const adminAccess = page.getByRole('link', { name: 'Admin Access' });
  await expect(adminAccess).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' })).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/intake-signed-in-home.png', fullPage: true });

  await adminAccess.click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
});

test('a visitor without a session gets the landing step', async ({ page }) => {
  const session = page.waitForResponse('**/api/auth/user');
  await page.goto('/');
  expect((await session).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Admin Access' })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`the header reads the session: a visitor gets 'Client login', a signed-in admin the desk (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const header = page.getByRole('banner');
    await page.goto('/lockin');
    await expect(header.getByRole('link', { name: 'Client login' })).toBeVisible();
    expect((await page.request.post('/api/admin/login', { data: { password: stackEnv.ADMIN_PASSWORD } })).status()).toBe(200);
    await page.goto('/lockin');
    await expect(header.getByRole('link', { name: 'Admin dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Client login' })).toHaveCount(0);
    await page.screenshot({ path: `screenshots/header-admin-${width}.png` });
    await header.getByRole('link', { name: 'Admin dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
}
