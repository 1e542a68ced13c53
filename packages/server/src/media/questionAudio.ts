import { defaultSpeaker } from '@pte-kit/core';
import type { SpeechRequest } from '@pte-kit/content/generator';
import type { QuestionRecord } from '../repositories/questions';

/**
 * What a question's recording says, in a voice: its script (for Select Missing Word the last words are
 * hidden behind a beep), by default in the recording's own voice; a group discussion in its speakers' voices.
 */
export function speechRequestOf(question: Pick<QuestionRecord, 'content' | 'recording'>, speakerId?: string): SpeechRequest | null {
  const { content, recording } = question;
  if (!recording?.script.trim()) return null;
  // A group discussion has a voice per speaker, whichever voice the learner picked.
  if (recording.turns?.length) return { text: recording.script, speakerId: recording.turns[0].speakerId, turns: recording.turns };
  const voice = 'voice' in content && content.voice === 'male' ? 'male' : 'female';
  return {
    text: recording.script,
    speakerId: speakerId ?? defaultSpeaker(voice).id,
    ...(recording.beepTail ? { beepTail: recording.beepTail } : {}),
  };
}
