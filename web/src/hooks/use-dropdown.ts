import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A header dropdown's state (settings, messages): open/closed, the panel id for aria-controls,
 * a root ref; a press outside the root closes it, and Escape closes it and returns focus to the
 * root's first button (WAI-ARIA disclosure pattern).
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      rootRef.current?.querySelector('button')?.focus();
    }
  };
  return { open, setOpen, panelId, rootRef, onKeyDown };
}
