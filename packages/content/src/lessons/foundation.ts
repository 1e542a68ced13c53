import type { VideoLesson } from '../types';

/**
 * FOUNDATION video lessons: one per skill (speaking, writing, reading, listening), keyed `foundation-${skill}`, with no
 * task. Each has 4-5 slides on the core skills under every task of that section: stress, chunking and pace for
 * speaking; sentence structure, spelling and paragraphing for writing; skimming, collocations and linking words for
 * reading; note-taking, signposting and spelling for listening. Slide rules are those of the LEARNING lessons:
 * headings of at most 40 characters; 0-4 bullets of at most 56 characters, with no trailing full stop; narration of
 * 20-50 words in plain spoken sentences with no symbols, parentheses, quoted words or abbreviations; 100-220 narrated
 * words per lesson; ASCII only.
 */
export const foundationLessons: VideoLesson[] = [
  {
    key: 'foundation-speaking',
    type: 'FOUNDATION',
    skill: 'speaking',
    title: 'Speaking foundations',
    slides: [
      {
        heading: 'Word stress',
        bullets: [
          'Stress the right syllable in long words',
          'Stress content words in a sentence',
          'Keep small grammar words light',
        ],
        narration:
          'Clear speaking starts with word stress. In long words one syllable is louder and longer, as ' +
          'in economy, where the stress falls on the second syllable. In sentences, stress the content ' +
          'words and keep small grammar words light.',
      },
      {
        heading: 'Chunking and pausing',
        bullets: [
          'Group words into meaning chunks',
          'Pause briefly at commas',
          'A longer pause at full stops',
          'Never pause inside a phrase',
        ],
        narration:
          'Fluent speakers group words into meaning chunks and pause between them, never in the ' +
          'middle. Pause briefly at commas and a little longer at full stops. This makes your ' +
          'speech easier to follow and sound more natural.',
      },
      {
        heading: 'A steady pace',
        bullets: ['Not too fast, not too slow', 'Avoid fillers and restarts', 'Keep going after a small slip'],
        narration:
          'Keep a steady, comfortable pace. Speaking too fast swallows sounds, and speaking too ' +
          'slowly breaks the flow. Avoid fillers such as um and er, and never restart a sentence to ' +
          'fix a small slip. Smooth speech is rewarded.',
      },
      {
        heading: 'Clear sounds and linking',
        bullets: ['Say word endings clearly', 'Link words smoothly', 'Record yourself and listen back'],
        narration:
          'Pronounce word endings clearly, especially plural and past tense endings, because they carry meaning. ' +
          'Link words smoothly, so that pick it up sounds connected. Record yourself often, listen back, and ' +
          'compare your speech with a model speaker.',
      },
      {
        heading: 'Practise a little every day',
        bullets: ['Shadow a short recording', 'Read a paragraph aloud daily', 'Test your microphone first'],
        narration:
          'Practise for a few minutes every day. Shadow a short recording by speaking along with it, read a ' +
          'paragraph aloud, and test your microphone and your distance from it, so your recordings are always clear.',
      },
    ],
  },
  {
    key: 'foundation-writing',
    type: 'FOUNDATION',
    skill: 'writing',
    title: 'Writing foundations',
    slides: [
      {
        heading: 'Clear sentence structure',
        bullets: [
          'Every sentence needs a subject and verb',
          'Join ideas with because, although',
          'Mix short and longer sentences',
        ],
        narration:
          'Good writing begins with complete sentences. Every sentence needs a subject and a main verb. ' +
          'Join related ideas with words like because, although and which, and mix shorter and longer ' +
          'sentences so your writing is clear and varied.',
      },
      {
        heading: 'Accurate spelling',
        bullets: [
          'Learn common academic words',
          'Watch double letters: accommodate',
          'Use one spelling style throughout',
        ],
        narration:
          'Spelling errors cost marks in several tasks. Learn the common academic words you meet often, ' +
          'and watch double letters in words like accommodate and necessary. Choose either British or ' +
          'American spelling and use it consistently.',
      },
      {
        heading: 'Paragraphing',
        bullets: [
          'One main idea per paragraph',
          'Start with a topic sentence',
          'Support it with a reason or example',
          'A blank line between paragraphs',
        ],
        narration:
          'In longer answers, each paragraph should develop one main idea. Open it with a topic ' +
          'sentence, then support it with an explanation or example. Leave a blank line between ' +
          'paragraphs, so the structure is easy to see.',
      },
      {
        heading: 'Grammar that matters most',
        bullets: [
          'Subject and verb agreement',
          'Consistent tenses',
          'Articles: a, an, the',
          'Capital letters and full stops',
        ],
        narration:
          'Focus on the grammar points that cause the most errors. Check that subjects and verbs ' +
          'agree, keep your tenses consistent, and use articles correctly. Start each sentence with a ' +
          'capital letter and end it with a full stop.',
      },
      {
        heading: 'Check your work',
        bullets: ['Keep time to proofread', 'Read once for meaning', 'Read again for accuracy'],
        narration:
          'Always keep a little time to proofread. Read once for meaning, asking whether each sentence says what you ' +
          'intended, and once for accuracy, checking spelling, grammar and the word count.',
      },
    ],
  },
  {
    key: 'foundation-reading',
    type: 'FOUNDATION',
    skill: 'reading',
    title: 'Reading foundations',
    slides: [
      {
        heading: 'Skimming and scanning',
        bullets: ['Skim for the main idea', 'Scan for names, numbers, key words', 'Read closely only where it matters'],
        narration:
          'Two fast reading skills save time. Skimming means reading quickly for the general idea, looking at first ' +
          'sentences and key words. Scanning means searching for specific information, such as a name or a number.',
      },
      {
        heading: 'Collocations',
        bullets: [
          'Words that naturally go together',
          'Make a decision, heavy traffic',
          'Learn phrases, not single words',
        ],
        narration:
          'Collocations are words that naturally go together, like make a decision, heavy traffic ' +
          'and conduct research. Many gap questions test them. When you learn a new word, note the ' +
          'words that usually come before and after it.',
      },
      {
        heading: 'Linking words',
        bullets: [
          'Contrast: however, although',
          'Cause and result: because, therefore',
          'Addition: moreover, furthermore',
        ],
        narration:
          'Linking words show how ideas connect. However and although signal contrast, because ' +
          'and therefore show cause and result, and moreover adds a point. Spotting them helps ' +
          'you follow an argument and order paragraphs.',
      },
      {
        heading: 'Word families',
        bullets: [
          'Analysis, analyse, analytical',
          'Know the noun, verb and adjective',
          'Check what the sentence needs',
        ],
        narration:
          'Learn words in families, such as analysis, analyse and analytical, so you can choose the right ' +
          'form for a sentence. Ask whether a gap needs a noun, a verb, an adjective or an adverb. ' +
          'Grammar clues often rule out half the options.',
      },
      {
        heading: 'Build reading stamina',
        bullets: ['Read a short article every day', 'Sum it up in one sentence', 'Keep a list of useful phrases'],
        narration:
          'Read short articles on science, society and the environment every day. After each one, sum up ' +
          'the main idea in one sentence and add useful new phrases to a list. Regular reading builds ' +
          'the speed you need for the timed section.',
      },
    ],
  },
  {
    key: 'foundation-listening',
    type: 'FOUNDATION',
    skill: 'listening',
    title: 'Listening foundations',
    slides: [
      {
        heading: 'Note-taking',
        bullets: ['Write key words, not sentences', 'Use short forms of your own', 'Set out notes down the page'],
        narration:
          'Good notes capture key words, not full sentences. Write nouns, numbers and important verbs, and ' +
          'invent short forms of your own for common words. Set your notes out down the page, so you can ' +
          'quickly see the main points and how they link.',
      },
      {
        heading: 'Signposting language',
        bullets: [
          'Firstly, next, finally: structure',
          'The main point is: a key idea',
          'However: a change of direction',
          'To sum up: the conclusion',
        ],
        narration:
          'Speakers use signposting language to guide listeners. Words like firstly and finally ' +
          'show structure, the main point is flags a key idea, however signals a change of ' +
          'direction, and to sum up introduces the conclusion.',
      },
      {
        heading: 'Spelling common words',
        bullets: [
          'Misspelled words score nothing',
          'Government, environment, research',
          'Practise a short dictation daily',
        ],
        narration:
          'Several listening tasks ask you to type words, and a misspelled word scores nothing. Practise ' +
          'common academic words such as government, environment and opportunity. A short daily ' +
          'dictation session builds speed and accuracy.',
      },
      {
        heading: 'Connected speech',
        bullets: [
          'Words run together in natural speech',
          'Small words become short and weak',
          'Listen to a range of accents',
        ],
        narration:
          'In natural speech, words run together, and small words like to, of and and become short and ' +
          'weak. Practise with recordings in different accents, such as British, American and Australian, ' +
          'and focus on meaning even when sounds blur.',
      },
      {
        heading: 'A daily listening routine',
        bullets: ['Listen to a short talk each day', 'Sum it up in two sentences', 'Write one sentence from memory'],
        narration:
          'Build a daily habit. Listen to a short talk or podcast, sum it up in two sentences, ' +
          'and write down one sentence exactly from memory. This trains the listening, memory ' +
          'and spelling skills that many tasks share.',
      },
    ],
  },
];
