import type { ListeningMultipleChoiceMultipleItem } from '../types';

/**
 * Listening: Multiple Choice, Multiple Answers. A 90-200 word talk (about 30-90 seconds), 5-7 options with ids
 * 'A','B',... and 2-3 correct ids in `correct`, sorted. The wrong options are mentioned but not claimed, the opposite
 * of what is said, or not said at all.
 */
export const listeningMultipleChoiceMultiple: ListeningMultipleChoiceMultipleItem[] = [
  {
    key: 'lmcm-001',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Cafe Cutting Plastic',
    complexity: 'EASY',
    voice: 'female',
    script:
      'When I opened my cafe five years ago, we used plastic cups, plastic straws and plastic lids for everything. Last year we decided to change that. First, we stopped giving out straws unless a customer asks for one. Almost nobody does. Then we started offering a small discount to anyone who brings their own cup. At the beginning only a few regulars did it, but now it is quite common, especially among students. We also thought about switching to paper cups, but we found that many of them have a plastic lining, so they are not as green as they look. Instead, we bought proper mugs and glasses for people who sit in. It has meant more washing up, and we had to hire someone for a few extra hours a week, but our customers really like it and our rubbish bins are much emptier.',
    question: 'What changes did the cafe owner make?',
    options: [
      { id: 'A', text: 'Straws are only given to customers who ask for them.' },
      { id: 'B', text: 'The cafe stopped selling takeaway drinks.' },
      { id: 'C', text: 'Customers who sit in are served in mugs and glasses.' },
      { id: 'D', text: 'Students are required to bring their own cups.' },
      { id: 'E', text: 'All plastic cups were replaced with paper cups.' },
      { id: 'F', text: 'Customers who bring their own cup get a discount.' },
    ],
    correct: ['A', 'C', 'F'],
    explanation:
      'The owner describes three changes: straws only on request, a discount for bringing your own cup, and mugs and glasses for people who sit in. Paper cups were considered but rejected because of their plastic lining (E), students simply often bring cups rather than being required to (D), and takeaway drinks are never said to have stopped (B).',
  },
  {
    key: 'lmcm-002',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Coastal Cities and Rising Seas',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Coastal cities face a growing challenge as sea levels rise. Higher seas do not simply mean that the water creeps slowly up the beach. The more immediate danger is that storm surges, which are temporary rises in sea level caused by strong winds and low air pressure, can now reach further inland and cause more frequent flooding. In some places the problem is made worse because the land itself is sinking, often as a result of pumping groundwater from beneath the city. Cities are responding in different ways. Some are building sea walls and flood barriers. Others are restoring natural defences such as salt marshes and mangrove forests, which absorb wave energy and can grow upwards as sediment builds up. A few have begun the difficult conversation about moving homes and infrastructure away from the most exposed areas altogether, although this remains politically very sensitive.',
    question: 'According to the speaker, which of the following increase the risk of flooding in coastal cities?',
    options: [
      { id: 'A', text: 'The construction of sea walls and flood barriers' },
      { id: 'B', text: 'Moving homes away from exposed areas' },
      { id: 'C', text: 'Land sinking because groundwater is pumped out' },
      { id: 'D', text: 'Salt marshes growing upwards as sediment builds up' },
      { id: 'E', text: 'Storm surges reaching further inland' },
      { id: 'F', text: 'Heavier rainfall in the rivers that flow through cities' },
    ],
    correct: ['C', 'E'],
    explanation:
      'The speaker names storm surges that reach further inland and land sinking because of groundwater pumping as the dangers. Sea walls, growing salt marshes and moving homes (A, D, B) are mentioned as responses, not causes, and river rainfall (F) is never discussed.',
  },
  {
    key: 'lmcm-003',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Neuroplasticity in Adults',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      "For much of the twentieth century, the prevailing view in neuroscience was that the adult brain was essentially fixed: after a critical period in childhood, its structure was thought to change little, apart from gradual decline. That view has been substantially revised. Studies using brain imaging have shown that intensive practice of a skill, such as learning to juggle or memorising the layout of a complex city, can be associated with measurable changes in the relevant brain regions in adults. After injuries such as strokes, undamaged areas can sometimes take over functions that were previously handled elsewhere, which is the basis of much modern rehabilitation. There is also evidence that new neurons continue to be generated in at least one region of the adult brain in some species, although the extent to which this occurs in humans is still actively debated. It would be a mistake, however, to conclude that the adult brain is as adaptable as a child's. Plasticity generally declines with age, and changes in adults usually require sustained, focused effort rather than casual exposure.",
    question: 'Which of the following statements are supported by the lecture?',
    options: [
      { id: 'A', text: "The adult brain is as adaptable as a child's brain." },
      { id: 'B', text: 'Brain imaging has been used to study the effects of practice.' },
      { id: 'C', text: 'Casual exposure is usually enough to change an adult brain.' },
      { id: 'D', text: 'Intensive practice of a skill can change the structure of the adult brain.' },
      { id: 'E', text: 'Plasticity in the brain increases as people get older.' },
      { id: 'F', text: 'Undamaged brain areas may take over functions after a stroke.' },
      { id: 'G', text: 'It is now certain that adult humans produce large numbers of new neurons.' },
    ],
    correct: ['B', 'D', 'F'],
    explanation:
      'The lecture says imaging studies link intensive practice to brain changes in adults and that undamaged areas can take over after strokes. New neurons in humans are "still actively debated" (G), and A, C and E contradict the final warning that plasticity declines with age and needs sustained effort.',
  },
  {
    key: 'lmcm-004',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Library Tour for Newcomers',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Hello everyone, and welcome to the main library. Before we start the tour, here are a few things you should know. You can borrow up to ten books at a time using your student card, and most books can be kept for three weeks. If someone else requests a book you have, you will get an email asking you to return it within a week. The ground floor is the social area, where you can talk and work in groups. The second and third floors are silent study zones, so please keep your phone on silent up there. Group study rooms can be booked online, up to a week ahead. And yes, you can bring drinks in a bottle with a lid, but hot food is not allowed anywhere in the building. The library is open every day, and during the exam period it stays open all night.',
    question: 'Which of the following are true about the library, according to the speaker?',
    options: [
      { id: 'A', text: 'Hot food may be eaten on the ground floor.' },
      { id: 'B', text: 'The ground floor is a silent study area.' },
      { id: 'C', text: 'All books must be returned within one week.' },
      { id: 'D', text: 'The library is open all night throughout the year.' },
      { id: 'E', text: 'Group study rooms can be booked online.' },
      { id: 'F', text: 'Students can borrow up to ten books at a time.' },
    ],
    correct: ['E', 'F'],
    explanation:
      'The speaker says students can borrow ten books and that group rooms can be booked online. The ground floor is the social area, not a silent one (B), hot food is banned everywhere (A), the library opens all night only in the exam period (D), and the one-week limit applies only to requested books (C).',
  },
  {
    key: 'lmcm-005',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'The Electric Telegraph',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Before the nineteenth century, information could travel only as fast as a messenger, a horse or a ship could carry it. The electric telegraph changed that. By sending pulses of electric current along wires, operators could transmit coded messages over great distances almost instantly. The best known system used a code of short and long signals, which trained operators could send and read at considerable speed. The impact was felt first by the railways, which used the telegraph to coordinate trains on shared tracks and so improve safety. Newspapers soon followed, reporting events from distant cities on the same day they happened. Financial markets were transformed too, since prices in different cities could be compared quickly. By the later part of the century, cables laid across the ocean floor connected continents. It is worth noting that sending a telegram remained fairly expensive, so ordinary people used it mainly for urgent news rather than everyday conversation.',
    question: 'According to the speaker, how was the telegraph used?',
    options: [
      { id: 'A', text: 'For everyday conversations between ordinary families' },
      { id: 'B', text: 'To control street lighting in cities' },
      { id: 'C', text: 'To compare prices between markets in different cities' },
      { id: 'D', text: 'To coordinate trains and improve railway safety' },
      { id: 'E', text: 'To report distant events in newspapers on the same day' },
      { id: 'F', text: 'To send photographs between continents' },
    ],
    correct: ['C', 'D', 'E'],
    explanation:
      'Railways, newspapers and financial markets are the three uses described. The speaker says ordinary people used telegrams mainly for urgent news because they were expensive, which rules out A, and photographs and street lighting (F, B) are never mentioned.',
  },
  {
    key: 'lmcm-006',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'What Drives Inflation',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Economists generally distinguish between several sources of inflation, that is, a sustained rise in the general price level. The first is often called demand pull inflation. When households, businesses and governments together try to buy more goods and services than the economy can produce, sellers are able to raise prices. The second is cost push inflation, which occurs when the costs of production rise, for instance because energy becomes more expensive, and firms pass those costs on to customers. A third factor, which many economists regard as crucial, is expectations. If workers expect prices to keep rising, they will ask for higher wages, and if firms expect their costs to rise, they will raise prices in advance, so that inflation can become self reinforcing. This is one reason central banks place such emphasis on their credibility. If people believe the central bank will act to keep inflation low, for example by raising interest rates, expectations remain anchored and inflation is easier to control. It is worth adding that a small, stable rate of inflation is usually not considered harmful.',
    question: 'Which of the following does the speaker identify as sources of inflation?',
    options: [
      { id: 'A', text: 'Central banks raising interest rates' },
      { id: 'B', text: 'Rising production costs passed on to customers' },
      { id: 'C', text: 'Falling energy prices' },
      { id: 'D', text: 'Expectations that prices will keep rising' },
      { id: 'E', text: 'Demand that exceeds what the economy can produce' },
      { id: 'F', text: 'A small, stable rate of inflation' },
      { id: 'G', text: 'Workers accepting lower wages' },
    ],
    correct: ['B', 'D', 'E'],
    explanation:
      'The speaker lists demand pull, cost push and expectations as the sources. Raising interest rates (A) is a way to control inflation, a small stable rate (F) is described as harmless rather than a cause, and C and G are the opposite of the rising energy costs and higher wage demands mentioned.',
  },
  {
    key: 'lmcm-007',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Cycling to Work',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'female',
    script:
      'About two years ago I sold my car and started cycling to work, and I want to share what I have learned. The most obvious change is that I am fitter. I do not go to the gym any more, because my ride to the office is about twenty minutes each way, and that is enough exercise for me. I also save a lot of money on fuel and parking. What surprised me was how much calmer I feel when I arrive at work. Sitting in traffic used to make me stressed, but now I feel awake and ready to start. Of course, it is not perfect. When it rains heavily, I sometimes take the bus, and I keep a spare shirt at the office. I was worried about safety at first, but our city has built more bike lanes recently, which helps a lot.',
    question: 'Which benefits of cycling to work does the speaker mention?',
    options: [
      { id: 'A', text: 'Arriving at work earlier than by car' },
      { id: 'B', text: 'Being fitter' },
      { id: 'C', text: 'Feeling calmer when arriving at work' },
      { id: 'D', text: 'Never needing to take the bus' },
      { id: 'E', text: 'Making new friends on the way to work' },
      { id: 'F', text: 'Saving money on fuel and parking' },
    ],
    correct: ['B', 'C', 'F'],
    explanation:
      'The speaker mentions being fitter, saving on fuel and parking, and feeling calmer on arrival. Friends and arriving earlier (E, A) are not mentioned, and D contradicts the admission that she sometimes takes the bus when it rains.',
  },
  {
    key: 'lmcm-008',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'How Birds Navigate',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      "Every year, many species of birds travel thousands of kilometres between their breeding and wintering grounds, often returning to the very same area. How do they find their way? Research suggests they use several sources of information rather than a single sense. Many birds appear to use the position of the sun during the day, adjusting for the time with their internal body clock. Birds that migrate at night can orient themselves using the patterns of the stars. Experiments have also shown that many species can detect the Earth's magnetic field, which gives them a kind of built-in compass even when the sky is cloudy. Closer to their destination, familiar landmarks such as coastlines, rivers and mountains become important, and some scientists believe that smell plays a role for certain seabirds. Young birds of some species make their first journey alone, which suggests that at least part of the route is inherited rather than learned.",
    question: 'According to the speaker, which of the following do birds use to find their way?',
    options: [
      { id: 'A', text: 'Patterns of the stars' },
      { id: 'B', text: 'Following their parents on every journey' },
      { id: 'C', text: "The Earth's magnetic field" },
      { id: 'D', text: 'The position of the sun' },
      { id: 'E', text: 'Changes in air temperature' },
      { id: 'F', text: 'Sounds made by other species' },
    ],
    correct: ['A', 'C', 'D'],
    explanation:
      'The sun, the stars and the magnetic field are all described as navigation aids. B is contradicted by young birds making their first journey alone, and air temperature and sounds of other species (E, F) are not mentioned.',
  },
  {
    key: 'lmcm-009',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Improving Photosynthesis in Crops',
    complexity: 'HARD',
    voice: 'female',
    script:
      "Crop yields rose dramatically during the twentieth century, largely through breeding, fertilisers and irrigation. Yet many plant scientists argue that these traditional routes are approaching their limits, and they are looking at a process that has received less attention: the efficiency of photosynthesis itself. Surprisingly, even under good conditions, most crops convert only a small percentage of the solar energy they receive into biomass. One source of inefficiency lies in an enzyme called Rubisco, which captures carbon dioxide but frequently reacts with oxygen instead, triggering a wasteful process known as photorespiration. Some plants, including maize and sugar cane, have evolved a mechanism that concentrates carbon dioxide around the enzyme, largely avoiding this problem, and researchers are investigating whether similar features could be engineered into rice. Another line of research targets the way leaves protect themselves from excess light. When a leaf moves from sun into shade, its protective mechanisms switch off slowly, wasting potential photosynthesis. Speeding up this recovery has increased growth in experimental plants. These approaches remain at the research stage, and translating them into higher yields in farmers' fields will take many years.",
    question: 'Which of the following are described as ways researchers hope to improve photosynthesis?',
    options: [
      { id: 'A', text: 'Removing the enzyme Rubisco from plants entirely' },
      { id: 'B', text: 'Helping leaves recover faster when they move from sun into shade' },
      { id: 'C', text: 'Applying more fertiliser and irrigation' },
      { id: 'D', text: 'Increasing photorespiration in maize' },
      { id: 'E', text: 'Growing crops under artificial light' },
      { id: 'F', text: 'Engineering a carbon dioxide concentrating mechanism into rice' },
    ],
    correct: ['B', 'F'],
    explanation:
      'The two research lines are copying the carbon dioxide concentrating mechanism into rice and speeding up leaf recovery after shade. Fertiliser and irrigation (C) are the traditional routes said to be reaching their limits, Rubisco is described but not removed (A), E is never mentioned, and photorespiration is the wasteful process to be avoided (D).',
  },
  {
    key: 'lmcm-010',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Cooking at Home',
    complexity: 'EASY',
    voice: 'male',
    script:
      'A lot of people tell me they are too busy to cook, so they eat out or order takeaway most evenings. I understand that, but cooking at home has real advantages. First, it is usually much cheaper. For the price of one restaurant meal, you can often cook for a family for two or three days. Second, you know exactly what goes into your food, so you can use less salt, sugar and oil. And third, cooking can actually be relaxing once you get used to it. My tip for busy people is to cook larger amounts at the weekend and keep portions in the freezer. Then on a busy weekday you only need to heat something up. You do not need to be a great chef either. Start with three or four simple recipes that you enjoy and learn them well.',
    question: 'Which of the following does the speaker recommend?',
    options: [
      { id: 'A', text: 'Cooking larger amounts at the weekend and freezing portions' },
      { id: 'B', text: 'Ordering takeaway on busy weekdays' },
      { id: 'C', text: 'Taking a professional cookery course' },
      { id: 'D', text: 'Starting with a few simple recipes' },
      { id: 'E', text: 'Buying only organic ingredients' },
    ],
    correct: ['A', 'D'],
    explanation:
      'The speaker advises cooking in bulk at the weekend and learning three or four simple recipes. He says you do not need to be a great chef (C), suggests heating frozen food instead of takeaway on weekdays (B), and never mentions organic food (E).',
  },
  {
    key: 'lmcm-011',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Who Built the Pyramids',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'A popular image of the great pyramids of Egypt shows huge numbers of slaves forced to work under the whip. Archaeologists today paint a rather different picture. Excavations near the pyramids have uncovered the remains of a settlement where workers lived, including bakeries, breweries and evidence that they ate a good deal of meat. Their cemeteries lie close to the pyramids, and some workers were buried with goods for the afterlife, which would be surprising for slaves. Skeletons show signs of heavy physical labour, but also of medical care, including bones that had been set and healed. Many researchers now believe that the workforce consisted of a permanent core of skilled craftsmen, supported by larger groups of labourers who worked in rotating shifts, possibly as a form of service owed to the state. This does not mean the work was easy or entirely voluntary, but it suggests a highly organised project rather than mass slavery.',
    question: 'What evidence about the pyramid workers does the speaker mention?',
    options: [
      { id: 'A', text: 'Chains and whips found at the building sites' },
      { id: 'B', text: 'Burials near the pyramids with goods for the afterlife' },
      { id: 'C', text: 'Remains of bakeries and breweries in their settlement' },
      { id: 'D', text: 'Healed bones showing that injuries were treated' },
      { id: 'E', text: "Written contracts recording workers' pay" },
      { id: 'F', text: 'Diaries in which workers described their daily lives' },
    ],
    correct: ['B', 'C', 'D'],
    explanation:
      'The settlement with bakeries and breweries, burials with grave goods, and healed bones are the three pieces of evidence given. Contracts and diaries (E, F) are not mentioned, and whips (A) appear only in the popular image the speaker rejects.',
  },
  {
    key: 'lmcm-012',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: "The Prisoner's Dilemma",
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'The prisoner\'s dilemma is perhaps the best known model in game theory. Two players must each choose, independently, whether to cooperate or to defect. Whatever the other player does, each individual is better off defecting, yet if both defect they end up worse off than if both had cooperated. The model therefore captures a tension between individual and collective rationality, and it has been used to analyse arms races, price competition between firms and international climate negotiations. In a single encounter, theory predicts defection. The picture changes, however, when the game is repeated indefinitely. Because players can reward cooperation and punish defection in later rounds, cooperation can become a stable outcome. In a well known series of computer tournaments, a very simple strategy performed remarkably well: cooperate in the first round, then copy whatever the opponent did previously. Its success was attributed to being cooperative, retaliating against defection but also forgiving quickly. Experimental studies with real people add a further complication, since participants often cooperate more than standard theory predicts, even in one-off games.',
    question: 'Which of the following statements are consistent with the lecture?',
    options: [
      { id: 'A', text: 'Repeating the game can make cooperation a stable outcome.' },
      { id: 'B', text: 'Real people always defect in one-off games.' },
      { id: 'C', text: 'In a single game, each player does better by defecting, whatever the other does.' },
      { id: 'D', text: 'The model was originally designed to study climate negotiations.' },
      { id: 'E', text: 'Complex strategies won the computer tournaments.' },
      { id: 'F', text: 'If both players cooperate, both are better off than if both defect.' },
      { id: 'G', text: 'The successful tournament strategy never retaliated.' },
    ],
    correct: ['A', 'C', 'F'],
    explanation:
      'A, C and F restate the lecture\'s points about repeated games, individual incentives and mutual outcomes. People often cooperate more than predicted (B), the winning strategy did retaliate (G) and was very simple (E), and climate talks are only one later application, not the original purpose (D).',
  },
  {
    key: 'lmcm-013',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Job Interview Advice',
    complexity: 'EASY',
    voice: 'female',
    script:
      'If you have a job interview coming up, here are a few simple tips. Before the interview, find out about the company. Look at its website and try to understand what it does and who its customers are. Interviewers are often disappointed when candidates know nothing about them. Next, think about examples from your own experience that show your skills, such as a time you solved a problem or worked well in a team. On the day, plan your journey so that you arrive ten minutes early, not an hour early and definitely not late. During the interview, listen carefully to each question, and remember that it is fine to take a moment before answering. And at the end, ask one or two questions of your own. It shows that you are really interested in the job.',
    question: 'Which pieces of advice does the speaker give?',
    options: [
      { id: 'A', text: 'Prepare examples from your own experience.' },
      { id: 'B', text: 'Answer every question immediately.' },
      { id: 'C', text: 'Arrive at least an hour early.' },
      { id: 'D', text: 'Ask one or two questions at the end.' },
      { id: 'E', text: "Bring a printed copy of the company's website." },
      { id: 'F', text: 'Research the company before the interview.' },
    ],
    correct: ['A', 'D', 'F'],
    explanation:
      'The speaker advises researching the company, preparing examples and asking questions at the end. She recommends arriving ten minutes early, not an hour (C), says it is fine to pause before answering (B), and mentions the website only as something to read, not to print (E).',
  },
  {
    key: 'lmcm-014',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Music and Memory',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Why is it that a song from your teenage years can instantly bring back a particular summer, a place or a group of friends? Psychologists have found that music is unusually powerful at triggering autobiographical memories, that is, memories of our own lives. Part of the explanation is that music is often linked to strong emotions, and emotional events tend to be remembered more vividly. Music is also frequently heard repeatedly during a particular period of life, which strengthens those associations. Interestingly, many people feel most attached to music they heard in their teens and early twenties, a period when a lot of identity forming experiences take place. These findings have practical uses. In care homes, familiar music is sometimes used with people living with dementia. It does not cure the condition, but staff often report that residents become more engaged, and some are able to talk about their past or sing along to songs from their youth.',
    question: 'According to the speaker, why does music trigger strong memories?',
    options: [
      { id: 'A', text: 'Music is often linked to strong emotions.' },
      { id: 'B', text: 'Adults listen to more new music than teenagers do.' },
      { id: 'C', text: 'Music can cure memory loss caused by dementia.' },
      { id: 'D', text: 'Songs are often heard repeatedly during one period of life.' },
      { id: 'E', text: 'Music and language are processed in the same part of the brain.' },
    ],
    correct: ['A', 'D'],
    explanation:
      'The two explanations given are the link between music and strong emotions and repeated listening during one period of life. Brain areas (E) and listening habits of adults (B) are not mentioned, and C contradicts the statement that music does not cure dementia.',
  },
  {
    key: 'lmcm-015',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Soil Erosion on Farmland',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Soil is often treated as if it were an inexhaustible resource, but on agricultural timescales it is effectively non renewable. New soil forms extremely slowly through the weathering of rock and the accumulation of organic matter, while erosion on poorly managed farmland can remove it many times faster. The principal agents are water and wind. Heavy rain on bare ground detaches particles and carries them downhill, and in dry regions strong winds can strip away the fertile upper layer. Certain practices intensify the problem: ploughing up and down slopes rather than along the contours, leaving fields without cover between harvests, and removing hedges and trees that once acted as windbreaks. The consequences extend beyond the farm, since eroded sediment can clog rivers and reservoirs. Fortunately, many remedies are well established. Planting cover crops between main crops keeps roots in the ground, reduced tillage disturbs the soil less, and terraces or contour ploughing slow runoff on slopes. The obstacle is often economic rather than technical, since farmers may bear the costs immediately while the benefits accumulate only over many years.',
    question: 'According to the lecture, which farming practices make soil erosion worse?',
    options: [
      { id: 'A', text: 'Reducing the amount of tillage' },
      { id: 'B', text: 'Leaving fields bare between harvests' },
      { id: 'C', text: 'Planting cover crops between main crops' },
      { id: 'D', text: 'Removing hedges and trees that act as windbreaks' },
      { id: 'E', text: 'Ploughing up and down slopes' },
      { id: 'F', text: 'Building terraces on hillsides' },
    ],
    correct: ['B', 'D', 'E'],
    explanation:
      'The lecture lists ploughing up and down slopes, leaving fields uncovered and removing windbreaks as practices that intensify erosion. Cover crops, terraces and reduced tillage (C, F, A) are presented as remedies, the opposite of causes.',
  },
  {
    key: 'lmcm-016',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Travelling by Train',
    complexity: 'EASY',
    voice: 'male',
    script:
      'I travel a lot for work, and whenever I can, I choose the train instead of flying. People are sometimes surprised by that, but for journeys of a few hundred kilometres the train is often just as quick, because stations are usually in the city centre and you do not need to arrive hours early for security checks. I also find it much more comfortable. There is space to walk around, I can work on my laptop the whole way, and the views from the window are often beautiful. Trains also produce much less carbon dioxide per passenger than planes, which matters to me. The main disadvantage is cost. Train tickets can be expensive, especially if you buy them at the last minute, so I always try to book several weeks ahead.',
    question: 'Why does the speaker prefer travelling by train?',
    options: [
      { id: 'A', text: 'He can work on his laptop during the journey.' },
      { id: 'B', text: 'He is afraid of flying.' },
      { id: 'C', text: 'Train tickets are always cheaper than flights.' },
      { id: 'D', text: 'Trains produce less carbon dioxide per passenger.' },
      { id: 'E', text: 'Stations are usually in the city centre.' },
      { id: 'F', text: 'Trains are never delayed.' },
    ],
    correct: ['A', 'D', 'E'],
    explanation:
      'Central stations, working on his laptop and lower carbon dioxide are all reasons he gives. C contradicts his point that cost is the main disadvantage, and delays and fear of flying (F, B) are never mentioned.',
  },
  {
    key: 'lmcm-017',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'News on Social Media',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    voice: 'female',
    script:
      'For a growing share of people, especially younger adults, social media has become a main source of news. This shift has some advantages. News spreads very quickly, people can follow a wide range of sources, including local and specialist ones, and ordinary users can share what they witness directly. However, researchers have raised several concerns. Because platforms tend to show users content similar to what they have liked before, people may see a narrower range of views than they realise. False or misleading stories can also spread rapidly, particularly when they provoke strong emotions such as anger or fear. And since many posts show only a headline and an image, readers may form opinions without reading the full article. Some platforms now attach warnings to disputed content, and many schools teach students how to check sources. Still, my advice is simple: before sharing a story, ask where it comes from and whether other reliable outlets are reporting it.',
    question: 'Which concerns about getting news from social media does the speaker mention?',
    options: [
      { id: 'A', text: 'News spreads too slowly to be useful.' },
      { id: 'B', text: 'Local news sources cannot be followed on social media.' },
      { id: 'C', text: 'Readers may form opinions from headlines alone.' },
      { id: 'D', text: 'False stories that provoke strong emotions spread quickly.' },
      { id: 'E', text: 'Schools have banned students from using social media.' },
      { id: 'F', text: 'Users may see a narrower range of views than they realise.' },
    ],
    correct: ['C', 'D', 'F'],
    explanation:
      'The three concerns are narrower views, fast-spreading emotional false stories and opinions formed from headlines. A and B contradict the advantages of speed and access to local sources, and schools are said to teach source checking, not to ban social media (E).',
  },
  {
    key: 'lmcm-018',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'How Quantum Computers Differ',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Quantum computing is frequently described in exaggerated terms, so it is worth being precise about what distinguishes it from classical computing. A classical bit is always either zero or one. A quantum bit, or qubit, can exist in a superposition of both states, and several qubits can be entangled, so that their states are correlated in ways that have no classical equivalent. The popular claim that a quantum computer simply tries all possible answers at once is misleading, however. When a qubit is measured, one obtains a single outcome, and the art of quantum algorithm design lies in arranging interference so that wrong answers cancel out and the correct answer becomes likely. For certain problems, such as factoring very large numbers or simulating molecules, this could provide enormous speedups. For many everyday tasks, though, there is no expected advantage. The main practical obstacle is that qubits are extremely fragile: interactions with their environment cause errors, a problem called decoherence. Error correction is possible in principle but requires many physical qubits for each reliable logical qubit, which is why large, useful machines remain a significant engineering challenge.',
    question: 'Which of the following statements does the speaker make about quantum computing?',
    options: [
      { id: 'A', text: 'Error correction requires many physical qubits for each logical qubit.' },
      { id: 'B', text: 'Interactions with the environment cause errors in qubits.' },
      { id: 'C', text: 'Quantum computers work by trying every possible answer at once.' },
      { id: 'D', text: 'Classical bits can be in two states at the same time.' },
      { id: 'E', text: 'Qubits can exist in a superposition of states.' },
      { id: 'F', text: 'Quantum computers are expected to speed up most everyday tasks.' },
    ],
    correct: ['A', 'B', 'E'],
    explanation:
      'Superposition, decoherence caused by the environment and the cost of error correction are all stated directly. C is the popular claim the speaker calls misleading, F contradicts "no expected advantage" for everyday tasks, and D contradicts the statement that a classical bit is always either zero or one.',
  },
  {
    key: 'lmcm-019',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Pets and Wellbeing',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many pet owners will tell you that their animals make them happier, and there is some evidence to support this. Dog owners in particular tend to walk more, simply because their dogs need to go out every day, whatever the weather. Walking a dog is also a surprisingly easy way to meet people, since other dog owners and neighbours often stop to chat. For people who live alone, a pet can provide company and a reason to keep a daily routine. However, I always remind people that a pet is a big responsibility. Animals need food, visits to the vet and attention, and they can live for many years. Before getting a pet, think carefully about your home, your working hours and your budget. Sometimes volunteering at an animal shelter is a good way to find out if owning a pet is right for you.',
    question: 'According to the speaker, what are the benefits of owning a pet?',
    options: [
      { id: 'A', text: 'Pets are cheap to look after.' },
      { id: 'B', text: 'Pets give company and routine to people who live alone.' },
      { id: 'C', text: 'Dog owners tend to walk more.' },
      { id: 'D', text: 'Dogs only need walking when the weather is good.' },
      { id: 'E', text: 'Walking a dog helps people meet others.' },
      { id: 'F', text: 'Pet owners need to see a doctor less often.' },
    ],
    correct: ['B', 'C', 'E'],
    explanation:
      'More walking, meeting people and company for those living alone are the benefits described. A contradicts the warning about food, vet costs and budget, F is not mentioned, and D contradicts "whatever the weather".',
  },
  {
    key: 'lmcm-020',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Storing Renewable Energy',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Solar and wind power have become much cheaper over the past decade, but they have a basic limitation: the sun does not always shine and the wind does not always blow. To rely on them more heavily, electricity systems need ways to store energy or balance supply and demand. Large batteries, similar to those in electric cars but much bigger, are increasingly used to store power for a few hours, for example to shift solar energy from midday into the evening. For longer storage, the most established method is pumped hydro, in which water is pumped uphill to a reservoir when electricity is plentiful and released through turbines when it is needed. Other options include connecting grids across wider regions, since the wind is likely to be blowing somewhere, and encouraging consumers to use electricity at times when it is abundant, for instance by charging cars overnight. Hydrogen produced with surplus electricity is also being explored, although it currently loses a large share of the original energy.',
    question: 'Which ways of dealing with variable solar and wind power does the speaker describe?',
    options: [
      { id: 'A', text: 'Large batteries that store power for a few hours' },
      { id: 'B', text: 'Building more coal power stations' },
      { id: 'C', text: 'Hydrogen as a highly efficient form of storage' },
      { id: 'D', text: 'Reducing the number of electric cars' },
      { id: 'E', text: 'Pumping water uphill to a reservoir' },
      { id: 'F', text: 'Connecting electricity grids across wider regions' },
    ],
    correct: ['A', 'E', 'F'],
    explanation:
      'Batteries, pumped hydro and wider grids are all described. Hydrogen is mentioned, but as losing a large share of energy, so C is wrong, coal (B) is not mentioned, and electric cars are part of the solution through overnight charging, not something to reduce (D).',
  },
  {
    key: 'lmcm-021',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Critical Period for Language',
    complexity: 'HARD',
    voice: 'female',
    script:
      'The critical period hypothesis proposes that there is a limited window, usually thought to close around puberty, during which language can be acquired with native-like proficiency. The strongest evidence concerns first language acquisition. Rare and tragic cases of children deprived of linguistic input during early childhood suggest that grammar, in particular, becomes very difficult to master fully if exposure begins late. Studies of deaf individuals who encountered sign language at different ages point in a similar direction. For second languages, the picture is more nuanced. Learners who start young tend to achieve more native-like pronunciation, but older learners often progress faster initially because of their more developed cognitive and literacy skills. Moreover, some recent large studies suggest that the ability to learn grammar declines gradually rather than disappearing abruptly, which would be inconsistent with a sharply defined critical period. Researchers also stress that age is confounded with other factors, including the amount and quality of input, motivation and social integration, which makes it difficult to isolate the effect of biological maturation alone.',
    question: 'Which of the following are supported by the lecture?',
    options: [
      { id: 'A', text: 'Deaf people cannot learn sign language after childhood.' },
      { id: 'B', text: 'Late exposure to a first language makes grammar hard to master fully.' },
      { id: 'C', text: 'Young learners tend to achieve more native-like pronunciation.' },
      { id: 'D', text: 'The ability to learn grammar disappears suddenly at puberty.' },
      { id: 'E', text: 'Older second language learners often progress faster at first.' },
      { id: 'F', text: 'Motivation has no effect on second language learning.' },
    ],
    correct: ['B', 'C', 'E'],
    explanation:
      'B, C and E each restate a finding in the lecture. D contradicts the evidence of gradual decline, A overstates the studies of deaf learners, which only point in a similar direction, and F contradicts the mention of motivation as a confounding factor.',
  },
  {
    key: 'lmcm-022',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Recycling in Student Halls',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'Hi everyone, this is a quick message from the accommodation office about recycling in the halls. Each kitchen now has three bins. The blue bin is for paper, card, plastic bottles and cans. Please rinse bottles and cans first, because dirty items can spoil the whole bag. The green bin is for food waste, which is collected twice a week and turned into compost. The black bin is for everything else. Glass is not collected from the kitchens, so please take bottles and jars to the large containers next to the car park. If you have old electrical items, such as kettles or lamps, do not put them in any of the bins. Bring them to the reception desk instead. Thanks for your help.',
    question: 'Which instructions does the speaker give?',
    options: [
      { id: 'A', text: 'Take glass to the containers next to the car park.' },
      { id: 'B', text: 'Put food waste in the black bin.' },
      { id: 'C', text: 'Leave cardboard boxes outside the kitchen door.' },
      { id: 'D', text: 'Rinse bottles and cans before recycling them.' },
      { id: 'E', text: 'Put glass jars in the blue kitchen bin.' },
      { id: 'F', text: 'Take old electrical items to reception.' },
    ],
    correct: ['A', 'D', 'F'],
    explanation:
      'Rinsing bottles and cans, taking electrical items to reception and taking glass to the car park containers are all stated. Glass is not collected from kitchens (E), food waste goes in the green bin (B), and card belongs in the blue bin, not outside the door (C).',
  },
  {
    key: 'lmcm-023',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Roman Concrete',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Some Roman harbour structures and buildings made of concrete have survived for around two thousand years, while modern concrete can start to crumble within decades. This has encouraged engineers to study how Roman concrete was made. The Romans mixed lime with volcanic ash, which was found in large quantities near the Bay of Naples, and with pieces of rock. The volcanic ash reacted chemically with the lime, creating a particularly durable material. In structures built in the sea, researchers have found that seawater seeping into the concrete triggered the growth of new minerals, which appear to have strengthened it over time rather than weakening it. Some studies also suggest that small lumps of lime in the mix allowed tiny cracks to heal themselves when water entered. Roman concrete was not perfect, though. It was weaker than modern concrete when first set and could not easily be used with steel reinforcement, so it is not a simple replacement. Instead, engineers hope to borrow some of its ideas.',
    question: 'According to the speaker, what helped make Roman concrete so durable?',
    options: [
      { id: 'A', text: 'Heating the mixture to very high temperatures' },
      { id: 'B', text: 'Its great strength when it was first set' },
      { id: 'C', text: 'Seawater triggering the growth of new minerals' },
      { id: 'D', text: 'Reinforcement with steel bars' },
      { id: 'E', text: 'Volcanic ash reacting chemically with lime' },
      { id: 'F', text: 'Lumps of lime that may have helped cracks heal' },
    ],
    correct: ['C', 'E', 'F'],
    explanation:
      'The ash and lime reaction, mineral growth caused by seawater and self-healing lime lumps are all given as reasons. Roman concrete was weaker when first set (B) and could not easily be used with steel (D), and heating (A) is not mentioned.',
  },
  {
    key: 'lmcm-024',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Ice Cores as Climate Archives',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Polar ice sheets contain one of the most detailed archives of past climate available to scientists. As snow accumulates year after year and is compressed into ice, it traps small bubbles of air. By drilling deep cores and analysing these bubbles, researchers can measure the concentration of gases such as carbon dioxide and methane in the ancient atmosphere. The ice itself also holds information. The ratio of different forms of oxygen and hydrogen in the water molecules varies with the temperature at which the snow formed, so it can serve as an indirect thermometer. Layers of volcanic ash and dust record eruptions and changes in wind patterns. Antarctic cores have extended this record back several hundred thousand years, revealing a close correspondence between greenhouse gas levels and temperature across repeated ice ages. Interpretation is not straightforward, however. Air bubbles close off some time after the surrounding snow falls, so the gas is younger than the ice enclosing it, and deep layers become thinned and distorted by the flow of the ice sheet, making precise dating increasingly difficult with depth.',
    question: 'What information can scientists obtain from ice cores, according to the lecture?',
    options: [
      { id: 'A', text: 'Past levels of carbon dioxide and methane' },
      { id: 'B', text: 'Exact dates for the deepest layers' },
      { id: 'C', text: 'Evidence of early human settlements' },
      { id: 'D', text: 'Air that is older than the ice around it' },
      { id: 'E', text: 'A record of volcanic eruptions' },
      { id: 'F', text: 'Rainfall in ancient tropical forests' },
      { id: 'G', text: 'Past temperatures, estimated from forms of oxygen and hydrogen' },
    ],
    correct: ['A', 'E', 'G'],
    explanation:
      'Gas concentrations, indirect temperatures and volcanic eruptions are all recorded in the ice. Dating deep layers becomes increasingly difficult (B), the trapped gas is younger than the ice, not older (D), and tropical rainfall and settlements (F, C) are not mentioned.',
  },
  {
    key: 'lmcm-025',
    task: 'listening.multipleChoiceMultipleAnswers',
    title: 'Our Community Garden',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Two years ago, a group of neighbours on our street turned an empty piece of land into a community garden, and I would like to tell you how it has gone. We grow vegetables, herbs and some fruit, and anyone who helps can take a share of the harvest. The garden has brought people together. Before, many of us hardly knew each other, but now we meet there every weekend. Children from the local primary school visit once a month to learn how food grows. There have been some difficulties. In the first summer, a lot of our plants died during a dry spell, so we collected money to buy large water tanks that store rainwater. We also had to agree on some simple rules, such as who is responsible for watering on each day.',
    question: 'What does the speaker say about the community garden?',
    options: [
      { id: 'A', text: 'Children from a local school visit regularly.' },
      { id: 'B', text: 'The water tanks were given to the group for free.' },
      { id: 'C', text: 'Many plants died during the first summer.' },
      { id: 'D', text: 'People who help can take a share of the harvest.' },
      { id: 'E', text: 'The land was bought from the city council.' },
      { id: 'F', text: 'The garden is open only on weekdays.' },
    ],
    correct: ['A', 'C', 'D'],
    explanation:
      'Sharing the harvest, monthly school visits and plants dying in the first dry summer are all mentioned. Neighbours meet there every weekend (F), how the land was obtained is not said (E), and the group collected money for the tanks (B).',
  },
];
