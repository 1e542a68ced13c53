import type { RepeatSentenceItem } from '../types';

/** Speaking: Repeat Sentence. `script` is one sentence of 8-18 words, as a lecturer or campus staff member says it. */
export const repeatSentence: RepeatSentenceItem[] = [
  {
    key: 'rs-001',
    task: 'speaking.repeatSentence',
    title: 'Library Closing Time',
    complexity: 'EASY',
    voice: 'female',
    script: 'The main library will close early on Friday afternoon for staff training.',
    explanation:
      'Hold the sentence as three chunks, "The main library will close early", "on Friday afternoon" and "for staff training", and repeat every word in the same order, including the small words "on" and "for".',
  },
  {
    key: 'rs-002',
    task: 'speaking.repeatSentence',
    title: 'Phones Off Please',
    complexity: 'EASY',
    voice: 'male',
    prediction: { weekly: true },
    script: 'Please turn off your mobile phones before the lecture begins.',
    explanation:
      'Remember it as "Please turn off your mobile phones" plus "before the lecture begins". Keep the final "s" on "phones" and "begins" and speak at the same natural pace as the speaker.',
  },
  {
    key: 'rs-003',
    task: 'speaking.repeatSentence',
    title: 'Cafeteria Breakfast Hours',
    complexity: 'EASY',
    voice: 'female',
    script: 'The cafeteria now serves breakfast until half past ten.',
    explanation:
      'Two chunks are enough: "The cafeteria now serves breakfast" and "until half past ten". Do not drop "now", which is easy to miss, and say the time exactly as heard.',
  },
  {
    key: 'rs-004',
    task: 'speaking.repeatSentence',
    title: 'Sports Centre Entry',
    complexity: 'EASY',
    voice: 'male',
    script: 'Your student card is needed to enter the sports centre.',
    explanation:
      'Repeat the passive form "is needed to enter" exactly rather than changing it to "you need". Chunk it as "Your student card is needed" and "to enter the sports centre".',
  },
  {
    key: 'rs-005',
    task: 'speaking.repeatSentence',
    title: 'Language Class Dictionary',
    complexity: 'EASY',
    voice: 'female',
    script: "Please bring a dictionary to tomorrow's French language class.",
    explanation:
      'Keep the possessive "tomorrow\'s" and the full phrase "French language class". A strong answer reproduces all nine words fluently, without pausing to search for the ending.',
  },
  {
    key: 'rs-006',
    task: 'speaking.repeatSentence',
    title: 'Campus Bus Service',
    complexity: 'EASY',
    voice: 'male',
    prediction: { monthly: true },
    script: 'The bus to the science campus leaves every twenty minutes.',
    explanation:
      'Chunk it as "The bus to the science campus" and "leaves every twenty minutes". Keep the "s" on "leaves", since the subject is "the bus", and say the number as heard.',
  },
  {
    key: 'rs-007',
    task: 'speaking.repeatSentence',
    title: 'Lost Property Collection',
    complexity: 'EASY',
    voice: 'female',
    script: 'Lost property can be collected from the main reception desk.',
    explanation:
      'Repeat "can be collected" exactly, and do not shorten "the main reception desk" to "reception". Two chunks, split after "collected", make it easy to hold.',
  },
  {
    key: 'rs-008',
    task: 'speaking.repeatSentence',
    title: 'Field Trip Meeting',
    complexity: 'EASY',
    voice: 'male',
    script: 'We will all meet in the main car park for the field trip.',
    explanation:
      'Say "We will" in full, as the speaker does, and keep both uses of "the". Chunk it as "We will all meet in the main car park" and "for the field trip".',
  },
  {
    key: 'rs-009',
    task: 'speaking.repeatSentence',
    title: 'Free Printing Allowance',
    complexity: 'EASY',
    voice: 'female',
    script: 'Printing is free for the first fifty pages each month.',
    explanation:
      'Hold "Printing is free" and "for the first fifty pages each month" as two units. Say "fifty" clearly so it is not confused with "fifteen".',
  },
  {
    key: 'rs-010',
    task: 'speaking.repeatSentence',
    title: 'Essay Submission Deadline',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Essays should be submitted online no later than midnight on the due date.',
    explanation:
      'Use three chunks: "Essays should be submitted online", "no later than midnight" and "on the due date". Keep the fixed phrase "no later than" intact.',
  },
  {
    key: 'rs-011',
    task: 'speaking.repeatSentence',
    title: 'Seminar Attendance Rule',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'Students who miss more than three seminars may be asked to explain their absence.',
    explanation:
      'The subject "Students who miss more than three seminars" is long, so hold it as one chunk before "may be asked to explain their absence". Keep "may be asked" rather than changing it to "must".',
  },
  {
    key: 'rs-012',
    task: 'speaking.repeatSentence',
    title: 'Guest Speaker Cancelled',
    complexity: 'AVERAGE',
    voice: 'male',
    prediction: { weekly: true, monthly: true },
    script: "The guest speaker has cancelled, so this week's seminar will be postponed.",
    explanation:
      'Pause at the comma as the speaker does, then give the result clause "so this week\'s seminar will be postponed". Stress "cancelled" and "postponed", the two key words.',
  },
  {
    key: 'rs-013',
    task: 'speaking.repeatSentence',
    title: 'Requesting an Extension',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'If you need an extension, please speak to your tutor well in advance.',
    explanation:
      'Split the sentence at the comma: the condition "If you need an extension" and the advice "please speak to your tutor well in advance". Do not leave out "well", which is easy to drop.',
  },
  {
    key: 'rs-014',
    task: 'speaking.repeatSentence',
    title: 'Laboratory Safety Equipment',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Laboratory coats and safety glasses must be worn at all times in the lab.',
    explanation:
      'Note that the sentence uses both "Laboratory" and "lab"; repeat each as heard. Chunk it as "Laboratory coats and safety glasses", "must be worn" and "at all times in the lab".',
  },
  {
    key: 'rs-015',
    task: 'speaking.repeatSentence',
    title: 'Careers Office Advice',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'The careers office offers free advice on writing a strong job application.',
    explanation:
      'Keep the sounds of "office offers" distinct and include the adjective "strong". Two chunks, "The careers office offers free advice" and "on writing a strong job application", work well.',
  },
  {
    key: 'rs-016',
    task: 'speaking.repeatSentence',
    title: 'Group Project Assessment',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Group projects will be assessed on both the final report and the presentation.',
    explanation:
      'Remember the structure "both ... and ..." and repeat both parts with their articles: "the final report and the presentation". Speak smoothly without restarting.',
  },
  {
    key: 'rs-017',
    task: 'speaking.repeatSentence',
    title: 'Accommodation Applications Open',
    complexity: 'AVERAGE',
    voice: 'female',
    prediction: { weekly: true },
    script: 'Applications for student accommodation open at the beginning of the spring term.',
    explanation:
      'Pronounce "accommodation" fully and keep the word order "Applications for student accommodation". The time phrase "at the beginning of the spring term" is a single chunk.',
  },
  {
    key: 'rs-018',
    task: 'speaking.repeatSentence',
    title: 'Dissertation Referencing Guidelines',
    complexity: 'HARD',
    voice: 'male',
    script: "All sources used in your dissertation must be cited according to the department's referencing guidelines.",
    explanation:
      'Hold three chunks: "All sources used in your dissertation", "must be cited" and "according to the department\'s referencing guidelines". Keep the long subject together so the verb follows naturally.',
  },
  {
    key: 'rs-019',
    task: 'speaking.repeatSentence',
    title: 'Graduate Migration Survey',
    complexity: 'HARD',
    voice: 'female',
    script: 'The survey suggests that economic factors strongly influence where young graduates choose to live.',
    explanation:
      'Chunk it as "The survey suggests", "that economic factors strongly influence" and "where young graduates choose to live". Keep the adverb "strongly", which is the word most often lost.',
  },
  {
    key: 'rs-020',
    task: 'speaking.repeatSentence',
    title: 'Research Consent Requirement',
    complexity: 'HARD',
    voice: 'male',
    script: 'Participants in the study must give written consent before any data can be collected.',
    explanation:
      'Keep "written consent" and "before any data can be collected" exactly. Split after "consent" so the time clause is repeated as one unit at a natural pace.',
  },
  {
    key: 'rs-021',
    task: 'speaking.repeatSentence',
    title: 'Unsupported Research Hypothesis',
    complexity: 'HARD',
    voice: 'female',
    script: "Although the hypothesis seemed plausible, the experimental evidence did not support the researchers' predictions.",
    explanation:
      'The sentence begins with a concession, so pause after "plausible" as the speaker does. Pronounce "hypothesis" and "plausible" clearly and keep "did not" rather than contracting it.',
  },
  {
    key: 'rs-022',
    task: 'speaking.repeatSentence',
    title: 'Coastal Climate Pressure',
    complexity: 'HARD',
    voice: 'male',
    prediction: { monthly: true },
    script: 'Climate models indicate that coastal regions will face increasing pressure from rising sea levels.',
    explanation:
      'Chunk it as "Climate models indicate", "that coastal regions will face increasing pressure" and "from rising sea levels". Keep both "-ing" adjectives, "increasing" and "rising".',
  },
  {
    key: 'rs-023',
    task: 'speaking.repeatSentence',
    title: 'Industrial Revolution Changes',
    complexity: 'HARD',
    voice: 'female',
    script: 'The industrial revolution fundamentally changed patterns of employment, urban settlement and family life.',
    explanation:
      'Remember the three items of the list in order: "employment, urban settlement and family life". Include the adverb "fundamentally" and use the same list intonation as the speaker.',
  },
  {
    key: 'rs-024',
    task: 'speaking.repeatSentence',
    title: 'Statistics Module Prerequisite',
    complexity: 'HARD',
    voice: 'male',
    script: 'Students taking the advanced statistics module should have completed the introductory course beforehand.',
    explanation:
      'Hold "Students taking the advanced statistics module" as the first chunk, then "should have completed the introductory course beforehand". Keep the perfect form "should have completed".',
  },
  {
    key: 'rs-025',
    task: 'speaking.repeatSentence',
    title: 'Evidence-Based Public Policy',
    complexity: 'HARD',
    voice: 'female',
    script: 'Effective public policy depends on reliable evidence, careful evaluation and genuine consultation with communities.',
    explanation:
      'After "Effective public policy depends on", remember three adjective and noun pairs in order: "reliable evidence", "careful evaluation" and "genuine consultation". Finish with "with communities" rather than stopping early.',
  },
];
