import type { SpeakingTask } from './scales';
import type { TraitResult } from './traits';

/**
 * Memorised templates in spoken answers (docs/scoring.md, "Templates in speaking"): the stock sentences learners are
 * taught for Describe Image, Re-tell Lecture, Summarize Group Discussion and Respond to a Situation ("The image gives
 * us a lot of information about…", "In conclusion, this is a very informative image", "The first speaker said
 * that…"). They are found in the recognised transcript, so they are matched loosely (a word misheard, added or
 * dropped still matches), left out of what content is judged on, and content is capped when most of the answer is
 * template.
 *
 * A phrase is written as words separated by spaces: `a|b` is one word of several, `[a|b]` a word that may be left out,
 * and `IMAGE` any word for a picture. Only the phrase's own words are templates: "…information about the library's
 * books" keeps "the library's books".
 */
const NOUNS: Record<string, string> = {
  IMAGE: 'image|picture|graph|chart|diagram|map|table|figure|photo|photograph|illustration|flowchart|visual|pie|bar',
  TALK: 'lecture|talk|speech|presentation|lesson|recording',
  SPEAKER: 'speaker|lecturer|professor|presenter|teacher|narrator|woman|man',
  PERSON: 'speaker|participant|person|student|member',
  SAID: 'said|mentioned|talked|spoke|discussed|explained|stated|argued|described|highlighted|pointed|emphasised|emphasized|suggested|thought|believed|felt',
};

const CLOSING = 'conclusion|conclude|overall|summary|sum|finally|lastly';

const PHRASES: Record<'describeImage' | 'retellLecture' | 'summarizeGroupDiscussion' | 'respondToASituation', string[]> = {
  describeImage: [
    '[the|this|given] IMAGE gives|provides|offers|shows|presents [us] [a] lot|lots|great|plenty [deal] of [useful|important|interesting|valuable|significant] information|data|details about|on|regarding',
    '[the|this|given] IMAGE gives|provides|offers [us] [some] [useful|important] information|data about|on|regarding',
    'looking|look at [the|this] IMAGE [closely|carefully] we|i can see [that]',
    'it|it\'s [is] clear|evident|obvious|apparent [from|in] [the|this] IMAGE that',
    'there are|is many|several|various|different|lots|a [lot] [of] colours|colors|elements|items|things|features|details|objects|numbers|figures in|on [the|this] IMAGE',
    'in|to [a] CLOSING [,] [i] [think] this|the|it is|was a [very|really|quite|highly] informative|useful|interesting|detailed|good IMAGE',
    'the|this IMAGE is|was very|really|quite|highly|extremely informative|useful|interesting|detailed',
    'the|this|all [of] [the] [given] information|data|details is|are very|really|quite|extremely important|useful|interesting|informative',
    'information|things|details about|on many|several|various|different things|aspects|topics|elements',
    'on|at|in the left|right|top|bottom|centre|center|middle [hand] [side] [part] of the IMAGE we|i [can] see|notice',
    'i can see a|an beautiful|interesting|colourful|colorful|informative IMAGE in front of me',
    'this IMAGE is about|describes|represents|depicts|illustrates [the] [information] [about] [the] various|different|many [kinds|types] [of] things|elements|items|information',
  ],
  retellLecture: [
    '[the|this] SPEAKER was|is talking|speaking about|on',
    '[the|this] TALK was|is about|on',
    'the|this TALK gives|gave|provides|provided|offers|offered [us] [a] lot|lots|great|plenty [deal] of [useful|important|interesting|valuable] information about|on|regarding',
    '[the|this] SPEAKER also|further|additionally SAID [about] [that]',
    'moreover|furthermore|additionally|besides|also the SPEAKER SAID [about] [that]',
    '[the|this] SPEAKER gave|provided|mentioned|discussed [us] an|some|a|several example|examples of|about',
    'in|to [a] CLOSING [,] the SPEAKER|TALK concluded|concludes|SAID|ended|ends [by|with] [saying] [that]',
    'the|this TALK was|is very|really|quite|extremely informative|interesting|useful',
    'the SPEAKER SAID|talked about many|several|various|different|some [important|interesting] things|points|topics|ideas|aspects|issues',
    'he|she also SAID [about] [that]',
    'a|an [very] important|interesting topic|issue|subject',
  ],
  summarizeGroupDiscussion: [
    '[the|this] [group] discussion was|is about|on',
    'in [this|the] [group] discussion [the] [three|two|four] speakers|people|participants|students were|are talking|discussing|speaking [about]',
    'the [group] speakers|participants|people were|are talking|discussing|speaking about|on',
    'the first|second|third|last|other|another|final PERSON SAID|agreed|disagreed [and] [SAID] [that]',
    'the|all [the] speakers|participants|they had|have different|various|mixed|their own opinions|views|ideas|perspectives [about|on]',
    'in|to [a] CLOSING [,] the|all [the] speakers|participants|they agreed|decided|concluded [that|to|on]',
    'they|speakers discussed|talked about many|several|various|different things|points|aspects|issues|topics',
    'the discussion ended|concluded|finished with|when',
    'the discussion was|is very|really|quite informative|interesting|useful',
    'a|an [very] important|interesting topic|issue|subject',
    'both|they|all had|have|made a|good point|points',
  ],
  respondToASituation: [
    'hi|hello|hey [there] how are you [doing] [today]',
    'i hope you are|you\'re doing well|fine|good|great',
    'i hope this message finds you well',
    'i|i\'m [am] calling|writing|speaking|contacting|phoning [you] because|about|regarding|to',
    'i wanted|want|would [like] to talk|speak|discuss|tell [to] [with] [you] [something] about|regarding|that',
    'i hope you [will] understand [my] [situation|position]',
    'thank|thanks you|so [so] [much] for your understanding|time|patience|consideration|help',
    'for your understanding|patience|consideration',
    'please let me know what you think',
    'please let me know if that is okay|ok|fine|alright',
    'please let me know if that works [for] [you]',
    'i look forward to hearing from you',
    'have a nice|good|great|lovely day|evening',
    'i would be grateful|thankful if you could [consider|understand] [this|my] [situation|request]',
  ],
};

interface Slot {
  words: Set<string>;
  optional: boolean;
}

const parse = (phrase: string): Slot[] => phrase.split(/\s+/).filter((part) => part !== ',').map((part) => {
  const optional = part.startsWith('[') && part.endsWith(']');
  const body = optional ? part.slice(1, -1) : part;
  const words = body.split('|').flatMap((word) => (NOUNS[word] ?? (word === 'CLOSING' ? CLOSING : word)).split('|'));
  return { words: new Set(words.map((word) => word.toLowerCase())), optional };
});

const COMPILED = Object.fromEntries(Object.entries(PHRASES).map(([task, phrases]) => [task, phrases.map(parse)])) as Record<keyof typeof PHRASES, Slot[][]>;

/** Whether a task's answers are checked for templates (the open speaking tasks). */
export function hasTemplates(task: SpeakingTask): task is keyof typeof PHRASES {
  return task in COMPILED;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** What a transcript word costs against a slot: 0 when it is one of its words, ½ when it is nearly (colour/color), else 1. */
function cost(slot: Slot, word: string): number {
  if (slot.words.has(word)) return 0;
  if (word.length >= 5) {
    for (const candidate of slot.words) {
      if (candidate.length >= 5 && editDistance(candidate, word) <= Math.floor(Math.max(candidate.length, word.length) / 4)) return 0.5;
    }
  }
  return 1;
}

/**
 * Errors (a word misheard, added or missing) a phrase of `required` words may carry and still match: two in five. The
 * recogniser mishears stock phrases too ("i hope you are doing well" came back as "i have here are doing well").
 */
const allowedErrors = (required: number) => Math.floor(required * 0.4);

/**
 * Where a phrase occurs in the words, loosely: a semi-global alignment of the whole phrase against any stretch of the
 * words (a slot not matched, a word replaced or a word added each cost 1; an optional slot left out costs nothing).
 * Returns the stretches [start, end) that match within the phrase's allowance, and hold at least three of its words.
 */
function occurrences(phrase: Slot[], words: string[]): [number, number][] {
  const required = phrase.filter((slot) => !slot.optional).length;
  const allowance = allowedErrors(required);
  const m = phrase.length;
  const n = words.length;
  // cost[k][j]: the first k slots aligned to a stretch ending before word j; start[k][j]: where that stretch starts;
  // matched[k][j]: slots matched exactly or nearly on that path.
  const costs: number[][] = [Array(n + 1).fill(0)];
  const starts: number[][] = [Array.from({ length: n + 1 }, (_, j) => j)];
  const matched: number[][] = [Array(n + 1).fill(0)];
  for (let k = 1; k <= m; k += 1) {
    const slot = phrase[k - 1]!;
    const skip = slot.optional ? 0 : 1;
    costs[k] = [costs[k - 1]![0]! + skip];
    starts[k] = [0];
    matched[k] = [0];
    for (let j = 1; j <= n; j += 1) {
      const pair = cost(slot, words[j - 1]!);
      const options: [number, number, number][] = [
        [costs[k - 1]![j - 1]! + pair, starts[k - 1]![j - 1]!, matched[k - 1]![j - 1]! + (pair < 1 ? 1 : 0)],
        [costs[k - 1]![j]! + skip, starts[k - 1]![j]!, matched[k - 1]![j]!],
        // A word added inside the phrase ("the image gives us really a lot of…"); never before its first slot or after its last.
        ...(k > 1 && k < m ? [[costs[k]![j - 1]! + 1, starts[k]![j - 1]!, matched[k]![j - 1]!] as [number, number, number]] : []),
      ];
      const best = options.reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[2] > a[2]) ? b : a));
      costs[k]![j] = best[0];
      starts[k]![j] = best[1];
      matched[k]![j] = best[2];
    }
  }
  const found: [number, number][] = [];
  // A stretch starts on a word of the phrase's opening (up to its first required word) and ends on one of its close
  // (from its last required word): words the allowance let in at its edges ("…information about the") are the answer's.
  const firstRequired = phrase.findIndex((slot) => !slot.optional);
  const lastRequired = phrase.length - 1 - [...phrase].reverse().findIndex((slot) => !slot.optional);
  const opens = (word: string) => phrase.slice(0, firstRequired + 1).some((slot) => cost(slot, word) < 1);
  const closes = (word: string) => phrase.slice(lastRequired).some((slot) => cost(slot, word) < 1);
  for (let j = 1; j <= n; j += 1) {
    // At least three of the phrase's words heard (all of a shorter one), and most of its required ones.
    if (costs[m]![j]! > allowance || matched[m]![j]! < Math.max(Math.min(3, required), required - allowance)) continue;
    let start = starts[m]![j]!;
    let end = j;
    while (start < end && !opens(words[start]!)) start += 1;
    while (end > start && !closes(words[end - 1]!)) end -= 1;
    if (start < end) found.push([start, end]);
  }
  return found;
}

export interface SpokenTemplates {
  /** Per recognised word: whether it belongs to a template phrase. */
  template: boolean[];
  /** Share of the answer's words in template phrases (0–1). */
  share: number;
  /** The template stretches as heard, for the learner's feedback. */
  phrases: string[];
}

const normalise = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/** Finds the stock phrases of a task's templates in the recognised words (any other task: none). */
export function findSpokenTemplates(task: SpeakingTask, words: string[]): SpokenTemplates {
  const template = words.map(() => false);
  if (!hasTemplates(task) || words.length === 0) return { template, share: 0, phrases: [] };
  const heard = words.map(normalise);
  const stretches: [number, number][] = [];
  for (const phrase of COMPILED[task]) stretches.push(...occurrences(phrase, heard));
  for (const [start, end] of stretches) for (let index = start; index < end; index += 1) template[index] = true;
  const phrases: string[] = [];
  template.forEach((marked, index) => {
    if (!marked) return;
    if (index > 0 && template[index - 1]) phrases[phrases.length - 1] += ` ${words[index]}`;
    else phrases.push(words[index]!);
  });
  return { template, share: template.filter(Boolean).length / words.length, phrases };
}

/** Below this share of template words the feedback does not mention them (they are still left out of content). */
const NOTED_SHARE = 0.2;

/** A share of template words above this is "most of the answer": content is capped (below). */
export const MOSTLY_TEMPLATE = 0.5;

/**
 * Content (or appropriacy) once the templates are known. The trait was judged without the template words; when they
 * are most of the answer, it is also capped at `floor(max × (1 − share))`, so an answer of stock sentences and a key
 * word or two keeps at most a fraction of the points its own words might have found. The comment says so.
 */
export function discountTemplates(result: TraitResult, found: SpokenTemplates, max: number): TraitResult {
  // A stock phrase or two in an answer of one's own is how people speak; it is left out of content silently.
  if (found.share <= NOTED_SHARE) return result;
  const percent = Math.round(found.share * 100);
  const quoted = found.phrases.slice(0, 2).map((phrase) => `"${phrase}"`).join(', ');
  const note = `${percent}% of the answer was memorised template phrases (${quoted}${found.phrases.length > 2 ? '…' : ''}), which earn no content`;
  if (found.share <= MOSTLY_TEMPLATE) return { score: result.score, comment: `${result.comment} ${note}.` };
  const cap = Math.floor(max * (1 - found.share) + 1e-9);
  return {
    score: Math.min(result.score, cap),
    comment: `${note}: say what this question is about in your own words. ${result.comment}`,
  };
}
