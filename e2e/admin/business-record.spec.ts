import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { stackEnv } from '../stack';

// One business per address: two submissions of one email (in another case) are one row and one record; the
// agency moves the business through the pipeline by hand, and the table and its status filter follow.
const run = randomUUID().slice(0, 8);
const first = `Record Dental ${run}`;
const second = `Record Dental & Spa ${run}`;
let firstId: string;

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/admin-${name}.png`, fullPage: true });
}

async function signIn(page: Page, then: string) {
  await page.goto(then);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${then.replace('?', '\\?')}$`));
}

const row = (page: Page) => page.getByRole('row').filter({ hasText: run });

test.beforeAll(async ({ request }) => {
  const submit = async (businessName: string, contactEmail: string) => {
    const res = await request.post('/api/business-intake', { data: { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    return BusinessIntakeResponse.parse(await res.json()).client.id;
  };
  firstId = await submit(first, `Owner-${run}@Record.example`);
  await submit(second, `owner-${run}@record.EXAMPLE`);
});

for (const width of [1280, 390]) {
  test(`at ${width} px: one row, one record with both submissions, moved by hand through the pipeline`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, `/admin?client=${firstId}`);
    const record = page.getByRole('dialog');
    await expect(record.getByRole('heading', { name: first })).toBeVisible();
    await expect(record.getByText('2 submissions from')).toBeVisible();
    await record.getByRole('button', { name: /^Show the submission of / }).click();
    await expect(record.getByRole('heading', { name: second })).toBeVisible();

    // Lost needs a reason; the record, the timeline and the table say so.
    const move = record.getByRole('form', { name: 'Move the business' });
    await move.getByLabel('Move to').selectOption('lost');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move.getByText('Say why the business is lost.')).toBeVisible();
    await move.getByLabel('Why is it lost?').fill(`Went with <b>another</b> agency ${width}`);
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(record.getByText(`Lost because: Went with <b>another</b> agency ${width}`)).toBeVisible();
    await expect(record.getByText('Moved to Lost').first()).toBeVisible();
    await expect(record.getByText(/Moved by the owner \(password sign-in\)/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `business-record-${width}`);

    await move.getByLabel('Move to').selectOption('won');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(record.getByText('Moved to Won').first()).toBeVisible();
    await expect(record.getByText('Lost because:')).toBeHidden();
    await page.keyboard.press('Escape');

    // One row for the business, by its latest submission, with its stage; SPEC's 'completed' lists it.
    await page.getByLabel('Search').fill(run);
    await expect(row(page)).toHaveCount(1);
    await expect(row(page)).toContainText(second);
    await expect(row(page)).toContainText('2 submissions');
    await expect(row(page)).toContainText('Won');
    await page.getByLabel('Status').selectOption('completed');
    await expect(row(page)).toHaveCount(1);
    await page.getByLabel('Status').selectOption('pending');
    await expect(row(page)).toHaveCount(0);
    await screenshot(page, `business-row-${width}`);
  });
}
