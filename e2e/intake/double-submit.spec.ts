import { expect, test } from '@playwright/test';

test('a double click on the submit button sends the business details once', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/business-intake')) posts.push(r.postDataJSON().idempotencyKey);
  });
  await page.goto('/');
  await page.getByLabel('Business name').fill('Double Click Dental');
  await page.getByLabel('Contact email').fill('owner@doubleclick.example');
  await page.getByLabel('Industry').selectOption({ label: 'Dental' });
  await page.getByLabel('Company size').selectOption('Solo');
  await page.getByLabel('Scale Operations').check();
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).dblclick();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Recommended Automations');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
});
