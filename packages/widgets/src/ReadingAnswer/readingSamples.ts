import type { QuestionSample } from '../private/questionSample';

/** Original sample questions, one per reading task, for stories of the reading widgets. */

export const rwFillInTheBlanksSample: QuestionSample = {
  id: 12, skill: 'reading', task: 'rwFillInTheBlanks', title: 'Urban Beekeeping', complexity: 'AVERAGE',
  prediction: true, predictionCount: 8, practiceCount: 143, bookmarkType: 'UNMARK',
  content: {
    kind: 'rwFillInTheBlanks',
    text:
      'Beekeeping has moved from the countryside to the rooftops of many large cities. Urban hives often {{1}} surprisingly well, because parks, gardens and street trees offer a long flowering {{2}}. Critics warn, however, that too many hives in one district may {{3}} wild pollinators, which compete for the same flowers.',
    blanks: [
      { options: ['thrive', 'decline', 'vanish', 'expand'] },
      { options: ['season', 'reason', 'region', 'version'] },
      { options: ['assist', 'crowd out', 'attract', 'imitate'] },
    ],
  },
  answerKey: { kind: 'blanks', blanks: ['thrive', 'season', 'crowd out'] },
  explanation:
    '"Surprisingly well" calls for a positive verb, so "thrive". Flowers bloom over a period of time: a flowering "season". "Compete for the same flowers" shows a harm to wild pollinators, so hives "crowd out" those insects.',
};

export const fillInTheBlanksSample: QuestionSample = {
  id: 207, skill: 'reading', task: 'fillInTheBlanks', title: 'Tidal Energy', complexity: 'EASY',
  prediction: false, predictionCount: 0, practiceCount: 61, bookmarkType: 'EASY',
  content: {
    kind: 'fillInTheBlanks',
    text:
      'Unlike wind or sunshine, the tides follow a timetable that can be {{1}} years in advance. Tidal power stations use this regularity to {{2}} electricity at known hours, which makes them easier to plan around. Their main drawback is the high {{3}} of building barrages across estuaries.',
    wordBank: ['predicted', 'generate', 'cost', 'ignored', 'consume', 'speed'],
    blankCount: 3,
  },
  answerKey: { kind: 'blanks', blanks: ['predicted', 'generate', 'cost'] },
  explanation:
    'A timetable known "in advance" is one that can be "predicted". Power stations "generate" electricity, they do not consume it. A "drawback" of building something large is its "cost".',
};

export const multipleAnswersSample: QuestionSample = {
  id: 58, skill: 'reading', task: 'multipleChoiceMultipleAnswers', title: 'Night Markets', complexity: 'HARD',
  prediction: false, predictionCount: 2, practiceCount: 37, bookmarkType: 'UNMARK',
  content: {
    kind: 'multipleChoiceMultipleAnswers',
    text:
      'In several coastal towns, weekly night markets began as a way for fishing families to sell the day\'s surplus catch. Over two decades they have become social events in their own right: local musicians play between the stalls, and the town councils now close the main streets to traffic on market evenings. Shop owners were at first wary of the competition, yet many report that the markets bring people into the centre who would otherwise stay at home.',
    question: 'According to the passage, which of the following are true of the night markets?',
    options: [
      { id: 'a', text: 'They started as an outlet for unsold fish.' },
      { id: 'b', text: 'They are organised by the town councils.' },
      { id: 'c', text: 'Streets are closed to cars while they run.' },
      { id: 'd', text: 'Shop owners have always supported them.' },
      { id: 'e', text: 'They draw people into the town centre.' },
    ],
  },
  answerKey: { kind: 'choices', correct: ['a', 'c', 'e'] },
  explanation:
    'The markets began to sell the "surplus catch" (A), councils "close the main streets to traffic" (C) and the markets "bring people into the centre" (E). The councils only close streets, they do not run the markets (B), and shop owners were "at first wary" (D).',
};

export const singleAnswerSample: QuestionSample = {
  id: 91, skill: 'reading', task: 'multipleChoiceSingleAnswer', title: 'Sleep and Memory', complexity: 'EASY',
  prediction: true, predictionCount: 14, practiceCount: 220, bookmarkType: 'UNMARK',
  content: {
    kind: 'multipleChoiceSingleAnswer',
    text:
      'Students preparing for exams often sacrifice sleep to study for longer. Laboratory studies suggest this is a poor trade. During deep sleep the brain replays and strengthens what was learned during the day, so material studied before a full night\'s rest is recalled more accurately than material studied during an all-night session.',
    question: 'What is the main point of the passage?',
    options: [
      { id: 'a', text: 'Deep sleep is only useful for young learners.' },
      { id: 'b', text: 'Giving up sleep to study tends to harm recall.' },
      { id: 'c', text: 'Laboratory studies of sleep are unreliable.' },
      { id: 'd', text: 'Students should study only in the morning.' },
    ],
  },
  answerKey: { kind: 'choice', correct: 'b' },
  explanation:
    'The passage calls losing sleep "a poor trade" because sleep strengthens learning, so giving up sleep harms recall (B). Nothing is said about age, the reliability of studies or the time of day.',
};

export const reorderSample: QuestionSample = {
  id: 340, skill: 'reading', task: 'reorderParagraphs', title: 'The First Public Libraries', complexity: 'AVERAGE',
  prediction: false, predictionCount: 3, practiceCount: 95, bookmarkType: 'HARD',
  content: {
    kind: 'reorderParagraphs',
    paragraphs: [
      { id: 'p3', text: 'These subscription libraries, however, charged fees that most working people could not afford.' },
      { id: 'p1', text: 'For centuries, books were expensive objects owned mainly by monasteries, universities and the wealthy.' },
      { id: 'p4', text: 'It was only when towns began funding libraries from local taxes that reading became open to everyone.' },
      { id: 'p2', text: 'In the eighteenth century, groups of readers started pooling their money to buy books they could share.' },
    ],
  },
  answerKey: { kind: 'order', order: ['p1', 'p2', 'p3', 'p4'] },
  explanation:
    'The text moves in time: books owned by the few (B), readers pooling money in the eighteenth century (D), the fees of "these subscription libraries" (A), then tax-funded libraries open to everyone (C).',
};
