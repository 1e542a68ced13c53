import { errorMessage, type ErrorWords } from '@pte-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { ToastHandler, ToastTone } from '../QuestionTools/messages';

/** An outcome to show beside a closed dialog when the host gave no toast. */
export interface DialogOutcome {
  text: string;
  tone: ToastTone;
}

/**
 * The send button of a form dialog (report a problem, exam memory). On success the dialog closes and says so in the
 * host's toast, else in the outcome line beside it. A failure goes to the toast, else into the dialog while it is
 * open, else to the outcome line. Both clear when the dialog opens again.
 */
export function useDialogSubmit(open: boolean, onOpenChange: (open: boolean) => void, onToast?: ToastHandler) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    if (open) {
      setError(null);
      setOutcome(null);
    }
  }, [open]);

  /** Runs `action`; `success` is the sentence after it, `words` which of a failure's words are shown (see errorMessage). */
  const submit = async (action: () => Promise<void>, success: string, words: ErrorWords) => {
    setPending(true);
    setError(null);
    try {
      await action();
      onOpenChange(false);
      if (onToast) onToast(success, 'success');
      else setOutcome({ text: success, tone: 'success' });
    } catch (reason) {
      const message = errorMessage(reason, undefined, words);
      if (onToast) onToast(message, 'error');
      else if (openRef.current) setError(message);
      else setOutcome({ text: message, tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { pending, error, outcome, submit };
}
