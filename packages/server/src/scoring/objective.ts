import { answerProblem, scoreObjective, type AnswerKey, type ObjectiveAnswer, type ObjectiveScore, type QuestionContent } from '@pte-kit/core';
import { errors } from '../errors';

/**
 * Checks an objective answer against the question it answers with the content-kind registry's rules, the same the
 * answer areas enforce (only offered options, no word used twice, a paragraph once), then scores it.
 */
export function scoreObjectiveAnswer(content: QuestionContent, key: AnswerKey, given: ObjectiveAnswer): ObjectiveScore {
  const problem = answerProblem(content, given);
  if (problem) throw errors.badRequest(problem.message, problem.field);
  return scoreObjective(key, given);
}
