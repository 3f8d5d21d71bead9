import { BusinessIntakeResponse, GeneratePlanJob, QUEUE_DASHBOARD_PATH, QueueName } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { collectErrors } from '../page-errors';
import { stackEnv } from '../stack';

// The agency's queue dashboard (bull-board on svc-admin, through the gateway) behind the admin session.

test('a visitor without the admin session is sent from the queue dashboard to the admin sign-in', async ({ page, request }) => {
  await page.goto(QUEUE_DASHBOARD_PATH);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByLabel('Password')).toBeVisible();
  const api = await request.get(`${QUEUE_DASHBOARD_PATH}/api/queues`);
  expect(api.status()).toBe(401);
});

test("the admin opens Queues from the desk and sees every queue, with the worker's finished jobs", async ({ page, request }) => {
  // Work for the worker: a business chooses workflows, and the worker writes its plan (`ai` queue).
  const intake = await request.post('/api/business-intake', {
    data: { businessName: `Queue Watch ${randomUUID().slice(0, 8)}`, contactEmail: 'queues@desk.example', industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] },
  });
  const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
  expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 1) } })).ok()).toBe(true);

  const errors = collectErrors(page);
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Queues' }).click();
  await expect(page).toHaveURL(new RegExp(`${QUEUE_DASHBOARD_PATH}$`));
  for (const name of QueueName) await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-queues.png', fullPage: true });

  await page.getByRole('link', { name: 'ai', exact: true }).first().click();
  await page.getByRole('link', { name: /^completed/i }).click();
  await expect(page).toHaveURL(/status=completed$/);
  await expect(page.getByText(GeneratePlanJob.name).first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-queues-ai-completed.png', fullPage: true });
  // Only the board's web font, from a host the site's policy does not allow, is refused; nothing of ours fails.
  expect(errors.filter((text) => !text.includes('fonts.googleapis.com'))).toEqual([]);
});
