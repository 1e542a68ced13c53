import type { VideoLesson } from '../types';

/**
 * LEARNING video lessons: one per task of the catalogue, in catalogue order, keyed `lesson-${task.key}`, with the
 * task's skill. Each has 4-5 slides: what the task is and what appears on screen, with its timings; how it is scored,
 * naming exactly the skills it counts towards; concrete strategies; and a mini example or common mistakes. Timings,
 * word limits and variants (Academic, Core or both) agree with the catalogue; the reading section has one shared timer,
 * so reading lessons give the catalogue's time as a target per item. Slides are drawn on a 1280x720 image while a
 * speech synthesiser reads the narration, so: headings of at most 40 characters; 0-4 bullets of at most 56 characters,
 * with no trailing full stop; narration of 20-50 words in plain spoken sentences, with numbers as words or simple
 * digits and no symbols, parentheses, quoted words or abbreviations; 100-220 narrated words per lesson; ASCII only.
 */
export const learningLessons: VideoLesson[] = [
  {
    key: 'lesson-speaking.readAloud',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.readAloud',
    title: 'Read Aloud: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A short written text appears on screen',
          '35 seconds to read it and prepare',
          '40 seconds to read it aloud',
          'In both PTE Academic and PTE Core',
        ],
        narration:
          'Read Aloud appears in both PTE Academic and PTE Core. A short text of a few sentences ' +
          'appears on screen. You have 35 seconds to read it silently and prepare, then after the ' +
          'tone you have 40 seconds to read it aloud.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and reading',
          'Content: every word, none added or missed',
          'Oral fluency: a smooth, even rhythm',
          'Pronunciation: clear and easy to follow',
        ],
        narration:
          'Read Aloud counts towards your speaking and reading scores. Content checks that you say every word ' +
          'without skipping, adding or changing any, and it gives partial credit. Oral fluency rewards a smooth ' +
          'rhythm, and pronunciation rewards speech that is easy to understand.',
      },
      {
        heading: 'Use the preparation time',
        bullets: [
          'Mark pauses at commas and full stops',
          'Split long sentences into chunks',
          'Practise hard words under your breath',
          'Start speaking within 3 seconds',
        ],
        narration:
          'Use the preparation time well. Decide where the natural pauses fall and split long sentences into short ' +
          'chunks of meaning. Say difficult words quietly to yourself. Start speaking promptly after the tone, ' +
          'because a silence of about 3 seconds can end the recording.',
      },
      {
        heading: 'While you read aloud',
        bullets: [
          'Keep a steady, natural pace',
          'Stress the key content words',
          'Do not go back to fix a slip',
          'Stop when you reach the end',
        ],
        narration:
          'Speak at a natural, steady pace, neither rushed nor slow. Stress the key content words and keep ' +
          'small words like of and the light. If you stumble, carry on, because going back to repeat a ' +
          'phrase hurts fluency more than one small error.',
      },
      {
        heading: 'Common mistakes to avoid',
        bullets: [
          'Racing to finish early',
          'Pausing in the middle of a phrase',
          'Repeating words to correct them',
          'A flat, robotic tone',
        ],
        narration:
          'Common mistakes are racing through the text, pausing in the middle of a phrase and ' +
          'repeating words to correct them. For a sentence about climate research, pause after the ' +
          'whole phrase, never between climate and research.',
      },
    ],
  },
  {
    key: 'lesson-speaking.repeatSentence',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.repeatSentence',
    title: 'Repeat Sentence: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'One spoken sentence, played only once',
          'No text to read on screen',
          'The audio starts after about 3 seconds',
          'Up to 15 seconds to repeat it',
        ],
        narration:
          'Repeat Sentence appears in both PTE Academic and PTE Core. Nothing is written on screen. After ' +
          'about 3 seconds you hear one short sentence, only once. When it ends, recording starts and you ' +
          'have up to 15 seconds to repeat it exactly.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and listening',
          'Content: the words, in the right order',
          'Oral fluency and pronunciation',
          'Partial credit for part of the sentence',
        ],
        narration:
          'Repeat Sentence counts towards your speaking and listening scores. Content measures how many words you ' +
          'repeat in the correct order, with partial credit for a partly correct answer. Oral fluency and ' +
          'pronunciation are scored too, so smooth delivery matters as much as memory.',
      },
      {
        heading: 'Listen in chunks',
        bullets: [
          'Listen for the meaning of the whole',
          'Hold it as 2 or 3 chunks',
          "Copy the speaker's rhythm and stress",
          'Start as soon as recording begins',
        ],
        narration:
          'Listen to the sentence as one idea rather than word by word. Most sentences split into two or three ' +
          "chunks, such as who, what happened and when. Copy the speaker's rhythm and intonation, and start " +
          'speaking straight away while the sound is fresh.',
      },
      {
        heading: 'If you forget part of it',
        bullets: [
          'Say what you remember, fluently',
          'Keep the beginning and the end',
          'Fill a gap with a sensible guess',
          'Never stop to think in silence',
        ],
        narration:
          'If part of the sentence slips away, keep talking. Say the beginning and the end you remember, with a ' +
          'sensible guess for the middle, in one smooth flow. A fluent, partly correct answer scores better ' +
          'than a perfect start followed by silence.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'Chunk 1: The seminar on marine biology',
          'Chunk 2: has been moved',
          'Chunk 3: to Thursday afternoon',
        ],
        narration:
          'Imagine the sentence says the seminar on marine biology has been moved to Thursday afternoon. Store ' +
          'it as three chunks, the seminar on marine biology, has been moved, and to Thursday afternoon. Then ' +
          'say the chunks together at a natural pace.',
      },
    ],
  },
  {
    key: 'lesson-speaking.describeImage',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.describeImage',
    title: 'Describe Image: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A chart, table, map, diagram or photo',
          '25 seconds to study the image',
          '40 seconds to describe it',
          'In both PTE Academic and PTE Core',
        ],
        narration:
          'Describe Image appears in both PTE Academic and PTE Core. You see a picture such as a bar ' +
          'chart, line graph, table, process diagram, map or photo. You have 25 seconds to study it, ' +
          'then 40 seconds to describe it in detail.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking only',
          'Content: main features and key details',
          'Oral fluency and pronunciation',
          'Steady delivery matters a lot',
        ],
        narration:
          'This task counts towards your speaking score only. Content rewards the main features, key figures and an ' +
          'overall trend or conclusion. Oral fluency and pronunciation carry a lot of weight, so clear, steady ' +
          'speech matters more than mentioning every detail.',
      },
      {
        heading: 'Plan in 25 seconds',
        bullets: [
          'Read the title and the labels',
          'Find the highest, lowest and the trend',
          'Pick 2 or 3 figures to quote',
          'Prepare one closing comment',
        ],
        narration:
          'Use the preparation time to read the title and labels, spot the largest and smallest values, and ' +
          'find the overall trend or the stages of a process. Pick two or three figures to quote, and ' +
          'prepare one sentence that sums up the image.',
      },
      {
        heading: 'A simple structure',
        bullets: [
          'Say what the image shows',
          'Give 2 or 3 key details with data',
          'Compare or describe a trend',
          'Finish with an overall conclusion',
        ],
        narration:
          'Follow a simple structure. Say what the image shows, give two or three key details with ' +
          'figures, compare items or describe a trend, and finish with a short conclusion. Aim to finish ' +
          'just before the 40 seconds end, without long pauses.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'Long silences while you search',
          'Reading out every number',
          'Stopping early with time left',
          'Speaking too fast to be clear',
        ],
        narration:
          'Avoid long silences while you search for a word, and do not try to read out every number. If you ' +
          'lose your place, move on to the next feature or give your conclusion. A calm, connected answer ' +
          'with fewer details usually scores higher.',
      },
    ],
  },
  {
    key: 'lesson-speaking.retellLecture',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.retellLecture',
    title: 'Re-tell Lecture: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A short lecture, played once',
          'Sometimes shown with an image',
          '10 seconds to prepare afterwards',
          '40 seconds to retell it',
        ],
        narration:
          'Re-tell Lecture is a PTE Academic task. You hear a short lecture, sometimes with a ' +
          'picture or slide on screen. When it ends, you have 10 seconds to prepare, then 40 ' +
          'seconds to retell the lecture in your own words.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and listening',
          'Content: the topic and key points',
          'Oral fluency and pronunciation',
          'Partial credit for each part',
        ],
        narration:
          'Your answer counts towards speaking and listening. Content rewards the main topic, the key ' +
          'points, how they connect, and any conclusion. Oral fluency and pronunciation are also scored, so ' +
          'a smooth summary beats a hesitant list of facts.',
      },
      {
        heading: 'Take smart notes',
        bullets: [
          'Write key words, not sentences',
          'Catch the topic in the first lines',
          'Note causes, effects and examples',
          'Use short forms of your own',
        ],
        narration:
          'Write only key words while you listen, such as names, numbers and important nouns, ' +
          'using short forms of your own. Catch the topic in the opening sentences, then track ' +
          'causes, effects, examples and the final point.',
      },
      {
        heading: 'Build your retelling',
        bullets: [
          'The lecture was about ...',
          'Firstly, the speaker explained ...',
          'The speaker also mentioned ...',
          'In conclusion, the lecture showed ...',
        ],
        narration:
          'Use a simple frame. Say what the lecture was about, give two or three key points from your notes with ' +
          "linking words such as firstly and also, and finish with the speaker's conclusion. Keep talking " +
          'steadily until you have covered your notes.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'Trying to repeat it word for word',
          'Writing so much you miss ideas',
          'Stopping at a word you missed',
        ],
        narration:
          'Do not try to repeat the lecture word for word, and do not write so much that you miss the next idea. If ' +
          'you missed a technical term, describe it in simple words and move on rather than stopping.',
      },
    ],
  },
  {
    key: 'lesson-speaking.summarizeGroupDiscussion',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Summarize Group Discussion: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'Three people discuss a university topic',
          'The recording plays once, up to three minutes',
          '10 seconds to prepare afterwards',
          'Two minutes to summarize it',
        ],
        narration:
          'Summarize Group Discussion is a PTE Academic task. You hear three people, such as students and a ' +
          'tutor, discuss a topic. When it ends, you have 10 seconds to prepare, then two minutes to ' +
          'summarize the discussion aloud.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and listening',
          'Content: who said what, and the outcome',
          'Oral fluency and pronunciation',
          'No content, no other marks',
        ],
        narration:
          'Your answer counts towards speaking and listening. Content rewards the topic, each speaker and their ' +
          'view, how the views met, and how the discussion ended. Oral fluency and pronunciation are scored ' +
          'too, but only when the content is relevant.',
      },
      {
        heading: 'Take notes by speaker',
        bullets: [
          'One column for each speaker',
          'Write names and roles first',
          'Mark who agrees or changes their mind',
          'Note the final decision',
        ],
        narration:
          'Give each speaker a column and write their name and role as soon as you hear them. Note each view in ' +
          'a few key words, mark who agrees, who objects and who changes their mind, and write down the final ' +
          'decision.',
      },
      {
        heading: 'Build your summary',
        bullets: [
          'Name the topic in one sentence',
          'Give each speaker and their view',
          'Say how the views came together',
          'End with what they decided',
        ],
        narration:
          'Open with the topic in one sentence. Then name each speaker with their view, say where they agreed ' +
          'or disagreed and how the discussion moved, and end with what they decided. Speak steadily and use ' +
          'most of the time.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'Listing facts without the speakers',
          'A memorised template',
          'Stopping early with time left',
        ],
        narration:
          'Do not list facts without saying who said them, and do not rely on a memorised template, which earns ' +
          'no content. If you run out of notes, explain the outcome in more detail rather than stopping early.',
      },
    ],
  },
  {
    key: 'lesson-speaking.respondToASituation',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.respondToASituation',
    title: 'Respond to a Situation: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A situation you both read and hear',
          'It ends with what you must do',
          '20 seconds to think (10 in Academic)',
          '40 seconds to give your answer',
        ],
        narration:
          'Respond to a Situation is part of PTE Core and PTE Academic. You read and hear a short description ' +
          'of an everyday situation, ending with what you need to do. You have 20 seconds to think, or 10 in ' +
          'Academic, then after the tone you have 40 seconds to speak.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and listening',
          'Appropriacy: a reply that suits it',
          'Oral fluency and pronunciation',
        ],
        narration:
          'Your answer counts towards speaking and listening. It is judged on appropriacy, which means doing what ' +
          'the task asks in a tone that suits the listener, and on oral fluency and pronunciation. An answer that ' +
          'misses the task scores poorly, however fluent it is.',
      },
      {
        heading: 'Plan in 20 seconds',
        bullets: [
          'Who are you speaking to?',
          'What exactly must you do?',
          'Pick 2 or 3 points to make',
          'Choose a suitable tone',
        ],
        narration:
          'In the 20 seconds, decide who you are talking to, such as a friend, a neighbour or a manager, and ' +
          'exactly what you must do, for example apologise, explain or ask for help. Choose two or three ' +
          'points and a suitable level of politeness.',
      },
      {
        heading: 'Shape your answer',
        bullets: [
          'Greet and state your purpose',
          'Give the reason or details',
          'Offer a solution or next step',
          'Close politely',
        ],
        narration:
          'Speak as if the person were in front of you. Greet them and say why you are speaking, give ' +
          'the reason or details, offer a solution or next step, and close politely. Linking words ' +
          'like because and so keep the answer flowing.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'Task: tell a friend you will be late',
          'Hi Sam, sorry, my bus broke down',
          'I will be about 20 minutes late',
          'Could you save me a seat?',
        ],
        narration:
          'Suppose you must tell a friend you will be late for a film. Say hello, apologise, explain that your bus ' +
          'broke down, say you will arrive about 20 minutes late, and ask them to save you a seat.',
      },
    ],
  },
  {
    key: 'lesson-speaking.answerShortQuestion',
    type: 'LEARNING',
    skill: 'speaking',
    task: 'speaking.answerShortQuestion',
    title: 'Answer Short Question: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A short spoken question, played once',
          'The audio starts after about 3 seconds',
          'Up to 10 seconds to answer',
          'One word or a few words is enough',
        ],
        narration:
          'Answer Short Question appears in both PTE Academic and PTE Core. After about 3 seconds you hear a ' +
          'simple question on general knowledge or everyday life. You have up to 10 seconds to answer, and one ' +
          'word or a short phrase is usually enough.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards speaking and listening',
          'Each answer is correct or incorrect',
          'No extra credit for long answers',
        ],
        narration:
          'This task counts towards speaking and listening. Each answer is simply correct or incorrect, ' +
          'with no partial credit. The score depends on the right word, so a long explanation earns ' +
          'nothing extra and can add confusing mistakes.',
      },
      {
        heading: 'Listen for the key word',
        bullets: [
          'Catch the question word: who, where',
          'Notice the key noun or verb',
          'Answer at once, briefly and clearly',
        ],
        narration:
          'Focus on the question word and the key noun. A question starting with where needs a ' +
          'place, and one starting with how many needs a number. Answer straight away in a clear ' +
          'voice, as the recording stops when you go quiet.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'Question: what is a young cat called?',
          'Good answer: a kitten',
          'No need to repeat the question',
          'Unsure? Give your best guess',
        ],
        narration:
          'Suppose you hear, what do we call a young cat? Simply say, a kitten. There is no ' +
          'need to repeat the question or explain your answer. If you are unsure, give your ' +
          'best single guess rather than staying silent.',
      },
    ],
  },
  {
    key: 'lesson-writing.summarizeWrittenText',
    type: 'LEARNING',
    skill: 'writing',
    task: 'writing.summarizeWrittenText',
    title: 'Summarize Written Text: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A reading passage on screen',
          '10 minutes to read and write',
          'Academic: one sentence, 5 to 75 words',
          'Core: 25 to 50 words',
        ],
        narration:
          'Summarize Written Text shows a passage on screen, and you have 10 minutes to read it and type a summary. ' +
          'In PTE Academic, write one single sentence of 5 to 75 words. In PTE Core, write 25 to 50 words.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards writing and reading',
          'Content: the main idea and key points',
          'Form: the required length and shape',
          'Grammar and vocabulary',
        ],
        narration:
          'This task counts towards writing and reading. Content rewards the main idea and key supporting points, ' +
          'and grammar and vocabulary are scored too. Form checks the word limit, and in Academic the single ' +
          'sentence rule. A response with the wrong form can score zero.',
      },
      {
        heading: 'Find the main idea',
        bullets: [
          'Read the first and last lines closely',
          "Find the topic and the writer's point",
          'Pick 2 or 3 key supporting ideas',
        ],
        narration:
          "Skim the passage for its topic and the writer's main point, which often appears near the start or " +
          'the end. Then choose two or three supporting ideas, and note them as short phrases in your own ' +
          'words rather than copying whole sentences.',
      },
      {
        heading: 'Build a strong summary',
        bullets: [
          'Main idea first, then the details',
          'Link ideas: because, while, which',
          'Academic: one full stop, at the end',
          'Check the word count before moving on',
        ],
        narration:
          'Start with the main idea, then add supporting points with linking words such as because, ' +
          'although, while and which. In Academic, use one full stop only, at the very end. Whatever the ' +
          'version, check the word count before you move on.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'Two sentences in Academic',
          'Going over or under the limit',
          'Summing up only the first paragraph',
          'Skipping the final check',
        ],
        narration:
          'Common mistakes are writing two sentences in the Academic version, missing the word ' +
          'limit, and summarising only the opening paragraph. Leave a minute at the end to check ' +
          'spelling, capital letters and the final full stop.',
      },
    ],
  },
  {
    key: 'lesson-writing.writeEssay',
    type: 'LEARNING',
    skill: 'writing',
    task: 'writing.writeEssay',
    title: 'Write Essay: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A short prompt on a general topic',
          '20 minutes to plan, write and check',
          'Write 200 to 300 words',
          'A PTE Academic task',
        ],
        narration:
          'Write Essay is a PTE Academic task. You see a short prompt on a general topic, often ' +
          'asking for your opinion or a discussion of both sides. You have 20 minutes to plan, ' +
          'write and revise an essay of 200 to 300 words.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards writing',
          'Content and form: on topic, in range',
          'Structure, development, coherence',
          'Grammar, vocabulary range, spelling',
        ],
        narration:
          'Your essay counts towards your writing score. It is judged on content, form, development, structure and ' +
          'coherence, grammar, range of language, vocabulary and spelling. An essay that goes off topic or breaks ' +
          'the word limit can lose most of its marks.',
      },
      {
        heading: 'Plan for about 3 minutes',
        bullets: ['Decide your position clearly', 'Choose 2 strong reasons', 'Add an example to each reason'],
        narration:
          'Spend about three minutes planning. Decide your position and keep to it. Choose two ' +
          'strong reasons, and for each one think of an example or explanation. A clear plan makes ' +
          'the essay easier to write and easier to follow.',
      },
      {
        heading: 'A reliable structure',
        bullets: [
          'Introduction: topic and your view',
          'Body 1: first reason and example',
          'Body 2: second reason and example',
          'Conclusion: restate and sum up',
        ],
        narration:
          'Use four paragraphs. The introduction restates the topic and gives your view. Each body paragraph ' +
          'opens with a topic sentence, then explains and supports it. The conclusion sums up your position. Link ' +
          'ideas with words like however and therefore.',
      },
      {
        heading: 'Before time runs out',
        bullets: [
          'Keep 3 minutes to proofread',
          'Check spelling, agreement, tenses',
          'Watch the word counter',
          'Avoid vague memorised phrases',
        ],
        narration:
          'Keep the last three minutes for checking spelling, subject and verb agreement and tenses, and ' +
          'watch the word counter. Avoid long memorised phrases that say nothing, because content that ' +
          'does not answer the prompt scores poorly.',
      },
    ],
  },
  {
    key: 'lesson-writing.writeEmail',
    type: 'LEARNING',
    skill: 'writing',
    task: 'writing.writeEmail',
    title: 'Write Email: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A short situation to respond to',
          'Points your email must cover',
          '9 minutes to write',
          'Aim for 50 to 120 words',
        ],
        narration:
          'Write Email is a PTE Core task. You read a short description of a situation, usually with ' +
          'points your email must cover, such as explaining a problem or making a request. You have 9 ' +
          'minutes to write an email of 50 to 120 words.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards writing',
          'Content: every required point covered',
          'Email conventions and a fitting tone',
          'Organisation, grammar, vocabulary',
        ],
        narration:
          'The email counts towards your writing score. It is checked for covering every required point, using ' +
          'email conventions such as a greeting and a closing, keeping a tone that suits the reader, and for ' +
          'organisation, grammar, vocabulary and spelling.',
      },
      {
        heading: 'Plan the email',
        bullets: [
          'Who is the reader?',
          'Formal or informal tone?',
          'One short paragraph per point',
          'Greeting, purpose, details, closing',
        ],
        narration:
          'First decide who will read the email. A manager or a lecturer needs a formal tone, while a friend allows ' +
          'a relaxed one. Then plan one short paragraph for each point in the task, so that nothing is forgotten.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'Dear Ms Lee,',
          'I am writing about the broken heater',
          'Could it be repaired this week?',
          'Kind regards, Alex',
        ],
        narration:
          'Imagine you must report a broken heater to your building manager. Open with Dear and her name, ' +
          'state your purpose in the first line, describe the problem and when it began, make a polite ' +
          'request, and end with kind regards and your name.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'Leaving out a required point',
          'Slang in a formal email',
          'No greeting or no sign off',
          'Writing fewer than 50 words',
        ],
        narration:
          'The most costly mistake is missing a required point. Also avoid slang in formal ' +
          'emails, missing greetings or sign offs, and very short answers. Save a minute to check ' +
          'spelling and punctuation before time runs out.',
      },
    ],
  },
  {
    key: 'lesson-reading.rwFillInTheBlanks',
    type: 'LEARNING',
    skill: 'reading',
    task: 'reading.rwFillInTheBlanks',
    title: 'Reading and Writing Fill in the Blanks: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A passage with several gaps',
          'Each gap opens a list of options',
          'Choose the best word for each gap',
          'About 2.5 minutes per item',
        ],
        narration:
          'Reading and Writing Fill in the Blanks appears in both PTE Academic and PTE Core. You see a passage ' +
          'with several gaps, and each gap opens a drop down list of options. The section shares one timer, so aim ' +
          'for about two and a half minutes per item.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards reading and writing',
          'One point for each correct gap',
          'No penalty for a wrong choice',
          'Fill every gap',
        ],
        narration:
          'This task counts towards reading and writing. Each gap is marked on its own and earns one point when ' +
          'correct, so partial credit is normal. A wrong choice loses nothing, so never leave a gap empty.',
      },
      {
        heading: 'Use grammar clues',
        bullets: [
          'Which word class does the gap need?',
          'Match singular, plural and tense',
          'Look at the words after the gap',
        ],
        narration:
          'Start with grammar. Ask whether the gap needs a noun, a verb, an adjective or an adverb, ' +
          'and check agreement and tense. Often only one or two options fit the structure of the ' +
          'sentence, which narrows your choice quickly.',
      },
      {
        heading: 'Use meaning and collocation',
        bullets: ['Read the whole sentence', 'Pick natural word partners', 'Check linking words fit the logic'],
        narration:
          'Then use meaning. Read the whole sentence and the one before it. Choose the option that forms a ' +
          'natural word partnership, such as make a decision or heavy rain, and check that linking words ' +
          'like however and therefore match the logic.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'The study had a major ___ on policy',
          'Options: effect, affect, effort, afford',
          'A noun is needed: effect',
        ],
        narration:
          'Suppose a sentence says the study had a major blank on policy, with the options ' +
          'effect, affect, effort and afford. After the word major we need a noun, and the ' +
          'natural partner is effect, so that is the answer.',
      },
    ],
  },
  {
    key: 'lesson-reading.multipleChoiceMultipleAnswers',
    type: 'LEARNING',
    skill: 'reading',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Reading Multiple Choice, Multiple Answers: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A passage and a question',
          'Several options, more than one correct',
          'Select every correct option',
          'About 2 minutes per item',
        ],
        narration:
          'Reading Multiple Choice, Multiple Answers appears in both PTE Academic and PTE Core. You read a ' +
          'passage and a question, then select every option you think is correct. More than one is right. ' +
          'Aim to spend about 2 minutes on each item.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards reading only',
          'One point for each correct option',
          'Minus one for each wrong option',
          'The lowest item score is zero',
        ],
        narration:
          'This task counts towards reading only. You gain one point for each correct option and lose one ' +
          'point for each wrong one, although the item score never falls below zero. Because of this ' +
          'negative marking, guessing can cost you marks.',
      },
      {
        heading: 'Read the question first',
        bullets: ['Know what you are looking for', 'Check each option against the text', 'Find proof for every choice'],
        narration:
          'Read the question before the passage, so you know what to look for. Then check each option against the ' +
          'text one at a time. Only select an option when you can point to a sentence that supports it.',
      },
      {
        heading: 'Be selective',
        bullets: [
          'Select only options you are sure of',
          'Beware of words copied from the text',
          'Watch for always, never and only',
        ],
        narration:
          'Be selective. Options that repeat words from the passage but change the meaning are ' +
          'common traps, as are options with extreme words like always or never. One confident ' +
          'correct answer is safer than several guesses.',
      },
    ],
  },
  {
    key: 'lesson-reading.reorderParagraphs',
    type: 'LEARNING',
    skill: 'reading',
    task: 'reading.reorderParagraphs',
    title: 'Re-order Paragraphs: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'Short text boxes in a jumbled order',
          'Drag them into the original order',
          'About 2.5 minutes per item',
        ],
        narration:
          'Re-order Paragraphs appears in both PTE Academic and PTE Core. You see several short ' +
          'text boxes in a jumbled order, and you drag them into the order of the original text. ' +
          'Aim for about two and a half minutes per item.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards reading only',
          'One point per correct adjacent pair',
          'Partial credit for correct pairs',
        ],
        narration:
          'This task counts towards reading only. You earn one point for each pair of neighbouring boxes ' +
          'that sit together in the correct order, so a mostly correct answer still gains partial credit. ' +
          'Keeping linked pairs together is what matters.',
      },
      {
        heading: 'Find the opening box',
        bullets: [
          'It makes sense on its own',
          'It introduces the topic in general',
          'It does not point back to anything',
        ],
        narration:
          'First find the opening box. It introduces the topic in general terms and makes sense on ' +
          'its own. A box that begins with words like this, however or it usually points back to ' +
          'something earlier, so it cannot come first.',
      },
      {
        heading: 'Follow the links',
        bullets: [
          'Pronouns point back: he, they, this',
          'Articles: a report, then the report',
          'Time words: first, later, finally',
          'Contrast words: however, but',
        ],
        narration:
          'Then build pairs. Look for pronouns that refer back, a noun introduced with a and ' +
          'later mentioned with the, time words like later and finally, and contrast words like ' +
          'however. Each clue shows which box follows which.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'A: Bees pollinate many crops',
          'B: However, their numbers are falling',
          'C: This decline worries farmers',
          'Order: A, then B, then C',
        ],
        narration:
          'Suppose one box says bees pollinate many crops, another says however, their numbers are falling, and ' +
          'a third says this decline worries farmers. The first stands alone, however contrasts with it, and ' +
          'this decline points back to falling numbers.',
      },
    ],
  },
  {
    key: 'lesson-reading.fillInTheBlanks',
    type: 'LEARNING',
    skill: 'reading',
    task: 'reading.fillInTheBlanks',
    title: 'Reading Fill in the Blanks: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: [
          'A passage with several gaps',
          'A box of words below, with extras',
          'Drag one word into each gap',
          'About 2 minutes per item',
        ],
        narration:
          'Reading Fill in the Blanks appears in both PTE Academic and PTE Core. You see a passage with ' +
          'gaps and a box of words below it, which holds more words than you need. Drag one word into each ' +
          'gap, and aim for about 2 minutes per item.',
      },
      {
        heading: 'How it is scored',
        bullets: ['Counts towards reading only', 'One point for each correct gap', 'No penalty for a wrong word'],
        narration:
          'This task counts towards reading only. Each correctly filled gap earns one point, so ' +
          'partial credit is possible, and a wrong word costs nothing. Fill every gap before you move ' +
          'on, even if you have to guess the last one.',
      },
      {
        heading: 'Narrow the options',
        bullets: [
          'Decide the word class for each gap',
          'Check collocations and prepositions',
          'Fill the easiest gaps first',
        ],
        narration:
          'Read the whole passage once for meaning. For each gap, decide the word class needed, then check ' +
          'which words fit the grammar and sit naturally with the words around them. Fill the easiest gaps ' +
          'first, leaving fewer words for the hard ones.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: [
          'A word that fits only its neighbours',
          'Ignoring the sentence after the gap',
          'Forgetting each word is used once',
        ],
        narration:
          'Avoid choosing a word just because it fits the words on either side. Read the full ' +
          'sentence to confirm the meaning. Remember that each word can be used only once, and that ' +
          'the extra words are there to distract you.',
      },
    ],
  },
  {
    key: 'lesson-reading.multipleChoiceSingleAnswer',
    type: 'LEARNING',
    skill: 'reading',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Reading Multiple Choice, Single Answer: how to score well',
    slides: [
      {
        heading: 'What you see and do',
        bullets: ['A short passage and one question', 'Several options, only one correct', 'About 90 seconds per item'],
        narration:
          'Reading Multiple Choice, Single Answer appears in both PTE Academic and PTE Core. ' +
          'You read a short passage and answer one question by choosing the single best option. ' +
          'Aim to spend about 90 seconds on each item.',
      },
      {
        heading: 'How it is scored',
        bullets: ['Counts towards reading only', 'One point if correct, zero if not', 'No penalty, so always answer'],
        narration:
          'This task counts towards reading only. It is scored as correct or incorrect, with one ' +
          'point for the right option and zero otherwise. There is no negative marking, so always ' +
          'choose an answer, even when you are unsure.',
      },
      {
        heading: 'A quick method',
        bullets: [
          'Read the question first',
          'Predict the answer in your own words',
          'Find the part of the text that answers it',
        ],
        narration:
          'Read the question first and note its key words. Skim the passage for the main idea, ' +
          'then scan for the part that answers the question. Try to predict the answer in your own ' +
          'words before you look closely at the options.',
      },
      {
        heading: 'Eliminate wrong options',
        bullets: ['Too broad or too narrow', 'True, but not what was asked', 'Contradicted by the passage'],
        narration:
          'Remove options that the passage contradicts, options that are true but do not answer the ' +
          'question, and options that are too broad or too narrow. The correct answer often paraphrases the ' +
          'text rather than repeating its exact words.',
      },
    ],
  },
  {
    key: 'lesson-listening.summarizeSpokenText',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.summarizeSpokenText',
    title: 'Summarize Spoken Text: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A short recording, played once',
          'Take notes while you listen',
          '10 minutes to write your summary',
          'Academic 50 to 70 words, Core 20 to 30',
        ],
        narration:
          'Summarize Spoken Text appears in both PTE Academic and PTE Core. A recording starts after about 5 ' +
          'seconds and plays once. You then have 10 minutes to write a summary. In PTE Academic write 50 to 70 ' +
          'words, and in PTE Core write 20 to 30 words.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening and writing',
          'Content: the main points of the talk',
          'Form: within the word limit',
          'Grammar, vocabulary and spelling',
        ],
        narration:
          'This task counts towards listening and writing. Content rewards the main points of the recording, ' +
          'while form checks the word limit. Grammar, vocabulary and spelling are also scored, and a summary ' +
          'outside the limit can lose most of its marks.',
      },
      {
        heading: 'Take notes while you listen',
        bullets: ['Key words, not full sentences', 'The topic and the main points', 'The conclusion at the end'],
        narration:
          'Take short notes as you listen. Write the topic, the main points, and any cause, result or ' +
          'example that supports them. Listen carefully to the final sentences, because speakers ' +
          'often sum up their key message at the end.',
      },
      {
        heading: 'Write a clear summary',
        bullets: [
          'Start with the topic and main point',
          'Add 2 or 3 supporting points',
          "End with the speaker's conclusion",
        ],
        narration:
          "Begin with a sentence giving the topic and the speaker's main point. Add two or three supporting " +
          'points with linking words, then finish with the conclusion. Use your own words, and check ' +
          'spelling and the word count before you finish.',
      },
      {
        heading: 'Mistakes to avoid',
        bullets: ['A list of disconnected words', 'Adding your own opinions', 'Going past the word limit'],
        narration:
          'Avoid writing a list of disconnected words from your notes, and do not add your own opinions, because the ' +
          'task asks what the speaker said. Keep within the word limit for your version of the test.',
      },
    ],
  },
  {
    key: 'lesson-listening.multipleChoiceMultipleAnswers',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Listening Multiple Choice, Multiple Answers: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A question and several options',
          'The audio starts after about 7 seconds',
          'The recording plays once',
          'Select every correct option',
        ],
        narration:
          'Listening Multiple Choice, Multiple Answers appears in both PTE Academic and PTE Core. The question ' +
          'and options appear, and the recording starts after about 7 seconds. It plays once, and you select ' +
          'every option that matches what you heard.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening only',
          'One point for each correct option',
          'Minus one for each wrong option',
          'The lowest item score is zero',
        ],
        narration:
          'This task counts towards listening only. Each correct option earns one point and each wrong ' +
          'option loses one, though an item cannot score below zero. This negative marking means you should ' +
          'select only options you are confident about.',
      },
      {
        heading: 'Use the 7 seconds',
        bullets: ['Skim the question and options', 'Predict the kind of answer', 'Listen for meaning, not echoes'],
        narration:
          'Use the 7 seconds before the audio to skim the question and options. While listening, focus on meaning. ' +
          "Speakers often use synonyms, so an option that repeats the speaker's exact words may be a trap.",
      },
      {
        heading: 'Choose carefully',
        bullets: [
          'Rule out options that were contradicted',
          'Pick only what you clearly heard',
          'One sure answer beats two guesses',
        ],
        narration:
          'Use your notes to rule out options the speaker contradicted or never mentioned. Select only ' +
          'those you clearly heard supported. Because each wrong choice costs a point, one confident ' +
          'answer is usually safer than adding a guess.',
      },
    ],
  },
  {
    key: 'lesson-listening.fillInTheBlanks',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.fillInTheBlanks',
    title: 'Listening Fill in the Blanks: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A transcript with missing words',
          'The audio starts after about 7 seconds',
          'Type each missing word in its gap',
        ],
        narration:
          'Listening Fill in the Blanks appears in both PTE Academic and PTE Core. You see a ' +
          'transcript with several gaps. The recording starts after about 7 seconds, and while it ' +
          'plays you type the missing word into each gap.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening and writing',
          'One point for each correct word',
          'Spelling must be exactly right',
        ],
        narration:
          'This task counts towards listening and writing. Each gap earns one point, so partial credit is normal, ' +
          'but the word must be spelled correctly to count. A word that is nearly right still scores zero.',
      },
      {
        heading: 'Follow the transcript',
        bullets: [
          'Keep your eyes with the speaker',
          'Type the first letters quickly',
          'Fix spelling after the audio ends',
        ],
        narration:
          'Move your eyes along the transcript as the speaker talks, so you are ready for each gap. Type ' +
          'the word quickly, even if only its first letters, then keep listening. When the audio ends, ' +
          'go back to complete and correct each word.',
      },
      {
        heading: 'Check grammar and spelling',
        bullets: [
          'Singular or plural?',
          'Past tense endings',
          'Does the sentence make sense?',
          'Double letters: necessary, recommend',
        ],
        narration:
          'Use grammar to check your answers. Does the sentence need a plural, a past tense, or an ' +
          'adverb rather than an adjective? Read each completed sentence to make sure it makes sense, ' +
          'and check double letters in words like necessary.',
      },
    ],
  },
  {
    key: 'lesson-listening.highlightCorrectSummary',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.highlightCorrectSummary',
    title: 'Highlight Correct Summary: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'Several summaries shown on screen',
          'The audio starts after about 10 seconds',
          'Choose the best summary',
          'A PTE Academic task',
        ],
        narration:
          'Highlight Correct Summary is a PTE Academic task. You see several short summary ' +
          'paragraphs, and the recording starts after about 10 seconds. After listening, you choose ' +
          'the paragraph that best summarises what you heard.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening and reading',
          'One point if correct, zero if not',
          'No penalty, so always answer',
        ],
        narration:
          'This task counts towards listening and reading. It is marked as correct or incorrect, with one point for ' +
          'the right paragraph and zero otherwise. There is no negative marking, so always choose one.',
      },
      {
        heading: 'Listen for the big picture',
        bullets: [
          'Note the topic and main point',
          'Note 2 or 3 key supporting ideas',
          'Do not chase every small detail',
        ],
        narration:
          "While listening, note the topic, the speaker's main point and two or three key ideas. A summary is about " +
          'the big picture, so do not worry about catching every number or name.',
      },
      {
        heading: 'Eliminate wrong summaries',
        bullets: ['Contains a wrong detail', 'Covers only part of the talk', 'Adds ideas never mentioned'],
        narration:
          'Then rule out paragraphs that contain a wrong detail, cover only one part of the talk, ' +
          'or add ideas the speaker never mentioned. The correct summary reflects the whole ' +
          'recording accurately, often in different words.',
      },
    ],
  },
  {
    key: 'lesson-listening.multipleChoiceSingleAnswer',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Listening Multiple Choice, Single Answer: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A question and several options',
          'The audio starts after about 5 seconds',
          'The recording plays once',
          'Choose the single best option',
        ],
        narration:
          'Listening Multiple Choice, Single Answer appears in both PTE Academic and PTE Core. The question ' +
          'and options appear, and the recording starts after about 5 seconds. It plays once, and you choose ' +
          'the one option that answers the question.',
      },
      {
        heading: 'How it is scored',
        bullets: ['Counts towards listening only', 'One point if correct, zero if not', 'No penalty, so always answer'],
        narration:
          'This task counts towards listening only. It is scored as correct or incorrect. A wrong answer simply ' +
          'scores zero, with no negative marking, so always choose an option even when you are unsure.',
      },
      {
        heading: 'Prepare and predict',
        bullets: [
          'Read the question before the audio',
          'Main idea, detail or attitude?',
          'Note a few key words as you listen',
        ],
        narration:
          'Use the short countdown to read the question, so you know whether you need the main idea, a detail, or ' +
          "the speaker's attitude. Then listen for that information, noting a few key words as you go.",
      },
      {
        heading: 'Avoid the traps',
        bullets: [
          'Options that repeat exact words',
          'Ideas mentioned but not the answer',
          'Details that are only partly right',
        ],
        narration:
          'Wrong options often repeat words you heard, mention ideas from the recording that do not answer the ' +
          "question, or are only partly true. Choose the option that matches the speaker's meaning as a whole.",
      },
    ],
  },
  {
    key: 'lesson-listening.selectMissingWord',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.selectMissingWord',
    title: 'Select Missing Word: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'The audio starts after about 7 seconds',
          'The last word or words become a beep',
          'Choose the option that completes it',
        ],
        narration:
          'Select Missing Word appears in both PTE Academic and PTE Core. The recording starts after ' +
          'about 7 seconds. At the end, the final word or group of words is replaced by a beep, and you ' +
          'choose the option that best completes it.',
      },
      {
        heading: 'How it is scored',
        bullets: ['Counts towards listening only', 'One point if correct, zero if not', 'No penalty, so always answer'],
        narration:
          'This task counts towards listening only. It is marked as correct or incorrect, with ' +
          'one point for the right option and zero otherwise. There is no negative marking, so ' +
          'always select an answer before moving on.',
      },
      {
        heading: 'Follow the line of thought',
        bullets: [
          'Skim the options before the audio',
          'Track where the talk is heading',
          'Listen hardest to the last sentence',
        ],
        narration:
          "Skim the options during the countdown. As you listen, follow where the speaker's argument " +
          'is heading. The final sentence matters most, so listen closely for words like but, however ' +
          'and so, which signal how the talk will end.',
      },
      {
        heading: 'Mini example',
        bullets: ['Costs rose and sales dropped', 'As a result, profits ... beep', 'Logic points to: fell'],
        narration:
          'Suppose a speaker explains that costs rose sharply and sales dropped, then says, as a result, the company ' +
          'saw its profits, followed by the beep. The logic of the talk points to an option such as fall, not rise.',
      },
    ],
  },
  {
    key: 'lesson-listening.highlightIncorrectWords',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.highlightIncorrectWords',
    title: 'Highlight Incorrect Words: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'A transcript of the recording',
          'Some words differ from the audio',
          'The audio starts after about 10 seconds',
          'Click each word that is different',
        ],
        narration:
          'Highlight Incorrect Words appears in both PTE Academic and PTE Core. You see a transcript, and the ' +
          'recording starts after about 10 seconds. Some words on screen differ from what the speaker says, ' +
          'and you click each one that is different.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening and reading',
          'One point per correct word clicked',
          'Minus one per wrong word clicked',
          'The lowest item score is zero',
        ],
        narration:
          'This task counts towards listening and reading. Each correctly identified word earns one ' +
          'point, and each word clicked by mistake loses one, although the item score cannot go ' +
          'below zero. Only click when you are sure.',
      },
      {
        heading: 'Read along with the speaker',
        bullets: [
          'Follow the transcript word by word',
          'Keep pace with the speaker',
          'Click as soon as you hear a change',
        ],
        narration:
          'Follow the transcript word by word, keeping pace with the speaker. When the word you ' +
          'hear differs from the word you see, click it straight away and keep going. Do not ' +
          'stop to think, or you will lose your place.',
      },
      {
        heading: 'What changes look like',
        bullets: [
          'Similar meaning: large and big',
          'Similar sound: adopt and adapt',
          'Opposites: increase and decrease',
        ],
        narration:
          'Changed words often have a similar meaning, a similar sound, or the opposite sense, such ' +
          'as increase replaced by decrease. Each change is a single word, so listen for differences ' +
          'in meaning rather than in accent or speed.',
      },
    ],
  },
  {
    key: 'lesson-listening.writeFromDictation',
    type: 'LEARNING',
    skill: 'listening',
    task: 'listening.writeFromDictation',
    title: 'Write from Dictation: how to score well',
    slides: [
      {
        heading: 'What happens in this task',
        bullets: [
          'The audio starts after about 7 seconds',
          'One short sentence, played once',
          'Type it exactly as you heard it',
        ],
        narration:
          'Write from Dictation appears in both PTE Academic and PTE Core. The audio starts after ' +
          'about 7 seconds, and you hear one short sentence, only once. You then type the ' +
          'sentence in the box exactly as you heard it.',
      },
      {
        heading: 'How it is scored',
        bullets: [
          'Counts towards listening and writing',
          'One point for each correct word',
          'Spelling must be right to count',
          'Partial credit for part of it',
        ],
        narration:
          'This important task counts towards listening and writing. You earn one point for each ' +
          'correct word, spelled correctly, so partial credit is normal. Write as much of the ' +
          'sentence as you can rather than leaving it blank.',
      },
      {
        heading: 'Hold the sentence in memory',
        bullets: [
          'Repeat it silently as you hear it',
          'Note the first letter of each word',
          'Type it out in full straight away',
        ],
        narration:
          'As the sentence plays, repeat it silently in your head, or quickly note the first letter of each word. ' +
          'Then type the full sentence straight away, while the rhythm and meaning are still fresh.',
      },
      {
        heading: 'Check before you move on',
        bullets: ['Plural and past tense endings', 'Small words: a, an, the', 'Spelling of common academic words'],
        narration:
          'Read your sentence again before moving on. Check plural and past tense endings, small ' +
          'words like a and the, and the spelling of common academic words. A sentence that is ' +
          'grammatical often helps you recall a missing word.',
      },
      {
        heading: 'Mini example',
        bullets: [
          'Heard: The results were published last week',
          'Typed: The result was publish last week',
          'Lost: results, were, published',
        ],
        narration:
          'Suppose the sentence is, the results were published last week. Typing the result was ' +
          'publish last week loses three words, because of the missing plural, the wrong verb and the ' +
          'missing past tense ending. Small endings matter.',
      },
    ],
  },
];
