import { expect, test } from './support/fixtures.ts';
import { animalPage, showList } from './support/page.ts';

// The store starts from the mixed-status scenario: 20 pets, ids 1..20; 8 available, 4 pending,
// 6 sold, 2 without status (5 Nala, 17 Maple).

test('lists the animals, filtered by status and cut at the limit', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await expect(ui.rows).toHaveCount(20);
  await expect(ui.summary).toHaveText('20 animals (any status, limit 20).');
  await expect(ui.rows.first()).toHaveText(['1', 'Biscuit', '1', 'available'].join(''));
  await expect(ui.rows.nth(4)).toContainText('Nala');
  await expect(ui.rows.nth(4)).toContainText('no status');

  await showList(page, 'available', '5');
  await expect(ui.names).toHaveText(['Biscuit', 'Milo', 'Oscar', 'Hazel', 'Mochi']);
  await expect(ui.statuses).toHaveText(Array(5).fill('available'));
  await expect(ui.summary).toHaveText('5 animals (status available, limit 5).');

  await showList(page, 'available', '20');
  await expect(ui.names).toHaveText(['Biscuit', 'Milo', 'Oscar', 'Hazel', 'Mochi', 'Willow', 'Basil', 'Pickles']);

  await showList(page, 'pending', '2');
  await expect(ui.names).toHaveText(['Pepper', 'Juniper']);

  await showList(page, 'sold', '100');
  await expect(ui.names).toHaveText(['Luna', 'Ziggy', 'Otis', 'Rocket', 'Clover', 'Waffles']);

  // What the page actually sent.
  const lists = (await app.journal()).filter((entry) => entry.method === 'GET' && entry.path.endsWith('/pets'));
  expect(lists.map((entry) => entry.query)).toEqual([
    { limit: '20' },
    { status: 'available', limit: '5' },
    { status: 'available', limit: '20' },
    { status: 'pending', limit: '2' },
    { status: 'sold', limit: '100' },
  ]);
  expect(lists.map((entry) => entry.status)).toEqual([200, 200, 200, 200, 200]);
});

test('a limit out of range shows the API message', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await showList(page, '', '101');
  await expect(ui.listError).toContainText('limit');
  await expect(ui.listError).toContainText('(400)');
  await expect(ui.rows).toHaveCount(0);
});

test('opens an animal by id, and says when no animal has that id', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();

  await ui.animalId.fill('4');
  await ui.open.click();
  await expect(ui.details).toBeVisible();
  await expect(ui.details.getByRole('heading')).toHaveText('Pepper');
  await expect(page.locator('#details-id')).toHaveText('4');
  await expect(page.locator('#details-category')).toHaveText('4');
  await expect(page.locator('#details-status')).toHaveText('pending');
  // Read from the Sunset header, which the API exposes to other origins (CORS).
  await expect(page.locator('#details-deprecation')).toHaveText(
    'Opening an animal by id is deprecated and stops working on Thu, 05 Dec 2030 00:00:00 GMT.',
  );

  await ui.animalId.fill('9999');
  await ui.open.click();
  await expect(ui.openError).toHaveText('No animal with id 9999 was found.');
  await expect(ui.details).toBeHidden();

  await ui.animalId.fill('abc');
  await ui.open.click();
  await expect(ui.openError).toContainText('petId must be an integer');
  await expect(ui.openError).toContainText('(400)');
});
