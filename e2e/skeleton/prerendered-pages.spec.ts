import { LOCKIN_FORM_STORAGE_KEY, Packages, PRERENDERED_PAGES } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../page-errors';

// Issue 15: the public pages arrive as HTML rendered by the gateway from the same React components,
// then hydrate in place.
const headings: Record<(typeof PRERENDERED_PAGES)[number], string> = {
  '/': 'Get Your FREE AI Automation Plan',
  '/lockin': 'Automate Your Business in 24 Hours',
  '/lockin/form': 'Tell Us About Your Business',
  '/lockin/form?package=starter': 'Tell Us About Your Business',
  '/lockin/form?package=growth': 'Tell Us About Your Business',
  '/lockin/checkout/starter': 'Secure Checkout',
  '/lockin/checkout/growth': 'Secure Checkout',
  // The server cannot know the payment: it says it is checking, and the browser asks billing.
  '/lockin/success': 'Checking Your Payment',
  '/client/login': 'Client Login',
  '/admin-login': 'Admin Login',
};

/** Loads `url` and checks React adopted the server's elements instead of rendering new ones. */
async function expectHydratedInPlace(page: Page, url: string, heading: string) {
  // The heading the server sent, kept before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'))).toBe(true);
  // React hydrates after the page's code has run, which a busy machine may finish after the network is idle.
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of PRERENDERED_PAGES) {
    test(`${url} shows its heading and text`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[url]);
      // Styled from the first paint: the stylesheets come with the page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', /^(700|800)$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'BizAutomate' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('AI automations for small businesses');
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(100);
      await expect(page).toHaveTitle(`${headings[url]} · BizAutomate`);
    });
  }

  test('the lead form’s badge follows the package in the query', async ({ page }) => {
    await page.goto('/lockin/form?package=starter');
    await expect(page.getByText('Starter Sprint - $500')).toBeVisible();
    await page.goto('/lockin/form?package=growth');
    await expect(page.getByText('Growth Sprint - $1,000')).toBeVisible();
  });
});

/** The heading once the page runs: the success page opened without a checkout says so. */
const hydratedHeadings: typeof headings = { ...headings, '/lockin/success': 'No Payment Found' };

for (const url of PRERENDERED_PAGES) {
  test(`${url} hydrates the server's HTML in place, without an error`, async ({ page }) => {
    const errors = collectErrors(page);
    await expectHydratedInPlace(page, url, hydratedHeadings[url]);
    expect(errors).toEqual([]);
  });
}

test('a returning buyer’s saved details, which only the browser knows, follow the hydration', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ businessName: 'Paws & Claws', contactEmail: 'hello@pawsclaws.example' })), LOCKIN_FORM_STORAGE_KEY);
  await expectHydratedInPlace(page, Packages.growth.checkoutPath, headings[Packages.growth.checkoutPath]);
  await expect(page.getByText('Paws & Claws')).toBeVisible();
  expect(errors).toEqual([]);
});
