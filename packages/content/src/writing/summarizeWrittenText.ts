import type { SummarizeWrittenTextItem } from '../types';

/**
 * Writing: Summarize Written Text. Passages are 120-200 words so they fit both PTE Core and Academic;
 * each modelAnswer is ONE sentence of 25-50 words (valid for Academic 5-75 and Core 25-50).
 */
export const summarizeWrittenText: SummarizeWrittenTextItem[] = [
  {
    key: 'swt-001',
    task: 'writing.summarizeWrittenText',
    title: 'Benefits of Daily Walking',
    complexity: 'EASY',
    passage:
      'Walking is one of the simplest forms of exercise, yet many people overlook its value. Unlike sports that need special equipment or training, walking is free and can be done almost anywhere, which makes it suitable for people of all ages. Regular walking helps the heart and lungs work more efficiently and can support a healthy body weight. It also strengthens muscles and bones, which becomes more important as people grow older. The benefits are not only physical. Many people find that a walk outdoors improves their mood, reduces stress and helps them think more clearly. Walking with friends or family can also be a pleasant way to spend time together. Health experts often suggest that adults build short walks into their daily routine, for example by walking to the shops instead of driving or taking the stairs rather than the lift. Small changes like these, repeated every day, can make a real difference to overall health.',
    keyPoints: [
      'walking is free, simple and suitable for all ages',
      'strengthens the heart, lungs, muscles and bones',
      'improves mood and reduces stress',
      'short daily walks make a real difference',
    ],
    modelAnswer:
      'Walking is a free and simple form of exercise suitable for all ages that strengthens the heart, lungs, muscles and bones, improves mood and reduces stress, so building short walks into daily routines can make a real difference to health.',
    explanation:
      'A strong summary states the main idea (walking is an easy, valuable form of exercise) and links the physical and mental benefits to the advice about short daily walks, all in one sentence.',
  },
  {
    key: 'swt-002',
    task: 'writing.summarizeWrittenText',
    title: 'The Modern Public Library',
    complexity: 'EASY',
    prediction: { weekly: true },
    passage:
      'Public libraries have changed a great deal over the past few decades. In the past, they were mainly quiet places where people borrowed books. Today, many libraries offer a much wider range of services. Visitors can use computers and free internet access, which is especially important for people who do not have these at home. Libraries also run activities such as reading groups for children, language classes and help sessions for job seekers. In this way, they have become community centres as well as places of learning. However, libraries face challenges. Because many people now read and search for information online, some local governments question whether libraries are still worth funding. Supporters argue that this view misses the point. They say libraries provide a free, safe and welcoming space open to everyone, regardless of income, and that this role cannot easily be replaced by the internet.',
    keyPoints: [
      'libraries now offer more than borrowing books',
      'free computers and internet access',
      'activities make libraries community centres',
      'funding is questioned because information is online',
      'a free, welcoming space for everyone',
    ],
    modelAnswer:
      'Public libraries have grown from quiet places for borrowing books into community centres offering free internet access and activities, and although their funding is questioned in the online age, supporters argue they provide a free and welcoming space for everyone that the internet cannot replace.',
    explanation:
      'The passage contrasts the new role of libraries with doubts about funding, so a good summary covers both sides and ends with the supporters\' argument, joined with "although" in a single sentence.',
  },
  {
    key: 'swt-003',
    task: 'writing.summarizeWrittenText',
    title: 'Teenagers and Sleep',
    complexity: 'EASY',
    passage:
      'Many parents complain that their teenage children stay up late and find it hard to get up in the morning. It is easy to blame this on laziness or on the use of phones at night, but research suggests there is also a natural cause. During the teenage years, the body clock shifts, so young people tend to feel sleepy later in the evening and wake later in the morning. At the same time, most teenagers still need more sleep than adults do. When school starts early, many students simply do not get enough rest. Lack of sleep can affect concentration, memory and mood, and may lower performance in class. For this reason, some schools have experimented with later start times. Teachers at these schools often report that students are more alert and arrive on time more often. Families can also help by encouraging regular bedtimes and keeping screens out of bedrooms.',
    keyPoints: [
      'the teenage body clock shifts later',
      'early school starts mean too little sleep',
      'poor sleep harms concentration, memory and mood',
      'later start times and regular bedtimes help',
    ],
    modelAnswer:
      'Teenagers often struggle to wake early partly because their body clock naturally shifts later, so early school starts leave many without enough sleep, harming concentration, memory and mood, which is why later start times and regular bedtimes can help.',
    explanation:
      'A strong answer explains the cause (a natural shift in the body clock), the effect of early school starts on learning, and the suggested solutions, rather than blaming laziness or phones.',
  },
  {
    key: 'swt-004',
    task: 'writing.summarizeWrittenText',
    title: 'Cooking at Home',
    complexity: 'EASY',
    passage:
      'In many countries, people are cooking at home less often than previous generations did. Busy working lives, long journeys to work and the wide availability of ready meals and takeaway food have all made it easier to skip cooking. Yet there are good reasons to return to the kitchen. Meals prepared at home are usually cheaper than eating out, and cooks can control exactly what goes into their food, such as the amount of salt, sugar and fat. Cooking can also be a social activity. Families who prepare and eat meals together often have more time to talk, and children who help in the kitchen learn useful skills they can use for the rest of their lives. Cooking does not need to be complicated. Simple dishes made from a few fresh ingredients can be quick to prepare, and cooking larger amounts to eat over several days can save both time and money.',
    keyPoints: [
      'people cook at home less than before',
      'busy lives and ready meals are the reasons',
      'home cooking is cheaper and healthier',
      'cooking together brings families together and teaches skills',
      'simple dishes are quick and economical',
    ],
    modelAnswer:
      'Although busy lives and convenient ready meals mean people cook at home less than before, home cooking is cheaper and healthier, brings families together and teaches children skills, and simple dishes can be quick and economical.',
    explanation:
      'The main idea is that home cooking is worth reviving despite modern habits; a good summary mentions why people cook less and then lists the money, health, social and time benefits.',
  },
  {
    key: 'swt-005',
    task: 'writing.summarizeWrittenText',
    title: 'Trees in the City',
    complexity: 'EASY',
    prediction: { monthly: true },
    passage:
      'Trees are often thought of as decoration in towns and cities, but they do much more than make streets look attractive. On hot summer days, trees provide shade and release water through their leaves, which helps to cool the air around them. Streets lined with trees can feel noticeably cooler than nearby streets without them. Trees also trap dust and some pollutants from traffic, and their roots help soil absorb rainwater, reducing the risk of flooding after heavy storms. In addition, green spaces with trees give birds and insects a place to live. There are benefits for people too. Many residents say that being near trees helps them relax, and streets with trees may encourage people to walk more. Planting trees in cities is not always easy, because space is limited and young trees need care for several years. Even so, many city councils now see tree planting as a good long-term investment.',
    keyPoints: [
      'trees cool streets with shade and water',
      'trees reduce pollution and flooding',
      'trees shelter wildlife and help residents relax',
      'planting is difficult but a good investment',
    ],
    modelAnswer:
      'City trees do much more than decorate streets, since they cool the air, reduce pollution and flooding, shelter wildlife and help residents relax, so despite limited space and the care young trees need, planting them is a worthwhile long-term investment.',
    explanation:
      'A strong summary opens with the main claim (trees are more than decoration), lists the environmental and human benefits briefly, and includes the difficulty of planting as a contrast before the conclusion.',
  },
  {
    key: 'swt-006',
    task: 'writing.summarizeWrittenText',
    title: 'Learning a Second Language',
    complexity: 'EASY',
    passage:
      'Learning a second language is often seen as a difficult task best started in childhood. It is true that young children can pick up the sounds of a new language easily, especially when they hear it every day. However, adults also have important advantages. They usually understand grammar rules more quickly, can use study techniques, and are often highly motivated because they need the language for work, study or travel. The benefits of learning a language are wide. Apart from making communication possible with more people, it can open doors to new jobs and help learners understand other cultures. Some studies also suggest that using two languages regularly may keep the mind active as people age. The most important factors for success seem to be regular practice and real chances to use the language. Short daily practice is generally more effective than long but occasional study sessions.',
    keyPoints: [
      'children pick up sounds easily',
      'adults grasp grammar quickly and are motivated',
      'languages bring career, cultural and mental benefits',
      'regular practice and real use matter most',
    ],
    modelAnswer:
      'Although children pick up new sounds easily, motivated adults who grasp grammar quickly also learn languages well, gaining career, cultural and possibly mental benefits, and success depends mainly on regular practice and real opportunities to use the language.',
    explanation:
      'The passage corrects the idea that only children learn languages well, so a good summary contrasts children and adults, mentions the benefits, and ends with the key condition for success: regular practice.',
  },
  {
    key: 'swt-007',
    task: 'writing.summarizeWrittenText',
    title: 'Why People Volunteer',
    complexity: 'EASY',
    passage:
      'Volunteering means giving time and effort to help others without being paid. Volunteers work in many settings, from hospitals and schools to animal shelters and sports clubs. Their work saves organisations money and allows them to offer services that would otherwise be too expensive. Charities in particular often depend on volunteers to carry out everyday tasks. However, volunteering benefits the volunteers as well. Many people say that helping others gives them a sense of purpose and makes them feel more connected to their community. Young people can gain experience and skills, such as teamwork and communication, that are valued by employers. For older people, especially after retirement, volunteering can provide routine and friendship. Organisations that want to keep their volunteers need to treat them well. This means giving clear roles, proper training and regular thanks, so that volunteers feel their time is respected.',
    keyPoints: [
      'volunteers let organisations offer affordable services',
      'volunteers gain purpose and community connection',
      'volunteers gain skills and friendship',
      'organisations must give clear roles, training and thanks',
    ],
    modelAnswer:
      'Volunteering allows organisations such as charities to provide services they could not otherwise afford, while giving volunteers purpose, community connection, skills and friendship, although organisations must offer clear roles, training and thanks to keep them.',
    explanation:
      'A good summary shows that volunteering benefits both sides, organisations and volunteers, and adds the condition that volunteers must be treated well, linked with "while" and "although".',
  },
  {
    key: 'swt-008',
    task: 'writing.summarizeWrittenText',
    title: 'Recycling Household Waste',
    complexity: 'EASY',
    passage:
      'Most households produce a large amount of waste every week, and much of it could be recycled. Materials such as paper, glass, metal cans and many types of plastic can be collected, processed and made into new products. Recycling reduces the amount of rubbish sent to landfill sites and means that fewer raw materials need to be taken from the earth. It can also save energy, since making products from recycled materials often uses less energy than starting from scratch. However, recycling only works well when people sort their waste correctly. Dirty containers or the wrong items placed in recycling bins can spoil whole loads, which may then have to be thrown away. Clear instructions from local councils and simple labels on packaging can help people recycle properly. Experts also point out that recycling should not be the first choice. Reducing what we buy and reusing items are even better ways to cut waste.',
    keyPoints: [
      'recycling cuts landfill, raw material use and energy',
      'waste must be sorted correctly',
      'clear instructions help people recycle',
      'reducing and reusing are even better',
    ],
    modelAnswer:
      'Recycling household materials cuts landfill waste, raw material use and energy, but it only works when waste is sorted correctly with the help of clear instructions, and reducing and reusing remain even better ways to cut waste.',
    explanation:
      'A strong answer gives the benefits of recycling, the condition that sorting must be done correctly, and the final point that reducing and reusing come first; examples of materials can be left out.',
  },
  {
    key: 'swt-009',
    task: 'writing.summarizeWrittenText',
    title: 'Pets and Wellbeing',
    complexity: 'EASY',
    passage:
      'Millions of households around the world keep pets such as dogs, cats, birds and fish. For many owners, a pet is much more than an animal; it is a member of the family. Pets can bring clear benefits to the people who care for them. Dog owners, for example, usually walk every day, which helps them stay active. Looking after an animal also creates a daily routine and a sense of responsibility, which can be especially helpful for children and for people who live alone. Many owners say that their pets make them feel less lonely and help them relax after a stressful day. However, owning a pet is a long-term commitment. Animals need food, space, attention and visits to the vet, and these costs can be high. Before getting a pet, people should think carefully about whether their home, budget and lifestyle are suitable for the animal they choose.',
    keyPoints: [
      'pets are treated as family members',
      'pets keep owners active and give routine',
      'pets reduce loneliness and stress',
      'pets are a costly long-term commitment',
      'check home, budget and lifestyle first',
    ],
    modelAnswer:
      'Pets, often treated as family members, keep owners active, give them routine and reduce loneliness and stress, but because they are a costly long-term commitment, people should check that their home, budget and lifestyle suit an animal first.',
    explanation:
      'The passage balances the benefits of pets against their costs, so a good summary lists the benefits and then uses "but" to introduce the commitment and the advice to plan first.',
  },
  {
    key: 'swt-010',
    task: 'writing.summarizeWrittenText',
    title: 'Working from Home',
    complexity: 'AVERAGE',
    passage:
      'The spread of fast internet connections and online collaboration tools has allowed a growing share of office employees to work from home for at least part of the week. For many workers, the most obvious gain is the time and money saved by not commuting. Remote work can also give people more control over their schedules, making it easier to combine a job with caring responsibilities. Employers, for their part, may be able to reduce spending on office space and recruit talented staff who live far from company headquarters. Nevertheless, the arrangement has drawbacks. Some employees report feeling isolated and find it difficult to separate their working and private lives when both take place in the same rooms. Managers worry that informal learning, which often happens through casual conversations between colleagues, becomes less common when teams rarely meet. As a result, many organisations are settling on hybrid models, in which staff divide their time between home and the office.',
    keyPoints: [
      'technology allows employees to work from home',
      'saves commuting time and offers flexibility',
      'employers cut office costs',
      'isolation, blurred boundaries and less informal learning',
      'organisations are adopting hybrid models',
    ],
    modelAnswer:
      "Technology has allowed many employees to work from home, saving commuting time and offering flexibility while cutting employers' office costs, but because isolation, blurred boundaries and reduced informal learning are problems, many organisations are adopting hybrid models.",
    explanation:
      'A strong summary weighs the benefits for workers and employers against the drawbacks and ends with the result, hybrid working, which is the conclusion the passage builds towards.',
  },
  {
    key: 'swt-011',
    task: 'writing.summarizeWrittenText',
    title: 'Coral Reef Bleaching',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    passage:
      "Coral reefs cover only a small fraction of the ocean floor, yet they support a remarkable proportion of marine species. Reefs are built by tiny animals called coral polyps, which live in partnership with microscopic algae. The algae live inside the coral's tissues and supply it with food produced through photosynthesis, while the coral provides the algae with shelter. This partnership is sensitive to temperature. When the surrounding water becomes unusually warm for an extended period, corals expel their algae and turn white, a process known as bleaching. Bleached corals are not necessarily dead, and they may recover if conditions return to normal quickly, but repeated or prolonged heat stress can kill them. Reefs also face pressure from pollution, overfishing and careless tourism. Because reefs protect coastlines from waves and support fishing and tourism industries, their decline would affect many coastal communities. Scientists argue that reducing local pressures can improve the chances of reefs surviving a warmer climate.",
    keyPoints: [
      'reefs support many marine species and coastal communities',
      'corals depend on a partnership with algae',
      'unusually warm water causes bleaching',
      'reducing local pressures such as pollution and overfishing helps',
    ],
    modelAnswer:
      'Coral reefs, which support many marine species and coastal communities, depend on a partnership between corals and algae that breaks down in unusually warm water, causing bleaching, so reducing local pressures such as pollution and overfishing may help reefs survive.',
    explanation:
      'A good answer explains why reefs matter, the mechanism of bleaching (the coral-algae partnership failing in warm water) and the proposed response, without details such as the colour change.',
  },
  {
    key: 'swt-012',
    task: 'writing.summarizeWrittenText',
    title: 'Printing and Literacy',
    complexity: 'AVERAGE',
    passage:
      "Before printing with movable type spread through Europe in the fifteenth century, books had to be copied by hand, a slow and costly process that kept them in the hands of a wealthy few. The printing press changed this situation within a few decades. Printers could produce hundreds of identical copies of a text far more quickly than scribes, and the falling price of books gradually made reading material available to a broader public. The effects reached well beyond the book trade. Because many readers could now study exactly the same text, scholars found it easier to compare ideas, correct errors and build on each other's work. Pamphlets spread political and religious arguments rapidly, sometimes contributing to conflict. Printing also encouraged the standardisation of spelling and grammar in many languages. Historians caution, however, that the change was gradual: literacy rates rose slowly over centuries, and for a long time most people still received news and stories by listening to others rather than reading.",
    keyPoints: [
      'hand-copied books were slow and costly',
      'printing made books cheaper and more available',
      'identical texts helped scholars compare ideas',
      'pamphlets spread arguments and spelling became standardised',
      'literacy rose only gradually',
    ],
    modelAnswer:
      'The printing press, which replaced slow hand-copying, made books cheaper and more widely available, helping scholars compare identical texts, spreading arguments through pamphlets and standardising spelling, although literacy itself rose only gradually over centuries.',
    explanation:
      'A strong summary names the change (cheaper, more available books), its wider effects on scholarship, debate and spelling, and the historians\' qualification that literacy grew slowly.',
  },
  {
    key: 'swt-013',
    task: 'writing.summarizeWrittenText',
    title: 'The Promise of Microfinance',
    complexity: 'AVERAGE',
    passage:
      'Microfinance refers to the provision of small loans and other financial services to people who lack access to traditional banks, often because they have no collateral or regular income. The idea gained international attention in the late twentieth century, when several organisations showed that very poor borrowers, many of them women, could repay small loans used to start or expand modest businesses. Supporters argued that microfinance would allow families to escape poverty through their own efforts rather than relying on aid. Later research produced a more mixed picture. Access to credit did help some households manage irregular incomes and cope with emergencies, and certain businesses grew successfully. However, evaluations often found only modest effects on average incomes, and in some regions borrowers took on multiple loans and struggled with debt, especially where lenders charged high interest rates. Many economists now regard microfinance as a useful tool rather than a complete solution to poverty.',
    keyPoints: [
      'small loans for people excluded from banks',
      'once expected to end poverty',
      'helps households manage incomes and emergencies',
      'modest effects and some debt problems',
      'a useful tool, not a complete solution',
    ],
    modelAnswer:
      'Microfinance, which offers small loans to people excluded from banks, was once expected to end poverty, but research shows it mainly helps households manage irregular incomes and emergencies with modest effects and some debt problems, making it a valuable tool but not a complete answer to poverty.',
    explanation:
      'The passage moves from early optimism to a more cautious view, so a good summary shows that contrast with "but" and ends with the economists\' balanced conclusion.',
  },
  {
    key: 'swt-014',
    task: 'writing.summarizeWrittenText',
    title: 'Tourism and Local Communities',
    complexity: 'AVERAGE',
    passage:
      'International tourism has become one of the largest industries in the world, and many regions depend on it for jobs and income. Visitors spend money on accommodation, food, transport and souvenirs, supporting local businesses and generating tax revenue that can be used for public services. Tourism can also encourage the preservation of historic buildings and traditional crafts, since these attract visitors. However, rapid growth in tourism can create serious problems. In popular destinations, rising demand for short-term holiday rentals may push up housing costs, forcing residents to move away from the centres of their own towns. Crowds can damage fragile natural sites, and a large share of profits may go to international companies rather than local people. Furthermore, economies that rely heavily on tourism are vulnerable when travel suddenly declines. Planners therefore increasingly talk about sustainable tourism, which involves managing visitor numbers, involving residents in decisions and ensuring that a fair share of the benefits stays within the community.',
    keyPoints: [
      'tourism brings jobs, income and support for heritage',
      'rapid growth raises housing costs and damages sites',
      'profits may leave the community',
      'sustainable tourism manages visitor numbers and involves residents',
    ],
    modelAnswer:
      'Tourism brings jobs, income and support for heritage, but rapid growth can raise housing costs, damage sites, send profits abroad and leave economies vulnerable, so planners favour sustainable tourism that manages visitor numbers and involves residents.',
    explanation:
      'A strong answer balances the economic and cultural benefits against the problems of rapid growth and finishes with the solution the passage proposes, sustainable tourism.',
  },
  {
    key: 'swt-015',
    task: 'writing.summarizeWrittenText',
    title: 'Antibiotic Resistance',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    passage:
      'Antibiotics have transformed medicine since the middle of the twentieth century, turning many once-deadly bacterial infections into easily treatable conditions and making complex surgery far safer. Their effectiveness, however, is under threat. Bacteria reproduce rapidly, and when a population is exposed to an antibiotic, any individuals that happen to carry genetic changes allowing them to survive can multiply and pass on their resistance. The more often antibiotics are used, the stronger this selective pressure becomes. Misuse accelerates the problem: antibiotics are sometimes prescribed for viral illnesses, against which they have no effect, and patients may stop taking a course early. Large quantities are also used in farming. Meanwhile, relatively few new classes of antibiotics have been developed in recent decades, partly because such drugs are less profitable for companies than medicines taken over long periods. Health authorities therefore emphasise careful prescribing, better infection control in hospitals, and new incentives to encourage research into alternative treatments.',
    keyPoints: [
      'antibiotics transformed medicine',
      'overuse and misuse favour resistant bacteria',
      'few new antibiotics are being developed',
      'careful prescribing, infection control and research incentives',
    ],
    modelAnswer:
      'Although antibiotics have transformed medicine, their overuse and misuse in healthcare and farming favour resistant bacteria while few new drugs are being developed, so authorities stress careful prescribing, infection control and incentives for research.',
    explanation:
      'A good summary links the cause of resistance (overuse and misuse), the lack of new drugs and the recommended responses, rather than retelling the biology of how bacteria reproduce.',
  },
  {
    key: 'swt-016',
    task: 'writing.summarizeWrittenText',
    title: 'Museums Go Digital',
    complexity: 'AVERAGE',
    passage:
      'Over the past two decades, many museums have placed large parts of their collections online. High-quality photographs, three-dimensional scans and virtual tours allow people to examine objects from anywhere in the world, often in greater detail than is possible through a glass case. For researchers, digital catalogues make it easier to locate and compare items held in different institutions, while teachers can use online collections to bring history and art into the classroom. Digitisation also helps to preserve a record of fragile objects that may deteriorate over time. Some observers feared that online access would reduce the number of people visiting museums in person, but many institutions report that digital exposure can actually encourage visits by raising public interest. Nevertheless, digitisation is expensive and time-consuming, and smaller museums often lack the staff and funding to do it well. There are also debates about who should control and profit from digital images of cultural heritage, particularly objects that originally came from other communities.',
    keyPoints: [
      'museums put collections online',
      'benefits for researchers, teachers and preservation',
      'online access may encourage visits',
      'digitisation is costly for smaller museums',
      'debates over who controls digital heritage',
    ],
    modelAnswer:
      'Museums increasingly put collections online, benefiting researchers, teachers and preservation and possibly encouraging visits, but digitisation is costly, especially for smaller museums, and raises debates over who should control and profit from digital heritage.',
    explanation:
      'A strong summary gives the trend, its main benefits (including the surprising effect on visits) and the two problems, cost and control of heritage, in one balanced sentence.',
  },
  {
    key: 'swt-017',
    task: 'writing.summarizeWrittenText',
    title: 'Bees and Pollination',
    complexity: 'AVERAGE',
    passage:
      'A large proportion of flowering plants, including many crops grown for human food, depend on animals to carry pollen from one flower to another. Bees are among the most important of these pollinators. While the domesticated honeybee receives most public attention, thousands of wild bee species also play a vital role, and some are more efficient pollinators of particular crops. In recent decades, scientists in many regions have recorded declines in both wild and managed bee populations. No single cause appears responsible. Instead, researchers point to a combination of factors, including the loss of flowering habitats, the use of certain pesticides, diseases and parasites, and changing weather patterns. These pressures may interact, so that a colony weakened by poor nutrition becomes more vulnerable to disease. Suggested responses include planting strips of wildflowers along field edges, reducing pesticide use, and protecting areas of natural habitat. Such measures can benefit farmers as well as bees, since well-pollinated crops often produce higher yields.',
    keyPoints: [
      'many food crops depend on bee pollination',
      'wild bees matter as well as honeybees',
      'habitat loss, pesticides, disease and weather interact',
      'wildflower planting and less pesticide help bees and farmers',
    ],
    modelAnswer:
      'Bees, both wild and domesticated, pollinate many food crops but are declining because of interacting pressures such as habitat loss, pesticides, disease and changing weather, so measures like wildflower planting and reduced pesticide use can help both bees and farmers.',
    explanation:
      'A good summary states why bees matter, that the decline has several interacting causes rather than one, and which measures help, noting that they benefit farmers too.',
  },
  {
    key: 'swt-018',
    task: 'writing.summarizeWrittenText',
    title: 'The Power of Defaults',
    complexity: 'HARD',
    passage:
      'Standard economic models assume that individuals make choices by weighing costs and benefits according to stable preferences, so the way options are presented should make little difference to the outcome. Research in behavioural economics has challenged this assumption by documenting systematic patterns in how people actually decide. One of the most robust findings concerns default options: the choice that takes effect if a person does nothing. When employees are automatically enrolled in a workplace pension scheme but allowed to opt out, participation tends to be substantially higher than when they must actively sign up, even though the available choices are identical. Explanations include inertia, the effort of comparing complex alternatives, and a tendency to interpret the default as an implicit recommendation. Such findings have encouraged governments to design policies that steer behaviour while preserving freedom of choice, an approach often described as nudging. Critics, however, warn that the technique can be manipulative if the goals of those designing the choices diverge from the interests of the people affected.',
    keyPoints: [
      'challenges standard economic models of choice',
      'default options strongly shape decisions',
      'automatic pension enrolment raises participation',
      'inertia and implied recommendation explain defaults',
      'critics warn nudging can be manipulative',
    ],
    modelAnswer:
      'Contrary to standard economic models, behavioural research shows that default options, such as automatic pension enrolment, strongly shape decisions through inertia and implied recommendation, which has inspired nudging policies that critics say must be transparent to avoid manipulation.',
    explanation:
      'A strong summary sets the finding against the standard model it challenges, gives the pension example and its explanations briefly, and includes both the policy use of nudging and the criticism.',
  },
  {
    key: 'swt-019',
    task: 'writing.summarizeWrittenText',
    title: 'Accepting Continental Drift',
    complexity: 'HARD',
    prediction: { monthly: true },
    passage:
      'When the idea that continents move across the surface of the Earth was first proposed in the early twentieth century, most geologists rejected it. Its supporters pointed to the way the coastlines of South America and Africa appear to fit together, and to similar fossils and rock formations found on continents now separated by oceans. Critics accepted that these observations required explanation, but objected that no known mechanism could push enormous masses of rock through the solid ocean floor. For several decades, the hypothesis remained on the margins of the discipline. The situation changed after the Second World War, when new techniques for mapping the sea floor revealed long underwater mountain ranges and symmetrical magnetic patterns in the rocks on either side of them, indicating that new crust was continuously forming and spreading outward. Within a remarkably short period, plate tectonics became the organising framework of the earth sciences. The episode illustrates how evidence for a phenomenon may be insufficient to win acceptance until a plausible mechanism is identified.',
    keyPoints: [
      'continental drift was initially rejected',
      'fitting coastlines and matching fossils were evidence',
      'rejected for lacking a mechanism',
      'sea-floor mapping revealed spreading crust',
      'acceptance required a plausible mechanism',
    ],
    modelAnswer:
      'Continental drift, supported by fitting coastlines and matching fossils, was initially rejected for lacking a mechanism until post-war sea-floor mapping revealed spreading crust, leading to plate tectonics and showing that evidence may not win acceptance without a plausible mechanism.',
    explanation:
      'The passage tells a story in order to make a general point, so a good summary traces rejection, the missing mechanism and the new evidence, and ends with the lesson about mechanisms.',
  },
  {
    key: 'swt-020',
    task: 'writing.summarizeWrittenText',
    title: 'The Placebo Response',
    complexity: 'HARD',
    passage:
      'A placebo is a treatment with no active ingredient, such as a sugar pill, yet patients who receive one frequently report genuine improvements in their symptoms. For this reason, clinical trials of new drugs typically compare the drug not with no treatment at all but with a placebo, so that researchers can distinguish the pharmacological effect from improvements produced by other factors. Part of the apparent placebo effect is not caused by the placebo at all: many conditions fluctuate naturally, and patients often seek treatment when symptoms are at their worst, so some improvement would occur regardless. Nonetheless, experiments suggest that expectations and the context of care can produce measurable changes, particularly for subjective symptoms such as pain and nausea. These findings raise ethical questions, since deliberately giving a placebo usually involves deception. Some researchers have therefore investigated open-label placebos, in which patients are told they are receiving an inactive pill, and have reported benefits in certain conditions, although such studies remain small.',
    keyPoints: [
      'inactive placebos still produce improvements',
      'natural fluctuation explains part of the effect',
      'expectations and context reduce subjective symptoms like pain',
      'drug trials use placebo comparisons',
      'deception raises ethical concerns addressed by open-label placebos',
    ],
    modelAnswer:
      'Although part of the improvement seen with inactive placebos reflects natural fluctuation in symptoms, expectations and the context of care can genuinely reduce subjective symptoms like pain, which is why drug trials use placebo comparisons, while deliberate deception raises ethical concerns that open-label placebos may address.',
    explanation:
      'A strong answer separates the two sources of apparent improvement (natural fluctuation and real expectation effects), mentions why trials use placebos, and includes the ethical issue and open-label response.',
  },
  {
    key: 'swt-021',
    task: 'writing.summarizeWrittenText',
    title: 'Language and Thought',
    complexity: 'HARD',
    passage:
      'Whether the language a person speaks shapes the way they think has been debated for well over a century. A strong version of this idea, which holds that language determines thought and that speakers of different languages therefore inhabit fundamentally different mental worlds, is now widely rejected. People can clearly think about concepts for which their language has no single word, and translation between languages, though imperfect, is generally possible. However, a weaker version, according to which language influences certain habits of attention and memory, has received some experimental support. Languages differ, for instance, in how they describe spatial relations: some rely on terms such as left and right, whereas others use fixed directions comparable to north and south even for small-scale arrangements. Studies have reported that speakers of such languages tend to remember the arrangement of objects differently in non-linguistic tasks. Researchers increasingly frame the question not as whether language affects thought, but in which domains, to what degree and under what circumstances.',
    keyPoints: [
      'the strong claim that language determines thought is rejected',
      'language influences habits of attention and memory',
      'spatial descriptions affect memory of arrangements',
      'researchers ask in which domains and to what degree',
    ],
    modelAnswer:
      'While the strong claim that language determines thought is widely rejected, experiments, particularly on spatial descriptions, suggest language influences habits of attention and memory, so researchers now ask in which domains and to what degree this influence operates.',
    explanation:
      'A good summary contrasts the rejected strong version with the supported weaker version, uses the spatial studies as the evidence, and ends with how the research question has been reframed.',
  },
  {
    key: 'swt-022',
    task: 'writing.summarizeWrittenText',
    title: 'Depleting Groundwater Reserves',
    complexity: 'HARD',
    passage:
      'Groundwater, stored in porous rock and sediment beneath the surface, supplies a substantial share of the water used for drinking and irrigation worldwide. Because it is invisible and has traditionally been treated as a private resource attached to land ownership, its extraction has often been poorly monitored. In many agricultural regions, affordable motorised pumps have allowed farmers to withdraw water far faster than rainfall can replenish the aquifers, causing water tables to fall steadily. The consequences accumulate gradually and may remain unnoticed for years. Wells must be deepened at increasing cost, which tends to disadvantage smaller farmers; in coastal areas, seawater can seep into depleted aquifers and make the remaining water too salty to use; and in some cities the compaction of drained sediments has caused the ground itself to sink. Because each user gains the full benefit of pumping while the costs are shared by all, individual incentives encourage overuse. Effective management therefore requires collective arrangements, such as metering and extraction limits, together with better data on aquifers.',
    keyPoints: [
      'groundwater supplies drinking and irrigation water',
      'poorly monitored extraction exceeds recharge',
      'deeper wells, saltwater intrusion and sinking ground',
      'shared costs encourage overuse',
      'collective management such as metering and limits',
    ],
    modelAnswer:
      'Because groundwater, a major source of drinking and irrigation water, is poorly monitored and each user gains from pumping while costs are shared, which encourages overuse, extraction often exceeds recharge, causing costly deeper wells, saltwater intrusion and sinking ground, so collective management such as metering and extraction limits is needed.',
    explanation:
      'A strong summary explains why overuse happens (poor monitoring and shared costs), lists its consequences compactly and ends with the passage\'s conclusion that collective management is required.',
  },
  {
    key: 'swt-023',
    task: 'writing.summarizeWrittenText',
    title: 'The Adaptable Adult Brain',
    complexity: 'HARD',
    passage:
      'For much of the twentieth century, the prevailing view in neuroscience held that the structure of the adult brain was essentially fixed: the connections formed during childhood were thought to remain stable, and damaged neurons could not be replaced. This view has been substantially revised. Research has demonstrated that the adult brain retains a considerable capacity for change, known as neuroplasticity, in response to experience, learning and injury. Connections between neurons are strengthened through repeated use and weakened through disuse, and imaging studies have associated the acquisition of complex skills with measurable changes in the relevant brain regions. Following a stroke, undamaged areas can sometimes take over functions previously performed by damaged tissue, particularly with intensive rehabilitation. Nevertheless, researchers caution against exaggerated claims. Plasticity generally declines with age, and changes are not always beneficial, since the same mechanisms may contribute to chronic pain or entrenched habits. Commercial products promising to improve general intelligence through brain training have frequently failed to demonstrate benefits beyond the specific tasks practised.',
    keyPoints: [
      'the adult brain was once thought fixed',
      'the brain changes with learning and experience',
      'plasticity aids stroke rehabilitation',
      'plasticity declines with age and is not always beneficial',
      'brain training claims are exaggerated',
    ],
    modelAnswer:
      'Contrary to the older view that the adult brain is fixed, research shows it remains plastic, changing with learning and aiding stroke rehabilitation, although plasticity declines with age, is not always beneficial and does not support the exaggerated claims of commercial brain training.',
    explanation:
      'A good answer sets the new finding against the old view, gives the learning and stroke examples in a few words, and keeps the limits researchers stress, including the doubts about brain training.',
  },
  {
    key: 'swt-024',
    task: 'writing.summarizeWrittenText',
    title: 'The Replication Problem',
    complexity: 'HARD',
    prediction: { weekly: true },
    passage:
      'Replication, the repetition of a study to determine whether its findings hold, is often described as a cornerstone of the scientific method. In practice, however, it has traditionally received little reward. Journals have tended to favour novel and striking results, and researchers have had limited incentive to spend time repeating the work of others. In recent years, large coordinated efforts to replicate published studies in several fields found that a considerable proportion of results could not be reproduced with the expected strength, or at all. Analysts have identified several contributing factors: small samples that produce unreliable estimates, flexible analytical choices that allow researchers to find apparently significant patterns by chance, and a publication system that rarely prints negative results. In response, many researchers have adopted reforms such as pre-registering their hypotheses and analysis plans before collecting data, sharing datasets openly, and conducting larger collaborative studies. Supporters maintain that these practices strengthen the credibility of science, while some critics worry that rigid procedures may discourage exploratory research.',
    keyPoints: [
      'replication is central but rarely rewarded',
      'many published results could not be reproduced',
      'small samples, flexible analysis and preference for novel results',
      'reforms such as pre-registration and open data',
      'critics fear rigid rules restrict exploratory research',
    ],
    modelAnswer:
      "Although replication is central to science, journals' preference for novel results, small samples and flexible analysis have left many published findings unreproducible, prompting reforms such as pre-registration and open data, which supporters say strengthen credibility but critics fear may restrict exploratory research.",
    explanation:
      'A strong summary moves from the problem (many findings fail to replicate) to its causes and the reforms, and keeps the final debate about whether the reforms limit exploration.',
  },
  {
    key: 'swt-025',
    task: 'writing.summarizeWrittenText',
    title: 'Oral History as Evidence',
    complexity: 'HARD',
    passage:
      'Historians have traditionally relied on written documents, such as government records, letters and newspapers, as their principal sources. Yet written records are unevenly distributed: they tend to reflect the perspectives of literate, powerful and institutionally connected groups, while the experiences of many ordinary people leave few traces in archives. Oral history, the systematic recording of interviews with people about their past experiences, emerged partly to address this imbalance. It has enabled historians to document the lives of workers, migrants and communities whose histories were previously overlooked, and to capture aspects of experience, such as emotions and everyday routines, that official documents seldom record. Sceptics have questioned the reliability of such testimony, since memories fade, are reshaped by later events and may be influenced by the interviewer. Practitioners respond that written sources are also partial, and that the ways people remember the past are themselves valuable evidence. Most historians now treat oral testimony as one source among many, to be cross-checked against other material and interpreted with care.',
    keyPoints: [
      'written archives favour powerful groups',
      'oral history records overlooked lives and experiences',
      'memories can be unreliable',
      'written sources are also partial',
      'testimony is cross-checked and carefully interpreted',
    ],
    modelAnswer:
      'Oral history emerged to record the lives and experiences of people overlooked by written archives, which favour powerful groups, and although memories can be unreliable, historians now treat testimony, like written sources, as partial evidence to be cross-checked and carefully interpreted.',
    explanation:
      'A good summary explains why oral history arose, acknowledges the reliability criticism and the reply that written sources are partial too, and ends with the current balanced practice.',
  },
];
