/** Original sample questions and answers for the writing engine's tests (written for this project). */

export const swt = {
  source: [
    'Over the past two decades, many cities have turned vacant lots, abandoned railway lines and neglected riverbanks into parks',
    'and community gardens. Planners originally justified these projects on aesthetic grounds, but a growing body of research',
    'suggests that the benefits are far broader. Urban green spaces lower local temperatures during heatwaves, because trees',
    'provide shade and plants release moisture into the air. They also absorb rainwater, which reduces the risk of flooding',
    'in neighbourhoods with overloaded drains. Public health researchers have found that residents who live within a short walk',
    'of a park report lower levels of stress and exercise more often than those who do not. However, the benefits are not',
    'shared equally. New parks can raise property values and rents, and long-term residents on low incomes are sometimes',
    'pushed out of the very neighbourhoods that the projects were meant to improve. Critics therefore argue that city',
    'governments should combine greening programmes with policies that protect affordable housing.',
  ].join(' '),
  keyPoints: [
    'green spaces reduce urban heat',
    'parks absorb rainwater and reduce flooding',
    'parks improve residents health and reduce stress',
    'rising rents push out low-income residents',
  ],
  modelAnswer:
    'Urban green spaces cool cities, absorb rainwater that would otherwise cause floods and improve the physical and mental health of nearby residents, but because they can also raise rents and push out people on low incomes, greening should be paired with policies that protect affordable housing.',
};

/** A one-sentence summary in British spelling that covers every key point. */
export const swtGood =
  'Although urban parks were first valued for their appearance, research shows that they reduce heat and flooding and lower the stress of local residents, yet they can also raise rents and force low-income families out, so greening should be combined with affordable housing policies.';

export const essay = {
  source:
    'Some people believe that governments should spend more money on public transport, while others think that building better roads is more important. Discuss both views and give your own opinion.',
  keyPoints: [
    'public transport reduces traffic congestion',
    'public transport lowers pollution and emissions',
    'roads are needed in rural areas',
    'governments should fund public transport more than roads',
  ],
  modelAnswer: [
    'Transport budgets are limited, so every government must decide whether to invest in public transport or in new roads. Although both options have merits, I believe that public transport deserves the larger share of funding.',
    '',
    'Supporters of public transport argue that it reduces traffic congestion. A single train can carry hundreds of commuters who would otherwise drive, which frees space on the streets and shortens journeys for everyone. In addition, buses and trains produce far lower emissions per passenger than private cars, so cities that expand their networks usually enjoy cleaner air. Copenhagen, for example, has cut pollution significantly by combining efficient trains with safe cycling routes.',
    '',
    'On the other hand, people who favour road building point out that many communities depend on cars. In rural areas, where passengers are few and distances are long, buses are rarely practical, and well-maintained roads are essential for deliveries, emergency services and local businesses. Neglecting these roads would isolate such regions and damage their economies.',
    '',
    'In conclusion, governments should not abandon roads entirely, particularly in the countryside, but the greater part of the transport budget should go to public transport. This approach tackles congestion and pollution in the cities where most people live, while targeted road repairs keep rural areas connected.',
  ].join('\n'),
};

/** On topic and long enough, but with basic, repeated words and simple sentences. */
export const essayBasic = [
  'I think the government should give money to buses and trains. Buses and trains are good. Roads are good too. But buses and trains are better than roads. I think buses are good because many people use buses. Many people use trains too. Trains are good for people. People like trains.',
  '',
  'Some people like cars. Cars are good but cars are bad for the air. Cars make the air bad. Buses make the air bad too but not so bad. Trains do not make the air bad. So trains are good. I like trains. My friend likes trains too. We use trains every day. Trains are fast and good.',
  '',
  'Roads are good for cars. People in small towns need roads. They need cars. Small towns do not have trains. So roads are good for small towns. The government should give money to roads in small towns. But the government should give more money to buses and trains. Buses and trains are good for the air and good for people.',
  '',
  'In the end I think buses and trains are better. The government should give more money to buses and trains. Roads are good but buses and trains are better. This is what I think about buses, trains and roads. Money for buses and trains is good money. It is good for all people.',
].join('\n');

export const email = {
  source:
    'You recently bought a coffee machine from an online shop, but it stopped working after one week. Write an email to the customer service team. In your email, you should: describe the problem; explain what you have already tried; say what you would like the company to do.',
  keyPoints: [
    'the coffee machine stopped working after one week',
    'cleaned the filter and followed the troubleshooting guide',
    'ask for a replacement or a refund',
  ],
  modelAnswer: [
    'Dear Customer Service Team,',
    '',
    'I am writing about the coffee machine that I ordered from your website on 3 March. Unfortunately, it stopped working after only one week: the power light turns on, but the machine no longer heats the water.',
    '',
    'I have already cleaned the filter, checked the fuse and followed every step in the troubleshooting guide, but nothing has solved the problem.',
    '',
    'As the machine is still under warranty, I would like you to send me a replacement or give me a full refund. I look forward to hearing from you soon.',
    '',
    'Kind regards,',
    'Daniel Ortiz',
  ].join('\n'),
};

export const sst = {
  source: [
    "Today I want to talk about sleep and memory. For a long time, scientists assumed that the brain was mostly idle during sleep.",
    'We now know that this is wrong. During deep sleep, the brain replays the experiences of the day and transfers important',
    'information from short-term storage in the hippocampus to long-term storage in the cortex. In one well-known experiment,',
    'students who slept after learning a list of words remembered far more of them the next day than students who stayed awake',
    'for the same period. Sleep also seems to help us find creative solutions, because the brain links new information to',
    'older memories in unexpected ways. The practical lesson for students is simple: staying up all night before an exam is',
    'counterproductive. A regular sleep schedule, with seven to nine hours a night, is one of the most effective study strategies available.',
  ].join(' '),
  keyPoints: [
    'the brain is active during sleep',
    'sleep moves memories into long-term storage',
    'students who slept remembered more words',
    'regular sleep is an effective study strategy',
  ],
  modelAnswer:
    'The lecturer explained that the brain is active during sleep. In deep sleep it replays the day and moves information into long-term memory, and an experiment showed that students who slept after learning remembered more words. Because sleep also supports creativity, a regular sleep schedule is an effective study strategy, unlike staying up all night before exams.',
};

/** 20–30 words for PTE Core. */
export const sstCoreGood =
  'The lecture said the brain stays active during sleep, moving memories into long-term storage, so students who sleep remember more and regular sleep is an effective study strategy.';
