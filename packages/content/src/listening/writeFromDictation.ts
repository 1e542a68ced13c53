import type { WriteFromDictationItem } from '../types';

/**
 * Listening: Write from Dictation. `script` is one sentence of 8-14 words (about three to five seconds of speech), with
 * no commas, numbers or abbreviations; it is both the audio and the answer key. The explanation names a spelling or
 * grammar trap in the sentence.
 */
export const writeFromDictation: WriteFromDictationItem[] = [
  {
    key: 'wfd-001',
    task: 'listening.writeFromDictation',
    title: 'Library Closure',
    complexity: 'EASY',
    voice: 'female',
    script: 'The library will be closed for urgent repairs next weekend.',
    explanation:
      'Note the plural "repairs" and the "-ed" ending of "closed", which is easy to lose before "for".',
  },
  {
    key: 'wfd-002',
    task: 'listening.writeFromDictation',
    title: 'Assignment Deadline',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script: 'Students should submit their assignments before the end of the week.',
    explanation:
      'Note the plural "assignments" (with a double "s") and the silent "g" in its spelling.',
  },
  {
    key: 'wfd-003',
    task: 'listening.writeFromDictation',
    title: 'Exam Card Reminder',
    complexity: 'EASY',
    voice: 'female',
    script: 'Please bring your student card to every exam session.',
    explanation:
      'Note that "every" takes a singular noun, so it is "exam session", not "sessions".',
  },
  {
    key: 'wfd-004',
    task: 'listening.writeFromDictation',
    title: 'Room Change',
    complexity: 'EASY',
    voice: 'male',
    script: 'Our tutor changed the meeting room without telling anyone.',
    explanation:
      'Note the past tense "changed": its final "d" runs into "the" and is often dropped by test takers.',
  },
  {
    key: 'wfd-005',
    task: 'listening.writeFromDictation',
    title: 'Recorded Lectures',
    complexity: 'EASY',
    voice: 'female',
    script: 'Most lectures are recorded and uploaded to the online portal.',
    explanation:
      'Both "recorded" and "uploaded" are passive participles after "are", so each needs its "-ed" ending.',
  },
  {
    key: 'wfd-006',
    task: 'listening.writeFromDictation',
    title: 'Common Room Coffee',
    complexity: 'EASY',
    voice: 'male',
    script: 'Free coffee is available in the common room every morning.',
    explanation:
      'Note the spelling of "available" (ending "-able") and the double "f" and double "e" in "coffee".',
  },
  {
    key: 'wfd-007',
    task: 'listening.writeFromDictation',
    title: 'Choosing a Leader',
    complexity: 'EASY',
    voice: 'female',
    script: 'Each group must choose a team leader by the next seminar.',
    explanation:
      'Note "choose" (present, double "o") rather than "chose", because it follows the modal "must".',
  },
  {
    key: 'wfd-008',
    task: 'listening.writeFromDictation',
    title: 'First Weeks',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script: 'New students often feel overwhelmed during their first few weeks.',
    explanation:
      'Note the spelling of "overwhelmed" (with an "h" after the "w") and "their", not "there".',
  },
  {
    key: 'wfd-009',
    task: 'listening.writeFromDictation',
    title: 'Staff Parking',
    complexity: 'EASY',
    voice: 'female',
    script: 'Parking near the science building is limited to senior staff.',
    explanation:
      'Note that "limited" has a single "t", and the verb "is" agrees with "parking", not with "building".',
  },
  {
    key: 'wfd-010',
    task: 'listening.writeFromDictation',
    title: 'Feedback on Writing',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Feedback from lecturers helps students improve their writing.',
    explanation:
      'The subject is "feedback", which is singular, so the verb is "helps" even though "lecturers" comes just before it.',
  },
  {
    key: 'wfd-011',
    task: 'listening.writeFromDictation',
    title: 'Travel Survey',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'Participants in the survey were asked about their daily travel habits.',
    explanation:
      'Note the passive "were asked": the "-ed" of "asked" is barely audible before "about".',
  },
  {
    key: 'wfd-012',
    task: 'listening.writeFromDictation',
    title: 'Online Exam Connection',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'A reliable internet connection is essential for online exams.',
    explanation:
      'Note the spellings "reliable" (with an "i" before "-able") and "essential" (ending "-tial"), and the plural "exams".',
  },
  {
    key: 'wfd-013',
    task: 'listening.writeFromDictation',
    title: 'Bird Migration',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script: 'Climate change has affected the migration of many bird species.',
    explanation:
      'Note "affected" (the verb, with an "a") rather than "effected", and "species", which keeps its final "s" in the singular too.',
  },
  {
    key: 'wfd-014',
    task: 'listening.writeFromDictation',
    title: 'Shared Laboratory Equipment',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Several departments have agreed to share laboratory equipment.',
    explanation:
      'Note that "equipment" is uncountable and never takes an "s", and the unstressed "o" in "laboratory" must still be written.',
  },
  {
    key: 'wfd-015',
    task: 'listening.writeFromDictation',
    title: 'Scholarship Applications',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'Scholarship applications will only be considered if they are complete.',
    explanation:
      'Note the passive "be considered" with its "-ed" ending, and the double "p" in "applications".',
  },
  {
    key: 'wfd-016',
    task: 'listening.writeFromDictation',
    title: 'Time Management',
    complexity: 'AVERAGE',
    voice: 'male',
    script: 'Good time management is often the key to success at university.',
    explanation:
      'Note the spelling of "success" (double "c", double "s") and of "management", which keeps the "e" of "manage".',
  },
  {
    key: 'wfd-017',
    task: 'listening.writeFromDictation',
    title: 'Primary Sources',
    complexity: 'AVERAGE',
    voice: 'female',
    script: 'Historians rely on primary sources to understand how people lived.',
    explanation:
      'Note the plural "sources" and the past tense "lived"; the plural subject "historians" takes "rely" without an "s".',
  },
  {
    key: 'wfd-018',
    task: 'listening.writeFromDictation',
    title: 'Ethics Committee Advice',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'male',
    script: 'Members of the ethics committee recommended that the proposal be revised.',
    explanation:
      'After "recommended that" the verb is the base form "be revised", not "is revised"; note also the double "m" and double "t" in "committee".',
  },
  {
    key: 'wfd-019',
    task: 'listening.writeFromDictation',
    title: 'Cleaner Heavy Industry',
    complexity: 'HARD',
    voice: 'female',
    script: 'Renewable energy could greatly reduce the emissions of heavy industry.',
    explanation:
      'Note the double "s" in "emissions" and the spelling of "renewable"; after "could" the verb is the base form "reduce", with no "s".',
  },
  {
    key: 'wfd-020',
    task: 'listening.writeFromDictation',
    title: 'Limits of Testing',
    complexity: 'HARD',
    voice: 'male',
    script: 'Critics say that frequent testing fails to measure creativity.',
    explanation:
      'The gerund "testing" is a singular subject, so the verb is "fails" with an "s".',
  },
  {
    key: 'wfd-021',
    task: 'listening.writeFromDictation',
    title: 'Adapting to Change',
    complexity: 'HARD',
    voice: 'female',
    script: 'Genetic diversity helps wild species adapt to a new environment.',
    explanation:
      'Note "adapt" (not "adopt"), the "n" before the "m" in "environment", and the singular verb "helps", which agrees with "diversity".',
  },
  {
    key: 'wfd-022',
    task: 'listening.writeFromDictation',
    title: 'Growth and Inequality',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'male',
    script: 'Economic growth does not necessarily lead to a fairer society.',
    explanation:
      'Note the spelling of "necessarily" (one "c", double "s") and the comparative "fairer", not "fair".',
  },
  {
    key: 'wfd-023',
    task: 'listening.writeFromDictation',
    title: 'Abandoned Settlement',
    complexity: 'HARD',
    voice: 'female',
    script: 'Excavations suggest the ancient settlement was abandoned during a drought.',
    explanation:
      'Note the plural "excavations" with the plural verb "suggest", and the "-ed" ending of "abandoned", which is easy to miss before "during".',
  },
  {
    key: 'wfd-024',
    task: 'listening.writeFromDictation',
    title: 'Purpose of Peer Review',
    complexity: 'HARD',
    voice: 'male',
    script: 'Peer review is meant to ensure the accuracy of published research.',
    explanation:
      'Note "ensure" (to make certain), not "insure", and "accuracy" with a double "c" and a single "r".',
  },
  {
    key: 'wfd-025',
    task: 'listening.writeFromDictation',
    title: 'Testable Hypotheses',
    complexity: 'HARD',
    voice: 'female',
    script: 'Hypotheses that cannot be tested are of little use to scientists.',
    explanation:
      'Note the plural "hypotheses" (singular "hypothesis"), which matches the plural verb "are", and the "-ed" ending of the passive "be tested".',
  },
];
