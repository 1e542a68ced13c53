import type { RetellLectureItem } from '../types';

/**
 * Speaking: Re-tell Lecture. `script` is a 120-200 word lecture (under 90 seconds at TTS pace) with one main idea and
 * 2-4 supporting points, written for text-to-speech (no digits, symbols or abbreviations); `keyPoints` are what a
 * retelling should mention; `modelAnswer` is a 50-90 word retelling.
 */
export const retellLecture: RetellLectureItem[] = [
  {
    key: 'rl-001',
    task: 'speaking.retellLecture',
    title: 'Benefits of Daily Walking',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Today I want to talk about something most of us do every day without thinking: walking. Many people believe that exercise only counts if it is hard, but walking shows that this is not true. First, regular walking is good for the heart. A brisk walk raises the heart rate enough to make the heart and lungs stronger over time. Second, walking helps the mind as well as the body. People often report that a short walk improves their mood and helps them think more clearly, especially after sitting at a desk for a long time. Third, walking is free and easy to fit into daily life. You do not need special equipment or a gym membership. You can walk to the shops, take the stairs, or get off the bus one stop early. So the main message is simple. Walking is one of the easiest ways to stay healthy, and small changes in daily habits can add up to real benefits.',
    keyPoints: [
      'walking is a simple and effective form of exercise',
      'brisk walking strengthens the heart and lungs',
      'walking improves mood and clear thinking',
      'it is free and easy to fit into daily life',
    ],
    modelAnswer:
      'The lecture was about the benefits of walking. The speaker argued that walking is a simple and effective form of exercise, even though it is not hard. First, brisk walking strengthens the heart and lungs. Second, it improves mood and helps people think more clearly, especially after sitting for a long time. Finally, it is free and easy to fit into daily life, for example by walking to the shops. Overall, small walking habits can bring real health benefits.',
    explanation:
      'A strong retelling states the main idea that walking is simple but effective exercise, then gives the three benefits (heart and lungs, mood and thinking, free and easy) in order and ends with the conclusion.',
  },
  {
    key: 'rl-002',
    task: 'speaking.retellLecture',
    title: 'How Arch Bridges Work',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'Good morning. In this short talk I will explain why the arch has been used to build bridges for thousands of years. The key idea is that an arch turns weight into pressure. When a heavy load, such as a cart or a train, presses down on the top of an arch, the curved shape spreads that force outwards and downwards along the curve. Each stone pushes against the stones next to it, so the whole arch is squeezed together rather than pulled apart. This matters because stone and brick are very strong when they are squeezed, but weak when they are stretched. That is why builders long ago could make large bridges without steel. However, an arch needs strong support at both ends. The ground or the walls at each side must push back, or the arch will spread and collapse. So, to sum up, the arch works by sending weight sideways into firm supports, using materials in the way they are strongest.',
    keyPoints: [
      'arches have been used in bridges for thousands of years',
      'the curve turns weight into pressure along the arch',
      'stone is strong when squeezed but weak when stretched',
      'an arch needs strong supports at both ends',
    ],
    modelAnswer:
      'The lecture explained how arch bridges work and why arches have been used in bridges for thousands of years. The main idea is that the curve turns weight into pressure, spreading the load outwards and downwards so the stones are squeezed together. This suits stone and brick, which are strong when squeezed but weak when stretched, so builders long ago could make large bridges without steel. However, an arch needs strong supports at both ends, otherwise it will spread and collapse.',
    explanation:
      'Explain the central mechanism (weight becomes pressure that squeezes the stones), link it to the strength of stone, and include the condition that the ends must be firmly supported.',
  },
  {
    key: 'rl-003',
    task: 'speaking.retellLecture',
    title: 'How Bees Make Honey',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Let us look at how honey bees make honey, which is a great example of teamwork in nature. It starts with the worker bees that fly out from the hive to visit flowers. They collect a sweet liquid called nectar and store it in a special stomach while they fly home. Back at the hive, they pass the nectar to other bees, who chew it and add substances that begin to change it. Next, the bees place the nectar into the small wax cells of the honeycomb. At this stage it is still very watery, so the bees fan it with their wings. This moving air dries the nectar until it becomes thick honey. Finally, they seal each cell with a cap of wax. Why go to all this trouble? Honey is food that the colony can store for months, so it keeps the bees alive during winter, when there are no flowers. In short, honey is the result of careful cooperation among thousands of bees.',
    keyPoints: [
      'worker bees collect nectar from flowers',
      'nectar is passed to other bees and changed',
      'bees fan the nectar with their wings to dry it',
      'cells are sealed with wax',
      'honey is stored food for the winter',
    ],
    modelAnswer:
      'The lecture described how honey bees make honey through teamwork. Worker bees collect nectar from flowers and carry it back to the hive, where other bees chew it and begin to change it. The nectar is put into wax cells, and the bees fan it with their wings until it dries into thick honey. Then they seal the cells with wax. Honey is stored food that keeps the colony alive through the winter.',
    explanation:
      'Retell the process in order, from collecting nectar to sealing the cells, using sequence words, and finish with why bees make honey: it is stored food for the winter.',
  },
  {
    key: 'rl-004',
    task: 'speaking.retellLecture',
    title: 'Libraries in the Digital Age',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Some people think that public libraries are no longer needed now that so much information is online. In this talk I want to suggest that libraries are still important, but their role has changed. First, libraries give everyone free access to books, computers and the internet. Not every family can afford these at home, so the library helps to make things fairer. Second, libraries have become community spaces. Many now run homework clubs for children, language classes for newcomers, and groups for older people who might otherwise feel lonely. Third, librarians help people find reliable information. With so much online, knowing which sources to trust is a real skill, and librarians can teach it. Of course, libraries must keep changing, for example by lending electronic books and offering digital skills training. But the main point is this: a library is not just a building full of books. It is a place where people learn, meet and get help.',
    keyPoints: [
      'libraries are still important but their role has changed',
      'free access to books, computers and the internet',
      'libraries act as community spaces',
      'librarians help people find reliable information',
    ],
    modelAnswer:
      'The speaker argued that public libraries are still important in the digital age, although their role has changed. First, they give everyone free access to books, computers and the internet, which makes things fairer. Second, they act as community spaces, with homework clubs, language classes and groups for older people. Third, librarians help people find reliable information online. So a library is a place to learn, meet and get help.',
    explanation:
      "Begin with the speaker's position that libraries still matter but have changed, then give the three roles (free access, community space, help with reliable information) and the closing point.",
  },
  {
    key: 'rl-005',
    task: 'speaking.retellLecture',
    title: 'Learning Through Play',
    complexity: 'EASY',
    voice: 'female',
    script:
      'When we see young children playing, it is easy to think they are simply having fun. But researchers in child development see play as one of the main ways children learn. Today I will mention three kinds of learning that happen through play. The first is physical. Running, climbing and building with blocks help children control their bodies and develop their hands. The second is social. When children play together, they have to share, take turns and agree on rules, and these are skills they will need all their lives. The third is thinking skills. In pretend games, a child might use a box as a car or a stick as a spoon. This kind of imagination helps them solve problems and understand that one thing can stand for another, which is important for reading and maths later on. So the main idea is that play is not a break from learning. For young children, play is learning.',
    keyPoints: [
      'play is one of the main ways children learn',
      'physical skills from running, climbing and building',
      'social skills such as sharing and taking turns',
      'pretend games build imagination and problem solving',
    ],
    modelAnswer:
      'The lecture explained that play is one of the main ways young children learn. The speaker described three kinds of learning. First, physical play such as running, climbing and building develops control of the body and hands. Second, playing together teaches social skills like sharing and taking turns. Third, pretend games build imagination and problem solving, which later supports reading and maths. In short, for young children, play is learning.',
    explanation:
      'A good retelling gives the main claim that play is learning and names all three kinds of learning (physical, social, thinking) with one example each.',
  },
  {
    key: 'rl-006',
    task: 'speaking.retellLecture',
    title: 'Why Keep a Diary',
    complexity: 'EASY',
    voice: 'male',
    script:
      "Today's topic is keeping a diary, a habit that goes back hundreds of years. People have kept diaries for many reasons, and I want to focus on three benefits. The first is memory. We forget most of what happens to us surprisingly quickly, but a few lines written each evening can bring back details years later. The second benefit is emotional. Writing about a difficult day can help people organise their feelings and feel calmer, because putting worries into words makes them easier to understand. The third is that diaries can become valuable records for others. Historians often use ordinary people's diaries to learn about daily life in the past, things like food, prices and family life that official documents leave out. So a diary does not need to be beautifully written to be useful. Even a short, honest note each day can help the writer now, and perhaps help others in the future.",
    keyPoints: [
      'diaries help people remember details of their lives',
      'writing about feelings can make people calmer',
      'historians use diaries to study daily life',
      'even short daily notes are useful',
    ],
    modelAnswer:
      'The lecture discussed the benefits of keeping a diary. First, diaries help memory, because a few lines each evening can bring back details years later. Second, writing about a difficult day helps people organise their feelings and feel calmer. Third, diaries become valuable records, and historians use them to study daily life in the past. The speaker concluded that even short, honest daily notes are useful.',
    explanation:
      'Cover the three benefits in the order given (memory, emotions, historical records) and finish with the conclusion that even short notes are worthwhile.',
  },
  {
    key: 'rl-007',
    task: 'speaking.retellLecture',
    title: 'Weekly Town Markets',
    complexity: 'EASY',
    voice: 'female',
    script:
      'In many towns, a weekly market fills the main square with stalls selling fruit, bread, cheese and clothes. In an age of supermarkets and online shopping, why do these markets survive? I would like to give three reasons. First, markets help small producers. A farmer or baker can sell directly to customers without paying a large company, so more of the money stays with the person who made the product. Second, shoppers value freshness and variety. Food at a market has often travelled a short distance, and buyers can talk to the seller about how it was grown or made. Third, markets bring life to town centres. People who come for the market also visit nearby cafes and shops, and they meet neighbours and friends. In this way, a market is not only a place to buy things. It also supports the local economy and helps a town feel like a community.',
    keyPoints: [
      'weekly markets survive despite supermarkets and online shopping',
      'markets let small producers sell directly',
      'shoppers value fresh food and variety',
      'markets bring life and business to town centres',
    ],
    modelAnswer:
      'The lecture asked why weekly town markets survive despite supermarkets and online shopping. First, markets help small producers, who can sell directly to customers and keep more of the money. Second, shoppers value the freshness and variety of the food and can talk to sellers. Third, markets bring life to town centres, as visitors also use nearby cafes and shops. So markets support the local economy and community.',
    explanation:
      'Start with the question the lecture asks, answer it with the three reasons (producers, shoppers, town centres), and end with the wider point about the local economy and community.',
  },
  {
    key: 'rl-008',
    task: 'speaking.retellLecture',
    title: 'Sleep and Memory',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script:
      "Most students know the feeling of staying up late to study before an exam. Today I want to explain why this may not be the best idea, by looking at the link between sleep and memory. While we sleep, the brain is far from resting. Researchers believe that during sleep the brain replays and sorts the information we took in during the day. Useful memories are strengthened, while less important details fade. This process helps new knowledge become more stable. So when people lose sleep, they often find it harder to remember what they learned. In addition, a tired brain has trouble paying attention, which makes it harder to take in new information the next day. The practical lesson is clear. Instead of studying all night, students should spread their study over several days and make sure they get a good night's sleep, especially before an important test.",
    keyPoints: [
      'staying up late to study may not help',
      'the brain sorts and strengthens memories during sleep',
      'lack of sleep harms memory and attention',
      'spread study over several days and sleep well',
    ],
    modelAnswer:
      'The lecture explained the link between sleep and memory, and why staying up late to study may not help. During sleep, the brain replays and sorts information from the day, strengthening useful memories and letting unimportant details fade. When people lose sleep, they find it harder to remember what they learned and to pay attention the next day. Therefore, the speaker advised students not to study all night but to spread their study over several days and sleep well.',
    explanation:
      'Explain what the brain does during sleep, the two effects of losing sleep (memory and attention), and the practical advice the speaker draws from this.',
  },
  {
    key: 'rl-009',
    task: 'speaking.retellLecture',
    title: 'What Museums Are For',
    complexity: 'EASY',
    voice: 'female',
    script:
      'What is a museum for? Many people would say it is a place to look at old objects behind glass. That is true, but today I would like to show that museums do at least three important jobs. The first is to protect. Museums care for objects that would otherwise be lost or damaged, from ancient pots to old letters, so that future generations can still see them. The second is to research. Behind the galleries, experts study these collections to learn more about history, nature and art. The third is to teach. Museums run school visits, talks and hands on activities, helping people of all ages to understand the past and the world around them. Recently, many museums have also put their collections online, so people can explore them from home. So, in summary, a museum is not just a store of old things. It protects, studies and shares knowledge with everyone.',
    keyPoints: [
      'museums do more than display old objects',
      'they protect objects for future generations',
      'experts research the collections',
      'museums teach through visits, talks and activities',
      'many collections are now online',
    ],
    modelAnswer:
      'The speaker argued that museums do more than display old objects behind glass. First, they protect objects, such as ancient pots and old letters, for future generations. Second, experts research the collections to learn about history, nature and art. Third, museums teach people of all ages through school visits, talks and activities, and many collections are now online. In summary, museums protect, study and share knowledge.',
    explanation:
      'Give the main claim that museums do more than display objects, then the three jobs (protect, research, teach) with an example, and the summary sentence.',
  },
  {
    key: 'rl-010',
    task: 'speaking.retellLecture',
    title: 'Coral Reefs Under Pressure',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Coral reefs cover only a tiny fraction of the ocean floor, yet they support a remarkable share of marine life. In this lecture I will explain what corals are and why reefs are under pressure. A coral is actually a small animal that lives in large colonies. Inside its tissues live tiny algae, which use sunlight to produce food and share it with the coral. In return, the coral gives the algae shelter. This partnership is what allows reefs to grow in clear tropical waters that contain few nutrients. The problem is that the partnership is sensitive to temperature. When the water becomes too warm for too long, corals expel their algae and turn white, a process known as bleaching. If conditions do not improve, the corals may starve and die. Reefs also face pollution running off the land and damage from overfishing. This matters not only for fish but also for people, since reefs protect coastlines from waves and support fishing and tourism. The central message, then, is that reefs depend on a delicate partnership, and protecting them means reducing the pressures we place on the oceans.',
    keyPoints: [
      'corals are small animals living with algae',
      'algae provide food and corals provide shelter',
      'warm water causes bleaching and can kill corals',
      'pollution and overfishing also damage reefs',
      'reefs protect coasts and support fishing and tourism',
    ],
    modelAnswer:
      'The lecture explained what corals are and why reefs are under pressure. Corals are small animals that live with tiny algae, which provide food while the coral provides shelter. However, when water stays too warm, corals expel the algae and bleach, and they may die. Pollution and overfishing also damage reefs. This matters because reefs protect coasts and support fishing and tourism, so we must reduce pressure on the oceans.',
    explanation:
      'Describe the coral and algae partnership first, then the threats (warming and bleaching, pollution, overfishing), and close with why reefs matter to people.',
  },
  {
    key: 'rl-011',
    task: 'speaking.retellLecture',
    title: 'Supply and Demand',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'One of the most basic ideas in economics is that prices are shaped by supply and demand. Let me explain how this works with a simple example. Imagine a town where strawberries are sold at a weekend market. Demand refers to how much people want to buy at different prices. Generally, when the price falls, people buy more, and when it rises, they buy less. Supply refers to how much sellers are willing to offer. When prices are high, farmers are keen to sell more, but when prices are low, selling is less attractive. The market price tends to settle where the amount buyers want matches the amount sellers offer. Now suppose heavy rain damages the strawberry crop. Supply falls, buyers compete for fewer strawberries, and the price rises. On the other hand, if a new farm opens nearby, supply increases and the price usually drops. The key point is that prices act as signals. They tell producers what to make and consumers how to spend, without anyone planning the whole system.',
    keyPoints: [
      'prices are shaped by supply and demand',
      'people buy more when prices fall',
      'sellers offer more when prices are high',
      'a damaged crop raises prices, extra supply lowers them',
      'prices act as signals to producers and consumers',
    ],
    modelAnswer:
      'The lecture explained how supply and demand shape prices, using strawberries at a market. People buy more when prices fall, while sellers offer more when prices are high, and the price settles where the two match. If rain damages the crop, supply falls and the price rises, but a new farm would increase supply and lower the price. The key point is that prices act as signals to producers and consumers.',
    explanation:
      'Define demand and supply briefly, explain where the price settles, use the rain and new farm examples to show changes, and end with the idea of prices as signals.',
  },
  {
    key: 'rl-012',
    task: 'speaking.retellLecture',
    title: 'The Rise of Remote Work',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'male',
    script:
      'Over the past few years, working from home has moved from a rare privilege to a normal arrangement for many office workers. Today I would like to consider its advantages and its drawbacks. On the positive side, remote work removes the daily commute. Employees save time and money, and many report a better balance between work and family life. Employers can also hire talented people who live far from the office. However, there are real challenges. New staff may find it harder to learn when they cannot watch experienced colleagues at work. Informal conversations, which often lead to new ideas, happen less often on video calls. Some workers also struggle to separate their job from their home life and end up working longer hours. Because of this, many organisations are now choosing a hybrid model, with people spending some days in the office and some at home. The main lesson is that remote work is neither simply good nor bad. Its success depends on how carefully it is organised.',
    keyPoints: [
      'remote work has become normal for many office workers',
      'it saves commuting time and improves work life balance',
      'new staff learn less easily and informal ideas decrease',
      'some people work longer hours at home',
      'many organisations now use a hybrid model',
    ],
    modelAnswer:
      'The lecture discussed remote work, which has become normal for many office workers. On the positive side, it removes the commute, saves time and money, improves work life balance and lets employers hire people far away. However, new staff find it harder to learn, informal conversations decrease, and some people work longer hours. As a result, many organisations use a hybrid model. The speaker concluded that success depends on careful organisation.',
    explanation:
      "Balance the retelling: give the advantages, then the drawbacks, then the hybrid compromise, and finish with the speaker's conclusion that success depends on organisation.",
  },
  {
    key: 'rl-013',
    task: 'speaking.retellLecture',
    title: 'Printing and Spreading Ideas',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      "Before the printing press arrived in Europe in the fifteenth century, books were copied by hand. This was slow and expensive, so books were rare and mostly owned by churches, universities and the wealthy. In this lecture I want to outline how printing changed the way ideas spread. First, printing made books much cheaper and faster to produce. A single workshop could make hundreds of identical copies in the time it once took to copy one. Second, because copies were identical, scholars in different cities could refer to exactly the same text, which made it easier to compare and correct each other's work. Third, cheaper printed material encouraged more people to learn to read. Pamphlets and small books reached merchants and craftspeople, not only scholars. Of course, this change took many generations, and reading remained a privilege for a long time. Nevertheless, the main point is that printing turned knowledge from a scarce object into something that could be shared widely, and this helped shape modern science, religion and politics.",
    keyPoints: [
      'before printing, books were copied by hand and rare',
      'printing made books cheaper and faster to produce',
      'identical copies let scholars compare the same text',
      'cheaper print encouraged more people to read',
      'printing helped shape science, religion and politics',
    ],
    modelAnswer:
      'The lecture described how the printing press changed the spread of ideas in Europe. Before it, books were copied by hand, so they were rare and expensive. Printing made books cheaper and faster to produce, and identical copies let scholars compare the same text. Cheaper print also encouraged more people to learn to read. Although change was slow, printing made knowledge widely shared and helped shape science, religion and politics.',
    explanation:
      "Contrast the situation before and after printing, give the three effects (cost, identical copies, wider reading), and include the speaker's overall claim about shared knowledge.",
  },
  {
    key: 'rl-014',
    task: 'speaking.retellLecture',
    title: 'Urban Heat Islands',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'If you have ever walked from a city centre into the countryside on a summer evening, you may have noticed that the air feels cooler. This is known as the urban heat island effect, and today I will explain its causes and some possible solutions. The first cause is materials. Roads, roofs and concrete absorb heat during the day and release it slowly at night, so cities stay warm after sunset. The second cause is the lack of plants. In the countryside, trees and fields cool the air as water evaporates from their leaves, but cities have far less vegetation. A third cause is human activity itself, since cars, air conditioners and factories all give off heat. This matters because hot cities can harm health, especially for older people, and increase the energy needed for cooling. Fortunately, there are solutions. Cities can plant more trees, create parks, build green roofs and use lighter coloured surfaces that reflect sunlight. In short, careful design can make cities noticeably cooler and more comfortable.',
    keyPoints: [
      'cities are warmer than the surrounding countryside',
      'roads and buildings absorb heat and release it at night',
      'cities have fewer plants to cool the air',
      'vehicles and machines add heat',
      'trees, parks, green roofs and light surfaces help',
    ],
    modelAnswer:
      'The lecture explained the urban heat island effect, where cities are warmer than the countryside. One cause is that roads and buildings absorb heat during the day and release it at night. Another is that cities have fewer plants to cool the air, and vehicles and machines also add heat. This can harm health and raise energy use. Solutions include more trees and parks, green roofs and lighter surfaces.',
    explanation:
      'Define the effect, list its three causes, mention why it matters, and finish with the solutions; a problem, cause, solution structure works well here.',
  },
  {
    key: 'rl-015',
    task: 'speaking.retellLecture',
    title: 'Life Near Volcanoes',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Volcanoes are usually seen as dangerous, and of course they can be. Yet throughout history, large numbers of people have chosen to live close to them. In this lecture I will explain why. The main reason is soil. When volcanic ash and rock break down over time, they release minerals that plants need, such as potassium and phosphorus. As a result, land near many volcanoes is extremely fertile, and farmers can grow rich crops. A second reason is water. Volcanic mountains often catch rain and feed springs and rivers that supply the surrounding land. Third, volcanic areas can provide other resources, including building stone and, in some places, heat from underground that can be used to produce energy. Of course, these benefits come with risk, since eruptions can destroy farms and towns. For this reason, scientists now monitor many active volcanoes closely to give warnings. The overall point is that people live near volcanoes not by accident, but because the benefits can outweigh the dangers for long periods of time.',
    keyPoints: [
      'many people choose to live near volcanoes',
      'weathered volcanic rock creates very fertile soil',
      'volcanic mountains supply water through springs and rivers',
      'volcanic areas offer stone and underground heat',
      'eruption risks are managed by monitoring',
    ],
    modelAnswer:
      'The lecture explained why many people live near volcanoes despite the danger. The main reason is that weathered volcanic ash and rock release minerals, creating very fertile soil for crops. Volcanic mountains also catch rain and supply water through springs and rivers, and the areas provide building stone and underground heat for energy. Although eruptions are a risk, scientists monitor volcanoes, and the benefits can outweigh the dangers.',
    explanation:
      'State the puzzle (why live near danger), give the reasons with fertile soil first as the main one, then water and other resources, and balance them against the risk and monitoring.',
  },
  {
    key: 'rl-016',
    task: 'speaking.retellLecture',
    title: 'The Placebo Effect',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'In medical research, one of the most puzzling findings is the placebo effect. A placebo is a treatment with no active ingredient, such as a sugar pill. Surprisingly, patients who take a placebo sometimes report real improvements, particularly in symptoms like pain, tiredness or nausea. How can this happen? One explanation is expectation. When people believe a treatment will help, the brain may change how it processes signals such as pain. Another factor is the experience of care itself. Spending time with an attentive doctor and following a treatment routine can reduce anxiety, which in turn can make symptoms feel less severe. The placebo effect has important consequences for research. To know whether a new drug really works, scientists compare it with a placebo, usually without patients or researchers knowing who receives which. Only if the drug performs better than the placebo can we say it has a genuine effect. So, the main idea is that belief and context influence how we feel, and good research must take this into account.',
    keyPoints: [
      'a placebo has no active ingredient',
      'patients may still report real improvements',
      'expectation can change how the brain processes pain',
      'attentive care can reduce anxiety',
      'new drugs must outperform a placebo in trials',
    ],
    modelAnswer:
      'The lecture was about the placebo effect. A placebo, like a sugar pill, has no active ingredient, yet patients sometimes report real improvements in pain or tiredness. This may be because expectation changes how the brain processes signals, and attentive care reduces anxiety. As a result, new drugs must outperform a placebo in trials before we can say they have a genuine effect. Belief and context matter.',
    explanation:
      'Define a placebo, give the two explanations (expectation and care), and explain the consequence for drug trials, ending with the main idea that belief and context matter.',
  },
  {
    key: 'rl-017',
    task: 'speaking.retellLecture',
    title: 'Early Coffee Houses',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'When coffee became popular in many European cities a few centuries ago, a new kind of public space appeared: the coffee house. Today I want to explain why historians see these places as more than just somewhere to have a drink. First, coffee houses were relatively open. For the price of a cup, people from different backgrounds could sit together, which was unusual in societies divided by class. Second, they were centres of news. Newspapers and pamphlets were available to read, and customers discussed politics, trade and science, sometimes for hours. Third, some coffee houses became linked to particular businesses. Merchants, ship owners and traders gathered in certain places to share information, and some of these meetings eventually grew into formal institutions such as insurance markets. Not everyone approved, and some rulers saw coffee houses as places where criticism spread. But the main point is that they helped create a public sphere, where ordinary people could exchange ideas and debate current events.',
    keyPoints: [
      'coffee houses were a new kind of public space',
      'people from different backgrounds could sit together',
      'they were centres of news and debate',
      'some grew into business institutions such as insurance markets',
      'they helped create a public sphere',
    ],
    modelAnswer:
      'The lecture explained why historians see early European coffee houses as important. First, they were relatively open, so people from different backgrounds could sit together. Second, they were centres of news, where customers read pamphlets and debated politics, trade and science. Third, some became linked to business, eventually growing into institutions like insurance markets. Although some rulers disapproved, coffee houses helped create a public sphere for debate.',
    explanation:
      "Give the three reasons coffee houses mattered (openness, news, business) and the overarching idea of a public sphere; mentioning the rulers' disapproval adds a useful contrast.",
  },
  {
    key: 'rl-018',
    task: 'speaking.retellLecture',
    title: 'Cooperation Among Animals',
    complexity: 'HARD',
    voice: 'male',
    script:
      'A central puzzle in evolutionary biology is cooperation. If natural selection favours individuals that survive and reproduce, why do so many animals help others at a cost to themselves? Biologists have proposed several explanations, and I will outline three. The first is kin selection. Relatives share many of the same genes, so an animal that helps its siblings or cousins survive may indirectly pass on copies of its own genes. This helps explain why worker bees, which usually do not reproduce, devote their lives to the colony. The second mechanism is reciprocity. Among animals that live in stable groups and recognise one another, helping can pay off if the favour is likely to be returned later. Some primates, for example, groom partners who have previously groomed them. The third involves reputation. In some species, individuals seem to prefer partners who have been seen helping others, so generous behaviour may bring future benefits. The overall conclusion is that cooperation is not a contradiction of evolution. Rather, under the right conditions, helping others can be a successful strategy.',
    keyPoints: [
      'cooperation seems to contradict natural selection',
      'kin selection: helping relatives passes on shared genes',
      'reciprocity: favours are returned in stable groups',
      'reputation: helpers may be preferred as partners',
      'helping can be a successful evolutionary strategy',
    ],
    modelAnswer:
      'The lecture addressed why animals cooperate if natural selection favours individual survival. The speaker outlined three explanations. Kin selection means helping relatives passes on shared genes, as with worker bees. Reciprocity means animals in stable groups help those likely to return the favour, like grooming primates. Reputation means helpers may be preferred as partners. So cooperation does not contradict evolution and can be a successful strategy.',
    explanation:
      'State the puzzle, name and briefly explain all three mechanisms with their examples, and give the conclusion that cooperation can be a successful strategy.',
  },
  {
    key: 'rl-019',
    task: 'speaking.retellLecture',
    title: 'Why Languages Disappear',
    complexity: 'HARD',
    voice: 'female',
    script:
      "Linguists estimate that many of the world's languages are spoken by relatively small communities, and a large number of these are in danger of disappearing within a few generations. In this lecture I will consider why languages become endangered and why their loss matters. Languages rarely vanish because speakers suddenly stop using them. More often, the process is gradual. When a more powerful language dominates schools, jobs and the media, parents may decide that their children will have better opportunities if they speak it. Over time, younger generations understand the traditional language but no longer use it, and eventually there are no fluent speakers left. Why should this concern us? Each language contains a unique way of describing the world, including knowledge about local plants, animals and landscapes that may not be recorded anywhere else. Languages are also closely tied to identity, stories and cultural memory. Encouragingly, some communities have reversed the decline through immersion groups for young children, bilingual schooling and recordings made with elderly speakers. The main message is that language loss is not inevitable, but revitalisation requires deliberate effort.",
    keyPoints: [
      'many small languages are at risk of disappearing',
      'a dominant language in schools and jobs drives the shift',
      'each generation uses the old language less',
      'languages hold unique local knowledge and identity',
      'revitalisation through early immersion, bilingual schools and recordings',
    ],
    modelAnswer:
      'The lecture discussed why many small languages are at risk of disappearing and why it matters. Loss is usually gradual: when a dominant language controls schools, jobs and media, parents choose it for their children, and each generation uses the traditional language less. This matters because languages hold unique local knowledge and are tied to identity and culture. However, revitalisation through early immersion, bilingual schooling and recordings shows that loss is not inevitable.',
    explanation:
      'Explain the gradual process of language shift, why the loss matters (knowledge and identity), and the hopeful conclusion that deliberate revitalisation can reverse it.',
  },
  {
    key: 'rl-020',
    task: 'speaking.retellLecture',
    title: 'Finding Distant Planets',
    complexity: 'HARD',
    voice: 'male',
    script:
      "For most of history, planets orbiting other stars were purely a matter of speculation. Today astronomers have identified thousands of them, and in this lecture I will explain the two main techniques that made this possible. The difficulty is that planets are extremely faint compared with the stars they orbit, so they can rarely be seen directly. Instead, astronomers look for their effects on the star. The first technique is the transit method. If a planet passes in front of its star as seen from Earth, it blocks a tiny fraction of the starlight. By measuring regular, repeated dips in brightness, astronomers can infer the planet's size and how long its orbit takes. The second technique is the wobble method. A planet's gravity pulls slightly on its star, causing the star to move back and forth. This movement shifts the colour of the starlight very slightly, and from that shift scientists can estimate the planet's mass. Used together, the two methods reveal both size and mass, and therefore the planet's density, which hints at whether it is rocky or made mostly of gas.",
    keyPoints: [
      'planets around other stars are too faint to see directly',
      'the transit method detects regular dips in starlight',
      'transits reveal planet size and orbit length',
      'the wobble method measures the star moving from gravity',
      'combining methods gives density, rocky or gaseous',
    ],
    modelAnswer:
      "The lecture explained how astronomers find planets around other stars, which are usually too faint to see directly. The transit method detects regular dips in brightness when a planet passes in front of its star, revealing its size and orbit. The wobble method measures how a planet's gravity moves its star, shifting the light and giving the planet's mass. Together they reveal density, showing whether a planet is rocky or gaseous.",
    explanation:
      'Explain why planets are found indirectly, describe both methods and what each measures, and include the point that combining them gives density.',
  },
  {
    key: 'rl-021',
    task: 'speaking.retellLecture',
    title: 'Loss Aversion in Decisions',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'female',
    script:
      'Traditional economic models often assume that people weigh gains and losses of equal size in the same way. However, research in behavioural economics suggests that this is not how most of us actually behave. A key finding is loss aversion, the tendency for losses to feel considerably more painful than equivalent gains feel pleasant. For instance, many people will refuse a coin toss in which they could win or lose the same amount of money, even though the bet is fair. Loss aversion helps explain several everyday patterns. Investors often hold on to shares that have fallen in value, hoping to avoid admitting a loss. Shoppers respond more strongly to a warning that they will lose a discount than to an offer of the same discount. Companies use free trials because, once customers have something, giving it up feels like a loss. The implication is significant. If people are systematically biased towards avoiding losses, then policies and products can be designed to take this into account, for better or for worse. Understanding loss aversion therefore matters for both consumers and policymakers.',
    keyPoints: [
      'traditional models assume gains and losses are weighed equally',
      'losses feel more painful than equal gains',
      'people refuse fair bets of equal win or loss',
      'investors hold falling shares and free trials exploit it',
      'policies and products can be designed around it',
    ],
    modelAnswer:
      'The lecture challenged the traditional economic assumption that people weigh gains and losses equally. Research on loss aversion shows that losses feel more painful than equal gains, so people often refuse fair bets. This explains why investors hold falling shares, why shoppers fear losing discounts, and why companies offer free trials. Because this bias is systematic, policies and products can be designed around it, for better or worse.',
    explanation:
      'Contrast the traditional assumption with the finding of loss aversion, give two or three of the everyday examples, and state the implication for policy and product design.',
  },
  {
    key: 'rl-022',
    task: 'speaking.retellLecture',
    title: 'Clocks and the Workday',
    complexity: 'HARD',
    voice: 'male',
    script:
      "In this lecture I want to examine how industrialisation changed people's relationship with time. In many pre industrial societies, work was organised around tasks and natural rhythms. A farmer worked long days during the harvest and shorter ones in winter, and the day was divided by sunrise, meals and sunset rather than by precise hours. The growth of factories in the eighteenth and nineteenth centuries transformed this. Expensive machinery was only profitable if it ran continuously, which required large numbers of workers to arrive, rest and leave at exactly the same times. Consequently, employers introduced bells, whistles and clocks, and workers were fined for lateness. Historians argue that this produced a new form of time discipline, in which time itself became something that could be measured, sold and wasted. The change was reinforced by schools, which trained children to follow timetables, and by railways, which required standardised time across regions. The broader argument is that our modern sense of punctuality is not natural but historically created, shaped by the economic needs of industrial production.",
    keyPoints: [
      'pre industrial work followed tasks and natural rhythms',
      'factory machines required workers to keep exact times',
      'bells, clocks and fines enforced time discipline',
      'schools and railways reinforced standard time',
      'modern punctuality is historically created, not natural',
    ],
    modelAnswer:
      'The lecture examined how industrialisation changed our relationship with time. Before factories, work followed tasks and natural rhythms such as seasons and daylight. Factories needed machines to run continuously, so employers used bells, clocks and fines to make workers keep exact times, creating time discipline. Schools and railways reinforced standard time. The speaker concluded that modern punctuality is historically created by industrial economic needs rather than natural.',
    explanation:
      "Contrast work before and after factories, explain why factories needed exact timekeeping and how it was enforced, and give the speaker's broader argument that punctuality is historically created.",
  },
  {
    key: 'rl-023',
    task: 'speaking.retellLecture',
    title: 'Keystone Species',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Ecologists have long recognised that not all species contribute equally to the structure of an ecosystem. Some, known as keystone species, have an influence far greater than their numbers would suggest. The term comes from architecture, where the keystone is the central stone holding an arch together. Remove it, and the arch collapses. Consider a rocky shoreline where a particular starfish preys on mussels. While the starfish is present, it keeps mussel numbers in check, leaving space for many other organisms such as algae, barnacles and snails. When the starfish is removed, mussels can spread across the rocks and crowd out competitors, so overall diversity falls sharply. Similar patterns have been described for large predators on land and for animals such as beavers, whose dams reshape rivers and create wetlands used by many other species. The concept has practical implications for conservation. Because resources are limited, protecting keystone species may be an efficient way to preserve whole communities. However, ecologists caution that identifying keystone species is difficult, since their importance often becomes clear only after they have disappeared.',
    keyPoints: [
      'keystone species have influence greater than their numbers',
      'the term comes from the central stone of an arch',
      'removing a predatory starfish lets mussels crowd out others',
      'beavers reshape rivers and create wetlands',
      'protecting them is efficient but they are hard to identify',
    ],
    modelAnswer:
      'The lecture introduced keystone species, which have an influence far greater than their numbers, like the central stone of an arch. For example, a starfish that eats mussels keeps space for many other organisms, but when it is removed, mussels crowd out competitors and diversity falls. Beavers similarly reshape rivers and create wetlands. Protecting keystone species is efficient for conservation, but they are hard to identify in advance.',
    explanation:
      'Define the concept and the arch metaphor, use the starfish example to show the effect of removal, and give both sides of the conservation implication.',
  },
  {
    key: 'rl-024',
    task: 'speaking.retellLecture',
    title: 'Bias in Algorithms',
    complexity: 'HARD',
    voice: 'male',
    script:
      "Algorithms increasingly help make decisions that affect people's lives, from screening job applications to recommending loans. They are often presented as objective, because a computer does not have personal feelings. In this lecture I will argue that this view is misleading, and explain how bias can enter automated systems. The first route is the training data. Many systems learn patterns from past decisions. If those decisions reflected unfair treatment of certain groups, the system may learn to reproduce that unfairness, even if nobody intended it. The second route is the choice of what to measure. Designers must decide which information counts as a sign of success, and a seemingly neutral measure, such as where someone lives, can act as an indirect signal for income or background. The third route is feedback. When a system's outputs influence the world, they can generate new data that confirm its earlier predictions, reinforcing the original pattern. Addressing these problems requires more than technical fixes. It involves testing systems on different groups, being open about how they work, and keeping humans responsible for important decisions.",
    keyPoints: [
      'algorithms are often wrongly seen as objective',
      'biased past data can be reproduced by the system',
      'neutral seeming measures can act as indirect signals',
      'feedback loops reinforce earlier predictions',
      'testing, openness and human responsibility are needed',
    ],
    modelAnswer:
      'The lecture argued that algorithms used for decisions like hiring and loans are often wrongly seen as objective. Bias can enter in three ways. First, systems learn from past data, which may reflect unfair treatment. Second, seemingly neutral measures, such as where someone lives, can act as indirect signals for income or background. Third, feedback loops can reinforce earlier predictions. Solutions include testing on different groups, openness, and keeping humans responsible.',
    explanation:
      "Give the speaker's thesis that algorithms are not automatically objective, the three routes for bias (data, measures, feedback), and the proposed responses.",
  },
  {
    key: 'rl-025',
    task: 'speaking.retellLecture',
    title: 'Soil as a Carbon Store',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Discussions of climate change often focus on forests and oceans, but soil is also a major store of carbon, and the way we manage farmland can either release or retain it. Let me explain the basic mechanism. Plants absorb carbon dioxide from the air during photosynthesis. When roots, leaves and other plant material die and decompose, part of that carbon becomes soil organic matter, which can remain in the ground for long periods. However, intensive practices such as frequent ploughing break up the soil and expose organic matter to air, speeding up decomposition and returning carbon to the atmosphere. Several approaches are being investigated to reverse this. Reduced tillage disturbs the soil less. Cover crops, grown between main harvests, keep living roots in the ground throughout the year. Adding compost or crop residues also builds organic matter. These practices can improve soil fertility and water retention as well. Nevertheless, researchers stress important uncertainties. Soils can only absorb carbon up to a limit, and stored carbon can be lost again if practices change. So soil is a promising part of the response to climate change, but not a complete solution.',
    keyPoints: [
      'soil is a major store of carbon',
      'dead plant material becomes soil organic matter',
      'frequent ploughing releases carbon to the air',
      'reduced tillage, cover crops and compost build carbon',
      'soils have limits and carbon can be lost again',
    ],
    modelAnswer:
      'The lecture explained that soil is a major store of carbon. Plants absorb carbon dioxide, and when they decompose, part of it becomes soil organic matter. However, frequent ploughing speeds up decomposition and releases carbon. Reduced tillage, cover crops and compost can build soil carbon and also improve fertility. Still, soils have limits and carbon can be lost again, so soil is promising but not a complete solution.',
    explanation:
      "Explain the mechanism by which carbon enters and leaves soil, list the farming practices that build it, and include the speaker's caution that soil is not a complete solution.",
  },
];
