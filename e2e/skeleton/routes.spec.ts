import { expect, test } from '@playwright/test';

// Every route of SPEC §2 renders its page through the gateway, loaded from its remote at run time.
const pages = [
  { path: '/', title: 'Get Your FREE AI Automation Plan', shot: 'home' },
  { path: '/admin-login', title: 'Admin Login', shot: 'admin-login' },
  { path: '/admin', title: 'Admin Dashboard', shot: 'admin' },
  { path: '/client/login', title: 'Client Login', shot: 'client-login' },
  { path: '/lockin', title: 'Automate Your Business in 24 Hours', shot: 'lockin' },
  { path: '/lockin/form?package=growth', title: 'Tell Us About Your Business', shot: 'lockin-form' },
  { path: '/lockin/checkout/starter', title: 'Secure Checkout', shot: 'checkout-starter' },
  { path: '/lockin/checkout/growth', title: 'Secure Checkout', shot: 'checkout-growth' },
  { path: '/lockin/success', title: 'No Payment Found', shot: 'success' },
];

for (const { path, title, shot } of pages) {
  test(`${path} shows '${title}'`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.screenshot({ path: `screenshots/${shot}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('a visitor without a client session who opens /client/dashboard is sent to /client/login', async ({ page }) => {
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');
});

test('the lead form badge follows the package in the query', async ({ page }) => {
  await page.goto('/lockin/form?package=growth');
  await expect(page.getByText('Growth Sprint - $1,000')).toBeVisible();
  await page.goto('/lockin/form?package=starter');
  await expect(page.getByText('Starter Sprint - $500')).toBeVisible();
});

for (const path of ['/no-such-page', '/lockin/nope', '/client/nope', '/admin/nope']) {
  test(`unknown path ${path} answers 404 and shows 'Page Not Found'`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
}

test('a phone-width visitor sees the landing page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your FREE AI Automation Plan');
  await page.screenshot({ path: 'screenshots/home-phone.png', fullPage: true });
});
