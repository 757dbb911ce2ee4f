import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opens the menu; Escape closes the menu and gives it the focus back. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A menu that a phone opens over the page (the public menu, the admin sidebar). It stays open
 * only on the page where it was opened, so following one of its links closes it.
 */
export function usePageMenu(): PageMenu {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, setOpen: (next) => setOpenedOn(next ? pathname : null), toggleRef };
}
