import { ValidationMessage as M } from '@biz/contracts';
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: the messages, the selection bar that follows the cards, and the confirmation', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390); // nothing wider than the phone
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  await expect(page.getByText(M.businessNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await page.screenshot({ path: 'screenshots/intake-validation-phone.png', fullPage: true });

  await page.getByLabel('Business name').fill('Pocket Pilates');
  await page.getByLabel('Contact email').fill('owner@pocketpilates.example');
  await page.getByLabel('Industry').selectOption({ label: 'Fitness' });
  await page.getByLabel('Company size').selectOption('Solo');
  await page.getByLabel('Enhance Customer Experience').check();
  await expect(page.getByText(M.businessNameRequired, { exact: true })).toHaveCount(0); // re-checked as it is fixed
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();

  const bar = page.getByText(/^\d+ selected$/);
  await expect(bar).toHaveText('0 selected');
  await page.getByRole('button', { pressed: false }).first().click();
  await expect(bar).toHaveText('1 selected');
  await expect(bar).toBeInViewport();
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Submit My Selection' })).toBeInViewport();
  await page.getByRole('button', { name: 'Submit My Selection' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await page.screenshot({ path: 'screenshots/intake-confirmation-phone.png', fullPage: true });
});
