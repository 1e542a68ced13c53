import { STOPWORDS } from '../writing/text';
import type { PronouncingDictionary } from './dictionary';
import { editDistance, spokenWords } from './text';

/** At most this many topic words are offered in place of one recognised word. */
const MAX_ALTERNATIVES = 3;

/**
 * Topic words that sound close to a recognised word. The general language model often hears a word
 * of the topic as a near neighbour ("walking" as "lacking", "mood" as "nude", "wax" as "lax" on our
 * festival recordings). They are offered as alternatives when the recognised words are aligned again
 * (the acoustics decide which the transcript shows), and content counts them as heard, so a topic
 * word said with an accent the model does not know is not lost to content.
 */
export function topicAlternatives(dictionary: PronouncingDictionary, topicText: string): (word: string) => string[] {
  const topic = new Map<string, string[]>();
  for (const word of spokenWords(topicText)) {
    if (word.length < 3 || STOPWORDS.has(word) || topic.has(word)) continue;
    const phones = dictionary.lookup(word)?.[0];
    if (phones) topic.set(word, phones);
  }
  const cache = new Map<string, string[]>();
  return (word) => {
    const known = cache.get(word);
    if (known) return known;
    const phones = dictionary.lookup(word)?.[0];
    let close: string[] = [];
    if (phones && !topic.has(word) && word.length >= 3) {
      close = [...topic]
        .map(([candidate, candidatePhones]) => ({ candidate, distance: editDistance(phones, candidatePhones), length: Math.max(phones.length, candidatePhones.length) }))
        // One phone off for short words, two in five for longer ones ("lacking" L AE K IH NG for "walking" W AO K IH NG).
        .filter(({ distance, length }) => distance <= Math.max(1, Math.round(length * 0.4)))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, MAX_ALTERNATIVES)
        .map(({ candidate }) => candidate);
    }
    cache.set(word, close);
    return close;
  };
}
