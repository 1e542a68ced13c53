import * as fields from './css/fields.css';
import type { DialogOutcome } from './useDialogOutcome';

/** The line beside a closed dialog that tells how its action went; always in the page, so the change is read out. */
export function OutcomeLine({ outcome }: { outcome: DialogOutcome | null }) {
  return <p role="status" className={outcome?.tone === 'error' ? fields.outcomeError : fields.outcome}>{outcome?.text}</p>;
}
