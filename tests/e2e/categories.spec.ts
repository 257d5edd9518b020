import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, rows, signIn } from './support';
import { expectNoAxeViolations } from './axe-support';

const NEW_CATEGORY = 'Asian hornet nest — e2e';

/** Unticks an Amplify checkbox by its visible label, as a user does (the input is visually hidden). */
async function unchoose(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).not.toBeChecked();
}

/** Signs in as the controller and opens the category list from the side menu. */
async function openCategories(page: Page): Promise<void> {
  await signIn(page, 'controller');
  await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Category list' })
    .click();
  await expect(page).toHaveURL(/\/bscontroller\/categorylist$/);
  await expect(page.getByRole('heading', { name: 'Category list' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Add Category → name and description → Continue: the activity popup. */
async function startCategory(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Description').fill(description);
  await add.getByRole('button', { name: 'Continue' }).click();
  const activity = page.getByRole('dialog', { name: 'Add activity' });
  await expect(activity).toBeVisible();
  return activity;
}

test.describe('controller category list', () => {
  test.beforeEach(async ({ page }) => openCategories(page));

  test('lists the seeded categories by name', async ({ page }) => {
    await expect(page.getByRole('columnheader')).toHaveText([
      'Name',
      'Description',
      'Recipient Name',
      'Recipient Email',
      'Delete',
      'Edit',
    ]);
    const names = await rows(page).locator('td:first-child').allTextContents();
    const seeded = [
      'Hornets at an apiary',
      'Nest found',
      'Sighting — anonymous report',
      'Sighting — cantonal wildlife service',
      'Sighting — info fauna import',
    ];
    expect(names.filter((n) => seeded.includes(n))).toEqual(seeded);
    await expect(rowOf(page, 'Nest found')).toContainText(
      'A primary or secondary nest located by a member of the public',
    );
  });

  test('adds a category with its activity, then edits it', async ({ page }) => {
    const add = page.getByRole('dialog', { name: 'Add Category' });
    await page.getByRole('button', { name: 'Add Category' }).click();
    await add.getByRole('button', { name: 'Continue' }).click();
    await expect(add.getByText('Please enter Category Name / Description')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();

    const dialog = await startCategory(page, NEW_CATEGORY, 'Nest reported with a photo');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(NEW_CATEGORY);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please select Recipients')).toBeVisible();

    await choose(dialog.getByRole('checkbox', { name: 'Emergency service' }));
    await choose(dialog.getByRole('radio', { name: 'Email' }));
    const recipients = [
      ['Ana Silva', 'ana.silva@example.org'],
      ['Ben Dupont', 'ben.dupont@example.org'],
    ];
    for (const [i, [name, email]] of recipients.entries()) {
      await dialog.getByRole('button', { name: 'Add recipient' }).click();
      await dialog.getByLabel(`Name of recipient ${i + 1}`).fill(name);
      await dialog.getByLabel(`Email of recipient ${i + 1}`).fill(email);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please select What appears')).toBeVisible();
    await choose(dialog.getByRole('checkbox', { name: 'Map' }));
    await choose(dialog.getByRole('checkbox', { name: 'Notes', exact: true }));
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Category added' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, NEW_CATEGORY);
    await expect(row).toContainText('Nest reported with a photo');
    await expect(row).toContainText('Ana Silva');
    await expect(row).toContainText('ana.silva@example.org');
    await expect(row).toContainText('+1');

    await row.getByRole('button', { name: `Edit category ${NEW_CATEGORY}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit activity' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(NEW_CATEGORY);
    await expect(edit.getByLabel('Description')).toHaveValue('Nest reported with a photo');
    await expect(edit.getByRole('checkbox', { name: 'Emergency service' })).toBeChecked();
    await expect(edit.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(edit.getByLabel('Name of recipient 2')).toHaveValue('Ben Dupont');
    await expect(edit.getByLabel('Email of recipient 2')).toHaveValue('ben.dupont@example.org');
    await expect(edit.getByRole('checkbox', { name: 'Map' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Image' })).not.toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Notes', exact: true })).toBeChecked();
    await edit.getByLabel('Description').fill('Nest confirmed by a beekeeper');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category updated' })).toBeVisible();
    await expect(rowOf(page, NEW_CATEGORY)).toContainText('Nest confirmed by a beekeeper');
    await page.reload();
    await expect(rowOf(page, NEW_CATEGORY)).toContainText('Nest confirmed by a beekeeper');
  });

  test('refuses a second category with the same name', async ({ page }) => {
    const dialog = await startCategory(page, 'Nest found', 'Duplicate');
    await choose(dialog.getByRole('checkbox', { name: 'Controller' }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('A category with this name exists');
  });

  test('applies the Controller rule', async ({ page }) => {
    const dialog = await startCategory(page, 'Controller rule — e2e', 'Not saved');
    const others = ['WeWatch officer', 'Another agency', 'Emergency service', 'Police', 'WeWatch app'];
    await choose(dialog.getByRole('checkbox', { name: 'Controller' }));
    for (const name of others) await expect(dialog.getByRole('checkbox', { name })).toBeDisabled();
    await expect(dialog.getByRole('group', { name: 'What appears in the escalation' })).toBeHidden();
    await unchoose(dialog.getByRole('checkbox', { name: 'Controller' }));
    await expect(dialog.getByRole('checkbox', { name: 'Police' })).toBeEnabled();

    // Added beside another responsibility, Controller cannot be unchecked.
    await choose(dialog.getByRole('checkbox', { name: 'Police' }));
    await choose(dialog.getByRole('checkbox', { name: 'Controller' }));
    await expect(dialog.getByRole('checkbox', { name: 'Controller' })).toBeDisabled();
    await expect(dialog.getByText('Police is escalated by phone.')).toBeVisible();

    // WeWatchOfficer clears the others, ticks the alarm and offers its app option.
    await choose(dialog.getByRole('checkbox', { name: 'WeWatch officer' }));
    await expect(dialog.getByRole('checkbox', { name: 'Police' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Audible desktop alarm' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'WeWatch app' })).toBeEnabled();
    // Leaving WeWatch officer unticks the alarm it ticked.
    await choose(dialog.getByRole('checkbox', { name: 'Police' }));
    await expect(dialog.getByRole('checkbox', { name: 'Audible desktop alarm' })).not.toBeChecked();
    await choose(dialog.getByRole('checkbox', { name: 'WeWatch officer' }));
    await unchoose(dialog.getByRole('checkbox', { name: 'WeWatch officer' }));
    await expect(dialog.getByRole('checkbox', { name: 'Audible desktop alarm' })).not.toBeChecked();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, 'Controller rule — e2e')).toHaveCount(0);
  });

  test('deletes a category without records', async ({ page }) => {
    const name = 'Delete me — e2e';
    const dialog = await startCategory(page, name, 'Created to be deleted');
    await choose(dialog.getByRole('checkbox', { name: 'Controller' }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category added' })).toBeVisible();

    await rowOf(page, name)
      .getByRole('button', { name: `Delete category ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete category' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(rowOf(page, name)).toHaveCount(1);
    await rowOf(page, name)
      .getByRole('button', { name: `Delete category ${name}` })
      .click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Data deleted' })).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(rowOf(page, 'Nest found')).toHaveCount(1);
  });

  test('refuses to delete a category that tracking records use', async ({ page }) => {
    const name = 'Sighting — info fauna import';
    await rowOf(page, name)
      .getByRole('button', { name: `Delete category ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('This category has tracking records');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toBeHidden();
    await expect(rowOf(page, name)).toHaveCount(1);
  });

  test('works in French', async ({ page }) => {
    await page
      .getByLabel(/Language/)
      .first()
      .selectOption('fr');
    await expect(page.getByRole('heading', { name: 'Liste des catégories' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nom du destinataire' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
    await add.getByRole('button', { name: 'Continuer' }).click();
    await expect(add.getByText('Veuillez saisir le nom et la description de la catégorie')).toBeVisible();
    await add.getByLabel('Nom').fill('Catégorie — e2e');
    await add.getByLabel('Description').fill('Essai');
    await add.getByRole('button', { name: 'Continuer' }).click();
    const dialog = page.getByRole('dialog', { name: "Ajouter l'activité" });
    await expect(dialog.getByRole('checkbox', { name: 'Contrôleur' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Veuillez sélectionner les destinataires')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    const name = 'Sighting — info fauna import';
    await rowOf(page, name)
      .getByRole('button', { name: `Supprimer la catégorie ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await expect(page.getByRole('dialog', { name: 'Erreur' })).toContainText(
      'Des signalements utilisent cette catégorie',
    );
  });
});
