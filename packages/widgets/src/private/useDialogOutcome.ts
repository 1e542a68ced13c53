import { errorMessage, type ErrorWords } from '@pte-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { ToastHandler, ToastTone } from '../QuestionTools/messages';

/** How an action of a dialog went, in words. */
export interface DialogOutcome {
  text: string;
  tone: ToastTone;
}

/**
 * Where a form dialog (report a problem, exam memory, note) tells how its actions went: the host's toast when it
 * gave one; else inside the dialog while it is open (`inline`), else on a line beside it (`outcome`). Both clear
 * when the dialog opens again.
 */
export function useDialogOutcome(open: boolean, onOpenChange: (open: boolean) => void, onToast?: ToastHandler) {
  const [pending, setPending] = useState(false);
  const [inline, setInline] = useState<DialogOutcome | null>(null);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  const reset = () => {
    setInline(null);
    setOutcome(null);
  };
  useEffect(() => {
    if (open) reset();
  }, [open]);

  /** Tells `text`: in the toast, else in the open dialog, else beside the closed one. */
  const announce = (text: string, tone: ToastTone) => {
    if (onToast) onToast(text, tone);
    else if (openRef.current) setInline({ text, tone });
    else setOutcome({ text, tone });
  };

  /** Closes the dialog; what is announced next goes beside it. */
  const close = () => {
    openRef.current = false;
    onOpenChange(false);
  };

  /**
   * The send button: runs `action`, then closes the dialog and tells `success`; a failure is told with the words
   * `words` picks (see errorMessage) and leaves the dialog open.
   */
  const submit = async (action: () => Promise<void>, success: string, words: ErrorWords) => {
    setPending(true);
    setInline(null);
    try {
      await action();
      onOpenChange(false);
      if (onToast) onToast(success, 'success');
      else setOutcome({ text: success, tone: 'success' });
    } catch (reason) {
      announce(errorMessage(reason, undefined, words), 'error');
    } finally {
      setPending(false);
    }
  };

  return { pending, inline, outcome, announce, close, reset, setInline, submit };
}
