import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { agencyToday } from '../agency-day';
import { stackEnv } from '../stack';
import { openDeskView } from './desk-steps';

// Work for people: the agency gives a business a task due today and a note; the desk opens on "my day",
// which lists the task under "Due today" and opens the business's record. (The owner's password sign-in owns
// nothing, so its day is the team's.)
const run = randomUUID().slice(0, 8);
const today = agencyToday();

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
  test(`at ${width} px: a task due today and a note on the record, and my day lists the task`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Day Salon ${width} ${run}`;
    const id = await submit(page, name);
    await signIn(page, `/admin?client=${id}`);
    const record = page.getByRole('dialog');

    await record.getByRole('button', { name: 'Add a task' }).click();
    const form = record.getByRole('form', { name: 'Add a task' });
    // A day that is not one is refused on the spot, with the contract's words.
    await form.getByLabel('Task').fill(`Confirm the quote ${width} ${run}`);
    await form.getByLabel('Due on').fill('');
    await form.getByRole('button', { name: 'Add task' }).click();
    await expect(form.getByText('Use a date as YYYY-MM-DD')).toBeVisible();
    await form.getByLabel('Due on').fill(today);
    await form.getByRole('button', { name: 'Add task' }).click();
    await expect(record.getByRole('list', { name: 'Open tasks' }).getByText(`Confirm the quote ${width} ${run}`)).toBeVisible();

    // A note is the text written, never markup.
    const note = `<b>Prefers</b> mornings ${run}`;
    await record.getByLabel('New note').fill(note);
    await record.getByRole('button', { name: 'Add note' }).click();
    await expect(record.getByRole('list', { name: 'Notes' }).getByText(note, { exact: true })).toBeVisible();
    await expect(record.locator('b', { hasText: 'Prefers' })).toHaveCount(0);
    await record.getByRole('list', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-notes-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();

    // My day has its own view: the task is due today, and opens its business's record page at its tasks.
    await openDeskView(page, 'My day');
    const day = page.getByRole('region', { name: 'Due today' });
    const entry = day.getByRole('link', { name: new RegExp(`Confirm the quote ${width} ${run}`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(name);
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.screenshot({ path: `screenshots/admin-my-day-${width}.png` });
    await entry.click();
    await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}\/tasks$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open tasks' }).getByText(`Confirm the quote ${width} ${run}`)).toBeVisible();
    // Back is My day again.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/my-day$/);
    await expect(entry).toBeVisible();

    // The board's card shows the business's next open task.
    await openDeskView(page, 'Businesses');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    const card = page.locator('li[data-business-id]', { hasText: name });
    const [year, month, date] = today.split('-').map(Number);
    const dueDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
    await expect(card).toContainText(`Next: Confirm the quote ${width} ${run} · To-do, due ${dueDay}`);
  });
}
