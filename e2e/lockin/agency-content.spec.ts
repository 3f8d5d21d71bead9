import { AgencyContent } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnGateway } from '../own-gateway';
import { collectErrors } from '../page-errors';
import { stackEnv } from '../stack';
import { screenshot } from './lockin-steps';

// An agency's own content file, served by a gateway of this spec's own in front of the stack's services:
// the stack's gateway, and every other spec, keep the shipped file.
const own: AgencyContent = {
  stats: [
    { value: '37', label: 'clinics automated' },
    { value: '9 h', label: 'saved a week, median' },
  ],
  caseStudies: [
    {
      business: 'Bright Smiles Dental',
      industry: 'Dental',
      automation: 'Recall reminders by text',
      results: [{ value: '2×', label: 'recalls booked' }],
      testimonial: { quote: 'Our hygienists are booked two weeks out now.', person: 'Priya S., practice manager' },
    },
  ],
  spotsPerWeek: 3,
  countdownStart: { days: 2, hours: 3, minutes: 4, seconds: 5 },
  letterhead: shippedAgencyContent.letterhead,
  savedHourValueUsd: 40,
};

let dir: string;
let gateway: Awaited<ReturnType<typeof startOwnGateway>> | undefined;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agency-content-e2e-'));
  const file = join(dir, 'agency-content.json');
  await writeFile(file, JSON.stringify(AgencyContent.parse(own)));
  const service = (port: string) => `http://127.0.0.1:${port}`;
  gateway = await startOwnGateway({
    AGENCY_CONTENT_FILE: file,
    INTAKE_URL: service(stackEnv.INTAKE_PORT),
    BILLING_URL: service(stackEnv.BILLING_PORT),
    ADMIN_URL: service(stackEnv.ADMIN_PORT),
    WORKER_URL: service(stackEnv.WORKER_PORT),
  });
});

test.afterAll(async () => {
  await gateway?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('the sales page shows the agency’s case study, weekly spots and countdown from its content file', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${gateway!.url}/lockin`);
  await expect(page.getByText('Only 3 spots per week', { exact: true })).toBeVisible();
  // Hydrated with the same content it was rendered with: the countdown ticks on from the file's start.
  await expect(page.getByTestId('countdown')).toHaveText(/^2d 03h 04m 0[0-4]s$/);
  const study = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Bright Smiles Dental' }) });
  await study.scrollIntoViewIfNeeded();
  await expect(study).toContainText('Recall reminders by text');
  await expect(study).toContainText('2×recalls booked');
  await expect(study).toContainText('Our hygienists are booked two weeks out now.');
  await expect(page.getByText('Why only 3 spots per week?')).toBeVisible();
  for (const shipped of [...shippedAgencyContent.caseStudies.map((s) => s.business), '5 spots']) await expect(page.getByText(shipped)).toHaveCount(0);
  await screenshot(page, 'landing-own-content');
  expect(errors).toEqual([]);
});

test('the intake page shows the agency’s figures, not SPEC’s', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${gateway!.url}/`);
  await expect(page.getByText('clinics automated')).toBeVisible();
  await expect(page.getByText('37', { exact: true })).toBeVisible();
  await expect(page.getByText('1,200+')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page rendered in the browser carries the same content', async ({ page }) => {
  await page.goto(`${gateway!.url}/lockin?utm_source=ad`); // a query the gateway does not pre-render
  await expect(page.getByText('Only 3 spots per week', { exact: true })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^2d 03h 04m 0[0-5]s$/);
});
