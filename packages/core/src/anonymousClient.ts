import { ApiError, createPteClient, type CheckedAnswer, type PteClient, type PteClientOptions } from './apiClient';
import { taskCatalog } from './taskCatalog';
import type { AnswerRecord, QuestionSolution, Skill } from './types';

/** What a reader who is not signed in is told when a part of the question needs an account. */
export const SIGN_IN_REQUIRED = 'Sign in to save and get AI scores: this part of the question needs your account.';

/**
 * A call a reader who is not signed in cannot make (notes, bookmarks, answer lists, comments, AI scoring). An
 * `ApiError` with status 401 and a server-shaped body, so every widget that shows an API failure shows its sentence;
 * no request was sent.
 */
export class SignInRequiredError extends ApiError {
  constructor(message = SIGN_IN_REQUIRED) {
    super(401, message, { status: 401, message, errors: [] });
    this.name = 'SignInRequiredError';
  }
}

/** Whether a failure means "sign in first", from this copy of core or another. */
export const isSignInRequired = (reason: unknown): boolean => (reason as { name?: unknown } | null)?.name === 'SignInRequiredError';

/** Whether a signed-out reader may practise a task: it is scored by core's objective rules, with no AI and no recording. */
export function isPublicTask(skill: Skill, apiTask: string): boolean {
  const task = taskCatalog.find((entry) => entry.skill === skill && entry.apiTask === apiTask);
  return Boolean(task && !task.aiScored && task.scoringKind !== 'writing' && task.scoringKind !== 'speaking');
}

/** The unsaved answer as the card shows a scored one: it has no id, no date on the server and no share link. */
function recordOf(checked: CheckedAnswer, now: Date): AnswerRecord {
  return {
    id: 0, practiceId: checked.practiceId, type: 'MY_ANSWER', nickname: 'You', avatar: null, lastModifiedDate: now.toISOString(),
    pteType: checked.pteType, score: checked.score, maxScore: checked.maxScore, answers: checked.answers, results: checked.results,
    ...(checked.pairs ? { pairs: checked.pairs } : {}), answerKey: checked.answerKey, scores: checked.scores, duration: 0, shareLink: '',
  };
}

/**
 * The API client of a reader who is not signed in: the same shape as `createPteClient`'s, so every widget takes it.
 * Questions of the objective tasks come from the public routes and Submit is scored by the public check route
 * (stored nowhere); once answered, the question's answer section (key, transcript, explanation) is the one the check
 * answered. Every other call fails at once with `SignInRequiredError`.
 */
export function createAnonymousPteClient(options: Omit<PteClientOptions, 'getToken'>): PteClient {
  const api = createPteClient(options);
  const solutions = new Map<number, QuestionSolution>();
  const refuse = () => Promise.reject(new SignInRequiredError());
  const refused = Object.fromEntries(Object.entries(api).map(([name, value]) => [name, typeof value === 'function' ? refuse : value])) as unknown as PteClient;
  const publicTask = (skill: Skill, task: string) => {
    if (!isPublicTask(skill, task)) throw new SignInRequiredError(`Sign in to practise ${taskName(skill, task)}: it is scored by AI for your account.`);
  };
  return {
    ...refused,
    getPublicPracticeItem: api.getPublicPracticeItem,
    getPublicPracticeItemById: api.getPublicPracticeItemById,
    checkAnswer: api.checkAnswer,
    // The dictionary is open to readers (an article's <pte-dictionary>); the books behind it need an account.
    getDictionaryWord: api.getDictionaryWord,
    getPracticeItem: async (skill, task, position) => {
      publicTask(skill, task);
      return api.getPublicPracticeItem(skill, task, position);
    },
    getPracticeItemById: async (skill, task, questionId) => {
      publicTask(skill, task);
      return api.getPublicPracticeItemById(skill, task, questionId);
    },
    submitAnswer: async (skill, task, practiceId, body) => {
      publicTask(skill, task);
      const checked = await api.checkAnswer(skill, task, practiceId, body);
      solutions.set(practiceId, { practiceId, answerKey: checked.answerKey, transcript: checked.transcript, explanation: checked.explanation });
      return recordOf(checked, new Date());
    },
    // The answer section before an answer would be the key: only after one, and then from the check's answer.
    getSolution: async (_skill, _task, questionId) =>
      solutions.get(questionId) ?? Promise.reject(new SignInRequiredError('Answer the question first, or sign in, to open its answer.')),
  };
}

const taskName = (skill: Skill, apiTask: string) => taskCatalog.find((entry) => entry.skill === skill && entry.apiTask === apiTask)?.name ?? 'this task';
