import { describe, expect, it } from 'vitest';
import { wordsOf } from '../index';
import { summarizeGroupDiscussion as items } from '../speaking/summarizeGroupDiscussion';
import { COMPLEXITY_SPREAD, ITEMS_PER_TASK, PREDICTIONS, sentenceCount } from './bankShape';
import type { SummarizeGroupDiscussionItem } from '../types';

/* Summarize Group Discussion is not in the BankItem union until the lead wires it into the catalogue, so the shared
 * shape checks (describeTaskShape) cannot run on it yet: the ones that apply are repeated here with the same limits,
 * next to the task's own format. Each check lists every offending item as "key: problem". */

const ROLES = ['student', 'lecturer', 'tutor', 'librarian', 'administrator'];
/** Text-to-speech pace used across the bank (words per second): the discussion must last two to three minutes. */
const WORDS_PER_SECOND = 2.7;

function problems(check: (item: SummarizeGroupDiscussionItem) => string[]): string[] {
  return items.flatMap((item) => check(item).map((problem) => `${item.key}: ${problem}`));
}

const count = (text: string) => wordsOf(text).length;
const discussion = (item: SummarizeGroupDiscussionItem) => item.turns.map((turn) => turn.text).join(' ');
const firstName = (name: string) => name.split(' ')[0];
const within = (n: number, min: number, max: number) => n >= min && n <= max;

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const STOPWORDS = new Set(
  'about after also been both could does each from have into many more most much must only over some such than that their them they this very were what when will with would your'.split(' '),
);

/** Content words of a key point the model answer lacks (compared on their first five letters, as speakingOpen does). */
function missingWords(keyPoint: string, answer: string): string[] {
  const stem = (w: string) => w.toLowerCase().replace(/[^a-z]/g, '').slice(0, 5);
  const answerStems = new Set(wordsOf(answer).map(stem));
  return wordsOf(keyPoint)
    .filter((w) => w.replace(/[^a-z]/gi, '').length >= 4 && !STOPWORDS.has(w.toLowerCase()))
    .filter((w) => !answerStems.has(stem(w)));
}

describe('Summarize Group Discussion: amount and shape', () => {
  it(`has ${ITEMS_PER_TASK} items keyed sgd-001..sgd-0${ITEMS_PER_TASK} in order, all of this task`, () => {
    const expected = Array.from({ length: ITEMS_PER_TASK }, (_, i) => `sgd-${String(i + 1).padStart(3, '0')}`);
    expect(items.map((item) => item.key)).toEqual(expected);
    expect(problems((item) => (item.task === 'speaking.summarizeGroupDiscussion' ? [] : [`task is ${item.task}`]))).toEqual([]);
  });

  it('has titles of 2-5 words, unique within the task', () => {
    const titles = items.map((item) => item.title.trim().toLowerCase());
    expect(
      problems((item) => [
        ...(within(item.title.trim().split(/\s+/).length, 2, 5) ? [] : [`title "${item.title}"`]),
        ...(titles.filter((title) => title === item.title.trim().toLowerCase()).length === 1 ? [] : [`duplicate title "${item.title}"`]),
      ]),
    ).toEqual([]);
  });

  it("has the bank's complexity spread and 5-7 predictions using weekly and monthly", () => {
    const spread = Object.fromEntries(Object.keys(COMPLEXITY_SPREAD).map((level) => [level, items.filter((item) => item.complexity === level).length]));
    expect(spread).toEqual(COMPLEXITY_SPREAD);
    const predicted = items.filter((item) => item.prediction?.weekly || item.prediction?.monthly);
    expect(within(predicted.length, PREDICTIONS.min, PREDICTIONS.max)).toBe(true);
    expect(predicted.some((item) => item.prediction?.weekly) && predicted.some((item) => item.prediction?.monthly)).toBe(true);
  });

  it('has an explanation of 1-2 sentences and plain ASCII text everywhere', () => {
    expect(
      problems((item) => [
        ...(within(sentenceCount(item.explanation), 1, 2) ? [] : [`explanation has ${sentenceCount(item.explanation)} sentences`]),
        ...stringsOf(item).filter((text) => !/^[\x20-\x7E]*$/.test(text)).map((text) => `non-ASCII text: ${text.slice(0, 40)}...`),
      ]),
    ).toEqual([]);
  });
});

describe('Summarize Group Discussion: speakers and turns', () => {
  it('has three speakers with distinct names, known roles and both voices', () => {
    expect(
      problems((item) => [
        ...(item.speakers.length === 3 ? [] : [`${item.speakers.length} speakers`]),
        ...item.speakers.filter((s) => !ROLES.includes(s.role)).map((s) => `${s.name} has role ${s.role}`),
        ...(new Set(item.speakers.map((s) => firstName(s.name))).size === item.speakers.length ? [] : ['two speakers share a first name']),
        ...(['female', 'male'].every((voice) => item.speakers.some((s) => s.voice === voice)) ? [] : ['voices are all one gender']),
      ]),
    ).toEqual([]);
  });

  it('uses every speaker name only once across the bank', () => {
    const names = items.flatMap((item) => item.speakers.map((s) => s.name));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('gives each speaker 2-3 turns, never two in a row and not in a fixed rotation', () => {
    expect(
      problems((item) => {
        const order = item.turns.map((turn) => turn.speaker);
        const rotation = order.every((speaker, i) => speaker === order[i % 3]);
        return [
          ...[0, 1, 2].flatMap((s) => {
            const n = order.filter((speaker) => speaker === s).length;
            return within(n, 2, 3) ? [] : [`${item.speakers[s]?.name ?? s} has ${n} turns`];
          }),
          ...(order.some((speaker, i) => i > 0 && speaker === order[i - 1]) ? ['a speaker takes two turns in a row'] : []),
          ...(rotation ? [`turns follow a fixed rotation ${order.join('')}`] : []),
        ];
      }),
    ).toEqual([]);
  });

  it(`has a discussion of 330-450 words, two to three minutes at ${WORDS_PER_SECOND} words per second`, () => {
    expect(
      problems((item) => {
        const n = count(discussion(item));
        return within(n, 330, 450) && within(n / WORDS_PER_SECOND, 120, 180) ? [] : [`discussion has ${n} words`];
      }),
    ).toEqual([]);
  });

  it('has turns without digits, symbols, abbreviations or stage directions that TTS reads badly', () => {
    expect(
      problems((item) =>
        item.turns.flatMap((turn) => {
          const bad = turn.text.match(/[0-9()[\]{}%&/@#$*+=<>_~^|\\"]|\b(e\.g|i\.e|etc|Dr|Mr|Mrs|Ms|Prof|vs|approx)\b\.?/g);
          const label = item.speakers.find((s) => turn.text.startsWith(`${firstName(s.name)}:`));
          return [...(bad ? [`turn contains ${JSON.stringify([...new Set(bad)])}`] : []), ...(label ? [`turn starts with the label ${label.name}:`] : [])];
        }),
      ),
    ).toEqual([]);
  });
});

describe('Summarize Group Discussion: key points and model answer', () => {
  it('has 5-7 distinct key points of 3-12 words, naming every speaker at least once', () => {
    expect(
      problems((item) => {
        const lower = item.keyPoints.map((k) => k.trim().toLowerCase());
        return [
          ...(within(item.keyPoints.length, 5, 7) ? [] : [`${item.keyPoints.length} key points`]),
          ...item.keyPoints.filter((k) => !within(count(k), 3, 12)).map((k) => `key point "${k}" has ${count(k)} words`),
          ...lower.filter((k, i) => lower.indexOf(k) !== i).map((k) => `duplicate key point "${k}"`),
          ...item.speakers
            .filter((s) => !item.keyPoints.some((k) => k.includes(firstName(s.name))))
            .map((s) => `no key point names ${s.name}`),
        ];
      }),
    ).toEqual([]);
  });

  it('has a model answer of 110-160 words that names every speaker and is shorter than the discussion', () => {
    expect(
      problems((item) => [
        ...(within(count(item.modelAnswer), 110, 160) ? [] : [`model answer has ${count(item.modelAnswer)} words`]),
        ...item.speakers.filter((s) => !item.modelAnswer.includes(firstName(s.name))).map((s) => `model answer does not name ${s.name}`),
        ...(count(item.modelAnswer) < count(discussion(item)) / 2 ? [] : ['model answer is not much shorter than the discussion']),
      ]),
    ).toEqual([]);
  });

  it('has a model answer in plain spoken English, without memorised template phrases', () => {
    const template = /\b(in conclusion|to sum up|in summary|to summari[sz]e|the (speakers|discussion) (discussed|talked about|was about)|overall,? the discussion|the first speaker|the second speaker|the third speaker)\b/i;
    expect(problems((item) => (template.test(item.modelAnswer) ? [`model answer uses "${item.modelAnswer.match(template)?.[0]}"`] : []))).toEqual([]);
  });

  it('has a model answer that covers the words of its key points', () => {
    expect(
      problems((item) =>
        item.keyPoints.flatMap((k) => {
          const missing = missingWords(k, item.modelAnswer);
          return missing.length * 2 > wordsOf(k).filter((w) => w.length >= 4).length ? [`key point "${k}" missing ${missing.join(', ')}`] : [];
        }),
      ),
    ).toEqual([]);
  });
});
