import type { QuestionSample } from '../private/questionSample';

/** Original sample questions, one per typed or selected listening task, for stories and tests of the listening areas. */

const common = { prediction: false, predictionCount: 0, practiceCount: 40, bookmarkType: 'UNMARK' } as const;

export const listeningFillInTheBlanksSample: QuestionSample = {
  ...common, id: 501, skill: 'listening', task: 'fillInTheBlanks', title: 'Coral Reefs', complexity: 'AVERAGE',
  content: {
    kind: 'listeningFillInTheBlanks',
    text:
      'Coral reefs cover less than one percent of the ocean floor, yet they {{1}} about a quarter of all marine species. Rising sea temperatures cause corals to lose the algae that give them their {{2}}, a process known as bleaching. Some reefs {{3}} within a decade if the water cools again.',
    blankCount: 3,
  },
  transcript: 'Coral reefs cover less than one percent of the ocean floor, yet they support about a quarter of all marine species. Rising sea temperatures cause corals to lose the algae that give them their colour, a process known as bleaching. Some reefs recover within a decade if the water cools again.',
  answerKey: { kind: 'blanks', blanks: ['support', 'colour', 'recover'] },
  explanation: 'The speaker says "support", "colour" and "recover". Either spelling of colour/color is a matter for the scorer; listen for the word ending.',
};

export const listeningMultipleAnswersSample: QuestionSample = {
  ...common, id: 502, skill: 'listening', task: 'multipleChoiceMultipleAnswers', title: 'Remote Work', complexity: 'HARD',
  content: {
    kind: 'listeningMultipleChoiceMultipleAnswers',
    question: 'Which points does the speaker make about working from home?',
    options: [
      { id: 'a', text: 'It saves employees time spent travelling.' },
      { id: 'b', text: 'It always raises productivity.' },
      { id: 'c', text: 'It can make informal learning harder.' },
      { id: 'd', text: 'Most companies have banned it.' },
    ],
  },
  transcript: 'Working from home gives staff back the hours they once spent commuting. The effect on productivity is mixed, and newer employees in particular miss the informal lessons they would pick up by sitting near experienced colleagues.',
  answerKey: { kind: 'choices', correct: ['a', 'c'] },
  explanation: 'Hours "once spent commuting" (A) and missing "informal lessons" (C). Productivity is "mixed", not always higher (B); nothing is said about bans (D).',
};

export const listeningSingleAnswerSample: QuestionSample = {
  ...common, id: 503, skill: 'listening', task: 'multipleChoiceSingleAnswer', title: 'Night Trains', complexity: 'EASY',
  content: {
    kind: 'listeningMultipleChoiceSingleAnswer',
    question: 'Why are night trains becoming popular again, according to the speaker?',
    options: [
      { id: 'a', text: 'They are cheaper than every other kind of travel.' },
      { id: 'b', text: 'Travellers want lower-carbon ways to cross a continent.' },
      { id: 'c', text: 'Airlines have stopped flying at night.' },
    ],
  },
  transcript: 'After decades of decline, sleeper trains are back. Operators say the main reason is passengers looking for a way to travel long distances with a smaller carbon footprint than flying.',
  answerKey: { kind: 'choice', correct: 'b' },
  explanation: 'The speaker names "a smaller carbon footprint than flying" as the main reason.',
};

export const highlightCorrectSummarySample: QuestionSample = {
  ...common, id: 504, skill: 'listening', task: 'highlightCorrectSummary', title: 'Urban Trees', complexity: 'AVERAGE',
  content: {
    kind: 'highlightCorrectSummary',
    options: [
      { id: 'a', text: 'Street trees cool cities in summer and reduce flooding, so planners increasingly treat them as infrastructure rather than decoration.' },
      { id: 'b', text: 'Street trees are expensive to maintain, so most cities are replacing them with artificial shade structures.' },
      { id: 'c', text: 'Street trees mainly matter for their appearance, and their environmental effects are too small to measure.' },
    ],
  },
  transcript: 'A mature street tree can lower the temperature of the pavement beneath it by several degrees and soak up rain that would otherwise flood drains. That is why city planners now budget for trees the way they budget for pipes and roads.',
  answerKey: { kind: 'choice', correct: 'a' },
  explanation: 'The talk covers cooling, rainwater and trees being budgeted "the way they budget for pipes and roads": infrastructure (A).',
};

export const selectMissingWordSample: QuestionSample = {
  ...common, id: 505, skill: 'listening', task: 'selectMissingWord', title: 'Learning an Instrument', complexity: 'EASY',
  content: {
    kind: 'selectMissingWord',
    options: [
      { id: 'a', text: 'short, regular practice' },
      { id: 'b', text: 'an expensive teacher' },
      { id: 'c', text: 'natural talent alone' },
    ],
  },
  transcript: 'Adults who take up an instrument often practise for hours at the weekend and then not at all during the week. Teachers agree that progress comes faster from short, regular practice',
  answerKey: { kind: 'choice', correct: 'a' },
  explanation: 'The contrast with long weekend sessions points to "short, regular practice".',
};

export const highlightIncorrectWordsSample: QuestionSample = {
  ...common, id: 506, skill: 'listening', task: 'highlightIncorrectWords', title: 'Community Gardens', complexity: 'EASY',
  content: {
    kind: 'highlightIncorrectWords',
    text:
      'Community gardens give city residents a place to grow cheap vegetables and meet their neighbours. Volunteers share tools, swap stories and teach beginners how to care for the soil. Studies suggest that people who garden together feel less isolated and more attached to their area.',
  },
  transcript: 'Community gardens give city residents a place to grow fresh vegetables and meet their neighbours. Volunteers share tools, swap seeds and teach beginners how to care for the soil. Studies suggest that people who garden together feel less isolated and more connected to their area.',
  answerKey: { kind: 'highlight', indexes: [9, 19, 41] },
  explanation: 'The speaker says "fresh", "seeds" and "connected"; the transcript shows "cheap", "stories" and "attached".',
};

export const writeFromDictationSample: QuestionSample = {
  ...common, id: 507, skill: 'listening', task: 'writeFromDictation', title: 'Library Hours', complexity: 'EASY',
  content: { kind: 'writeFromDictation' },
  transcript: 'The library extends its opening hours during the exam period.',
  answerKey: { kind: 'dictation', sentence: 'The library extends its opening hours during the exam period.' },
  explanation: 'Every word of the sentence scores a point, in any order; spelling counts.',
};
