import type { AnswerShortQuestionItem } from '../types';

/**
 * Speaking: Answer Short Question. `script` is a spoken question of 8-20 words answerable with one word or a short
 * phrase; `answers` are the accepted variants, lower-case, the usual one first.
 */
export const answerShortQuestion: AnswerShortQuestionItem[] = [
  {
    key: 'asq-001',
    task: 'speaking.answerShortQuestion',
    title: 'Young Cat Name',
    complexity: 'EASY',
    voice: 'female',
    script: 'What is the name for a young cat that is still living with its mother?',
    answers: ['kitten', 'a kitten'],
    explanation:
      'A young cat is a kitten. "Puppy" is a young dog and "cub" is used for lions and bears, so they are wrong here.',
  },
  {
    key: 'asq-002',
    task: 'speaking.answerShortQuestion',
    title: 'Season After Summer',
    complexity: 'EASY',
    voice: 'male',
    prediction: { weekly: true },
    script: 'Which season of the year comes between summer and winter?',
    answers: ['autumn', 'fall'],
    explanation:
      'Autumn, called fall in American English, follows summer and comes before winter. Spring comes between winter and summer, so it is the tempting wrong answer.',
  },
  {
    key: 'asq-003',
    task: 'speaking.answerShortQuestion',
    title: 'Bicycle Wheels',
    complexity: 'EASY',
    voice: 'female',
    script: 'How many wheels does an ordinary bicycle usually have?',
    answers: ['two', '2', 'two wheels'],
    explanation:
      'An ordinary bicycle has two wheels; the prefix "bi-" means two. A tricycle has three, which is the answer to confuse it with.',
  },
  {
    key: 'asq-004',
    task: 'speaking.answerShortQuestion',
    title: 'Drying After Showering',
    complexity: 'EASY',
    voice: 'male',
    script: 'What do people usually use to dry themselves after a shower?',
    answers: ['towel', 'a towel', 'a bath towel'],
    explanation:
      'People dry their bodies with a towel. A hairdryer dries only hair, so "towel" is the expected one-word answer.',
  },
  {
    key: 'asq-005',
    task: 'speaking.answerShortQuestion',
    title: 'Organ Pumping Blood',
    complexity: 'EASY',
    voice: 'female',
    script: 'Which organ in the chest pumps blood around the human body?',
    answers: ['heart', 'the heart'],
    explanation:
      'The heart pumps blood through the blood vessels. The lungs take in oxygen but do not pump blood, so they are the wrong choice.',
  },
  {
    key: 'asq-006',
    task: 'speaking.answerShortQuestion',
    title: 'Frozen Water',
    complexity: 'EASY',
    voice: 'male',
    prediction: { monthly: true },
    script: 'What do we call water when it freezes and becomes solid?',
    answers: ['ice'],
    explanation:
      'When water freezes it becomes ice. Steam is water in gas form, so it describes the opposite change.',
  },
  {
    key: 'asq-007',
    task: 'speaking.answerShortQuestion',
    title: 'Morning Meal',
    complexity: 'EASY',
    voice: 'female',
    script: 'Which meal do most people eat in the morning, soon after they wake up?',
    answers: ['breakfast'],
    explanation:
      'Breakfast is the first meal of the day, eaten in the morning. Lunch is eaten around midday and dinner in the evening.',
  },
  {
    key: 'asq-008',
    task: 'speaking.answerShortQuestion',
    title: 'Mixing Blue and Yellow',
    complexity: 'EASY',
    voice: 'male',
    script: 'What colour do you get when you mix blue and yellow paint together?',
    answers: ['green'],
    explanation:
      'Mixing blue and yellow paint gives green. Orange comes from red and yellow, and purple from red and blue.',
  },
  {
    key: 'asq-009',
    task: 'speaking.answerShortQuestion',
    title: 'Aeroplane Flyer',
    complexity: 'EASY',
    voice: 'female',
    script: 'What do we call a person whose job is to fly an aeroplane?',
    answers: ['pilot', 'a pilot'],
    explanation:
      'A pilot flies an aeroplane. A flight attendant looks after passengers in the cabin but does not fly the plane.',
  },
  {
    key: 'asq-010',
    task: 'speaking.answerShortQuestion',
    title: 'Listening to Heartbeats',
    complexity: 'AVERAGE',
    voice: 'male',
    script: "Which instrument do doctors use to listen to a patient's heartbeat?",
    answers: ['stethoscope', 'a stethoscope'],
    explanation:
      'Doctors listen to the heart and lungs with a stethoscope. A thermometer measures temperature, so it does not fit the question.',
  },
  {
    key: 'asq-011',
    task: 'speaking.answerShortQuestion',
    title: 'Finding North',
    complexity: 'AVERAGE',
    voice: 'female',
    prediction: { weekly: true, monthly: true },
    script: 'What is the name of the device that shows which direction is north?',
    answers: ['compass', 'a compass'],
    explanation:
      'A compass has a magnetic needle that points north. A map shows places but does not itself indicate direction, so "compass" is the answer.',
  },
  {
    key: 'asq-012',
    task: 'speaking.answerShortQuestion',
    title: 'One Hundred Years',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'In history, what do we call a period of one hundred years?',
    answers: ['century', 'a century'],
    explanation:
      'A century is one hundred years. A decade is ten years and a millennium is one thousand years, so neither matches.',
  },
  {
    key: 'asq-013',
    task: 'speaking.answerShortQuestion',
    title: 'The Red Planet',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'Which planet in our solar system is known as the Red Planet?',
    answers: ['mars'],
    explanation:
      'Mars is called the Red Planet because of the reddish dust on its surface. Jupiter and Venus are other bright planets but are not known by this name.',
  },
  {
    key: 'asq-014',
    task: 'speaking.answerShortQuestion',
    title: 'Triangle Sides',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'In geometry, how many sides does a triangle have?',
    answers: ['three', '3', 'three sides'],
    explanation:
      'A triangle has three sides, as the prefix "tri-" suggests. A square or rectangle has four.',
  },
  {
    key: 'asq-015',
    task: 'speaking.answerShortQuestion',
    title: 'Book of Meanings',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'What do we call a book that lists words and explains their meanings?',
    answers: ['dictionary', 'a dictionary'],
    explanation:
      'A dictionary lists words, usually in alphabetical order, with their meanings. An encyclopedia explains topics rather than word meanings.',
  },
  {
    key: 'asq-016',
    task: 'speaking.answerShortQuestion',
    title: 'Musicians With Conductor',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'What do we call a large group of musicians who play classical music together, led by a conductor?',
    answers: ['orchestra', 'an orchestra'],
    explanation:
      'An orchestra is a large group of classical musicians led by a conductor. A band usually plays popular music and a choir sings rather than plays.',
  },
  {
    key: 'asq-017',
    task: 'speaking.answerShortQuestion',
    title: 'Paying for a Flat',
    complexity: 'AVERAGE',
    voice: 'female',
    prediction: { weekly: true },
    script: 'What do we call the money you pay regularly to live in a flat owned by someone else?',
    answers: ['rent', 'the rent'],
    explanation:
      'Rent is the regular payment made to a landlord for the use of a home. A deposit is paid once at the start, and a mortgage is a loan used to buy a property.',
  },
  {
    key: 'asq-018',
    task: 'speaking.answerShortQuestion',
    title: 'Study of Earthquakes',
    complexity: 'HARD',
    voice: 'male',
    script: 'What is the name of the scientific study of earthquakes?',
    answers: ['seismology'],
    explanation:
      'Seismology is the study of earthquakes and the waves they send through the Earth. Geology is the broader study of rocks and the Earth, so it is less precise.',
  },
  {
    key: 'asq-019',
    task: 'speaking.answerShortQuestion',
    title: 'Plant-Eating Animals',
    complexity: 'HARD',
    voice: 'female',
    script: 'What do we call an animal, such as a cow, that eats only plants?',
    answers: ['herbivore', 'a herbivore', 'an herbivore'],
    explanation:
      'An animal that eats only plants is a herbivore. A carnivore eats meat and an omnivore eats both plants and meat.',
  },
  {
    key: 'asq-020',
    task: 'speaking.answerShortQuestion',
    title: 'Opposite Word Meanings',
    complexity: 'HARD',
    voice: 'male',
    script: 'What term describes a word that has the opposite meaning to another word?',
    answers: ['antonym', 'an antonym'],
    explanation:
      'An antonym has the opposite meaning, as "hot" is to "cold". A synonym has the same or a similar meaning, which is the tempting wrong answer.',
  },
  {
    key: 'asq-021',
    task: 'speaking.answerShortQuestion',
    title: 'Dividing the Hemispheres',
    complexity: 'HARD',
    voice: 'female',
    script: 'What is the name of the imaginary line that divides the Earth into northern and southern hemispheres?',
    answers: ['equator', 'the equator'],
    explanation:
      'The equator divides the Earth into the northern and southern hemispheres. The prime meridian divides east from west, so it does not answer the question.',
  },
  {
    key: 'asq-022',
    task: 'speaking.answerShortQuestion',
    title: 'Rising General Prices',
    complexity: 'HARD',
    voice: 'male',
    prediction: { monthly: true },
    script: 'In economics, what do we call a general rise in prices over time?',
    answers: ['inflation'],
    explanation:
      'Inflation is a general, sustained rise in the price level. Deflation is the opposite, a general fall in prices.',
  },
  {
    key: 'asq-023',
    task: 'speaking.answerShortQuestion',
    title: 'Plants Making Food',
    complexity: 'HARD',
    voice: 'female',
    script: 'What do we call the process by which green plants use sunlight to make their food?',
    answers: ['photosynthesis'],
    explanation:
      'Photosynthesis is the process in which plants use light energy to turn water and carbon dioxide into sugars. Respiration releases energy from food, so it is the opposite process.',
  },
  {
    key: 'asq-024',
    task: 'speaking.answerShortQuestion',
    title: 'Studying Ancient Objects',
    complexity: 'HARD',
    voice: 'male',
    script: 'Which subject studies the human past by digging up and examining old buildings and objects?',
    answers: ['archaeology', 'archeology'],
    explanation:
      'Archaeology studies the human past through excavated remains. History relies mainly on written records, and palaeontology studies fossils of ancient life rather than human objects.',
  },
  {
    key: 'asq-025',
    task: 'speaking.answerShortQuestion',
    title: 'Deciding a Verdict',
    complexity: 'HARD',
    voice: 'female',
    script: 'In a criminal trial, which group of ordinary citizens decides whether the accused person is guilty?',
    answers: ['jury', 'the jury', 'a jury'],
    explanation:
      'The jury is a group of ordinary citizens who decide whether the accused is guilty. The judge directs the trial and passes sentence, but is a single legal professional, not a group of citizens.',
  },
];
