import { BusinessIntakeResponse, CreatePaymentIntentResponse, Endpoints, TestCards } from '@biz/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { lead } from '../lockin/lockin-steps';
import { signUpAndIn } from '../client/client-steps';
import { openDeskView, openRowMenu, signInAdmin } from './desk-steps';

const run = randomUUID().slice(0, 8);
// Long names are what pushed the actions out of the window: the longest a desk is likely to see, with and without spaces.
const names = {
  long: `Sunrise Family Dental and Orthodontic Wellness Practice of Greater Springfield ${run}`,
  unbroken: `SunriseFamilyDentalAndOrthodonticWellnessPracticeOfGreaterSpringfield${run}`,
  planned: `Fit Planned Clinic ${run}`,
  paid: `Fit Paid Salon With A Rather Long Trading Name ${run}`,
};
const emailOf = (key: keyof typeof names) => `${key}-with-a-long-mailbox-name-${run}@tables-fit.example`;
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The whole page, or with `open` the window as it is, with the menu or panel open where it opened. */
async function screenshot(page: Page, name: string, { open = false } = {}) {
  await page.screenshot({ path: `screenshots/tables-fit-${name}.png`, fullPage: !open });
}

/** The page itself never scrolls sideways: only a table, inside its own container. */
async function expectNoPageScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** At 1280 px a table fits its card: nothing is reached by scrolling it sideways. */
async function expectTableFits(table: Locator) {
  const container = table.locator('xpath=..');
  expect(await container.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

/** Wholly inside the window's width, where it is without scrolling anything sideways. */
async function expectInsideWindow(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const label = (await element.getAttribute('aria-label')) ?? (await element.innerText());
  expect(box.x, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} ends inside the window`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.beforeAll(async ({ request }) => {
  for (const [key, businessName] of Object.entries(names)) {
    const res = await request.post(Endpoints.businessIntake.path, {
      data: { businessName, contactEmail: emailOf(key as keyof typeof names), industry: 'professional-services', companySize: 'Medium Team (11-50)', primaryGoals: ['Improve Operational Efficiency', 'Enhance Customer Experience', 'Reduce Manual Work'] },
    });
    const { client, suggestions } = BusinessIntakeResponse.parse(await res.json());
    if (key === 'planned') expect((await request.post(Endpoints.workflowSelection.path, { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);
  }
  // An order for the orders tab, with its lead's long name and address.
  const intent = await request.post(Endpoints.createPaymentIntent.path, { data: { package: 'growth', lead: { ...lead, businessName: names.paid, contactEmail: emailOf('paid') } } });
  const { clientSecret } = CreatePaymentIntentResponse.parse(await intent.json());
  const paid = await request.post(Endpoints.confirmTestModePayment.path, { data: { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } } });
  expect(paid.ok()).toBe(true);
});

for (const { name, width, height } of widths) {
  test(`submissions (${width} px): each row's actions menu and every item in it are inside the window; the page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAdmin(page, { dismissToast: true });
    await page.getByLabel('Search').fill(run);
    await expect(page.getByRole('row')).toHaveCount(Object.keys(names).length + 1);
    if (width >= 1280) await expectTableFits(page.getByRole('table'));
    await expectNoPageScroll(page);
    await screenshot(page, `submissions-${name}`);

    // On a phone each business is a card: its value and status (with its stage) inside the window.
    if (width < 1280) {
      const card = page.getByRole('row', { name: new RegExp(names.planned) });
      for (const cell of [card.getByRole('cell', { name: /^Value/ }), card.getByRole('cell', { name: /^Status/ })]) await expectInsideWindow(page, cell);
      await expect(card.getByRole('cell', { name: /^Status/ })).toContainText('Plan sent');
    }
    for (const businessName of Object.values(names)) {
      await expectInsideWindow(page, page.getByRole('button', { name: `Actions for ${businessName}`, exact: true }));
      const menu = await openRowMenu(page, businessName);
      const items = menu.getByRole('menuitem');
      await expect(items).toHaveText([/^View profile/, /^Download PDF/, /^Send email/, /^Schedule call/, /^Onboarding form/, /^Delete/]);
      for (const item of await items.all()) await expectInsideWindow(page, item);
      await expectNoPageScroll(page);
      if (businessName === names.long) await screenshot(page, `submissions-menu-${name}`, { open: true });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });

  test(`orders (${width} px): the actions column shows inside the window; the page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAdmin(page, { dismissToast: true });
    await openDeskView(page, 'Orders');
    await page.getByLabel('Search orders').fill(run);
    await expect(page.getByRole('row')).toHaveCount(2);
    if (width >= 1280) {
      await expectTableFits(page.getByRole('table'));
      await expectInsideWindow(page, page.getByRole('columnheader', { name: 'Actions' }));
    } else {
      // On a phone each order is a card: its stage and amount inside the window, under their names.
      const card = page.getByRole('row', { name: new RegExp(names.paid) });
      for (const cell of [card.getByRole('cell', { name: /^Stage/ }), card.getByRole('cell', { name: /^Amount/ })]) await expectInsideWindow(page, cell);
      await expect(card.getByRole('cell', { name: /^Stage/ })).toContainText('Paid');
    }
    await expectInsideWindow(page, page.getByRole('button', { name: `View client ${names.paid}` }));
    await expectNoPageScroll(page);
    await screenshot(page, `orders-${name}`);
  });
}

test('the row menu works from the keyboard and gives focus back; a click elsewhere closes it; an item opens its dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAdmin(page, { dismissToast: true });
  await page.getByLabel('Search').fill(names.planned);
  await expect(page.getByRole('row')).toHaveCount(2);
  const button = page.getByRole('button', { name: `Actions for ${names.planned}` });
  const menu = page.getByRole('menu', { name: `Actions for ${names.planned}` });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'View profile' })).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Download PDF' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'View profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press(' ');
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).click();
  await expect(menu).toBeHidden();

  // An item chosen with the keyboard opens its dialog; closing the dialog returns to the row's button.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Send email' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Generate Email' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});

for (const { name, width, height } of widths) {
  test(`the client's notification panel opens inside the window with a long business name (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const businessName = `${names.long} ${name}`;
    await signUpAndIn(page, { email: `bell-${name}-${run}@tables-fit.example`, businessName });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${businessName}`);

    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    // By its id: the toaster's live region has the same name.
    const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expectInsideWindow(page, panel);
    await expect(panel).toBeInViewport({ ratio: 1 });
    await expectNoPageScroll(page);
    await screenshot(page, `client-bell-${name}`, { open: true });
  });
}
