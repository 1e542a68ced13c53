import type { ReadingFillInTheBlanksItem } from '../types';

/** Reading: Fill in the Blanks (drag and drop). `answers[i]` fills `{{i+1}}`; the word bank is answers plus distractors. */
export const readingFillInTheBlanks: ReadingFillInTheBlanksItem[] = [
  {
    key: 'rfib-001',
    task: 'reading.fillInTheBlanks',
    title: 'The Waggle Dance',
    complexity: 'EASY',
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
  {
    key: 'rfib-013',
    task: 'reading.fillInTheBlanks',
    title: 'Drinking Enough Water',
    complexity: 'EASY',
    text:
      'Water makes up a large part of the human body and is {{1}} for almost every function it performs. We lose water constantly through breathing, sweating and other processes, so it must be {{2}} regularly. People need more water in hot weather or during exercise. Thirst is a useful {{3}}, but older adults may not always feel thirsty even when their bodies need fluid.',
    answers: ['essential', 'replaced', 'signal'],
    distractors: ['optional', 'removed', 'silence'],
    explanation:
      'Water is "essential" for the body\'s functions, and water that is constantly lost must be "replaced". Thirst is a "signal" that the body needs fluid; "optional", "removed" and "silence" contradict the meaning of the passage.',
  },
  {
    key: 'rfib-014',
    task: 'reading.fillInTheBlanks',
    title: "Farmers' Markets",
    complexity: 'EASY',
    prediction: { weekly: true },
    text:
      "Farmers' markets allow local growers to sell their produce {{1}} to customers, without using shops or supermarkets. Because the food travels only a short distance, it is often very {{2}}. Shoppers can ask farmers how their food was grown, and farmers receive a larger {{3}} of the price. Many towns hold such markets {{4}}, often at weekends.",
    answers: ['directly', 'fresh', 'share', 'weekly'],
    distractors: ['indirectly', 'frozen', 'shape'],
    explanation:
      'Selling "without using shops" means selling "directly", and food that travels a short distance is "fresh". Farmers keep a larger "share" of the price, and "weekly" fits "often at weekends"; "indirectly" contradicts the first sentence.',
  },
  {
    key: 'rfib-015',
    task: 'reading.fillInTheBlanks',
    title: 'The Water Cycle',
    complexity: 'EASY',
    text:
      'Water on Earth moves in a continuous cycle. Heat from the sun causes water in oceans and lakes to {{1}} and rise into the air as vapour. As the vapour cools, it {{2}} into tiny droplets that form clouds. When the droplets become heavy enough, they fall as rain or snow, and the water {{3}} to rivers and seas.',
    answers: ['evaporate', 'condenses', 'returns'],
    distractors: ['freeze', 'expands', 'escapes'],
    explanation:
      'Heated water "evaporates" and rises as vapour, and cooling vapour "condenses" into droplets. Rain then "returns" the water to rivers and seas, completing the cycle; water does not "freeze" when heated.',
  },
  {
    key: 'rfib-016',
    task: 'reading.fillInTheBlanks',
    title: 'Team Sports for Children',
    complexity: 'EASY',
    text:
      'Playing team sports can benefit children in many ways. Apart from keeping them physically {{1}}, sports teach children to follow rules and work towards a shared {{2}}. Young players also learn how to cope with losing, which can help them become more {{3}} when they face difficulties later in life.',
    answers: ['fit', 'goal', 'resilient'],
    distractors: ['tired', 'gold', 'fragile'],
    explanation:
      'A benefit of sport is keeping children physically "fit", and teams "work towards a shared goal". Learning to cope with losing makes children more "resilient", the opposite of "fragile".',
  },
  {
    key: 'rfib-017',
    task: 'reading.fillInTheBlanks',
    title: 'Parks in the City',
    complexity: 'EASY',
    text:
      'Parks are among the most valuable spaces in any city. They give residents a place to exercise, play and {{1}} away from traffic and crowds. Trees in parks provide shade and help to {{2}} the air, while lawns and ponds offer homes for birds and insects. For people who live in small flats without gardens, a nearby park can be especially {{3}}.',
    answers: ['relax', 'clean', 'important'],
    distractors: ['relaxation', 'pollute', 'importance'],
    explanation:
      'A verb parallel to "exercise, play" is needed, so "relax", not the noun "relaxation". Trees help to "clean" the air, and "especially" must be followed by an adjective, "important".',
  },
  {
    key: 'rfib-018',
    task: 'reading.fillInTheBlanks',
    title: 'How Volcanoes Form',
    complexity: 'AVERAGE',
    text:
      "Most volcanoes are found along the boundaries of the tectonic plates that make up the Earth's outer layer. Where one plate sinks {{1}} another, rock melts deep underground to form magma. Because magma is less {{2}} than the surrounding rock, it slowly rises towards the surface. When pressure builds up {{3}}, the magma may eventually escape in an eruption.",
    answers: ['beneath', 'dense', 'sufficiently'],
    distractors: ['above', 'density', 'sufficient'],
    explanation:
      'A plate that "sinks" goes "beneath" another, and "less ... than" needs the adjective "dense", which explains why magma rises. "Builds up" must be modified by an adverb, "sufficiently".',
  },
  {
    key: 'rfib-019',
    task: 'reading.fillInTheBlanks',
    title: 'Prices and Scarcity',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'In a market economy, prices tend to {{1}} when a product is scarce and many people want it. Higher prices encourage producers to {{2}} more, while some buyers look for cheaper alternatives. Over time, these responses can {{3}} the shortage and bring prices down again. Economists call this process the adjustment of supply and demand towards {{4}}.',
    answers: ['rise', 'supply', 'ease', 'equilibrium'],
    distractors: ['fall', 'demand', 'equal'],
    explanation:
      'Scarcity makes prices "rise", which is why the passage later speaks of "higher prices" coming down again. Producers respond by choosing to "supply" more, the responses "ease" the shortage, and the process moves "towards equilibrium", a noun; "equal" is an adjective.',
  },
  {
    key: 'rfib-020',
    task: 'reading.fillInTheBlanks',
    title: 'Bird Migration',
    complexity: 'AVERAGE',
    text:
      "Every year, many bird species travel thousands of kilometres between their breeding and wintering grounds. Such journeys are {{1}} demanding, so birds often build up fat reserves before they set off. To find their way, they appear to {{2}} on several cues, including the position of the sun, patterns of stars and the Earth's magnetic field. Young birds of some species complete their first migration {{3}}, without adults to guide them.",
    answers: ['physically', 'rely', 'alone'],
    distractors: ['physical', 'relay', 'lonely'],
    explanation:
      'The adverb "physically" modifies the adjective "demanding", and birds "rely on" cues ("relay" means pass on). "Without adults" describes how they fly, so the adverb "alone" fits; "lonely" is an adjective describing a feeling.',
  },
  {
    key: 'rfib-021',
    task: 'reading.fillInTheBlanks',
    title: 'Renaissance Patrons',
    complexity: 'AVERAGE',
    text:
      "During the Renaissance, many artists depended on wealthy patrons for their living. A patron might {{1}} a painting or sculpture and specify its subject, size and materials. In return, the patron gained prestige, since fine works of art were seen as a {{2}} of wealth and good taste. Artists' contracts were often {{3}} detailed, sometimes stating how much expensive pigment was to be used.",
    answers: ['commission', 'display', 'remarkably'],
    distractors: ['commit', 'remark', 'displace'],
    explanation:
      'A patron "commissions" (orders) a work, and art was "a display of" wealth. The adverb "remarkably" modifies "detailed"; "commit", "remark" and "displace" look similar but do not fit the grammar or meaning.',
  },
  {
    key: 'rfib-022',
    task: 'reading.fillInTheBlanks',
    title: 'Evidence for Drifting Continents',
    complexity: 'HARD',
    text:
      'The idea that continents drift across the globe was initially met with {{1}}, largely because no convincing mechanism had been proposed. Decisive support emerged from studies of the ocean floor, which revealed that new crust forms at mid-ocean ridges and spreads {{2}}. Magnetic patterns recorded in the rock, {{3}} on either side of the ridges, provided a record of this spreading and helped {{4}} the theory of plate tectonics.',
    answers: ['scepticism', 'outwards', 'symmetrical', 'establish'],
    distractors: ['enthusiasm', 'inwards', 'asymmetrical', 'abolish'],
    explanation:
      'An idea without a mechanism meets "scepticism", not enthusiasm. New crust formed at a ridge spreads "outwards", matching patterns on both sides are "symmetrical", and the evidence helped "establish" the theory.',
  },
  {
    key: 'rfib-023',
    task: 'reading.fillInTheBlanks',
    title: 'The Adaptable Brain',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      'The adult brain was long regarded as essentially fixed, but research has shown it to be considerably more {{1}} than once assumed. Connections between neurons are strengthened through repeated use and may weaken when {{2}}. After injury, undamaged regions can sometimes take over functions previously {{3}} by damaged ones, although the extent of such recovery varies and typically {{4}} intensive rehabilitation.',
    answers: ['adaptable', 'neglected', 'performed', 'requires'],
    distractors: ['rigid', 'reinforced', 'require'],
    explanation:
      '"Fixed, but" signals a contrast, so the brain is more "adaptable", not more rigid. Connections strengthened by use weaken when "neglected", functions are "performed" by brain regions, and the singular subject needs "requires", parallel with "varies".',
  },
  {
    key: 'rfib-024',
    task: 'reading.fillInTheBlanks',
    title: 'Opportunity Cost',
    complexity: 'HARD',
    text:
      'Economists define the opportunity cost of a choice as the value of the best {{1}} forgone. A student who spends an evening at a paid job, for instance, gives up not only leisure but also the {{2}} benefits of studying. The concept highlights that costs are not {{3}} to monetary outlays; even apparently free activities carry opportunity costs because time and attention are {{4}}.',
    answers: ['alternative', 'potential', 'confined', 'finite'],
    distractors: ['alteration', 'potent', 'confided', 'infinite'],
    explanation:
      'Opportunity cost is the value of the best "alternative" given up, and the benefits of studying are "potential" because they are not received. Costs are not "confined to" (limited to) money, and free activities have a cost only because time is "finite", not infinite.',
  },
  {
    key: 'rfib-025',
    task: 'reading.fillInTheBlanks',
    title: 'Peer Review',
    complexity: 'HARD',
    text:
      'Before a study is published in most academic journals, it is {{1}} to peer review, in which independent experts assess its methods and conclusions. The process is intended to {{2}} errors and unsupported claims, yet it is far from infallible. Reviewers rarely have access to raw data, and they may be {{3}} to favour findings that confirm established views. Consequently, publication should be regarded as a provisional {{4}} rather than a guarantee of truth.',
    answers: ['subjected', 'detect', 'inclined', 'endorsement'],
    distractors: ['subjective', 'protect', 'declined'],
    explanation:
      'A study "is subjected to" review, and review aims to "detect" errors. Reviewers may be "inclined to" (tend to) favour familiar findings, so publication is only a provisional "endorsement"; "declined" and "subjective" do not fit the grammar.',
  },
];
