import { type ReactNode, useRef, useState } from 'react';
import { DiscardQuestion, useUnsavedChanges } from './unsavedChanges.tsx';

export interface DiscardGuard {
  /** Runs `action` (close the form, show another record) at once when nothing was changed; asks first when something was. */
  discardThen: (action: () => void) => void;
  /** The question, to render beside the form. */
  prompt: ReactNode;
}

/**
 * Batal, ×, Escape, a click beside a form or picking another record would throw away what was
 * typed without a word: with changes, this asks first, and the harmless answer (go on filling
 * in) has the focus. Leaving the page (a link, Back, a reload) asks too, through the staff
 * area's one watch (unsavedChanges.tsx).
 *
 * `dirtyNow` reads the form as it is at the moment Batal is pressed, for a form whose rendered
 * `dirty` follows its fields a render late (an uncontrolled form that learns of a change from an
 * event): a person as quick as a test never gets the question for a field typed back as it was.
 */
export function useDiscardGuard(dirty: boolean, dirtyNow?: () => boolean): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  useUnsavedChanges(dirty);
  const answer = (discard: boolean) => {
    const action = pending.current;
    pending.current = null;
    setAsking(false);
    if (discard) action?.();
  };
  return {
    discardThen: (action) => {
      if (!(dirtyNow ? dirtyNow() : dirty)) return action();
      pending.current = action;
      setAsking(true);
    },
    prompt: <DiscardQuestion open={asking} onAnswer={answer} />,
  };
}
