import type { Locator, Page } from '@playwright/test';

/** The row menu's items on the submissions table (mfe-admin's `submissionActionItems`). */
export type SubmissionAction = 'View profile' | 'Download PDF' | 'Send email' | 'Schedule call' | 'Onboarding form' | 'Delete';

/** Opens the row menu of a submission on the desk; the returned menu holds its actions. */
export async function openRowMenu(scope: Page | Locator, businessName: string): Promise<Locator> {
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
