import { CreatePaymentIntentResponse, Endpoints, TestCards } from '@biz/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { screenshot, withStoredLead } from './lockin-steps';

// Stripe's redirect back after a bank challenge names the PaymentIntent and its client secret; the page
// asks billing where that payment stands and believes nothing else in the URL.
const returnTo = (pkg: string, clientSecret: string, status: string) =>
  `/lockin/success?package=${pkg}&payment_intent=${clientSecret.split('_secret_')[0]}&payment_intent_client_secret=${clientSecret}&redirect_status=${status}`;

async function growthCheckout(request: APIRequestContext): Promise<string> {
  const res = await request.post(Endpoints.createPaymentIntent.path, { data: { package: 'growth', checkoutKey: randomUUID() } });
  return CreatePaymentIntentResponse.parse(await res.json()).clientSecret;
}

const payWith = (request: APIRequestContext, clientSecret: string, number: string) =>
  request.post(Endpoints.confirmTestModePayment.path, { data: { clientSecret, card: { number, expMonth: 12, expYear: 2040, cvc: '123' } } });

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('/lockin/success opened directly claims no payment and offers the sprints', async ({ page }) => {
  await page.goto('/lockin/success');
  await expect(heading(page)).toHaveText('No Payment Found');
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await screenshot(page, 'return-none');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'return-none-390');
  await page.getByRole('link', { name: 'Choose Your Sprint' }).click();
  await expect(page).toHaveURL(/\/lockin#offer$/);
});

test("a return whose URL says 'succeeded' for a checkout never paid says it was not paid, and leads back to that checkout", async ({ page, request }) => {
  const clientSecret = await growthCheckout(request);
  // The buyer's browser, which filled the form before the checkout: back there, the card form sets up again.
  await withStoredLead(page);
  await page.goto(returnTo('growth', clientSecret, 'succeeded'));
  await expect(heading(page)).toHaveText('Payment Not Completed');
  await expect(page.getByText('We have not received a payment for the Growth Sprint ($1,000.00)')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await expect(page.getByRole('button', { name: 'Complete Payment - $1,000' })).toBeVisible();
});

test("a payment the bank turned down shows the bank's words and no success", async ({ page, request }) => {
  const clientSecret = await growthCheckout(request);
  await payWith(request, clientSecret, TestCards.declined);
  await page.goto(returnTo('growth', clientSecret, 'failed'));
  await expect(heading(page)).toHaveText('Payment Not Completed');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await screenshot(page, 'return-failed');
});

test('a paid return shows the package and the amount paid, after a reload too', async ({ page, request }) => {
  const clientSecret = await growthCheckout(request);
  await payWith(request, clientSecret, TestCards.success);
  await page.goto(returnTo('growth', clientSecret, 'succeeded'));
  await expect(heading(page)).toHaveText('Payment Successful!');
  await expect(page.getByText('Thank you for your purchase of the Growth Sprint ($1,000.00).')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$1,000.00' })).toBeVisible();
  await page.reload();
  await expect(heading(page)).toHaveText('Payment Successful!');
});

test('billing out of reach: the page says it cannot tell, and tries again on request', async ({ page, request }) => {
  const clientSecret = await growthCheckout(request);
  let refuse = true;
  await page.route('**/api/checkout/outcome', (route) => (refuse ? route.fulfill({ status: 503, headers: { 'retry-after': '5' }, body: '{"error":{"code":"ServiceUnavailable","message":"Try again shortly."}}' }) : route.fallback()));
  await page.goto(returnTo('growth', clientSecret, 'succeeded'));
  await expect(heading(page)).toHaveText('Payment Status Unavailable');
  refuse = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(heading(page)).toHaveText('Payment Not Completed');
});
