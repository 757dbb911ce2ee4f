import './dialog.css';
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/language.tsx';

export interface DialogProps {
  open: boolean;
  title: string;
  /** 'id' for an Indonesian title on an English page (a text not yet written in English). */
  titleLang?: 'id' | undefined;
  /** Called on Escape, the close button or a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom, usually Batal (cancel) and the main action. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Focused on open; the dialog's first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while a save runs, so Escape cannot drop the work half-done. */
  dismissible?: boolean;
  /** `role="alertdialog"` for confirmations that interrupt. */
  alert?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, so focus stays
 * inside; Escape closes it; focus returns to where it was when the dialog closes.
 */
export function Dialog({
  open,
  title,
  titleLang,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  dismissible = true,
  alert = false,
  className,
}: DialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  /** This component closed the dialog (the parent asked): its close event, which comes later, is no news to the parent. */
  const closedHere = useRef(false);

  // Layout effects, run with the render itself: a passive one waits for the next frame (Preact in
  // production, up to 100 ms on a busy phone), and for that long a dialog already answered stays
  // modal and keeps the form under it inert, so what a quick person types next goes nowhere.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      closedHere.current = true;
      dialog.close();
    }
  }, [open, initialFocusRef]);

  useLayoutEffect(() => {
    if (open) return;
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  }, [open]);

  useEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size} ${className ?? ''}`}
      aria-labelledby={titleId}
      role={alert ? 'alertdialog' : undefined}
      // Escape is handled here rather than left to the browser: after a second Escape without a
      // click or a keystroke between, Chromium closes a dialog whatever its cancel handler says,
      // which would hide a form behind the question asking whether to drop it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        if (dismissible) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // The browser may close the dialog itself; keep the parent's state in step. The close event
      // of a close() made here arrives a moment later, when the dialog may be open again (a
      // question asked twice in a row): that one is not passed on.
      onClose={() => {
        if (closedHere.current) {
          closedHere.current = false;
          return;
        }
        if (open && !ref.current?.open) onClose();
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (dismissible && pressStartedOnBackdrop.current && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title" lang={titleLang}>
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
