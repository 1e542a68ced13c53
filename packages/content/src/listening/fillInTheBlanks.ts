import type { ListeningFillInTheBlanksItem } from '../types';

/**
 * Listening: Fill in the Blanks. `script` is what the speaker says; `transcript` is the same text with 4-7 single
 * content words replaced by {{1}}..{{n}} in order, and `answers` are those words, so filling each placeholder with its
 * answer gives back the script exactly. No two gaps are adjacent.
 */
export const listeningFillInTheBlanks: ListeningFillInTheBlanksItem[] = [
  {
    key: 'lfib-001',
    task: 'listening.fillInTheBlanks',
    title: 'Library Card Services',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Welcome to the university library. Before you borrow anything, you will need to activate your student card at the front desk. Undergraduates can take out up to ten books at a time, and most loans last for three weeks. If you need a book for longer, you can renew it online, as long as nobody else has requested it. Quiet study rooms on the second floor can be booked in advance, and there are printers next to the main entrance.',
    transcript:
      'Welcome to the university library. Before you borrow anything, you will need to {{1}} your student card at the front desk. Undergraduates can take out up to ten books at a time, and most loans last for three weeks. If you need a book for longer, you can {{2}} it online, as long as nobody else has requested it. Quiet study rooms on the second floor can be {{3}} in advance, and there are {{4}} next to the main entrance.',
    answers: ['activate', 'renew', 'booked', 'printers'],
    explanation:
      "The gaps are the key verbs and nouns of the library information. Note the past participle ending in 'booked' after 'can be' and the plural 's' in 'printers', which the speaker pronounces clearly.",
  },
  {
    key: 'lfib-002',
    task: 'listening.fillInTheBlanks',
    title: 'Walking Every Day',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'Many people think they need an expensive gym membership to stay healthy, but a daily walk can make a real difference. Walking at a brisk pace raises your heart rate, strengthens your muscles and helps you manage stress. It is also free and easy to fit into a busy schedule. You could walk to the shops instead of driving, or take a short walk after lunch. The most important thing is to be consistent, because small habits repeated every day bring the greatest benefits.',
    transcript:
      'Many people think they need an expensive gym membership to stay healthy, but a daily walk can make a real {{1}}. Walking at a brisk pace raises your heart rate, strengthens your {{2}} and helps you manage stress. It is also free and easy to fit into a busy {{3}}. You could walk to the shops instead of driving, or take a short walk after lunch. The most important thing is to be {{4}}, because small habits repeated every day bring the greatest {{5}}.',
    answers: ['difference', 'muscles', 'schedule', 'consistent', 'benefits'],
    explanation:
      "Each answer is a content word that completes a common phrase: 'make a real difference', 'a busy schedule'. Watch the spelling of 'consistent' (ending in -ent) and the plurals 'muscles' and 'benefits'.",
  },
  {
    key: 'lfib-003',
    task: 'listening.fillInTheBlanks',
    title: 'Sorting Household Waste',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Recycling at home is simpler than many people believe. Most councils provide separate bins for paper, glass, plastic and food waste. Before you put a bottle or can in the recycling, give it a quick rinse, because dirty items can spoil a whole load. Soft plastic bags often cannot be processed with other plastics, so check the label or the council website. Composting vegetable peelings in the garden is another way to reduce the amount of rubbish that ends up in landfill.',
    transcript:
      'Recycling at home is simpler than many people believe. Most councils provide separate {{1}} for paper, glass, plastic and food waste. Before you put a bottle or can in the recycling, give it a quick {{2}}, because dirty items can spoil a whole load. Soft plastic bags often cannot be processed with other plastics, so check the {{3}} or the council website. Composting vegetable peelings in the garden is another way to {{4}} the amount of rubbish that ends up in {{5}}.',
    answers: ['bins', 'rinse', 'label', 'reduce', 'landfill'],
    explanation:
      "The missing words carry the practical advice: separate 'bins', a quick 'rinse', checking the 'label'. 'Landfill' is written as one word, and 'bins' needs its plural 's' because several containers are meant.",
  },
  {
    key: 'lfib-004',
    task: 'listening.fillInTheBlanks',
    title: 'Student Bus Pass',
    complexity: 'EASY',
    voice: 'male',
    script:
      'If you travel to campus by bus, a student travel pass could save you a lot of money. The pass gives you unlimited journeys within the city for a whole term. To apply, bring your student card and a recent photograph to the transport office in the main square. The office is open on weekdays from nine until five. Remember to carry your pass on every journey, because inspectors regularly check tickets and passengers without one may have to pay a fine.',
    transcript:
      'If you travel to campus by bus, a student travel pass could save you a lot of money. The pass gives you unlimited journeys within the city for a whole {{1}}. To apply, bring your student card and a recent {{2}} to the transport office in the main square. The office is open on weekdays from nine until five. Remember to carry your pass on every {{3}}, because inspectors regularly check tickets and passengers without one may have to pay a {{4}}.',
    answers: ['term', 'photograph', 'journey', 'fine'],
    explanation:
      "The answers are the nouns that carry the key details of the pass. 'Photograph' is spelled with 'ph' twice, and 'journey' is singular after 'every'.",
  },
  {
    key: 'lfib-005',
    task: 'listening.fillInTheBlanks',
    title: 'Cooking at Home',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Cooking your own meals is one of the easiest ways to eat well on a small budget. When you cook at home, you decide how much salt, sugar and oil goes into your food. Planning your meals for the week also means fewer trips to the supermarket and less food going to waste. If you are a beginner, start with simple recipes that use only a few fresh ingredients. Cooking with friends can make it more enjoyable, and you can share the cost of the shopping.',
    transcript:
      'Cooking your own meals is one of the easiest ways to eat well on a small {{1}}. When you cook at home, you decide how much salt, sugar and oil goes into your food. Planning your meals for the week also means fewer {{2}} to the supermarket and less food going to waste. If you are a beginner, start with simple {{3}} that use only a few fresh {{4}}. Cooking with friends can make it more {{5}}, and you can share the cost of the shopping.',
    answers: ['budget', 'trips', 'recipes', 'ingredients', 'enjoyable'],
    explanation:
      "Plural nouns follow 'fewer', 'simple' and 'a few', so 'trips', 'recipes' and 'ingredients' all need a final 's'. 'Enjoyable' ends in -able, not -ible.",
  },
  {
    key: 'lfib-006',
    task: 'listening.fillInTheBlanks',
    title: 'Getting Enough Sleep',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'Most adults need between seven and nine hours of sleep each night, yet many people regularly get much less. A lack of sleep affects your mood, your concentration and even your appetite. To sleep better, try to go to bed and wake up at the same time every day, including at weekends. Keep your bedroom cool, dark and quiet. Looking at a bright phone screen late in the evening can make it harder to fall asleep, so put your devices away about an hour before bed.',
    transcript:
      'Most adults need between seven and nine hours of sleep each night, yet many people regularly get much less. A lack of sleep affects your {{1}}, your concentration and even your {{2}}. To sleep better, try to go to bed and wake up at the same time every day, including at weekends. Keep your bedroom cool, dark and {{3}}. Looking at a bright phone screen late in the evening can make it {{4}} to fall asleep, so put your devices away about an hour before bed.',
    answers: ['mood', 'appetite', 'quiet', 'harder'],
    explanation:
      "The gaps cover what poor sleep affects and how to improve it. Do not confuse 'quiet' with 'quite', and note the comparative ending in 'harder'.",
  },
  {
    key: 'lfib-007',
    task: 'listening.fillInTheBlanks',
    title: 'The Weekend Market',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Every Saturday morning, the car park behind the town hall turns into a busy farmers market. Local growers sell fresh vegetables, eggs, honey and bread, usually picked or baked the day before. Because the food does not travel far, it often tastes fresher than food from a supermarket. Shoppers can talk directly to the people who grow their food and ask how it was produced. Many stalls only accept cash, so it is a good idea to bring some with you. The market also has live music in summer, which gives it a cheerful atmosphere.',
    transcript:
      'Every Saturday morning, the car park behind the town hall turns into a busy farmers market. Local growers sell fresh {{1}}, eggs, honey and bread, usually picked or baked the day before. Because the food does not travel far, it often tastes {{2}} than food from a supermarket. Shoppers can talk directly to the people who {{3}} their food and ask how it was produced. Many stalls only accept {{4}}, so it is a good idea to bring some with you. The market also has live music in summer, which gives it a cheerful {{5}}.',
    answers: ['vegetables', 'fresher', 'grow', 'cash', 'atmosphere'],
    explanation:
      "The answers are the words a visitor would need to remember. 'Fresher' is a comparative because of 'than', and 'atmosphere' has the easily missed 'ph' spelling.",
  },
  {
    key: 'lfib-008',
    task: 'listening.fillInTheBlanks',
    title: 'Learning Languages Later',
    complexity: 'EASY',
    voice: 'male',
    script:
      'It is never too late to learn a new language. Children may find it easier to copy pronunciation, but adults have advantages too. They usually have better study habits and can understand grammar rules more quickly. The key is regular practice. Even fifteen minutes a day is more effective than a long lesson once a week. Try listening to podcasts, reading simple news stories and speaking with native speakers whenever you can. Making mistakes is a normal part of the process.',
    transcript:
      'It is never too late to learn a new language. Children may find it easier to copy {{1}}, but adults have advantages too. They usually have better study {{2}} and can understand grammar rules more quickly. The key is regular practice. Even fifteen minutes a day is more {{3}} than a long lesson once a week. Try listening to podcasts, reading simple news stories and speaking with {{4}} speakers whenever you can. Making mistakes is a normal part of the {{5}}.',
    answers: ['pronunciation', 'habits', 'effective', 'native', 'process'],
    explanation:
      "Listen carefully to 'pronunciation', which is spelled differently from the verb 'pronounce'. The other gaps are common collocations: 'study habits', 'native speakers' and 'part of the process'.",
  },
  {
    key: 'lfib-009',
    task: 'listening.fillInTheBlanks',
    title: 'Why People Volunteer',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Volunteering is a great way to give something back to your community. People volunteer in many different places, from animal shelters to hospitals and sports clubs. Besides helping others, volunteers often gain useful skills, such as teamwork and communication, which can look good on a job application. Volunteering can also improve your own wellbeing, as it helps you meet new people and feel more connected. Many organisations are happy to accept even a few hours of help each month.',
    transcript:
      'Volunteering is a great way to give something back to your {{1}}. People volunteer in many different places, from animal shelters to hospitals and sports clubs. Besides helping others, volunteers often gain useful {{2}}, such as teamwork and communication, which can look good on a job {{3}}. Volunteering can also improve your own wellbeing, as it helps you meet new people and feel more {{4}}. Many organisations are happy to accept even a few hours of help each {{5}}.',
    answers: ['community', 'skills', 'application', 'connected', 'month'],
    explanation:
      "Each gap is a key noun or adjective from the benefits of volunteering. 'Community' has a double 'm', 'connected' a double 'n', and 'skills' is plural after 'useful'.",
  },
  {
    key: 'lfib-010',
    task: 'listening.fillInTheBlanks',
    title: 'Coral Reef Ecosystems',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'male',
    script:
      'Coral reefs cover only a tiny fraction of the ocean floor, yet they support an extraordinary variety of marine life. The reefs are built by small animals called polyps, which produce hard skeletons of calcium carbonate. Over many centuries, these skeletons build up into large structures that provide shelter for fish, crabs and countless other creatures. Most reef-building corals also depend on tiny algae living inside their tissues, which supply them with food through photosynthesis. When the water becomes too warm, the corals expel these algae and turn white, a process known as bleaching. If temperatures stay high for too long, the corals may starve and die.',
    transcript:
      'Coral reefs cover only a tiny fraction of the ocean floor, yet they {{1}} an extraordinary variety of marine life. The reefs are built by small animals called polyps, which produce hard skeletons of calcium carbonate. Over many centuries, these skeletons build up into large {{2}} that provide shelter for fish, crabs and countless other creatures. Most reef-building corals also depend on tiny algae living inside their {{3}}, which supply them with food through photosynthesis. When the water becomes too warm, the corals expel these algae and turn white, a process known as {{4}}. If temperatures stay high for too long, the corals may {{5}} and die.',
    answers: ['support', 'structures', 'tissues', 'bleaching', 'starve'],
    explanation:
      "The gaps track the main idea of the talk: reefs support life, form structures, and suffer bleaching when algae are lost. 'Tissues' and 'structures' are plural, and 'starve' is the base verb after 'may'.",
  },
  {
    key: 'lfib-011',
    task: 'listening.fillInTheBlanks',
    title: 'The Printing Revolution',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Before the invention of the printing press in Europe in the fifteenth century, books were copied by hand, which made them rare and expensive. Printing with movable type allowed printers to produce hundreds of identical copies in the time a scribe needed for one. As books became cheaper, literacy gradually spread beyond the clergy and the wealthy. Printed pamphlets helped new ideas circulate across borders, and scholars could compare the same edition of a text in different cities. Some historians argue that printing also encouraged more consistent spelling and grammar in many languages.',
    transcript:
      'Before the invention of the printing press in Europe in the fifteenth century, books were copied by hand, which made them rare and {{1}}. Printing with movable type allowed printers to produce hundreds of identical copies in the time a scribe needed for one. As books became cheaper, {{2}} gradually spread beyond the clergy and the wealthy. Printed pamphlets helped new ideas {{3}} across borders, and scholars could compare the same {{4}} of a text in different cities. Some historians argue that printing also encouraged more {{5}} spelling and grammar in many languages.',
    answers: ['expensive', 'literacy', 'circulate', 'edition', 'consistent'],
    explanation:
      "The answers are the words that explain the effects of printing. 'Literacy' has one 't', 'circulate' is the base verb after 'helped new ideas', and 'consistent' ends in -ent.",
  },
  {
    key: 'lfib-012',
    task: 'listening.fillInTheBlanks',
    title: 'Trees and City Heat',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'On a hot summer afternoon, the centre of a large city can be several degrees warmer than the surrounding countryside. This effect happens because roads and buildings absorb heat during the day and release it slowly at night. Planting trees is one of the simplest ways to cool urban areas. Trees provide shade, and they also release water vapour through their leaves, which cools the surrounding air. Green roofs and lighter building materials can also help. Planners increasingly see trees not as decoration but as essential infrastructure that protects the health of residents during heatwaves.',
    transcript:
      'On a hot summer afternoon, the centre of a large city can be several degrees warmer than the surrounding {{1}}. This effect happens because roads and buildings {{2}} heat during the day and release it slowly at night. Planting trees is one of the simplest ways to cool urban areas. Trees provide {{3}}, and they also release water vapour through their leaves, which cools the surrounding air. Green roofs and lighter building materials can also help. Planners increasingly see trees not as decoration but as essential {{4}} that protects the {{5}} of residents during heatwaves.',
    answers: ['countryside', 'absorb', 'shade', 'infrastructure', 'health'],
    explanation:
      "The gaps hold the cause and the solution: surfaces 'absorb' heat and trees give 'shade'. 'Countryside' and 'infrastructure' are single words, and 'absorb' is spelled with a 'b' before the 's'.",
  },
  {
    key: 'lfib-013',
    task: 'listening.fillInTheBlanks',
    title: 'Bees and Pollination',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Many of the fruits and vegetables we eat depend on insects for pollination. When a bee visits a flower to collect nectar, grains of pollen stick to its body and are carried to the next flower it visits. This transfer allows the plant to produce seeds and fruit. In recent decades, scientists have raised concerns about declining numbers of wild bees in many regions. Possible causes include the loss of habitat, certain pesticides and disease. Farmers can help by leaving strips of wild flowers along the edges of their fields.',
    transcript:
      'Many of the fruits and vegetables we eat depend on insects for {{1}}. When a bee visits a flower to collect nectar, grains of pollen stick to its body and are carried to the next flower it visits. This transfer allows the plant to produce {{2}} and fruit. In recent decades, scientists have raised concerns about {{3}} numbers of wild bees in many regions. Possible causes include the loss of {{4}}, certain pesticides and disease. Farmers can help by leaving strips of wild {{5}} along the edges of their fields.',
    answers: ['pollination', 'seeds', 'declining', 'habitat', 'flowers'],
    explanation:
      "'Pollination' has a double 'l', and 'declining' describes falling numbers, so it needs the -ing form. 'Seeds' and 'flowers' are plural, while 'habitat' is singular after 'the loss of'.",
  },
  {
    key: 'lfib-014',
    task: 'listening.fillInTheBlanks',
    title: 'Working From Home',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Since more employers began to allow working from home, researchers have tried to measure its effect on productivity. The results are mixed. Many employees say they concentrate better without the noise and interruptions of a busy office, and they value the time saved on commuting. However, some managers worry that new staff miss out on informal learning from more experienced colleagues. Working alone can also feel isolating. As a result, many organisations now prefer a hybrid arrangement, in which people spend part of the week in the office and part at home.',
    transcript:
      'Since more employers began to allow working from home, researchers have tried to measure its effect on {{1}}. The results are mixed. Many employees say they {{2}} better without the noise and interruptions of a busy office, and they value the time saved on {{3}}. However, some managers worry that new staff miss out on informal learning from more experienced {{4}}. Working alone can also feel {{5}}. As a result, many organisations now prefer a hybrid arrangement, in which people spend part of the week in the office and part at home.',
    answers: ['productivity', 'concentrate', 'commuting', 'colleagues', 'isolating'],
    explanation:
      "The gaps contain the advantages and disadvantages of remote work. Take care with 'colleagues', which ends in -gues, 'commuting' with a single 't', and the -ing adjective 'isolating'.",
  },
  {
    key: 'lfib-015',
    task: 'listening.fillInTheBlanks',
    title: 'Understanding Inflation',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Inflation describes a general rise in prices across an economy over time. When inflation is high, each unit of money buys fewer goods and services than before. Moderate inflation is usually considered normal, but rapid price increases can cause serious problems. People on fixed incomes, such as some pensioners, may find it harder to pay for basic necessities. Businesses may struggle to plan ahead because their costs keep changing. To keep inflation under control, central banks often raise interest rates, which makes borrowing more expensive and tends to slow spending.',
    transcript:
      'Inflation describes a general rise in prices across an economy over time. When inflation is high, each unit of money buys fewer goods and {{1}} than before. Moderate inflation is usually considered normal, but rapid price increases can cause serious problems. People on fixed {{2}}, such as some pensioners, may find it harder to pay for basic {{3}}. Businesses may struggle to plan ahead because their costs keep changing. To keep inflation under control, central banks often raise interest rates, which makes {{4}} more expensive and tends to {{5}} spending.',
    answers: ['services', 'incomes', 'necessities', 'borrowing', 'slow'],
    explanation:
      "The answers are the economic terms of the explanation. 'Necessities' has one 'c' and a double 's', 'incomes' is plural after 'fixed', and 'slow' is the base verb after 'tends to'.",
  },
  {
    key: 'lfib-016',
    task: 'listening.fillInTheBlanks',
    title: 'Spacing Out Study',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      "Many students prepare for exams by studying for hours the night before, a habit often called cramming. Research on memory suggests that this is not the most efficient approach. Information is usually retained for longer when study sessions are spread out over several days or weeks. Each time you return to the material, you have to make an effort to recall it, and this effort strengthens the memory. Testing yourself with practice questions works in a similar way. Cramming may help you pass tomorrow's test, but the knowledge tends to fade quickly afterwards.",
    transcript:
      "Many students prepare for exams by studying for hours the night before, a habit often called cramming. Research on memory suggests that this is not the most {{1}} approach. Information is usually {{2}} for longer when study sessions are spread out over several days or weeks. Each time you return to the material, you have to make an effort to {{3}} it, and this effort strengthens the memory. Testing yourself with practice questions works in a {{4}} way. Cramming may help you pass tomorrow's test, but the knowledge tends to {{5}} quickly afterwards.",
    answers: ['efficient', 'retained', 'recall', 'similar', 'fade'],
    explanation:
      "The gaps follow the argument that spaced study is more 'efficient' because effortful 'recall' strengthens memory. 'Retained' is a past participle after 'is usually', and 'efficient' is spelled with -cient.",
  },
  {
    key: 'lfib-017',
    task: 'listening.fillInTheBlanks',
    title: 'Roads of Ancient Rome',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'The Romans built an enormous network of roads that connected the capital with distant provinces. These roads were designed mainly for the army, allowing soldiers to march quickly to wherever they were needed. Engineers laid several layers of stone and gravel, and many roads had a curved surface so that rainwater would drain away to the sides. Milestones along the way told travellers how far they had come. Trade and communication also benefited, and some modern highways still follow the routes that Roman surveyors chose.',
    transcript:
      'The Romans built an enormous network of roads that connected the {{1}} with distant provinces. These roads were designed mainly for the army, allowing soldiers to {{2}} quickly to wherever they were needed. Engineers laid several layers of stone and gravel, and many roads had a curved surface so that rainwater would {{3}} away to the sides. Milestones along the way told travellers how far they had come. Trade and {{4}} also benefited, and some modern {{5}} still follow the routes that Roman surveyors chose.',
    answers: ['capital', 'march', 'drain', 'communication', 'highways'],
    explanation:
      "The answers describe the purpose and design of the roads. Do not write 'capitol' for 'capital'; 'communication' has a double 'm', and 'highways' is plural because 'some' precedes it.",
  },
  {
    key: 'lfib-018',
    task: 'listening.fillInTheBlanks',
    title: 'Moving Tectonic Plates',
    complexity: 'HARD',
    voice: 'male',
    script:
      'The outer shell of the Earth is not a single solid piece. Instead, it is divided into a number of large plates that move very slowly over the hotter, more flexible layer beneath them. Where two plates pull apart, molten rock rises to fill the gap, creating new crust. This happens mostly along ridges on the ocean floor. Where plates collide, one may sink beneath the other in a process called subduction, which is often associated with deep ocean trenches and volcanic activity. Elsewhere, plates slide past each other, building up stress that is released suddenly in earthquakes. Although the movement is only a few centimetres a year, over millions of years it has completely reshaped the continents.',
    transcript:
      'The outer shell of the Earth is not a single solid piece. Instead, it is divided into a number of large plates that move very slowly over the hotter, more {{1}} layer beneath them. Where two plates pull apart, molten rock rises to fill the gap, creating new {{2}}. This happens mostly along ridges on the ocean floor. Where plates {{3}}, one may sink beneath the other in a process called subduction, which is often associated with deep ocean trenches and {{4}} activity. Elsewhere, plates slide past each other, building up {{5}} that is released suddenly in earthquakes. Although the movement is only a few centimetres a year, over millions of years it has completely {{6}} the continents.',
    answers: ['flexible', 'crust', 'collide', 'volcanic', 'stress', 'reshaped'],
    explanation:
      "The gaps carry the three kinds of plate boundary and their effects. 'Flexible' ends in -ible, 'collide' is the base verb after 'plates', and 'reshaped' is a past participle after 'has completely'.",
  },
  {
    key: 'lfib-019',
    task: 'listening.fillInTheBlanks',
    title: 'The Power of Defaults',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'female',
    script:
      'Traditional economic models assume that people carefully compare options and choose the one that best serves their interests. Behavioural research, however, shows that decisions are strongly influenced by the way choices are presented. One of the most powerful factors is the default option, meaning what happens if a person does nothing. When employees are enrolled in a pension scheme unless they choose to leave it, participation is typically far higher than when they must actively sign up. Explanations include inertia, the effort required to make a decision, and a tendency to treat the default as an implicit recommendation. Critics warn that this influence raises ethical questions, since those who design the defaults can steer behaviour without people noticing.',
    transcript:
      'Traditional economic models assume that people carefully compare options and choose the one that best serves their {{1}}. Behavioural research, however, shows that decisions are strongly influenced by the way choices are presented. One of the most powerful factors is the default option, meaning what happens if a person does nothing. When employees are enrolled in a pension scheme unless they choose to leave it, {{2}} is typically far higher than when they must actively sign up. Explanations include {{3}}, the effort required to make a decision, and a tendency to treat the default as an implicit {{4}}. Critics warn that this influence raises ethical questions, since those who design the defaults can {{5}} behaviour without people noticing.',
    answers: ['interests', 'participation', 'inertia', 'recommendation', 'steer'],
    explanation:
      "The answers are the key terms of the argument about default options. 'Inertia' is pronounced with a 'sh' sound but spelled with 't', and 'recommendation' has one 'c' and a double 'm'.",
  },
  {
    key: 'lfib-020',
    task: 'listening.fillInTheBlanks',
    title: 'Resistance to Antibiotics',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Antibiotics have transformed modern medicine, making once deadly infections easy to treat. Yet their effectiveness is under threat. Whenever bacteria are exposed to an antibiotic, the few that happen to carry mutations allowing them to survive can multiply and pass on their resistance. Bacteria can also exchange genetic material directly, spreading resistance between different species. The overuse of antibiotics, for example to treat viral illnesses they cannot cure, or to promote growth in farm animals, accelerates this process. Because few new classes of antibiotic have been developed in recent decades, health authorities stress the importance of careful prescribing, good hygiene and surveillance of resistant strains.',
    transcript:
      'Antibiotics have transformed modern medicine, making once deadly {{1}} easy to treat. Yet their effectiveness is under threat. Whenever bacteria are exposed to an antibiotic, the few that happen to carry {{2}} allowing them to survive can multiply and pass on their resistance. Bacteria can also exchange genetic material directly, spreading resistance between different {{3}}. The overuse of antibiotics, for example to treat viral illnesses they cannot cure, or to promote growth in farm animals, {{4}} this process. Because few new classes of antibiotic have been developed in recent decades, health authorities stress the importance of careful {{5}}, good hygiene and {{6}} of resistant strains.',
    answers: ['infections', 'mutations', 'species', 'accelerates', 'prescribing', 'surveillance'],
    explanation:
      "The gaps explain how resistance arises and how it is controlled. 'Accelerates' takes a singular -s because its subject is 'the overuse', and 'surveillance' has a double 'l' and ends in -ance.",
  },
  {
    key: 'lfib-021',
    task: 'listening.fillInTheBlanks',
    title: 'Microbes in the Gut',
    complexity: 'HARD',
    voice: 'female',
    script:
      'The human digestive system is home to trillions of microorganisms, collectively known as the gut microbiome. For a long time these microbes were regarded mainly as passengers, but researchers now believe they play an active role in human health. They help to break down certain carbohydrates that our own enzymes cannot digest, producing compounds that nourish the cells lining the intestine. They also appear to interact with the immune system, and some studies suggest links with mood and metabolism. The composition of the microbiome varies greatly between individuals and is shaped by diet, medication and early environment. However, many findings come from animal studies, and scientists caution that cause and effect are often difficult to establish.',
    transcript:
      'The human digestive system is home to trillions of microorganisms, collectively known as the gut microbiome. For a long time these microbes were regarded mainly as passengers, but researchers now believe they play an {{1}} role in human health. They help to break down certain {{2}} that our own enzymes cannot digest, producing compounds that nourish the cells lining the intestine. They also appear to {{3}} with the immune system, and some studies suggest links with mood and {{4}}. The composition of the microbiome varies greatly between individuals and is shaped by diet, medication and early {{5}}. However, many findings come from animal studies, and scientists caution that cause and effect are often difficult to {{6}}.',
    answers: ['active', 'carbohydrates', 'interact', 'metabolism', 'environment', 'establish'],
    explanation:
      "The answers trace the roles of gut microbes and the caution at the end. 'Carbohydrates' is plural, 'environment' keeps the 'n' before -ment, and 'establish' is the base verb after 'difficult to'.",
  },
  {
    key: 'lfib-022',
    task: 'listening.fillInTheBlanks',
    title: 'Language and Thought',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    voice: 'male',
    script:
      'Does the language we speak shape the way we think? This question, often linked to the idea of linguistic relativity, has fascinated scholars for generations. The strongest version of the claim, that language completely determines thought, has largely been rejected. People can clearly think about things for which their language has no single word. However, a weaker version has found some experimental support. For instance, speakers of languages that describe space using fixed directions, such as north and south, rather than left and right, tend to be remarkably good at keeping track of their orientation. Such findings suggest that language may not limit thought, but it can influence which distinctions people habitually pay attention to.',
    transcript:
      'Does the language we speak shape the way we think? This question, often linked to the idea of linguistic relativity, has {{1}} scholars for generations. The strongest version of the claim, that language completely determines thought, has largely been {{2}}. People can clearly think about things for which their language has no single word. However, a weaker version has found some experimental {{3}}. For instance, speakers of languages that describe space using fixed directions, such as north and south, rather than left and right, tend to be remarkably good at keeping track of their {{4}}. Such findings suggest that language may not limit thought, but it can {{5}} which distinctions people habitually pay {{6}} to.',
    answers: ['fascinated', 'rejected', 'support', 'orientation', 'influence', 'attention'],
    explanation:
      "The gaps mark the shift from the rejected strong claim to the supported weak one. 'Fascinated' contains 'sc', both 'fascinated' and 'rejected' are past participles after 'has', and 'attention' completes the phrase 'pay attention to'.",
  },
  {
    key: 'lfib-023',
    task: 'listening.fillInTheBlanks',
    title: 'Patrons of Renaissance Art',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Many of the paintings and sculptures we associate with the Italian Renaissance were not created simply because artists felt inspired. They were usually commissioned by wealthy patrons, such as merchant families, church officials and city governments. A contract might specify the subject, the size of the work and even the quantity of expensive pigments to be used. For patrons, art was a way of displaying wealth, expressing religious devotion and gaining political prestige. This does not mean that artists lacked creative freedom. Within the limits of a commission, the most talented painters experimented with perspective, light and composition, and their growing reputation allowed some of them to negotiate better terms.',
    transcript:
      'Many of the paintings and sculptures we associate with the Italian Renaissance were not created simply because artists felt {{1}}. They were usually commissioned by wealthy {{2}}, such as merchant families, church officials and city governments. A contract might specify the subject, the size of the work and even the quantity of expensive {{3}} to be used. For patrons, art was a way of displaying wealth, expressing religious {{4}} and gaining political prestige. This does not mean that artists lacked creative freedom. Within the limits of a commission, the most talented painters {{5}} with perspective, light and composition, and their growing {{6}} allowed some of them to negotiate better terms.',
    answers: ['inspired', 'patrons', 'pigments', 'devotion', 'experimented', 'reputation'],
    explanation:
      "The answers describe who paid for Renaissance art and how artists still innovated. 'Patrons' and 'pigments' are plural nouns, and 'experimented' is in the past tense to match the rest of the narrative.",
  },
  {
    key: 'lfib-024',
    task: 'listening.fillInTheBlanks',
    title: 'Storing Carbon in Soil',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Soils hold a vast store of carbon, which has led scientists to ask whether farmland could help to slow climate change. Plants absorb carbon dioxide through photosynthesis, and when their roots and other remains decompose, part of that carbon becomes stored as organic matter in the soil. Practices such as reduced ploughing, growing cover crops between harvests and adding compost may increase this storage. However, measuring changes in soil carbon accurately is difficult and expensive, and the gains can be reversed if farming practices change. Some researchers therefore argue that soil carbon should complement, rather than replace, deep cuts in emissions.',
    transcript:
      'Soils hold a vast store of carbon, which has led scientists to ask whether farmland could help to {{1}} climate change. Plants absorb carbon dioxide through photosynthesis, and when their roots and other remains {{2}}, part of that carbon becomes stored as organic matter in the soil. Practices such as reduced ploughing, growing cover crops between harvests and adding compost may {{3}} this storage. However, measuring changes in soil carbon accurately is {{4}} and expensive, and the gains can be {{5}} if farming practices change. Some researchers therefore argue that soil carbon should {{6}}, rather than replace, deep cuts in emissions.',
    answers: ['slow', 'decompose', 'increase', 'difficult', 'reversed', 'complement'],
    explanation:
      "The gaps follow the argument from potential to limitations. 'Complement', meaning to add to, is spelled with an 'e', not like 'compliment'; 'reversed' is a past participle after 'can be'.",
  },
  {
    key: 'lfib-025',
    task: 'listening.fillInTheBlanks',
    title: 'Dating the Distant Past',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Radiocarbon dating has transformed archaeology by allowing researchers to estimate the age of organic materials such as wood, bone and seeds. Living organisms constantly take in carbon, including a small proportion of a radioactive form known as carbon fourteen. When an organism dies, it stops absorbing carbon, and the radioactive carbon it contains begins to decay at a known rate. By measuring how much remains, scientists can calculate how long ago the organism died. The method has important limitations, however. It cannot date stone or metal directly, it becomes unreliable for very old samples, and results must be calibrated because the level of carbon fourteen in the atmosphere has varied over time. Contamination of samples can also produce misleading dates.',
    transcript:
      'Radiocarbon dating has transformed archaeology by allowing researchers to estimate the age of organic {{1}} such as wood, bone and seeds. Living organisms constantly take in carbon, including a small proportion of a radioactive form known as carbon fourteen. When an organism dies, it stops {{2}} carbon, and the radioactive carbon it contains begins to decay at a known rate. By measuring how much {{3}}, scientists can calculate how long ago the organism died. The method has important {{4}}, however. It cannot date stone or metal directly, it becomes unreliable for very old samples, and results must be {{5}} because the level of carbon fourteen in the atmosphere has varied over time. Contamination of samples can also produce misleading {{6}}.',
    answers: ['materials', 'absorbing', 'remains', 'limitations', 'calibrated', 'dates'],
    explanation:
      "The answers follow how radiocarbon dating works and where it fails. 'Absorbing' is the -ing form after 'stops', 'remains' is a verb here with a singular -s, and 'calibrated' has one 'l' and one 'b'.",
  },
];
