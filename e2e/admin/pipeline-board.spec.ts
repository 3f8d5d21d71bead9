import { BusinessIntakeResponse, type PipelineStage } from '@biz/contracts';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { confirmEmail, signUpAndIn } from '../client/client-steps';
import { fillCard, fillLeadForm, lead } from '../lockin/lockin-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { boardCard as card, boardColumn as column, chooseRowAction, expectOnBoard, freeSlots, openDeskView, signInAdmin } from './desk-steps';

// The desk's board (issue 29): a column per stage; a card moves by its menu (by keyboard here) or by a drag,
// and by what happens to the business, each through its own flow (queued: waited on, never slept on).
const run = randomUUID().slice(0, 8);

async function submit(page: Page, businessName: string, contactEmail: string, { choose = 0 } = {}) {
  const res = await page.request.post('/api/business-intake', { data: { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client, suggestions } = BusinessIntakeResponse.parse(await res.json());
  if (choose) expect((await page.request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, choose) } })).ok()).toBe(true);
  return { id: client.id, workflows: suggestions.slice(0, choose) };
}


/** Opens a card's business: its record's page, at its overview. */
async function openRecord(page: Page, onBoard: Locator, businessName: string) {
  await onBoard.getByRole('link', { name: businessName, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
}

/** The open record's Timeline section, by its navigation. */
async function showTimeline(page: Page) {
  await page.getByRole('navigation', { name: 'Record sections' }).getByRole('link', { name: 'Timeline', exact: true }).click();
  return page.getByRole('list', { name: 'Timeline' });
}


/** The whole page from the top, or with `asSeen` the window as it is (where a move left the focus). */
async function screenshot(page: Page, name: string, { asSeen = false } = {}) {
  if (!asSeen) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/admin-pipeline-board-${name}.png`, fullPage: !asSeen });
}

for (const width of [1280, 390]) {
  test(`the board moves a card by keyboard (${width} px)`, async ({ page }) => {
    const name = `Board Keys ${width} ${run}`;
    await page.setViewportSize({ width, height: 900 });
    await submit(page, name, `keys-${width}-${run}@board.example`);
    await signInAdmin(page, { dismissToast: true });

    // List / Board, kept in the URL, on the Businesses view.
    await openDeskView(page, 'Businesses');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(page).toHaveURL(/\?view=board$/);
    const mine = card(column(page, 'new'), name);
    await expect(mine).toBeVisible();
    await expect(column(page, 'new')).toHaveAccessibleName(/^New \d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `${width}`);

    // Keyboard only, from the view switch the click left the focus on: Tab reaches the newest card's menu
    // (its name, then Move); Enter or Space opens it, arrows move, Escape closes it.
    const menuButton = mine.getByRole('button', { name: `Move ${name}` });
    await expect(page.getByRole('button', { name: 'Board', exact: true })).toBeFocused();
    for (let tabs = 0; tabs < 10 && !(await menuButton.evaluate((button) => button === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Move ${name}` });
    await expect(menu.getByRole('menuitem', { name: 'Plan sent' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Space');
    // Plan sent, Call booked, Proposal sent, Won.
    for (let down = 0; down < 3; down++) await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Won' })).toBeFocused();
    await page.keyboard.press('Enter');

    // In Won now, its menu focused there; the record's timeline says it was moved by hand.
    const moved = card(column(page, 'won'), name);
    await expect(moved).toBeVisible();
    await expect(card(column(page, 'new'), name)).toHaveCount(0);
    await expect(moved.getByRole('button', { name: `Move ${name}` })).toBeFocused();
    await expect(moved.getByRole('button', { name: `Move ${name}` })).toBeInViewport();
    await screenshot(page, `${width}-moved`, { asSeen: true });
    await openRecord(page, moved, name);
    const record = await showTimeline(page);
    await expect(record.getByText('Moved to Won').first()).toBeVisible();
    await expect(record.getByText(/Moved by the owner \(password sign-in\)/).first()).toBeVisible();
    // Back is the board again.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/businesses\?view=board$/);
    await expect(card(column(page, 'won'), name)).toBeVisible();
  });
}

/**
 * Shows a column's heading mid-window (clear of the sticky header) and the board scrolled to it: a drag is a
 * press, moves and a release at fixed points, so both ends must be in view before it starts (scrolling
 * mid-drag picks another card).
 */
async function showColumn(page: Page, stage: PipelineStage, inline: 'start' | 'end') {
  await page.evaluate(({ id, inline }) => document.getElementById(id)?.scrollIntoView({ block: 'center', inline }), { id: `board-column-${stage}`, inline });
}

test('a card moves by drag and drop; Lost asks for a reason', async ({ page }) => {
  const name = `Board Drag ${run}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await submit(page, name, `drag-${run}@board.example`);
  await signInAdmin(page, { dismissToast: true });
  await page.goto('/admin/businesses?view=board');
  await expect(card(column(page, 'new'), name)).toBeVisible();
  // Dropped on a column beside it: a drag's both ends are in view.
  await showColumn(page, 'new', 'start');
  await card(column(page, 'new'), name).dragTo(column(page, 'plan_sent').getByRole('heading'));
  await expect(card(column(page, 'plan_sent'), name)).toBeVisible();
  // To Live, beside Lost, by its menu; then dragged into Lost.
  await card(column(page, 'plan_sent'), name).getByRole('button', { name: `Move ${name}` }).click();
  await page.getByRole('menu', { name: `Move ${name}` }).getByRole('menuitem', { name: 'Live', exact: true }).click();
  await expect(card(column(page, 'live'), name)).toBeVisible();

  await showColumn(page, 'lost', 'end');
  await card(column(page, 'live'), name).dragTo(column(page, 'lost').getByRole('heading'));
  const dialog = page.getByRole('dialog', { name: `Move ${name} to Lost` });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog.getByText('Say why the business is lost.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'lost reason dialog with its field error');
  await dialog.getByLabel('Why is it lost?').fill('No budget this year');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(card(column(page, 'lost'), name).getByText('Lost because: No budget this year')).toBeVisible();
  await expect(card(column(page, 'live'), name)).toHaveCount(0);
});

async function bookCall(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByLabel('Search').fill(name);
  await chooseRowAction(page, name, 'Schedule call');
  const dialog = page.getByRole('dialog');
  const [slot] = await freeSlots(page, 1);
  await dialog.getByLabel('Date').selectOption(slot.scheduledDate);
  await dialog.getByLabel('Time').selectOption(slot.scheduledTime);
  await dialog.getByRole('button', { name: 'Schedule Call' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/** The lead buys a starter sprint at /lockin with the 4242 test card, in a browser of its own. */
async function paySprint(browser: Browser, businessName: string, contactEmail: string) {
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto('/lockin/form?package=starter');
  await fillLeadForm(buyer, { ...lead, businessName, contactEmail });
  await buyer.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(buyer.getByText('TEST MODE')).toBeVisible();
  await fillCard(buyer, '4242 4242 4242 4242');
  await buyer.getByRole('button', { name: 'Complete Payment - $500' }).click();
  await expect(buyer).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
  await buyer.context().close();
}

/** The owner signs up at /client and proves the address: the chosen workflows become automations on the record. */
async function becomeClient(browser: Browser, businessName: string, email: string) {
  const owner = await (await browser.newContext()).newPage();
  await signUpAndIn(owner, { email, businessName });
  await expect(owner).toHaveURL(/\/client\/dashboard$/);
  await confirmEmail(owner, email);
  await owner.context().close();
}

async function setAutomation(page: Page, id: string, title: string, status: string) {
  await page.goto(`/admin?client=${id}`);
  const form = page.getByRole('form', { name: title });
  await form.getByLabel('Status').selectOption({ label: status });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Automation updated' })).toBeVisible();
}

for (const width of [1280, 390]) {
test(`a lead moves through every stage by the actions that move it (${width} px)`, async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `Board Journey ${width} ${run}`;
  const email = `journey-${width}-${run}@board.example`;
  await page.setViewportSize({ width, height: 900 });
  const { id, workflows } = await submit(page, name, email, { choose: 1 });
  await signInAdmin(page, { dismissToast: true });
  // The plan goes to the lead by itself once it is written: the business is in Plan sent without the agency's hand.
  await expectOnBoard(page, name, 'plan_sent');

  await bookCall(page, name);
  await expectOnBoard(page, name, 'call_booked');

  await paySprint(browser, name, email);
  await expectOnBoard(page, name, 'won');

  await becomeClient(browser, name, email);
  await setAutomation(page, id, workflows[0].title, 'In Progress');
  await expectOnBoard(page, name, 'delivering');
  await setAutomation(page, id, workflows[0].title, 'Live & Running');
  await expectOnBoard(page, name, 'live');

  // Lost by hand, from the card's menu, with its reason.
  const live = card(column(page, 'live'), name);
  await live.getByRole('button', { name: `Move ${name}` }).click();
  await page.getByRole('menu', { name: `Move ${name}` }).getByRole('menuitem', { name: 'Lost' }).click();
  await page.getByLabel('Why is it lost?').fill('Closed the practice');
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  const lost = card(column(page, 'lost'), name);
  await expect(lost.getByText('Lost because: Closed the practice')).toBeVisible();
  await openRecord(page, lost, name);
  await expect(page.getByText('Lost because: Closed the practice')).toBeVisible();
  const timeline = await showTimeline(page);
  for (const line of ['Moved to Plan sent: the plan email went out', 'Moved to Call booked: a call was booked', 'Moved to Won: a sprint was paid', 'Moved to Delivering: an automation is being built', 'Moved to Live: an automation went live']) {
    await expect(timeline.getByText(line)).toBeVisible();
  }
  await expect(timeline.getByText(/Live → Lost · Closed the practice/)).toBeVisible();
});
}
