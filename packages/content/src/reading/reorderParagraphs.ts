import type { ReorderParagraphsItem } from '../types';

/** Reading: Re-order Paragraphs. Paragraphs are listed in the CORRECT order; the seed shuffles them. */
export const reorderParagraphs: ReorderParagraphsItem[] = [
  {
    key: 'ro-001',
    task: 'reading.reorderParagraphs',
    title: 'Butterfly Life Cycle',
    complexity: 'EASY',
    examMemoryCount: 18,
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
    examMemoryCount: 25,
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
    examMemoryCount: 13,
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
    examMemoryCount: 3,
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
    examMemoryCount: 34,
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
    examMemoryCount: 8,
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
];
