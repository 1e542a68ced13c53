import { defaultSpeaker, type QuestionContent } from '@pte-kit/core';
import type { SpeechRequest } from '@pte-kit/content/generator';

/**
 * What a question's recording says: the script (listening and speaking tasks), or the situation
 * (Respond to a Situation is read and heard). Select Missing Word hides its last words behind a beep.
 */
export function speechRequestOf(content: QuestionContent, speakerId?: string): SpeechRequest | null {
  const text = 'transcript' in content ? content.transcript : content.kind === 'respondToASituation' ? content.situation : null;
  if (typeof text !== 'string' || !text.trim()) return null;
  const voice = 'voice' in content && content.voice === 'male' ? 'male' : 'female';
  return {
    text,
    speakerId: speakerId ?? defaultSpeaker(voice).id,
    ...(content.kind === 'selectMissingWord' ? { beepTail: content.missing } : {}),
  };
}
