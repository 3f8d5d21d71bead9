import { CreatePaymentIntentRequest, Packages, TestCards, ToastMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { clickWithFullPageLoad, fillCard, fillLeadForm, lead, screenshot, storedLeadForm } from './lockin-steps';

async function paymentIntentRequest(page: Page, load: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/create-payment-intent'));
  await load();
  return CreatePaymentIntentRequest.parse((await request).postDataJSON());
}

async function expectSuccessPage(page: Page) {
  await expect(page.getByText(ToastMessage.paymentSucceeded.description)).toBeVisible();
  await expect(page).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  const pkg = Packages[new URL(page.url()).searchParams.get('package') as 'starter' | 'growth'];
  await expect(page.getByText(`Thank you for your purchase of the ${pkg.title} (${pkg.totalLabel}).`)).toBeVisible();
  const summary = page.getByRole('definition');
  for (const value of [lead.businessName, lead.contactEmail, lead.contactPhone, lead.industry, lead.timeline]) {
    await expect(summary.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

test('starter bought end to end: hero call to action → form → checkout → 4242 → success', async ({ page }) => {
  await page.goto('/lockin');
  await screenshot(page, 'landing');
  await clickWithFullPageLoad(page, 'Start My 24-Hour Sprint');
  await expect(page).toHaveURL(/\/lockin\/form\?package=starter$/);
  await expect(page.getByText(Packages.starter.label)).toBeVisible();
  await fillLeadForm(page);
  await screenshot(page, 'form');

  const intent = await paymentIntentRequest(page, () => page.getByRole('button', { name: 'Continue to Secure Checkout' }).click());
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/);
  expect(await storedLeadForm(page)).toEqual(lead);
  expect(intent).toMatchObject({ package: 'starter', lead });
  expect(intent.checkoutKey).toBeDefined();

  await expect(page.getByText('TEST MODE')).toBeVisible();
  for (const value of [lead.businessName, lead.industry, lead.timeline, Packages.starter.totalLabel]) {
    await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
  }
  await fillCard(page, '4242 4242 4242 4242');
  await screenshot(page, 'checkout-starter');
  await page.getByRole('button', { name: 'Complete Payment - $500' }).click();

  await expectSuccessPage(page);
  await screenshot(page, 'success');
});

test('growth bought end to end from the offer section; a reload keeps the same checkout', async ({ page }) => {
  await page.goto('/lockin');
  await expect(page.locator('#offer').getByText('MOST POPULAR')).toBeVisible();
  await clickWithFullPageLoad(page, 'Get the Growth Sprint');
  await expect(page).toHaveURL(/\/lockin\/form\?package=growth$/);
  await expect(page.getByText(Packages.growth.label).first()).toBeVisible();
  await fillLeadForm(page);

  const first = await paymentIntentRequest(page, () => page.getByRole('button', { name: 'Continue to Secure Checkout' }).click());
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await expect(page.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText(Packages.growth.totalLabel, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Save $500+ compared to individual setup')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your details' })).toHaveAttribute('href', Packages.growth.formPath);

  const again = await paymentIntentRequest(page, () => page.reload());
  expect(again.checkoutKey).toBe(first.checkoutKey);

  await fillCard(page, TestCards.success);
  await screenshot(page, 'checkout-growth');
  const pay = page.getByRole('button', { name: 'Complete Payment - $1,000' });
  await pay.click();
  await expectSuccessPage(page);
});
