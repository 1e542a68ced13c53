import { scoreObjective, type AnswerKey, type ObjectiveAnswer, type ObjectiveScore, type QuestionContent } from '@pte-kit/core';
import { errors } from '../errors';

/**
 * Checks an objective answer against the question it answers, with the same rules the answer
 * areas enforce (only offered options, no word used twice, a paragraph once), then scores it.
 */
export function scoreObjectiveAnswer(content: QuestionContent, key: AnswerKey, given: ObjectiveAnswer): ObjectiveScore {
  switch (content.kind) {
    case 'rwFillInTheBlanks': {
      const words = given.words ?? [];
      if (words.length > content.blanks.length) throw errors.badRequest(`This question has ${content.blanks.length} blanks.`, 'words');
      words.forEach((word, index) => {
        if (word !== '' && !content.blanks[index].options.includes(word)) {
          throw errors.badRequest(`"${word}" is not one of the choices for blank ${index + 1}.`, `words[${index}]`);
        }
      });
      break;
    }
    case 'fillInTheBlanks': {
      const words = given.words ?? [];
      if (words.length > content.blankCount) throw errors.badRequest(`This question has ${content.blankCount} blanks.`, 'words');
      const used = new Set<string>();
      words.forEach((word, index) => {
        if (word === '') return;
        if (!content.wordBank.includes(word)) throw errors.badRequest(`"${word}" is not in the word box.`, `words[${index}]`);
        if (used.has(word)) throw errors.badRequest(`"${word}" can fill only one blank.`, `words[${index}]`);
        used.add(word);
      });
      break;
    }
    case 'multipleChoiceMultipleAnswers':
    case 'listeningMultipleChoiceMultipleAnswers': {
      const ids = content.options.map((option) => option.id);
      const answers = given.answers ?? [];
      if (new Set(answers).size !== answers.length) throw errors.badRequest('An option was chosen twice.', 'answers');
      for (const answer of answers) if (!ids.includes(answer)) throw errors.badRequest(`"${answer}" is not an option of this question.`, 'answers');
      break;
    }
    case 'reorderParagraphs': {
      const ids = content.paragraphs.map((paragraph) => paragraph.id);
      const answers = given.answers ?? [];
      if (new Set(answers).size !== answers.length) throw errors.badRequest('A paragraph appears twice in the order.', 'answers');
      for (const answer of answers) if (!ids.includes(answer)) throw errors.badRequest(`"${answer}" is not a paragraph of this question.`, 'answers');
      break;
    }
    case 'multipleChoiceSingleAnswer':
    case 'listeningMultipleChoiceSingleAnswer':
    case 'highlightCorrectSummary':
    case 'selectMissingWord': {
      const answer = given.answer ?? '';
      if (answer !== '' && !content.options.some((option) => option.id === answer)) {
        throw errors.badRequest(`"${answer}" is not an option of this question.`, 'answer');
      }
      break;
    }
    case 'listeningFillInTheBlanks': {
      const words = given.words ?? [];
      if (words.length > content.blankCount) throw errors.badRequest(`This question has ${content.blankCount} blanks.`, 'words');
      words.forEach((word, index) => {
        if (/\s/.test(word.trim())) throw errors.badRequest(`Blank ${index + 1} takes one word.`, `words[${index}]`);
      });
      break;
    }
    case 'highlightIncorrectWords': {
      const count = content.text.split(/\s+/).filter(Boolean).length;
      const answers = given.answers ?? [];
      if (new Set(answers).size !== answers.length) throw errors.badRequest('A word was highlighted twice.', 'answers');
      for (const answer of answers) {
        if (!/^\d+$/.test(answer) || Number(answer) >= count) {
          throw errors.badRequest(`"${answer}" is not the position of a word of the transcript (0 to ${count - 1}).`, 'answers');
        }
      }
      break;
    }
    default:
      break;
  }
  return scoreObjective(key, given);
}
