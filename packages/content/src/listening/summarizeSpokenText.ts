import type { SummarizeSpokenTextItem } from '../types';

/**
 * Listening: Summarize Spoken Text. Each script is a 150-185 word talk (about 60-70 seconds of speech), so one
 * recording fits PTE Academic (60-90 s) and PTE Core (45-75 s). `modelAnswer` is the 50-70 word Academic summary,
 * `modelAnswerCore` the 20-30 word Core one.
 */
export const summarizeSpokenText: SummarizeSpokenTextItem[] = [
  {
    key: 'sst-001',
    task: 'listening.summarizeSpokenText',
    title: 'Walking for Health',
    complexity: 'EASY',
    voice: 'female',
    script:
      "Today I would like to discuss something most of us do every day without thinking: walking. Walking is one of the simplest forms of exercise, and it is also one of the most useful. You do not need special equipment, an expensive gym membership or any training. A comfortable pair of shoes is usually enough. Regular walking helps the heart and lungs work more efficiently, and it can help people maintain a healthy weight. It also strengthens the muscles in the legs and supports strong bones, which becomes more important as we get older. But the benefits are not only physical. Many people find that a walk clears their head and improves their mood, especially if they walk outside in a park or in the countryside. Walking with a friend is also a pleasant way to stay in touch. The main challenge is making it a habit. Simple changes help, such as getting off the bus one stop early, taking the stairs instead of the lift, or going for a short walk after dinner. Small steps, repeated consistently every day, really do add up.",
    keyPoints: [
      'walking is simple exercise needing no equipment',
      'improves the heart, lungs and weight control',
      'strengthens leg muscles and bones',
      'clears the head and improves mood',
      'build the habit through small daily changes',
    ],
    modelAnswer:
      'The speaker argues that walking is one of the simplest and most useful forms of exercise because it needs no special equipment. It improves the heart and lungs, helps with weight control, and strengthens leg muscles and bones. It also clears the head and improves mood. The main challenge is forming a habit, which small daily changes, such as taking the stairs, can help with.',
    modelAnswerCore:
      'Walking is simple exercise that needs no equipment, benefits the heart, muscles, bones and mood, and becomes a habit through small daily changes like taking the stairs.',
    explanation:
      'A strong summary states the main idea, that walking is simple but valuable exercise, then lists the physical and mental benefits and ends with the advice about building a habit through small changes.',
  },
  {
    key: 'sst-002',
    task: 'listening.summarizeSpokenText',
    title: 'Urban Heat Islands',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'In this part of the lecture, I would like to look at a problem that affects most large cities, known as the urban heat island effect. Put simply, cities tend to be warmer than the countryside around them, and the difference is often greatest at night. There are several reasons for this. First, materials such as concrete, asphalt and brick absorb heat from the sun during the day and release it slowly after dark. Second, cities have fewer trees and less open soil, so there is less cooling from plants releasing water into the air. Third, cars, air conditioners and factories all produce waste heat. The consequences are serious. Hot nights make it harder for people to recover from daytime heat, which is a particular risk for older residents, and higher temperatures increase demand for electricity for cooling. Fortunately, planners have a range of responses. Planting street trees, creating parks, and using light coloured roofs and pavements that reflect sunlight can all reduce temperatures. Some cities are also adding green roofs, which cover buildings with plants.',
    keyPoints: [
      'cities are warmer than the countryside, especially at night',
      'concrete and asphalt absorb and release heat',
      'fewer trees and waste heat from vehicles',
      'health risks and higher electricity demand',
      'trees, parks and reflective roofs reduce temperatures',
    ],
    modelAnswer:
      'The lecture explains the urban heat island effect, in which cities are warmer than the surrounding countryside, especially at night. This happens because concrete and asphalt store heat, there are fewer trees to cool the air, and vehicles and machines release waste heat. The effect threatens health, particularly for older people, and raises electricity demand, but trees, parks and reflective or green roofs can reduce it.',
    modelAnswerCore:
      'Cities are warmer than the countryside because concrete stores heat, trees are scarce and machines release heat; this harms health, but trees and reflective roofs help.',
    explanation:
      'A strong summary defines the effect, gives its three causes (heat-storing materials, few trees, waste heat), mentions the health and energy consequences and ends with the solutions planners can use.',
  },
  {
    key: 'sst-003',
    task: 'listening.summarizeSpokenText',
    title: 'Epigenetics and Gene Expression',
    complexity: 'HARD',
    voice: 'female',
    script:
      "Today's topic is epigenetics, a field that has changed how biologists think about the relationship between genes and the environment. For much of the twentieth century, the genome was often described as a fixed blueprint. That description is not wrong, but it is incomplete. Every cell in your body contains essentially the same DNA, yet a liver cell and a nerve cell behave in completely different ways. The explanation lies in gene regulation. Chemical markers attached to DNA influence whether particular genes are switched on or off, without altering the underlying sequence. Crucially, some of these markers appear to respond to environmental factors such as diet, stress and exposure to toxins. This has raised the intriguing possibility that experiences during one's lifetime might affect health in later years. However, researchers urge caution. Claims that such changes are routinely passed on across several generations in humans remain controversial, and much of the strongest evidence so far comes from studies of plants and laboratory animals.",
    keyPoints: [
      'the genome is not simply a fixed blueprint',
      'chemical markers switch genes on or off',
      'the DNA sequence itself is not changed',
      'markers respond to diet, stress and toxins',
      'inheritance across human generations remains controversial',
    ],
    modelAnswer:
      'The lecture introduces epigenetics, which shows that the genome is not simply a fixed blueprint. Although cells share the same DNA, chemical markers switch particular genes on or off without changing the sequence, which explains why cells differ. Some markers respond to diet, stress and toxins, so lifetime experiences may affect health, but claims of inheritance across human generations remain controversial and need more evidence.',
    modelAnswerCore:
      'Epigenetics shows that chemical markers switch genes on or off without changing DNA and may respond to environment, though inheritance across human generations remains controversial.',
    explanation:
      'A strong summary explains why the fixed-blueprint view is incomplete, describes how chemical markers regulate genes without changing the sequence, notes their link to the environment and keeps the speaker\'s caution about inheritance.',
  },
  {
    key: 'sst-004',
    task: 'listening.summarizeSpokenText',
    title: 'Modern Public Libraries',
    complexity: 'EASY',
    voice: 'male',
    script:
      'A lot of people think that public libraries are old-fashioned places full of dusty books, and that nobody needs them now that we have the internet. I would like to suggest that this picture is out of date. Of course, libraries still lend books, and for many families they are the only place where children can read a wide range of books for free. But modern libraries do much more than that. They offer free computers and internet access, which matters a great deal for people who cannot afford them at home. Many people use these computers to apply for jobs or fill in government forms. Libraries also run activities, such as reading groups for children, language classes and workshops where older people learn to use smartphones. And perhaps most importantly, a library is one of the few warm, safe public spaces where you can spend time without paying anything. So rather than disappearing, libraries have changed, and in many communities they are busier than ever.',
    keyPoints: [
      'libraries are not out of date',
      'free books for families and children',
      'free computers and internet access',
      'classes and activities for all ages',
      'a free, safe public space',
    ],
    modelAnswer:
      'The speaker argues that public libraries are not old-fashioned or unnecessary. They still lend books for free, which is vital for many families, but they also provide free computers and internet access that people use for jobs and official forms. In addition, they run reading groups, language classes and technology workshops for all ages, and they offer a safe public space that costs nothing, so many are busier than ever.',
    modelAnswerCore:
      'Public libraries remain important because they lend free books, provide computers and internet, run classes for all ages and offer a safe, free public space.',
    explanation:
      'A strong summary opens with the speaker\'s claim that libraries are not out of date and supports it with the four roles described: free books, free computers, activities and classes, and a free public space.',
  },
  {
    key: 'sst-005',
    task: 'listening.summarizeSpokenText',
    title: 'Why Pollinators Matter',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'When people hear the word pollinator, they usually think of honeybees. Honeybees are certainly important, but they are only part of the story. Many crops and wild plants are also pollinated by wild bees, butterflies, moths, flies, beetles and even some birds and bats. Pollination matters because a large share of the fruits, vegetables and nuts that we eat depend on it, at least partly. Without pollinators, harvests of foods such as apples, almonds and many berries would fall, and our diets would become less varied. In recent decades, scientists in many regions have reported worrying declines in the numbers of some pollinating insects. There is no single cause. The loss of wildflower meadows and hedges removes food and nesting sites, certain pesticides can harm insects, and disease and climate change add further pressure. The good news is that some solutions are fairly simple. Farmers can leave strips of wildflowers along the edges of fields, councils can mow roadsides less often, and even a small garden with a variety of flowering plants can provide valuable food for insects.',
    keyPoints: [
      'many animals besides honeybees pollinate plants',
      'much of our food depends on pollination',
      'some pollinator numbers are declining',
      'habitat loss, pesticides, disease and climate change',
      'wildflower strips and gardens can help',
    ],
    modelAnswer:
      'The lecture explains that pollination is carried out not only by honeybees but also by wild bees, butterflies, flies and other animals. Much of our fruit, vegetables and nuts depend on it, so declines in pollinating insects threaten food variety. These declines result from habitat loss, pesticides, disease and climate change, but simple measures such as wildflower strips and varied garden plants can help.',
    modelAnswerCore:
      'Many animals besides honeybees pollinate our food crops; their decline, caused by habitat loss, pesticides, disease and climate change, can be reduced by planting wildflowers.',
    explanation:
      'A strong summary corrects the honeybee-only view, explains why pollination matters for food, lists the several causes of decline and finishes with the simple remedies the speaker proposes.',
  },
  {
    key: 'sst-006',
    task: 'listening.summarizeSpokenText',
    title: 'Loss Aversion',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'One of the most influential ideas in behavioural economics is loss aversion. Traditional economic models assumed that gaining a certain amount and avoiding the loss of the same amount should matter equally. Experimental research, however, suggests that this assumption does not describe actual behaviour. When people are offered a gamble in which they might win or lose the same sum with equal probability, most of them decline it. Losses, it seems, loom larger than equivalent gains. This asymmetry helps to explain a range of puzzling behaviour. Investors frequently hold on to shares that have fallen in value for too long, hoping to avoid realising a loss. Consumers often overvalue items simply because they already own them, a phenomenon known as the endowment effect. Policy makers have begun to apply these insights, for example by framing incentives as potential losses. Nevertheless, researchers continue to debate how large and universal the effect really is, since it varies with context and the size of the stakes.',
    keyPoints: [
      'losses weigh more heavily than equivalent gains',
      'traditional models treated gains and losses equally',
      'investors hold falling shares too long',
      'endowment effect: overvaluing what we own',
      'size and universality of the effect are debated',
    ],
    modelAnswer:
      'The lecture describes loss aversion, the finding that losses weigh more heavily than equivalent gains, contrary to traditional models that treated them equally. This explains why people reject fair gambles, why investors keep falling shares too long, and why owners overvalue their possessions, known as the endowment effect. Policy makers now frame incentives as potential losses, although the size and universality of the effect are still debated.',
    modelAnswerCore:
      'Loss aversion means losses feel stronger than equal gains, explaining rejected gambles, the endowment effect and investor behaviour, though its size and universality are debated.',
    explanation:
      'A strong summary defines loss aversion against the traditional assumption, gives the supporting examples (fair gambles, investors, the endowment effect), mentions its use in policy and keeps the closing caveat about the debate.',
  },
  {
    key: 'sst-007',
    task: 'listening.summarizeSpokenText',
    title: 'Teenagers and Sleep',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many parents complain that their teenage children stay up late at night and then cannot get out of bed in the morning. It is tempting to dismiss this as laziness, but research suggests that there is more to it. During the teenage years, the body clock naturally shifts later. Teenagers start to feel sleepy later in the evening than younger children or adults do, so going to bed early can be genuinely difficult for them. At the same time, most still need around eight to ten hours of sleep a night. When school starts early, many of them simply do not get enough rest. Tired students find it harder to concentrate in class, and poor sleep can also affect their mood, their memory and their general health. Fortunately, there are some practical things families can do. Keeping phones and screens out of the bedroom at night, having a regular bedtime even at weekends, and getting daylight in the morning can all help. Some schools have also experimented with starting lessons a little later, and many have reported that students seem more alert and attentive.',
    keyPoints: [
      'the teenage body clock naturally shifts later',
      'teenagers still need eight to ten hours of sleep',
      'early school starts cause lack of sleep',
      'tiredness harms concentration, mood and health',
      'no screens, regular bedtimes and later school starts',
    ],
    modelAnswer:
      'The speaker explains that teenagers who stay up late are not simply lazy, because their body clock naturally shifts later while they still need eight to ten hours of sleep. Early school starts therefore leave many without enough rest, which harms concentration, mood and health. Removing screens from bedrooms, keeping regular bedtimes and getting morning daylight can help, and later school starts appear to make students more alert.',
    modelAnswerCore:
      "Teenagers' body clocks shift later, so early school starts leave them tired; regular bedtimes, fewer screens and later start times can help them concentrate.",
    explanation:
      'A strong summary rejects the laziness explanation, explains the shifting body clock and the resulting lack of sleep, states its effects and lists what families and schools can do.',
  },
  {
    key: 'sst-008',
    task: 'listening.summarizeSpokenText',
    title: 'The Printing Press',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Let us turn now to one of the most important inventions in European history, the printing press with movable type, which appeared in Germany in the middle of the fifteenth century. Before this, books in Europe were copied by hand, which was slow and expensive, so books were rare and owned mainly by the wealthy. Printing with movable metal letters changed this. A printer could produce hundreds of identical copies of a text in the time that a scribe needed to copy one. As a result, the price of books fell and the number in circulation grew. The effects went far beyond the book trade. Because copies were identical, scholars in different cities could refer to exactly the same text, which helped scientific ideas to be checked and discussed. Printed pamphlets spread religious and political arguments quickly, contributing to major conflicts and reforms. Over time, cheaper reading material also encouraged more people to learn to read. Remember, though, that European printing built on earlier East Asian techniques, including paper making.',
    keyPoints: [
      'movable type press in fifteenth century Germany',
      'hand copying made books rare and expensive',
      'cheap identical copies helped scholars share ideas',
      'pamphlets spread religious and political arguments',
      'built on earlier East Asian techniques',
    ],
    modelAnswer:
      'The lecture describes how the printing press with movable type, developed in fifteenth century Germany, transformed Europe. Hand copying had made books rare and expensive, but printing produced many identical copies cheaply. This helped scholars discuss the same texts, allowed pamphlets to spread religious and political arguments, and encouraged literacy. The speaker notes, however, that it built on earlier techniques from East Asia.',
    modelAnswerCore:
      'The fifteenth century printing press made books cheap and identical, spreading scholarship, political ideas and literacy, although it built on earlier East Asian techniques.',
    explanation:
      'A strong summary contrasts hand copying with printing, explains the wider effects on scholarship, religion and politics, and literacy, and includes the final point that printing built on East Asian techniques.',
  },
  {
    key: 'sst-009',
    task: 'listening.summarizeSpokenText',
    title: 'Evidence for Plate Tectonics',
    complexity: 'HARD',
    voice: 'female',
    script:
      "The theory of plate tectonics now underpins the earth sciences, but its acceptance was surprisingly slow. Early in the twentieth century, the proposal that continents had drifted across the globe was widely rejected, largely because no convincing mechanism could explain how solid continents might plough through the ocean floor. The evidence that eventually changed scientific opinion came mainly from the oceans. After the Second World War, surveys revealed vast underwater mountain ranges running through the oceans. Magnetic measurements showed that the rocks on either side of these ridges formed symmetrical stripes, recording periodic reversals of the Earth's magnetic field. The best explanation was that new crust is continuously created at the ridges and then moves outwards, a process called sea floor spreading. Furthermore, rocks on the ocean floor turned out to be geologically young compared with many continental rocks. Combined with the distribution of earthquakes and volcanoes along narrow belts, these findings suggested that the surface consists of rigid, moving plates. The lesson is that a correct idea may need a mechanism and new data before it is accepted.",
    keyPoints: [
      'continental drift was rejected for lacking a mechanism',
      'underwater ridges with symmetrical magnetic stripes',
      'new crust forms at ridges in sea floor spreading',
      'earthquakes and volcanoes along narrow belts',
      'correct ideas may need a mechanism and data',
    ],
    modelAnswer:
      'The lecture explains that continental drift was initially rejected because no mechanism could explain how continents moved. Ocean surveys later revealed underwater ridges with symmetrical magnetic stripes, suggesting that new crust forms at ridges and spreads outwards. Young ocean floor rocks and narrow belts of earthquakes and volcanoes supported the idea of moving rigid plates, showing that correct theories may need a mechanism and new data.',
    modelAnswerCore:
      'Continental drift was rejected for lacking a mechanism until ocean ridges, magnetic stripes and earthquake belts revealed sea floor spreading and moving plates.',
    explanation:
      'A strong summary explains why drift was first rejected, presents the ocean evidence in order (ridges, magnetic stripes, young sea floor, earthquake belts) and states the general lesson the speaker draws.',
  },
  {
    key: 'sst-010',
    task: 'listening.summarizeSpokenText',
    title: 'Adult Language Learning',
    complexity: 'EASY',
    voice: 'male',
    script:
      'I often meet adults who say they would love to learn another language, but they believe they are too old. It is true that young children who grow up with a language usually develop a more natural accent. However, adults have some real advantages of their own. They already understand how language works, they can use good study methods, and they often know exactly why they want to learn, which keeps them motivated. So what helps most? First, regular practice is more useful than long sessions once in a while. Twenty minutes every day is better than three hours on a Sunday. Second, learners should listen and speak as much as possible, not just study grammar rules from a book. Watching films, listening to podcasts and chatting with native speakers all help. Third, it is important to accept mistakes. Everyone makes them, and they are a normal part of learning. Adults who worry too much about looking silly often speak less and progress more slowly.',
    keyPoints: [
      'adults can successfully learn new languages',
      'adults have study skills and motivation',
      'short daily practice beats occasional long sessions',
      'listen and speak, not only study grammar',
      'accept mistakes as part of learning',
    ],
    modelAnswer:
      'The speaker argues that adults are not too old to learn a language. Although children usually gain a more natural accent, adults understand how language works, use good study methods and are often strongly motivated. The best approach is short daily practice, plenty of listening and speaking through films, podcasts and conversation, and accepting mistakes, since worrying about them slows progress.',
    modelAnswerCore:
      'Adults can learn languages well using their study skills and motivation, especially through short daily practice, listening and speaking, and accepting mistakes.',
    explanation:
      'A strong summary gives the main message that adults are not too old, balances the accent point against adult advantages, and lists the three pieces of advice: daily practice, listening and speaking, and accepting mistakes.',
  },
  {
    key: 'sst-011',
    task: 'listening.summarizeSpokenText',
    title: 'Microplastics in the Ocean',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Plastic pollution in the ocean is often pictured as floating bottles and bags, but some of the greatest concern now focuses on pieces that are much harder to see. These are microplastics, fragments smaller than about five millimetres. Some are manufactured at that size, such as tiny beads once common in cosmetics. Many more are created when larger objects break down under sunlight and waves, and significant amounts come from synthetic clothing, which sheds fibres when it is washed, and from the wear of car tyres. Microplastics have now been found almost everywhere researchers have looked, from surface waters to deep sea sediments and Arctic ice. Because they are so small, they can be eaten by plankton, shellfish and fish, and so they enter food chains. What this means for the health of wildlife and humans is still being studied, and scientists are careful not to overstate the risks. Nevertheless, removing such small particles from the sea is practically impossible, so most experts agree that the priority must be reducing the amount of plastic that reaches the environment in the first place.',
    keyPoints: [
      'microplastics are fragments smaller than five millimetres',
      'come from broken plastics, clothing fibres and tyres',
      'found almost everywhere in the ocean',
      'eaten by animals and enter food chains',
      'priority is preventing plastic reaching the environment',
    ],
    modelAnswer:
      'The lecture focuses on microplastics, tiny fragments under five millimetres that come from manufactured beads, the breakdown of larger plastics, synthetic clothing fibres and tyre wear. They have been found almost everywhere in the ocean and are eaten by plankton, shellfish and fish, entering food chains. Their health effects are still uncertain, but since removal is practically impossible, reducing plastic at its source is the priority.',
    modelAnswerCore:
      'Microplastics from broken plastics, clothing and tyres are found throughout the ocean and food chains; since removal is impossible, reducing plastic waste is essential.',
    explanation:
      'A strong summary defines microplastics, names their sources, explains how they spread into food chains, notes the uncertainty about health effects and ends with the conclusion that prevention is the priority.',
  },
  {
    key: 'sst-012',
    task: 'listening.summarizeSpokenText',
    title: 'Antibiotic Resistance',
    complexity: 'HARD',
    voice: 'male',
    script:
      'The discovery of antibiotics in the twentieth century changed medicine, turning many deadly infections into minor ones. Yet from the start, experts warned that bacteria would adapt. The reason is natural selection. In any large group of bacteria, a few cells may carry genetic changes that let them survive a drug. When an antibiotic kills the rest, these resistant cells multiply and take over. Bacteria can also swap genes, so resistance can spread between species. Human habits have sped this up. Antibiotics are often prescribed for viral illnesses, which they cannot treat, and on many farms large amounts are given to animals to make them grow faster. The risks are serious, since routine operations and cancer care depend on being able to prevent infection. So we need action on several levels: more careful prescribing, better hygiene and vaccines to prevent infections in the first place, and incentives for firms that develop new drugs, which often earn them little profit.',
    keyPoints: [
      'resistant bacteria survive and multiply by natural selection',
      'bacteria share resistance genes between species',
      'overuse for viral illnesses and farm animals',
      'threatens surgery and cancer treatment',
      'careful prescribing, prevention and incentives for new drugs',
    ],
    modelAnswer:
      'The lecture explains that antibiotic resistance arises through natural selection: resistant bacteria survive treatment, multiply and can pass resistance genes to other species. Human practices, such as prescribing antibiotics for viral illnesses and giving them to farm animals, accelerate this. Because surgery and cancer treatment depend on effective antibiotics, solutions include careful prescribing, infection prevention through hygiene and vaccination, and incentives to develop new drugs.',
    modelAnswerCore:
      'Bacteria become resistant through natural selection, accelerated by antibiotic overuse; this threatens modern medicine, requiring careful prescribing, infection prevention and new drugs.',
    explanation:
      'A strong summary explains the mechanism (selection and gene exchange), the human practices that speed it up, why it threatens modern medicine, and the three levels of response.',
  },
  {
    key: 'sst-013',
    task: 'listening.summarizeSpokenText',
    title: 'Working From Home',
    complexity: 'EASY',
    voice: 'female',
    script:
      'In the last few years, many more people have started working from home for at least part of the week, a change that accelerated sharply during the pandemic. So, is this development a positive thing? There are clear benefits. People save time and money because they do not have to commute to an office every day. Many say they can concentrate better without the noise and interruptions of a busy workplace, and it can be easier to fit work around family responsibilities, such as taking children to school. However, there are also some problems. Some people feel isolated and lonely, and miss casual conversations with colleagues. New employees may find it harder to learn from more experienced staff when they cannot simply ask a quick question across the desk. And for some, the boundary between work and home becomes unclear, so they end up working considerably longer hours. Because of this, many companies now choose a mixed, or hybrid, approach. Staff work from home on some days and meet in the office on others, which aims to combine the advantages of both arrangements.',
    keyPoints: [
      'saves travel time and money',
      'fewer interruptions and easier family life',
      'loneliness and less learning from colleagues',
      'the boundary between work and home blurs',
      'mixed approach combining home and office',
    ],
    modelAnswer:
      'The speaker discusses the growth of working from home. Its benefits include saving travel time and money, concentrating better without office interruptions, and fitting work around family life. However, some people feel lonely, new employees learn less from experienced colleagues, and the boundary between work and home can blur, leading to longer hours. Therefore, many companies now combine home and office working.',
    modelAnswerCore:
      'Working from home saves travel and helps focus, but can cause loneliness and longer hours, so many companies now mix home and office days.',
    explanation:
      'A strong summary balances the benefits (travel, focus, family life) against the problems (loneliness, less learning, blurred boundaries) and ends with the mixed approach many companies choose.',
  },
  {
    key: 'sst-014',
    task: 'listening.summarizeSpokenText',
    title: 'Coral Reef Bleaching',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Coral reefs cover only a tiny fraction of the ocean floor, yet they support an extraordinary variety of marine life. They also protect coastlines from waves and provide food and income for millions of people through fishing and tourism. A reef is built by small animals called coral polyps, and most of them depend on a partnership with microscopic algae living inside their tissues. The algae produce food through photosynthesis and give the coral much of its colour. When the water becomes unusually warm for a prolonged period, this partnership breaks down. The stressed coral expels the algae and turns white, which is known as bleaching. Bleached coral is not necessarily dead. If temperatures return to normal quickly enough, the algae can recover. But if the heat lasts too long, or bleaching events happen too often, the coral may starve and die. Most scientists agree that limiting rising sea temperatures, together with reducing local pollution and overfishing, offers the best long term protection.',
    keyPoints: [
      'reefs support marine life, coasts and livelihoods',
      'coral depends on algae living inside it',
      'warm water makes coral expel its algae',
      'bleached coral recovers only if heat passes quickly',
      'limit warming and reduce pollution and overfishing',
    ],
    modelAnswer:
      'The lecture explains that coral reefs support marine life, protect coasts and provide livelihoods. Coral depends on algae living in its tissues, but prolonged warm water causes the coral to expel them and turn white, a process called bleaching. Coral can recover if temperatures fall quickly, but long or frequent heat events kill it. Limiting ocean warming and reducing pollution and overfishing offer the best protection.',
    modelAnswerCore:
      'Warm water makes coral expel its algae and bleach; coral recovers if heat passes quickly, but protecting reefs requires limiting warming, pollution and overfishing.',
    explanation:
      'A strong summary states why reefs matter, explains the coral and algae partnership and how heat causes bleaching, distinguishes recovery from death, and gives the main solutions.',
  },
  {
    key: 'sst-015',
    task: 'listening.summarizeSpokenText',
    title: 'Cognitive Load Theory',
    complexity: 'HARD',
    voice: 'female',
    script:
      'In this session I want to introduce cognitive load theory, which has become influential in the design of teaching materials. Working memory, which we use to hold information consciously, has a very limited capacity, whereas long term memory appears to be vast. Learning, in this view, involves building organised knowledge structures in long term memory, which then reduce the burden on working memory when we face similar problems. Researchers distinguish between load that is intrinsic to the material and load that is extraneous, generated by poor presentation. For example, if a diagram and its explanation are placed on separate pages, learners must hold one in mind while searching for the other, wasting limited capacity. An important implication is that novices often benefit from worked examples rather than unguided problem solving. Interestingly, this advantage tends to disappear as learners gain expertise, a finding known as the expertise reversal effect. Instruction should therefore be adapted to what learners already know.',
    keyPoints: [
      'working memory is limited, long term memory vast',
      'intrinsic versus extraneous cognitive load',
      'poor presentation wastes working memory',
      'novices benefit from worked examples',
      'expertise reversal: adapt teaching to prior knowledge',
    ],
    modelAnswer:
      "The lecture introduces cognitive load theory, which holds that working memory is very limited while long term memory is vast, so learning means building knowledge structures that reduce later load. Intrinsic load comes from the material itself, whereas extraneous load results from poor presentation, such as separating diagrams from explanations. Novices benefit from worked examples, but this advantage fades with expertise, so teaching should match learners' knowledge.",
    modelAnswerCore:
      'Cognitive load theory says limited working memory should not be wasted by poor presentation; novices benefit from worked examples, but teaching must adapt as expertise grows.',
    explanation:
      'A strong summary starts from the contrast between working and long term memory, explains intrinsic and extraneous load with the diagram example, and ends with worked examples and the expertise reversal effect.',
  },
  {
    key: 'sst-016',
    task: 'listening.summarizeSpokenText',
    title: 'Reducing Food Waste',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      "Most of us throw away more food than we realise. A few slices of old bread, some vegetables at the back of the fridge, leftovers that nobody finished. It does not seem like much each day, but over a year it adds up to a lot of wasted money. It is also bad for the environment, because growing, transporting and storing food all use energy, water and land. The good news is that reducing food waste at home is not difficult. The first step is planning. Check what you already have before you go shopping, and write a list so that you only buy what you need. Second, store food properly. Many fruits and vegetables last longer in the fridge, and bread can be frozen. Third, understand date labels. A best before date is about quality, so food is often still fine to eat after it, while a use by date is about safety and should be followed. Finally, be creative with leftovers. Yesterday's rice or vegetables can easily become tomorrow's lunch.",
    keyPoints: [
      'waste costs money and harms the environment',
      'plan meals and shop with a list',
      'store food properly and freeze bread',
      'best before means quality, use by means safety',
      'reuse leftovers creatively',
    ],
    modelAnswer:
      'The speaker explains that households waste more food than they realise, which costs money and harms the environment because producing food uses energy, water and land. Waste can be reduced by planning meals and shopping with a list, storing food properly, and understanding that best before dates concern quality while use by dates concern safety. Leftovers can also be reused creatively in new meals.',
    modelAnswerCore:
      'Food waste costs money and harms the environment; planning shopping, storing food well, understanding date labels and reusing leftovers can reduce it.',
    explanation:
      'A strong summary states the problem and its two costs, money and environment, and then lists the four practical steps: planning, storage, date labels and leftovers.',
  },
  {
    key: 'sst-017',
    task: 'listening.summarizeSpokenText',
    title: 'Trade on the Silk Roads',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'The term Silk Road was coined by a European geographer in the nineteenth century, and it is somewhat misleading. There was never a single road, but rather a shifting network of overland and sea routes that linked China, Central Asia, the Middle East, India and the Mediterranean over many centuries. Nor was silk the only product. Merchants carried spices, precious metals, glassware, horses, paper and many other goods. In fact, very few traders travelled the whole distance. Goods usually passed from one merchant to another through chains of market towns and oasis cities. What makes these networks especially important to historians is that ideas travelled along with goods. Religions such as Buddhism spread from India into Central and East Asia. Technologies, including paper making, gradually moved westwards. Languages, artistic styles and foods were exchanged too. Unfortunately, diseases also travelled along the same routes. The Silk Roads therefore remind us that long distance trade has always connected societies in more ways than just the exchange of products.',
    keyPoints: [
      'a network of routes, not a single road',
      'many goods besides silk were traded',
      'goods passed through chains of merchants',
      'religions, technologies and ideas spread',
      'diseases also travelled along the routes',
    ],
    modelAnswer:
      'The lecture explains that the Silk Road was not a single road but a changing network of land and sea routes linking China with the Mediterranean. Many goods besides silk were traded, usually passing through chains of merchants rather than travelling with one trader. Importantly, religions, technologies, languages and foods spread along these routes, as did diseases, showing that trade connected societies in many ways.',
    modelAnswerCore:
      'The Silk Roads were a network of routes carrying many goods through chains of merchants, and they also spread religions, technologies, ideas and diseases.',
    explanation:
      'A strong summary corrects the two misleading parts of the name (one road, only silk), explains how goods moved through chains of merchants, and stresses the spread of ideas and diseases as the main point.',
  },
  {
    key: 'sst-018',
    task: 'listening.summarizeSpokenText',
    title: 'Evidence for Dark Matter',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Much of what astronomers believe about the composition of the universe rests on an indirect but compelling inference: that most of the matter in the universe is invisible. The first clues came from observations of galaxy clusters, whose member galaxies appeared to be moving far too quickly to be held together by the gravity of the visible stars alone. Later, measurements of how spiral galaxies rotate revealed a similar anomaly. According to standard gravitational theory, stars in the outer regions of a galaxy should orbit more slowly than those near the centre. Instead, their speeds remain roughly constant, implying a large amount of unseen mass. Further support comes from gravitational lensing, in which massive objects bend the light of more distant galaxies, allowing astronomers to map where mass is concentrated. Despite this evidence, no experiment has yet directly detected a dark matter particle. Consequently, a minority of researchers argue that our theory of gravity itself may need revising, although most consider dark matter the better explanation.',
    keyPoints: [
      'most matter in the universe seems invisible',
      'galaxies in clusters move too fast',
      'outer stars orbit faster than expected',
      'gravitational lensing maps hidden mass',
      'no particle detected, so some question gravity theory',
    ],
    modelAnswer:
      'The lecture explains why astronomers believe most matter is invisible. Galaxies in clusters move too fast to be held by visible stars alone, and stars in the outer regions of spiral galaxies orbit faster than expected. Gravitational lensing also reveals hidden mass. However, no dark matter particle has been directly detected, so some researchers propose revising gravity theory, although most still favour dark matter.',
    modelAnswerCore:
      'Fast-moving galaxies, unexpected stellar orbits and gravitational lensing suggest invisible dark matter, although no particle has been detected and some question gravity theory instead.',
    explanation:
      'A strong summary states the central claim, gives the three lines of evidence (clusters, rotation speeds, lensing), and ends with the missing direct detection and the minority alternative of revising gravity.',
  },
  {
    key: 'sst-019',
    task: 'listening.summarizeSpokenText',
    title: 'Why People Volunteer',
    complexity: 'EASY',
    voice: 'female',
    script:
      "Millions of people give their time for free to help others, whether it is coaching a children's football team, working in a charity shop or visiting older people who live alone. Of course, volunteering helps the people and organisations that receive the support. Many charities simply could not run without volunteers. But it also benefits the volunteers themselves. People who volunteer often say that it makes them feel happier and more connected to their local community. It is a good way to meet new people, especially for those who have just moved to a new area or who have retired. Volunteering can also help younger people build skills and experience that look good to future employers, such as teamwork, organisation and communication. If you are thinking about volunteering, start by choosing something you genuinely care about, and be honest about how much time you can give. Even one or two hours a month can make a real difference, and it is better to do a little regularly than to promise too much and give up.",
    keyPoints: [
      'volunteering supports charities and communities',
      'volunteers feel happier and more connected',
      'builds skills valued by employers',
      'choose a cause you care about',
      'give realistic, regular time',
    ],
    modelAnswer:
      'The speaker explains that volunteering helps not only charities and the people they support but also the volunteers themselves. Volunteers often feel happier and more connected to their community, meet new people, and develop skills such as teamwork and communication that employers value. Anyone starting should choose a cause they care about and commit realistic, regular time, since even a few hours a month help.',
    modelAnswerCore:
      'Volunteering helps charities and makes volunteers happier, more connected and more employable; choose a cause you care about and give realistic, regular time.',
    explanation:
      'A strong summary covers both who benefits (charities and volunteers), lists the benefits to volunteers, and ends with the advice about choosing a cause and giving realistic time.',
  },
  {
    key: 'sst-020',
    task: 'listening.summarizeSpokenText',
    title: 'The Impressionist Movement',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Today we are looking at Impressionism, a movement that emerged in France in the eighteen sixties and seventies and challenged many of the rules of academic painting. At the time, the official art world favoured large, carefully finished paintings of historical or religious scenes, and success depended on acceptance into the annual exhibition in Paris. The Impressionists took a different path. They were interested in everyday modern life, such as cafes, gardens and people relaxing by the river. They often painted outdoors to capture the changing effects of light and weather, using quick, visible brushstrokes and bright colours. Critics at first attacked the paintings as unfinished sketches, and the name Impressionist itself began as an insult. Rejected by the official system, the artists organised their own independent exhibitions. Over the following decades their approach gained acceptance and influenced many later movements. Today, ironically, these once controversial works are among the most popular paintings in the world.',
    keyPoints: [
      'challenged academic painting in nineteenth century France',
      'painted modern everyday life outdoors',
      'quick brushstrokes capturing light and weather',
      'critics attacked it, so artists exhibited independently',
      'later accepted and very popular today',
    ],
    modelAnswer:
      'The lecture describes Impressionism, which emerged in France in the eighteen sixties and seventies as a challenge to academic painting. Instead of historical or religious scenes, the Impressionists painted modern everyday life, often outdoors, using quick brushstrokes and bright colours to capture light. Critics initially mocked their work, so they held independent exhibitions, yet the movement was later accepted and is now extremely popular.',
    modelAnswerCore:
      'French Impressionists rejected academic rules, painting everyday life outdoors with quick brushstrokes; first mocked by critics, their work is now hugely popular.',
    explanation:
      'A strong summary contrasts the official style with the Impressionists\' subjects and technique, then traces the movement from rejection and independent exhibitions to later acceptance and popularity.',
  },
  {
    key: 'sst-021',
    task: 'listening.summarizeSpokenText',
    title: 'Tragedy of the Commons',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'female',
    script:
      'The tragedy of the commons describes situations in which individuals, acting in their own interest, collectively destroy a shared resource. The classic example is a pasture open to all herders. Each herder gains the full benefit of adding another animal, while the cost of overgrazing is shared among everyone. So each has a reason to keep adding animals until the pasture is ruined. The same logic has been applied to fisheries, groundwater and the atmosphere. Two solutions were traditionally proposed: either the state regulates the resource, or it is divided into private property. However, fieldwork by political economists challenged the idea that these are the only options. Studying fishing villages, irrigation systems and mountain pastures, researchers found many communities that had managed common resources sustainably for generations. Successful arrangements shared certain features, including clear boundaries, rules adapted to local conditions, monitoring by the users themselves and graduated penalties for rule breakers. The lesson is not that tragedy is inevitable, but that institutions matter.',
    keyPoints: [
      'individual self interest destroys a shared resource',
      'benefits are private while costs are shared',
      'state regulation or privatisation traditionally proposed',
      'many communities have managed commons sustainably',
      'clear boundaries, local rules, monitoring, graduated penalties',
    ],
    modelAnswer:
      'The lecture explains the tragedy of the commons, where individuals pursuing self interest overuse a shared resource because they gain the full benefit while costs are shared. This applies to fisheries, groundwater and the atmosphere. Although state regulation or privatisation were traditionally proposed, fieldwork shows many communities manage commons sustainably through clear boundaries, local rules, self monitoring and graduated penalties, so institutions matter.',
    modelAnswerCore:
      'Shared resources are overused when benefits are private and costs shared, but communities with clear rules and self monitoring can manage them sustainably.',
    explanation:
      'A strong summary explains the logic of the pasture example, names the two traditional solutions, and presents the fieldwork findings and design features that support the conclusion that institutions matter.',
  },
  {
    key: 'sst-022',
    task: 'listening.summarizeSpokenText',
    title: 'Joining a Study Group',
    complexity: 'EASY',
    voice: 'male',
    script:
      "Welcome to the second week of the semester. Today I want to give you some advice about study groups, because many first year students find them really useful. A study group is simply a small group of students from the same course who meet regularly to review material together. The main benefit is that explaining an idea to someone else is one of the best ways to check that you really understand it yourself. Group members can also fill gaps in each other's notes and share different ways of solving problems. And, honestly, studying with others can make it easier to stay motivated when the workload gets heavy. However, study groups only work well if they are organised. Keep the group small, around three to five people. Agree on a regular time and place, and decide before each meeting what topics you will cover. Try not to let the session turn into a general chat. Finally, remember that a group is not a replacement for your own study. Come prepared, having done the reading first.",
    keyPoints: [
      'explaining ideas checks your own understanding',
      'share notes and problem solving methods',
      'helps motivation when the workload is heavy',
      'keep groups small and meetings planned',
      'prepare individually before meetings',
    ],
    modelAnswer:
      "The speaker recommends study groups for first year students. Explaining ideas to others tests your own understanding, members can fill gaps in each other's notes and share problem solving methods, and working together helps motivation. To work well, groups should be small, meet at a regular time with planned topics, and avoid general chat, while members should still prepare individually by doing the reading first.",
    modelAnswerCore:
      'Study groups help students understand, share notes and stay motivated, but they should be small, well planned and never replace individual preparation.',
    explanation:
      'A strong summary lists the benefits of study groups and then the conditions for making them work, including the final reminder that groups do not replace individual preparation.',
  },
  {
    key: 'sst-023',
    task: 'listening.summarizeSpokenText',
    title: 'Vertical Farming',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'As cities grow, some researchers are asking whether food could be grown inside the city itself, in what are known as vertical farms. These are indoor facilities where crops, usually leafy greens and herbs, are grown in stacked layers under artificial lighting, often with their roots in nutrient rich water rather than soil. Supporters point to several advantages. Because conditions are fully controlled, crops can be grown all year round, with little or no need for pesticides. They can use far less water than conventional fields, since water is recycled, and food can be grown close to consumers, reducing transport. However, there are important limitations. The biggest is energy. Replacing free sunlight with electric lighting is expensive, and if that electricity comes from fossil fuels, the environmental benefits shrink. High building and running costs also mean that vertical farms have so far focused on high value crops, and staples such as wheat or rice are not yet practical. Vertical farming may therefore complement traditional agriculture, rather than replace it.',
    keyPoints: [
      'crops grown indoors in stacked layers',
      'year round growing with less water and transport',
      'high energy costs for artificial lighting',
      'limited to high value crops, not staples',
      'complements rather than replaces traditional farming',
    ],
    modelAnswer:
      'The lecture describes vertical farms, indoor facilities where crops such as leafy greens are grown in stacked layers under artificial light. They allow year round production with few pesticides, use less water and reduce transport because they are close to consumers. However, artificial lighting requires a great deal of energy, and high costs limit them to valuable crops rather than staples, so they will likely complement traditional agriculture.',
    modelAnswerCore:
      'Vertical farms grow crops indoors year round using less water, but high energy and building costs mean they complement rather than replace traditional farming.',
    explanation:
      'A strong summary defines vertical farming, weighs its advantages (year round, few pesticides, less water, less transport) against energy and cost limits, and gives the conclusion that it complements traditional farming.',
  },
  {
    key: 'sst-024',
    task: 'listening.summarizeSpokenText',
    title: 'The Placebo Effect',
    complexity: 'HARD',
    voice: 'male',
    script:
      "In clinical research, the placebo effect refers to improvements in a patient's condition that follow an inactive treatment, such as a sugar pill. This is precisely why new drugs are tested against placebos. Explanations for the effect generally emphasise expectation and conditioning. If patients believe a treatment will help, the brain may change how it processes symptoms, particularly pain. Contextual factors also appear to matter, including the warmth of the clinician, the price of the treatment and even the colour of the pills. It is important, however, not to exaggerate the phenomenon. Placebo effects are largest for subjective symptoms such as pain, nausea and fatigue, and there is little evidence that they can shrink tumours or cure infections. Part of the apparent improvement in placebo groups also reflects the natural course of illness, since many conditions fluctuate or improve on their own. The ethical use of placebos in ordinary practice, therefore, remains a contested question.",
    keyPoints: [
      'improvement after an inactive treatment',
      'expectation and conditioning explain the effect',
      'context such as clinician warmth matters',
      'strongest for subjective symptoms like pain',
      'some improvement reflects natural recovery',
    ],
    modelAnswer:
      'The lecture defines the placebo effect as improvement following an inactive treatment, which is why new drugs are tested against placebos. The effect is explained by expectation and conditioning, which can change how the brain processes pain, and by context, such as clinician warmth. However, it mainly affects subjective symptoms like pain and fatigue, partly reflects natural recovery, and its ethical use remains contested.',
    modelAnswerCore:
      'The placebo effect, driven by expectation and context, mainly improves subjective symptoms like pain, partly reflects natural recovery, and raises ethical questions.',
    explanation:
      'A strong summary defines the effect and its role in drug trials, gives the explanations (expectation, conditioning, context), and keeps the speaker\'s limits: subjective symptoms only, natural recovery and the ethical debate.',
  },
  {
    key: 'sst-025',
    task: 'listening.summarizeSpokenText',
    title: 'Tourism in Small Towns',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many small towns hope that tourism will bring new life to their local economy, and often it does. Visitors spend money in cafes, shops, hotels and museums, which creates jobs for local people. Tourism can also give residents a reason to take care of old buildings, local traditions and the natural landscape, because these are exactly what visitors come to see. However, there can be a downside when too many tourists arrive. Roads and car parks become crowded, and local people may find it hard to move around their own town in the busy season. House prices and rents can rise when homes are turned into holiday rentals, which makes it difficult for young local families to stay. Some towns also find that ordinary shops are replaced by souvenir shops that residents do not need. So how can towns get the balance right? Some encourage visitors to come outside the busiest months, others limit the number of holiday rentals, and many ask local people to help plan how tourism develops.',
    keyPoints: [
      'tourism brings jobs and spending',
      'motivates protecting heritage and landscape',
      'crowding in the busy season',
      'holiday rentals raise house prices',
      'spread visits, limit rentals, involve residents',
    ],
    modelAnswer:
      'The speaker explains that tourism can revive small towns by bringing spending and jobs and encouraging residents to protect old buildings, traditions and landscapes. However, too many visitors cause crowding, holiday rentals push up house prices for local families, and souvenir shops replace everyday ones. To balance this, towns can encourage off season visits, limit holiday rentals and involve residents in planning.',
    modelAnswerCore:
      'Tourism brings jobs and protects heritage in small towns, but causes crowding and higher housing costs, so towns should manage visitor numbers and rentals.',
    explanation:
      'A strong summary balances the benefits of tourism against its problems for residents and ends with the three ways towns can find a balance.',
  },
];
