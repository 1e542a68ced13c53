import type { ReorderParagraphsItem } from '../types';

/** Reading: Re-order Paragraphs. Paragraphs are listed in the CORRECT order; the seed shuffles them. */
export const reorderParagraphs: ReorderParagraphsItem[] = [
  {
    key: 'ro-001',
    task: 'reading.reorderParagraphs',
    title: 'Butterfly Life Cycle',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'A butterfly passes through four distinct stages during its life.' },
      { id: 'B', text: 'It begins as a tiny egg, usually laid on a plant that the young insect will later eat.' },
      { id: 'C', text: 'When the egg hatches, a caterpillar emerges and spends most of its time feeding and growing.' },
      { id: 'D', text: 'Once it is fully grown, the caterpillar forms a protective case called a chrysalis.' },
      { id: 'E', text: 'Inside this case, its body is reorganised, and eventually an adult butterfly breaks out.' },
    ],
    explanation:
      'A is the general opening that introduces "four stages". "It begins" (B) starts the sequence, "When the egg hatches" (C) refers back to the egg, "Once it is fully grown" (D) follows the feeding stage, and "this case" (E) refers to the chrysalis.',
  },
  {
    key: 'ro-002',
    task: 'reading.reorderParagraphs',
    title: 'Hand Hygiene in Hospitals',
    complexity: 'EASY',
    prediction: { weekly: true },
    paragraphs: [
      { id: 'A', text: 'Hand hygiene is one of the simplest ways to prevent infections in hospitals.' },
      { id: 'B', text: 'Healthcare workers touch many patients and surfaces during a single shift.' },
      { id: 'C', text: 'As a result, their hands can carry germs from one person to another.' },
      { id: 'D', text: 'Cleaning hands with soap or an alcohol-based rub between patients breaks this chain of transmission.' },
      { id: 'E', text: 'For this reason, many hospitals now place hand-rub dispensers beside patient beds.' },
    ],
    explanation:
      'A introduces the topic. B gives the situation, "As a result" and "their hands" (C) depend on B, "this chain of transmission" (D) refers to germs passing between people, and "For this reason" (E) draws the practical conclusion.',
  },
  {
    key: 'ro-003',
    task: 'reading.reorderParagraphs',
    title: 'From Barter to Money',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'In a barter system, people exchange goods and services directly, without using money.' },
      { id: 'B', text: 'For example, a farmer might offer a sack of grain in return for a pair of shoes.' },
      { id: 'C', text: 'However, such trade only works when each person wants what the other has to offer.' },
      { id: 'D', text: 'Money removes this difficulty, because it is accepted by almost everyone in exchange for almost anything.' },
    ],
    explanation:
      'A defines barter, and "For example" (B) illustrates it. "However, such trade" (C) introduces the weakness of barter, and "this difficulty" (D) refers to that weakness.',
  },
  {
    key: 'ro-004',
    task: 'reading.reorderParagraphs',
    title: 'Comets and Their Tails',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'Comets are small bodies made of ice, dust and rock that orbit the Sun.' },
      { id: 'B', text: 'For most of their journey, they are far from the Sun and extremely cold.' },
      { id: 'C', text: 'As a comet moves closer to the Sun, however, its ice begins to turn into gas.' },
      { id: 'D', text: 'This gas, together with released dust, forms a glowing cloud and often a long tail.' },
      { id: 'E', text: 'It is this tail that makes some comets visible from Earth without a telescope.' },
    ],
    explanation:
      'A defines comets, and "they" in B refers to them. "However" (C) contrasts moving closer with being far away, "This gas" (D) refers to C, and "this tail" (E) refers to the tail in D.',
  },
  {
    key: 'ro-005',
    task: 'reading.reorderParagraphs',
    title: 'Understanding Procrastination',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'Procrastination is often dismissed as simple laziness, but psychologists increasingly see it differently.' },
      { id: 'B', text: 'In their view, it is mainly a problem of managing emotions rather than time.' },
      { id: 'C', text: 'When a task feels boring, difficult or threatening, putting it off brings immediate relief from those unpleasant feelings.' },
      { id: 'D', text: 'This relief, however, is short-lived, and the delayed task usually returns with added pressure.' },
      { id: 'E', text: 'Effective strategies therefore focus on making tasks feel more manageable, for instance by breaking them into smaller steps.' },
    ],
    explanation:
      'A opens with a general claim, and "In their view" (B) refers to the psychologists. C explains the emotional mechanism, "This relief" (D) refers back to C, and "therefore" (E) draws the conclusion about strategies.',
  },
  {
    key: 'ro-006',
    task: 'reading.reorderParagraphs',
    title: 'Protected Cycle Lanes',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    paragraphs: [
      { id: 'A', text: 'Many cities want more residents to cycle for short journeys.' },
      { id: 'B', text: 'Surveys, however, often find that potential cyclists are put off by the danger of sharing roads with fast traffic.' },
      { id: 'C', text: 'In response, some cities have built lanes physically separated from cars by kerbs or barriers.' },
      { id: 'D', text: 'Where such lanes form continuous networks, they have frequently been followed by increases in cycling.' },
      { id: 'E', text: 'Isolated stretches of protected lane, by contrast, appear to achieve much less, since riders must still join busy roads elsewhere.' },
    ],
    explanation:
      'A states the aim, and "however" (B) introduces the obstacle. "In response" (C) answers that obstacle, "such lanes" (D) refers to the separated lanes, and "by contrast" (E) sets isolated stretches against continuous networks.',
  },
  {
    key: 'ro-007',
    task: 'reading.reorderParagraphs',
    title: 'How Dictionaries Are Made',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'Modern dictionaries are usually based on large collections of real texts known as corpora.' },
      { id: 'B', text: 'These collections can contain many millions of words taken from books, newspapers, websites and transcribed speech.' },
      { id: 'C', text: 'By searching them, lexicographers can see how a word is actually used, rather than relying on intuition.' },
      { id: 'D', text: 'This evidence has changed how definitions are written, since many words turn out to have uses that earlier dictionaries overlooked.' },
    ],
    explanation:
      'A introduces corpora, and "These collections" (B) refers to them. "By searching them" (C) describes how lexicographers use the collections, and "This evidence" (D) refers to what the searches reveal.',
  },
  {
    key: 'ro-008',
    task: 'reading.reorderParagraphs',
    title: 'Terrace Farming',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'On steep hillsides, farming presents a particular challenge.' },
      { id: 'B', text: 'Rain falling on bare slopes tends to run off quickly, carrying fertile soil away with it.' },
      { id: 'C', text: 'To overcome this, farmers in many mountainous regions have cut the slopes into a series of flat steps known as terraces.' },
      { id: 'D', text: 'Each terrace slows the flow of water, allowing it to soak into the ground instead of washing the soil downhill.' },
      { id: 'E', text: 'As a result, land that would otherwise be unsuitable for crops can be cultivated for generations.' },
    ],
    explanation:
      'A names a general challenge and B explains it. "To overcome this" (C) responds to soil loss, "Each terrace" (D) refers to the terraces just introduced, and "As a result" (E) states the outcome.',
  },
  {
    key: 'ro-009',
    task: 'reading.reorderParagraphs',
    title: 'Excavation and Recording',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    paragraphs: [
      { id: 'A', text: 'Excavation is, paradoxically, a destructive process.' },
      { id: 'B', text: 'Once a layer of soil has been removed, the relationships between the objects within it can never be observed again.' },
      { id: 'C', text: 'For this reason, archaeologists record the position of finds and the sequence of deposits in meticulous detail as they dig.' },
      { id: 'D', text: 'Such records, rather than the objects alone, are what allow later researchers to reinterpret a site.' },
      { id: 'E', text: 'Even the best records, however, capture only what current methods can detect, which is why some sites are now deliberately left partly unexcavated.' },
    ],
    explanation:
      'A makes a surprising general claim that B explains. "For this reason" (C) follows from the loss described in B, "Such records" (D) refers to the recording in C, and "Even the best records, however" (E) qualifies D and adds a final consequence.',
  },
  {
    key: 'ro-010',
    task: 'reading.reorderParagraphs',
    title: 'Tunnel Boring Machines',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'Building tunnels through soft ground beneath cities was once slow and hazardous work.' },
      { id: 'B', text: 'Today, much of it is carried out by tunnel boring machines, which cut through the ground with a rotating head at the front.' },
      { id: 'C', text: 'As the machine advances, it installs concrete segments behind the cutting head to form the tunnel lining.' },
      { id: 'D', text: 'This lining supports the surrounding ground almost immediately, reducing the risk of collapse and of settlement at the surface.' },
      { id: 'E', text: 'Even so, engineers continue to monitor nearby buildings closely, since small movements can still occur.' },
    ],
    explanation:
      '"Once" (A) and "Today" (B) set up a time contrast, with "it" in B referring to tunnel building. "The machine" (C) refers to the boring machines, "This lining" (D) refers to the lining in C, and "Even so" (E) qualifies the reduced risk.',
  },
  {
    key: 'ro-011',
    task: 'reading.reorderParagraphs',
    title: 'Community Murals',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'Community murals differ from most public art in the way they are produced.' },
      { id: 'B', text: 'Rather than being designed by a single artist, they are typically developed through workshops in which local residents propose themes and images.' },
      { id: 'C', text: 'A professional artist then combines these ideas into a coherent design and guides volunteers in painting it.' },
      { id: 'D', text: 'Supporters argue that this process gives residents a sense of ownership over shared spaces.' },
      { id: 'E', text: 'Critics counter that the need for agreement can produce cautious imagery that avoids difficult local issues.' },
    ],
    explanation:
      'A introduces the topic, and B explains how production differs. "Then" and "these ideas" (C) continue from the workshops, "this process" (D) refers to the whole method, and "Critics counter" (E) responds to the supporters.',
  },
  {
    key: 'ro-012',
    task: 'reading.reorderParagraphs',
    title: 'Automatic Telephone Exchanges',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'In the early years of the telephone, callers could not dial one another directly.' },
      { id: 'B', text: 'Instead, each call was connected by an operator at a central exchange, who plugged cables into a switchboard by hand.' },
      { id: 'C', text: 'As the number of subscribers grew, this arrangement became increasingly difficult to manage.' },
      { id: 'D', text: 'Engineers responded by developing automatic exchanges, in which the number dialled by the caller itself determined the connection.' },
      { id: 'E', text: 'These machines gradually replaced manual switchboards, although operators remained in service for some kinds of call for many years.' },
    ],
    explanation:
      '"Instead" (B) follows the negative statement in A. "This arrangement" (C) refers to manual switching, "Engineers responded" (D) answers the problem in C, and "These machines" (E) refers to the automatic exchanges.',
  },
  {
    key: 'ro-013',
    task: 'reading.reorderParagraphs',
    title: 'Baking Bread at Home',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'Making a simple loaf of bread at home requires only flour, water, yeast and salt.' },
      { id: 'B', text: 'First, these ingredients are mixed together to form a soft, sticky dough.' },
      { id: 'C', text: 'Next, the dough is kneaded for several minutes until it becomes smooth and stretchy.' },
      { id: 'D', text: 'After kneading, it is left in a warm place, where the yeast produces gas that makes it rise.' },
      { id: 'E', text: 'Finally, the risen dough is shaped and baked in a hot oven until it turns golden brown.' },
    ],
    explanation:
      'A lists the ingredients, and "First, these ingredients" (B) starts the method. "Next" (C) introduces kneading, "After kneading" (D) must follow C, and "Finally, the risen dough" (E) follows the rising in D.',
  },
  {
    key: 'ro-014',
    task: 'reading.reorderParagraphs',
    title: 'Borrowing Library Books',
    complexity: 'EASY',
    prediction: { weekly: true },
    paragraphs: [
      { id: 'A', text: 'Borrowing books from the university library is a simple process.' },
      { id: 'B', text: 'Students first search the online catalogue to check whether a book is available and where it is shelved.' },
      { id: 'C', text: 'Once they have found the book, they take it to a self-service machine and scan their student card.' },
      { id: 'D', text: 'The machine then prints a receipt showing the date by which the book must be returned.' },
      { id: 'E', text: 'If they need the book for longer, students can usually renew the loan online before this date.' },
    ],
    explanation:
      'A introduces the process, and "first" (B) begins it. "Once they have found the book" (C) follows the search, "The machine then" (D) refers to the self-service machine, and "this date" (E) refers to the return date on the receipt.',
  },
  {
    key: 'ro-015',
    task: 'reading.reorderParagraphs',
    title: 'Taking Up Running',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'Many people decide to take up running to improve their health.' },
      { id: 'B', text: 'However, beginners who try to run too far too soon often get injured or lose interest.' },
      { id: 'C', text: 'A better approach is to start slowly, mixing short periods of running with walking.' },
      { id: 'D', text: 'Over several weeks, the running periods can gradually be made longer.' },
      { id: 'E', text: 'In this way, the body has time to adapt, and running becomes easier and more enjoyable.' },
    ],
    explanation:
      'A introduces the topic, and "However" (B) raises a problem. "A better approach" (C) answers that problem, "the running periods" (D) refers to the periods in C, and "In this way" (E) sums up the gradual method.',
  },
  {
    key: 'ro-016',
    task: 'reading.reorderParagraphs',
    title: 'Lights on the Coast',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'For centuries, sailors have faced great danger near rocky coasts, especially at night.' },
      { id: 'B', text: 'To warn them, lighthouses were built on headlands and islands along dangerous shores.' },
      { id: 'C', text: 'Each lighthouse was given its own pattern of flashes, so that sailors could tell one from another.' },
      { id: 'D', text: 'This allowed them to work out their position as well as to avoid the rocks.' },
      { id: 'E', text: 'Today, satellite navigation has reduced the importance of lighthouses, but many are still in use.' },
    ],
    explanation:
      'A describes the danger, and "them" in B refers to the sailors. "Each lighthouse" (C) follows the introduction of lighthouses, "This" (D) refers to the flash patterns, and "Today" (E) moves from history to the present.',
  },
  {
    key: 'ro-017',
    task: 'reading.reorderParagraphs',
    title: 'Recycling Paper',
    complexity: 'EASY',
    paragraphs: [
      { id: 'A', text: 'Recycling paper begins when used paper is collected from homes, schools and offices.' },
      { id: 'B', text: 'At the recycling plant, it is sorted by type and mixed with water to form a thick pulp.' },
      { id: 'C', text: 'This pulp is then cleaned to remove ink, glue and other unwanted materials.' },
      { id: 'D', text: 'Finally, the clean pulp is spread onto screens, pressed and dried to make new sheets of paper.' },
    ],
    explanation:
      '"Begins" marks A as the first step, and "it" in B refers to the collected paper. "This pulp" (C) refers to the pulp formed in B, and "Finally, the clean pulp" (D) follows the cleaning in C.',
  },
  {
    key: 'ro-018',
    task: 'reading.reorderParagraphs',
    title: 'A Four-Day Week',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'Some companies have begun to experiment with a four-day working week.' },
      { id: 'B', text: 'Under such schemes, employees usually keep the same pay but work fewer hours.' },
      { id: 'C', text: 'The idea is that rested staff will work more efficiently, so that overall output does not fall.' },
      { id: 'D', text: 'Early trials have reported benefits such as lower stress and fewer sick days.' },
      { id: 'E', text: 'Critics note, however, that the model may be harder to apply in services that must operate every day.' },
    ],
    explanation:
      'A introduces the experiment, and "such schemes" (B) refers to it. C explains the reasoning behind fewer hours, D reports results of trials, and "Critics note, however" (E) adds the opposing view last.',
  },
  {
    key: 'ro-019',
    task: 'reading.reorderParagraphs',
    title: 'Testing a New Vaccine',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    paragraphs: [
      { id: 'A', text: 'Before a new vaccine can be approved, it must pass through several stages of testing.' },
      { id: 'B', text: 'It is first given to a small group of healthy volunteers to check that it is safe.' },
      { id: 'C', text: 'If no serious problems appear, the vaccine is tested in a larger group to find the most effective dose.' },
      { id: 'D', text: 'The final stage involves thousands of participants and compares the vaccine with a placebo.' },
      { id: 'E', text: 'Only when the results of this large trial have been reviewed by regulators can the vaccine be offered to the public.' },
    ],
    explanation:
      'A announces "several stages", and "first" (B) begins them. "If no serious problems appear" (C) depends on the safety check in B, "The final stage" (D) comes after the middle stage, and "this large trial" (E) refers to D.',
  },
  {
    key: 'ro-020',
    task: 'reading.reorderParagraphs',
    title: 'The Age of Canals',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'Before railways, moving heavy goods over land was slow and expensive.' },
      { id: 'B', text: 'Roads were often poor, and a horse could pull only a small load in a cart.' },
      { id: 'C', text: 'Canals offered a solution, because the same horse could pull a far heavier load on a boat.' },
      { id: 'D', text: 'As a result, many canals were built in the early years of industrialisation to carry coal and raw materials.' },
      { id: 'E', text: 'Their importance declined, however, once railways offered even faster transport.' },
    ],
    explanation:
      'A states the general problem and B explains it. "The same horse" (C) refers back to the horse in B, "As a result" (D) follows the advantage of canals, and "Their importance declined, however" (E) ends the story with the arrival of railways.',
  },
  {
    key: 'ro-021',
    task: 'reading.reorderParagraphs',
    title: 'Surviving in the Desert',
    complexity: 'AVERAGE',
    paragraphs: [
      { id: 'A', text: 'Plants that live in deserts must survive long periods with little or no rain.' },
      { id: 'B', text: 'Many of them, such as cacti, store water in thick, fleshy stems.' },
      { id: 'C', text: 'Their leaves are often reduced to spines, which lose far less water than broad leaves.' },
      { id: 'D', text: 'Because the spines cannot carry out photosynthesis, this task is performed by the green stems instead.' },
      { id: 'E', text: 'In addition to these structural features, some desert plants open their pores only at night, when cooler air reduces water loss.' },
    ],
    explanation:
      '"Many of them" (B) refers to the desert plants in A, and "Their leaves" (C) refers to the cacti in B. "The spines" (D) refers back to C, and "In addition to these structural features" (E) sums up stems and spines before adding a further adaptation.',
  },
  {
    key: 'ro-022',
    task: 'reading.reorderParagraphs',
    title: 'Railways and Standard Time',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'Until the nineteenth century, most towns kept their own local time, set by the position of the sun.' },
      { id: 'B', text: 'Because the sun reaches its highest point at different moments in different places, clocks in towns not far apart might disagree by several minutes.' },
      { id: 'C', text: 'Such discrepancies mattered little while travel was slow, but the arrival of the railways made them a serious practical problem.' },
      { id: 'D', text: 'Timetables became confusing, and the risk of collisions on single-track lines increased when stations kept different times.' },
      { id: 'E', text: 'Railway companies therefore adopted a standard time across their networks, an arrangement later extended to whole countries and eventually to international time zones.' },
    ],
    explanation:
      'A describes local time and B explains why clocks differed. "Such discrepancies" (C) refers to the differences in B, D gives the practical problems that C announces, and "therefore" (E) presents the solution.',
  },
  {
    key: 'ro-023',
    task: 'reading.reorderParagraphs',
    title: 'Patents and Generic Medicines',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    paragraphs: [
      { id: 'A', text: 'Developing a new medicine is a lengthy and expensive undertaking, and many candidate drugs fail before reaching patients.' },
      { id: 'B', text: 'To encourage such investment, governments grant patents that give the developer exclusive rights to sell the drug for a limited period.' },
      { id: 'C', text: 'During this period, the absence of competition allows the company to charge prices well above the cost of manufacture.' },
      { id: 'D', text: 'Once the patent expires, other manufacturers may produce generic versions, provided they show that these behave in the body in the same way as the original.' },
      { id: 'E', text: 'The resulting competition typically drives prices down sharply, which is why patent expiry is closely watched by health systems.' },
    ],
    explanation:
      '"Such investment" (B) refers to the costly development in A, and "this period" (C) refers to the limited period of the patent. "Once the patent expires" (D) ends that period, and "The resulting competition" (E) follows from the generic versions in D.',
  },
  {
    key: 'ro-024',
    task: 'reading.reorderParagraphs',
    title: 'Why Seed Banks Matter',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'The genetic diversity of crops is a resource that is easily overlooked until it is needed.' },
      { id: 'B', text: 'Traditional varieties may carry traits, such as tolerance of drought or resistance to particular diseases, that modern high-yielding varieties lack.' },
      { id: 'C', text: 'Yet as farmers abandon these varieties in favour of uniform commercial ones, such traits risk being lost altogether.' },
      { id: 'D', text: 'Seed banks address this danger by storing samples under cold, dry conditions that keep them alive for decades.' },
      { id: 'E', text: 'Stored seeds must nevertheless be germinated and regrown from time to time, since even under ideal conditions they gradually lose their ability to sprout.' },
    ],
    explanation:
      'A makes a general claim that B illustrates. "These varieties" and "such traits" (C) refer to B, "this danger" (D) refers to the loss described in C, and "Stored seeds ... nevertheless" (E) qualifies the storage method in D.',
  },
  {
    key: 'ro-025',
    task: 'reading.reorderParagraphs',
    title: 'Keystone Species',
    complexity: 'HARD',
    paragraphs: [
      { id: 'A', text: 'In most ecosystems, the removal of a single species causes only modest changes to the wider community.' },
      { id: 'B', text: 'Certain species, however, have an influence out of all proportion to their numbers, and ecologists call them keystone species.' },
      { id: 'C', text: 'A frequently cited example is a predator that feeds on grazing animals which would otherwise strip an area of vegetation.' },
      { id: 'D', text: 'When such a predator disappears, grazer numbers can rise sharply, with effects that spread to plants and the animals that depend on them.' },
      { id: 'E', text: 'Identifying keystone species is therefore a priority for conservation, although their role often becomes clear only after they have been lost.' },
    ],
    explanation:
      'A states the general rule, and "however" (B) introduces the exception. "A frequently cited example" (C) illustrates keystone species, "such a predator" (D) refers to C, and "therefore" (E) draws the conservation conclusion.',
  },
];
