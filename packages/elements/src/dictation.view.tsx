import { useMemo, useRef } from 'react';
import type { DictationScoredAnswer, PteClient } from '@pte-kit/core';
import { DictationSession } from '@pte-kit/widgets';
import { reactView } from './reactView';

export interface DictationViewProps {
  client: PteClient;
  onScored: (answer: DictationScoredAnswer) => void;
}

/** <pte-dictation>'s React part: the session's client reports each scored session to the element. */
function DictationView({ client, onScored }: DictationViewProps) {
  const latest = useRef(onScored);
  latest.current = onScored;
  const reporting = useMemo<PteClient>(() => ({
    ...client,
    submitDictation: async (words) => {
      const scored = await client.submitDictation(words);
      latest.current(scored);
      return scored;
    },
  }), [client]);
  return <DictationSession client={reporting} />;
}

export default reactView(DictationView);
