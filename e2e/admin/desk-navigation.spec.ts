import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { stackEnv } from '../stack';
import { DESK_VIEWS, openDeskView, signInAdmin } from './desk-steps';

// The desk as an app (issue 45): every view has its own address, reached by the navigation (a left-hand
// column at 1280 px, a menu button on a phone); Back returns, a reload keeps the view.
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The view's one title, and the navigation marking it as the current page. */
async function expectOnView(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title === 'Dashboard' ? 'Admin Dashboard' : title);
}

for (const { name, width, height } of widths) {
  test(`at ${width} px: every view by the navigation, its own address, Back and reload keep the place`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAdmin(page, { dismissToast: true });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    // The public site's links stay on the public pages.
    await expect(page.getByRole('link', { name: '24-hour sprint' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Free plan' })).toHaveCount(0);
    if (width < 1024) {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Desk' })).toBeHidden();
    } else {
      await expect(menuButton).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    }

    for (const [view, path] of DESK_VIEWS.slice(1)) {
      const titleBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
      if (width < 1024) {
        // The menu opens over the page: the title below it does not move.
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBe(titleBefore?.y);
        if (view === 'My day') await page.screenshot({ path: `screenshots/desk-navigation-menu-${name}.png` });
        await page.keyboard.press('Escape');
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
        await expect(menuButton).toBeFocused();
      }
      await openDeskView(page, view);
      await expectOnView(page, view);
      expect(new URL(page.url()).pathname).toBe(path);
      if (width < 1024) await expect(page.getByRole('navigation', { name: 'Desk' })).toBeHidden();
      await page.reload();
      await expectOnView(page, view);
      expect(new URL(page.url()).pathname).toBe(path);
      await expectNoSeriousA11yViolations(page, `desk view ${view}`);
      await page.screenshot({ path: `screenshots/desk-navigation-${path.split('/').pop()}-${name}.png`, fullPage: true });
    }

    // Back walks the views in reverse, each from its address.
    for (const [view, path] of DESK_VIEWS.slice(0, -1).reverse()) {
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe(path);
      await expectOnView(page, view);
    }

    // The board keeps its place in the address, through a reload and Back.
    await openDeskView(page, 'Businesses');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/businesses\?view=board$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}

test('a view opened by its address without a session comes back to it after the sign-in', async ({ page }) => {
  await page.goto('/admin/calls');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/calls$/);
  await expectOnView(page, 'Calls');
});

test('the public pages keep the marketing links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/lockin');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '24-hour sprint' })).toBeVisible();
});
