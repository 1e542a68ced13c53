import type { ReadingFillInTheBlanksItem } from '../types';

/** Reading: Fill in the Blanks (drag and drop). `answers[i]` fills `{{i+1}}`; the word bank is answers plus distractors. */
export const readingFillInTheBlanks: ReadingFillInTheBlanksItem[] = [
  {
    key: 'rfib-001',
    task: 'reading.fillInTheBlanks',
    title: 'The Waggle Dance',
    complexity: 'EASY',
    examMemoryCount: 19,
    text:
      'Honeybees share information about food through a remarkable {{1}} known as the waggle dance. A returning forager moves in a figure-of-eight pattern, and the angle of its run indicates the {{2}} of the food relative to the sun. The length of the waggle phase gives other bees a rough idea of the {{3}} they will need to fly.',
    answers: ['behaviour', 'direction', 'distance'],
    distractors: ['colour', 'weight', 'season'],
    explanation:
      'The dance is a "behaviour"; an angle can only show a "direction", and a length of time suggests how far, i.e. the "distance" to fly. Colour, weight and season do not relate to angles or flying.',
  },
  {
    key: 'rfib-002',
    task: 'reading.fillInTheBlanks',
    title: 'Roman Roads',
    complexity: 'EASY',
    prediction: { weekly: true },
    examMemoryCount: 24,
    text:
      'The Romans built an extensive network of roads across their {{1}}. These roads were mainly intended to move soldiers quickly, but they also {{2}} trade and communication between distant regions. Many were constructed in layers of stone and gravel, which made them unusually {{3}}. Some routes are still {{4}} today, following paths laid down nearly two thousand years ago.',
    answers: ['empire', 'encouraged', 'durable', 'used'],
    distractors: ['emperor', 'prevented', 'fragile'],
    explanation:
      'Roads were built across a territory, their "empire", not a person ("emperor"). "But they also" signals a further benefit, so "encouraged" fits, while layered stone explains why they were "durable" and why some are still "used" today.',
  },
  {
    key: 'rfib-003',
    task: 'reading.fillInTheBlanks',
    title: 'Active Learning',
    complexity: 'EASY',
    text:
      "Many teachers believe that students learn best when they take an {{1}} part in lessons. Instead of only listening, learners may carry out experiments, solve problems in groups or {{2}} their ideas to the class. Such activities can make abstract concepts easier to {{3}}, and they often increase students' motivation.",
    answers: ['active', 'present', 'understand'],
    distractors: ['passive', 'listen', 'activity'],
    explanation:
      '"Take an active part" is a collocation, and "instead of only listening" rules out "passive". Learners "present" ideas "to" the class ("listen" cannot take an object here), and concepts become easier to "understand".',
  },
  {
    key: 'rfib-004',
    task: 'reading.fillInTheBlanks',
    title: 'Solar Panels at Home',
    complexity: 'EASY',
    text:
      'Solar panels convert sunlight directly into electricity. Homes that {{1}} them can reduce their energy bills, especially in sunny regions. However, panels produce no power at night, so many households {{2}} excess energy in batteries or send it back to the grid. The {{3}} of panels has fallen considerably in recent decades, making them more {{4}} to ordinary families.',
    answers: ['install', 'store', 'cost', 'accessible'],
    distractors: ['remove', 'waste', 'expensive'],
    explanation:
      'Homes "install" panels to cut bills, and energy is "stored" in batteries for use at night. A falling "cost" makes panels more "accessible" to families; "expensive" contradicts the idea of falling prices.',
  },
  {
    key: 'rfib-005',
    task: 'reading.fillInTheBlanks',
    title: 'How Pronunciation Shifts',
    complexity: 'AVERAGE',
    examMemoryCount: 6,
    text:
      'Languages change constantly, and pronunciation is among the first {{1}} to shift. Such changes often begin among a small group of speakers and spread {{2}} as others imitate them. Because written forms tend to remain fixed, spelling can gradually become a poor {{3}} to how words are actually spoken, which partly {{4}} the irregular spelling of English.',
    answers: ['features', 'outwards', 'guide', 'explains'],
    distractors: ['feature', 'inwards', 'guidance', 'explain'],
    explanation:
      '"Among the first" needs a plural noun ("features"), and changes starting in a small group spread "outwards". "A poor guide to" needs a countable noun, and the singular subject (the whole situation) takes "explains".',
  },
  {
    key: 'rfib-006',
    task: 'reading.fillInTheBlanks',
    title: 'Urban Heat Islands',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'Cities are often noticeably warmer than the surrounding countryside, a {{1}} known as the urban heat island effect. Dark surfaces such as asphalt absorb heat during the day and {{2}} it slowly at night. A lack of vegetation also reduces cooling, since plants release water {{3}} through their leaves. Planners are therefore exploring reflective materials and more green space to {{4}} the problem.',
    answers: ['phenomenon', 'release', 'vapour', 'ease'],
    distractors: ['phenomena', 'reflect', 'worsen'],
    explanation:
      'The article "a" requires the singular "phenomenon". Stored heat is "released" slowly at night, plants give off water "vapour", and planners want to "ease" (not worsen) the problem.',
  },
  {
    key: 'rfib-007',
    task: 'reading.fillInTheBlanks',
    title: 'The Placebo Effect',
    complexity: 'AVERAGE',
    examMemoryCount: 11,
    text:
      "The placebo effect occurs when a patient's condition improves after receiving a treatment that has no active {{1}}. Researchers believe that expectations play a central role: if people {{2}} a treatment to work, their bodies may respond in measurable ways. For this reason, new drugs are usually tested {{3}} a placebo, so that their genuine effects can be {{4}} from the influence of belief.",
    answers: ['ingredient', 'expect', 'against', 'distinguished'],
    distractors: ['expectation', 'towards', 'extinguished'],
    explanation:
      'A placebo has no "active ingredient", and a verb is needed after "people" ("expect", not "expectation"). Drugs are tested "against" a comparison, and real effects are "distinguished from" belief; "extinguished" means put out.',
  },
  {
    key: 'rfib-008',
    task: 'reading.fillInTheBlanks',
    title: 'Comparative Advantage',
    complexity: 'AVERAGE',
    text:
      'The principle of comparative advantage suggests that countries benefit from trade even when one of them is more {{1}} at producing every good. By specialising in what they produce at the lowest relative cost and exchanging the surplus, both partners can {{2}} more than they could alone. Critics note, {{3}}, that the gains from trade are not always shared {{4}} within a country.',
    answers: ['efficient', 'consume', 'however', 'evenly'],
    distractors: ['efficiency', 'therefore', 'even'],
    explanation:
      'An adjective ("efficient") follows "more ... at", and trade lets partners "consume" more than they could alone. The critics\' point contrasts with the benefits, so "however" is needed, and the adverb "evenly" modifies "shared".',
  },
  {
    key: 'rfib-009',
    task: 'reading.fillInTheBlanks',
    title: 'Elements from Stars',
    complexity: 'HARD',
    examMemoryCount: 2,
    text:
      'Almost every element heavier than helium was {{1}} inside stars. During their lifetimes, stars fuse lighter nuclei into heavier ones, releasing the energy that makes them shine. The heaviest elements, however, require more extreme conditions, such as those {{2}} in stellar explosions or collisions between dense stellar remnants. These events {{3}} newly formed material into space, where it may eventually be {{4}} into new stars and planets.',
    answers: ['forged', 'found', 'scatter', 'incorporated'],
    distractors: ['forging', 'founded', 'gather'],
    explanation:
      'The passive "was forged" means created, and "conditions found in" means present in; "founded" means established. Explosions "scatter" material into space, which can later be "incorporated into" new bodies.',
  },
  {
    key: 'rfib-010',
    task: 'reading.fillInTheBlanks',
    title: 'Life in the Soil',
    complexity: 'HARD',
    text:
      'Healthy soil is far more than inert mineral matter; it {{1}} a vast community of bacteria, fungi and other microorganisms. These organisms decompose organic material, thereby {{2}} nutrients that plants can absorb. Some fungi form partnerships with roots, extending their reach in exchange for sugars. Intensive tillage may {{3}} these networks, which is one reason some farmers now favour methods that leave the soil {{4}} disturbed.',
    answers: ['harbours', 'releasing', 'disrupt', 'minimally'],
    distractors: ['harbour', 'locking', 'maximally'],
    explanation:
      'The singular subject "it" needs "harbours" (contains). Decomposition frees nutrients, so "releasing" fits; tillage can "disrupt" fungal networks, which is why farmers prefer soil that is "minimally" disturbed.',
  },
  {
    key: 'rfib-011',
    task: 'reading.fillInTheBlanks',
    title: 'Bones and Ancient Diets',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      "Chemical analysis of ancient bones allows archaeologists to {{1}} what past populations ate. The ratios of certain isotopes in bone collagen reflect the {{2}} sources of protein in a person's diet, distinguishing, for example, marine from land-based foods. Such evidence can {{3}} or challenge conclusions drawn from food remains at a site, which may be {{4}} by uneven preservation.",
    answers: ['reconstruct', 'dominant', 'corroborate', 'skewed'],
    distractors: ['construct', 'dormant', 'corrode'],
    explanation:
      'Archaeologists "reconstruct" a past diet, and isotopes reflect the "dominant" (main) protein sources. Evidence can "corroborate" (support) "or challenge" conclusions, and uneven preservation can leave food remains "skewed" (biased).',
  },
  {
    key: 'rfib-012',
    task: 'reading.fillInTheBlanks',
    title: 'Machine Translation',
    complexity: 'HARD',
    text:
      'Early machine translation systems relied on hand-written rules describing the grammar and vocabulary of each language. Modern systems, by {{1}}, learn statistical patterns from large collections of translated texts. This approach handles idiomatic phrasing far more {{2}}, yet it remains {{3}} on the quality and quantity of available data, so performance is often weaker for languages with few digital {{4}}.',
    answers: ['contrast', 'fluently', 'dependent', 'resources'],
    distractors: ['contract', 'fluent', 'independent'],
    explanation:
      '"By contrast" marks the shift from rule-based to data-driven systems, and the adverb "fluently" modifies "handles". The system is "dependent on" data, so languages with few digital "resources" are handled less well.',
  },
];
