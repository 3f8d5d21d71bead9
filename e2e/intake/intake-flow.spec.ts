import { AppConfig, Goals, ToastMessage, ValidationMessage as M, formatUsd } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';

async function fillBusiness(page: Page, name = 'Bright Smile Dental') {
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Contact email').fill('owner@brightsmile.example');
  await page.getByLabel('Industry').selectOption({ label: 'Dental' });
  await page.getByLabel('Company size').selectOption('Small Team (2-10)');
  await page.getByLabel('Reduce Manual Work').check();
  await page.getByLabel('Biggest pain points').fill('Front desk spends hours confirming appointments; no-shows');
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test('landing → recommendations → confirmation with real suggestions, totals and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Step 1 of 3: Tell us about your business')).toBeVisible();
  await page.screenshot({ path: 'screenshots/intake-landing.png', fullPage: true });
  await fillBusiness(page);
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Recommended Automations');
  await expect(page.getByText(ToastMessage.intakeSucceeded.description)).toBeVisible();
  // The e2e stack runs without an LLM: the page says the catalog matched them, and claims no AI pick.
  await expect(page.getByText('Matched to Bright Smile Dental from our catalog of proven automations.', { exact: false })).toBeVisible();
  await expect(page.getByText('by our AI')).toHaveCount(0);
  const cards = page.getByRole('button', { pressed: false });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Appointment Reminder/ })).toBeVisible();
  await expect(page.getByText('Not specified')).toBeVisible(); // no current tools given
  // Impact rests on what the business said: the two needs its pain points name read high, the others lower.
  await expect(page.getByText('High impact', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Medium impact', { exact: true })).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Submit My Selection' }).click();
  await expect(page.getByText(ToastMessage.noWorkflowsSelected.description)).toBeVisible();

  // Toggle two cards on and one off: the summary follows the prices on the cards.
  const first = page.getByRole('button', { pressed: false }).nth(0);
  const firstTitle = await first.locator('h3').textContent();
  await first.click();
  const second = page.getByRole('button', { pressed: false }).nth(0);
  await second.click();
  await expect(page.getByTestId('selected-count')).toHaveText('2');
  const chosen = page.getByRole('button', { pressed: true });
  const setups = await chosen.locator('dd').evaluateAll((dds) => dds.map((d) => d.textContent));
  const setupTotal = money(setups[0]) + money(setups[2]);
  await expect(page.getByTestId('total-setup')).toHaveText(formatUsd(setupTotal * 100, { whole: true }));
  // A month is one plan, whatever the cards' running costs add up to (decision 064).
  await expect(page.getByTestId('total-monthly')).toHaveText('$97/mo');
  await expect(page.getByText('Each month you pay the Starter plan, which runs up to 3 automations, their running costs included.')).toBeVisible();
  if (setupTotal > 1000) await expect(page.getByText('Or a Growth Sprint sets them all up for $1,000 once, with nothing more to pay.')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(firstTitle!) }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1');
  await page.screenshot({ path: 'screenshots/intake-recommendations.png', fullPage: true });

  await page.getByRole('button', { name: 'Back to Business Details' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('Bright Smile Dental');
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  await page.getByRole('button', { pressed: false }).nth(1).click();
  await page.getByRole('button', { name: 'Submit My Selection' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  // The intake's toast (raised just now, on the second submit of the landing step) is closed with the steps
  // before: nothing covers 'Schedule Strategy Call'.
  await expect(page.getByText(ToastMessage.intakeSucceeded.description)).toBeHidden({ timeout: 1_000 });
  await expect(page.getByText('2-3 weeks')).toBeVisible();
  // No external booking page (BOOKING_URL unset): the site's own, where book-call.spec.ts books.
  expect(AppConfig.parse(await (await page.request.get('/app-config.json')).json())).toEqual({ bookingUrl: null });
  await expect(page.getByRole('link', { name: 'Schedule Strategy Call' })).toHaveAttribute('href', '/book-call');
  await page.screenshot({ path: 'screenshots/intake-confirmation.png', fullPage: true });
});

test('every intake validation message shows under its field, and nothing is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => { if (r.url().endsWith('/api/business-intake')) posted = true; });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  for (const message of [M.businessNameRequired, M.validEmailRequired, M.industryRequired, M.companySizeRequired, M.selectAtLeastOneGoal]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Contact email').fill('owner@');
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  await expect(page.getByText(M.validEmailRequired, { exact: true })).toBeVisible();
  expect(Goals).toHaveLength(6);
  await page.screenshot({ path: 'screenshots/intake-validation.png', fullPage: true });
  expect(posted).toBe(false);
});

test('a phone-width visitor can fill the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await fillBusiness(page, 'Phone Dental');
  await page.screenshot({ path: 'screenshots/intake-landing-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Recommended Automations');
  await page.screenshot({ path: 'screenshots/intake-recommendations-phone.png', fullPage: true });
});
