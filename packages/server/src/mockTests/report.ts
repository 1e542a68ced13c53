import {
  ENABLING_TRAITS, bandOf, contributionOf, getTask, toScale,
  type EnablingSkill, type MockAnswerKey, type MockReport, type MockReportItem, type MockReportPending, type MockReportScore, type ScorePartKey, type ScoreTrait,
} from '@pte-kit/core';
import type { StoredAnswer, StoredResult } from '../db/schema';
import type { MockAttemptRow } from '../repositories/mockTests';
import type { QuestionRecord } from '../repositories/questions';

export interface AnsweredRow {
  position: number;
  status: string | null;
  score: number | null;
  maxScore: number | null;
  answer: StoredAnswer | null;
  result: StoredResult | null;
}

const SKILL_ORDER: ScorePartKey[] = ['L', 'R', 'S', 'W'];

function scoreOf(share: number, weights: number[]): MockReportScore {
  return { score: toScale(share), band: bandOf(share, weights) };
}

function traitsOf(result: StoredResult | null): ScoreTrait[] {
  return result?.writing?.traits ?? result?.speaking?.traits ?? [];
}

/** A text's words as Highlight Incorrect Words counts them (split at spaces), without the punctuation around them. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));

/**
 * The item's key as the report gives it. Highlight Incorrect Words also names each changed word as shown and as
 * spoken (the shown text and the recording's script have the same words but the changed ones), since the report does
 * not carry the text the practice page marks them in.
 */
function answerKeyOf(question: QuestionRecord | undefined): MockAnswerKey {
  const key = question?.answerKey ?? { kind: 'open' as const, keyPoints: [], modelAnswer: '' };
  if (key.kind !== 'highlight') return key;
  const shown = question!.content.kind === 'highlightIncorrectWords' ? wordsOf(question!.content.text) : [];
  const spoken = wordsOf(question!.recording?.script ?? '');
  return { ...key, words: key.indexes.map((position) => ({ position, shown: shown[position] ?? '', spoken: spoken[position] ?? '' })) };
}

/**
 * The report of a finished sitting (docs/mock-tests.md): each item's share of its points (score / max; 0 when not
 * answered or not scorable) weighted into the skills its task feeds, each skill's weighted mean on 10–90, the overall
 * as the mean of the skills' shares, the enabling skills from the engines' traits; every score with its band.
 */
export function mockReport(attempt: MockAttemptRow, formName: string, questions: Map<number, QuestionRecord>, answered: AnsweredRow[]): MockReport | MockReportPending {
  const byPosition = new Map(answered.map((row) => [row.position, row]));
  const pending = answered.filter((row) => row.status === 'SCORING').length;
  if (pending) return { status: 'SCORING', scored: attempt.items.length - pending, total: attempt.items.length };

  const weights: Record<ScorePartKey, { share: number; weight: number }[]> = { L: [], R: [], S: [], W: [] };
  const traits: Record<EnablingSkill, { score: number; max: number }[]> = {
    grammar: [], oralFluency: [], pronunciation: [], spelling: [], vocabulary: [], writtenDiscourse: [],
  };
  const items: MockReportItem[] = attempt.items.map((item, position) => {
    const task = getTask(item.taskKey);
    const question = questions.get(item.questionId);
    const row = byPosition.get(position);
    const scored = row?.status === 'SCORED' && row.maxScore !== null && row.score !== null;
    const share = scored && row.maxScore! > 0 ? Math.min(1, Math.max(0, row.score! / row.maxScore!)) : 0;
    const contributions = contributionOf(task);
    for (const [skill, weight] of Object.entries(contributions) as [ScorePartKey, number][]) weights[skill].push({ share, weight });
    const itemTraits = scored ? traitsOf(row.result) : [];
    for (const [skill, names] of Object.entries(ENABLING_TRAITS) as [EnablingSkill, readonly string[]][]) {
      for (const trait of itemTraits) if (names.includes(trait.name) && trait.max > 0) traits[skill].push({ score: trait.score, max: trait.max });
    }
    const key = answerKeyOf(question);
    const modelAnswer = key.kind === 'open' ? ((attempt.variant === 'CORE' && key.modelAnswerCore) || key.modelAnswer) : null;
    return {
      position,
      section: attempt.sections[item.section]!.name,
      taskKey: item.taskKey,
      name: task.name,
      questionId: item.questionId,
      title: question?.title ?? '',
      status: !row || !row.status ? 'NOT_ANSWERED' : row.status === 'FAILED' ? 'FAILED' : 'SCORED',
      score: scored ? row.score! : 0,
      maxScore: scored ? row.maxScore! : 0,
      contributions,
      answers: row?.answer?.answers ?? [],
      traits: itemTraits,
      ...(row?.result?.speaking ? { transcript: row.result.speaking.transcript } : {}),
      answerKey: key,
      modelAnswer,
    };
  });

  const skills: MockReport['skills'] = {};
  const shares: number[] = [];
  const allWeights: number[] = [];
  for (const skill of SKILL_ORDER) {
    const parts = weights[skill];
    const total = parts.reduce((sum, part) => sum + part.weight, 0);
    if (!total) continue;
    const share = parts.reduce((sum, part) => sum + part.weight * part.share, 0) / total;
    skills[skill] = scoreOf(share, parts.map((part) => part.weight));
    shares.push(share);
    allWeights.push(...parts.map((part) => part.weight));
  }
  const overallShare = shares.length ? shares.reduce((sum, share) => sum + share, 0) / shares.length : 0;

  const enabling: MockReport['enabling'] = {};
  for (const [skill, found] of Object.entries(traits) as [EnablingSkill, { score: number; max: number }[]][]) {
    const max = found.reduce((sum, trait) => sum + trait.max, 0);
    if (!max) continue;
    enabling[skill] = scoreOf(found.reduce((sum, trait) => sum + trait.score, 0) / max, found.map((trait) => trait.max));
  }

  return {
    status: 'SCORED', attemptId: attempt.id, formId: attempt.formId, formName, variant: attempt.variant,
    overall: scoreOf(overallShare, allWeights), skills, enabling, items,
  };
}
