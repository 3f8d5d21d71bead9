import { SubscriptionPlanSeed, formatUsd, monthlyEquivalentCents } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

test('the client dashboard offers the plans svc-billing serves, monthly or yearly', async ({ page }) => {
  // A signed-in client: an account made through the API (a signup starts no session), then its sign-in, whose
  // session cookie the page shares.
  const account = { email: `plans-${randomUUID()}@client.example`, password: 'a long secret' };
  expect((await page.request.post('/api/client/signup', { data: { ...account, businessName: 'Plans Co' } })).ok()).toBe(true);
  expect((await page.request.post('/api/client/login', { data: account })).ok()).toBe(true);
  await page.goto('/client/dashboard');
  await page.getByRole('tab', { name: 'Subscription' }).click();

  const plans = page.getByRole('heading', { level: 3 });
  await expect(plans).toHaveText(SubscriptionPlanSeed.map((plan) => plan.name));
  const [starter] = SubscriptionPlanSeed;
  await expect(page.getByText(formatUsd(starter.monthlyPrice, { whole: true }), { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'yearly' }).click();
  await expect(page.getByText('Save 17%')).toBeVisible();
  await expect(page.getByText('Save 2 months')).toBeVisible();
  await expect(page.getByText(formatUsd(monthlyEquivalentCents(starter.yearlyPrice), { whole: true }), { exact: true })).toBeVisible();
});
