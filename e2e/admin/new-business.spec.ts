import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { boardCard, boardColumn, expectOnBoard, openDeskView, signInAdmin } from './desk-steps';

// Issue 46: a business met elsewhere is made by hand in the desk, and is a business like any other.
const run = randomUUID().slice(0, 8);

for (const width of [1280, 390]) {
  test(`the desk makes a business by hand: the form says what is missing, the record opens, the board has it at New (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const businessName = `Referral Dental ${width} ${run}`;
    const email = `referral-${width}-${run}@dental.example`;
    await signInAdmin(page, { dismissToast: true });
    await openDeskView(page, 'Businesses');
    await page.getByRole('button', { name: 'New business' }).click();
    const dialog = page.getByRole('dialog', { name: 'New business' });
    await dialog.getByRole('button', { name: 'Make business' }).click();
    await expect(dialog.getByText('Business name is required')).toBeVisible();
    await expect(dialog.getByText('Select at least one goal')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new business dialog');

    await dialog.getByLabel('Business name').fill(businessName);
    await dialog.getByLabel('Contact email').fill(email);
    await dialog.getByLabel('Industry').selectOption({ label: 'Dental' });
    await dialog.getByLabel('Company size').selectOption('Small Team (2-10)');
    await dialog.getByLabel('Reduce Manual Work').check();
    await dialog.getByLabel('What takes too much time (optional)').fill('Recall reminders by hand');
    await page.screenshot({ path: `screenshots/admin-new-business-${width}.png` });
    await dialog.getByRole('button', { name: 'Make business' }).click();

    await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    await expectOnBoard(page, businessName, 'new');
    await expect(boardCard(boardColumn(page, 'new'), businessName)).toBeVisible();
  });
}
