import { defaultSpeaker } from '@pte-kit/core';
import type { SpeechRequest } from '@pte-kit/content/generator';

/**
 * What a question's recording says: the script (listening and speaking tasks), or the situation
 * (Respond to a Situation is read and heard). Select Missing Word hides its last words behind a beep.
 */
export function speechRequestOf(content: Record<string, unknown>, speakerId?: string): SpeechRequest | null {
  const text = typeof content.transcript === 'string' ? content.transcript : content.task === 'respondToASituation' ? content.situation : null;
  if (typeof text !== 'string' || !text.trim()) return null;
  const voice = content.voice === 'male' ? 'male' : 'female';
  return {
    text,
    speakerId: speakerId ?? defaultSpeaker(voice).id,
    ...(content.task === 'selectMissingWord' && typeof content.missing === 'string' ? { beepTail: content.missing } : {}),
  };
}
