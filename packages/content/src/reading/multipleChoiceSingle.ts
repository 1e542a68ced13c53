import type { MultipleChoiceSingleItem } from '../types';

/** Reading: Multiple Choice, Single Answer. Exactly one option id is `correct`. */
export const readingMultipleChoiceSingle: MultipleChoiceSingleItem[] = [
  {
    key: 'rmcs-001',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Phases of the Moon',
    complexity: 'EASY',
    examMemoryCount: 16,
    text:
      "The Moon does not produce its own light. What we see is sunlight reflected from its surface. At any given time, half of the Moon is lit by the Sun, but the amount of that lit half visible from Earth changes as the Moon travels around our planet over roughly a month. When the Moon lies approximately between Earth and the Sun, its lit side faces away from us and it is hardly visible; this is the new moon. As it moves along its orbit, more of the lit side comes into view, until at full moon we see the whole illuminated face. A common misconception is that the phases are caused by Earth's shadow falling on the Moon. In fact, Earth's shadow covers the Moon only during a lunar eclipse, which is a much rarer event.",
    question: 'According to the passage, what causes the phases of the Moon?',
    options: [
      { id: 'A', text: "Earth's shadow falling across the Moon's surface" },
      { id: 'B', text: 'Changes in the amount of light the Moon produces' },
      { id: 'C', text: "Changes in how much of the Moon's sunlit half can be seen from Earth" },
      { id: 'D', text: 'The Moon moving closer to and further from the Sun' },
    ],
    correct: 'C',
    explanation:
      'The passage says half the Moon is always lit and the visible part of that half changes as the Moon orbits Earth. A is described as a misconception, B contradicts "does not produce its own light", and D is never mentioned.',
  },
  {
    key: 'rmcs-002',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Medieval Guilds',
    complexity: 'EASY',
    prediction: { weekly: true },
    examMemoryCount: 29,
    text:
      'In many medieval European towns, craftsmen and merchants organised themselves into associations known as guilds. A guild typically brought together people who practised the same trade, such as bakers, weavers or metalworkers. Guilds set standards for the quality of goods, regulated prices and controlled who could enter the trade. A young person usually began as an apprentice, living and working with a master for several years. After completing this training, he might work as a journeyman for wages before eventually becoming a master himself. Guilds also provided support for members who fell ill and for the families of members who died. Critics, both at the time and later, complained that guilds limited competition and made it hard for outsiders to set up in business.',
    question: 'Which of the following best describes guilds according to the passage?',
    options: [
      { id: 'A', text: 'Religious organisations that ran schools for children' },
      { id: 'B', text: 'Associations that regulated trades and supported their members' },
      { id: 'C', text: 'Government offices responsible for collecting taxes' },
      { id: 'D', text: 'Groups of outsiders who competed with established craftsmen' },
    ],
    correct: 'B',
    explanation:
      'Guilds set standards, regulated prices and entry, and supported sick members and families, which B summarises. Schools (A) and taxes (C) are not mentioned, and D reverses the relationship: guilds made it hard for outsiders to compete.',
  },
  {
    key: 'rmcs-003',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'How Plants Defend Themselves',
    complexity: 'EASY',
    text:
      'Plants cannot run away from animals that eat them, but they are far from defenceless. Many have physical defences such as thorns, spines or tough leaves that make them difficult to eat. Others rely on chemistry. They produce substances that taste bitter, upset the digestion of animals or are even poisonous. Some plants go further: when their leaves are damaged by insects, they release chemicals into the air that attract predators of those insects, such as certain wasps. In this way, a plant under attack can, in effect, call for help. These defences have costs, however, because the energy used to produce them cannot be used for growth.',
    question: 'What is the main point of the passage?',
    options: [
      { id: 'A', text: 'Plants are helpless against the animals that feed on them.' },
      { id: 'B', text: 'Wasps are the most dangerous enemies of plants.' },
      { id: 'C', text: 'Plants grow faster when they produce more chemical defences.' },
      { id: 'D', text: 'Plants have developed a range of physical and chemical ways to protect themselves.' },
    ],
    correct: 'D',
    explanation:
      'The passage surveys thorns, bitter or poisonous substances and chemical signals, which D summarises. A contradicts "far from defenceless", wasps are the plants\' helpers (B), and defences reduce the energy available for growth (C).',
  },
  {
    key: 'rmcs-004',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'School Gardens',
    complexity: 'EASY',
    text:
      'A growing number of primary schools have created gardens in which pupils grow vegetables, fruit and flowers. Teachers report that gardens can be used to teach subjects across the curriculum. Measuring beds and recording plant growth provide practice in mathematics, while observing insects and soil supports science lessons. Writing about the garden can also develop literacy skills. Beyond academic subjects, gardening gives children a chance to work together, take responsibility for living things and spend time outdoors. Some teachers also hope that children who grow vegetables themselves will be more willing to try eating them. Running a garden does require effort, however. Someone must care for it during school holidays, and staff may need training and support.',
    question: 'According to the passage, which of the following is a challenge of running a school garden?',
    options: [
      { id: 'A', text: 'Gardens can only be used in science lessons.' },
      { id: 'B', text: 'Pupils are unwilling to work together outdoors.' },
      { id: 'C', text: 'The garden must be looked after when the school is closed.' },
      { id: 'D', text: 'Vegetables grown at school cannot be eaten.' },
    ],
    correct: 'C',
    explanation:
      'The passage states that someone must care for the garden during school holidays. A contradicts "subjects across the curriculum", B contradicts the chance to "work together", and D is not supported.',
  },
  {
    key: 'rmcs-005',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Confirmation Bias',
    complexity: 'AVERAGE',
    examMemoryCount: 10,
    text:
      'People tend to seek out, interpret and remember information in ways that support what they already believe, a tendency psychologists call confirmation bias. Someone convinced that a particular diet works may notice stories of success and overlook reports of failure. The bias does not necessarily reflect dishonesty; it often operates without awareness, and it may partly arise because processing information that fits existing beliefs requires less mental effort. Confirmation bias can affect experts as well as the general public. Scientists, for instance, may be tempted to design studies or interpret ambiguous results in ways that favour their own hypotheses. For this reason, scientific practice includes safeguards such as peer review, the replication of findings by independent teams and the registration of study plans before data are collected. These procedures do not eliminate bias, but they make it more likely that errors will be detected.',
    question: 'Why, according to the passage, does science use procedures such as peer review and replication?',
    options: [
      { id: 'A', text: 'To reduce the chance that biased conclusions go unnoticed' },
      { id: 'B', text: 'To ensure that scientists never hold personal beliefs' },
      { id: 'C', text: 'To make research less mentally demanding for scientists' },
      { id: 'D', text: 'To prove that confirmation bias does not affect experts' },
      { id: 'E', text: 'To prevent the public from reading scientific studies' },
    ],
    correct: 'A',
    explanation:
      'The safeguards "make it more likely that errors will be detected", which A paraphrases. The passage says they do not eliminate bias (B), mental effort is linked to the bias itself, not the safeguards (C), experts are affected (D), and E is never suggested.',
  },
  {
    key: 'rmcs-006',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Mixed-Use Neighbourhoods',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'For much of the twentieth century, many cities used zoning rules to separate land uses, placing homes, shops, offices and factories in distinct districts. The approach was intended to protect residents from noise and pollution, and in the case of heavy industry it often did. Yet strict separation also had unintended effects. Residents frequently needed a car to reach work, school and shops, traffic increased, and some districts became deserted outside working hours. In recent decades, many planners have promoted mixed-use development, in which housing, workplaces and services are located close together, sometimes within the same building. Supporters argue that this makes walking and cycling more practical and keeps streets lively throughout the day. Mixed-use development is not a universal solution, though: combining uses successfully requires careful design to manage conflicts, such as deliveries to shops beneath flats.',
    question: "Which of the following best describes the writer's attitude towards mixed-use development?",
    options: [
      { id: 'A', text: 'Entirely opposed, because it increases noise and pollution' },
      { id: 'B', text: 'Indifferent, since it has had no effect on cities' },
      { id: 'C', text: 'Uncritically enthusiastic, presenting it as the answer to all urban problems' },
      { id: 'D', text: 'Broadly favourable, while recognising that it has limitations' },
    ],
    correct: 'D',
    explanation:
      'The writer presents the benefits of mixed use but adds that it "is not a universal solution" and needs careful design, a balanced but positive view. A and B are not supported, and C is ruled out by the final sentence.',
  },
  {
    key: 'rmcs-007',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Inflation Expectations',
    complexity: 'AVERAGE',
    text:
      "Central banks pay close attention not only to current inflation but also to what households and businesses expect inflation to be in the future. Expectations matter because they can influence behaviour in ways that make them come true. If workers anticipate rapidly rising prices, they may demand higher wages; if firms expect their costs to rise, they may raise their own prices in advance. Both responses can push actual inflation upwards. For this reason, many central banks try to keep expectations 'anchored', meaning that people continue to believe inflation will return to a stated target even after a temporary shock. Clear communication and a record of acting consistently are thought to help. Once expectations become unanchored, restoring confidence may require more drastic measures, such as keeping interest rates high for longer, which can slow economic growth.",
    question: "Why do central banks want inflation expectations to remain 'anchored'?",
    options: [
      { id: 'A', text: 'Anchored expectations allow governments to spend more freely.' },
      { id: 'B', text: 'High expectations always lead to faster economic growth.' },
      { id: 'C', text: "People's expectations about inflation can influence actual inflation." },
      { id: 'D', text: 'Wages are not affected by expectations about future prices.' },
      { id: 'E', text: 'Interest rates cannot be changed once expectations rise.' },
    ],
    correct: 'C',
    explanation:
      'The passage explains that expected inflation changes wage demands and pricing, which pushes real inflation up. Government spending (A) is not discussed, growth may actually slow (B), wages are affected (D), and raising rates is described as a possible response (E).',
  },
  {
    key: 'rmcs-008',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Diagnosing Rare Diseases',
    complexity: 'AVERAGE',
    examMemoryCount: 7,
    text:
      "Rare diseases are individually uncommon, but because there are thousands of them, together they affect a considerable number of people. Patients with a rare condition often experience long delays before receiving a correct diagnosis. Their symptoms may resemble those of more common illnesses, and a general practitioner may never have encountered the condition before. As a result, patients can be referred between several specialists and undergo many tests. Advances in genetic testing have begun to shorten this process for some conditions, since many rare diseases have a genetic cause. Sequencing a patient's genes can sometimes identify the responsible change directly. However, genetic results are not always straightforward to interpret, and a diagnosis, while valuable, does not necessarily mean that an effective treatment exists.",
    question: 'According to the passage, why is the diagnosis of rare diseases often slow?',
    options: [
      { id: 'A', text: 'Symptoms can resemble common illnesses, and doctors may be unfamiliar with the condition.' },
      { id: 'B', text: 'Patients usually refuse to see specialists.' },
      { id: 'C', text: 'Genetic tests are never accurate.' },
      { id: 'D', text: 'Rare diseases do not produce noticeable symptoms.' },
    ],
    correct: 'A',
    explanation:
      'The second and third sentences give both reasons in A. Patients are referred to specialists rather than refusing them (B), genetic tests are "not always straightforward" rather than never accurate (C), and symptoms do exist (D).',
  },
  {
    key: 'rmcs-009',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Marking Information Sources',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    examMemoryCount: 22,
    text:
      "In many languages, speakers are required by grammar to indicate the source of the information they report. Such marking, known as grammatical evidentiality, may distinguish, for example, between events the speaker witnessed personally, events inferred from indirect evidence, and events learned about from others. In English, similar distinctions can be expressed, but only optionally and through separate words or phrases, such as 'apparently' or 'I heard that'. Where evidentiality is grammatical, however, omitting it is not an option: a sentence without the appropriate marker may sound incomplete or even misleading. Researchers have asked whether speakers of such languages are consequently more attentive to the sources of their knowledge. Some studies suggest modest differences in how children learn to reason about sources of information, but the findings are not conclusive, and it remains unclear whether any differences stem from the grammar itself or from cultural practices that accompany it.",
    question: "Which of the following best summarises the writer's view of research into evidentiality and thinking?",
    options: [
      { id: 'A', text: 'It has proved that grammatical evidentiality makes speakers more honest.' },
      { id: 'B', text: 'It shows that English speakers cannot express the source of information.' },
      { id: 'C', text: 'It has found no differences at all between speakers of different languages.' },
      { id: 'D', text: 'It demonstrates that cultural practices have no influence on reasoning.' },
      { id: 'E', text: 'It points to possible effects, but the evidence is limited and their cause is uncertain.' },
    ],
    correct: 'E',
    explanation:
      'The writer reports "modest differences" but says findings are "not conclusive" and the cause is unclear, which E captures. Honesty (A) is not discussed, English can express sources optionally (B), some differences were found (C), and culture remains a possible cause (D).',
  },
  {
    key: 'rmcs-010',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Shipwrecks as Evidence',
    complexity: 'HARD',
    text:
      'Shipwrecks are sometimes described as time capsules. Unlike settlements, which are occupied, altered and abandoned gradually over long periods, a ship that sinks does so at a single moment, preserving a group of objects that were in use together. In cold, deep or low-oxygen water, organic materials such as wood, rope and even food remains can survive far better than on land. Yet the time-capsule image can be misleading. Wrecks are affected by currents, marine organisms and, in many cases, by salvage attempts soon after the sinking or looting in later centuries. Cargo may have been acquired at several ports, so the objects on board do not necessarily represent a single place. Interpreting a wreck therefore requires reconstructing not only the moment of loss but also the processes that have acted upon the site since.',
    question: 'What is the main purpose of the passage?',
    options: [
      { id: 'A', text: 'To argue that shipwrecks are of little value to archaeologists' },
      { id: 'B', text: 'To qualify a common description of shipwrecks by noting factors that complicate their interpretation' },
      { id: 'C', text: 'To explain why organic materials decay more quickly underwater' },
      { id: 'D', text: 'To describe the techniques used to raise shipwrecks to the surface' },
    ],
    correct: 'B',
    explanation:
      'The passage accepts part of the "time capsule" idea and then shows why it "can be misleading", so it qualifies the description. It still treats wrecks as valuable (A), says organic materials can survive better underwater (C), and does not discuss raising wrecks (D).',
  },
  {
    key: 'rmcs-011',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Climate Feedbacks',
    complexity: 'HARD',
    text:
      "Climate scientists use the term 'feedback' to describe processes that amplify or dampen an initial change in temperature. One well-understood example involves ice and snow. Because bright surfaces reflect much of the sunlight that strikes them, a reduction in ice cover exposes darker land or ocean, which absorbs more energy and warms further, leading to more melting. This is a positive feedback, in the technical sense that it reinforces the original change, not in the sense that its effects are desirable. Other processes act in the opposite direction. For instance, a warmer planet radiates more energy to space, which tends to limit further warming. The overall sensitivity of the climate depends on the balance of these effects, and some, particularly those involving clouds, remain difficult to quantify because clouds can both reflect sunlight and trap heat.",
    question: "In the passage, the word 'positive' in 'positive feedback' indicates that the process",
    options: [
      { id: 'A', text: 'has beneficial consequences for the environment' },
      { id: 'B', text: 'has been measured with great certainty' },
      { id: 'C', text: 'reinforces the change that started it' },
      { id: 'D', text: 'involves an increase in cloud cover' },
      { id: 'E', text: 'reduces the amount of energy absorbed by the Earth' },
    ],
    correct: 'C',
    explanation:
      'The passage defines "positive" as reinforcing the original change and explicitly rejects the meaning "desirable" (A). Certainty (B) and clouds (D) relate to other points, and the ice example increases rather than reduces absorbed energy (E).',
  },
  {
    key: 'rmcs-012',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Limits of Redundancy',
    complexity: 'HARD',
    text:
      'Engineers designing critical systems, such as aircraft controls or power supplies for hospitals, often build in redundancy: additional components that can take over if a primary component fails. At first glance, duplicating a component appears to guarantee reliability, since both would have to fail for the system to stop working. This reasoning, however, assumes that failures occur independently. In practice, two identical components may share a weakness, such as a manufacturing defect or a vulnerability to the same environmental condition, and so fail together. A single event, such as a fire or flood, may also disable duplicate systems located side by side. For this reason, designers frequently use components of different types or from different suppliers, and place backup systems in separate locations. Redundancy also adds weight, cost and complexity, and complexity can itself introduce new ways for a system to fail.',
    question: 'Which assumption does the writer identify as a weakness in simple redundancy?',
    options: [
      { id: 'A', text: 'That backup components are always more expensive than primary ones' },
      { id: 'B', text: 'That complex systems are easier to maintain than simple ones' },
      { id: 'C', text: 'That hospitals do not require reliable power supplies' },
      { id: 'D', text: 'That duplicated components will not fail for the same reason at the same time' },
    ],
    correct: 'D',
    explanation:
      'The writer says the reasoning "assumes that failures occur independently" and then shows how shared weaknesses or a single event can defeat both components. Cost (A) and complexity (B) are mentioned as drawbacks, not as the flawed assumption, and C contradicts the opening.',
  },
];
