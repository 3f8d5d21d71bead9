import { TestCards, ToastMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { fillCard, fillLeadForm, screenshot } from './lockin-steps';

// One Stripe seam: the sprint checkout's TEST MODE form runs on the same simulated Stripe, with the same
// test cards, as the client's Subscription tab (e2e/client/subscriptions.spec.ts: 0002 is a Payment Error
// with "Your card was declined.", 3155 asks for 3-D Secure on the same test page and then subscribes).

const card = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

async function starterCheckout(page: Page) {
  await page.goto('/lockin/form?package=starter');
  await fillLeadForm(page);
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  return page.getByRole('button', { name: 'Complete Payment - $500' });
}

test('the 3155 card at the Starter checkout asks for 3-D Secure and pays once it is completed', async ({ page }) => {
  const pay = await starterCheckout(page);
  await fillCard(page, card(TestCards.authenticationRequired));
  await pay.click();

  const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
  await expect(bank.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/); // nothing is paid yet
  await screenshot(page, 'checkout-3ds');
  await expectNoSeriousA11yViolations(page, 'checkout bank authentication dialog');

  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(ToastMessage.paymentSucceeded.description)).toBeVisible();
  await expect(page).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
});

test('a failed 3-D Secure is a Payment Failed toast, the button comes back and 4242 then pays', async ({ page }) => {
  const pay = await starterCheckout(page);
  await fillCard(page, card(TestCards.authenticationRequired));
  await pay.click();
  await page.getByRole('dialog', { name: 'Authenticate your payment' }).getByRole('button', { name: 'Fail authentication' }).click();

  const toast = page.getByRole('status').filter({ hasText: ToastMessage.paymentFailed.title });
  await expect(toast).toContainText('The payment was not authenticated.');
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/);

  await page.getByLabel('Card number').fill(card(TestCards.success));
  await pay.click();
  await expect(page).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
});

test("the 0002 card at the Starter checkout is declined with the bank's words", async ({ page }) => {
  const pay = await starterCheckout(page);
  await fillCard(page, card(TestCards.declined));
  await pay.click();

  const toast = page.getByRole('status').filter({ hasText: ToastMessage.paymentFailed.title });
  await expect(toast).toContainText('Your card was declined.');
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/);
});
