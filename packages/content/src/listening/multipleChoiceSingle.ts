import type { ListeningMultipleChoiceSingleItem } from '../types';

/**
 * Listening: Multiple Choice, Single Answer. A 90-200 word talk (about 30-90 seconds), 4-5 options with ids
 * 'A','B',... and exactly one `correct` id; the distractors are plausible but not supported by the recording.
 */
export const listeningMultipleChoiceSingle: ListeningMultipleChoiceSingleItem[] = [
  {
    key: 'lmcs-001',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Changes at the Market',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Good morning, and thank you for coming to the Saturday farmers market. Just a few quick announcements. From next month, the market will move from the car park to the main square, because the car park is going to be repaired. The market will still open at eight in the morning, but it will now close at two in the afternoon instead of one, so you will have an extra hour to shop. We are also very happy to welcome three new stalls selling cheese, fresh bread and local honey. And finally, please remember to bring your own bags, because we are trying to reduce plastic. Thank you, and enjoy your shopping.',
    question: 'What change to the market does the speaker announce?',
    options: [
      { id: 'A', text: 'It will move to the main square.' },
      { id: 'B', text: 'It will open earlier in the morning.' },
      { id: 'C', text: 'It will stop selling bread.' },
      { id: 'D', text: 'It will take place on Sundays instead of Saturdays.' },
    ],
    correct: 'A',
    explanation:
      'The speaker says the market will move from the car park to the main square. It will still open at eight but close later (B), the day is not changed (D), and a new bread stall is joining rather than bread being stopped (C).',
  },
  {
    key: 'lmcs-002',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Onshore and Offshore Wind',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    voice: 'female',
    script:
      'Wind power can be generated on land or at sea, and each option has its own strengths. Onshore wind farms are generally cheaper to build and easier to maintain, since engineers can simply drive to the turbines. However, they can face local opposition, with some residents objecting to their appearance or noise, and suitable sites near where people live can be limited. Offshore wind farms avoid many of these conflicts, and winds at sea tend to be stronger and more consistent, which means each turbine can produce more electricity. The challenge is cost. Building foundations in deep water, laying cables to the shore and repairing turbines in rough seas are all expensive. Even so, as turbines have grown larger and construction techniques have improved, the cost of offshore wind has fallen considerably, and many countries with long coastlines now see it as a central part of their energy plans.',
    question: 'According to the speaker, what is an important advantage of offshore wind farms?',
    options: [
      { id: 'A', text: 'They are cheaper to build than onshore wind farms.' },
      { id: 'B', text: 'They do not need cables to connect them to the shore.' },
      { id: 'C', text: 'The wind at sea is stronger and more consistent.' },
      { id: 'D', text: 'They can be built close to where people live.' },
      { id: 'E', text: 'They are easier for engineers to reach and repair.' },
    ],
    correct: 'C',
    explanation:
      'Stronger, more consistent winds at sea let each turbine produce more electricity. A and E describe onshore wind farms, B contradicts the mention of laying cables to the shore, and D refers to the limited onshore sites near homes.',
  },
  {
    key: 'lmcs-003',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Circadian Rhythms',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Almost every organism studied, from bacteria to humans, exhibits circadian rhythms: cycles in physiology and behaviour with a period of roughly twenty-four hours. A crucial finding is that these rhythms are generated internally. When volunteers live for weeks in environments without any time cues, such as daylight or clocks, they continue to sleep and wake in a regular cycle, although its length drifts slightly away from exactly one day. Under normal conditions, the internal clock is reset daily by external signals, of which light is by far the most powerful. In mammals, a small region of the brain receives information about light directly from the eyes and coordinates clocks found in tissues throughout the body. Problems arise when internal time and external time conflict, as in jet lag or shift work. Long-term disruption has been associated in many studies with metabolic and heart problems, although researchers are still separating cause from correlation, since shift workers may differ from others in many respects.',
    question: 'What evidence shows that circadian rhythms are generated internally?',
    options: [
      { id: 'A', text: 'Light is the most powerful signal for resetting the body clock.' },
      { id: 'B', text: 'Jet lag disappears after a few days in a new time zone.' },
      { id: 'C', text: 'Bacteria show daily cycles similar to those of humans.' },
      { id: 'D', text: 'People without time cues still keep a regular cycle of sleeping and waking.' },
      { id: 'E', text: 'Shift workers have more metabolic problems than other people.' },
    ],
    correct: 'D',
    explanation:
      'The "crucial finding" is supported by volunteers who keep a regular cycle without daylight or clocks. Light (A) resets the clock but does not show it is internal, jet lag recovery (B) is not described, E is only a possible correlation, and C shows rhythms are widespread, not internal.',
  },
  {
    key: 'lmcs-004',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Choosing Student Housing',
    complexity: 'EASY',
    voice: 'female',
    script:
      'If you are looking for somewhere to live next year, my main piece of advice is this: do not rush. Every year, some students sign a contract in the first few weeks of the autumn term because they are worried that all the good houses will be gone. In fact, there is usually plenty of accommodation available until the spring. Signing too early also means you have to decide who to live with before you really know your new friends well. Take your time, visit several properties, and always read the contract carefully before signing. If anything is unclear, the student advice centre will check it for you free of charge.',
    question: "What is the speaker's main advice?",
    options: [
      { id: 'A', text: 'Always live with people from your own course.' },
      { id: 'B', text: 'Do not hurry to find accommodation.' },
      { id: 'C', text: 'Ask the landlord to explain the contract.' },
      { id: 'D', text: 'Sign a contract as early as possible.' },
    ],
    correct: 'B',
    explanation:
      'The speaker says her main advice is "do not rush". Signing early (D) is what she warns against, housemates from your course (A) are not mentioned, and unclear contracts should be checked by the student advice centre, not the landlord (C).',
  },
  {
    key: 'lmcs-005',
    task: 'listening.multipleChoiceSingleAnswer',
    title: "The Bicycle's Social Impact",
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'The bicycle is such a familiar object that it is easy to forget how revolutionary it once was. Early designs in the nineteenth century were heavy, uncomfortable or even dangerous, like the famous high wheeled bicycles that could throw riders over the handlebars. The real turning point came in the eighteen eighties with the so-called safety bicycle, which had two wheels of equal size and a chain driving the rear wheel. Combined with air-filled tyres, this made cycling comfortable and practical for ordinary people. The social effects were remarkable. For the first time, working people could travel independently beyond walking distance at low cost, which widened their choice of where to work and live. The bicycle also played a notable part in the changing lives of women, encouraging more practical clothing and offering a new degree of personal freedom. Even the demand for smooth roads, which later benefited motorists, was partly driven by cycling organisations.',
    question: 'According to the speaker, why was the safety bicycle important?',
    options: [
      { id: 'A', text: 'It was faster than the high wheeled bicycle.' },
      { id: 'B', text: 'It led directly to the invention of the car.' },
      { id: 'C', text: 'It was the first bicycle with pedals.' },
      { id: 'D', text: 'It was designed especially for women.' },
      { id: 'E', text: 'It made cycling comfortable and practical for ordinary people.' },
    ],
    correct: 'E',
    explanation:
      'With equal wheels, a chain and air-filled tyres, the safety bicycle made cycling comfortable and practical for ordinary people. Pedals and speed (C, A) are not discussed, women benefited but it was not designed for them (D), and cyclists only helped create smooth roads that later benefited motorists (B).',
  },
  {
    key: 'lmcs-006',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'The Minimum Wage Debate',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'female',
    script:
      'Few questions in economics have generated as much debate as the effect of minimum wages on employment. The standard textbook model predicts a clear result: if the government sets a wage floor above the market wage, employers will demand less labour, and some low skilled workers will lose their jobs. For decades, this prediction was widely accepted. However, a number of studies comparing neighbouring regions that raised their minimum wages with regions that did not found little or no reduction in employment. One explanation is that many labour markets are not perfectly competitive. Where workers have few alternative employers, firms can pay wages below the value of what workers produce, and a moderate minimum wage may then raise pay without reducing jobs. Critics respond that these findings may not apply to very large increases, and that effects may appear in reduced hours or slower hiring rather than outright job losses. The emerging consensus, to the extent there is one, is that the effects depend heavily on the level of the minimum relative to local wages.',
    question: 'What conclusion about minimum wages does the speaker present?',
    options: [
      { id: 'A', text: 'They should be abolished because labour markets are fully competitive.' },
      { id: 'B', text: 'They always reduce employment among low skilled workers.' },
      { id: 'C', text: 'Their effects depend largely on how high they are compared with local wages.' },
      { id: 'D', text: 'They never affect jobs or working hours.' },
      { id: 'E', text: 'They only work in regions that border each other.' },
    ],
    correct: 'C',
    explanation:
      'The talk ends with the emerging consensus that effects depend on the level of the minimum relative to local wages. B is the textbook prediction that studies questioned, D ignores the critics\' point about hours and hiring, A contradicts the point about imperfect competition, and neighbouring regions (E) were only the method of comparison.',
  },
  {
    key: 'lmcs-007',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Is Breakfast Important?',
    complexity: 'EASY',
    voice: 'male',
    script:
      'You have probably heard that breakfast is the most important meal of the day. But is it really true? The honest answer is that it depends on the person. Some people feel hungry and tired if they skip breakfast, and they find it hard to concentrate in the morning. For them, a good breakfast clearly helps. Other people are simply not hungry early in the day and feel perfectly fine until lunch. What matters most is not the exact time you eat, but the quality of your food across the whole day. If you do eat breakfast, choose something with some protein and fibre, like eggs, yoghurt or porridge, rather than sugary cereals, which can leave you hungry again quickly.',
    question: "What is the speaker's view of breakfast?",
    options: [
      { id: 'A', text: 'Whether breakfast helps depends on the person.' },
      { id: 'B', text: 'Everyone must eat breakfast to stay healthy.' },
      { id: 'C', text: 'Skipping breakfast always leads to weight gain.' },
      { id: 'D', text: 'Sugary cereals are a good choice for busy people.' },
    ],
    correct: 'A',
    explanation:
      'The speaker says directly that "it depends on the person". B repeats the popular saying he questions, weight gain (C) is not mentioned, and he advises against sugary cereals (D).',
  },
  {
    key: 'lmcs-008',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Living Near Volcanoes',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'It might seem strange that millions of people choose to live on the slopes of active volcanoes. Yet there are good reasons for it. The most important is the soil. Volcanic ash and weathered lava are rich in minerals that plants need, so over time they can form some of the most fertile farmland in the world. Farmers near volcanoes in places such as Indonesia and Italy have grown rice, grapes and other crops on these soils for centuries. Volcanic areas can also provide geothermal energy and attract tourists. Of course, the risks are real. But eruptions may be separated by many decades or even centuries, so for most generations the benefits are experienced every day, while the danger can seem distant. Today, better monitoring of volcanoes allows authorities to warn people and organise evacuations, which has reduced the loss of life in many eruptions.',
    question: 'According to the speaker, what is the most important reason people live near volcanoes?',
    options: [
      { id: 'A', text: 'Eruptions are easy to predict.' },
      { id: 'B', text: 'Tourism provides many jobs.' },
      { id: 'C', text: 'Geothermal energy is cheap.' },
      { id: 'D', text: 'Volcanic soils are very fertile.' },
      { id: 'E', text: 'Land near volcanoes is inexpensive.' },
    ],
    correct: 'D',
    explanation:
      'The speaker says "the most important is the soil", which is rich in minerals. Geothermal energy and tourism (C, B) are only additional benefits, monitoring allows warnings but eruptions are not called easy to predict (A), and land prices (E) are not mentioned.',
  },
  {
    key: 'lmcs-009',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Invasive Species',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Not every species introduced to a new region becomes a problem. In fact, the majority of introduced organisms fail to establish themselves, and many of those that do have only modest effects. A small proportion, however, become invasive, spreading rapidly and causing substantial ecological or economic damage. Ecologists have tried to identify what makes these species so successful. One influential explanation is the enemy release hypothesis: in their new range, invaders often leave behind the predators, parasites and diseases that kept their populations in check at home. Characteristics such as rapid reproduction and a broad diet also help. Yet the properties of the invaded ecosystem matter just as much. Islands and habitats already disturbed by human activity appear particularly vulnerable. Because eradication is rarely possible once a species is widespread, most specialists emphasise prevention, such as inspecting cargo and ballast water, combined with early detection and rapid response while populations are still small.',
    question: 'Which approach to invasive species do most specialists favour, according to the speaker?',
    options: [
      { id: 'A', text: 'Protecting islands by banning all visitors' },
      { id: 'B', text: 'Preventing introductions and responding early to new populations' },
      { id: 'C', text: 'Eradicating species once they have become widespread' },
      { id: 'D', text: "Introducing predators from the species' home range" },
      { id: 'E', text: 'Waiting to see whether a new species becomes harmful' },
    ],
    correct: 'B',
    explanation:
      'Specialists emphasise prevention, early detection and rapid response. Eradication of widespread species is "rarely possible" (C), waiting (E) contradicts rapid response, predators from home (D) relate to the enemy release idea but are not proposed, and banning visitors (A) is not mentioned.',
  },
  {
    key: 'lmcs-010',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'New Transport App',
    complexity: 'EASY',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Hello and welcome to this short guide to the new city transport app. The app shows live times for every bus and tram, so you can see exactly when the next one will arrive instead of waiting at the stop. You can also buy tickets on your phone. A single ticket bought in the app costs a little less than one bought from the driver, and a day ticket lets you travel as many times as you like until midnight. If your bus is cancelled or badly delayed, the app will send you a message with other ways to reach your destination. To get started, download the app and create an account with your email address.',
    question: 'What is one advantage of buying tickets in the app?',
    options: [
      { id: 'A', text: 'Tickets cost slightly less than from the driver.' },
      { id: 'B', text: 'Tickets are valid for a whole week.' },
      { id: 'C', text: 'Tickets can be shared with friends.' },
      { id: 'D', text: 'Tickets include free travel on trains.' },
    ],
    correct: 'A',
    explanation:
      'A single ticket in the app "costs a little less than one bought from the driver". The day ticket lasts until midnight, not a week (B), and trains and sharing tickets (D, C) are not mentioned.',
  },
  {
    key: 'lmcs-011',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'The Songs of Whales',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Humpback whales are famous for their songs, long and complex sequences of sounds that can last many minutes and be repeated for hours. Interestingly, it is mainly the males that sing, and they do so most often in the breeding season. This has led many researchers to believe that the songs play a role in mating, either by attracting females or by communicating with other males. What makes humpback songs especially fascinating is that they change over time. Within a population, all the males tend to sing a similar version of the song, but this version gradually evolves from year to year. In some cases, researchers have observed a completely new song spreading from one population to another across an ocean, replacing the old one within a couple of years. Some scientists describe this as a form of cultural transmission, since the change is learned rather than inherited.',
    question: 'What does the speaker find especially fascinating about humpback whale songs?',
    options: [
      { id: 'A', text: 'They help whales find food in deep water.' },
      { id: 'B', text: 'They stay the same from one year to the next.' },
      { id: 'C', text: 'They are sung mainly by females.' },
      { id: 'D', text: 'They change over time and can spread between populations.' },
    ],
    correct: 'D',
    explanation:
      'The speaker says songs are "especially fascinating" because they change and can spread across an ocean. Males, not females, mainly sing (C), B is the opposite of gradual change, and finding food (A) is not mentioned; the suggested purpose is mating.',
  },
  {
    key: 'lmcs-012',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Confirmation Bias in Research',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Confirmation bias is the tendency to search for, interpret and remember information in ways that support what we already believe. It is sometimes assumed that scientists, through training, are immune to it. They are not. A researcher convinced of a hypothesis may unconsciously examine disappointing results more closely than welcome ones, searching for errors only when the data disagree. Analytical choices, such as which observations to exclude or which statistical test to apply, can be made in ways that nudge findings towards the expected conclusion, often without any intention to deceive. The strength of science lies not in the objectivity of individual researchers but in institutional safeguards. Registering hypotheses and analysis plans before collecting data limits flexible decisions made afterwards. Blinding prevents researchers from knowing which group received which treatment. Independent replication and open sharing of data allow others to test whether a result holds. These practices accept that bias is a normal feature of human thinking and are designed to counteract it.',
    question: 'What is the main point of the talk?',
    options: [
      { id: 'A', text: "Institutional practices are needed to counteract researchers' bias." },
      { id: 'B', text: 'Most biased research results from deliberate dishonesty.' },
      { id: 'C', text: 'Choosing the right statistical test removes bias completely.' },
      { id: 'D', text: 'Replication is less useful than registering hypotheses in advance.' },
      { id: 'E', text: 'Well trained scientists are not affected by confirmation bias.' },
    ],
    correct: 'A',
    explanation:
      'The talk argues that the strength of science lies in institutional safeguards that counteract normal human bias. E is the assumption the speaker rejects, B contradicts "without any intention to deceive", statistical choices are a source of bias rather than a cure (C), and the safeguards are not ranked (D).',
  },
  {
    key: 'lmcs-013',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Drinking Enough Water',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Many people wonder how much water they should drink each day. You may have heard that everyone needs exactly eight glasses, but in reality the amount varies from person to person. It depends on your size, how active you are and how hot the weather is. It is also worth remembering that a lot of our water comes from food, such as fruit, vegetables and soup, as well as from other drinks like tea and milk. For most healthy adults, a simple guide is to drink when you feel thirsty and to check the colour of your urine. If it is pale yellow, you are probably drinking enough. On hot days or when you exercise, you will need more.',
    question: 'According to the speaker, how much water should people drink?',
    options: [
      { id: 'A', text: 'Exactly eight glasses a day, whoever they are' },
      { id: 'B', text: 'As much as possible, even when they are not thirsty' },
      { id: 'C', text: 'An amount that depends on their size, activity and the weather' },
      { id: 'D', text: 'Only water, because tea and milk do not count' },
    ],
    correct: 'C',
    explanation:
      'The speaker says the amount varies with size, activity and heat. A is the popular belief he corrects, B contradicts the advice to drink when thirsty, and D contradicts the point that tea, milk and food also provide water.',
  },
  {
    key: 'lmcs-014',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Textile Mills',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      "The Industrial Revolution in Britain is often associated with steam engines, but its early stages were driven above all by changes in the textile industry. In the early eighteenth century, spinning and weaving were mostly done by hand in people's homes, with merchants supplying raw materials and collecting the finished cloth. A series of inventions, beginning with machines that allowed one worker to spin many threads at once, dramatically increased productivity. These machines were large and required a power source, at first water wheels, so production moved into purpose-built mills located beside fast-flowing rivers. Only later did steam engines allow factories to be built in towns, close to workers and markets. The factory system brought strict working hours, discipline and, notoriously, the employment of children in difficult conditions. It also laid the foundations for the rapid growth of industrial cities.",
    question: 'According to the speaker, why did textile production move into mills?',
    options: [
      { id: 'A', text: 'Workers wanted better conditions than they had at home.' },
      { id: 'B', text: 'The new machines were large and needed a power source.' },
      { id: 'C', text: 'Steam engines had made working at home illegal.' },
      { id: 'D', text: 'Land beside rivers was cheaper than land in towns.' },
      { id: 'E', text: 'Merchants stopped supplying raw materials to homes.' },
    ],
    correct: 'B',
    explanation:
      'Production moved because the machines were large and needed water power, hence mills beside rivers. Conditions in factories were harsh rather than better (A), merchants and land prices (E, D) are not given as reasons, and steam engines came later and did not ban home work (C).',
  },
  {
    key: 'lmcs-015',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Comparative Advantage',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'The principle of comparative advantage is among the most counterintuitive ideas in economics, and also among the most important. Suppose one country can produce both cloth and wine more efficiently than another. Intuition suggests that the more productive country has nothing to gain from trade. The principle shows otherwise. What matters is not absolute productivity but opportunity cost: how much of one good must be given up to produce another. If each country specialises in the good it produces at relatively lower opportunity cost and trades for the other, total output rises and both can, in principle, consume more than before. The argument has been enormously influential in supporting trade liberalisation. Yet it rests on assumptions that deserve scrutiny. The theory says that gains to a country as a whole exceed losses, not that everyone benefits. Workers in industries that shrink may face long periods of unemployment, particularly if their skills do not transfer easily, which is why many economists argue that freer trade should be accompanied by policies to support those who lose out.',
    question: "Which statement best reflects the speaker's view?",
    options: [
      { id: 'A', text: 'Comparative advantage has had little influence on trade policy.' },
      { id: 'B', text: 'Trade benefits only the more productive country.' },
      { id: 'C', text: 'Comparative advantage depends on absolute productivity.' },
      { id: 'D', text: 'Freer trade benefits every worker equally.' },
      { id: 'E', text: 'Trade can raise total output, but some workers may lose and need support.' },
    ],
    correct: 'E',
    explanation:
      'The speaker accepts that specialisation raises total output but stresses that some workers lose and should be supported. B is the intuition the principle overturns, C confuses absolute productivity with opportunity cost, D contradicts "not that everyone benefits", and A contradicts "enormously influential".',
  },
  {
    key: 'lmcs-016',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Taking Better Photos',
    complexity: 'EASY',
    voice: 'female',
    script:
      'You do not need an expensive camera to take good photographs. Most phones today have excellent cameras, and the difference between an ordinary picture and a great one is usually not the equipment but the way you use it. My number one tip is to pay attention to light. Try taking photos early in the morning or in the late afternoon, when the light is soft and warm. The middle of the day, when the sun is high, often creates hard shadows. Also, think about where you stand. Move closer to your subject, or try a lower or higher angle, instead of always taking the picture from eye level.',
    question: "What is the speaker's most important tip?",
    options: [
      { id: 'A', text: 'Pay attention to the light.' },
      { id: 'B', text: 'Always take photos from eye level.' },
      { id: 'C', text: 'Buy an expensive camera.' },
      { id: 'D', text: 'Take photos in the middle of the day.' },
    ],
    correct: 'A',
    explanation:
      'Her "number one tip" is to pay attention to light. She says an expensive camera is not needed (C), suggests trying angles other than eye level (B), and warns that midday light creates hard shadows (D).',
  },
  {
    key: 'lmcs-017',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Surviving in the Desert',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Desert plants face two major challenges: very little rainfall and intense heat. Over time, they have developed a range of strategies to cope. Cacti, for example, store water in thick, fleshy stems, and their spines are actually modified leaves. Because spines have a very small surface area, the plant loses less water than it would through broad leaves, and the spines also provide some protection from animals. Many desert plants open the tiny pores on their surfaces only at night, when it is cooler, so that less water evaporates while they take in carbon dioxide. Other species take a completely different approach. Instead of surviving the dry season as adult plants, they spend it as seeds, which can remain dormant in the soil for years. When rain finally falls, they germinate, flower and produce new seeds in just a few weeks.',
    question: 'Why do many desert plants open their pores only at night?',
    options: [
      { id: 'A', text: 'To protect themselves from animals' },
      { id: 'B', text: 'To store water in their stems' },
      { id: 'C', text: 'To attract insects that fly at night' },
      { id: 'D', text: 'To lose less water while taking in carbon dioxide' },
      { id: 'E', text: 'To release their seeds into the cooler air' },
    ],
    correct: 'D',
    explanation:
      'Opening pores in the cooler night means less water evaporates while the plant takes in carbon dioxide. Protection from animals (A) is a function of spines, storing water (B) is done by stems, and insects and seed release (C, E) are not linked to the pores.',
  },
  {
    key: 'lmcs-018',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'How Peer Review Works',
    complexity: 'HARD',
    voice: 'female',
    script:
      "Peer review is the process by which academic journals evaluate research before publication. Typically, an editor sends a submitted manuscript to two or three experts in the field, who assess whether the methods are sound, the conclusions justified and the contribution significant. Their reports may lead to rejection, acceptance or, most commonly, requests for revision. Peer review is often described as the gold standard of scientific quality control, but this description can be misleading. Reviewers are usually unpaid, work under time pressure, and rarely have access to the raw data, so they cannot realistically detect every error, let alone deliberate fraud. Studies of the process have found that reviewers frequently disagree about the same manuscript. Various reforms have been proposed, including publishing reviewers' reports alongside articles, sharing data and code, and allowing commentary after publication. Perhaps the most realistic view is that peer review is a useful filter that improves many papers, but that a published article should be regarded as a contribution to an ongoing discussion rather than as the final word.",
    question: "Which statement best summarises the speaker's view of peer review?",
    options: [
      { id: 'A', text: 'It reliably detects errors and fraud in research.' },
      { id: 'B', text: 'It works well only when reviewers are paid.' },
      { id: 'C', text: 'It is a useful filter but does not guarantee that findings are correct.' },
      { id: 'D', text: 'It is rarely used by modern academic journals.' },
      { id: 'E', text: 'It should be abolished because reviewers often disagree.' },
    ],
    correct: 'C',
    explanation:
      'The speaker calls peer review "a useful filter" while warning that a published article is not the final word. A contradicts the point that reviewers cannot detect every error, the speaker proposes reforms rather than abolition (E), payment (B) is only mentioned as a constraint, and D is not suggested.',
  },
  {
    key: 'lmcs-019',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Free Museum Entry',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Last year our city museum stopped charging for entry, and I have been asked how it has worked out. The biggest change is in the kind of visitors we see. Before, most of our visitors were tourists. Now many more local families come in, often just for an hour on a rainy afternoon, and then they come back again a few weeks later. Of course, we lost the money from tickets, so we have had to find other ways to pay our costs. Our cafe and gift shop are busier than ever, and we now ask visitors for a small donation if they enjoyed their visit. Many people are happy to give.',
    question: 'What has been the biggest change since the museum became free?',
    options: [
      { id: 'A', text: 'The museum has closed its gift shop.' },
      { id: 'B', text: 'More local families visit, often more than once.' },
      { id: 'C', text: 'Tourists have stopped visiting the museum.' },
      { id: 'D', text: 'Visitors must now pay for special exhibitions.' },
    ],
    correct: 'B',
    explanation:
      'The speaker says the biggest change is in the kind of visitors, with many more local families who return. Tourists are not said to have stopped (C), the gift shop is busier than ever (A), and visitors are asked for donations, not charged for exhibitions (D).',
  },
  {
    key: 'lmcs-020',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Online Versus Classroom Learning',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    voice: 'female',
    script:
      'Online courses have grown enormously, and many people ask whether they are as effective as traditional classroom teaching. Research comparing the two has produced mixed results, but one pattern appears fairly consistently. Well designed online courses can produce learning outcomes similar to face to face teaching for motivated, organised students. However, students who struggle with self discipline, or who have weaker study skills, often find online learning harder and are more likely to drop out. This is partly because the structure of a classroom, with fixed times and a teacher who notices when someone is falling behind, provides support that online learners must create for themselves. For this reason, many universities now combine online materials with regular live sessions, deadlines and personal contact with tutors.',
    question: 'According to the speaker, which students are most likely to struggle with online learning?',
    options: [
      { id: 'A', text: 'Students of technical subjects' },
      { id: 'B', text: 'Students who are highly motivated' },
      { id: 'C', text: 'Students who prefer flexible timetables' },
      { id: 'D', text: 'Students who attend regular live sessions' },
      { id: 'E', text: 'Students with weaker self discipline and study skills' },
    ],
    correct: 'E',
    explanation:
      'The speaker says students who struggle with self discipline or have weaker study skills find online learning harder. Motivated students do about as well online (B), live sessions are part of the solution (D), and timetables and technical subjects (C, A) are not mentioned.',
  },
  {
    key: 'lmcs-021',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'The Limits of Carbon Capture',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Carbon capture and storage refers to a set of technologies that capture carbon dioxide, either from industrial sources such as cement plants or directly from the air, and then store it permanently, typically deep underground in porous rock. Many climate scenarios assume that such technologies will play a significant role in reaching net zero emissions, particularly for sectors where alternatives are limited. Cement production, for instance, releases carbon dioxide through chemical reactions, not only through burning fuel, so switching to clean electricity cannot eliminate those emissions. However, the technology has so far been deployed on a small scale relative to these expectations, and several projects have underperformed or been cancelled because of high costs. Capturing carbon directly from the air is especially energy intensive, because the gas is so dilute. Critics worry that relying on future capture may encourage delays in cutting emissions now. The most defensible position, I would suggest, is to treat carbon capture as a complement for sectors that are hard to clean up, rather than as a substitute for reducing emissions.',
    question: "What is the speaker's position on carbon capture and storage?",
    options: [
      { id: 'A', text: 'It should be abandoned because of its high costs.' },
      { id: 'B', text: 'It already operates on the scale that climate scenarios assume.' },
      { id: 'C', text: 'It is most useful for hard to clean sectors, alongside cuts in emissions.' },
      { id: 'D', text: 'It makes reducing emissions unnecessary.' },
      { id: 'E', text: 'Capturing carbon from the air is cheaper than capturing it from factories.' },
    ],
    correct: 'C',
    explanation:
      'The speaker suggests treating carbon capture as a complement for hard to clean sectors, not a substitute for cutting emissions. D is the opposite of that, A goes further than the speaker, B contradicts the small scale of deployment, and E contradicts the point that air capture is especially energy intensive.',
  },
  {
    key: 'lmcs-022',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Group Project Tips',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many of your courses this year include group projects, and I know some of you are worried about them. The most common problem is that work is not shared fairly, so one or two people end up doing everything. The best way to avoid this is to agree on clear tasks at your very first meeting. Write down who is doing what and when it is due, and share the list with everyone in the group. It also helps to choose one person to organise meetings and keep track of deadlines. If a problem continues, talk to each other early rather than waiting until the week before the deadline.',
    question: 'According to the speaker, what is the best way to make sure work is shared fairly?',
    options: [
      { id: 'A', text: 'Ask the lecturer to choose the groups.' },
      { id: 'B', text: 'Let the strongest student do most of the work.' },
      { id: 'C', text: 'Wait until the deadline to discuss problems.' },
      { id: 'D', text: 'Agree on clear tasks at the first meeting.' },
    ],
    correct: 'D',
    explanation:
      'The speaker calls agreeing on clear tasks at the first meeting "the best way". B describes the problem itself, choosing groups (A) is not mentioned, and C contradicts the advice to talk early.',
  },
  {
    key: 'lmcs-023',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'How Tea Spread',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Tea has been drunk in China for well over a thousand years, and for most of that time it was little known in Europe. It began to arrive in quantity in the seventeenth century, carried by Dutch and later British trading companies. At first it was an expensive luxury, enjoyed mainly by the wealthy, and heavy import taxes kept prices high. This encouraged widespread smuggling. When taxes were sharply reduced in the late eighteenth century, tea became affordable for ordinary people and soon became part of daily life in Britain. Demand was so great that it created a serious trade imbalance, since China wanted few British goods in return. This led to tensions and, eventually, to efforts to grow tea elsewhere. In the nineteenth century, large plantations were established in India and later in Sri Lanka, transforming both the landscapes and the labour systems of those regions.',
    question: 'According to the speaker, what made tea affordable for ordinary people in Britain?',
    options: [
      { id: 'A', text: 'A sharp reduction in import taxes' },
      { id: 'B', text: 'A trade agreement with the Dutch' },
      { id: 'C', text: 'A fall in demand among the wealthy' },
      { id: 'D', text: 'Widespread smuggling from China' },
      { id: 'E', text: 'The establishment of plantations in India' },
    ],
    correct: 'A',
    explanation:
      'Tea became affordable "when taxes were sharply reduced". Plantations in India (E) came later, smuggling (D) was a response to high taxes, and a Dutch agreement or falling demand (B, C) are not mentioned.',
  },
  {
    key: 'lmcs-024',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Reconstructing Memories',
    complexity: 'HARD',
    voice: 'female',
    script:
      "We often imagine memory as a kind of recording that we replay when we remember. Decades of research suggest a different picture. Remembering is a reconstructive process: each time we recall an event, we rebuild it from fragments, filling gaps with general knowledge, expectations and information encountered afterwards. In classic experiments, participants who watched a film of a traffic accident and were later asked questions using different wording gave different estimates of the cars' speed, and some even reported details that had not been present. Other studies have shown that people can be led to recall entire events that never happened, particularly when suggestions come from trusted sources. These findings have important implications for the legal system, where eyewitness testimony was traditionally given great weight. Confidence, it turns out, is not a reliable guide to accuracy, especially when it has grown after repeated questioning. Many researchers now recommend that interviews avoid leading questions and that an eyewitness's first account be carefully recorded before it can be influenced.",
    question: 'What implication for the legal system does the speaker describe?',
    options: [
      { id: 'A', text: 'Films of accidents should replace eyewitness testimony.' },
      { id: 'B', text: 'Interviews should avoid leading questions and record first accounts.' },
      { id: 'C', text: 'Confident eyewitnesses are almost always accurate.' },
      { id: 'D', text: 'Repeated questioning makes memories more accurate.' },
      { id: 'E', text: 'Eyewitness testimony should never be used in court.' },
    ],
    correct: 'B',
    explanation:
      'Researchers recommend avoiding leading questions and recording the first account. C contradicts "confidence is not a reliable guide", the speaker does not call for a ban (E), films were only used in experiments (A), and repeated questioning inflates confidence rather than accuracy (D).',
  },
  {
    key: 'lmcs-025',
    task: 'listening.multipleChoiceSingleAnswer',
    title: 'Noise in the City',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Living in a city means living with noise, from traffic and building work to music and sirens. Most people get used to it, but that does not mean it has no effect. Constant noise, especially at night, can disturb sleep even when people do not fully wake up, and poor sleep can make us tired and stressed. Some cities are now taking action. They are using quieter road surfaces, lowering speed limits in residential streets, and planting trees, which can make an area feel calmer. At home, simple steps like sleeping in a room on the quieter side of the building, or using earplugs, can also help.',
    question: 'What effect of city noise does the speaker focus on?',
    options: [
      { id: 'A', text: 'It can disturb sleep and leave people tired and stressed.' },
      { id: 'B', text: 'It stops trees from growing.' },
      { id: 'C', text: 'It damages buildings over time.' },
      { id: 'D', text: 'It makes drivers go faster.' },
    ],
    correct: 'A',
    explanation:
      'The speaker explains that night noise disturbs sleep, which makes people tired and stressed. Damage to buildings (C) is not mentioned, and speed limits and trees (D, B) are solutions, not effects.',
  },
];
