import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { recordOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EditDescriptionDialog, EditDescriptionForm } from './edit-description-dialog';

const SAVE = 'beewatchagent/SaveTrackingHistory';

function setup(save = () => ok(null)) {
  const seen = mockApi({
    'GET account/CheckLogin': () => fail(401, 2, 'Session expired'),
    [`GET ${SAVE}`]: save,
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<EditDescriptionDialog record={recordOf(1)} onSaved={onSaved} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit description' });
  const input = within(dialog).getByLabelText('Description') as HTMLInputElement;
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { seen, onSaved, onClose, dialog, input, submit };
}

describe('edit description', () => {
  it('schema: required after trimming, at most 40 characters', () => {
    expect(EditDescriptionForm.safeParse({ Description: '   ' }).error?.issues[0].message).toBe(
      'Please enter Description',
    );
    expect(EditDescriptionForm.safeParse({ Description: 'x'.repeat(41) }).success).toBe(false);
    expect(EditDescriptionForm.parse({ Description: ` ${'x'.repeat(40)} ` }).Description).toHaveLength(40);
  });

  it.each(['', '    '])('says Please enter Description for %j and does not call the API', async (value) => {
    const { seen, onSaved, input, submit } = setup();
    fireEvent.change(input, { target: { value } });
    submit();
    expect(await screen.findByText('Please enter Description')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(seen, SAVE)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('limits the input to 40 characters and rejects a longer value', async () => {
    const { seen, input, submit } = setup();
    expect(input.maxLength).toBe(40);
    fireEvent.change(input, { target: { value: 'y'.repeat(41) } });
    submit();
    expect(await screen.findByText('Description must be at most 40 characters')).toBeTruthy();
    expect(callsTo(seen, SAVE)).toHaveLength(0);
  });

  it('shows the message in French', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') });
    renderWithProviders(<EditDescriptionDialog record={recordOf(1)} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Modifier la description' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez saisir la description')).toBeTruthy();
  });

  it('saves the trimmed text', async () => {
    const { seen, onSaved, input, submit } = setup();
    fireEvent.change(input, { target: { value: '  Seen twice  ' } });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Seen twice'));
    expect(callsTo(seen, SAVE)[0].query.get('Description')).toBe('Seen twice');
  });

  it("opens the Error dialog with the server's message when the save is refused", async () => {
    const { onSaved, input, submit } = setup(() => fail(404, 5, 'Tracking record not found'));
    fireEvent.change(input, { target: { value: 'New text' } });
    submit();
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('Tracking record not found')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit description' })).toBeTruthy();
  });
});
