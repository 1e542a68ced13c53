import type { PropertyValues } from 'lit';
import { createPteClient, type AnswerRecord, type PteClient, type PteType, type PracticeSubmission } from '@pte-kit/core';
import type { ElementPracticeProps } from './ElementPractice';
import { ReactElement } from './reactElement';
import { ReaderSignIn } from './signIn';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface PteSubmitDetail {
  submission: PracticeSubmission;
}

export interface PteScoreDetail {
  record: AnswerRecord;
}

declare global {
  interface PteEventMap {
    'pte-submit': PteSubmitDetail;
    'pte-score': PteScoreDetail;
  }
}

/**
 * One PTE practice question with its scoring, the learner's answers and the community's, for any page.
 *
 * @tagname pte-practice-question
 * @summary Practise one question of the PTE practice kit, talking to the kit's API with the learner's token.
 *
 * @event {CustomEvent<PteSubmitDetail>} pte-submit - The learner submitted an answer (before scoring).
 * @event {CustomEvent<PteScoreDetail>} pte-score - The server scored the answer.
 *
 * @csspart root - The box the question renders in.
 */
export class PtePracticeQuestion extends ReactElement<ElementPracticeProps & { key: string }> {
  static override properties = {
    apiBase: { attribute: 'api-base' },
    task: {},
    questionId: { attribute: 'question-id', type: Number },
    token: {},
    pteType: { attribute: 'pte-type' },
    answerSection: { attribute: 'answer-section' },
    getToken: { attribute: false },
  };

  /** Origin of the kit's API, e.g. https://practice.example.com; empty for the page's own origin. */
  declare apiBase: string;
  /** The task: a catalogue key such as reading.rwFillInTheBlanks, or reading/rw-fill-in-the-blanks. */
  declare task: string;
  /** Id of the question to open; the first question of the task when absent. */
  declare questionId: number | null;
  /**
   * The learner's bearer token (or set getToken). Without either, a reader practises the objective tasks signed out
   * (scored, not saved) and may sign in through the app's popup (docs/embedding.md).
   */
  declare token: string | null;
  /** Exam type sent with answers ('PTE Academic' or 'PTE Core'); the learner's profile decides when absent. */
  declare pteType: PteType | null;
  /**
   * 'off' hides the answer section (key, transcript, explanation, model answer) and the correct answers in the
   * score, for a class test; the learner still gets the score. @default 'on'
   */
  declare answerSection: 'on' | 'off';
  /** Returns the learner's bearer token at each call; wins over the token attribute. */
  declare getToken: TokenSource | null;

  /** Built again only when `api-base` or `token` change: a new client makes the question load its data again. */
  private client: PteClient | null = null;
  /** A page that passes no token lets its readers practise signed out and sign in through the app's popup. */
  private readonly readerSignIn = new ReaderSignIn(this);

  constructor() {
    super();
    this.apiBase = '';
    this.task = '';
    this.questionId = null;
    this.token = null;
    this.pteType = null;
    this.answerSection = 'on';
    this.getToken = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.client || changed.has('apiBase') || changed.has('token')) {
      this.client = createPteClient({
        baseURL: this.apiBase || window.location.origin,
        getToken: () => (this.getToken ? this.getToken() : this.token),
      });
    }
  }

  protected override loadView() {
    return import('./practice-question.view');
  }

  protected override viewProps() {
    const reader = this.getToken || this.token ? null : this.readerSignIn.session(this.apiBase || window.location.origin);
    return {
      key: `${this.apiBase}|${this.task}|${this.questionId ?? ''}`,
      client: reader ? reader.client.value : this.client!,
      reader,
      task: this.task,
      questionId: this.questionId || null,
      pteType: this.pteType,
      showSolution: this.answerSection !== 'off',
      onSubmitAnswer: (submission: PracticeSubmission) => void this.emit('pte-submit', { submission }),
      onScored: (record: AnswerRecord) => void this.emit('pte-score', { record }),
    };
  }
}
