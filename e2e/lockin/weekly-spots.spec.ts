import { CreatePaymentIntentResponse, dayInWords, Packages, SprintSpotsResponse, TestCards, type LockinLeadForm } from '@biz/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { fillCard, fillLeadForm, lead } from './lockin-steps';

// Issue 46, decision 065: the week's spots are billing's count of paid sprints, and a sprint paid in a full
// week starts on the first Monday with a spot. The stack runs the shipped content file: 5 a week.
const run = randomUUID().slice(0, 8);
const spotsOf = async (request: APIRequestContext) => SprintSpotsResponse.parse(await (await request.get('/api/billing/spots')).json());

/** A sprint bought and paid through the public API, as a buyer's browser calls it. */
async function paySprint(request: APIRequestContext, lead: LockinLeadForm) {
  const intent = CreatePaymentIntentResponse.parse(await (await request.post('/api/create-payment-intent', { data: { package: 'starter', lead } })).json());
  const paid = await request.post('/api/billing/test-mode/confirm-payment', { data: { clientSecret: intent.clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } } });
  expect(paid.ok()).toBe(true);
}

const banner = (page: Page) => page.getByText(/spots this week\.|spots left this week\.|Sold out this week:/);

test("the sales page counts this week's sprints down to sold out, and the checkout and the email say when a sprint bought then starts", async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await spotsOf(request);
  expect(before.perWeek).toBe(5);
  if (before.left! > 0) {
    // Billing's count, once the page is idle: the week is not full yet.
    for (let i = before.left!; i > 1; i--) await paySprint(request, { ...lead, contactEmail: `spot-${i}-${run}@week.example` });
    await page.goto('/lockin');
    await expect(page.getByText('1 spot left this week', { exact: true })).toBeVisible();
    await expect(banner(page)).toHaveText('1 of 5 spots left this week.');
    await paySprint(request, { ...lead, contactEmail: `spot-1-${run}@week.example` });
  }
  const full = await spotsOf(request);
  expect(full).toMatchObject({ perWeek: 5, left: 0, startsOn: expect.any(String) });
  const starts = dayInWords(full.startsOn!);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/lockin');
    await expect(page.getByText('Sold out this week', { exact: true })).toBeVisible();
    if (width === 1280) await expect(banner(page)).toHaveText(`Sold out this week: a sprint bought now starts ${starts}.`);
    await expectNoSeriousA11yViolations(page, `sold-out sales page at ${width} px`);
    await page.screenshot({ path: `screenshots/weekly-spots-sold-out-${width}.png` });
  }
  await page.getByText('Why only 5 spots per week?').click();
  await expect(page.getByText(/Once they are taken, a sprint bought starts on the Monday of the first week with a spot free/)).toBeVisible();

  // The buyer reads it before paying; the success page and the confirmation email say it too.
  const email = `later-${run}@week.example`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lockin/form?package=growth');
  await fillLeadForm(page, { ...lead, businessName: `Later Start Bakery ${run}`, contactEmail: email });
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'This week is sold out' })).toContainText(`a sprint bought now starts ${starts} and is live within 24 hours of it.`);
  await page.screenshot({ path: 'screenshots/weekly-spots-checkout.png' });
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: Packages.growth.payLabel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByText(`Your sprint starts ${starts}, the first week with a spot free. Your automation is built and tested within 24 hours of it.`)).toBeVisible();
  await expect.poll(() => deliveredMail(email).filter((mail) => mail.subject === 'Your Growth Sprint is confirmed — next steps').length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = deliveredMail(email).filter((mail) => mail.subject === 'Your Growth Sprint is confirmed — next steps');
  expect(confirmation.text).toContain(`Your sprint starts ${starts}, the first week with a spot free.`);
});
