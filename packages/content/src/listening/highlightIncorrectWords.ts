import type { HighlightIncorrectWordsItem } from '../types';

/**
 * Listening: Highlight Incorrect Words. `script` is what the speaker says; `shown` is the same text with 2-5 single
 * words replaced (same number of whitespace-separated words, punctuation unchanged). The seed derives the answer
 * (the indexes of the changed words) by comparing the two.
 */
export const highlightIncorrectWords: HighlightIncorrectWordsItem[] = [
  {
    key: 'hiw-001',
    task: 'listening.highlightIncorrectWords',
    title: 'Walking to Work',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Many people find it hard to make time for exercise during a busy week. One simple solution is to walk part of the way to work. Getting off the bus one stop early adds a short walk to each journey without much extra planning. Over a month, these small walks can make a real difference to fitness and mood. Walking in fresh air also helps people feel more alert when they arrive at their desks.',
    shown:
      'Many people find it hard to make time for exercise during a busy week. One simple solution is to walk part of the way to work. Getting off the bus one stop late adds a short walk to each journey without much extra planning. Over a month, these small drives can make a real difference to fitness and mood. Walking in fresh air also helps people feel more relaxed when they arrive at their desks.',
    explanation:
      'The speaker says "early", "walks" and "alert", but the transcript shows "late", "drives" and "relaxed". Each replacement still fits the grammar of its sentence, so listen for the sound of every word rather than checking whether the transcript makes sense.',
  },
  {
    key: 'hiw-002',
    task: 'listening.highlightIncorrectWords',
    title: 'Public Library Services',
    complexity: 'EASY',
    prediction: { weekly: true },
    voice: 'male',
    script:
      'Public libraries offer much more than books. Most branches now lend films, music and even tools such as drills or sewing machines. Many also run free classes where visitors can learn basic computer skills or practise a new language. For families, weekly story sessions help young children develop a love of reading. Best of all, joining is usually free, and a single card gives access to every branch in the city.',
    shown:
      'Public libraries offer much more than books. Most branches now lend films, music and even tools such as drills or sewing machines. Many also run free classes where visitors can learn basic computer skills or practise a new instrument. For families, weekly story sessions help young children develop a love of drawing. Best of all, joining is usually quick, and a single card gives access to every library in the city.',
    explanation:
      'The speaker says "language", "reading", "free" and "branch", but the transcript shows "instrument", "drawing", "quick" and "library". Words such as "films", "drills" and "weekly" match the recording and should not be clicked; a wrong click costs a point.',
  },
  {
    key: 'hiw-003',
    task: 'listening.highlightIncorrectWords',
    title: 'Planning Weekly Meals',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Planning meals for the week ahead can save both money and time. Before going shopping, it helps to check what is already in the fridge and to write a short list. Buying only what is on the list reduces waste, because fewer items are forgotten at the back of a cupboard. Cooking larger portions on Sunday also means there are ready lunches for the busy weekdays that follow.',
    shown:
      'Planning meals for the week ahead can save both money and time. Before going shopping, it helps to check what is already in the freezer and to write a short list. Buying only what is on the list reduces waste, because fewer items are stored at the back of a cupboard. Cooking larger portions on Sunday also means there are ready breakfasts for the busy weekdays that follow.',
    explanation:
      'The speaker says "fridge", "forgotten" and "lunches", but the transcript shows "freezer", "stored" and "breakfasts". "Fridge" and "freezer" begin with the same sound, so keep your eyes on the word while you listen to its ending.',
  },
  {
    key: 'hiw-004',
    task: 'listening.highlightIncorrectWords',
    title: 'Sorting Household Waste',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Recycling at home works best when waste is sorted correctly. Paper and cardboard should be kept dry, because wet paper is much harder to process. Glass bottles and jars need a quick rinse, but the labels can usually be left on. Plastic bags cause real problems at recycling centres, as they often get caught in the machines. For this reason, many supermarkets now collect them separately near their entrances.',
    shown:
      'Recycling at home works best when waste is sorted correctly. Paper and cardboard should be kept flat, because wet paper is much harder to process. Glass bottles and jars need a quick rinse, but the labels can usually be left off. Plastic bags cause real problems at recycling centres, as they often get caught in the trucks. For this reason, many supermarkets now collect them weekly near their entrances.',
    explanation:
      'The speaker says "dry", "on", "machines" and "separately", but the transcript shows "flat", "off", "trucks" and "weekly". Short words like "on" and "off" are easy to miss, so follow the transcript with the cursor as the speaker talks.',
  },
  {
    key: 'hiw-005',
    task: 'listening.highlightIncorrectWords',
    title: 'Better Sleep Habits',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Getting enough sleep is one of the simplest ways to protect your health. Doctors often suggest going to bed at the same time every night, even at weekends. The bedroom should be cool, dark and quiet. Screens are best switched off an hour before bed, because their light can keep the brain alert. Finally, a heavy meal late in the evening may make it harder to fall asleep.',
    shown:
      'Getting enough sleep is one of the simplest ways to protect your health. Doctors often suggest going to bed at the same time every night, even at weekends. The bedroom should be cool, tidy and quiet. Screens are best switched off an hour before bed, because their noise can keep the brain alert. Finally, a heavy workout late in the evening may make it harder to stay asleep.',
    explanation:
      'The speaker says "dark", "light", "meal" and "fall", but the transcript shows "tidy", "noise", "workout" and "stay". Every substitution is grammatical, so the only reliable signal is the difference in sound between what you hear and what you read.',
  },
  {
    key: 'hiw-006',
    task: 'listening.highlightIncorrectWords',
    title: 'Train Travel Tips',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Travelling by train is often more relaxing than driving. Passengers can read, work or simply look out of the window instead of watching the road. Tickets are usually cheaper when they are bought well in advance, so it pays to plan early. On long journeys, it is a good idea to bring water and a snack, as the dining car may be closed. Arriving at the station ten minutes before departure avoids a stressful rush.',
    shown:
      'Travelling by train is often more relaxing than driving. Passengers can read, work or simply look out of the window instead of watching the road. Tickets are usually costlier when they are bought well in advance, so it pays to plan early. On long journeys, it is a good idea to bring water and a pillow, as the dining car may be crowded. Arriving at the station fifteen minutes before departure avoids a stressful rush.',
    explanation:
      'The speaker says "cheaper", "snack", "closed" and "ten", but the transcript shows "costlier", "pillow", "crowded" and "fifteen". Number words can be changed too, so check "ten" as carefully as any other word.',
  },
  {
    key: 'hiw-007',
    task: 'listening.highlightIncorrectWords',
    title: 'Orientation Week Advice',
    complexity: 'EASY',
    prediction: { monthly: true },
    voice: 'female',
    script:
      'Orientation week is the best chance for new students to find their way around campus before classes begin. It is worth taking a guided tour, because the library, the health centre and the main lecture halls are often far apart. Most clubs and societies set up stalls during the week, so students can join groups that match their interests. Finally, collecting a student card early avoids long queues in the first week of term.',
    shown:
      'Orientation week is the best chance for new students to find their way around campus before classes begin. It is worth taking a private tour, because the library, the health centre and the main lecture halls are often far apart. Most clubs and societies set up stalls during the weekend, so students can join groups that match their interests. Finally, collecting a student card early avoids long queues in the final week of term.',
    explanation:
      'The speaker says "guided", "week" and "first", but the transcript shows "private", "weekend" and "final". "First" and "final" share their first sound, so do not decide on a word until you have heard all of it.',
  },
  {
    key: 'hiw-008',
    task: 'listening.highlightIncorrectWords',
    title: 'Working While Studying',
    complexity: 'EASY',
    voice: 'male',
    script:
      'Many university students take a part-time job to help pay for rent and food. Working a few hours a week can also build useful skills, such as dealing with customers and managing time. However, students should be careful not to take on too many shifts, as long hours can leave them too tired to study. Jobs on campus are often a good choice, because managers there are used to exam timetables.',
    shown:
      'Many university students take a part-time job to help pay for rent and food. Working a few hours a week can also build useful skills, such as dealing with customers and managing time. However, students should be careful not to take on too many courses, as long hours can leave them too busy to study. Jobs on campus are often a good choice, because managers there are used to sports timetables.',
    explanation:
      'The speaker says "shifts", "tired" and "exam", but the transcript shows "courses", "busy" and "sports". The changed words are spread across the passage, so keep listening closely until the final word.',
  },
  {
    key: 'hiw-009',
    task: 'listening.highlightIncorrectWords',
    title: 'Caring for Houseplants',
    complexity: 'EASY',
    voice: 'female',
    script:
      'Houseplants can brighten a room and are easy to look after with a little care. The most common mistake is giving them too much water, which causes the roots to rot. Before watering, it is best to touch the soil and wait until the top layer feels dry. Most plants prefer a bright spot away from direct sunlight. In winter, they grow more slowly and need less attention.',
    shown:
      'Houseplants can brighten a room and are easy to look after with a little care. The most common mistake is giving them too much fertiliser, which causes the roots to rot. Before watering, it is best to touch the soil and wait until the top layer feels warm. Most plants prefer a bright spot away from direct heaters. In spring, they grow more slowly and need less attention.',
    explanation:
      'The speaker says "water", "dry", "sunlight" and "winter", but the transcript shows "fertiliser", "warm", "heaters" and "spring". The changed words are ordinary nouns and adjectives that fit each sentence, so only careful listening reveals them.',
  },
  {
    key: 'hiw-010',
    task: 'listening.highlightIncorrectWords',
    title: 'Bees and Pollination',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Honeybees play a vital role in agriculture because they pollinate many of the crops that people eat. As a bee moves from flower to flower collecting nectar, pollen sticks to its body and is carried to the next plant. This transfer allows the plant to produce seeds and fruit. In recent decades, bee populations in several regions have declined, and scientists believe that a combination of pesticides, disease and habitat loss is responsible. Farmers are now encouraged to plant strips of wildflowers along the edges of their fields to provide bees with food throughout the season.',
    shown:
      'Honeybees play a vital role in agriculture because they pollinate many of the crops that people eat. As a bee moves from flower to flower collecting nectar, pollen sticks to its wings and is carried to the next plant. This transfer allows the plant to produce leaves and fruit. In recent decades, bee populations in several regions have recovered, and scientists believe that a combination of pesticides, disease and habitat loss is responsible. Farmers are now encouraged to plant strips of wildflowers along the edges of their roads to provide bees with food throughout the season.',
    explanation:
      'The speaker says "body", "seeds", "declined" and "fields", but the transcript shows "wings", "leaves", "recovered" and "roads". Technical words such as "pollinate", "nectar" and "pesticides" are unchanged; the substitutions are common words that are easier to overlook.',
  },
  {
    key: 'hiw-011',
    task: 'listening.highlightIncorrectWords',
    title: 'Cycling in Cities',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    voice: 'female',
    script:
      'Several cities have invested heavily in cycling infrastructure over the past decade. Separated bike lanes, where cyclists are protected from traffic by a physical barrier, appear to be particularly effective. When people feel safe, they are more likely to choose a bicycle for short trips, which reduces congestion and improves air quality. Some local businesses initially opposed the loss of parking spaces, fearing that fewer customers would visit. However, studies in a number of cities suggest that cyclists tend to shop more frequently, even if they spend less on each visit.',
    shown:
      'Several cities have invested heavily in cycling infrastructure over the past decade. Separated bike lanes, where cyclists are protected from traffic by a physical barrier, appear to be particularly expensive. When people feel safe, they are more likely to choose a bicycle for long trips, which reduces congestion and improves air quality. Some local businesses initially supported the loss of parking spaces, fearing that fewer customers would visit. However, studies in a number of cities suggest that cyclists tend to shop more locally, even if they spend less on each visit.',
    explanation:
      'The speaker says "effective", "short", "opposed" and "frequently", but the transcript shows "expensive", "long", "supported" and "locally". Opposites such as "opposed" and "supported" are a common pattern, but so are words that are simply different, like "frequently" and "locally".',
  },
  {
    key: 'hiw-012',
    task: 'listening.highlightIncorrectWords',
    title: 'The Printing Press',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Before the printing press appeared in fifteenth century Europe, books were copied by hand, usually by monks working in monasteries. This process was slow and expensive, so books were owned mainly by wealthy individuals and religious institutions. Movable type made it possible to produce hundreds of identical copies quickly. As prices fell, literacy gradually spread, and new ideas in science and religion could travel across the continent far more rapidly than ever before.',
    shown:
      'Before the printing press appeared in fifteenth century Europe, books were copied by hand, usually by monks working in monasteries. This process was slow and careful, so books were owned mainly by wealthy individuals and religious institutions. Movable type made it possible to produce hundreds of identical copies cheaply. As prices fell, literacy gradually declined, and new ideas in science and religion could travel across the continent far more quietly than ever before.',
    explanation:
      'The speaker says "expensive", "quickly", "spread" and "rapidly", but the transcript shows "careful", "cheaply", "declined" and "quietly". Adverbs such as "quickly" and "rapidly" come at the ends of clauses, where attention often drops, so stay focused to the end of each sentence.',
  },
  {
    key: 'hiw-013',
    task: 'listening.highlightIncorrectWords',
    title: 'Working from Home',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'The shift towards remote work has changed the daily routine of millions of office employees. Supporters argue that working from home removes the stress of commuting and gives people more control over their schedules. Many workers report that they can concentrate better without the interruptions of a busy office. On the other hand, some managers worry that junior staff miss out on informal learning, the kind that happens when colleagues chat by the coffee machine. As a result, many organisations now use a hybrid model, with staff in the office on certain days of the week.',
    shown:
      'The shift towards remote work has changed the daily routine of millions of office employees. Supporters argue that working from home removes the stress of commuting and gives people more control over their budgets. Many workers report that they can concentrate better without the support of a busy office. On the other hand, some managers worry that junior staff miss out on formal learning, the kind that happens when colleagues chat by the coffee machine. As a result, many organisations now use a hybrid model, with staff in the office on most days of the week.',
    explanation:
      'The speaker says "schedules", "interruptions", "informal" and "certain", but the transcript shows "budgets", "support", "formal" and "most". "Informal" and "formal" differ only by a prefix, which is easy to miss unless you listen for the first syllable.',
  },
  {
    key: 'hiw-014',
    task: 'listening.highlightIncorrectWords',
    title: 'Coral Reef Ecosystems',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'Coral reefs cover only a tiny part of the ocean floor, yet they support an extraordinary variety of marine life. The reef itself is built by small animals called polyps, which live in partnership with microscopic algae. The algae provide the coral with energy through photosynthesis, and this is why most reefs are found in shallow, clear water where sunlight can reach them. When sea temperatures rise, corals may expel the algae and turn white, a process known as bleaching. If conditions do not improve quickly, the coral can die.',
    shown:
      'Coral reefs cover only a tiny part of the ocean floor, yet they support an extraordinary variety of marine life. The reef itself is built by small animals called polyps, which live in partnership with microscopic algae. The algae provide the coral with shelter through photosynthesis, and this is why most reefs are found in deep, clear water where sunlight can reach them. When sea temperatures rise, corals may expel the algae and turn white, a process known as spawning. If conditions do not stabilise quickly, the coral can die.',
    explanation:
      'The speaker says "energy", "shallow", "bleaching" and "improve", but the transcript shows "shelter", "deep", "spawning" and "stabilise". A changed word keeps the punctuation of the original, as with "deep," after the comma, so punctuation gives no clue.',
  },
  {
    key: 'hiw-015',
    task: 'listening.highlightIncorrectWords',
    title: 'Music and Memory',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Many people notice that a familiar song can bring back vivid memories of a particular time or place. Researchers think this happens because music activates several areas of the brain at once, including regions involved in emotion and memory. This connection has practical uses. In care homes, playing music from a resident\'s youth has been observed to improve mood and, in some cases, to help people with dementia recall personal experiences. Learning an instrument in childhood may also strengthen skills such as attention and coordination.',
    shown:
      'Many people notice that a familiar song can bring back vivid memories of a particular time or place. Researchers think this happens because music activates several areas of the brain at once, including regions involved in movement and memory. This connection has practical uses. In care homes, playing music from a resident\'s region has been observed to improve mood and, in some cases, to help people with dementia share personal experiences. Learning an instrument in childhood may also strengthen skills such as hearing and coordination.',
    explanation:
      'The speaker says "emotion", "youth", "recall" and "attention", but the transcript shows "movement", "region", "share" and "hearing". The replacements are all plausible in context, so do not rely on common sense; compare each word with the sound you hear.',
  },
  {
    key: 'hiw-016',
    task: 'listening.highlightIncorrectWords',
    title: 'Living Near Volcanoes',
    complexity: 'AVERAGE',
    voice: 'male',
    script:
      'It may seem surprising that millions of people choose to live close to active volcanoes. One important reason is the soil. Volcanic ash breaks down over time into minerals that make the land unusually fertile, so farmers can grow rich crops of coffee, rice and fruit. Volcanic areas can also provide geothermal energy and attract large numbers of tourists. Of course, the risks are real, which is why scientists monitor gas emissions and small earthquakes closely, hoping to give residents enough warning to evacuate before a major eruption.',
    shown:
      'It may seem surprising that millions of people choose to live close to active volcanoes. One important reason is the soil. Volcanic ash breaks down over time into minerals that make the land unusually valuable, so farmers can grow rich crops of coffee, rice and fruit. Volcanic areas can also provide solar energy and attract large numbers of tourists. Of course, the risks are real, which is why scientists photograph gas emissions and small earthquakes closely, hoping to give residents enough money to evacuate before a major eruption.',
    explanation:
      'The speaker says "fertile", "geothermal", "monitor" and "warning", but the transcript shows "valuable", "solar", "photograph" and "money". Long words like "geothermal" and "solar" sound very different, but they are easy to skim past when reading quickly.',
  },
  {
    key: 'hiw-017',
    task: 'listening.highlightIncorrectWords',
    title: 'Children and Two Languages',
    complexity: 'AVERAGE',
    voice: 'female',
    script:
      'Parents sometimes worry that raising a child with two languages will cause confusion or delay speech. Research generally does not support this fear. Bilingual children may mix words from both languages at first, but this is a normal stage of development rather than a sign of difficulty. By school age, most can switch between languages depending on the person they are talking to. Some studies also suggest that managing two languages may strengthen the ability to focus and ignore distractions, although researchers continue to debate how large this advantage really is.',
    shown:
      'Parents sometimes worry that raising a child with two languages will cause confusion or delay speech. Research generally does not support this fear. Bilingual children may mix words from both languages at first, but this is a rare stage of development rather than a sign of difficulty. By school age, most can switch between languages depending on the topic they are talking to. Some studies also suggest that managing two languages may strengthen the ability to plan and ignore distractions, although researchers continue to confirm how large this advantage really is.',
    explanation:
      'The speaker says "normal", "person", "focus" and "debate", but the transcript shows "rare", "topic", "plan" and "confirm". "Debate" and "confirm" reverse the speaker\'s caution, which shows why the meaning of the transcript cannot be trusted.',
  },
  {
    key: 'hiw-018',
    task: 'listening.highlightIncorrectWords',
    title: 'Loss Aversion',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Behavioural economists have repeatedly observed that people react more strongly to losses than to gains of the same size. This tendency, known as loss aversion, helps to explain a range of decisions that appear irrational from the perspective of classical economic theory. Investors, for example, often hold on to shares that have fallen in value for too long, hoping to avoid realising a loss. Similarly, consumers may be more motivated by a message describing what they will lose by not acting than by one describing what they could gain. Policymakers have used this insight when designing incentives, although critics question whether the effect is as universal as is often claimed.',
    shown:
      'Behavioural economists have repeatedly observed that people react more strongly to losses than to gains of the same size. This tendency, known as loss aversion, helps to explain a range of decisions that appear sensible from the perspective of classical economic theory. Investors, for example, often hold on to shares that have fallen in value for too long, hoping to avoid reporting a loss. Similarly, consumers may be more motivated by a message describing what they will lose by not acting than by one describing what they could learn. Policymakers have used this insight when designing penalties, although critics question whether the effect is as universal as is often claimed.',
    explanation:
      'The speaker says "irrational", "realising", "gain" and "incentives", but the transcript shows "sensible", "reporting", "learn" and "penalties". In a long academic passage, keep the cursor on the transcript so you do not lose your place between the changed words.',
  },
  {
    key: 'hiw-019',
    task: 'listening.highlightIncorrectWords',
    title: 'Antibiotic Resistance',
    complexity: 'HARD',
    prediction: { weekly: true },
    voice: 'female',
    script:
      'Antibiotic resistance is widely regarded as one of the most serious threats to modern medicine. Whenever antibiotics are used, any bacteria carrying mutations that allow them to survive gain an advantage over their competitors and multiply. Over many generations, resistant strains can become dominant. The problem is made worse when antibiotics are prescribed for viral infections, against which they are ineffective, or when patients stop a course of treatment early. Because few new classes of antibiotic have been developed in recent decades, researchers are exploring alternatives, including viruses that target specific bacteria.',
    shown:
      'Antibiotic resistance is widely regarded as one of the most serious threats to modern medicine. Whenever antibiotics are used, any bacteria carrying mutations that allow them to survive gain an advantage over their hosts and multiply. Over many generations, resistant strains can become harmless. The problem is made worse when antibiotics are prescribed for bacterial infections, against which they are ineffective, or when patients stop a course of treatment abroad. Because few new classes of antibiotic have been developed in recent decades, researchers are exploring alternatives, including viruses that resemble specific bacteria.',
    explanation:
      'The speaker says "competitors", "dominant", "viral", "early" and "target", but the transcript shows "hosts", "harmless", "bacterial", "abroad" and "resemble". Five words are changed here, the maximum, so keep clicking to the end rather than stopping after the first two or three.',
  },
  {
    key: 'hiw-020',
    task: 'listening.highlightIncorrectWords',
    title: 'Urban Heat Islands',
    complexity: 'HARD',
    voice: 'male',
    script:
      'Cities are often noticeably warmer than the surrounding countryside, a phenomenon known as the urban heat island effect. Materials such as concrete and asphalt absorb solar radiation during the day and release it slowly at night, so the temperature difference is often greatest after dark. The lack of vegetation also matters, because plants cool the air through evaporation. The effect is not merely a matter of comfort: during heatwaves, higher urban temperatures are associated with a rise in illness, particularly among elderly residents. Planners are responding by planting street trees, installing green roofs and using reflective surfaces on buildings and pavements.',
    shown:
      'Cities are often noticeably warmer than the surrounding countryside, a phenomenon known as the urban heat island effect. Materials such as concrete and asphalt absorb solar radiation during the day and release it quickly at night, so the temperature difference is often greatest after dark. The lack of vegetation also matters, because plants cool the air through evaporation. The effect is not merely a matter of appearance: during heatwaves, higher urban temperatures are associated with a rise in complaints, particularly among elderly residents. Planners are responding by planting street trees, installing green roofs and using durable surfaces on buildings and pavements.',
    explanation:
      'The speaker says "slowly", "comfort", "illness" and "reflective", but the transcript shows "quickly", "appearance", "complaints" and "durable". Key terms such as "asphalt", "evaporation" and "heatwaves" are unchanged; the traps are the everyday words around them.',
  },
  {
    key: 'hiw-021',
    task: 'listening.highlightIncorrectWords',
    title: 'Continental Drift Theory',
    complexity: 'HARD',
    voice: 'female',
    script:
      'When the idea of continental drift was first proposed in the early twentieth century, it was largely rejected by geologists. Its supporters pointed to the way the coastlines of South America and Africa seem to fit together, and to similar fossils found on continents now separated by oceans. The main objection was that no one could explain what force could move such enormous masses of rock. It was only decades later, when studies of the ocean floor revealed that new crust is created at ridges and destroyed at trenches, that the theory gained acceptance in the form of plate tectonics.',
    shown:
      'When the idea of continental drift was first proposed in the early twentieth century, it was largely welcomed by geologists. Its supporters pointed to the way the coastlines of South America and Africa seem to fit together, and to similar minerals found on continents now separated by oceans. The main objection was that no one could explain what force could move such enormous masses of rock. It was only decades later, when studies of the ocean floor revealed that new crust is created at coastlines and destroyed at trenches, that the theory gained funding in the form of plate tectonics.',
    explanation:
      'The speaker says "rejected", "fossils", "ridges" and "acceptance", but the transcript shows "welcomed", "minerals", "coastlines" and "funding". The word "coastlines" appears correctly earlier in the transcript, so a repeated word can still be a changed one later on.',
  },
  {
    key: 'hiw-022',
    task: 'listening.highlightIncorrectWords',
    title: 'Radiocarbon Dating',
    complexity: 'HARD',
    prediction: { monthly: true },
    voice: 'male',
    script:
      'Radiocarbon dating allows archaeologists to estimate the age of materials that were once alive, such as wood, bone or charcoal. While an organism is living, it absorbs carbon from its environment, including a small amount of a radioactive form. After death, no new carbon is taken in, and the radioactive carbon decays at a known rate. By measuring how much remains, scientists can calculate roughly when the organism died. The method has limits, however. It cannot be used on stone tools directly, it becomes less reliable for very old samples, and results must be calibrated, because the level of atmospheric carbon has varied over time.',
    shown:
      'Radiocarbon dating allows archaeologists to estimate the age of materials that were once alive, such as wood, bone or charcoal. While an organism is living, it absorbs carbon from its environment, including a small amount of a radioactive form. After death, no new carbon is taken in, and the radioactive carbon grows at a known rate. By measuring how much remains, scientists can calculate roughly when the organism died. The method has limits, however. It cannot be used on metal tools directly, it becomes less expensive for very old samples, and results must be calibrated, because the level of atmospheric carbon has increased over time.',
    explanation:
      'The speaker says "decays", "stone", "reliable" and "varied", but the transcript shows "grows", "metal", "expensive" and "increased". "Varied" and "increased" both describe change, so listen for the exact word rather than the general idea.',
  },
  {
    key: 'hiw-023',
    task: 'listening.highlightIncorrectWords',
    title: 'Bias in Algorithms',
    complexity: 'HARD',
    voice: 'female',
    script:
      'Automated systems are increasingly used to support decisions about loans, job applications and even medical treatment. Because these systems learn patterns from historical data, they can reproduce and sometimes amplify existing inequalities. If a dataset contains few examples from a particular group, the resulting model may perform poorly for that group. Developers have proposed several remedies, such as auditing models before they are deployed, collecting more representative data and making the reasoning behind automated decisions transparent. Critics note, however, that technical fixes alone cannot resolve questions about fairness, which are ultimately political.',
    shown:
      'Automated systems are increasingly used to support decisions about loans, job applications and even medical treatment. Because these systems learn patterns from historical data, they can reproduce and sometimes amplify existing errors. If a dataset contains few examples from a particular group, the resulting model may perform slowly for that group. Developers have proposed several remedies, such as auditing models before they are designed, collecting more recent data and making the reasoning behind automated decisions consistent. Critics note, however, that technical fixes alone cannot resolve questions about fairness, which are ultimately political.',
    explanation:
      'The speaker says "inequalities", "poorly", "deployed", "representative" and "transparent", but the transcript shows "errors", "slowly", "designed", "recent" and "consistent". "Deployed" and "designed" begin with the same sound, so wait for the whole word before deciding.',
  },
  {
    key: 'hiw-024',
    task: 'listening.highlightIncorrectWords',
    title: 'Falsifiability in Science',
    complexity: 'HARD',
    voice: 'male',
    script:
      'According to an influential view in the philosophy of science, a theory counts as scientific only if it could, in principle, be shown to be false. A claim that is compatible with every possible observation may seem powerful, but on this view it tells us nothing about the world. The criterion was intended to distinguish science from pseudoscience. Critics have pointed out, however, that working scientists rarely abandon a theory after a single contradictory result. Instead, they often question the measurement, or adjust auxiliary assumptions, so the actual practice of science is considerably more complex than the criterion suggests.',
    shown:
      'According to an influential view in the philosophy of science, a theory counts as scientific only if it could, in principle, be shown to be false. A claim that is compatible with every possible observation may seem modest, but on this view it tells us nothing about the world. The criterion was intended to distinguish science from religion. Critics have pointed out, however, that working scientists rarely publish a theory after a single contradictory result. Instead, they often question the hypothesis, or adjust auxiliary assumptions, so the actual practice of science is considerably more efficient than the criterion suggests.',
    explanation:
      'The speaker says "powerful", "pseudoscience", "abandon", "measurement" and "complex", but the transcript shows "modest", "religion", "publish", "hypothesis" and "efficient". Abstract words are easy to accept without checking; compare each one with the recording, especially near commas where the speaker pauses.',
  },
  {
    key: 'hiw-025',
    task: 'listening.highlightIncorrectWords',
    title: 'Renaissance Artistic Patronage',
    complexity: 'HARD',
    voice: 'female',
    script:
      'During the Italian Renaissance, much of the art that is now admired in museums was produced under commission. Wealthy families, merchant guilds and the church acted as patrons, paying artists to create paintings, sculptures and buildings. These patrons often specified the subject, the materials and even the size of a work, and contracts sometimes stated how much expensive blue pigment had to be used. Patronage was not simply an act of generosity; it was a way of displaying status and securing a lasting reputation. As a result, artists had to balance their own creative ambitions against the expectations of those who paid them.',
    shown:
      'During the Italian Renaissance, much of the art that is now admired in museums was produced under commission. Wealthy families, merchant guilds and the church acted as patrons, paying artists to create paintings, sculptures and buildings. These patrons often specified the subject, the colours and even the size of a work, and contracts sometimes stated how much expensive blue pigment had to be used. Patronage was not simply an act of faith; it was a way of displaying piety and securing a lasting reputation. As a result, artists had to balance their own creative techniques against the expectations of those who paid them.',
    explanation:
      'The speaker says "materials", "generosity", "status" and "ambitions", but the transcript shows "colours", "faith", "piety" and "techniques". The semicolon after "faith" is unchanged punctuation from the recording, so judge only the word in front of it.',
  },
];
