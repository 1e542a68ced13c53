import type { Complexity, ImageType, PartOfSpeech, Skill, VideoType } from '@pte-kit/core';

/** Fields every bank item has. `key` is stable forever: seeding upserts by it. */
export interface BankItemBase {
  /** Stable unique key, e.g. 'rwfib-001'. Never reuse or renumber. */
  key: string;
  title: string;
  complexity: Complexity;
  /** Prediction flags: our editors' picks of what is likely to appear (premium prediction tab), not learners' reports. */
  prediction?: { weekly?: boolean; monthly?: boolean };
  /** Why the answer is right, shown after submit. */
  explanation: string;
  imageType?: ImageType;
}

/** Reading & Writing fill in the blanks: `text` holds {{1}}..{{n}}; each blank has 4 options. */
export interface RwFillInTheBlanksItem extends BankItemBase {
  task: 'reading.rwFillInTheBlanks';
  text: string;
  blanks: { options: [string, string, string, string]; answer: string }[];
}

/** Reading fill in the blanks: `text` holds {{1}}..{{n}}; the bank is the answers plus distractors. */
export interface ReadingFillInTheBlanksItem extends BankItemBase {
  task: 'reading.fillInTheBlanks';
  text: string;
  answers: string[];
  distractors: string[];
}

export interface ChoiceOption {
  id: string;
  text: string;
}

export interface MultipleChoiceMultipleItem extends BankItemBase {
  task: 'reading.multipleChoiceMultipleAnswers';
  text: string;
  question: string;
  options: ChoiceOption[];
  correct: string[];
}

export interface MultipleChoiceSingleItem extends BankItemBase {
  task: 'reading.multipleChoiceSingleAnswer';
  text: string;
  question: string;
  options: ChoiceOption[];
  correct: string;
}

/** Re-order paragraphs: `paragraphs` in their correct order; the seed shuffles them for display. */
export interface ReorderParagraphsItem extends BankItemBase {
  task: 'reading.reorderParagraphs';
  paragraphs: ChoiceOption[];
}

export type ReadingItem =
  | RwFillInTheBlanksItem
  | ReadingFillInTheBlanksItem
  | MultipleChoiceMultipleItem
  | MultipleChoiceSingleItem
  | ReorderParagraphsItem;

/** Fields of the open tasks (speaking, writing, summaries): what content scoring looks for. */
export interface OpenTaskFields {
  /** 3–6 short key points a good answer mentions; content scoring matches them. */
  keyPoints: string[];
  /** A model answer that would score highly. */
  modelAnswer: string;
}

/** Preferred voice of rendered audio; the learner's speaker selector may choose another. */
export type VoiceGender = 'female' | 'male';

/** A recording: the script is rendered to audio by the generator and is also the transcript. */
export interface AudioFields {
  /** What the speaker says: rendered to mp3 and shown as the transcript after answering. */
  script: string;
  voice?: VoiceGender;
}

export interface ReadAloudItem extends BankItemBase, OpenTaskFields {
  task: 'speaking.readAloud';
  /** The text to read aloud, ≤ 60 words. keyPoints are its content words; modelAnswer is the text. */
  text: string;
}

export interface RepeatSentenceItem extends BankItemBase, AudioFields {
  task: 'speaking.repeatSentence';
}

export interface AnswerShortQuestionItem extends BankItemBase, AudioFields {
  task: 'speaking.answerShortQuestion';
  /** Accepted answers, the first being the usual one ('thermometer', 'a thermometer'). */
  answers: string[];
}

export type ChartSpec =
  | { kind: 'BAR_CHART'; title: string; unit: string; yLabel: string; categories: string[]; series: { name: string; values: number[] }[] }
  | { kind: 'GRAPH'; title: string; unit: string; xLabel: string; yLabel: string; xValues: string[]; series: { name: string; values: number[] }[] }
  | { kind: 'PIE_CHART'; title: string; unit: string; slices: { label: string; value: number }[] }
  | { kind: 'TABLE'; title: string; columns: string[]; rows: (string | number)[][] }
  | { kind: 'FLOW_CHART'; title: string; steps: string[]; cycle: boolean }
  | { kind: 'MAP'; title: string; features: { label: string; kind: 'building' | 'park' | 'water' | 'road' | 'station' | 'school' | 'hospital' | 'shop'; x: number; y: number }[] }
  | { kind: 'PICTURE'; title: string; elements: { kind: 'sun' | 'cloud' | 'tree' | 'house' | 'person' | 'car' | 'mountain' | 'river' | 'bird' | 'boat' | 'bicycle' | 'bench'; x: number; y: number; size: number }[] };

export interface DescribeImageItem extends BankItemBase, OpenTaskFields {
  task: 'speaking.describeImage';
  imageType: ChartSpec['kind'];
  /** The data the picture is drawn from; also the reference for content scoring. */
  chart: ChartSpec;
}

export interface RetellLectureItem extends BankItemBase, AudioFields, OpenTaskFields {
  task: 'speaking.retellLecture';
}

export interface RespondToASituationItem extends BankItemBase, OpenTaskFields {
  task: 'speaking.respondToASituation';
  /** The situation, read and heard, ≤ 60 words, ending with what the learner must do. */
  situation: string;
}

/** A voice of a group discussion: who is speaking, in which university role, with which rendered voice. */
export interface DiscussionSpeaker {
  name: string;
  role: 'student' | 'lecturer' | 'tutor' | 'librarian' | 'administrator';
  voice: VoiceGender;
}

/**
 * Summarize Group Discussion (PTE Academic since August 2025): three speakers, both genders, each taking 2-3 turns in
 * no fixed order; the turns are rendered one voice each and are also the transcript. `keyPoints` are the topic, each
 * speaker's position, where they agree or differ and the outcome; `modelAnswer` is a spoken summary naming who said what.
 */
export interface SummarizeGroupDiscussionItem extends BankItemBase, OpenTaskFields {
  task: 'speaking.summarizeGroupDiscussion';
  speakers: [DiscussionSpeaker, DiscussionSpeaker, DiscussionSpeaker];
  turns: { speaker: 0 | 1 | 2; text: string }[];
}

export interface SummarizeWrittenTextItem extends BankItemBase, OpenTaskFields {
  task: 'writing.summarizeWrittenText';
  /** ≤ 200 words, so the same passage fits PTE Core (≤ 200) and Academic (≤ 300). */
  passage: string;
}

export interface WriteEssayItem extends BankItemBase, OpenTaskFields {
  task: 'writing.writeEssay';
  prompt: string;
}

export interface WriteEmailItem extends BankItemBase, OpenTaskFields {
  task: 'writing.writeEmail';
  /** The situation and what the email must do, ≤ 100 words. keyPoints are the points the email must cover. */
  prompt: string;
}

export interface SummarizeSpokenTextItem extends BankItemBase, AudioFields, OpenTaskFields {
  task: 'listening.summarizeSpokenText';
  /** A 20–30 word summary for PTE Core (modelAnswer is the 50–70 word Academic one). */
  modelAnswerCore: string;
}

export interface ListeningMultipleChoiceMultipleItem extends BankItemBase, AudioFields {
  task: 'listening.multipleChoiceMultipleAnswers';
  question: string;
  options: ChoiceOption[];
  correct: string[];
}

export interface ListeningMultipleChoiceSingleItem extends BankItemBase, AudioFields {
  task: 'listening.multipleChoiceSingleAnswer';
  question: string;
  options: ChoiceOption[];
  correct: string;
}

export interface ListeningFillInTheBlanksItem extends BankItemBase, AudioFields {
  task: 'listening.fillInTheBlanks';
  /** The transcript shown, with {{1}}..{{n}} where the learner types the missing words (4–7 gaps). */
  transcript: string;
  /** The spoken word at each gap. */
  answers: string[];
}

export interface HighlightCorrectSummaryItem extends BankItemBase, AudioFields {
  task: 'listening.highlightCorrectSummary';
  summaries: ChoiceOption[];
  correct: string;
}

export interface SelectMissingWordItem extends BankItemBase, AudioFields {
  task: 'listening.selectMissingWord';
  /** The last word or words of the script, replaced by a beep in the audio. The script ends with them. */
  missing: string;
  options: ChoiceOption[];
  correct: string;
}

export interface HighlightIncorrectWordsItem extends BankItemBase, AudioFields {
  task: 'listening.highlightIncorrectWords';
  /** The transcript shown: the script with 2–5 single words changed (same number of words). */
  shown: string;
}

export interface WriteFromDictationItem extends BankItemBase, AudioFields {
  task: 'listening.writeFromDictation';
}

export type BankItem =
  | ReadingItem
  | ReadAloudItem
  | RepeatSentenceItem
  | AnswerShortQuestionItem
  | DescribeImageItem
  | RetellLectureItem
  | RespondToASituationItem
  | SummarizeGroupDiscussionItem
  | SummarizeWrittenTextItem
  | WriteEssayItem
  | WriteEmailItem
  | SummarizeSpokenTextItem
  | ListeningMultipleChoiceMultipleItem
  | ListeningMultipleChoiceSingleItem
  | ListeningFillInTheBlanksItem
  | HighlightCorrectSummaryItem
  | SelectMissingWordItem
  | HighlightIncorrectWordsItem
  | WriteFromDictationItem;

/** One sense group of a lexicon word: a part of speech with its definitions and examples. */
export interface LexiconMeaning {
  partOfSpeech: PartOfSpeech;
  /** 1–3 definitions in our own words, most common first. */
  definitions: string[];
  /** 1–2 example sentences of our own that use the word. */
  examples: string[];
  synonyms: string[];
  antonyms: string[];
  /** Common collocations (phrases), 0–3. */
  collocations: string[];
}

/** A word of the word-of-the-day list and of the dictionary. */
export interface LexiconEntry {
  word: string;
  /** British IPA between slashes, e.g. /əˈnæləsɪs/. */
  britishPhonetic: string;
  /** American IPA between slashes. */
  americanPhonetic: string;
  meanings: LexiconMeaning[];
  /** Words of the same family, e.g. analyse, analyst, analytical. */
  familyWords: string[];
}

/** A word of the spelling dictation list. */
export interface DictationWord {
  word: string;
  complexity: Complexity;
}

/** One slide of a video lesson: what is drawn and what the narrator says over it. */
export interface LessonSlide {
  heading: string;
  /** 0–4 short bullet lines drawn on the slide. */
  bullets: string[];
  /** What the narrator says while the slide is shown. */
  narration: string;
}

/** A short narrated video lesson, rendered to mp4 from its slides. */
export interface VideoLesson {
  /** Stable key, e.g. `lesson-speaking.readAloud` or `foundation-listening`. */
  key: string;
  type: VideoType;
  skill: Skill;
  /** Catalogue task key for LEARNING lessons; absent for FOUNDATION lessons, which cover a whole skill. */
  task?: string;
  title: string;
  slides: LessonSlide[];
}
