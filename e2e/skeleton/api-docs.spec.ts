import { expect, test, type Page } from '@playwright/test';
import { API_DOCS_PATH, BoundedContexts } from '@biz/contracts';
import { expectNoSeriousA11yViolations } from '../axe';
import { collectErrors } from '../page-errors';

/** What the page's CSP refused, as the browser reports it to the page. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

for (const width of [1280, 390]) {
  test(`the API docs render every context's operations at ${width} px, under the site's CSP`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = collectErrors(page);
    const violations = await watchCspViolations(page);
    await page.goto(API_DOCS_PATH);

    await expect(page.getByRole('heading', { name: /BizAutomate API/ })).toBeVisible();
    for (const context of Object.keys(BoundedContexts)) await expect(page.locator(`#operations-tag-${context}`), context).toBeVisible();
    // Each context opens on a click (a document of some 140 operations opened at once stopped part-way).
    for (const context of ['booking', 'desk']) await page.locator(`#operations-tag-${context}`).click();
    // An operation opens on its refusals: the booking form's 429 and its Retry-After.
    const bookCall = page.locator('#operations-booking-bookCall');
    await bookCall.getByRole('button', { name: /\/api\/calls\/book/ }).first().click();
    await expect(bookCall.getByRole('cell', { name: '429', exact: true })).toBeVisible();
    await expect(bookCall.getByText('Retry-After').first()).toBeVisible();
    // And on its context's own: a time already booked.
    await expect(bookCall.getByRole('cell', { name: '409', exact: true })).toBeVisible();
    await expect(bookCall.getByText(/SlotTaken/).first()).toBeVisible();
    // A download says what it is: the CSV export's media type.
    const exportCsv = page.locator('#operations-desk-exportSubmissions');
    await exportCsv.getByRole('button', { name: /\/api\/admin\/submissions\/export/ }).first().click();
    await expect(exportCsv.getByText('text/csv; charset=utf-8').first()).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page, 'API docs, two operations open');
    await page.screenshot({ path: `screenshots/api-docs-${width}.png` });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
}
