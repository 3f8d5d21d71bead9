import { Packages } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { clickWithFullPageLoad, fillCard, fillLeadForm, screenshot } from './lockin-steps';

test('the offer countdown ticks down from 5d 14h 32m 18s', async ({ page }) => {
  await page.goto('/lockin');
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText(/^5d 14h 32m 1[5-8]s$/);
  const before = await countdown.textContent();
  await page.waitForTimeout(1500);
  await expect(countdown).not.toHaveText(before!);
});

test('the banner, hero, offer and final calls to action open the lead form for their package', async ({ page }) => {
  await page.goto('/lockin');
  await clickWithFullPageLoad(page, 'Claim Your Spot');
  await expect(page).toHaveURL(/\/lockin\/form\?package=starter$/);
  await page.goto('/lockin');
  await clickWithFullPageLoad(page, 'Claim My Spot Now');
  await expect(page).toHaveURL(/\/lockin\/form\?package=starter$/);
  await page.goto('/lockin');
  await clickWithFullPageLoad(page, 'Get the Starter Sprint');
  await expect(page).toHaveURL(new RegExp(`${Packages.starter.formPath.replace('?', '\\?')}$`));
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every page fits the width; the banner stays on screen while scrolling', async ({ page }) => {
    const noSideScroll = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    };
    await page.goto('/lockin');
    await noSideScroll();
    await screenshot(page, 'landing-phone');
    await page.locator('#offer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Claim Your Spot' })).toBeInViewport();

    await clickWithFullPageLoad(page, 'Start My 24-Hour Sprint');
    await expect(page.getByLabel('Business size')).toBeVisible(); // the form loads after the page: measure with it
    await noSideScroll();
    await screenshot(page, 'form-phone');
    await fillLeadForm(page);
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await fillCard(page, '4242424242424242');
    await noSideScroll();
    await screenshot(page, 'checkout-phone');
    await page.getByRole('button', { name: 'Complete Payment - $500' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // starts at the top, not where the pay button was
    await noSideScroll();
    await screenshot(page, 'success-phone');
  });
});

test('the page works from the keyboard: the first Tab stops reach the banner call to action', async ({ page }) => {
  await page.goto('/lockin');
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('link', { name: 'Claim Your Spot' }).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByRole('link', { name: 'Claim Your Spot' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lockin\/form\?package=starter$/);
});
