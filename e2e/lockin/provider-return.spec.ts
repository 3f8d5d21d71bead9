import { expect, test } from '@playwright/test';
import { screenshot } from './lockin-steps';

// Stripe's redirect back after a bank challenge: /lockin/success?package=…&payment_intent=…&redirect_status=…
const returnTo = (pkg: string, status: string) => `/lockin/success?package=${pkg}&payment_intent=pi_123&redirect_status=${status}`;

test('a payment the bank turned down does not claim success and leads back to that checkout', async ({ page }) => {
  await page.goto(returnTo('growth', 'failed'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Not Completed');
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await screenshot(page, 'return-failed');
  await page.getByRole('link', { name: 'Back to Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await expect(page.getByRole('button', { name: 'Complete Payment - $1,000' })).toBeVisible();

  // A return URL that lost its package leads to the offer rather than guessing one.
  await page.goto('/lockin/success?redirect_status=failed');
  await page.getByRole('link', { name: 'Choose Your Sprint' }).click();
  await expect(page).toHaveURL(/\/lockin#offer$/);
  await expect(page.locator('#offer')).toBeInViewport();
});

test('a settling payment says so; a succeeded one is the success page', async ({ page }) => {
  await page.goto(returnTo('starter', 'processing'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Processing');
  await expect(page.getByText('Your bank is still confirming the payment')).toBeVisible();

  await page.goto(returnTo('starter', 'succeeded'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
