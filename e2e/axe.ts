import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tags it: the A and AA rules of 2.0, 2.1 and 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [1280, 390];
/** Screens checked in this worker: a flow run at both widths checks each screen once. */
const checked = new Set<string>();

/** One line per violation: its rule, impact and the elements it names. */
function described(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A colour still moving (the button just pressed fading to its new background) is read half-way, between two
 * colours that each contrast: the check reads the screen once its CSS transitions end. (Spinners are animations,
 * not transitions: they never end and are left alone.)
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished.catch(() => undefined))));
}

/**
 * Runs axe on the screen as it is (an open dialog included) at 1280 and 390 px, then puts the viewport back:
 * no serious or critical WCAG 2.2 AA violation, and at 390 px nothing wider than the phone (reflow), the open
 * dialogs included.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  if (checked.has(label)) return;
  checked.add(label);
  // The check brings its own time (two axe runs), so a flow spec keeps its budget for the flow.
  test.info().setTimeout(test.info().timeout + 20_000);
  const started = Date.now();
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport.height });
    await transitionsEnded(page);
    // A modal dialog makes the page behind it inert: axe checks what a visitor can reach.
    const dialogOpen = await page.locator('dialog[open]').count();
    const builder = new AxeBuilder({ page }).withTags(wcagTags);
    const { violations } = await (dialogOpen ? builder.include('dialog[open]') : builder).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    // Soft: one run names every screen that fails, not only the first.
    expect.soft(described(serious), `${label} at ${width} px`).toEqual([]);
    if (width < 1280) {
      const overflow = await page.evaluate(() => [document.documentElement, ...document.querySelectorAll('dialog[open]')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.tagName.toLowerCase()));
      expect.soft(overflow, `${label} wider than ${width} px`).toEqual([]);
    }
  }
  await page.setViewportSize(viewport);
  console.log(`[axe] ${label}: checked at ${widths.join(' and ')} px (${Date.now() - started} ms)`);
}
