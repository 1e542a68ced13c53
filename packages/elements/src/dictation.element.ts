import type { DictationScoredAnswer } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { DictationViewProps } from './dictation.view';

export interface PteDictationScoreDetail {
  /** The scored session: each word, the learner's answer and whether it was right. */
  answer: DictationScoredAnswer;
}

declare global {
  interface PteEventMap {
    'pte-dictation-score': PteDictationScoreDetail;
  }
}

/**
 * A dictation session: ten words to hear and type, by complexity, scored by the kit's API, with the learner's past
 * sessions below.
 *
 * @tagname pte-dictation
 * @summary A PTE dictation session for the signed-in learner.
 *
 * @event {CustomEvent<PteDictationScoreDetail>} pte-dictation-score - The server scored a session. (Not `pte-score`: that name carries an answer record of a question.)
 *
 * @csspart root - The box the session renders in.
 */
export class PteDictation extends ApiElement<DictationViewProps> {
  protected override loadView() {
    return import('./dictation.view');
  }

  protected override viewProps(): DictationViewProps {
    return {
      client: this.client!,
      onScored: (answer) => void this.emit('pte-dictation-score', { answer }),
    };
  }
}
