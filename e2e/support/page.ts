import type { Page } from '@playwright/test';

/** Locators of the client page, by role and label as a person (or a screen reader) finds them. */
export function animalPage(page: Page) {
  const table = page.getByRole('table', { name: 'Animals' });
  return {
    table,
    rows: table.locator('tbody tr'),
    names: table.locator('tbody tr td:nth-child(2)'),
    statuses: table.locator('tbody tr td:nth-child(4)'),
    summary: page.locator('#list-summary'),
    statusFilter: page.getByLabel('Status', { exact: true }),
    limit: page.getByLabel('Limit'),
    show: page.getByRole('button', { name: 'Show animals' }),
    name: page.getByLabel('Name', { exact: true }),
    categoryId: page.getByLabel('Category id'),
    newStatus: page.getByLabel('Status (optional)'),
    add: page.getByRole('button', { name: 'Add animal' }),
    addResult: page.locator('#add-result'),
    addError: page.locator('#add-error'),
    animalId: page.getByLabel('Animal id'),
    open: page.getByRole('button', { name: 'Open', exact: true }),
    openError: page.locator('#open-error'),
    details: page.getByRole('article'),
    authError: page.locator('#auth-error'),
    retryBanner: page.locator('#retry-banner'),
    retryNow: page.getByRole('button', { name: 'Retry now' }),
    spinner: page.locator('#busy'),
    listError: page.locator('#list-error'),
  };
}

/** Shows the list for a status ('' for any) and a limit. */
export async function showList(page: Page, status: string, limit: string): Promise<void> {
  const ui = animalPage(page);
  await ui.statusFilter.selectOption(status);
  await ui.limit.fill(limit);
  await ui.show.click();
}
