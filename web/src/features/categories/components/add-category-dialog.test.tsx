import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { fail, mockApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AddCategoryDialog } from './add-category-dialog';

function setup() {
  mockApi({ 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') });
  const onContinue = vi.fn();
  renderWithProviders(<AddCategoryDialog onClose={vi.fn()} onContinue={onContinue} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Category' });
  const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
  const description = within(dialog).getByLabelText('Description');
  const next = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return { onContinue, dialog, name, description, next };
}

describe('add-category popup', () => {
  it.each([
    ['', 'Some description'],
    ['Nest', '   '],
    ['', ''],
  ])("says 'Please enter Category Name / Description' for %j / %j, once", async (n, d) => {
    const { onContinue, name, description, next } = setup();
    fireEvent.change(name, { target: { value: n } });
    fireEvent.change(description, { target: { value: d } });
    next();
    const alerts = await screen.findAllByText('Please enter Category Name / Description');
    expect(alerts).toHaveLength(1);
    expect(onContinue).not.toHaveBeenCalled();
    // The field at fault is marked invalid and described by that one message.
    const invalid = [name, description].filter((f) => f.getAttribute('aria-invalid') === 'true');
    expect(invalid.length).toBeGreaterThan(0);
    for (const field of invalid) expect(field.getAttribute('aria-describedby')).toBe(alerts[0]!.id);
  });

  it('limits the name to 100 characters and continues with the trimmed values', async () => {
    const { onContinue, name, description, next } = setup();
    expect(name.maxLength).toBe(100);
    fireEvent.change(name, { target: { value: '  Nest found  ' } });
    fireEvent.change(description, { target: { value: ' Located nest ' } });
    next();
    await waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith(
        { Name: 'Nest found', Description: 'Located nest' },
        expect.anything(),
      ),
    );
  });

  it('shows the message in French', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') });
    renderWithProviders(<AddCategoryDialog onClose={vi.fn()} onContinue={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une catégorie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez saisir le nom et la description de la catégorie')).toBeTruthy();
  });
});
