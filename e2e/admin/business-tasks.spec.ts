import { BusinessIntakeResponse, StartEnrolmentResponse } from '@biz/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { agencyToday } from '../agency-day';
import { TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { signInAdmin } from './desk-steps';

// Tasks instead of one next step: a member adds a task to a business for a teammate, who finds it in their own
// My day (signed in in a browser of their own), opens the business from it, completes it and logs the call.
const run = randomUUID().slice(0, 8);
const today = agencyToday();

/** A member the owner invites, who joins by the emailed link (TOTP) in a browser of their own: signed in there. */
async function teamMember(owner: Page, browser: Browser, name: string): Promise<Page> {
  const email = `${name.split(' ')[0].toLowerCase()}-${randomUUID().slice(0, 8)}@tasks.example`;
  expect((await owner.request.post('/api/admin/team/invites', { data: { email, role: 'staff' } })).ok()).toBe(true);
  await expect.poll(() => deliveredMail(email).length, { timeout: 20_000 }).toBe(1);
  const token = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(deliveredMail(email)[0].text)![1];
  const page = await (await browser.newContext()).newPage();
  const { secret } = StartEnrolmentResponse.parse(await (await page.request.post('/api/admin/invites/enrolment', { data: { token } })).json());
  const joined = await page.request.post('/api/admin/invites/accept', { data: { token, name, password: 'a long staff password', code: new TOTP({ secret }).generate() } });
  expect(joined.ok()).toBe(true);
  return page;
}

async function screenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `screenshots/admin-tasks-${name}-${width}.png` });
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a task for a teammate shows in their day; they complete it and log the call`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const business = `Task Salon ${width} ${run}`;
    const ana = `Ana Ortiz ${width} ${run}`;
    const ben = `Ben Cole ${width} ${run}`;
    const task = `Call about the quote ${run}`;
    const intake = await page.request.post('/api/business-intake', { data: { businessName: business, contactEmail: `tasks-${width}-${run}@tasks.example`, industry: 'salon', companySize: 'Solo', primaryGoals: ['Save Time'] } });
    const { id } = BusinessIntakeResponse.parse(await intake.json()).client;
    await signInAdmin(page);
    const [anaPage, benPage] = [await teamMember(page, browser, ana), await teamMember(page, browser, ben)];
    for (const member of [anaPage, benPage]) await member.setViewportSize({ width, height: 900 });

    // Ana adds a call for Ben to the business's tasks, due today (the agency's today is the form's first day).
    await anaPage.goto(`/admin?client=${id}`);
    const record = anaPage.getByRole('dialog', { name: business });
    await record.getByRole('button', { name: 'Add a task' }).click();
    const form = record.getByRole('form', { name: 'Add a task' });
    await expect(form.getByLabel('Due on')).toHaveValue(today);
    // Nothing to do is refused on the spot, with the contract's words.
    await form.getByRole('button', { name: 'Add task' }).click();
    await expect(form.getByText('Say what is to be done')).toBeVisible();
    await form.getByLabel('Task').fill(task);
    await form.getByLabel('Type').selectOption('call');
    await form.getByLabel('Owner').selectOption({ label: ben });
    await form.getByLabel('Time (optional)').fill('15:30');
    await form.scrollIntoViewIfNeeded();
    await screenshot(anaPage, 'add', width);
    await expectNoSeriousA11yViolations(anaPage, 'business tasks: add a task');
    await form.getByRole('button', { name: 'Add task' }).click();
    const open = record.getByRole('list', { name: 'Open tasks' });
    await expect(open.getByText(task)).toBeVisible();
    await expect(open).toContainText('Due today at 3:30 PM');
    await expect(open).toContainText(`Call · ${ben}`);
    // She moves it half an hour later, in the task's own dialog.
    await open.getByRole('button', { name: `Edit: ${task}` }).click();
    const edit = anaPage.getByRole('dialog', { name: 'Edit the task' });
    await edit.getByLabel('Time (optional)').fill('16:00');
    await screenshot(anaPage, 'edit', width);
    await expectNoSeriousA11yViolations(anaPage, 'business tasks: edit a task');
    await edit.getByRole('button', { name: 'Save task' }).click();
    await expect(edit).toBeHidden();
    await expect(open).toContainText('Due today at 4:00 PM');
    await expect(anaPage.getByRole('dialog', { name: business }).getByRole('list', { name: 'Timeline' }).getByText(`Task added: ${task}`)).toBeVisible();

    // Ben's own day, in his own browser, lists it; it opens the business.
    await benPage.goto('/admin/my-day');
    const dueToday = benPage.getByRole('region', { name: 'Due today' });
    const entry = dueToday.getByRole('link', { name: new RegExp(task) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(business);
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await screenshot(benPage, 'my-day', width);
    await expectNoSeriousA11yViolations(benPage, 'my day with tasks');
    // Not Ana's: her day has no task of hers.
    await anaPage.keyboard.press('Escape');
    await anaPage.goto('/admin/my-day');
    const anasDay = anaPage.getByRole('region', { name: 'Due today' });
    await expect(anasDay).toBeVisible();
    await expect(anasDay.getByRole('link', { name: new RegExp(task) })).toHaveCount(0);

    // The entry opens the business's record page at its tasks.
    await entry.click();
    await expect(benPage).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}\/tasks$/);
    await expect(benPage.getByRole('heading', { level: 1, name: business })).toBeVisible();
    const benRecord = benPage.getByRole('main');
    const sections = benRecord.getByRole('navigation', { name: 'Record sections' });
    await benRecord.getByRole('button', { name: `Done: ${task}` }).click();
    const done = benRecord.locator('details', { hasText: 'Done (1)' });
    await expect(done).toBeVisible();
    await done.locator('summary').click();
    await expect(done.getByText(`by ${ben}`)).toBeVisible();
    await expect(benRecord.getByText('No open task.')).toBeVisible();
    await done.scrollIntoViewIfNeeded();
    await screenshot(benPage, 'done', width);

    // He logs the call that happened: it goes into the timeline with its outcome and who logged it.
    await benRecord.getByRole('button', { name: 'Log a call or meeting' }).click();
    const log = benPage.getByRole('dialog', { name: 'Log a call or meeting' });
    await log.getByLabel('Outcome').fill(`Wants the quote by Friday ${run}`);
    await log.getByLabel('Notes (optional)').fill('Spoke to the front desk.');
    await screenshot(benPage, 'log-call', width);
    await expectNoSeriousA11yViolations(benPage, 'log a call or meeting');
    await log.getByRole('button', { name: 'Log it' }).click();
    await expect(log).toBeHidden();
    await sections.getByRole('link', { name: 'Timeline', exact: true }).click();
    const timeline = benRecord.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText(`Call: Wants the quote by Friday ${run}`)).toBeVisible();
    await expect(timeline.getByText(`Spoke to the front desk. · Logged by ${ben}`)).toBeVisible();
    await timeline.getByText(`Call: Wants the quote by Friday ${run}`).scrollIntoViewIfNeeded();
    await screenshot(benPage, 'timeline', width);
    await expectNoSeriousA11yViolations(benPage, 'business record with tasks');

    // A check-in every 2 weeks: completing it adds the next one, 14 days after this one's due day.
    await sections.getByRole('link', { name: 'Tasks', exact: true }).click();
    await benRecord.getByRole('button', { name: 'Add a task' }).click();
    const repeating = benRecord.getByRole('form', { name: 'Add a task' });
    await repeating.getByLabel('Task').fill(`Check in ${run}`);
    await repeating.getByLabel('Repeats').selectOption('week');
    await repeating.getByLabel('Every how many weeks').fill('2');
    await repeating.getByRole('button', { name: 'Add task' }).click();
    await benRecord.getByRole('button', { name: `Done: Check in ${run}` }).click();
    await expect(benRecord.getByText('Done (2)')).toBeVisible();
    const [year, month, day] = today.split('-').map(Number);
    const next = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day + 14)));
    const nextTask = benRecord.getByRole('list', { name: 'Open tasks' }).getByRole('listitem').filter({ hasText: `Check in ${run}` });
    await expect(nextTask).toContainText(`Due ${next}`);
    await expect(nextTask).toContainText('Repeats every 2 weeks');
    // Done, it leaves his day.
    await benPage.goto('/admin/my-day');
    await expect(dueToday).toBeVisible();
    await expect(dueToday.getByRole('link', { name: new RegExp(task) })).toHaveCount(0);
  });
}
