import type { HighlightCorrectSummaryItem } from '../types';

/**
 * Listening: Highlight Correct Summary (PTE Academic). `script` is the recording (90-200 words); `summaries` are 3-4
 * options of 25-60 words, exactly one of which (`correct`) summarises it. The others distort a detail, miss the main
 * point or add something the speaker did not say.
 */
export const highlightCorrectSummary: HighlightCorrectSummaryItem[] = [
  {
    key: 'hcs-001',
    task: 'listening.highlightCorrectSummary',
    title: 'Cycling to Work',
    complexity: 'EASY',
    voice: 'female',
    script:
      'More and more people in cities are choosing to cycle to work, and there are good reasons for this. First, cycling is a form of exercise that fits naturally into the day, so people who ride regularly often find it easier to stay fit without visiting a gym. Second, it can be cheaper than driving or taking public transport, because there are no fuel costs or parking fees. Third, in busy city centres, a bicycle can often be quicker than a car during rush hour. Of course, cycling is not for everyone. Safety is still a major concern, and many people say they would cycle more if there were more separate cycle lanes.',
    summaries: [
      { id: 'A', text: 'Cycling to work is becoming popular because it combines exercise with travel, saves money and can be faster in heavy traffic, although safety remains a concern and many people would like more separate cycle lanes.' },
      { id: 'B', text: 'Cycling to work is now the cheapest and safest way to travel in cities, and most people who try it soon give up their cars and their gym memberships altogether.' },
      { id: 'C', text: 'The speaker explains that cyclists are fitter and healthier than other commuters and argues that cities should charge drivers much higher parking fees so that more of them switch to bicycles for their daily journeys.' },
      { id: 'D', text: 'Although cycling is often faster than driving during rush hour, the speaker concludes that it is simply too dangerous for most people and should not be encouraged in busy city centres until the roads are redesigned.' },
    ],
    correct: 'A',
    explanation:
      'A covers all three reasons (exercise, cost, speed) and the safety concern. B wrongly calls cycling the safest option, C adds a parking-fee proposal that was never made, and D turns a concern into a conclusion the speaker does not reach.',
  },
  {
    key: 'hcs-002',
    task: 'listening.highlightCorrectSummary',
    title: 'Choosing Student Accommodation',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'When students start university, one of their first decisions is where to live. Many first year students choose university halls of residence. Halls are usually close to campus, bills are included in the rent, and it is easy to make friends because you are surrounded by other new students. However, rooms can be small and kitchens are often shared by many people. In later years, many students move into private shared houses with friends. This usually gives them more space and independence, but they have to deal with landlords, sign contracts and manage bills themselves. The best choice depends on what each student values most.',
    summaries: [
      { id: 'A', text: 'Students should avoid halls of residence because the rooms are small and the kitchens are crowded, and private shared houses are always cheaper, closer to the campus and easier to manage than halls.' },
      { id: 'B', text: 'Halls of residence suit new students because they are convenient and sociable, while private shared houses offer more space and independence but more responsibility, so the right choice depends on personal priorities.' },
      { id: 'C', text: 'Most students stay in halls of residence for their whole degree, because landlords of private houses are unreliable, their contracts are difficult to understand and sharing bills with friends often leads to arguments.' },
      { id: 'D', text: 'The talk explains in detail how to find a good landlord, how to read and sign a rental contract and how to divide household bills fairly between friends who share a house.' },
    ],
    correct: 'B',
    explanation:
      "B balances the advantages and drawbacks of both options and keeps the speaker's conclusion. A invents cost and location claims about private houses, C contradicts the move to shared houses in later years, and D focuses on minor details the talk only mentions.",
  },
  {
    key: 'hcs-003',
    task: 'listening.highlightCorrectSummary',
    title: 'Why We Yawn',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Everyone yawns, but scientists still do not fully agree on why. For many years, people believed that yawning brought extra oxygen into the body, but experiments have not supported this idea well. A more recent theory suggests that yawning may help to cool the brain, since it draws in a large breath of air and increases blood flow to the head. Another interesting feature of yawning is that it is contagious. Seeing, hearing or even reading about someone yawning can make us yawn too. Some researchers think this may be linked to social bonding, because people seem more likely to catch yawns from friends and family than from strangers.',
    summaries: [
      { id: 'A', text: 'Yawning is mainly a way of taking in extra oxygen, which experiments have confirmed, and scientists have also shown that people yawn more often when they are with strangers than with friends or family.' },
      { id: 'B', text: 'The speaker describes how yawning helps people to fall asleep more quickly at night and explains why yawning in public is considered rude and impolite in many different cultures around the world.' },
      { id: 'C', text: 'The purpose of yawning is still debated: the old oxygen explanation is poorly supported, a newer idea is that it cools the brain, and its contagious nature may be connected to social bonds.' },
      { id: 'D', text: 'Yawning is contagious only when we actually see another person yawn, which proves that its main purpose is to cool the brain after a long period of hard mental concentration.' },
    ],
    correct: 'C',
    explanation:
      'C reflects the uncertainty, both theories and the link between contagious yawning and bonding. A repeats the discredited oxygen idea and reverses the friends-versus-strangers finding, B is not mentioned, and D ignores hearing and reading and claims proof where the speaker reports only a theory.',
  },
  {
    key: 'hcs-004',
    task: 'listening.highlightCorrectSummary',
    title: 'Plants in the Office',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Many offices now include indoor plants, and there are several reasons for this trend. Workers often say that plants make a room feel more pleasant and less stressful. Some studies have found that people working in offices with greenery report higher satisfaction and feel more able to concentrate. Plants are also often said to clean the air. However, this claim is usually exaggerated. Although plants can absorb some pollutants in laboratory conditions, a normal office would need a huge number of them to make a real difference. Good ventilation is far more effective. So the main benefit of office plants seems to be how they make people feel.',
    summaries: [
      { id: 'A', text: 'Office plants clean the air so effectively that they can replace ventilation systems, which is why many companies now fill their workplaces with large numbers of plants instead of opening windows.' },
      { id: 'B', text: 'The speaker explains which kinds of indoor plants grow best in offices that receive little natural light, and gives advice on how often they should be watered and moved.' },
      { id: 'C', text: 'Workers in offices with plants are more productive and take fewer sick days, according to laboratory studies that measured how quickly plants absorb pollutants from the air.' },
      { id: 'D', text: 'Indoor plants in offices seem to benefit workers mainly by improving their mood, satisfaction and concentration, while their reputation for cleaning the air is overstated compared with good ventilation.' },
    ],
    correct: 'D',
    explanation:
      'D states the main point, that the benefit is psychological, and the correction about air cleaning. A reverses that correction, B discusses plant care that is never mentioned, and C invents sick-day findings and misuses the laboratory studies.',
  },
  {
    key: 'hcs-005',
    task: 'listening.highlightCorrectSummary',
    title: 'Managing Study Time',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many new university students find that managing their time is harder than they expected. At school, timetables were fixed and teachers reminded them about deadlines. At university, there may be only a few hours of classes each week, and students are expected to organise the rest of their time themselves. One useful strategy is to keep a weekly planner that includes lectures, part-time work and social activities, as well as blocks of time for independent study. It also helps to break large assignments into smaller tasks with their own deadlines. Finally, students should be realistic. A plan that leaves no time for rest is unlikely to last more than a few days.',
    summaries: [
      { id: 'A', text: 'University students have far fewer classes than school pupils, so they have plenty of free time and do not really need to plan their week or break their assignments into smaller tasks.' },
      { id: 'B', text: 'Because university requires more independent organisation than school, students benefit from a weekly planner, from breaking big assignments into smaller steps and from realistic plans that include time to rest.' },
      { id: 'C', text: 'The speaker argues that students should give up part-time work and social activities completely so that they can spend all of their free time on lectures and independent study.' },
      { id: 'D', text: 'Teachers at university remind students about deadlines less often than teachers at school, and the speaker says this is the main reason why so many students fail their first assignments.' },
    ],
    correct: 'B',
    explanation:
      "B gives the problem and all three strategies. A contradicts the speaker's advice to plan, C contradicts the advice to include work, social life and rest, and D adds a claim about failing assignments that was never made.",
  },
  {
    key: 'hcs-006',
    task: 'listening.highlightCorrectSummary',
    title: 'The Spread of Tea',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'Tea is one of the most widely consumed drinks in the world, after water. It was first drunk in China, where for centuries it was valued both as a medicine and as a pleasant drink. Over time, tea drinking spread along trade routes to other parts of Asia, and later traders carried it to Europe. At first it was an expensive luxury enjoyed mainly by the rich, but as trade grew and prices fell, it became an everyday drink for ordinary people. Different cultures developed their own traditions, from formal tea ceremonies to adding milk, spices or sugar. Today, tea is grown in many countries with warm, wet climates.',
    summaries: [
      { id: 'A', text: 'Tea began in China as both a medicine and a drink, spread through trade to the rest of Asia and to Europe, changed from a luxury into an everyday drink, and gained different traditions in different cultures.' },
      { id: 'B', text: 'Tea was first grown in Europe and was later introduced to China by traders, where it became an expensive luxury that only the richest families were able to afford for many centuries before it reached any other part of Asia.' },
      { id: 'C', text: 'The speaker explains how to prepare tea correctly for a formal ceremony and argues that adding milk, spices or sugar spoils the natural flavour of the leaves and should be avoided.' },
    ],
    correct: 'A',
    explanation:
      'A follows the whole history: origin, spread, change in status and local traditions. B reverses the direction of the spread, and C turns a brief mention of traditions into advice the speaker never gives.',
  },
  {
    key: 'hcs-007',
    task: 'listening.highlightCorrectSummary',
    title: 'How Birds Migrate',
    complexity: 'EASY',
    voice: 'female',
    script:
      "Every year, many bird species travel long distances between their breeding grounds and the places where they spend the winter. They do this mainly to find food, because insects and other food sources become scarce in colder months. Migration is dangerous and tiring, so birds prepare by eating extra food and building up fat reserves before they leave. Scientists have found that birds use several methods to find their way. Some follow the position of the sun and stars, others seem to sense the Earth's magnetic field, and many recognise landmarks such as coastlines and mountains. Young birds of some species make their first journey without ever having travelled the route before.",
    summaries: [
      { id: 'A', text: 'Birds migrate because they cannot survive cold weather, and young birds always follow older birds of the same species, who show them the route by using coastlines and mountains as landmarks.' },
      { id: 'B', text: 'The speaker describes the dangers birds face during migration, such as storms, predators and exhaustion, and explains how conservation groups protect the places where they stop to rest and feed on their long journeys south each autumn.' },
      { id: 'C', text: 'Many birds migrate to find food in winter, prepare by storing fat, and navigate using the sun and stars, the magnetic field and landmarks, with some young birds finding the route on their very first journey.' },
      { id: 'D', text: 'Scientists have recently discovered that birds navigate only by sensing the magnetic field of the Earth, which explains why young birds are able to complete their first journey alone.' },
    ],
    correct: 'C',
    explanation:
      'C includes the reason, the preparation and all the navigation methods. A gives the wrong reason and contradicts the young birds travelling unaided, B adds storms, predators and conservation groups, and D reduces several methods to one.',
  },
  {
    key: 'hcs-008',
    task: 'listening.highlightCorrectSummary',
    title: 'Free Museum Entry',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Should museums be free to visit? Supporters of free entry argue that museums hold collections that belong to everyone, so cost should not stop people from learning about art, science and history. When some museums have removed their entrance fees, visitor numbers have often risen, including among families and young people. However, running a museum is expensive. Without ticket income, museums depend more heavily on public funding, donations and sales in their shops and cafes. Some people suggest a compromise, in which permanent collections are free but special exhibitions charge a fee. This allows everyone to visit while still raising some money.',
    summaries: [
      { id: 'A', text: 'Museums that remove their entrance fees always lose money and are soon forced to close their shops and cafes, so the speaker recommends that every visitor should pay to enter.' },
      { id: 'B', text: 'The speaker describes the history of public museums and explains how their collections of art, science and history were first brought together and opened to ordinary visitors.' },
      { id: 'C', text: 'Young people visit museums more than any other group, so the speaker suggests that special exhibitions should be free while permanent collections should charge every visitor a small fee.' },
      { id: 'D', text: 'Free museum entry can attract more visitors, including families, but it increases reliance on other sources of income, so one compromise is to keep permanent collections free and charge for special exhibitions.' },
    ],
    correct: 'D',
    explanation:
      'D gives both sides of the debate and the suggested compromise. A exaggerates the financial risk and invents a recommendation, B is about history the talk does not cover, and C reverses the compromise and adds an unsupported claim about young people.',
  },
  {
    key: 'hcs-009',
    task: 'listening.highlightCorrectSummary',
    title: 'Fiction and Empathy',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Reading novels is often seen simply as entertainment, but some researchers believe it may also help us understand other people. When we read fiction, we follow the thoughts and feelings of characters whose lives may be very different from our own. This may give us practice in imagining other points of view. Several studies have reported that people who read a lot of fiction score slightly higher on tests of empathy. However, the evidence is not conclusive. It is possible that people who are already more empathetic simply enjoy reading novels more. More research is needed to show whether reading actually causes the improvement.',
    summaries: [
      { id: 'A', text: 'Reading fiction may give people practice in imagining other points of view, and frequent readers tend to score a little higher on empathy tests, but it is still unclear whether reading actually causes this difference.' },
      { id: 'B', text: 'Studies have proved that reading novels makes people more empathetic, so the speaker recommends that schools should ask their students to read more fiction and less non-fiction in every subject, starting in the first years of primary school.' },
      { id: 'C', text: 'People who are naturally empathetic tend to dislike reading fiction, because it makes them feel the emotions of the characters too strongly, according to several recent studies of readers.' },
      { id: 'D', text: 'The speaker compares novels with films and television and argues that films are more effective than books at helping audiences to understand the points of view of other people.' },
    ],
    correct: 'A',
    explanation:
      'A keeps both the finding and the caution about cause and effect. B claims proof and adds a recommendation for schools, C contradicts the idea that empathetic people may enjoy novels more, and D introduces films, which are never mentioned.',
  },
  {
    key: 'hcs-010',
    task: 'listening.highlightCorrectSummary',
    title: 'Turning Seawater Into Drinking Water',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'male',
    script:
      'As populations grow and droughts become more frequent in some regions, more countries are turning to desalination, the process of removing salt from seawater to make it drinkable. The most common method today is reverse osmosis, in which seawater is pushed at high pressure through membranes that allow water molecules to pass but block most of the salt. Desalination can provide a reliable supply that does not depend on rainfall, which makes it attractive for dry coastal areas. However, it has significant drawbacks. It requires large amounts of energy, which raises costs and, if the energy comes from fossil fuels, adds to greenhouse gas emissions. The process also produces a very salty waste liquid called brine. If brine is released carelessly into the sea, it can harm marine life near the outlet. For these reasons, experts often recommend desalination alongside water conservation rather than as a complete solution.',
    summaries: [
      { id: 'A', text: 'Reverse osmosis has solved the problem of high energy use in desalination, so experts now believe it can fully replace water conservation in the coastal regions most affected by drought.' },
      { id: 'B', text: 'Desalination removes salt from seawater by boiling it, and the steam is collected as fresh water while the remaining salt is sold to industry, which makes the whole process highly profitable for the coastal countries that use it most.' },
      { id: 'C', text: 'Desalination, usually by reverse osmosis, offers a water supply that does not depend on rain for dry coastal regions, but its high energy use and harmful brine waste mean it is best combined with water conservation.' },
      { id: 'D', text: 'The speaker explains that brine from desalination plants is the main cause of damage to marine ecosystems around the world and calls for a complete ban on all such plants.' },
    ],
    correct: 'C',
    explanation:
      'C gives the method, the main advantage, both drawbacks and the recommendation. A contradicts the energy problem and the advice to conserve water, B describes a different method and invents profits, and D exaggerates the local harm from brine into a global cause and a ban.',
  },
  {
    key: 'hcs-011',
    task: 'listening.highlightCorrectSummary',
    title: 'Trade on the Silk Road',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'The term Silk Road refers not to a single road but to a network of overland and sea routes that connected East Asia with Central Asia, the Middle East and Europe for many centuries. Silk from China was one of the famous goods carried along these routes, but merchants also traded spices, precious metals, glass, horses and many other products. Very few traders travelled the whole distance. Instead, goods usually passed through many hands, moving from one market town to the next. Perhaps the most lasting effect of the Silk Road was the exchange of ideas rather than goods. Religions, languages, artistic styles and technologies such as papermaking spread along the routes. Diseases travelled too, and historians believe that some deadly epidemics moved along these same trade networks.',
    summaries: [
      { id: 'A', text: 'The Silk Road was a single paved road built by Chinese rulers so that their merchants could carry silk directly to European markets in one long journey lasting several years.' },
      { id: 'B', text: 'The Silk Road was a network of routes along which goods passed through the hands of many traders, and its most lasting legacy was the spread of religions, languages, art and technology, as well as disease.' },
      { id: 'C', text: 'Silk was the only product traded between China and Europe along these routes, and the spread of papermaking eventually caused the silk trade to decline and the routes to be abandoned.' },
      { id: 'D', text: 'The speaker focuses on the dangers faced by merchants crossing deserts and mountains, and explains how they travelled in large groups and hired guards to protect themselves from bandits and from the extreme heat and cold along the way.' },
    ],
    correct: 'B',
    explanation:
      'B captures the network of routes, the relay of goods and the main point about the exchange of ideas. A contradicts the opening definition, C ignores the other goods and invents a decline, and D describes dangers that are not mentioned.',
  },
  {
    key: 'hcs-012',
    task: 'listening.highlightCorrectSummary',
    title: 'The Placebo Effect',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'In medical research, a placebo is a treatment with no active ingredient, such as a sugar pill. Surprisingly, patients who receive placebos often report real improvements, particularly in symptoms like pain, nausea and fatigue. This is known as the placebo effect. It seems to arise partly from expectation. When people believe a treatment will help, their brains may release natural chemicals that reduce pain. The setting matters as well: a caring doctor, a formal clinic and even the colour or price of a pill can influence the result. Because of this effect, new drugs are tested against placebos in controlled trials. A drug is only considered effective if it performs better than the placebo. It is important to note, however, that placebos rarely change the underlying disease. They mainly affect how patients feel and report their symptoms.',
    summaries: [
      { id: 'A', text: 'Placebos can cure serious diseases if patients believe in them strongly enough, which is why doctors are increasingly prescribing sugar pills instead of real drugs to their patients.' },
      { id: 'B', text: 'The placebo effect only occurs in formal clinics, and patients who are treated by friendly and caring doctors usually report no improvement in their pain or other symptoms.' },
      { id: 'C', text: 'The speaker explains how sugar pills are manufactured for clinical trials and why expensive pills are always more effective than cheap ones at curing the underlying disease.' },
      { id: 'D', text: 'Inactive treatments can improve reported symptoms such as pain through expectation and context, so new drugs must outperform placebos in trials, although placebos seldom affect the underlying disease itself.' },
    ],
    correct: 'D',
    explanation:
      'D covers the effect, its causes, its role in drug trials and its limits. A contradicts the statement that placebos rarely change the disease, B reverses the role of a caring doctor, and C is about manufacturing, which is never discussed.',
  },
  {
    key: 'hcs-013',
    task: 'listening.highlightCorrectSummary',
    title: 'Work in the Gig Economy',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'The gig economy refers to work arranged through digital platforms, where people are paid for individual tasks such as delivering food, driving passengers or completing small online jobs. For many workers, the main attraction is flexibility. They can choose when to work and can combine gigs with study, caring responsibilities or another job. For platforms and customers, the model offers fast and often cheaper services. However, critics point out that gig workers are usually treated as self-employed. This means they often lack benefits that employees receive, such as sick pay, holiday pay and pension contributions. Their income can also vary greatly from week to week. Several governments are now debating whether platform workers should be given more protection, and courts in some countries have been asked to decide how these workers should be classified.',
    summaries: [
      { id: 'A', text: 'Gig work offers flexibility to workers and fast, cheap services to customers, but because workers are usually classed as self-employed they lack key benefits and a stable income, prompting debate about greater protection.' },
      { id: 'B', text: 'Most gig workers are students who prefer platform work to traditional jobs because it pays more, offers regular hours and includes benefits such as sick pay and holiday pay.' },
      { id: 'C', text: 'Governments have already banned digital platforms from treating their workers as self-employed, so gig workers in most countries now receive the same benefits and protection as ordinary employees, including sick pay, holiday pay and pension contributions.' },
      { id: 'D', text: 'The speaker describes how digital platforms use computer programs to set prices for food delivery and taxi rides, and explains why customers prefer these services to traditional ones.' },
    ],
    correct: 'A',
    explanation:
      'A gives the benefits, the main criticism and the ongoing debate. B contradicts the lack of sick and holiday pay, C presents a debate as a decision already made, and D adds pricing details that are not in the talk.',
  },
  {
    key: 'hcs-014',
    task: 'listening.highlightCorrectSummary',
    title: 'Wetlands and Flood Control',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Wetlands such as marshes, swamps and floodplains were once widely seen as wasteland, and large areas were drained to create farmland or space for building. Today, scientists and planners increasingly recognise their value. One important function is flood control. During heavy rain, wetlands act rather like a sponge, soaking up water and releasing it slowly, which can reduce the height of floods downstream. Wetlands also filter pollutants from water, store carbon in their soils and provide habitats for many species of birds, fish and plants. Because of these benefits, some regions have begun restoring wetlands that were previously drained. Restoration can be cheaper than building concrete flood defences, although it requires land, and landowners may need to be compensated for giving up farmland.',
    summaries: [
      { id: 'A', text: 'Wetlands cause flooding in nearby towns because they hold large amounts of water, so planners now prefer to drain them and build concrete flood defences in their place instead.' },
      { id: 'B', text: 'Restoring wetlands is always more expensive than building concrete defences, but governments pay for it because wetlands are the only remaining habitat of many endangered birds and fish.' },
      { id: 'C', text: 'Wetlands, once drained as useless land, are now valued for absorbing floodwater, filtering pollution, storing carbon and supporting wildlife, and restoring them can be a cheaper alternative to concrete flood defences.' },
      { id: 'D', text: 'The speaker explains how farmers drained marshes and swamps in the past and describes the machines, ditches and other methods they used to turn wetlands into productive farmland.' },
    ],
    correct: 'C',
    explanation:
      'C follows the change in attitude, the functions of wetlands and the case for restoration. A reverses the flood-control role, B reverses the cost comparison, and D expands a background detail into a topic the speaker does not discuss.',
  },
  {
    key: 'hcs-015',
    task: 'listening.highlightCorrectSummary',
    title: 'Group Work at University',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      "Group projects are a common part of university courses, and many students have mixed feelings about them. Lecturers set group work because it develops skills that employers value, such as communication, negotiation and dividing up tasks. It also allows students to tackle larger projects than they could manage alone. However, students frequently complain that some members contribute far less than others but receive the same mark. To address this problem, many courses now use peer assessment, in which group members rate each other's contributions, and the ratings are used to adjust individual marks. Lecturers also recommend agreeing on roles and deadlines at the first meeting and keeping a simple record of who has done what. These steps do not remove every problem, but they can make group work fairer and more productive.",
    summaries: [
      { id: 'A', text: 'Lecturers set group projects mainly to reduce the amount of marking they have to do, and most students say they learn less in groups than when they work alone.' },
      { id: 'B', text: 'Group projects build valued skills and allow larger tasks, but unequal contributions are a common complaint, which peer assessment, agreed roles and deadlines, and records of work can help to reduce.' },
      { id: 'C', text: 'Peer assessment has completely solved the problem of unequal contributions, so students in group projects no longer need to agree on roles and deadlines or keep records of their work.' },
      { id: 'D', text: 'Employers generally prefer graduates who have worked alone, so the speaker advises students to choose university courses that do not include any group projects whenever this is possible.' },
    ],
    correct: 'B',
    explanation:
      'B states the purpose, the main problem and the suggested solutions. A gives a reason the speaker never mentions, C contradicts the statement that the steps do not remove every problem, and D contradicts the point that employers value group skills.',
  },
  {
    key: 'hcs-016',
    task: 'listening.highlightCorrectSummary',
    title: 'Batteries for Electric Cars',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Electric vehicles are often promoted as a way to reduce emissions from transport, and their success depends heavily on batteries. Most electric cars today use lithium-ion batteries, which store a lot of energy for their weight and can be recharged many times. Battery prices have fallen considerably over the past decade, helping electric cars become more affordable. Yet challenges remain. Producing batteries requires minerals such as lithium, cobalt and nickel, and mining them can damage the environment and raise concerns about working conditions. Batteries also lose capacity as they age. For this reason, researchers are working on recycling methods to recover valuable materials, and some used car batteries are being given a second life storing energy for buildings or the electricity grid.',
    summaries: [
      { id: 'A', text: 'Electric car batteries no longer need minerals such as lithium and cobalt, because recent research has replaced them with cheap materials that can be grown on farms and recycled easily.' },
      { id: 'B', text: 'Battery prices have risen sharply over the past decade, and the speaker says this is the main reason why electric cars remain too expensive for most drivers to buy.' },
      { id: 'C', text: 'Used car batteries cannot be recycled or reused, so the speaker argues that electric vehicles create more waste than petrol cars and should no longer be promoted by governments.' },
      { id: 'D', text: 'Lithium-ion batteries, which have become much cheaper, are central to electric cars, but mining their minerals raises environmental and labour concerns and batteries wear out, so recycling and second uses are being developed.' },
    ],
    correct: 'D',
    explanation:
      'D covers the role of batteries, falling prices, the mining and ageing problems and the responses. A invents a replacement for minerals, B reverses the price trend, and C contradicts the research on recycling and reuse.',
  },
  {
    key: 'hcs-017',
    task: 'listening.highlightCorrectSummary',
    title: 'Origins of Jazz',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Jazz developed in the United States in the early twentieth century, and the city of New Orleans is often described as its birthplace. The city was a meeting point of many musical traditions. African American communities brought the rhythms of work songs, spirituals and the blues, while brass bands, European harmony and Caribbean influences were also part of the musical life of the city. One defining feature of jazz is improvisation, meaning that musicians create melodies on the spot rather than playing only from written music. Another is a flexible, swinging sense of rhythm. As musicians moved to other cities, jazz spread and changed, giving rise to many different styles. Through records and radio, it soon reached audiences around the world and influenced many later forms of popular music.',
    summaries: [
      { id: 'A', text: 'Jazz emerged in the early twentieth century from a mix of musical traditions, especially in New Orleans; it is marked by improvisation and swinging rhythm, and it spread and diversified before influencing popular music worldwide.' },
      { id: 'B', text: 'Jazz was created by European composers who visited New Orleans and wrote down the work songs they heard there, which local musicians then learned to play exactly as written, without adding any ideas of their own.' },
      { id: 'C', text: 'Jazz remained a local style played only in New Orleans until the end of the twentieth century, when radio and records finally allowed it to reach audiences in other countries.' },
      { id: 'D', text: 'The speaker compares the careers of several famous jazz musicians from New Orleans and explains why brass instruments are harder to learn and play than string instruments.' },
    ],
    correct: 'A',
    explanation:
      'A includes the origins, the two defining features and the spread. B contradicts the role of African American traditions and improvisation, C contradicts how quickly jazz spread, and D covers topics the talk never mentions.',
  },
  {
    key: 'hcs-018',
    task: 'listening.highlightCorrectSummary',
    title: 'The Tragedy of the Commons',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'The tragedy of the commons is a concept used to describe what can happen when many people share access to a limited resource. Imagine a pasture open to all the herders in a village. Each herder gains the full benefit of adding another animal to the pasture, while the cost of overgrazing is shared among everyone. Acting rationally as individuals, herders keep adding animals until the pasture is ruined, leaving everyone worse off. The idea has been applied to fisheries, groundwater and even the atmosphere. Two solutions were traditionally proposed: dividing the resource into private property, or placing it under government control. However, later research on real communities challenged this view. Studies of fishing villages, irrigation systems and forests found that many groups successfully manage shared resources for generations through their own rules, monitoring and penalties. Such arrangements tend to work best when the group is clearly defined, users help to make the rules, and breaking them has consequences. The lesson is that shared resources are not automatically doomed.',
    summaries: [
      { id: 'A', text: 'Because each herder bears the full cost of overgrazing, individuals naturally limit the number of animals they keep on shared pastures, which is why shared resources are rarely damaged in practice.' },
      { id: 'B', text: 'Research on fishing villages, irrigation systems and forests has shown that only private ownership can prevent the overuse of shared resources, which confirms the original theory of the tragedy of the commons and shows why community rules tend to fail.' },
      { id: 'C', text: 'The tragedy of the commons predicts that people sharing a resource will overuse it, with private ownership or state control as the usual remedies, but research shows that communities often manage shared resources well through their own rules, monitoring and penalties.' },
      { id: 'D', text: 'The speaker argues that government control is the most effective way of managing the atmosphere and fisheries, and that local communities should never be trusted to manage groundwater or forests themselves.' },
    ],
    correct: 'C',
    explanation:
      'C gives the original argument, the traditional remedies and the later research that challenged them. A reverses who bears the cost, B reverses the research findings, and D attributes to the speaker a position that is never taken.',
  },
  {
    key: 'hcs-019',
    task: 'listening.highlightCorrectSummary',
    title: 'Beyond the Genetic Code',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Every cell in your body contains essentially the same DNA, yet a skin cell and a nerve cell look and behave very differently. Part of the explanation lies in epigenetics, the study of changes that affect how genes are switched on or off without altering the underlying genetic sequence. One well-studied mechanism involves small chemical tags attached to DNA, which can make certain genes less likely to be read. Another involves the proteins around which DNA is wrapped; changes to these proteins can make genes more or less accessible. These patterns are crucial during development, as cells become specialised. Epigenetic marks can also be influenced by the environment, including diet, stress and exposure to chemicals. Some studies in animals suggest that certain marks may even be passed to offspring, although how often this happens in humans remains uncertain. Epigenetics has also opened new possibilities in medicine, as some cancers involve abnormal epigenetic changes that drugs may be able to reverse.',
    summaries: [
      { id: 'A', text: 'Epigenetic changes rewrite the genetic sequence of cells in response to diet and stress, and scientists have confirmed that these new sequences are always passed on from human parents to their children.' },
      { id: 'B', text: 'Epigenetics explains how genes are switched on or off without changing the DNA sequence, through chemical tags and packaging proteins; these marks guide cell specialisation, respond to the environment, may sometimes be inherited and offer new medical possibilities.' },
      { id: 'C', text: 'Skin cells and nerve cells contain completely different DNA, and epigenetics is the study of how these different genetic codes develop in the body before birth and during early childhood.' },
      { id: 'D', text: 'The speaker explains that most cancers are caused by poor diet and stress, and argues that epigenetic drugs will soon make all other forms of cancer treatment unnecessary.' },
    ],
    correct: 'B',
    explanation:
      "B gives the definition, both mechanisms and the roles in development, environment, inheritance and medicine. A contradicts 'without altering the sequence' and the uncertainty about humans, C contradicts the opening sentence, and D exaggerates a possible treatment and invents a cause of cancer.",
  },
  {
    key: 'hcs-020',
    task: 'listening.highlightCorrectSummary',
    title: 'The Puzzle of Dark Matter',
    complexity: 'HARD',
    voice: 'male',
    script:
      'When astronomers measure how fast stars orbit the centres of galaxies, they find something puzzling. Stars far from the centre move much faster than expected based on the visible matter, such as stars and gas. If visible matter were all there is, these outer stars should be flung away. Similar discrepancies appear when scientists study how galaxies move within clusters and how light is bent as it passes massive objects. The most widely accepted explanation is that galaxies are surrounded by large amounts of dark matter, a form of matter that does not emit or absorb light but does exert gravity. Estimates suggest there is several times more dark matter than ordinary matter in the universe. Despite decades of searching, however, no experiment has directly detected a dark matter particle. This has led a minority of researchers to propose an alternative: that our understanding of gravity itself needs to be modified at very large scales. For now, the question remains open.',
    summaries: [
      { id: 'A', text: 'Dark matter was directly detected in laboratory experiments decades ago, and astronomers now use it to explain why stars near the centres of galaxies move more slowly than expected.' },
      { id: 'B', text: 'Stars at the edges of galaxies move more slowly than predicted, which shows that galaxies contain less matter than astronomers once believed and that gravity is weaker at large scales.' },
      { id: 'C', text: 'The speaker describes how special telescopes are built to detect dark matter by measuring the faint light that it gives off, and explains why this light is so difficult to see from the surface of the Earth.' },
      { id: 'D', text: 'Star speeds, galaxy clusters and bent light all suggest more mass than is visible, usually explained by invisible dark matter; since it has never been directly detected, some researchers propose modifying gravity instead, and the issue remains unresolved.' },
    ],
    correct: 'D',
    explanation:
      'D presents the evidence, the main explanation, the lack of direct detection and the alternative view. A contradicts the failure to detect particles, B reverses the observation about outer stars, and C contradicts the fact that dark matter does not emit light.',
  },
  {
    key: 'hcs-021',
    task: 'listening.highlightCorrectSummary',
    title: 'Why Languages Disappear',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Linguists estimate that there are several thousand languages spoken in the world today, but many of them are endangered. A language is usually considered at risk when children no longer learn it as their first language at home. This process rarely happens because people are forced to stop speaking overnight. More often, it results from gradual social and economic pressure. Parents may believe that a dominant language offers their children better access to education and employment, and so they choose not to pass on their own language. Migration to cities, schooling in a national language and the influence of media all accelerate this shift. When a language disappears, communities may lose oral histories, traditional knowledge about local plants and ecosystems, and a distinctive way of expressing ideas. Revitalisation efforts, such as community language classes, recording elderly speakers and bilingual education, have had some success, particularly when they are led by the communities themselves rather than imposed from outside.',
    summaries: [
      { id: 'A', text: 'Many languages are endangered because gradual social and economic pressures lead families to stop passing them on, risking the loss of history and knowledge, although community-led revitalisation through classes, recordings and bilingual schooling has had some success.' },
      { id: 'B', text: 'Most languages disappear suddenly when governments ban them, and attempts to revive them have generally failed because elderly speakers are unwilling to be recorded or to teach classes.' },
      { id: 'C', text: 'Children usually decide for themselves to abandon the language of their parents because dominant languages are easier to learn, and linguists believe that this process cannot be reversed.' },
      { id: 'D', text: 'The speaker describes the grammar and vocabulary of several endangered languages and explains how their ways of expressing ideas differ from those of the national languages that are replacing them.' },
    ],
    correct: 'A',
    explanation:
      "A gives the cause, the consequences and the partial success of revitalisation. B contradicts 'rarely happens overnight' and the reported success, C misplaces the decision and denies that revival is possible, and D focuses on grammar, which is never described.",
  },
  {
    key: 'hcs-022',
    task: 'listening.highlightCorrectSummary',
    title: 'Comparative Advantage in Trade',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Why do countries trade with each other, even when one country can produce almost everything more efficiently than another? The answer lies in the principle of comparative advantage. What matters is not absolute efficiency but opportunity cost, meaning what must be given up to produce something. Imagine two countries that both produce cloth and grain. Even if the first country is better at producing both, it may be relatively much better at cloth. In that case, both countries can gain if the first specialises in cloth and the second in grain, and they trade. Total output rises, and each can consume more than it could alone. This idea is central to the case for free trade. However, economists also recognise its limits. The gains from trade are not shared equally within a country. Workers in industries that face new competition may lose their jobs, and they may find it hard to move into growing sectors. For this reason, many economists argue that open trade should be accompanied by support for affected workers.',
    summaries: [
      { id: 'A', text: 'Countries should only trade when they are absolutely more efficient at producing a good, because trading with less efficient countries reduces total output and leaves both sides worse off.' },
      { id: 'B', text: 'Free trade ensures that every worker within a country benefits equally from specialisation, so governments do not need to support workers in industries that face new competition from abroad, since displaced workers quickly find better jobs in growing sectors.' },
      { id: 'C', text: 'Comparative advantage means countries gain by specialising according to opportunity cost and trading, even when one is more efficient at everything, yet the gains are unevenly shared, so support for workers hurt by competition is often recommended.' },
      { id: 'D', text: 'The speaker describes the history of the cloth and grain trade between two neighbouring countries and explains how both of their economies grew steadily over several centuries.' },
    ],
    correct: 'C',
    explanation:
      'C explains the principle and its limitation, as the speaker does. A confuses absolute with comparative advantage, B contradicts the point that gains are unequal, and D mistakes the imaginary example for a historical account.',
  },
  {
    key: 'hcs-023',
    task: 'listening.highlightCorrectSummary',
    title: 'Factories and Working Time',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Before the Industrial Revolution, most people worked on farms or in small workshops, and the rhythm of work was set largely by daylight, the seasons and the task at hand. Periods of intense effort, such as harvest, alternated with quieter times. The arrival of factories changed this pattern. Expensive machines were most profitable when they ran continuously, so factory owners required workers to arrive and leave at fixed times, and they introduced clocks, bells and fines for lateness. Working days in early factories were often very long, and children as well as adults worked in them. Over time, workers organised to demand shorter hours, and governments gradually passed laws limiting working time, especially for children. Historians argue that industrialisation did not only change how goods were made; it also changed how people thought about time itself, turning it into something measured, scheduled and sold. Many features of modern working life, such as fixed hours and punctuality, have their roots in this period.',
    summaries: [
      { id: 'A', text: 'Factory work gave people more free time than farming had, because machines did most of the work and factory owners did not need workers to arrive or leave at fixed times.' },
      { id: 'B', text: 'Industrialisation replaced work patterns set by daylight and the seasons with long, clock-regulated factory hours; later campaigns and laws reduced working time, and the period reshaped attitudes to time in ways still seen in modern work.' },
      { id: 'C', text: 'Farm workers before the Industrial Revolution already worked fixed hours set by clocks and bells, and the first factories simply copied this existing pattern while reducing the length of the working day.' },
      { id: 'D', text: 'The speaker describes the invention of the steam engine and explains how it allowed early factories to produce cloth far more cheaply than the small workshops that came before them.' },
    ],
    correct: 'B',
    explanation:
      'B covers the change in work rhythm, the reforms and the lasting change in attitudes to time. A contradicts the long, fixed factory hours, C moves clocks and bells to farms, and D discusses an invention the talk does not mention.',
  },
  {
    key: 'hcs-024',
    task: 'listening.highlightCorrectSummary',
    title: 'The Adaptable Brain',
    complexity: 'HARD',
    voice: 'male',
    script:
      'For much of the twentieth century, many scientists believed that the adult brain was largely fixed, and that after childhood it could only lose connections, not form new ones. This view has changed considerably. Research has shown that the brain remains capable of change throughout life, a property known as neuroplasticity. When we learn a new skill, such as playing an instrument or speaking a language, connections between neurons that are used repeatedly become stronger, and unused connections may weaken. Studies of people recovering from strokes show that other areas of the brain can sometimes take over functions from damaged regions, especially with intensive rehabilitation. There is also evidence that new neurons continue to form in some parts of the adult brain, although the extent of this in humans is still debated. Plasticity is not unlimited, however. It tends to decline with age, and some functions are learned much more easily during sensitive periods in childhood. Nevertheless, the findings support the value of lifelong learning and active rehabilitation.',
    summaries: [
      { id: 'A', text: 'Contrary to the old view of a fixed adult brain, research shows that the brain keeps changing throughout life by strengthening used connections and reorganising after injury, although plasticity has limits and declines with age.' },
      { id: 'B', text: "Scientists have now confirmed that adult brains form new neurons as easily as children's brains, which means that age has no effect on how quickly people learn new skills such as playing an instrument or speaking a new language." },
      { id: 'C', text: 'The adult brain cannot form new connections after childhood, so patients recovering from strokes must rely on medication rather than rehabilitation to regain the functions they have lost.' },
      { id: 'D', text: 'The speaker explains how musical instruments and foreign languages should be taught to young children during sensitive periods to make sure that their brains develop normally and fully.' },
    ],
    correct: 'A',
    explanation:
      'A states the change in scientific view, the main evidence and the limits of plasticity. B ignores the debate about new neurons and the decline with age, C repeats the outdated view the speaker rejects, and D turns a brief mention of sensitive periods into teaching advice.',
  },
  {
    key: 'hcs-025',
    task: 'listening.highlightCorrectSummary',
    title: 'Acid in the Oceans',
    complexity: 'HARD',
    voice: 'female',
    script:
      'The oceans absorb a substantial share of the carbon dioxide that human activities release into the atmosphere. This slows the pace of climate change, but it comes at a cost. When carbon dioxide dissolves in seawater, it forms carbonic acid, making the water slightly more acidic, a process known as ocean acidification. The change also reduces the availability of carbonate, a substance that many marine organisms use to build shells and skeletons. Corals, oysters, mussels and some tiny floating organisms at the base of the food web may therefore find it harder to grow and maintain their structures. Experiments suggest that effects vary widely between species; some are highly sensitive, while others appear more tolerant, and a few may even benefit. Because acidification is occurring alongside warming and pollution, it is difficult to predict the combined impact on entire ecosystems. Scientists emphasise that the only lasting way to limit acidification is to reduce carbon dioxide emissions.',
    summaries: [
      { id: 'A', text: 'Ocean acidification is caused mainly by pollution from ships rather than by carbon dioxide, and scientists believe it can easily be reversed by adding large amounts of carbonate to seawater.' },
      { id: 'B', text: 'Because the oceans absorb carbon dioxide, they prevent climate change completely, and marine species such as corals, oysters and mussels have all adapted well to the resulting changes in seawater.' },
      { id: 'C', text: 'The speaker describes how oysters and mussels are farmed along the coast and explains why coastal fisheries and fish farms have become more profitable in recent decades.' },
      { id: 'D', text: 'By absorbing carbon dioxide, the oceans become more acidic and lose carbonate, making it harder for shell-building organisms to grow; effects vary between species and combine with other stresses, and cutting emissions is the only lasting remedy.' },
    ],
    correct: 'D',
    explanation:
      "D gives the cause, the effect on shell-building organisms, the variation between species and the remedy. A gives the wrong cause and remedy, B exaggerates 'slows' into 'prevents' and ignores the sensitive species, and C is about farming, which is not discussed.",
  },
];
