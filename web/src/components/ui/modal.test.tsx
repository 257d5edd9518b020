import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Details" onClose={() => setOpen(false)}>
        <input aria-label="First field" />
        <button>Inner</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and gives it back on Escape', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First field'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the page heading when what had it is gone (a prompt shown at sign-in)', () => {
    const { rerender } = render(
      <main>
        <h1>Reporting</h1>
        <Modal open title="Two-step verification" onClose={() => undefined}>
          <button>Do it later</button>
        </Modal>
      </main>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Do it later' }));
    rerender(
      <main>
        <h1>Reporting</h1>
        <Modal open={false} title="Two-step verification" onClose={() => undefined}>
          <button>Do it later</button>
        </Modal>
      </main>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reporting' }));
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const inner = screen.getByRole('button', { name: 'Inner' });
    inner.focus();
    fireEvent.keyDown(inner, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});

describe('ConfirmDialog', () => {
  it('answers Yes and No, with No focused first', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Delete record" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
