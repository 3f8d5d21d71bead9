import { BusinessIntakeResponse, Endpoints } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { signInAdmin } from './desk-steps';

// The agency is told: with the desk open in one browser, a visitor's lead from another appears in the bell
// and in the submissions list within 5 s, without a reload (the stream through the gateway, whichever of
// svc-admin's two instances made the notification); the notification opens the business's record.
const run = randomUUID().slice(0, 8);

for (const width of [1280, 390]) {
  test(`at ${width} px: a new lead reaches the open desk's bell and list, and opens its record`, async ({ browser, page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The desk holds its stream before the lead comes (a stream that never opened would leave the desk polling).
    const streamOpen = page.waitForResponse((res) => res.url().endsWith(Endpoints.staffNotificationStream.path) && res.status() === 200);
    await signInAdmin(page);
    const bell = page.getByRole('button', { name: /^Notifications, (none|\d+) unread$/ });
    await expect(bell).toBeVisible();
    await streamOpen;

    const name = `Bell Bakery ${width} ${run}`;
    const visitor = await browser.newContext();
    const intake = await visitor.request.post(Endpoints.businessIntake.path, { data: { businessName: name, contactEmail: `owner-${run}-${width}@bell-bakery.example`, industry: 'salon', companySize: 'Solo', primaryGoals: ['Save Time'] } });
    expect(intake.status()).toBe(200);
    const { client } = BusinessIntakeResponse.parse(await intake.json());
    await visitor.close();

    // Without a reload: the list shows the new business and the bell counts it, within 5 s.
    await expect(page.getByRole('table').getByText(name, { exact: true }).first()).toBeVisible({ timeout: 5_000 });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 5_000 });

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const item = dialog.getByRole('link', { name: new RegExp(`New lead.*${name}`) });
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the notification bell, open');
    await page.screenshot({ path: `screenshots/admin-notifications-${width}.png` });

    await dialog.getByRole('button', { name: 'Email preferences' }).click();
    const form = page.getByRole('form', { name: 'Email preferences' });
    await expect(form.getByRole('checkbox', { name: 'A new lead' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the notification email preferences');
    await page.screenshot({ path: `screenshots/admin-notification-preferences-${width}.png` });
    await form.getByRole('button', { name: 'Back to notifications' }).click();

    // Opening it lands on the business's record (its submission id: the record page redirects it to its business).
    await dialog.getByRole('link', { name: new RegExp(`New lead.*${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/businesses/${client.id}$`));
  });
}
