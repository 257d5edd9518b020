import { ErrorCode } from '@beewatch/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import '@/lib/message-catalogue';
import { FormDialog } from './form-dialog';
import { FormTextField } from './text-fields';
import { useSchemaForm } from './use-schema-form';

const NameForm = z.object({ Name: z.string().check(z.trim(), z.minLength(1, 'Please enter name')) });

/** A dialog as the feature dialogs build it: the hook's form, submit and server error spread on it. */
function NameDialog({ save }: { save: (name: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  const { dialogProps } = useSchemaForm(NameForm, {
    defaultValues: { Name: '' },
    onSubmit: async ({ Name }) => {
      await save(Name);
      setOpen(false);
    },
  });
  if (!open) return <p>closed</p>;
  return (
    <FormDialog {...dialogProps} title="Rename" onClose={() => setOpen(false)} submitLabel="Save">
      <FormTextField name="Name" label="Name" />
    </FormDialog>
  );
}

describe('FormDialog with useSchemaForm', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('sends only what the schema accepts, trimmed, and closes once saved', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<NameDialog save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter name')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Queen Bee  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('closed');
    expect(save).toHaveBeenCalledWith('Queen Bee');
  });

  /** Types a name and saves it; the server refuses with `text` under the key msg.dataDeleted. */
  async function refusedWith(text: string) {
    const refusal = new ApiError(ErrorCode.Validation, text, 400, 'msg.dataDeleted');
    render(<NameDialog save={vi.fn().mockRejectedValue(refusal)} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Queen Bee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('alert');
  }

  it("keeps the dialog and what was typed when the server refuses, with the server's message by its key", async () => {
    await i18n.changeLanguage('fr');
    expect(await refusedWith('Data saved')).toHaveProperty('textContent', 'Données supprimées');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Queen Bee');
  });

  it("shows the server's message in the language the user switches to", async () => {
    expect(await refusedWith('Data deleted')).toHaveProperty('textContent', 'Data deleted');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Données supprimées');
  });

  it('marks Save busy while the form is being sent', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameDialog save={save} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Queen Bee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ }).getAttribute('aria-busy')).toBe('true'),
    );
    finish();
    await screen.findByText('closed');
  });
});
