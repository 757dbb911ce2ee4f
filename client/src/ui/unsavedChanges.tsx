import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { type BlockerFunction, type Location, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The question asked before typed work is thrown away, by a form's own Batal or by leaving the page. */
export function DiscardQuestion({ open, onAnswer }: { open: boolean; onAnswer: (discard: boolean) => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Buang perubahan?"
      message="Yang sudah Anda isi di formulir ini belum disimpan dan akan hilang."
      confirmLabel="Buang perubahan"
      cancelLabel="Lanjut mengisi"
      tone="danger"
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}

interface UnsavedChanges {
  /** Forms holding typed work, by a key of their own. */
  dirty: Set<symbol>;
  /** Runs `action` (sign out, say) at once when no form holds typed work; asks first when one does. */
  leaveThen: (action: () => void) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * The state of a link a form offers itself ("open that day's list"): following it is the answer
 * the form asked for, so it goes without the question.
 */
export const LEAVING_ON_PURPOSE = { leavingOnPurpose: true } as const;

/** Another address, or the same with other query values: the page's forms would be unmounted. */
function leavesPage(current: Location, next: Location): boolean {
  if ((next.state as Partial<typeof LEAVING_ON_PURPOSE> | null)?.leavingOnPurpose) return false;
  return current.pathname !== next.pathname || current.search !== next.search;
}

/**
 * One watch over every form of the staff area: a link in the sidebar, Back, a tab closed or
 * reloaded, or signing out would drop what a form holds without a word. React Router allows one
 * navigation blocker at a time, so the forms report here (`useUnsavedChanges`) and this one
 * blocker asks for all of them, with the question the forms' own Batal asks.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // One set for the provider's life, changed in place: nothing re-renders when a form's state changes.
  const [dirty] = useState(() => new Set<symbol>());
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirty.size > 0 && leavesPage(currentLocation, nextLocation), [dirty]);
  const blocker = useBlocker(shouldBlock);

  // A tab closed or reloaded: the browser asks in its own words (it shows no page text).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.size === 0) return;
      event.preventDefault();
      // Older Safari and Chrome ask only when this is set as well.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const value = useMemo<UnsavedChanges>(
    () => ({
      dirty,
      leaveThen: (action) => {
        if (dirty.size === 0) return action();
        setPendingAction(() => action);
      },
    }),
    [dirty],
  );

  const asking = blocker.state === 'blocked' || pendingAction !== null;
  const answer = (discard: boolean) => {
    if (blocker.state === 'blocked') {
      if (discard) blocker.proceed();
      else blocker.reset();
    }
    const action = pendingAction;
    setPendingAction(null);
    if (discard && action) {
      // The forms are left behind: their typed work no longer holds anything back.
      dirty.clear();
      action();
    }
  };

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <DiscardQuestion open={asking} onAnswer={answer} />
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Reports that a form holds typed work, so leaving the page asks first. Outside the staff area
 * (no provider) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const watch = useContext(UnsavedChangesContext);
  // A layout effect, run with the render itself: a passive one waits for the next frame (Preact
  // in production), and Back pressed right after typing would leave before it counted.
  useLayoutEffect(() => {
    if (!watch || !dirty) return;
    const key = Symbol('form');
    watch.dirty.add(key);
    return () => {
      watch.dirty.delete(key);
    };
  }, [watch, dirty]);
}

/** The staff area's `leaveThen`, or the action at once outside it. */
export function useLeaveThen(): (action: () => void) => void {
  const watch = useContext(UnsavedChangesContext);
  return watch ? watch.leaveThen : (action) => action();
}
