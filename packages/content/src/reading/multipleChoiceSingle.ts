import type { MultipleChoiceSingleItem } from '../types';

/** Reading: Multiple Choice, Single Answer. Exactly one option id is `correct`. */
export const readingMultipleChoiceSingle: MultipleChoiceSingleItem[] = [
  {
    key: 'rmcs-001',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Phases of the Moon',
    complexity: 'EASY',
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
  {
    key: 'rmcs-013',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Autumn Leaf Colours',
    complexity: 'EASY',
    text:
      'In many parts of the world, the leaves of trees turn yellow, orange and red in autumn. This change is caused by what happens inside the leaf. During spring and summer, leaves contain large amounts of chlorophyll, a green substance that plants use to capture energy from sunlight. Chlorophyll is so plentiful that it hides other coloured substances in the leaf. As the days grow shorter and cooler, trees prepare for winter by stopping the production of chlorophyll. The green colour fades, and the yellow and orange colours that were there all along become visible. Some trees also produce new red substances in autumn. Eventually the leaves fall, which helps the tree save water and energy during the cold months.',
    question: 'According to the passage, why do many leaves turn yellow or orange in autumn?',
    options: [
      { id: 'A', text: 'Cold weather adds yellow and orange colouring to the leaves.' },
      { id: 'B', text: 'The green chlorophyll fades, revealing colours that were already present.' },
      { id: 'C', text: 'The leaves absorb more sunlight in autumn than in summer.' },
      { id: 'D', text: 'Trees produce extra chlorophyll before winter.' },
    ],
    correct: 'B',
    explanation:
      'The passage says the yellow and orange colours "were there all along" and become visible when chlorophyll fades. Only red substances are newly produced (A), sunlight absorption is not compared (C), and trees stop producing chlorophyll (D).',
  },
  {
    key: 'rmcs-014',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Paying for Post',
    complexity: 'EASY',
    prediction: { weekly: true },
    text:
      'Before the nineteenth century, sending a letter in many countries was complicated and often expensive. The cost usually depended on the distance the letter travelled and the number of sheets it contained, and in many cases it was the person receiving the letter, not the sender, who had to pay. Some people refused to accept letters to avoid the charge, which meant that postal workers had carried them for nothing. Reformers argued that a single low price for all letters within a country, paid in advance by the sender, would be simpler and would encourage more people to write. Adhesive stamps were introduced as a convenient way to show that payment had been made. The system proved successful, and within a few decades it had been adopted in many parts of the world.',
    question: 'Which problem with the old postal system is described in the passage?',
    options: [
      { id: 'A', text: 'Letters could only be sent to nearby towns.' },
      { id: 'B', text: 'Stamps were too expensive for most people.' },
      { id: 'C', text: 'Receivers sometimes refused letters to avoid paying for them.' },
      { id: 'D', text: 'Senders were not allowed to write on more than one sheet.' },
    ],
    correct: 'C',
    explanation:
      'The passage says some people "refused to accept letters to avoid the charge". Cost depended on distance but letters were not limited to nearby towns (A), stamps belonged to the new system rather than the old one (B), and the number of sheets affected the price, not whether it was allowed (D).',
  },
  {
    key: 'rmcs-015',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Choosing a Study Space',
    complexity: 'EASY',
    text:
      'Where students study can affect how well they learn. Some people work best in complete silence, while others prefer a little background noise, such as the quiet conversation of a cafe. Whatever their preference, most students benefit from choosing a space that they use mainly for study. Over time, sitting down in that place can become a signal to the brain that it is time to focus. Working on a bed or sofa, by contrast, may make it harder to concentrate, because these places are linked with relaxing or sleeping. Good lighting and a comfortable chair also matter, as tiredness and discomfort quickly reduce attention. Finally, it helps to keep phones out of sight, since even a silent phone on the desk can be a distraction.',
    question: 'What is the main idea of the passage?',
    options: [
      { id: 'A', text: 'Everyone needs complete silence in order to study well.' },
      { id: 'B', text: 'Students should do all their studying in cafes.' },
      { id: 'C', text: 'A well-chosen study space can help students concentrate.' },
      { id: 'D', text: 'Phones are useful study tools that should be kept on the desk.' },
    ],
    correct: 'C',
    explanation:
      'Every point in the passage concerns how the place of study affects focus, which C summarises. Preferences differ between silence and background noise (A, B), and phones should be kept out of sight (D).',
  },
  {
    key: 'rmcs-016',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'How Rainbows Form',
    complexity: 'EASY',
    text:
      'A rainbow appears when sunlight shines on drops of water in the air, usually just after a shower of rain. Although sunlight looks white, it is actually a mixture of many colours. When light enters a raindrop, it bends, and each colour bends by a slightly different amount. The light is then reflected off the back of the drop and bends again as it leaves. This separates the colours and spreads them out into a band, with red on the outside and violet on the inside. To see a rainbow, an observer must stand with the sun behind them and the rain in front. This is why rainbows are most often seen in the early morning or late afternoon, when the sun is low in the sky.',
    question: 'According to the passage, what is necessary for a person to see a rainbow?',
    options: [
      { id: 'A', text: 'The sun must be directly overhead.' },
      { id: 'B', text: 'The observer must be standing in the rain.' },
      { id: 'C', text: 'The sky must be completely free of clouds.' },
      { id: 'D', text: 'The sun must be behind the observer and the rain in front.' },
      { id: 'E', text: 'The sunlight must already be coloured before it reaches the rain.' },
    ],
    correct: 'D',
    explanation:
      'The passage states that an observer "must stand with the sun behind them and the rain in front". Rainbows are seen when the sun is low, not overhead (A), the rain is in front of the observer (B), clouds are not discussed (C), and sunlight looks white until raindrops separate its colours (E).',
  },
  {
    key: 'rmcs-017',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Car-Free Days',
    complexity: 'EASY',
    text:
      'Some cities hold car-free days, when certain streets are closed to motor traffic for a day and opened instead to pedestrians, cyclists and street events. Supporters say these days give residents a chance to experience their city differently. Without cars, streets become quieter, the air may feel cleaner, and children can play safely in places that are normally busy with traffic. Local shops and cafes sometimes benefit from the extra visitors on foot. However, not everyone welcomes the idea. Some drivers complain about longer journeys, and businesses that depend on deliveries may find the day inconvenient. For this reason, organisers usually announce car-free days well in advance and keep routes open for emergency vehicles.',
    question: 'Why do organisers usually announce car-free days well in advance?',
    options: [
      { id: 'A', text: 'To encourage more people to buy cars' },
      { id: 'B', text: 'To allow local shops to close for the day' },
      { id: 'C', text: 'To stop children from playing in the streets' },
      { id: 'D', text: 'To reduce the inconvenience to drivers and businesses' },
    ],
    correct: 'D',
    explanation:
      '"For this reason" refers back to the complaints of drivers and delivery-dependent businesses, so early notice helps them plan. Buying cars (A) is not mentioned, shops may benefit rather than close (B), and children playing safely is presented as a benefit (C).',
  },
  {
    key: 'rmcs-018',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'The Gig Economy',
    complexity: 'AVERAGE',
    text:
      'In recent years, a growing number of people have found work through digital platforms that connect customers with individuals who deliver food, drive passengers or complete small tasks. This arrangement, often called the gig economy, offers workers considerable flexibility: they can usually choose when and how much to work, which suits students, carers and people seeking to add to another income. Customers benefit from convenient services available at short notice.\n\nThe flexibility, however, comes with trade-offs. Gig workers are typically treated as independent contractors rather than employees, which means they may not receive paid holidays, sick pay or a guaranteed minimum income. Their earnings can vary considerably from week to week, depending on demand and on how the platform allocates work. In several countries, courts and governments have been asked to decide whether such workers should be given some of the protections of employees, and the answers have differed from place to place.',
    question: 'Which of the following best summarises the passage?',
    options: [
      { id: 'A', text: 'Gig work offers flexibility but may leave workers without certain protections.' },
      { id: 'B', text: 'Gig work is unsuitable for students and carers.' },
      { id: 'C', text: 'Gig work guarantees a stable weekly income.' },
      { id: 'D', text: 'Courts in several countries have banned gig work.' },
    ],
    correct: 'A',
    explanation:
      'The first paragraph describes the flexibility and the second its trade-offs, which A combines. The passage says the flexibility suits students and carers (B), earnings "vary considerably" (C), and courts were asked about protections, not bans (D).',
  },
  {
    key: 'rmcs-019',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Keeping Food from Spoiling',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'Long before refrigerators existed, people developed ways to keep food from spoiling. Most traditional methods work by making conditions unsuitable for the microorganisms that cause decay. Drying removes the water that bacteria and moulds need to grow, which is why dried fruit, grains and fish can be stored for long periods. Salting and sugaring have a similar effect: high concentrations of salt or sugar draw water out of microbial cells. Smoking combines drying with chemicals from the smoke that slow the growth of microbes. Fermentation takes a different approach. Instead of preventing all microbial activity, it encourages certain harmless microorganisms, which produce acids or alcohol that make the food hostile to harmful ones. Yoghurt, cheese and many pickled vegetables are made in this way.',
    question: 'How does fermentation differ from the other methods described in the passage?',
    options: [
      { id: 'A', text: 'It removes all the water from food.' },
      { id: 'B', text: 'It depends on high concentrations of salt.' },
      { id: 'C', text: 'It uses some microorganisms to protect food against others.' },
      { id: 'D', text: 'It requires food to be kept at very low temperatures.' },
    ],
    correct: 'C',
    explanation:
      'Fermentation "encourages certain harmless microorganisms" whose acids or alcohol keep harmful ones away, unlike methods that suppress all microbes. Removing water (A) and using salt (B) describe drying and salting, and low temperatures (D) are not part of any method described.',
  },
  {
    key: 'rmcs-020',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Noise and Wildlife',
    complexity: 'AVERAGE',
    text:
      'Human activity has made many environments noisier, from roads and airports to busy shipping lanes. For animals that depend on sound to communicate, this noise can be a serious problem. Birds use song to attract mates and defend territories, but in noisy areas their songs may be masked by traffic. Studies have found that some urban birds sing at a higher pitch or at different times of day than members of the same species in quieter places, possibly so that they can be heard over low-pitched noise. Such adjustments may not be without cost, however; if a changed song is less attractive to potential mates, the birds may still be at a disadvantage. In the oceans, whales and other marine mammals, which rely on sound to navigate and find food, face similar challenges from engine noise.',
    question: 'What does the writer suggest about birds that change their songs in noisy areas?',
    options: [
      { id: 'A', text: 'They have completely overcome the problem of noise.' },
      { id: 'B', text: 'They sing at a lower pitch than birds in quiet areas.' },
      { id: 'C', text: 'They no longer need song to attract mates.' },
      { id: 'D', text: 'They may still be at a disadvantage despite adjusting their songs.' },
      { id: 'E', text: 'They have left cities for quieter places.' },
    ],
    correct: 'D',
    explanation:
      'The writer says adjustments "may not be without cost" because a changed song may be less attractive. This rules out A, the birds sing at a higher pitch (B), song is still used to attract mates (C), and the birds studied live in cities (E).',
  },
  {
    key: 'rmcs-021',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Open-Plan Offices',
    complexity: 'AVERAGE',
    text:
      'Open-plan offices, in which employees work in a shared space without walls or private rooms, became common in the second half of the twentieth century. Companies adopted them partly to save money, since more people can fit into the same floor area, and partly in the belief that removing barriers would encourage colleagues to talk and share ideas. The results have not always matched these hopes. Some studies have found that when workers move into open-plan spaces, face-to-face conversation actually decreases, as people use headphones or email to protect their concentration and privacy. Noise and frequent interruptions are common complaints. Many organisations now aim for a mix of spaces, combining open areas with quiet rooms for focused work and small meeting rooms for discussion.',
    question: 'According to the passage, what is one unexpected finding about open-plan offices?',
    options: [
      { id: 'A', text: 'They cost more than traditional offices.' },
      { id: 'B', text: 'They can lead to less face-to-face conversation.' },
      { id: 'C', text: 'They remove the need for meeting rooms.' },
      { id: 'D', text: 'They make workers stop using email.' },
    ],
    correct: 'B',
    explanation:
      'Open plans were meant to increase conversation, yet studies found that face-to-face conversation "actually decreases". They were adopted partly to save money (A), organisations now add meeting rooms (C), and workers use email more, not less (D).',
  },
  {
    key: 'rmcs-022',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Choosing a Survey Sample',
    complexity: 'HARD',
    text:
      'A survey can provide accurate information about a large population by questioning only a small fraction of it, provided that the people questioned are representative of the whole. The size of a sample, although important, matters less than the way it is chosen. A very large sample drawn from an unrepresentative group can produce conclusions that are confidently wrong, whereas a modest random sample, in which every member of the population has a known chance of selection, can be remarkably reliable. Problems arise when certain groups are systematically easier or harder to reach. An online survey, for example, will under-represent people with limited internet access, and a telephone survey conducted during working hours may over-represent those who are at home during the day. Even a well-designed sample can be undermined if particular kinds of people are less willing to respond. Researchers attempt to correct for such imbalances by weighting responses according to known characteristics of the population, but weighting can only adjust for factors that have been measured.',
    question: "Which of the following best reflects the writer's position?",
    options: [
      { id: 'A', text: 'Larger samples always produce more accurate results than smaller ones.' },
      { id: 'B', text: 'Online surveys are the most reliable way to study a population.' },
      { id: 'C', text: 'Weighting can correct for any imbalance in a sample.' },
      { id: 'D', text: 'Random samples are unreliable unless they include most of the population.' },
      { id: 'E', text: 'How a sample is selected matters more than how large it is.' },
    ],
    correct: 'E',
    explanation:
      'The writer states that size "matters less than the way it is chosen". A very large unrepresentative sample can be "confidently wrong" (A), online surveys under-represent some groups (B), weighting adjusts only for measured factors (C), and a "modest" random sample can be reliable (D).',
  },
  {
    key: 'rmcs-023',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Repeating Psychology Experiments',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      'In recent years, several large-scale efforts to repeat published psychology experiments have found that a substantial proportion of the original results could not be reproduced, or were reproduced only with much smaller effects. These findings prompted considerable debate about research practices. One concern is that studies with small samples are more likely to produce exaggerated results by chance. Another is that researchers, facing pressure to publish striking findings, may, often without deliberate intent, make analytical choices that increase the likelihood of obtaining a positive result. Journals, for their part, have traditionally been more willing to publish positive findings than null results, so the published record may overstate the strength of evidence. In response, many researchers now publicly register their hypotheses and analysis plans before collecting data, share their materials and data, and conduct larger studies. Some commentators stress that a failure to replicate does not necessarily mean the original finding was false, since differences in samples or procedures may matter; the key point is that a single study rarely settles a question.',
    question: 'Which of the following best expresses the conclusion of the passage?',
    options: [
      { id: 'A', text: 'Failed replications prove that the original studies were dishonest.' },
      { id: 'B', text: 'Psychology research should no longer be published in journals.' },
      { id: 'C', text: 'The result of a single study should be treated with caution until it is confirmed.' },
      { id: 'D', text: 'Small studies are more reliable than large ones.' },
    ],
    correct: 'C',
    explanation:
      'The passage ends by saying "a single study rarely settles a question", which C paraphrases. Questionable choices are often made "without deliberate intent" and failure does not prove falsehood (A), reform concerns how research is done rather than stopping publication (B), and small samples are linked to exaggerated results (D).',
  },
  {
    key: 'rmcs-024',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Insurance and Behaviour',
    complexity: 'HARD',
    text:
      "Insurance allows individuals and firms to transfer the financial consequences of uncertain events to an insurer in exchange for a premium. Economists have long noted, however, that being insured may change the behaviour of the insured party. Someone whose car is fully insured against theft may be less careful about locking it, and a firm protected against losses may take on riskier projects than it otherwise would. This tendency, known as moral hazard, arises because the insurer cannot observe or control the insured party's behaviour perfectly. If unchecked, it raises the frequency or size of claims, forcing premiums upwards. Insurers respond with various devices. Deductibles and co-payments require policyholders to bear part of any loss, preserving some incentive for caution. Premiums may be linked to observable precautions, such as fitting alarms, and policies may exclude losses resulting from obviously negligent conduct. The concept is not confined to insurance: it has been invoked, for instance, in debates about whether the expectation of government support encourages financial institutions to take excessive risks.",
    question: 'According to the passage, why do insurers use deductibles and co-payments?',
    options: [
      { id: 'A', text: 'To ensure that policyholders still have a reason to avoid losses' },
      { id: 'B', text: 'To increase the number of claims made each year' },
      { id: 'C', text: "To let insurers observe policyholders' behaviour directly" },
      { id: 'D', text: 'To encourage firms to take on riskier projects' },
    ],
    correct: 'A',
    explanation:
      'Making policyholders "bear part of any loss" preserves "some incentive for caution", which A restates. Insurers want fewer claims, not more (B), they cannot observe behaviour perfectly (C), and riskier projects are an example of the problem, not the aim (D).',
  },
  {
    key: 'rmcs-025',
    task: 'reading.multipleChoiceSingleAnswer',
    title: 'Oral Tradition as History',
    complexity: 'HARD',
    text:
      "For societies without writing, knowledge of the past has been preserved through oral tradition: genealogies, narratives, songs and formal recitations passed from one generation to the next. Historians once tended to dismiss such material as unreliable, on the grounds that stories transmitted by word of mouth inevitably change over time. More recent scholarship has adopted a more nuanced position. Some forms of oral tradition, particularly those recited in fixed formats by specialists whose role was to preserve them, can remain remarkably stable, and in certain cases accounts have been found to correspond closely with archaeological or environmental evidence. At the same time, oral traditions are not neutral records. They are often shaped by the concerns of the present, for example to justify a ruling family's claims or a community's rights to land, and episodes may be compressed, reordered or attributed to well-known figures. The task of the historian is therefore neither to accept nor to reject such traditions wholesale, but to understand how and why they were transmitted and to compare them, where possible, with independent sources.",
    question: 'Which approach to oral tradition does the writer recommend?',
    options: [
      { id: 'A', text: 'Treating oral traditions as completely accurate records of the past' },
      { id: 'B', text: 'Ignoring oral traditions in favour of archaeological evidence' },
      { id: 'C', text: 'Examining how traditions were passed on and checking them against other evidence' },
      { id: 'D', text: "Accepting only traditions that support a ruling family's claims" },
      { id: 'E', text: 'Rejecting any tradition that has changed over time' },
    ],
    correct: 'C',
    explanation:
      'The final sentence recommends understanding "how and why they were transmitted" and comparing them "with independent sources". The writer rejects wholesale acceptance (A) and wholesale rejection (B, E), and political motives are described as a source of bias, not a test of truth (D).',
  },
];
