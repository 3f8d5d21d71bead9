import { LOCKIN_FORM_STORAGE_KEY, ValidationMessage as M } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { fillLeadForm, screenshot } from './lockin-steps';

test('every lead form message of SPEC §5 shows under its field, and nothing is stored', async ({ page }) => {
  await page.goto('/lockin/form?package=starter');
  const submit = page.getByRole('button', { name: 'Continue to Secure Checkout' });
  await submit.click();
  for (const message of [M.businessNameRequired, M.validEmailRequired, M.validPhoneRequired, M.industryRequired, M.businessTypeRequired, M.revenueRangeRequired, M.describeMainGoals, M.timelineRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Business name')).toBeFocused();
  await screenshot(page, 'form-validation');

  await fillLeadForm(page);
  await page.getByLabel('Email address').fill('owner@');
  await page.getByLabel('Phone number').fill('555-1234'); // 8 characters
  await page.getByLabel('Main goals').fill('Grow it');
  await submit.click();
  await expect(page.getByText(M.validEmailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.validPhoneRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.describeMainGoals, { exact: true })).toBeVisible();
  await expect(page.getByText(M.businessNameRequired, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/lockin\/form\?package=starter$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCKIN_FORM_STORAGE_KEY)).toBeNull();

  await page.getByRole('link', { name: 'Back to packages' }).click();
  await expect(page).toHaveURL(/\/lockin$/);
});
