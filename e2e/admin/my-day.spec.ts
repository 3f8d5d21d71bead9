import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { stackEnv } from '../stack';
import { openDeskView } from './desk-steps';

// Work for people: the agency gives a business its next step, due today, and a note; the desk opens on "my
// day", which lists the business under "Due today" and opens its record. (The owner's password sign-in owns
// nothing, so its day is the team's.)
const run = randomUUID().slice(0, 8);
/** Today in the agency's zone (the stack's AGENCY_TIME_ZONE is the default, New York). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

async function submit(page: Page, businessName: string): Promise<string> {
  const res = await page.request.post('/api/business-intake', { data: { businessName, contactEmail: `owner-${randomUUID().slice(0, 8)}@my-day.example`, industry: 'salon', companySize: 'Solo', primaryGoals: ['Save Time'] } });
  return BusinessIntakeResponse.parse(await res.json()).client.id;
}

async function signIn(page: Page, then: string) {
  await page.goto(then);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${then.replace('?', '\\?')}$`));
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a next step due today and a note on the record, and my day lists the business`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Day Salon ${width} ${run}`;
    const id = await submit(page, name);
    await signIn(page, `/admin?client=${id}`);
    const record = page.getByRole('dialog');

    const followUp = record.getByRole('form', { name: 'Owner and next step' });
    // A due day without a step is refused on the spot, with the contract's words.
    await followUp.getByLabel('Due on').fill(today);
    await followUp.getByRole('button', { name: 'Save' }).click();
    await expect(followUp.getByText('Say what the next step is')).toBeVisible();
    await followUp.getByLabel('Next step').fill(`Confirm the quote ${run}`);
    await followUp.getByRole('button', { name: 'Save' }).click();
    await expect(record.getByRole('list', { name: 'Timeline' }).getByText(`Next: Confirm the quote ${run}, due ${today}`)).toBeVisible();

    // A note is the text written, never markup.
    const note = `<b>Prefers</b> mornings ${run}`;
    await record.getByLabel('New note').fill(note);
    await record.getByRole('button', { name: 'Add note' }).click();
    await expect(record.getByRole('list', { name: 'Notes' }).getByText(note, { exact: true })).toBeVisible();
    await expect(record.locator('b', { hasText: 'Prefers' })).toHaveCount(0);
    await followUp.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-follow-up-${width}.png` });
    await record.getByRole('list', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-notes-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();

    // My day has its own view: the business is due today, and opens its record again.
    await openDeskView(page, 'My day');
    const day = page.getByRole('region', { name: 'Due today' });
    const entry = day.getByRole('button', { name: `Open ${name}` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`Confirm the quote ${run}`);
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.screenshot({ path: `screenshots/admin-my-day-${width}.png` });
    await entry.click();
    await expect(record.getByRole('form', { name: 'Owner and next step' }).getByLabel('Next step')).toHaveValue(`Confirm the quote ${run}`);
  });
}
