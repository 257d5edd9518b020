import { EscalateBy, Responsibility, type CategoryActivityInput } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok, type Handler } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import type { ActivityFormInput } from '../lib/category-form';
import { activityOf, categoryId } from '../testing/category-fixtures';
import { ActivityDialog } from './activity-dialog';

const SAVE = 'admin/AddEditCategory';

function setup(initial: ActivityFormInput = { Name: 'Nest found', Description: 'A nest' }, save?: Handler) {
  const seen = mockApi({
    'GET account/CheckLogin': () => fail(401, 2, 'Session expired'),
    [`POST ${SAVE}`]: save ?? (() => ok({ CategoryID: categoryId(9) })),
  });
  const onSaved = vi.fn();
  renderWithProviders(<ActivityDialog initial={initial} onClose={vi.fn()} onSaved={onSaved} />);
  const dialog = screen.getByRole('dialog', { name: initial.CategoryID ? 'Edit activity' : 'Add activity' });
  const d = within(dialog);
  const box = (name: string) => d.getByRole('checkbox', { name }) as HTMLInputElement;
  const submit = () => fireEvent.click(d.getByRole('button', { name: 'Save' }));
  const saved = () => callsTo(seen, SAVE).map((r) => r.body as CategoryActivityInput);
  return { seen, onSaved, dialog, d, box, submit, saved };
}

describe('activity popup', () => {
  it("says 'Please select Recipients' without a responsibility and does not save", async () => {
    const { d, submit, saved, onSaved } = setup();
    submit();
    expect(await d.findByText('Please select Recipients')).toBeTruthy();
    expect(saved()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Please select What appears' when none of map, image, notes is ticked", async () => {
    const { d, box, submit, saved } = setup();
    fireEvent.click(box('Police'));
    submit();
    expect(await d.findByText('Please select What appears')).toBeTruthy();
    expect(d.queryByText('Please select Recipients')).toBeNull();
    expect(saved()).toHaveLength(0);
    // The message follows the choice once shown.
    fireEvent.click(box('Image'));
    await waitFor(() => expect(d.queryByText('Please select What appears')).toBeNull());
  });

  it("says 'Please enter Name' / 'Please enter Description' per field", async () => {
    const { d, submit } = setup();
    fireEvent.change(d.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.change(d.getByLabelText('Description'), { target: { value: '' } });
    submit();
    expect(await d.findByText('Please enter Name')).toBeTruthy();
    expect(d.getByText('Please enter Description')).toBeTruthy();
  });

  it('Controller alone disables the other boxes and hides the how-options and recipients', async () => {
    const { d, box, submit, saved } = setup();
    fireEvent.click(box('Controller'));
    for (const name of ['WeWatch officer', 'Another agency', 'Emergency service', 'Police', 'WeWatch app'])
      expect(box(name).disabled).toBe(true);
    expect(d.queryByRole('group', { name: 'What appears in the escalation' })).toBeNull();
    expect(d.queryByRole('button', { name: 'Add recipient' })).toBeNull();
    submit();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ Responsibility: Responsibility.Controller, Recipients: [] });
  });

  it('WeWatchOfficer: escalation 3, alarm ticked, email entry, WeWatch makes Responsibility 6', async () => {
    const { d, box, submit, saved } = setup();
    fireEvent.click(box('WeWatch officer'));
    expect(box('Audible desktop alarm').checked).toBe(true);
    expect(d.getByText('Escalated by email and in the WeWatch app.')).toBeTruthy();
    fireEvent.click(box('WeWatch app'));
    fireEvent.click(d.getByRole('button', { name: 'Add recipient' }));
    expect(d.queryByLabelText('Phone of recipient 1')).toBeNull();
    fireEvent.change(d.getByLabelText('Email of recipient 1'), { target: { value: 'bad@' } });
    fireEvent.click(box('Map'));
    submit();
    // 'ValidEmail' is shown as a sentence.
    expect(await d.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(d.getByLabelText('Email of recipient 1'), { target: { value: 'officer@example.org' } });
    submit();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      Responsibility: Responsibility.WeWatch,
      EscalateByInt: EscalateBy.WeWatchOfficer,
      AudibleDesktopAlarm: true,
      Map: true,
      Recipients: [{ Name: '', Email: 'officer@example.org', Phone: '' }],
    });
  });

  it('asks for a phone when escalating by phone, an email when by email', async () => {
    const { d, box, submit, saved } = setup();
    fireEvent.click(box('Another agency'));
    fireEvent.click(box('Notes'));
    fireEvent.click(d.getByRole('button', { name: 'Add recipient' }));
    fireEvent.change(d.getByLabelText('Name of recipient 1'), { target: { value: 'Desk' } });
    submit();
    expect(await d.findByText('Please enter Email')).toBeTruthy();
    fireEvent.click(d.getByRole('radio', { name: 'Phone' }));
    expect(d.queryByLabelText('Email of recipient 1')).toBeNull();
    submit();
    expect(await d.findByText('Please enter Phone')).toBeTruthy();
    fireEvent.change(d.getByLabelText('Phone of recipient 1'), { target: { value: '+447700900123' } });
    submit();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      Responsibility: Responsibility.AnotherAgency,
      EscalateByInt: EscalateBy.Phone,
      Recipients: [{ Name: 'Desk', Email: '', Phone: '+447700900123' }],
    });
  });

  it('adds a category: no CategoryID, the checked set as one Responsibility, then Category added', async () => {
    const { d, box, submit, saved, onSaved } = setup();
    fireEvent.change(d.getByLabelText('Activity notes'), { target: { value: 'Check at dusk' } });
    fireEvent.click(box('Emergency service'));
    fireEvent.click(d.getByRole('radio', { name: 'Email' }));
    for (const [i, email] of ['ana@example.org', 'ben@example.org'].entries()) {
      fireEvent.click(d.getByRole('button', { name: 'Add recipient' }));
      fireEvent.change(d.getByLabelText(`Name of recipient ${i + 1}`), { target: { value: `R${i + 1}` } });
      fireEvent.change(d.getByLabelText(`Email of recipient ${i + 1}`), { target: { value: email } });
    }
    fireEvent.click(box('Map'));
    fireEvent.click(box('Notes'));
    submit();
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ CategoryID: categoryId(9), message: 'Category added' }),
    );
    expect(saved()[0]).toEqual({
      Name: 'Nest found',
      Description: 'A nest',
      ActivityNotes: 'Check at dusk',
      Responsibility: Responsibility.EmergencyService,
      EscalateByInt: EscalateBy.Email,
      AudibleDesktopAlarm: false,
      Map: true,
      Image: false,
      Notes: true,
      Recipients: [
        { Name: 'R1', Email: 'ana@example.org', Phone: '' },
        { Name: 'R2', Email: 'ben@example.org', Phone: '' },
      ],
    });
  });

  it('edits: shows the saved values and sends the CategoryID, then Category updated', async () => {
    const { d, box, submit, saved, onSaved } = setup(activityOf(3));
    expect((d.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Description 3');
    expect(box('Emergency service').checked).toBe(true);
    expect((d.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect((d.getByLabelText('Email of recipient 2') as HTMLInputElement).value).toBe('ben@example.org');
    expect(box('Map').checked).toBe(true);
    fireEvent.click(d.getByRole('button', { name: 'Remove recipient 1' }));
    submit();
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ message: 'Category updated' })),
    );
    expect(saved()[0]).toMatchObject({
      CategoryID: categoryId(3),
      Recipients: [{ Name: 'Ben Dupont', Email: 'ben@example.org', Phone: '' }],
    });
  });

  it('limits the recipients to 100', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      Name: `R${i}`,
      Email: `r${i}@example.org`,
      Phone: '',
    }));
    const { d } = setup(activityOf(3, { Recipients: many }));
    expect((d.getByRole('button', { name: 'Add recipient' }) as HTMLButtonElement).disabled).toBe(true);
    expect(d.getByText('At most 100 recipients.')).toBeTruthy();
  });

  it("opens the Error dialog with the server's message", async () => {
    const { box, submit, onSaved } = setup(undefined, () => fail(409, 6, 'A category with this name exists'));
    fireEvent.click(box('Controller'));
    submit();
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('A category with this name exists')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('works in French', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') });
    renderWithProviders(
      <ActivityDialog initial={{ Name: 'N', Description: 'D' }} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const d = within(screen.getByRole('dialog', { name: "Ajouter l'activité" }));
    expect(d.getByRole('checkbox', { name: "Service d'urgence" })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Enregistrer' }));
    expect(await d.findByText('Veuillez sélectionner les destinataires')).toBeTruthy();
  });
});
