import type { SelectMissingWordItem } from '../types';

/**
 * Listening: Select Missing Word. `script` (50-130 words) ends with `missing`, the natural completion of its last
 * sentence, which the audio replaces by a beep. The `correct` option's text equals `missing`; the other options are
 * grammatical but wrong in context.
 */
export const selectMissingWord: SelectMissingWordItem[] = [
  {
    key: 'smw-001',
    task: 'listening.selectMissingWord',
    title: 'Packing Light',
    complexity: 'EASY',
    voice: 'female',
    script:
      'When you travel, it is tempting to pack everything you might possibly need. However, a heavy suitcase can make a trip much less enjoyable, especially if you have to carry it up stairs or onto crowded trains. A good rule is to lay out all the clothes you plan to take and then put half of them back. Most hotels and hostels have laundry facilities, so you can always wash things during your trip. In short, when it comes to packing, less is usually more.',
    missing: 'less is usually more',
    options: [
      { id: 'A', text: 'more is usually better' },
      { id: 'B', text: 'heavier is always safer' },
      { id: 'C', text: 'less is usually more' },
      { id: 'D', text: 'bigger is more comfortable' },
    ],
    correct: 'C',
    explanation:
      "The whole talk argues for taking fewer things, so 'less is usually more' completes the summary. The other options all favour packing more, which contradicts the advice to put half the clothes back.",
  },
  {
    key: 'smw-002',
    task: 'listening.selectMissingWord',
    title: 'Drinking Enough Water',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Water makes up a large part of the human body, and we lose some of it every day through breathing, sweating and going to the toilet. If we do not replace it, we may feel tired, get headaches or find it hard to concentrate. How much you need depends on the weather and how active you are. A simple way to check is to notice whether you feel thirsty. So if you are feeling tired in the afternoon, try having a glass of water.',
    missing: 'a glass of water',
    options: [
      { id: 'A', text: 'a cup of coffee' },
      { id: 'B', text: 'a glass of water' },
      { id: 'C', text: 'a short nap' },
      { id: 'D', text: 'a sugary snack' },
    ],
    correct: 'B',
    explanation:
      "The speaker links tiredness to losing water, so the natural advice is 'a glass of water'. Coffee, a nap or a snack might also fight tiredness, but none of them follows from a talk about replacing lost water.",
  },
  {
    key: 'smw-003',
    task: 'listening.selectMissingWord',
    title: 'Choosing a Dog',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Dogs can be wonderful companions, but choosing the right one takes some thought. Different breeds have very different needs. Some large, energetic dogs need long walks and plenty of space to run, while some smaller breeds are happy with shorter walks. Before getting a dog, think honestly about your home, your working hours and how much time you can spend outside each day. A dog that does not get enough exercise may become bored and destructive. Remember that a dog is a commitment that can last for many years.',
    missing: 'many years',
    options: [
      { id: 'A', text: 'many years' },
      { id: 'B', text: 'a few weeks' },
      { id: 'C', text: 'one afternoon' },
      { id: 'D', text: 'several days' },
    ],
    correct: 'A',
    explanation:
      "The speaker stresses careful, long-term planning, so a commitment lasting 'many years' is the only sensible ending. The other options describe short periods that would not call for such careful thought.",
  },
  {
    key: 'smw-004',
    task: 'listening.selectMissingWord',
    title: 'Saving Each Month',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'Many people find it difficult to save money, even when they earn a reasonable salary. One simple method is to pay yourself first. As soon as you receive your wages, move a fixed amount into a separate savings account before you spend anything else. Because the money is out of sight, you are less likely to spend it. Even a small amount adds up over time. The important thing is not how much you save, but that you save regularly.',
    missing: 'save regularly',
    options: [
      { id: 'A', text: 'spend quickly' },
      { id: 'B', text: 'borrow often' },
      { id: 'C', text: 'earn more' },
      { id: 'D', text: 'save regularly' },
    ],
    correct: 'D',
    explanation:
      "The speaker recommends moving a fixed amount every time you are paid and says even small amounts add up, so the point is to 'save regularly'. Spending quickly and borrowing often go against the advice, and earning more does not contrast with 'how much you save'.",
  },
  {
    key: 'smw-005',
    task: 'listening.selectMissingWord',
    title: 'Washing Your Hands',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Washing your hands properly is one of the most effective ways to avoid catching colds and stomach bugs. Germs from door handles, phones and money easily end up on our fingers and then in our mouths. To wash properly, use soap and warm water and rub all parts of your hands, including between your fingers and under your nails, for about twenty seconds. Then dry them well with a clean towel. It only takes a moment, but it can stop illnesses from spreading.',
    missing: 'spreading',
    options: [
      { id: 'A', text: 'spreading' },
      { id: 'B', text: 'improving' },
      { id: 'C', text: 'disappearing' },
      { id: 'D', text: 'healing' },
    ],
    correct: 'A',
    explanation:
      "The talk is about avoiding the germs that pass from hands to mouths, so washing stops illnesses from 'spreading'. Stopping illnesses from improving, disappearing or healing would be a bad thing, the opposite of the speaker's message.",
  },
  {
    key: 'smw-006',
    task: 'listening.selectMissingWord',
    title: 'Looking After Bicycles',
    complexity: 'EASY',
    voice: 'male',
    script:
      'A bicycle does not need much maintenance, but a few simple checks can keep it safe and comfortable to ride. Once a week, squeeze the tyres to make sure they are firm, and pump them up if they feel soft. Check that both brakes work properly before every ride. The chain should be cleaned and oiled regularly, especially after riding in the rain, otherwise it can become noisy and wear out quickly. With a little care, your bike will keep running smoothly for years.',
    missing: 'for years',
    options: [
      { id: 'A', text: 'for one day' },
      { id: 'B', text: 'for years' },
      { id: 'C', text: 'until next week' },
      { id: 'D', text: 'without any brakes' },
    ],
    correct: 'B',
    explanation:
      "Regular care prevents parts from wearing out, so the bike keeps running smoothly 'for years'. A single day or week would not be worth the maintenance described, and riding without brakes contradicts the advice to check them.",
  },
  {
    key: 'smw-007',
    task: 'listening.selectMissingWord',
    title: 'A Night at the Cinema',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Even though films are now easy to stream at home, many people still enjoy going to the cinema. The screen is enormous, the sound is powerful and the room is dark, so there are fewer distractions than in a living room. Watching a comedy with a full audience can also be more fun, because laughter is contagious. For many people, going to the cinema is not just about the film, but about the shared experience.',
    missing: 'the shared experience',
    options: [
      { id: 'A', text: 'the cheap tickets' },
      { id: 'B', text: 'the long queues' },
      { id: 'C', text: 'the shared experience' },
      { id: 'D', text: 'the small screen' },
    ],
    correct: 'C',
    explanation:
      "The last example is about laughing with a full audience, which leads to 'the shared experience'. Cheap tickets and queues are never mentioned, and the speaker describes the screen as enormous, not small.",
  },
  {
    key: 'smw-008',
    task: 'listening.selectMissingWord',
    title: 'Forming a Study Group',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'Studying with classmates can be very helpful before an exam. When you explain an idea to someone else, you often realise which parts you do not really understand. Other students may also have taken notes on points you missed. However, study groups work best when they stay focused. Agree on a topic before each meeting, keep the group small, and set a time limit. Otherwise, a study session can easily turn into a social event.',
    missing: 'a social event',
    options: [
      { id: 'A', text: 'an official exam' },
      { id: 'B', text: 'a quiet library' },
      { id: 'C', text: 'a private lesson' },
      { id: 'D', text: 'a social event' },
    ],
    correct: 'D',
    explanation:
      "'Otherwise' introduces what happens when a group loses focus, and the natural result is chatting, so 'a social event'. An exam, a library or a private lesson are not what an unfocused group of friends turns into.",
  },
  {
    key: 'smw-009',
    task: 'listening.selectMissingWord',
    title: 'Checking the Forecast',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Before you set off on a long walk in the hills, it is always worth checking the weather forecast. Conditions in the mountains can change very quickly, and a sunny morning can turn into a cold, wet afternoon. Even if the forecast looks good, pack a waterproof jacket, an extra layer and something to eat. If the forecast warns of storms or strong winds, the safest choice is to postpone your walk.',
    missing: 'postpone your walk',
    options: [
      { id: 'A', text: 'postpone your walk' },
      { id: 'B', text: 'climb even higher' },
      { id: 'C', text: 'leave your jacket behind' },
      { id: 'D', text: 'walk on your own' },
    ],
    correct: 'A',
    explanation:
      "Storms and strong winds make the hills dangerous, so the safest choice is to 'postpone your walk'. Climbing higher, leaving your jacket or walking alone would all increase the risk rather than reduce it.",
  },
  {
    key: 'smw-010',
    task: 'listening.selectMissingWord',
    title: 'Inside a Volcano',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      "A volcano forms where molten rock from deep below the surface finds a way up through the Earth's crust. Underground, this molten rock is called magma. It collects in chambers beneath the volcano, and as pressure builds, it may force its way upward through cracks. When it finally reaches the surface, it erupts along with ash and gases. Some eruptions are gentle, while others are violently explosive, depending largely on how much gas the magma contains and how thick and sticky it is. Molten rock that has reached the surface is no longer called magma. Instead, it is known as lava.",
    missing: 'lava',
    options: [
      { id: 'A', text: 'ash' },
      { id: 'B', text: 'lava' },
      { id: 'C', text: 'crust' },
      { id: 'D', text: 'a chamber' },
    ],
    correct: 'B',
    explanation:
      "The speaker contrasts the name of molten rock underground, magma, with its name at the surface, which is 'lava'. Ash is erupted alongside it, while the crust and the chamber are the places the magma passes through.",
  },
  {
    key: 'smw-011',
    task: 'listening.selectMissingWord',
    title: 'How Plants Make Food',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Plants do not need to eat in the way that animals do, because they can make their own food. Their leaves contain a green pigment called chlorophyll, which captures energy from sunlight. Plants use this energy to combine carbon dioxide from the air with water drawn up from the soil. The result is a type of sugar, which the plant uses for energy and growth. Oxygen is released as a by-product. This process is called photosynthesis, and almost all life on Earth depends on it, because it is the original source of most of the energy in food chains and much of the oxygen we breathe.',
    missing: 'the oxygen we breathe',
    options: [
      { id: 'A', text: 'the water we drink' },
      { id: 'B', text: 'the soil we farm' },
      { id: 'C', text: 'the carbon we burn' },
      { id: 'D', text: 'the oxygen we breathe' },
    ],
    correct: 'D',
    explanation:
      "Photosynthesis releases oxygen, as the speaker says just before, so it is the source of 'the oxygen we breathe'. Water and soil are things the plant takes in, not things it produces, and burning carbon is unrelated to the process.",
  },
  {
    key: 'smw-012',
    task: 'listening.selectMissingWord',
    title: 'Supply and Demand',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'In a market economy, prices are shaped by the interaction of supply and demand. When many people want to buy a product but only a small quantity is available, sellers can charge more, and the price tends to rise. When there is more of a product than people want, sellers often cut prices to attract buyers. Higher prices also encourage producers to make more, while lower prices discourage production. Consider what happens after a poor harvest of coffee beans. With less coffee available but the same number of coffee drinkers, we would expect the price of coffee to increase.',
    missing: 'increase',
    options: [
      { id: 'A', text: 'increase' },
      { id: 'B', text: 'decrease' },
      { id: 'C', text: 'remain unchanged' },
      { id: 'D', text: 'be controlled' },
    ],
    correct: 'A',
    explanation:
      "A poor harvest means low supply with the same demand, which the speaker says makes prices rise, so the price should 'increase'. A decrease or no change contradicts that rule, and government control is never mentioned.",
  },
  {
    key: 'smw-013',
    task: 'listening.selectMissingWord',
    title: 'Building the Pyramids',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      "The great pyramids of ancient Egypt are among the most famous structures ever built. For a long time, people assumed they were built by enslaved workers. However, archaeologists have discovered the remains of settlements near the pyramids where the builders lived, with bakeries and burial places. The workers' tombs were built close to the pyramids, an honour unlikely to be given to slaves. Many researchers now believe the builders were organised teams of labourers and craftsmen who were fed and housed for their work. So, rather than enslaved people, the pyramids were probably built by paid workers.",
    missing: 'paid workers',
    options: [
      { id: 'A', text: 'foreign soldiers' },
      { id: 'B', text: 'enslaved prisoners' },
      { id: 'C', text: 'paid workers' },
      { id: 'D', text: 'wealthy nobles' },
    ],
    correct: 'C',
    explanation:
      "The evidence of housing, food and honoured tombs supports the conclusion that the builders were 'paid workers'. Enslaved prisoners is the view the speaker argues against, and soldiers or nobles are never mentioned as builders.",
  },
  {
    key: 'smw-014',
    task: 'listening.selectMissingWord',
    title: 'Herd Immunity Explained',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'When a large proportion of a population is vaccinated against an infectious disease, the disease finds it much harder to spread. Each infected person is likely to meet mostly people who are already protected, so chains of transmission are broken. This means that even people who cannot be vaccinated, such as newborn babies or people with certain medical conditions, are less likely to be exposed. This indirect protection is known as herd immunity. However, if the proportion of vaccinated people falls too low, outbreaks can return. In other words, getting vaccinated protects not only yourself but also the people around you.',
    missing: 'the people around you',
    options: [
      { id: 'A', text: 'the disease itself' },
      { id: 'B', text: 'the people around you' },
      { id: 'C', text: 'the vaccine supply' },
      { id: 'D', text: 'your medical records' },
    ],
    correct: 'B',
    explanation:
      "Herd immunity is indirect protection for others, such as babies who cannot be vaccinated, so vaccination also protects 'the people around you'. Protecting the disease makes no sense, and the vaccine supply and medical records are not discussed.",
  },
  {
    key: 'smw-015',
    task: 'listening.selectMissingWord',
    title: 'Losing the Forests',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      "Tropical forests cover a relatively small part of the Earth's land, yet they are home to a large share of its plant and animal species. Every year, large areas are cleared, mainly to create space for cattle ranching and crops, and also for logging and mining. Deforestation destroys habitats, and it also affects the climate, because trees store carbon, which is released when they are burned or decay. Forests also influence rainfall patterns over large regions. Protecting the remaining forests is therefore important not only for wildlife, but also for the climate.",
    missing: 'the climate',
    options: [
      { id: 'A', text: 'cattle ranchers' },
      { id: 'B', text: 'mining companies' },
      { id: 'C', text: 'the logging industry' },
      { id: 'D', text: 'the climate' },
    ],
    correct: 'D',
    explanation:
      "The speaker gives two reasons to protect forests, habitats and carbon storage with rainfall, so after 'wildlife' the second is 'the climate'. Ranching, mining and logging are the causes of clearing, not reasons to protect forests.",
  },
  {
    key: 'smw-016',
    task: 'listening.selectMissingWord',
    title: 'Why Teenagers Sleep Late',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Parents often complain that teenagers stay up late and find it impossible to get out of bed in the morning. It is easy to blame this on laziness or screens, but biology also plays a part. During adolescence, the body clock shifts, and the hormone that makes us feel sleepy is released later in the evening. As a result, many teenagers genuinely do not feel tired until late at night. Some schools have experimented with later start times, and they have reported that students seem more alert. For this reason, some experts argue that school days for teenagers should start later.',
    missing: 'start later',
    options: [
      { id: 'A', text: 'start later' },
      { id: 'B', text: 'start earlier' },
      { id: 'C', text: 'include more homework' },
      { id: 'D', text: 'be much shorter' },
    ],
    correct: 'A',
    explanation:
      "The body clock shifts later and schools that tried later start times saw more alert students, so experts argue school should 'start later'. Starting earlier contradicts the evidence, and homework or shorter days are never discussed.",
  },
  {
    key: 'smw-017',
    task: 'listening.selectMissingWord',
    title: 'Designing Tall Buildings',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Building very tall towers creates challenges that do not exist for smaller buildings. One of the most important is wind. At great heights, winds are stronger, and they can make a tower sway enough for people on the upper floors to feel uncomfortable. Engineers deal with this in several ways. They may give the building a tapered or twisted shape, which breaks up the wind flow, or install huge weights near the top that move in the opposite direction to the sway. The aim is not to make the building completely rigid, but to keep the movement small enough that occupants hardly notice it.',
    missing: 'hardly notice it',
    options: [
      { id: 'A', text: 'enjoy the view' },
      { id: 'B', text: 'feel it constantly' },
      { id: 'C', text: 'hardly notice it' },
      { id: 'D', text: 'move out quickly' },
    ],
    correct: 'C',
    explanation:
      "The problem is that swaying makes people uncomfortable, so the goal is movement so small that occupants 'hardly notice it'. Feeling it constantly or moving out would mean the design had failed, and the view is irrelevant to the sway.",
  },
  {
    key: 'smw-018',
    task: 'listening.selectMissingWord',
    title: "The Prisoner's Dilemma",
    complexity: 'HARD',
    voice: 'male',
    script:
      "The prisoner's dilemma is a classic example in game theory. Two suspects are questioned separately. If both stay silent, they each receive a short sentence. If one confesses and the other stays silent, the one who confesses goes free while the other receives a long sentence. If both confess, both receive a medium sentence. Whatever the other person does, each suspect is individually better off confessing. Yet if both follow this reasoning, they end up worse off than if they had both remained silent. The example is used to study situations ranging from arms races to price competition between firms. Its central lesson is that choices that are rational for each individual can lead to outcomes that are worse for everyone.",
    missing: 'worse for everyone',
    options: [
      { id: 'A', text: 'worse for everyone' },
      { id: 'B', text: 'better for everyone' },
      { id: 'C', text: 'fair to both sides' },
      { id: 'D', text: 'impossible to predict' },
    ],
    correct: 'A',
    explanation:
      "Both suspects confess for individual reasons and end up worse off than if both had stayed silent, so the lesson is that rational choices can be 'worse for everyone'. 'Better for everyone' reverses this, and the outcome is neither described as fair nor unpredictable.",
  },
  {
    key: 'smw-019',
    task: 'listening.selectMissingWord',
    title: 'Ice Cores and Climate',
    complexity: 'HARD',
    voice: 'female',
    script:
      "Glaciers and ice sheets contain a remarkable record of the Earth's past climate. In places such as Antarctica and Greenland, snow has accumulated year after year without melting, gradually compressing into ice. As it does so, small bubbles of air are trapped inside. By drilling deep cores and analysing these bubbles, scientists can measure the concentration of gases such as carbon dioxide in the ancient atmosphere. The chemical composition of the ice itself also provides clues about past temperatures, and layers of dust or volcanic ash can help to date particular periods. Because some cores reach ice that formed many hundreds of thousands of years ago, they allow researchers to reconstruct how the climate has changed over extremely long timescales.",
    missing: 'extremely long timescales',
    options: [
      { id: 'A', text: 'a single winter' },
      { id: 'B', text: 'the last few decades' },
      { id: 'C', text: 'one human lifetime' },
      { id: 'D', text: 'extremely long timescales' },
    ],
    correct: 'D',
    explanation:
      "The sentence begins with ice formed hundreds of thousands of years ago, so the record covers 'extremely long timescales'. A winter, a few decades or a lifetime are far too short to match that reason.",
  },
  {
    key: 'smw-020',
    task: 'listening.selectMissingWord',
    title: 'Bias in Scientific Thinking',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'Confirmation bias is the tendency to notice, interpret and remember information in ways that support what we already believe. Scientists are not immune to it. A researcher who expects a particular result may, without meaning to, pay more attention to data that fit the hypothesis and explain away data that do not. Science has developed several safeguards against this problem. In blind experiments, researchers do not know which participants received which treatment. Predictions can be registered publicly before data are collected, and other teams may try to replicate important findings. These practices do not eliminate bias, but they make it more likely that errors will eventually be detected.',
    missing: 'eventually be detected',
    options: [
      { id: 'A', text: 'never be noticed' },
      { id: 'B', text: 'eventually be detected' },
      { id: 'C', text: 'be deliberately hidden' },
      { id: 'D', text: 'multiply over time' },
    ],
    correct: 'B',
    explanation:
      "The safeguards exist to catch the effects of bias, and replication by other teams finds mistakes, so errors will 'eventually be detected'. The other options describe the opposite of what the safeguards are for.",
  },
  {
    key: 'smw-021',
    task: 'listening.selectMissingWord',
    title: 'Interest Rates and Spending',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Central banks influence the economy mainly by setting a key interest rate, which affects the cost of borrowing throughout the financial system. When inflation is rising too quickly, a central bank may raise this rate. Loans and mortgages then become more expensive, so households and businesses tend to borrow and spend less, and saving becomes more attractive. Lower demand eventually eases the pressure on prices. The process works in reverse when the economy is weak. However, these effects are not immediate. Changes in interest rates can take many months to have their full impact, which means that central banks must make decisions based not only on current conditions but also on forecasts of the future.',
    missing: 'forecasts of the future',
    options: [
      { id: 'A', text: 'records of the past' },
      { id: 'B', text: 'public opinion polls' },
      { id: 'C', text: 'forecasts of the future' },
      { id: 'D', text: 'their own profits' },
    ],
    correct: 'C',
    explanation:
      "Because rate changes take months to work, banks must look ahead, so they rely on 'forecasts of the future'. Records of the past would not solve the delay, and opinion polls and profits are not mentioned as a basis for decisions.",
  },
  {
    key: 'smw-022',
    task: 'listening.selectMissingWord',
    title: 'Convergent Evolution',
    complexity: 'HARD',
    voice: 'male',
    script:
      "Sometimes, unrelated species evolve remarkably similar features. Dolphins, which are mammals, and sharks, which are fish, both have streamlined bodies and fins, even though their last common ancestor looked nothing like either of them. Similarly, the wings of birds, bats and insects evolved independently. This pattern is known as convergent evolution. It occurs because organisms living in similar environments face similar physical challenges, and natural selection tends to favour similar solutions. Moving quickly through water, for example, rewards a smooth, torpedo-like shape regardless of an animal's ancestry. Convergent evolution therefore shows that similar features do not always indicate a close family relationship.",
    missing: 'a close family relationship',
    options: [
      { id: 'A', text: 'a close family relationship' },
      { id: 'B', text: 'a warm climate' },
      { id: 'C', text: 'a large population' },
      { id: 'D', text: 'a recent extinction' },
    ],
    correct: 'A',
    explanation:
      "The examples are unrelated animals with similar features, so similarity does not always mean 'a close family relationship'. Climate, population size and extinction are not discussed as things that features might indicate.",
  },
  {
    key: 'smw-023',
    task: 'listening.selectMissingWord',
    title: 'Limits of Working Memory',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Working memory is the mental system we use to hold and manipulate information for short periods, for example when doing a calculation in our heads. Its capacity is strikingly limited: most people can actively handle only a few pieces of new information at once. Cognitive load theory applies this insight to education. It argues that instruction should avoid overwhelming learners with unnecessary information, such as decorative images or explanations split across separate pages. Complex material can be broken into smaller steps, and worked examples can help beginners before they attempt problems independently. As learners gain expertise, however, they store organised knowledge in long-term memory, so guidance that helps beginners may become unnecessary for experts.',
    missing: 'unnecessary for experts',
    options: [
      { id: 'A', text: 'essential for experts' },
      { id: 'B', text: 'harmful to beginners' },
      { id: 'C', text: 'easier for teachers' },
      { id: 'D', text: 'unnecessary for experts' },
    ],
    correct: 'D',
    explanation:
      "'However' signals a contrast: experts already hold organised knowledge, so the support beginners need becomes 'unnecessary for experts'. 'Essential for experts' misses the contrast, and the guidance was just described as helpful to beginners, not harmful.",
  },
  {
    key: 'smw-024',
    task: 'listening.selectMissingWord',
    title: 'Cities Built for Cars',
    complexity: 'HARD',
    voice: 'male',
    script:
      'During the twentieth century, many cities were redesigned around the private car. Wide roads, large car parks and suburbs separated from shops and workplaces made driving convenient, but they also made it difficult to live without a car. This pattern is often called car dependence. Planners now point out its costs: traffic congestion, air pollution, greenhouse gas emissions and less physical activity. In response, some cities are building denser neighbourhoods where homes, shops and services are close together, improving public transport and creating safe routes for walking and cycling. The goal is not to ban cars entirely, but to make sure that driving becomes one option among many.',
    missing: 'one option among many',
    options: [
      { id: 'A', text: 'the only choice' },
      { id: 'B', text: 'one option among many' },
      { id: 'C', text: 'completely impossible' },
      { id: 'D', text: 'more convenient' },
    ],
    correct: 'B',
    explanation:
      "The sentence contrasts banning cars with giving people real alternatives, so driving should become 'one option among many'. 'The only choice' describes car dependence itself, 'completely impossible' is the ban the speaker rules out, and more convenient driving is not the aim.",
  },
  {
    key: 'smw-025',
    task: 'listening.selectMissingWord',
    title: 'Painting the Moment',
    complexity: 'HARD',
    voice: 'female',
    script:
      'In the second half of the nineteenth century, a group of painters in France began to challenge the conventions of academic art. Rather than carefully finished scenes from history or mythology, they painted everyday subjects such as cafes, gardens and railway stations. Many worked outdoors, trying to capture the changing effects of natural light at a particular moment. Their brushstrokes were loose and visible, and they often placed colours side by side instead of blending them. Critics at first mocked the style as unfinished, and the name Impressionism was originally intended as an insult. Over time, however, the movement became widely admired, and it greatly influenced the development of modern art.',
    missing: 'modern art',
    options: [
      { id: 'A', text: 'ancient sculpture' },
      { id: 'B', text: 'academic conventions' },
      { id: 'C', text: 'modern art' },
      { id: 'D', text: 'railway engineering' },
    ],
    correct: 'C',
    explanation:
      "A movement that broke with tradition and became admired would shape later painting, so it influenced 'modern art'. It could not influence ancient sculpture, it challenged rather than developed academic conventions, and railway stations were only one of its subjects.",
  },
];
