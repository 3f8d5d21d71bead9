import { TestCards, ToastMessage } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { fillCard, fillLeadForm, screenshot, withStoredLead } from './lockin-steps';

test('the 0002 card shows Payment Failed with the provider message and the button comes back; 4242 then pays', async ({ page }) => {
  await page.goto('/lockin/form?package=growth');
  await fillLeadForm(page);
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page.getByText('TEST MODE')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  const confirm = page.waitForResponse('**/api/billing/test-mode/confirm-payment');
  const pay = page.getByRole('button', { name: 'Complete Payment - $1,000' });
  await pay.click();
  const answer = await (await confirm).json();
  expect(answer.status).toBe('failed');

  const toast = page.getByRole('status').filter({ hasText: ToastMessage.paymentFailed.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(answer.message);
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await screenshot(page, 'checkout-declined');
  await expectNoSeriousA11yViolations(page, 'growth checkout, the card declined');

  await page.getByLabel('Card number').fill(TestCards.success);
  await pay.click();
  await expect(page).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
});

test('an incomplete card is named under its field and nothing is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => { if (r.url().endsWith('/confirm-payment')) sent = true; });
  await withStoredLead(page);
  await page.goto('/lockin/checkout/growth');
  await page.getByLabel('Card number').fill('4242 4242');
  await page.getByRole('button', { name: 'Complete Payment - $1,000' }).click();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  await expect(page.getByText("Your card's expiration date is incomplete.")).toBeVisible();
  await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'growth checkout with card field errors');
  expect(sent).toBe(false);
});
