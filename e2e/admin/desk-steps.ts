import { DESK_PATHS, Endpoints, OpenSlotsResponse, PipelineStageLabel, type OpenSlot, type PipelineStage } from '@biz/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { stackEnv } from '../stack';

/** The row menu's items on the submissions table (mfe-admin's `submissionActionItems`). */
export type SubmissionAction = 'View profile' | 'Download PDF' | 'Send email' | 'Schedule call' | 'Onboarding form' | 'Delete';

/**
 * Opens the row menu of a submission on the desk; the returned menu holds its actions. After any dialog has
 * gone: a dialog that is closing gives the focus back to what opened it, which would close a menu opened
 * meanwhile (and a click on its item would wait for it forever).
 */
export async function openRowMenu(scope: Page | Locator, businessName: string): Promise<Locator> {
  await expect(('page' in scope ? scope.page() : scope).getByRole('dialog')).toHaveCount(0);
  await scope.getByRole('button', { name: `Actions for ${businessName}`, exact: true }).click();
  return scope.getByRole('menu', { name: `Actions for ${businessName}`, exact: true });
}

/** The menu item of one action of a submission's row, its menu opened. */
export async function rowAction(scope: Page | Locator, businessName: string, action: SubmissionAction): Promise<Locator> {
  return (await openRowMenu(scope, businessName)).getByRole('menuitem', { name: action, exact: true });
}

/** Chooses one action of a submission's row, as the desk does: its menu, then the item. */
export async function chooseRowAction(scope: Page | Locator, businessName: string, action: SubmissionAction): Promise<void> {
  await (await rowAction(scope, businessName, action)).click();
}

/**
 * Free starts of the agency's calendar, picked at random (the calendar refuses overlaps, and the e2e schemas
 * keep earlier runs' calls): specs running side by side do not pick the same one.
 */
export async function freeSlots(page: Page, count: number, minutes = 30): Promise<OpenSlot[]> {
  const { slots, durationMinutes } = OpenSlotsResponse.parse(await (await page.request.get(Endpoints.openCallSlots.path)).json());
  const free = new Set(slots.map((slot) => Date.parse(slot.startsAt)));
  // A longer call needs each of the slots it spans free.
  const fits = slots.filter((slot) => Array.from({ length: Math.ceil(minutes / durationMinutes) }, (_, i) => Date.parse(slot.startsAt) + i * durationMinutes * 60_000).every((start) => free.has(start)));
  const picked = [...fits].sort(() => Math.random() - 0.5).slice(0, count);
  if (picked.length < count) throw new Error(`the agency calendar has only ${slots.length} free slots`);
  return picked;
}

/** The owner signs in to the desk with the stack's admin password. */
export async function signInAdmin(page: Page, { dismissToast = false } = {}): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The sign-in's toast would cover what a screenshot or a click at the window's top right wants.
  if (dismissToast) await page.getByRole('button', { name: 'Dismiss notification' }).click();
}

/** The desk's views, in the navigation's order (mfe-admin's DESK_VIEWS), with their addresses. */
export const DESK_VIEWS = [
  ['Dashboard', DESK_PATHS.dashboard],
  ['My day', DESK_PATHS.myDay],
  ['Businesses', DESK_PATHS.businesses],
  ['Inbox', DESK_PATHS.inbox],
  ['Calls', DESK_PATHS.calls],
  ['Orders', DESK_PATHS.orders],
  ['Subscriptions', DESK_PATHS.subscriptions],
  ['Team', DESK_PATHS.team],
] as const;
export type DeskViewName = (typeof DESK_VIEWS)[number][0];

/** Moves to a view of the desk by its navigation: the left-hand column from 1024 px, else the Menu button's list. */
export async function openDeskView(page: Page, view: DeskViewName): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: view, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DESK_VIEWS.find(([name]) => name === view)![1]}(\\?.*)?$`));
}

/** A stage's column on the board, named by its stage and its count ("New 12"; not my day's "New since yesterday"). */
export const boardColumn = (page: Page, stage: PipelineStage) => page.getByRole('region', { name: new RegExp(`^${PipelineStageLabel[stage]} [\\d,]+$`) });
/** A business's card in a column: the list item holding the link of its name. */
export const boardCard = (inColumn: Locator, businessName: string) => inColumn.getByRole('listitem').filter({ has: inColumn.page().getByRole('link', { name: businessName, exact: true }) });

/** The board, read again until the business's card stands in `stage` (moves by happenings go through a queue). */
export async function expectOnBoard(page: Page, businessName: string, stage: PipelineStage): Promise<void> {
  await expect(async () => {
    await page.goto('/admin/businesses?view=board');
    await expect(boardCard(boardColumn(page, stage), businessName)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
