export type SpeakingTask = 'readAloud' | 'repeatSentence' | 'describeImage' | 'retellLecture' | 'summarizeGroupDiscussion' | 'respondToASituation' | 'answerShortQuestion';

export type SpeakingTraitKey = 'content' | 'appropriacy' | 'fluency' | 'pronunciation' | 'vocabulary';

export interface SpeakingTraitScale {
  key: SpeakingTraitKey;
  /** The trait's name as the PTE score guides print it. */
  name: string;
  max: number;
}

const trait = (key: SpeakingTraitKey, name: string, max: number): SpeakingTraitScale => ({ key, name, max });
const delivery = [trait('fluency', 'Oral fluency', 5), trait('pronunciation', 'Pronunciation', 5)];

/**
 * Trait scales per speaking task, from the PTE Academic and PTE Core score guides: Read Aloud content
 * 0–5; Repeat Sentence content 0–3 (all words in sequence / at least half / less than half / almost
 * nothing); Describe Image and Re-tell Lecture content 0–5; oral fluency and pronunciation 0–5
 * everywhere but Answer Short Question, which is one vocabulary point for a correct answer.
 *
 * Respond to a Situation is rated on appropriacy instead of content. We use 0–5 for it: the Core guide
 * describes five bands of how well a response fits the situation (purpose, register, the points it
 * must make), and 0–5 keeps it on the same footing as the content trait of the other long-answer
 * tasks, so a learner can compare them.
 *
 * Summarize Group Discussion (PTE Academic since August 2025): content 0–6, oral fluency 0–5, pronunciation 0–5.
 * Pearson names the traits; the 0–6 content scale is the one third-party guides report (LearnPTE, ptestudy.ir; sources
 * in docs/summarize-group-discussion.md). Content rewards the topic, each speaker's view and how the discussion ended.
 */
export const SPEAKING_SCALES: Record<SpeakingTask, SpeakingTraitScale[]> = {
  readAloud: [trait('content', 'Content', 5), ...delivery],
  repeatSentence: [trait('content', 'Content', 3), ...delivery],
  describeImage: [trait('content', 'Content', 5), ...delivery],
  retellLecture: [trait('content', 'Content', 5), ...delivery],
  summarizeGroupDiscussion: [trait('content', 'Content', 6), ...delivery],
  respondToASituation: [trait('appropriacy', 'Appropriacy', 5), ...delivery],
  answerShortQuestion: [trait('vocabulary', 'Vocabulary', 1)],
};

export const SPEAKING_TASKS = Object.keys(SPEAKING_SCALES) as SpeakingTask[];

export function isSpeakingTask(task: unknown): task is SpeakingTask {
  return typeof task === 'string' && (SPEAKING_TASKS as string[]).includes(task);
}

/** Tasks whose words are known in advance: scored by aligning the recording to the text. */
export const READ_TASKS: ReadonlySet<SpeakingTask> = new Set(['readAloud', 'repeatSentence']);
