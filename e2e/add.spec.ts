import { expect, test } from './support/fixtures.ts';
import { animalPage, showList } from './support/page.ts';

test('adds an animal: 201, and it shows up in the list', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await showList(page, 'pending', '20');
  await expect(ui.names).toHaveText(['Pepper', 'Juniper', 'Tofu', 'Sage']);

  await ui.name.fill('Biscotti');
  await ui.categoryId.fill('3');
  await ui.newStatus.selectOption('pending');
  await ui.add.click();
  // The id from the body, the address from the Location header (exposed to other origins).
  await expect(ui.addResult).toHaveText('Added “Biscotti” as animal #21 (/v1/pets/21).');
  await expect(ui.names).toHaveText(['Pepper', 'Juniper', 'Tofu', 'Sage', 'Biscotti']);
  await expect(ui.rows.last()).toHaveText(['21', 'Biscotti', '3', 'pending'].join(''));
  await expect(ui.name).toHaveValue('');

  // Without a status the pet has none.
  await ui.name.fill('Nameless Status');
  await ui.categoryId.fill('5');
  await ui.add.click();
  await expect(ui.addResult).toHaveText('Added “Nameless Status” as animal #22 (/v1/pets/22).');
  await ui.animalId.fill('22');
  await ui.open.click();
  await expect(ui.details.getByRole('heading')).toHaveText('Nameless Status');
  await expect(page.locator('#details-status')).toHaveText('no status');

  const creates = (await app.journal()).filter((entry) => entry.method === 'POST');
  expect(creates.map((entry) => entry.status)).toEqual([201, 201]);
});

test('a created animal is still listed after a reload', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await ui.name.fill('Stays');
  await ui.categoryId.fill('2');
  await ui.newStatus.selectOption('sold');
  await ui.add.click();
  await expect(ui.addResult).toContainText('#21');

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await showList(page, 'sold', '100');
  await expect(ui.names).toHaveText(['Luna', 'Ziggy', 'Otis', 'Rocket', 'Clover', 'Waffles', 'Stays']);
  await ui.animalId.fill('21');
  await ui.open.click();
  await expect(ui.details.getByRole('heading')).toHaveText('Stays');

  if (app.mode === 'msw') {
    // Kept by the browser store in localStorage, under its namespace.
    const stored = await page.evaluate(() => localStorage.getItem('animal-store-mock:e2e-app'));
    expect(stored).toContain('"Stays"');
  }
});

test('an invalid animal shows the field errors of the 400, next to the fields', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();

  await ui.name.fill('Rex');
  await ui.add.click();
  await expect(ui.categoryId).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.categoryId).toHaveAccessibleDescription('Category id is required.');
  await expect(ui.categoryId).toBeFocused();
  await expect(ui.name).not.toHaveAttribute('aria-invalid');
  await expect(ui.addError).toHaveText('The animal was not added: check the highlighted fields.');
  await expect(ui.addResult).toBeHidden();

  await ui.name.fill('');
  await ui.categoryId.fill('1.5');
  await ui.add.click();
  await expect(ui.name).toHaveAccessibleDescription('Name is required.');
  await expect(ui.categoryId).toHaveAccessibleDescription('Category id must be an integer.');

  await ui.name.fill('Rex');
  await ui.categoryId.fill('2');
  await ui.add.click();
  await expect(ui.addResult).toHaveText('Added “Rex” as animal #21 (/v1/pets/21).');
  await expect(ui.name).not.toHaveAttribute('aria-invalid');
  await expect(ui.categoryId).not.toHaveAttribute('aria-invalid');
  await expect(ui.addError).toBeHidden();

  const creates = (await app.journal()).filter((entry) => entry.method === 'POST');
  expect(creates.map((entry) => entry.status)).toEqual([400, 400, 201]);
});
