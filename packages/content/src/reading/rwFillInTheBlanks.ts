import type { RwFillInTheBlanksItem } from '../types';

/** Reading & Writing: Fill in the Blanks. Original passages; each blank has 4 options, one correct. */
export const rwFillInTheBlanks: RwFillInTheBlanksItem[] = [
  {
    key: 'rwfib-001',
    task: 'reading.rwFillInTheBlanks',
    title: 'Green Roofs',
    complexity: 'EASY',
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
  {
    key: 'rwfib-013',
    task: 'reading.rwFillInTheBlanks',
    title: 'Public Libraries Today',
    complexity: 'EASY',
    text:
      'Public libraries have changed a great deal in recent decades. While lending books is still their main {{1}}, many now offer free internet access, study spaces and classes for people of all ages. For those who cannot {{2}} a computer at home, the library may be the only place to apply for jobs or complete online forms. Librarians also help visitors {{3}} reliable information, a skill that has become more important as the amount of material online has grown. In many towns, the library has become a community centre where people {{4}} to read, learn and meet one another. Because of this, local residents often {{5}} strongly when their library is threatened with closure.',
    blanks: [
      { options: ['purpose', 'purse', 'propose', 'proposal'], answer: 'purpose' },
      { options: ['afford', 'effort', 'offer', 'affect'], answer: 'afford' },
      { options: ['find', 'found', 'finding', 'finds'], answer: 'find' },
      { options: ['gather', 'gain', 'greet', 'guess'], answer: 'gather' },
      { options: ['protest', 'protect', 'profess', 'produce'], answer: 'protest' },
    ],
    explanation:
      'Lending books is the library\'s "main purpose", and people who cannot "afford" a computer depend on it. "Help visitors find" needs the bare infinitive, people "gather" in a community centre, and residents "protest" against closure; "protect" would need an object.',
  },
  {
    key: 'rwfib-014',
    task: 'reading.rwFillInTheBlanks',
    title: 'The Benefits of Walking',
    complexity: 'EASY',
    prediction: { weekly: true },
    text:
      'Walking is one of the easiest ways to stay active. It needs no special equipment, costs nothing and can be {{1}} into daily routines, for example by walking to the shops instead of driving. Doctors often {{2}} brisk walking because it strengthens the heart and helps to control body weight. Regular walks can also improve mood and reduce {{3}}, especially when they take place in parks or other green areas. Unlike some sports, walking puts little {{4}} on the joints, so it is suitable for most people, {{5}} their age or fitness level.',
    blanks: [
      { options: ['built', 'held', 'kept', 'shut'], answer: 'built' },
      { options: ['recommend', 'remind', 'repeat', 'retire'], answer: 'recommend' },
      { options: ['stress', 'strength', 'stretch', 'structure'], answer: 'stress' },
      { options: ['pressure', 'pleasure', 'measure', 'treasure'], answer: 'pressure' },
      { options: ['regardless of', 'because of', 'instead of', 'in spite'], answer: 'regardless of' },
    ],
    explanation:
      'An activity is "built into" a routine, and doctors "recommend" walking because of its health benefits. Walking reduces "stress" (not strength) and puts little "pressure" on the joints; "regardless of" means whatever their age, while "in spite" lacks its "of".',
  },
  {
    key: 'rwfib-015',
    task: 'reading.rwFillInTheBlanks',
    title: 'Recycling Plastic',
    complexity: 'EASY',
    text:
      'Plastic is useful because it is light, cheap and long-lasting, but these same qualities make it a serious {{1}} when it is thrown away. Only some types of plastic can be recycled easily, and items must usually be {{2}} and sorted before they can be processed. When plastic is recycled, it is melted down and {{3}} into new products such as bottles, clothing fibres or garden furniture. However, each time plastic is recycled, its quality tends to {{4}}. For this reason, many experts say that using less plastic in the first place is even more {{5}} than recycling it.',
    blanks: [
      { options: ['problem', 'profit', 'product', 'promise'], answer: 'problem' },
      { options: ['cleaned', 'claimed', 'climbed', 'cloned'], answer: 'cleaned' },
      { options: ['formed', 'informed', 'performed', 'conformed'], answer: 'formed' },
      { options: ['decline', 'decide', 'define', 'deliver'], answer: 'decline' },
      { options: ['effective', 'affective', 'effected', 'effecting'], answer: 'effective' },
    ],
    explanation:
      '"But" signals that long-lasting plastic becomes a "problem" as waste, and items are "cleaned" and sorted before processing. Melted plastic is "formed into" new products, its quality tends to "decline" with each cycle, and the adjective "effective" is needed after "more"; the other options are look-alike words.',
  },
  {
    key: 'rwfib-016',
    task: 'reading.rwFillInTheBlanks',
    title: 'How Tea Spread',
    complexity: 'EASY',
    text:
      'Tea has been drunk in China for many centuries, and from there the habit gradually {{1}} to other parts of Asia. Traders later carried tea to Europe, where it was at first an expensive luxury {{2}} only by the rich. As trade increased and prices fell, tea became a popular drink among ordinary people. Today, customs {{3}} tea vary widely. In some countries it is served with milk and sugar, while in others it is {{4}} plain or flavoured with spices or fresh herbs. Despite these differences, sharing tea is often seen as a sign of {{5}} towards guests.',
    blanks: [
      { options: ['spread', 'sprang', 'split', 'spent'], answer: 'spread' },
      { options: ['enjoyed', 'employed', 'enjoined', 'annoyed'], answer: 'enjoyed' },
      { options: ['surrounding', 'surrender', 'surprising', 'surround'], answer: 'surrounding' },
      { options: ['drunk', 'drink', 'drank', 'drinking'], answer: 'drunk' },
      { options: ['hospitality', 'hospital', 'hostility', 'hostage'], answer: 'hospitality' },
    ],
    explanation:
      'A habit "spread" from one region to others, and a luxury is "enjoyed" by the rich. "Customs surrounding tea" means customs connected with it, the passive "is drunk" needs the past participle, and offering tea to guests is a sign of "hospitality", the opposite of "hostility".',
  },
  {
    key: 'rwfib-017',
    task: 'reading.rwFillInTheBlanks',
    title: 'Learning an Instrument',
    complexity: 'EASY',
    text:
      'Learning to play a musical instrument takes patience, but it can bring many rewards. Beginners often feel {{1}} when progress seems slow, yet short, regular practice sessions usually work better than occasional long ones. Playing music requires the brain to {{2}} several tasks at once: reading notes, moving the fingers and listening carefully to the sound. Some researchers believe that this activity may {{3}} skills such as concentration and memory. Playing in a band or orchestra also teaches people to {{4}} with others and to listen as well as perform. Most importantly, many learners simply find it {{5}} to be able to make music themselves.',
    blanks: [
      { options: ['discouraged', 'encouraged', 'discovered', 'disclosed'], answer: 'discouraged' },
      { options: ['coordinate', 'cooperate', 'correspond', 'compete'], answer: 'coordinate' },
      { options: ['improve', 'approve', 'prove', 'remove'], answer: 'improve' },
      { options: ['work', 'worry', 'wonder', 'wander'], answer: 'work' },
      { options: ['satisfying', 'satisfied', 'satisfaction', 'satisfy'], answer: 'satisfying' },
    ],
    explanation:
      'Slow progress makes beginners feel "discouraged", not encouraged, and the brain must "coordinate" several tasks ("cooperate" would need "with"). Practice may "improve" skills, band members learn to "work with others", and "find it satisfying to" needs an adjective describing the experience.',
  },
  {
    key: 'rwfib-018',
    task: 'reading.rwFillInTheBlanks',
    title: 'Working from Home',
    complexity: 'AVERAGE',
    text:
      'The spread of fast internet connections has made it possible for many office workers to do their jobs from home. Employees frequently {{1}} the time saved on commuting and the freedom to organise their own day. Employers, for their part, may be able to reduce the cost of office space. Yet remote work is not without {{2}}. Some staff report feeling isolated, and the boundary between work and private life can become {{3}}, making it harder to switch off in the evening. Managers may also find it more difficult to {{4}} new employees, who often learn by observing experienced colleagues. As a result, many organisations have {{5}} a hybrid model, in which staff divide their week between home and the office.',
    blanks: [
      { options: ['value', 'valid', 'vague', 'vary'], answer: 'value' },
      { options: ['drawbacks', 'withdrawals', 'backdrops', 'drawings'], answer: 'drawbacks' },
      { options: ['blurred', 'blurted', 'blunted', 'blushed'], answer: 'blurred' },
      { options: ['train', 'trace', 'trade', 'treat'], answer: 'train' },
      { options: ['adopted', 'adapted', 'adept', 'adoring'], answer: 'adopted' },
    ],
    explanation:
      'Employees "value" the time saved, and "Yet ... not without drawbacks" introduces the disadvantages that follow. A boundary that makes it hard to switch off has become "blurred", newcomers who learn by observing are hard to "train" remotely, and organisations "adopted" (chose to use) a hybrid model; "adapted" means changed.',
  },
  {
    key: 'rwfib-019',
    task: 'reading.rwFillInTheBlanks',
    title: 'Desalination Plants',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'In regions where fresh water is scarce, desalination plants remove salt from seawater to make it {{1}} for drinking and farming. The most common method forces seawater through membranes with extremely small pores, which allow water molecules to pass but {{2}} most of the dissolved salt. Although the technology has become more efficient, it still {{3}} large amounts of energy, which raises both costs and, where fossil fuels are used, carbon emissions. The process also produces a concentrated salty waste known as brine. If this is {{4}} back into the sea carelessly, it can harm marine life near the outlet. Engineers are therefore {{5}} ways to dilute the brine or recover useful minerals from it.',
    blanks: [
      { options: ['suitable', 'sociable', 'soluble', 'salable'], answer: 'suitable' },
      { options: ['block', 'black', 'blank', 'blend'], answer: 'block' },
      { options: ['consumes', 'assumes', 'resumes', 'presumes'], answer: 'consumes' },
      { options: ['discharged', 'discharges', 'disguised', 'discovered'], answer: 'discharged' },
      { options: ['exploring', 'exploding', 'exploiting', 'exporting'], answer: 'exploring' },
    ],
    explanation:
      'Removing salt makes water "suitable for" drinking, and "allow ... but" contrasts passing water with membranes that "block" salt. A process "consumes" energy, waste is "discharged" (released) into the sea in the passive, and engineers are "exploring" (investigating) possible solutions.',
  },
  {
    key: 'rwfib-020',
    task: 'reading.rwFillInTheBlanks',
    title: 'Small Loans, Big Hopes',
    complexity: 'AVERAGE',
    text:
      'Microfinance refers to small loans and other financial services offered to people who are usually {{1}} from traditional banks because they have little income or no property to offer as security. Early supporters hoped that such loans would allow borrowers to start small businesses and work their way out of poverty. In many cases, borrowers were organised into groups whose members were jointly {{2}} for repayment, so that social pressure replaced formal guarantees. Later studies produced a more {{3}} picture. Loans often helped households manage irregular income and cope with emergencies, but their effect on average incomes was frequently {{4}} than enthusiasts had claimed. Today, many specialists see microfinance as one useful tool among several, rather than a {{5}} solution to poverty.',
    blanks: [
      { options: ['excluded', 'included', 'exceeded', 'exploded'], answer: 'excluded' },
      { options: ['responsible', 'responsive', 'respectable', 'respective'], answer: 'responsible' },
      { options: ['mixed', 'fixed', 'mixing', 'missed'], answer: 'mixed' },
      { options: ['smaller', 'greater', 'wider', 'longer'], answer: 'smaller' },
      { options: ['complete', 'compete', 'complex', 'compile'], answer: 'complete' },
    ],
    explanation:
      'People without income or security are "excluded from" banks, and group members were jointly "responsible for" repayment. Later studies found both benefits and limits, a "mixed" picture, so the effect was "smaller" than claimed, and "one useful tool among several" contrasts with a "complete" solution.',
  },
  {
    key: 'rwfib-021',
    task: 'reading.rwFillInTheBlanks',
    title: 'Digitising Museum Collections',
    complexity: 'AVERAGE',
    text:
      'Many museums hold far more objects than they can ever put on display, and most of their collections remain in storage. Digitisation offers a way to make these hidden objects {{1}} to a much wider audience. By photographing items and publishing the images online together with descriptions, museums allow researchers to study material without having to travel, and they {{2}} members of the public to explore collections from home. However, the process is slow and expensive. Each object must be handled carefully, photographed and catalogued, and the information must be checked for {{3}}. Digital files also need to be maintained, since formats and storage systems can become {{4}} over time. Museums must therefore decide which parts of their collections to {{5}} first.',
    blanks: [
      { options: ['accessible', 'acceptable', 'accountable', 'accidental'], answer: 'accessible' },
      { options: ['enable', 'unable', 'enact', 'endure'], answer: 'enable' },
      { options: ['accuracy', 'accurate', 'accuse', 'accustom'], answer: 'accuracy' },
      { options: ['obsolete', 'absolute', 'obstinate', 'obscene'], answer: 'obsolete' },
      { options: ['digitise', 'dignify', 'digress', 'dissolve'], answer: 'digitise' },
    ],
    explanation:
      'Publishing images online makes stored objects "accessible to" a wider audience, and museums "enable" the public "to explore". Information is checked "for accuracy" (a noun is needed), formats become "obsolete" (out of date), and because the process is slow, museums must choose what to "digitise" first.',
  },
  {
    key: 'rwfib-022',
    task: 'reading.rwFillInTheBlanks',
    title: 'Ice Cores and Climate',
    complexity: 'HARD',
    text:
      'Ice sheets in polar regions form as successive layers of snow are compressed over thousands of years, and they therefore {{1}} a remarkable archive of past environmental conditions. As snow turns to ice, small bubbles of air become trapped, preserving samples of the atmosphere as it was when the ice formed. By drilling long cylinders of ice and analysing these bubbles, scientists can {{2}} how concentrations of gases such as carbon dioxide have changed over long periods. The ratio of different forms of oxygen in the ice, meanwhile, serves as an indirect {{3}} of the temperature at the time the snow fell. Interpreting these records is not without difficulty. Near the base of an ice sheet, layers may be folded or thinned by the slow flow of ice, making it harder to {{4}} which depth corresponds to which age. Furthermore, because air continues to circulate through loose snow for some time before the bubbles are sealed, the trapped gas is somewhat younger than the ice {{5}} it. Researchers must correct for this offset when comparing gas and temperature records, and they {{6}} cores from different sites to confirm that the patterns they observe are not merely local.',
    blanks: [
      { options: ['constitute', 'substitute', 'institute', 'consolidate'], answer: 'constitute' },
      { options: ['reconstruct', 'reconcile', 'recruit', 'recoil'], answer: 'reconstruct' },
      { options: ['indicator', 'indicative', 'indicated', 'indicate'], answer: 'indicator' },
      { options: ['determine', 'deter', 'detain', 'deteriorate'], answer: 'determine' },
      { options: ['surrounding', 'surrendering', 'surmounting', 'surpassing'], answer: 'surrounding' },
      { options: ['compare', 'compete', 'comprise', 'compel'], answer: 'compare' },
    ],
    explanation:
      'Ice sheets "constitute" (form) an archive, and analysing bubbles lets scientists "reconstruct" past gas levels. "An indirect" needs a noun ("indicator"), folded layers make it hard to "determine" age, the gas is younger than the ice "surrounding" it, and researchers "compare" cores to rule out local patterns.',
  },
  {
    key: 'rwfib-023',
    task: 'reading.rwFillInTheBlanks',
    title: 'Switching Genes On',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      'Every cell in the human body carries essentially the same genetic code, yet a liver cell and a nerve cell look and behave very differently. The explanation lies {{1}} in which genes are switched on or off in each cell type. Epigenetics is the study of chemical modifications that {{2}} gene activity without altering the underlying sequence of DNA. One well-studied example involves small chemical groups attached to DNA, which can make certain genes less likely to be read. Such marks are laid down during development and are generally {{3}} when cells divide, so that a liver cell gives rise to further liver cells. Some epigenetic marks, however, appear to be sensitive to environmental factors such as diet or stress, a finding that has attracted considerable public interest. Claims that these effects are routinely passed from parents to children should be treated with {{4}}. In mammals, most marks are erased and re-established in early development, and evidence for inheritance across several generations comes {{5}} from studies of plants and laboratory animals.',
    blanks: [
      { options: ['largely', 'larger', 'large', 'enlarged'], answer: 'largely' },
      { options: ['regulate', 'regular', 'regulation', 'regulator'], answer: 'regulate' },
      { options: ['preserved', 'prevented', 'presumed', 'presided'], answer: 'preserved' },
      { options: ['caution', 'cautious', 'cautiously', 'precaution'], answer: 'caution' },
      { options: ['primarily', 'primary', 'primitive', 'primed'], answer: 'primarily' },
    ],
    explanation:
      'An adverb ("largely") modifies "lies in", and a verb ("regulate") is needed after "that". Marks that let liver cells produce more liver cells must be "preserved" during division, "treated with caution" is the fixed phrase, and the adverb "primarily" modifies "comes from".',
  },
  {
    key: 'rwfib-024',
    task: 'reading.rwFillInTheBlanks',
    title: 'Independent Central Banks',
    complexity: 'HARD',
    text:
      "In many countries, responsibility for setting interest rates has been {{1}} to central banks that operate at arm's length from the government. The reasoning behind this arrangement is that elected politicians may be tempted to stimulate the economy before an election, even if doing so risks higher inflation later. A central bank with a clear mandate and a degree of independence is thought to be better {{2}} to take unpopular decisions, such as raising interest rates when the economy is growing strongly. Its {{3}} in keeping inflation low also depends on credibility: if households and firms believe that the bank will act, they may adjust their expectations accordingly, making its task easier. Critics, however, raise questions of democratic {{4}}. Central bank decisions affect employment, borrowing costs and asset prices, yet those who make them are not directly elected. In response, many central banks publish the reasoning behind their decisions and appear regularly before parliamentary committees, {{5}} independence with transparency.",
    blanks: [
      { options: ['delegated', 'relegated', 'designated', 'dedicated'], answer: 'delegated' },
      { options: ['placed', 'played', 'plated', 'pleased'], answer: 'placed' },
      { options: ['success', 'succession', 'successor', 'successive'], answer: 'success' },
      { options: ['accountability', 'accountant', 'accounting', 'accumulation'], answer: 'accountability' },
      { options: ['balancing', 'bouncing', 'banning', 'blaming'], answer: 'balancing' },
    ],
    explanation:
      'Responsibility is "delegated to" (handed to) another body; "relegated" means moved to a lower position. "Better placed to" means in a better position to, "success in" needs a noun about achievement, unelected decision-makers raise questions of "accountability", and publishing reasons while staying independent is "balancing" the two.',
  },
  {
    key: 'rwfib-025',
    task: 'reading.rwFillInTheBlanks',
    title: 'Managing Shared Resources',
    complexity: 'HARD',
    text:
      "The phrase 'tragedy of the commons' describes a situation in which individuals, each acting in their own interest, {{1}} a shared resource to the point where it is damaged for everyone. A classic illustration is a pasture open to all herders: each gains the full benefit of adding another animal, while the cost of overgrazing is {{2}} among all users. Left unchecked, such incentives can lead to the exhaustion of fisheries, forests or groundwater. For many years, the standard remedies proposed were either government regulation or the division of the resource into private property. Field research has since shown, however, that communities are often able to manage common resources {{3}} without either. Successful arrangements tend to share certain features: clearly defined boundaries, rules {{4}} to local conditions, effective monitoring, and graduated penalties for those who break the rules. Such findings do not imply that collective management always works, but they {{5}} the assumption that shared ownership inevitably leads to ruin.",
    blanks: [
      { options: ['overuse', 'overcome', 'overlook', 'overtake'], answer: 'overuse' },
      { options: ['spread', 'spent', 'sped', 'spilled'], answer: 'spread' },
      { options: ['sustainably', 'sustainable', 'sustained', 'sustenance'], answer: 'sustainably' },
      { options: ['adapted', 'adopted', 'adept', 'addicted'], answer: 'adapted' },
      { options: ['challenge', 'charge', 'chase', 'chart'], answer: 'challenge' },
    ],
    explanation:
      'Individuals "overuse" a resource until it is damaged, and the cost of overgrazing is "spread among" all users. An adverb ("sustainably") modifies "manage", rules are "adapted to" (suited to) local conditions, and evidence of successful management can "challenge" the assumption of inevitable ruin.',
  },
];
