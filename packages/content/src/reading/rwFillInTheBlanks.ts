import type { RwFillInTheBlanksItem } from '../types';

/** Reading & Writing: Fill in the Blanks. Original passages; each blank has 4 options, one correct. */
export const rwFillInTheBlanks: RwFillInTheBlanksItem[] = [
  {
    key: 'rwfib-001',
    task: 'reading.rwFillInTheBlanks',
    title: 'Green Roofs',
    complexity: 'EASY',
    examMemoryCount: 12,
    text:
      'Green roofs are layers of vegetation planted on top of buildings. In dense cities, they can {{1}} the amount of rainwater that rushes into drains during storms, because the soil and plants absorb much of it. They also help to keep buildings cooler in summer, which {{2}} the demand for air conditioning. For residents, a green roof may {{3}} a quiet space to relax, away from the noise of the street. However, such roofs are not suitable for every building. The structure must be strong enough to {{4}} the extra weight of wet soil, and regular maintenance is {{5}} to keep the plants healthy.',
    blanks: [
      { options: ['reduce', 'raise', 'enlarge', 'release'], answer: 'reduce' },
      { options: ['lowers', 'increases', 'widens', 'fills'], answer: 'lowers' },
      { options: ['provide', 'prevent', 'protect', 'produce'], answer: 'provide' },
      { options: ['support', 'suppose', 'supply', 'suspend'], answer: 'support' },
      { options: ['required', 'requested', 'reminded', 'regarded'], answer: 'required' },
    ],
    explanation:
      'Absorbing rain reduces run-off and cooler buildings lower the demand for cooling, so "reduce" and "lowers" fit the logic. A roof provides a space, a structure supports a weight, and maintenance is required "to keep" plants healthy; the other options are similar-looking words that do not make sense in context.',
  },
  {
    key: 'rwfib-002',
    task: 'reading.rwFillInTheBlanks',
    title: 'The Printing Press',
    complexity: 'EASY',
    prediction: { weekly: true },
    examMemoryCount: 27,
    text:
      'The invention of the movable-type printing press in fifteenth-century Europe {{1}} the way information spread. Before then, books were copied by hand, a slow and costly process that kept them {{2}} to wealthy institutions. Printing made it possible to produce many identical copies in a {{3}} of the time. As books became cheaper, literacy gradually increased, and new ideas could {{4}} across borders far more quickly than before. Historians often {{5}} this change as one of the foundations of the modern world.',
    blanks: [
      { options: ['transformed', 'transported', 'translated', 'transferred'], answer: 'transformed' },
      { options: ['limited', 'devoted', 'accustomed', 'opposed'], answer: 'limited' },
      { options: ['fraction', 'portion', 'section', 'division'], answer: 'fraction' },
      { options: ['travel', 'journey', 'voyage', 'tour'], answer: 'travel' },
      { options: ['describe', 'explain', 'say', 'tell'], answer: 'describe' },
    ],
    explanation:
      'Printing "transformed" (changed completely) how information spread, and "limited to" and "in a fraction of the time" are fixed collocations. Ideas "travel" across borders, and only "describe" can be followed by "this change as".',
  },
  {
    key: 'rwfib-003',
    task: 'reading.rwFillInTheBlanks',
    title: 'Sleep and Memory',
    complexity: 'EASY',
    text:
      'Sleep is not simply a period of rest. Researchers believe it plays an important {{1}} in forming memories. During the day, the brain takes in a large amount of new information. While we sleep, some of this information appears to be {{2}}, so that it can be recalled more easily later. Students who stay up all night before an exam may therefore be working {{3}} their own interests: without enough sleep, they may find it harder to {{4}} what they have studied. A regular sleep schedule is often {{5}} as a simple way to support learning.',
    blanks: [
      { options: ['role', 'place', 'stage', 'rank'], answer: 'role' },
      { options: ['strengthened', 'weakened', 'shortened', 'lengthened'], answer: 'strengthened' },
      { options: ['against', 'towards', 'beyond', 'without'], answer: 'against' },
      { options: ['remember', 'remind', 'reflect', 'realise'], answer: 'remember' },
      { options: ['recommended', 'commanded', 'demanded', 'rewarded'], answer: 'recommended' },
    ],
    explanation:
      '"Play an important role" and "work against one\'s interests" are fixed expressions. Information that is recalled more easily must have been "strengthened", not weakened; "remember what they have studied" is the only natural verb phrase, and advice is "recommended as" a way to do something.',
  },
  {
    key: 'rwfib-004',
    task: 'reading.rwFillInTheBlanks',
    title: 'Crop Rotation',
    complexity: 'EASY',
    text:
      'Crop rotation is the practice of growing different crops on the same land in successive seasons. Farmers have {{1}} this method for centuries because it helps to keep the soil productive. Different plants take different nutrients from the ground, so changing crops prevents any one nutrient from being {{2}} used up. Some crops, such as beans and peas, can even {{3}} nitrogen to the soil with the help of bacteria in their roots. Rotation also {{4}} the life cycles of pests that depend on a single type of plant. As a {{5}}, farmers may need fewer chemical fertilisers and pesticides.',
    blanks: [
      { options: ['used', 'made', 'done', 'taken'], answer: 'used' },
      { options: ['completely', 'complete', 'completing', 'completion'], answer: 'completely' },
      { options: ['add', 'attach', 'join', 'gain'], answer: 'add' },
      { options: ['interrupts', 'interferes', 'intervenes', 'interprets'], answer: 'interrupts' },
      { options: ['result', 'reason', 'cause', 'effect'], answer: 'result' },
    ],
    explanation:
      'Farmers "use" a method, and an adverb ("completely") is needed to modify "used up". Plants "add" nitrogen to soil, "interrupts" is the only option that takes a direct object here ("interferes" needs "with"), and "As a result" is the fixed linker introducing a consequence.',
  },
  {
    key: 'rwfib-005',
    task: 'reading.rwFillInTheBlanks',
    title: 'Languages in Contact',
    complexity: 'AVERAGE',
    examMemoryCount: 8,
    text:
      'When speakers of different languages live side by side for long periods, their languages rarely remain {{1}}. Words are borrowed most readily, particularly for objects or ideas that one community {{2}} for the first time through the other. Over time, contact can also affect pronunciation and even grammar, although such deeper changes usually {{3}} prolonged and intensive interaction. In some situations, a simplified contact language emerges to allow basic communication between groups that share no common language. If children later {{4}} this language as their first, it may develop a fuller grammar and become a language in its own right. Linguists study these processes because they {{5}} light on how languages change in general.',
    blanks: [
      { options: ['unaffected', 'unaware', 'unable', 'unlikely'], answer: 'unaffected' },
      { options: ['encounters', 'encourages', 'entertains', 'endures'], answer: 'encounters' },
      { options: ['require', 'deserve', 'reserve', 'preserve'], answer: 'require' },
      { options: ['acquire', 'admire', 'inspire', 'conspire'], answer: 'acquire' },
      { options: ['shed', 'pour', 'spill', 'drop'], answer: 'shed' },
    ],
    explanation:
      'Languages in contact rarely remain "unaffected", and a community "encounters" new objects or ideas through its neighbours. Deeper changes "require" long interaction, children "acquire" a first language, and "shed light on" is the fixed idiom; the distractors look or sound similar but do not fit the meaning.',
  },
  {
    key: 'rwfib-006',
    task: 'reading.rwFillInTheBlanks',
    title: 'Finding Distant Planets',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      "Most planets orbiting other stars are far too faint to be seen directly, so astronomers have developed {{1}} methods to detect them. One widely used approach measures the small dip in a star's brightness that occurs when a planet passes in front of it. The size of this dip gives an {{2}} of the planet's diameter relative to the star. Another technique looks for a slight wobble in the star's motion, caused by the gravitational {{3}} of an orbiting planet. Neither method is perfect. The first works only when the planet's orbit is aligned with our line of sight, while the second is more {{4}} to massive planets close to their stars. By combining the two, researchers can {{5}} a planet's density and make informed guesses about its composition.",
    blanks: [
      { options: ['indirect', 'indifferent', 'indecisive', 'inadequate'], answer: 'indirect' },
      { options: ['estimate', 'amount', 'average', 'instance'], answer: 'estimate' },
      { options: ['pull', 'push', 'press', 'lift'], answer: 'pull' },
      { options: ['sensitive', 'sensible', 'sensory', 'sensational'], answer: 'sensitive' },
      { options: ['calculate', 'calibrate', 'circulate', 'cultivate'], answer: 'calculate' },
    ],
    explanation:
      'Planets that cannot be seen directly must be found by "indirect" methods, and the dip "gives an estimate of" the diameter. Gravity exerts a "pull", a technique is "sensitive to" certain targets, and combining size and mass lets researchers "calculate" density; the distractors are look-alike words with unrelated meanings.',
  },
  {
    key: 'rwfib-007',
    task: 'reading.rwFillInTheBlanks',
    title: 'Nudges and Choices',
    complexity: 'AVERAGE',
    examMemoryCount: 15,
    text:
      "Traditional economic models often assume that people make decisions by carefully weighing costs and benefits. Behavioural economists, {{1}}, point out that real choices are shaped by habits, emotions and the way options are presented. A small change in presentation, known as a nudge, can {{2}} behaviour without restricting anyone's freedom. For example, making a healthy option the default choice in a canteen may lead more people to select it, simply because changing a default {{3}} a little effort. Supporters argue that nudges are cheap and {{4}} individual choice. Critics {{5}} that they can be used to steer people in directions that benefit the designer rather than the public, and call for openness about how they are applied.",
    blanks: [
      { options: ['however', 'therefore', 'moreover', 'meanwhile'], answer: 'however' },
      { options: ['influence', 'include', 'involve', 'insist'], answer: 'influence' },
      { options: ['requires', 'prevents', 'saves', 'spends'], answer: 'requires' },
      { options: ['respect', 'respectful', 'respected', 'respective'], answer: 'respect' },
      { options: ['counter', 'count', 'encounter', 'account'], answer: 'counter' },
    ],
    explanation:
      'The behavioural view contrasts with traditional models, so "however" is needed. A nudge can "influence" behaviour, people keep defaults because changing them "requires" effort, and "are cheap and respect" needs a verb parallel to "are"; "Critics counter that" introduces an opposing argument.',
  },
  {
    key: 'rwfib-008',
    task: 'reading.rwFillInTheBlanks',
    title: 'Antibiotic Resistance',
    complexity: 'AVERAGE',
    text:
      'Antibiotics have saved countless lives since they came into widespread use, but their effectiveness is now {{1}} threat. When bacteria are exposed to an antibiotic, most are killed, yet a few may survive because of chance genetic differences. These survivors can then multiply and pass on their {{2}} to the next generation. Over many cycles, a population of bacteria may emerge that the drug can no longer control. The problem is made worse when antibiotics are {{3}} for viral infections, against which they have no effect, or when patients stop a course of treatment too early. Health authorities therefore {{4}} for careful prescribing and are encouraging research into new drugs, {{5}} few new classes of antibiotic have been discovered in recent decades.',
    blanks: [
      { options: ['under', 'below', 'beneath', 'beyond'], answer: 'under' },
      { options: ['resistance', 'resistant', 'resisting', 'resist'], answer: 'resistance' },
      { options: ['prescribed', 'proscribed', 'described', 'subscribed'], answer: 'prescribed' },
      { options: ['argue', 'agree', 'adhere', 'approve'], answer: 'argue' },
      { options: ['since', 'despite', 'unless', 'whereas'], answer: 'since' },
    ],
    explanation:
      '"Under threat" is a fixed phrase, and a noun ("resistance") is needed after "their". Doctors "prescribe" drugs ("proscribed" means banned), authorities "argue for" a policy, and "since" gives the reason research is needed; "despite" cannot introduce a clause.',
  },
  {
    key: 'rwfib-009',
    task: 'reading.rwFillInTheBlanks',
    title: 'Dating Ancient Sites',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    examMemoryCount: 33,
    text:
      'Establishing when an archaeological site was occupied is rarely straightforward. Radiocarbon dating, which measures the decay of a carbon isotope in organic remains, indicates when an organism died, and this may not {{1}} with the human activity archaeologists wish to study. A piece of charcoal, for instance, may come from a tree that was already centuries old when it was burned, thereby {{2}} the apparent age of the hearth. For this reason, archaeologists prefer short-lived materials such as seeds or twigs. Stratigraphy offers a {{3}} line of evidence: in undisturbed deposits, lower layers are generally older than those above them. Yet burrowing animals, later construction and erosion can {{4}} this sequence, mixing objects from different periods. Reliable chronologies therefore tend to {{5}} from the convergence of several independent methods rather than from any single technique, and researchers are expected to state the uncertainty {{6}} to each date.',
    blanks: [
      { options: ['coincide', 'collide', 'collude', 'combine'], answer: 'coincide' },
      { options: ['inflating', 'deflating', 'inflicting', 'infringing'], answer: 'inflating' },
      { options: ['complementary', 'complimentary', 'compulsory', 'competitive'], answer: 'complementary' },
      { options: ['disrupt', 'distract', 'dispute', 'dispense'], answer: 'disrupt' },
      { options: ['emerge', 'emit', 'emigrate', 'merge'], answer: 'emerge' },
      { options: ['attached', 'addicted', 'accustomed', 'admitted'], answer: 'attached' },
    ],
    explanation:
      'The date of death may not "coincide with" the human activity, and old wood makes a hearth look older, so it is "inflating" (not deflating) its age. Stratigraphy is a "complementary" (additional, supporting) line of evidence, disturbance can "disrupt" layers, chronologies "emerge from" combined methods, and uncertainty is "attached to" a date.',
  },
  {
    key: 'rwfib-010',
    task: 'reading.rwFillInTheBlanks',
    title: 'Metal Fatigue',
    complexity: 'HARD',
    examMemoryCount: 4,
    text:
      "Engineering components rarely fail because a single load exceeds their strength. Far more often, failure results from fatigue, the gradual {{1}} of damage under repeated loading. Each cycle of stress, even one well below the material's ultimate strength, may extend microscopic cracks that originate at surface flaws or sharp corners. Because these cracks grow slowly and are often invisible, fatigue failure can appear sudden, {{2}} it may have been developing for years. Designers {{3}} this risk in several ways. They avoid abrupt changes in geometry that concentrate stress, specify surface treatments that {{4}} crack initiation, and set inspection intervals based on predicted rates of crack growth. Nevertheless, fatigue behaviour is notoriously {{5}} to predict precisely, since it depends on factors such as temperature, corrosion and manufacturing quality.",
    blanks: [
      { options: ['accumulation', 'acceleration', 'accommodation', 'acclamation'], answer: 'accumulation' },
      { options: ['although', 'because', 'unless', 'so'], answer: 'although' },
      { options: ['mitigate', 'militate', 'migrate', 'mediate'], answer: 'mitigate' },
      { options: ['inhibit', 'inhabit', 'inherit', 'exhibit'], answer: 'inhibit' },
      { options: ['difficult', 'difficulty', 'different', 'diffident'], answer: 'difficult' },
    ],
    explanation:
      'Fatigue is the gradual "accumulation" (build-up) of damage, and "although" marks the contrast between appearing sudden and developing for years. Designers "mitigate" (reduce) risk, surface treatments "inhibit" (hold back) cracks, and the adjective "difficult" is needed before "to predict"; "militate", "inhabit" and "different" are look-alike traps.',
  },
  {
    key: 'rwfib-011',
    task: 'reading.rwFillInTheBlanks',
    title: 'Oceans and Carbon',
    complexity: 'HARD',
    text:
      "The oceans absorb a substantial share of the carbon dioxide released by human activity, {{1}} the rate at which the gas accumulates in the atmosphere. This service, however, comes at a cost. As carbon dioxide dissolves in seawater, it forms a weak acid, gradually lowering the water's pH. Organisms that build shells or skeletons from calcium carbonate, such as corals and some plankton, may find this process more {{2}} in more acidic conditions. Moreover, the capacity of the oceans to absorb carbon is not {{3}}. Warmer water holds less dissolved gas, and changes in circulation could reduce the transfer of carbon from surface waters to the deep ocean, where it can remain {{4}} for centuries. Scientists therefore caution that the oceans cannot be {{5}} upon to offset emissions indefinitely.",
    blanks: [
      { options: ['slowing', 'slowed', 'slows', 'slowness'], answer: 'slowing' },
      { options: ['demanding', 'deserving', 'depending', 'defending'], answer: 'demanding' },
      { options: ['unlimited', 'unlikely', 'unknown', 'uneven'], answer: 'unlimited' },
      { options: ['stored', 'stocked', 'stacked', 'staged'], answer: 'stored' },
      { options: ['relied', 'trusted', 'believed', 'insisted'], answer: 'relied' },
    ],
    explanation:
      'A participle clause ("slowing the rate") is needed after the comma, and building shells becomes more "demanding" (costly) in acidic water. The following sentences show the capacity is limited, so it is not "unlimited"; carbon remains "stored" in the deep ocean, and only "relied" forms the phrase "relied upon".',
  },
  {
    key: 'rwfib-012',
    task: 'reading.rwFillInTheBlanks',
    title: 'Impressionist Brushwork',
    complexity: 'HARD',
    text:
      "When the Impressionists began exhibiting in Paris in the 1870s, many critics {{1}} their work as unfinished. The loose brushwork and visible dabs of colour seemed to contradict the academic ideal of a smooth, polished surface. Yet the painters' priorities were {{2}} different. Rather than reproducing the precise outlines of objects, they sought to capture the fleeting effects of light and atmosphere, often working outdoors to {{3}} changes in weather and time of day. This ambition had practical consequences: because conditions altered so quickly, artists had to work rapidly, applying paint in short strokes that the viewer's eye would {{4}} at a distance. What early critics {{5}} as carelessness was, in many cases, a deliberate technique.",
    blanks: [
      { options: ['dismissed', 'dispatched', 'discharged', 'disposed'], answer: 'dismissed' },
      { options: ['fundamentally', 'fundamental', 'fundamentalist', 'fundament'], answer: 'fundamentally' },
      { options: ['observe', 'obscure', 'obtain', 'oblige'], answer: 'observe' },
      { options: ['blend', 'bend', 'blind', 'bland'], answer: 'blend' },
      { options: ['interpreted', 'interrupted', 'intercepted', 'interrogated'], answer: 'interpreted' },
    ],
    explanation:
      'Critics "dismissed" the work "as" unfinished, and an adverb ("fundamentally") must modify the adjective "different". Painters worked outdoors to "observe" changing light, separate strokes "blend" in the viewer\'s eye, and critics "interpreted" technique "as" carelessness.',
  },
];
