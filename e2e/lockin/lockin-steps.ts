import { LOCKIN_FORM_STORAGE_KEY, type LockinLeadForm } from '@biz/contracts';
import { expect, type Page } from '@playwright/test';

export const lead = {
  businessName: 'Paws & Claws Grooming',
  contactEmail: 'owner@pawsclaws.example',
  contactPhone: '(555) 123-4567',
  industry: 'Home Services',
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$100k - $500k/year',
  mainGoals: 'Answer Instagram DMs and book grooming appointments automatically',
  currentMarketing: 'Instagram and word of mouth',
  timeline: 'Within 2 weeks',
} satisfies LockinLeadForm;

export async function fillLeadForm(page: Page, values: LockinLeadForm = lead) {
  await page.getByLabel('Business name').fill(values.businessName);
  await page.getByLabel('Email address').fill(values.contactEmail);
  await page.getByLabel('Phone number').fill(values.contactPhone);
  await page.getByLabel('Industry').selectOption(values.industry);
  await page.getByLabel('Business size').selectOption(values.businessType);
  await page.getByLabel('Annual revenue').selectOption(values.currentRevenue);
  await page.getByLabel('Main goals').fill(values.mainGoals);
  await page.getByLabel('Current marketing').fill(values.currentMarketing ?? '');
  await page.getByLabel('Timeline').selectOption(values.timeline);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Postal code').fill('10001');
}

/** Clicks a link and checks the browser loaded a new document (SPEC §2: calls to action are full page loads). */
export async function clickWithFullPageLoad(page: Page, name: string) {
  await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(false);
}

/** This browser has the lead form's details saved before any page loads, as the form saves them: a checkout opened directly sets up its payment. */
export async function withStoredLead(page: Page, values: LockinLeadForm = lead) {
  await page.addInitScript(({ key, saved }) => localStorage.setItem(key, saved), { key: LOCKIN_FORM_STORAGE_KEY, saved: JSON.stringify(values) });
}

export async function storedLeadForm(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), LOCKIN_FORM_STORAGE_KEY);
}

/** A full-page screenshot from the top (a scrolled page would show the sticky header mid-image). */
export async function screenshot(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/lockin-${name}.png`, fullPage: true });
}
