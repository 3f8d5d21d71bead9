import { BUSINESS_RECORD_PATH, BusinessIntakeResponse, FRAME_FIRST_CALLS, SIGNED_IN_PAGES, SubmissionProfileResponse } from '@biz/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors } from '../page-errors';
import { signUpAndIn } from '../client/client-steps';
import { stackEnv } from '../stack';

// Issue 31: a signed-in screen's frame arrives as HTML (the same for everyone: no session is read to make
// it), its first calls are asked for beside the code, and the screen reads those answers, not new ones.
const [adminPage, clientPage] = ['/admin', '/client/dashboard'].map((path) => SIGNED_IN_PAGES.find((page) => page.path === path)!);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [
    { path: '/admin', heading: 'Admin Dashboard' },
    { path: '/client/dashboard', heading: 'Client Dashboard' },
  ]) {
    test(`${path} arrives as its frame, styled, without anyone's data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', /^(700|800)$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'BizAutomate' })).toBeVisible();
    });
  }
});

/** Counts the requests for each of the frame's first calls, from the page load on. */
function countFirstCalls(page: Page, urls: readonly string[]): Map<string, number> {
  const counts = new Map(urls.map((url) => [url, 0]));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const url = pathname + search;
    if (counts.has(url)) counts.set(url, counts.get(url)! + 1);
  });
  return counts;
}

/**
 * Loads a signed-in screen and checks that React adopted the frame's heading instead of rendering a new one,
 * that each first call went out once (the screen took the answer the head asked for), and nothing failed.
 */
async function expectFrameUsed(page: Page, { path }: (typeof SIGNED_IN_PAGES)[number], loaded: Locator) {
  const firstCalls = FRAME_FIRST_CALLS[path];
  const errors = collectErrors(page);
  const counts = countFirstCalls(page, firstCalls);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  await page.goto(path);
  await expect(loaded).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'))).toBe(true);
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(firstCalls.map((url) => [url, 1])));
  expect(errors).toEqual([]);
}

test('the desk hydrates its frame in place and reads each first call once, the answer its head asked for', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Total Submissions')).toBeVisible();
  await expectFrameUsed(page, adminPage, page.getByText('Total Submissions'));
});

test("a business's record hydrates the one frame of every record and reads its record once, the answer its Link header asked for", async ({ page }) => {
  const businessName = `Frame Dental ${Date.now()}`;
  const intake = await page.request.post('/api/business-intake', { data: { businessName, contactEmail: `frame-${Date.now()}@record.example`, industry: 'dental', companySize: 'Solo', primaryGoals: ['Save Time'] } });
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Total Submissions')).toBeVisible();
  const record = await page.request.get(`/api/admin/businesses/${BusinessIntakeResponse.parse(await intake.json()).client.id}`);
  const businessId = SubmissionProfileResponse.parse(await record.json()).business.id;
  const firstCalls = FRAME_FIRST_CALLS[BUSINESS_RECORD_PATH].map((url) => url.replace(':id', businessId));
  const errors = collectErrors(page);
  const counts = countFirstCalls(page, firstCalls);
  const response = await page.goto(`/admin/businesses/${businessId}/notes`);
  expect(response?.headers().link).toBe(`</api/admin/businesses/${businessId}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(firstCalls.map((url) => [url, 1])));
  expect(errors).toEqual([]);
});

test('the portal hydrates its frame in place and reads each first call once, the answer its head asked for', async ({ page }) => {
  const businessName = `Frame Spa ${Date.now()}`;
  await signUpAndIn(page, { email: `frame-${Date.now()}@client.example`, businessName });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${businessName}`);
  await expectFrameUsed(page, clientPage, page.getByRole('heading', { level: 1, name: `Welcome, ${businessName}` }));
});
