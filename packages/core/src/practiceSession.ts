import { contentKinds, emptyAnswer, isAnswered, toSubmission, type AnswerValue } from './contentKinds';
import { MESSAGES } from './constants';
import { errorMessage } from './errors';
import { batch, computed, createModel, signal } from './model';
import type { Accent } from './speakers';
import type { TaskDefinition } from './taskCatalog';
import type { AnswerRecord, ModelAnswerAnalysis, PracticeQuestion, PracticeSubmission, PteType, QuestionSolution } from './types';

export interface PracticeSessionOptions {
  task: TaskDefinition;
  question: PracticeQuestion;
  /** Exam type sent with the answer. */
  pteType: PteType;
  /** Sends the answer; resolves with the scored record. A rejection's words are shown as the session's error. */
  submit: (submission: PracticeSubmission) => Promise<AnswerRecord>;
  /** Called after a successful submit. */
  onScored?: (record: AnswerRecord) => void;
  /** Loads the answer section (key, transcript, explanation); asked for only once the learner may see it. */
  loadSolution?: () => Promise<QuestionSolution>;
  /** Writing tasks: loads the writing engine's analysis of the model answer, once the answer section is shown. */
  loadAnalysis?: () => Promise<ModelAnswerAnalysis>;
  /** Whether the learner may see the answer section (off for a class or mock test). @default true */
  showSolution?: boolean;
  /** The clock durations are counted with (ms); tests pass their own. @default Date.now */
  now?: () => number;
  /**
   * Says the model's own sentence (a failed submit without words of its own) in the learner's language, asked when
   * it is needed: a widget passes its locale's `t`. @default the English, core's `MESSAGES`
   */
  t?: (key: 'somethingWrong') => string;
}

/**
 * One question being practised, from the first keystroke to the score (spec §4): the answer (typed, or a
 * recording), the time on the question, Submit while something is answered, the scored record and its modal,
 * Try Again from a clean start, and the answer section, asked for only when the learner opens it or has answered.
 * The practice card lays it out; the server checks the same answers with the same content-kind rules.
 */
export function createPracticeSession(options: PracticeSessionOptions) {
  const { task, question, pteType, showSolution = true, now = Date.now, t = (key) => MESSAGES[key] } = options;
  const { content } = question;
  const recorded = contentKinds[content.kind].answeredWith === 'recorded';

  const value = signal<AnswerValue>(emptyAnswer(content));
  /** A spoken answer: the mp3 as base64, once the recorder has one. */
  const recording = signal<string | null>(null);
  /** Summarize Spoken Text: the accent of the recording the learner heard. */
  const accent = signal<Accent | null>(null);
  const startedAt = signal(now());
  /** Counts Try Agains, so a view can start its player, recorder and stopwatch again. */
  const attempt = signal(0);
  const record = signal<AnswerRecord | null>(null);
  const submitting = signal(false);
  const error = signal<string | null>(null);
  const scoreOpen = signal(false);
  const solutionOpen = signal(false);
  const solution = signal<QuestionSolution | null>(null);
  const analysis = signal<ModelAnswerAnalysis | null>(null);

  const scored = computed(() => record.value !== null);
  const answered = computed(() => (recorded ? recording.value !== null : isAnswered(content, value.value)));
  const canSubmit = computed(() => answered.value && !scored.value && !submitting.value);
  /** The answer section may be shown: opened, or the answer is scored, and the learner may see solutions. */
  const solutionShown = computed(() => showSolution && (scored.value || solutionOpen.value));

  function submission(): PracticeSubmission {
    const duration = Math.max(0, Math.floor((now() - startedAt.value) / 1000));
    if (recorded) return { answerRequest: recording.value ?? '', duration, pteType };
    return toSubmission(content, value.value, duration, pteType, content.kind === 'summarizeSpokenText' && accent.value ? { accent: accent.value } : {});
  }

  let alive = false;
  return createModel({
    task, question, recorded,
    value, recording, accent, attempt, record, submitting, error, scoreOpen, solutionOpen, solution, analysis,
    scored, answered, canSubmit, solutionShown,
    setValue(next: AnswerValue) {
      value.value = next;
    },
    setRecording(base64: string | null) {
      recording.value = base64;
    },
    setAccent(next: Accent) {
      accent.value = next;
    },
    /** Sends the answer; the scored record opens the score modal, a failure becomes `error`. */
    async submit() {
      if (!canSubmit.value) return;
      const body = submission();
      batch(() => {
        submitting.value = true;
        error.value = null;
      });
      try {
        const result = await options.submit(body);
        batch(() => {
          record.value = result;
          scoreOpen.value = true;
        });
        options.onScored?.(result);
      } catch (reason) {
        error.value = errorMessage(reason, t('somethingWrong'));
      } finally {
        submitting.value = false;
      }
    },
    /** Clears the answer, the score and the answer section, and starts the clock again. */
    tryAgain() {
      batch(() => {
        value.value = emptyAnswer(content);
        recording.value = null;
        attempt.value += 1;
        record.value = null;
        scoreOpen.value = false;
        solutionOpen.value = false;
        error.value = null;
        startedAt.value = now();
      });
    },
    toggleSolution() {
      solutionOpen.value = !solutionOpen.value;
    },
    setScoreOpen(open: boolean) {
      scoreOpen.value = open;
    },
  }, ({ effect, onDispose }) => {
    alive = true;
    onDispose(() => {
      alive = false;
    });
    let solutionAsked = false;
    effect(() => {
      if (!solutionShown.value || solutionAsked || !options.loadSolution) return;
      solutionAsked = true;
      options.loadSolution().then(
        (loaded) => alive && (solution.value = loaded),
        () => {
          solutionAsked = false;
        },
      );
    });
    let analysisAsked = false;
    effect(() => {
      if (!solutionShown.value || analysisAsked || task.scoringKind !== 'writing' || !options.loadAnalysis) return;
      analysisAsked = true;
      options.loadAnalysis().then(
        (loaded) => alive && (analysis.value = loaded),
        () => {
          analysisAsked = false;
        },
      );
    });
  });
}

export type PracticeSession = ReturnType<typeof createPracticeSession>;
