/**
 * Spoken answers graded by kind, written for this project and rendered by the offline voices for the corpus test:
 * for each bank item, a strong answer, a weak one, one off the topic (another text or another subject) and, for
 * the read-aloud tasks, the strong answer in white noise at 10 dB SNR. The test checks their order and the zeros.
 */
export type SpokenKind = 'strong' | 'weak' | 'offTopic' | 'noisy';

export interface GradedSpeech {
  /** Bank item key. */
  item: string;
  task: 'readAloud' | 'repeatSentence' | 'describeImage' | 'respondToASituation';
  kind: SpokenKind;
  /** What the voice says; `null` for the item's own text (Read Aloud, Repeat Sentence) or model answer. */
  text: string | null;
  /** White noise this many dB below the speech. */
  snrDb?: number;
}

const reading = (item: string, task: 'readAloud' | 'repeatSentence', weak: string, offTopic: string): GradedSpeech[] => [
  { item, task, kind: 'strong', text: null },
  { item, task, kind: 'weak', text: weak },
  { item, task, kind: 'offTopic', text: offTopic },
  { item, task, kind: 'noisy', text: null, snrDb: 10 },
];

const open = (item: string, task: 'describeImage' | 'respondToASituation', weak: string, offTopic: string): GradedSpeech[] => [
  { item, task, kind: 'strong', text: null },
  { item, task, kind: 'weak', text: weak },
  { item, task, kind: 'offTopic', text: offTopic },
];

export const gradedSpeaking: readonly GradedSpeech[] = [
  // Weak readings skip words and stop two thirds of the way; off-topic ones read a text about something else.
  ...reading(
    'ra-001',
    'readAloud',
    'Public libraries offer much more than books. Many now lend films, music and tools, and they provide internet access for people who do not have it at home.',
    'The museum will open a new gallery of modern sculpture next spring, and tickets can be booked online from March.',
  ),
  ...reading(
    'ra-002',
    'readAloud',
    'Walking is one of the simplest ways to stay healthy. It needs no equipment, and most people can do it anywhere. A walk of half an hour can strengthen the heart.',
    'Our football club trains every Tuesday evening, and new players of any level are welcome to join the squad.',
  ),
  ...reading(
    'ra-003',
    'readAloud',
    'Farmers markets allow growers to sell their produce directly to shoppers. Because the food travels only a short distance, it is fresher than food in supermarkets.',
    'The train to the coast leaves from platform four, and passengers should keep their tickets until the end of the journey.',
  ),
  ...reading('rs-001', 'repeatSentence', 'The main library will close early.', 'The weather will be sunny and warm all weekend.'),
  ...reading('rs-002', 'repeatSentence', 'Please turn off your phones.', 'I would like a cup of tea with milk, please.'),
  ...reading('rs-003', 'repeatSentence', 'The cafeteria now serves breakfast.', 'The shop closes at six on Sundays.'),
  ...open(
    'di-001',
    'describeImage',
    'This chart is about books in a library. The books go up from January to June. June is the most, four hundred fifty books.',
    'My favourite holiday was a trip to the mountains with my family, where we went hiking every morning and cooked dinner together.',
  ),
  ...open(
    'rts-001',
    'respondToASituation',
    'Hello. Your music. It is loud. Please stop.',
    'I would like to book a table for four people on Friday evening, preferably near the window, and we will need a high chair.',
  ),
  ...open(
    'rts-003',
    'respondToASituation',
    'Excuse me. This is not my food. I did not order chicken. I want a new one, please.',
    'The new swimming pool in our town has a separate lane for children, and it opens at six every morning during the summer.',
  ),
];
