import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { signInAdmin } from './desk-steps';

// One search box: `/` opens it anywhere but in a field; typing finds the business by name and the note that
// names it, grouped by kind; Enter opens the chosen one at its place in the record, and Back returns.
const run = randomUUID().slice(0, 8);

async function businessWithNote(page: Page, businessName: string, note: string) {
  const res = await page.request.post('/api/business-intake', { data: { businessName, contactEmail: `owner-${randomUUID().slice(0, 8)}@search.example`, industry: 'other', companySize: 'Solo', primaryGoals: ['Save Time'] } });
  const { client } = BusinessIntakeResponse.parse(await res.json());
  expect((await page.request.post(`/api/admin/clients/${client.id}/notes`, { data: { body: note } })).status()).toBe(200);
}

for (const width of [1280, 390]) {
  test(`at ${width} px: / opens the search, results come by kind, Enter opens the record's section`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const word = `${run}w${width}`;
    await signInAdmin(page);
    await businessWithNote(page, `Bakery ${word}`, `Bakery ${word} wants the ovens serviced before the holidays`);

    // Typing in a field types a slash; anywhere else it opens the search.
    const tableSearch = page.getByRole('searchbox', { name: 'Search' });
    await tableSearch.press('/');
    await expect(tableSearch).toHaveValue('/');
    await expect(page.getByRole('dialog', { name: 'Search the desk' })).toHaveCount(0);
    await tableSearch.fill('');
    await tableSearch.blur();
    await page.keyboard.press('/');
    const search = page.getByRole('dialog', { name: 'Search the desk' });
    await expect(search).toBeVisible();
    const box = search.getByRole('combobox', { name: 'Name, email, phone or a word' });
    await expect(box).toBeFocused();

    await box.fill('b');
    await expect(search.getByRole('status')).toHaveText('Type at least 2 characters.');
    await box.fill(`bakery ${word}`);
    const results = search.getByRole('listbox', { name: 'Results' });
    await expect(results.getByRole('group', { name: 'Businesses' }).getByRole('option')).toHaveText([new RegExp(`Bakery ${word}`)]);
    const note = results.getByRole('group', { name: 'Notes' }).getByRole('option');
    await expect(note).toHaveText([new RegExp(`ovens serviced`)]);
    // A note names the business it is on.
    await expect(note.getByText(`Bakery ${word}`, { exact: true })).toBeVisible();
    await expect(search.getByRole('status')).toHaveText('2 results. Up and down to choose, Enter to open.');
    await expect(results.getByRole('option', { selected: true })).toContainText(`Bakery ${word}`);
    await page.screenshot({ path: `screenshots/admin-desk-search-${width}.png` });
    await expectNoSeriousA11yViolations(page, 'the desk search, open with results');

    await box.press('ArrowDown');
    await expect(results.getByRole('option', { selected: true })).toContainText('ovens serviced');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}\/notes$/);
    // The closed search keeps no focus: keys would type into its hidden box (and `/` would not open it again).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog:not([open])') !== null)).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);

    // A search that finds nothing says so; Escape closes the box.
    await page.keyboard.press('/');
    await expect(search).toBeVisible();
    await box.fill(`zzq${run}none`);
    await expect(search.getByRole('status')).toHaveText('No results.');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // A business opens its record's overview.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill(`bakery ${word}`);
    await results.getByRole('group', { name: 'Businesses' }).getByRole('option').click();
    await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}$/);
  });
}
