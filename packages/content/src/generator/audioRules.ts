import { defaultSpeaker } from '@pte-kit/core';
import type { BankItem } from '../types';
import type { SpeechRequest } from './speech';
import { recordingOf } from '../question';

/**
 * Length of a recording in its default voice, in seconds, as the exam sets it. A task shared by
 * Academic and Core (Summarize Spoken Text) must fit both ranges, so its range is their overlap.
 */
export const AUDIO_SECONDS: Partial<Record<BankItem['task'], { min: number; max: number }>> = {
  'speaking.repeatSentence': { min: 3, max: 9 },
  'speaking.answerShortQuestion': { min: 3, max: 9 },
  'speaking.retellLecture': { min: 20, max: 90 },
  // Pearson: up to about three minutes. Ours are written for two to three at 2.7 words a second; the voices are a
  // little quicker, so the shortest run just under two (sgd-001: 119.6 s).
  'speaking.summarizeGroupDiscussion': { min: 100, max: 180 },
  // Academic 60–90 s, Core 45–75 s.
  'listening.summarizeSpokenText': { min: 60, max: 75 },
  'listening.multipleChoiceMultipleAnswers': { min: 30, max: 90 },
  'listening.multipleChoiceSingleAnswer': { min: 30, max: 90 },
  'listening.writeFromDictation': { min: 3, max: 5 },
};

/** The recording of an item in its default (natural) voice, or null when the item has none. */
export function speechOfItem(item: BankItem): SpeechRequest | null {
  if (item.task === 'speaking.summarizeGroupDiscussion') {
    const { script, turns } = recordingOf(item)!;
    return { text: script, speakerId: turns![0].speakerId, turns };
  }
  if (!('script' in item)) return null;
  return {
    text: item.script,
    speakerId: defaultSpeaker(item.voice ?? 'female').id,
    ...(item.task === 'listening.selectMissingWord' ? { beepTail: item.missing } : {}),
  };
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The items whose recording length is most at risk, for a check that renders only a few: per task
 * with a rule and per voice, the item with the fewest words and the item with the most.
 */
export function extremeAudioItems(items: readonly BankItem[]): BankItem[] {
  const picked = new Set<BankItem>();
  const groups = new Map<string, BankItem[]>();
  for (const item of items) {
    const speech = speechOfItem(item);
    if (!speech || !AUDIO_SECONDS[item.task]) continue;
    // A discussion is heard in all its speakers' voices at once: one group, so two renders, not two per first voice.
    const key = speech.turns ? item.task : `${item.task} ${speech.speakerId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const group of groups.values()) {
    const byLength = [...group].sort((a, b) => wordCount(speechOfItem(a)!.text) - wordCount(speechOfItem(b)!.text));
    picked.add(byLength[0]);
    picked.add(byLength[byLength.length - 1]);
  }
  return [...picked];
}
