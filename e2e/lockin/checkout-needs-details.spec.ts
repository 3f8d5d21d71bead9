import { AdminOrdersResponse, Packages } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from '../admin/desk-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { randomUUID } from 'node:crypto';
import { fillLeadForm, lead, screenshot } from './lockin-steps';

// Issue 46: an order exists only for a lead. A browser that opens a checkout address without the form's
// details (a crawler, a shared link) is asked for them and makes no order; once given, the checkout sets up.
const run = randomUUID().slice(0, 8);
const ordersTotal = async (desk: Page) => AdminOrdersResponse.parse(await (await desk.request.get('/api/admin/orders')).json()).total;

for (const width of [1280, 390]) {
  test(`a checkout opened without details asks for them first and makes no order (${width} px)`, async ({ browser }) => {
    const desk = await (await browser.newContext()).newPage();
    await signInAdmin(desk);
    const before = await ordersTotal(desk);

    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    const intents: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment-intent')) intents.push(request.method());
    });
    await visitor.goto(Packages.growth.checkoutPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
    await expect(visitor.getByRole('heading', { name: 'Your details first' })).toBeVisible();
    await expect(visitor.getByText('Setting up secure checkout...')).toHaveCount(0);
    await screenshot(visitor, `checkout-details-first-${width}`);
    await expectNoSeriousA11yViolations(visitor, 'growth checkout without details');
    expect(intents).toEqual([]);
    expect(await ordersTotal(desk)).toBe(before);

    // The way on: the form, then the checkout sets up the payment for this lead.
    await visitor.getByRole('link', { name: 'Enter your details' }).click();
    await expect(visitor).toHaveURL(/\/lockin\/form\?package=growth$/);
    // Its own address: a lead's open checkout of the same package is reused, not made again.
    await fillLeadForm(visitor, { ...lead, contactEmail: `details-first-${width}-${run}@lockin.example` });
    await visitor.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await expect(visitor.getByRole('button', { name: 'Complete Payment - $1,000' })).toBeVisible();
    expect(intents).toEqual(['POST']);
    expect(await ordersTotal(desk)).toBe(before + 1);
  });
}
