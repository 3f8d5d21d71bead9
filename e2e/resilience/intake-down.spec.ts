import { ToastMessage } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { stopProcess } from './stop-process';

test('with svc-intake stopped, the intake form shows the error toast and keeps what was typed', async ({ page }) => {
  await stopProcess('svc-intake');
  await page.goto('/');
  await page.getByLabel('Business name').fill('Offline Dental');
  await page.getByLabel('Contact email').fill('owner@offline.example');
  await page.getByLabel('Industry').selectOption({ label: 'Dental' });
  await page.getByLabel('Company size').selectOption('Solo');
  await page.getByLabel('Reduce Manual Work').check();
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();

  await expect(page.getByText(ToastMessage.intakeFailed.description)).toBeVisible();
  await expect(page.getByText(ToastMessage.intakeFailed.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Offline Dental');
  await expect(page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' })).toBeEnabled();
});
