import type { MultipleChoiceMultipleItem } from '../types';

/** Reading: Multiple Choice, Multiple Answers. `correct` lists the right option ids, sorted. */
export const readingMultipleChoiceMultiple: MultipleChoiceMultipleItem[] = [
  {
    key: 'rmcm-001',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Coral Partnerships',
    complexity: 'EASY',
    text:
      'Reef-building corals owe much of their success to a partnership with tiny algae that live inside their tissues. The algae carry out photosynthesis and pass a large share of the sugars they produce to the coral. In return, the coral provides the algae with shelter and with compounds such as carbon dioxide and nitrogen-containing waste, which the algae use to grow. This exchange allows corals to thrive in clear tropical waters that are otherwise poor in nutrients.\n\nThe relationship is, however, sensitive to environmental stress. When water temperatures stay unusually high for a prolonged period, the partnership can break down and the coral expels the algae. Because the algae give corals much of their colour, the affected coral turns white, a process known as bleaching. Bleached corals are not necessarily dead, and they may recover if conditions improve, but they are weakened and more vulnerable to disease.',
    question: 'According to the passage, which of the following statements are true?',
    options: [
      { id: 'A', text: 'The algae supply the coral with sugars produced by photosynthesis.' },
      { id: 'B', text: 'Corals provide the algae with shelter and certain waste compounds.' },
      { id: 'C', text: 'Corals grow best in waters that are rich in nutrients.' },
      { id: 'D', text: 'Bleaching always results in the death of the coral.' },
      { id: 'E', text: 'The white colour of bleached coral is linked to the loss of its algae.' },
      { id: 'F', text: 'Bleaching is caused mainly by pollution from nearby coasts.' },
    ],
    correct: ['A', 'B', 'E'],
    explanation:
      'A, B and E restate the two-way exchange and the cause of the white colour. C contradicts "waters that are otherwise poor in nutrients", D contradicts "not necessarily dead", and the passage links bleaching to high temperatures, not pollution (F).',
  },
  {
    key: 'rmcm-002',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'The Silk Road',
    complexity: 'EASY',
    prediction: { weekly: true },
    text:
      "The term 'Silk Road' is commonly used to describe a network of overland trade routes that once linked China with Central Asia, the Middle East and the Mediterranean. The name can be misleading. There was no single road, and few merchants travelled the whole distance. Instead, goods usually passed through many hands, moving from one trading city to the next. Silk was an important commodity, but it was only one of many: spices, precious metals, glassware, horses and paper were also exchanged.\n\nHistorians increasingly stress that the routes carried more than goods. Religions, technologies, artistic styles and languages spread along them as well. Travellers and traders brought back stories and practices that shaped the cultures they encountered. At the same time, the routes could spread disease, a reminder that connection brought risks as well as benefits.",
    question: 'Which of the following are stated or implied in the passage?',
    options: [
      { id: 'A', text: 'Most merchants travelled the entire route from China to the Mediterranean.' },
      { id: 'B', text: 'Silk was the only valuable product traded along the routes.' },
      { id: 'C', text: 'The routes allowed ideas and beliefs to spread between regions.' },
      { id: 'D', text: "The name 'Silk Road' gives a somewhat inaccurate picture of the network." },
      { id: 'E', text: 'Contact along the routes had some harmful consequences.' },
      { id: 'F', text: 'The routes mainly crossed the sea rather than land.' },
    ],
    correct: ['C', 'D', 'E'],
    explanation:
      'C reflects the spread of religions and technologies, D reflects "the name can be misleading", and E reflects the spread of disease. A contradicts "few merchants travelled the whole distance", B contradicts the list of other goods, and F contradicts "overland".',
  },
  {
    key: 'rmcm-003',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Breaking Habits',
    complexity: 'EASY',
    text:
      'Habits are behaviours that have become largely automatic through repetition. Psychologists often describe a habit as a loop with three parts: a cue that triggers the behaviour, the behaviour itself, and a reward that makes it more likely to be repeated. Over time, the link between cue and behaviour becomes so strong that the action requires little conscious thought.\n\nThis automatic quality explains why habits are difficult to break. Simply deciding to stop is often not enough, because the cue continues to trigger the old response. Many researchers therefore suggest changing the environment, for example by removing cues associated with unwanted behaviour. Another common strategy is to keep the same cue but replace the old behaviour with a new one that offers a similar reward. Forming a new habit generally takes time, and the period required varies considerably from person to person.',
    question: 'According to the passage, which of the following are suggested as ways to change a habit?',
    options: [
      { id: 'A', text: 'Removing cues linked to the unwanted behaviour' },
      { id: 'B', text: 'Relying only on a firm decision to stop' },
      { id: 'C', text: 'Replacing the old behaviour with one that gives a similar reward' },
      { id: 'D', text: 'Eliminating all rewards from daily life' },
      { id: 'E', text: 'Repeating the unwanted behaviour until it loses its appeal' },
    ],
    correct: ['A', 'C'],
    explanation:
      'The passage recommends removing cues (A) and substituting a behaviour with a similar reward (C). It says a decision to stop is "often not enough" (B), and it never suggests removing all rewards (D) or deliberately repeating the habit (E).',
  },
  {
    key: 'rmcm-004',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Reading Aloud to Children',
    complexity: 'EASY',
    text:
      "Reading aloud to young children is widely encouraged by teachers and child development specialists. When adults read stories aloud, children hear words and sentence structures that are less common in everyday conversation. This exposure is thought to support vocabulary growth and familiarity with the way written language works, such as the idea that print is read in a particular direction.\n\nShared reading also has social benefits. It gives children and adults a regular opportunity to talk together, ask questions and discuss characters' feelings. Children who are asked to predict what will happen next, or to explain why a character acted in a certain way, practise skills that will later help them understand more complex texts.\n\nSpecialists emphasise that the style of reading matters. Simply reading the words without pause may be less helpful than an interactive approach in which the adult encourages the child to respond.",
    question: 'Which of the following benefits of reading aloud are mentioned in the passage?',
    options: [
      { id: 'A', text: 'Exposure to vocabulary that is uncommon in everyday speech' },
      { id: 'B', text: 'Improved handwriting' },
      { id: 'C', text: 'Opportunities for conversation between adult and child' },
      { id: 'D', text: 'Practice in predicting and explaining events in a story' },
      { id: 'E', text: 'Faster development of mathematical skills' },
      { id: 'F', text: 'Learning how printed text is organised' },
    ],
    correct: ['A', 'C', 'D', 'F'],
    explanation:
      'The passage mentions less common words (A), talking together (C), predicting and explaining (D) and the direction in which print is read (F). Handwriting (B) and mathematics (E) are not mentioned.',
  },
  {
    key: 'rmcm-005',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Congestion Charges',
    complexity: 'AVERAGE',
    text:
      'Traffic congestion imposes costs that drivers do not fully bear themselves. Each additional car on a busy road slows down everyone else, yet the individual driver considers only his or her own time and fuel. Economists describe this as a negative externality, and many argue that the most efficient response is to charge drivers for using roads at the busiest times.\n\nCongestion charges aim to encourage some drivers to travel at different times, choose other routes, share vehicles or switch to public transport. Where such schemes have been introduced, they have often been followed by reductions in traffic in the charged area, although the size of the effect depends on local conditions and on the availability of alternatives.\n\nThe policy remains controversial. Critics argue that a flat charge weighs more heavily on lower-income drivers, for whom it represents a larger share of income. Supporters respond that the revenue can be used to improve public transport, on which lower-income residents often rely. Others worry that businesses inside the charged zone may lose customers, although evidence on this point is mixed.',
    question: 'Which of the following are stated or implied in the passage?',
    options: [
      { id: 'A', text: 'Individual drivers do not take into account the delay they cause to others.' },
      { id: 'B', text: 'Congestion charges have been shown to eliminate traffic in charged areas.' },
      { id: 'C', text: 'The effect of a congestion charge may vary from one city to another.' },
      { id: 'D', text: 'A flat charge can be a greater burden for people with lower incomes.' },
      { id: 'E', text: 'There is clear evidence that businesses inside charged zones lose customers.' },
      { id: 'F', text: 'Economists generally oppose charging drivers for road use.' },
    ],
    correct: ['A', 'C', 'D'],
    explanation:
      'A matches "considers only his or her own time", C matches "depends on local conditions", and D restates the critics\' point. Charges reduce rather than eliminate traffic (B), the evidence on businesses is "mixed" (E), and many economists favour charging (F).',
  },
  {
    key: 'rmcm-006',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Evidence for Dark Matter',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      "In the 1970s, astronomers measuring how fast stars and gas orbit in spiral galaxies found something unexpected. If most of a galaxy's mass were concentrated in its visible stars, material far from the centre should orbit more slowly than material closer in, much as the outer planets of the solar system move more slowly than the inner ones. Instead, orbital speeds remained roughly constant far beyond the visible disc.\n\nThe most widely accepted explanation is that galaxies are embedded in large halos of matter that does not emit or absorb light in detectable amounts. This 'dark matter' reveals itself only through its gravitational effects. Further support comes from other observations, including the way galaxy clusters bend the light of more distant objects and patterns in the radiation left over from the early universe.\n\nDespite this, the nature of dark matter remains unknown. Experiments designed to detect candidate particles directly have so far not produced a confirmed signal. A minority of researchers have proposed instead that our understanding of gravity needs to be modified at very large scales, though such theories face difficulties in explaining all the observations together.",
    question: 'According to the passage, which of the following are true?',
    options: [
      { id: 'A', text: 'Orbital speeds in spiral galaxies did not fall with distance as expected.' },
      { id: 'B', text: 'Dark matter can be observed directly with powerful telescopes.' },
      { id: 'C', text: 'Evidence for dark matter comes from more than one type of observation.' },
      { id: 'D', text: 'Direct detection experiments have confirmed the existence of dark matter particles.' },
      { id: 'E', text: 'Some scientists suggest revising theories of gravity instead of assuming dark matter.' },
      { id: 'F', text: 'The outer planets of the solar system orbit faster than the inner ones.' },
      { id: 'G', text: 'Theories of modified gravity explain all the observations without difficulty.' },
    ],
    correct: ['A', 'C', 'E'],
    explanation:
      'A, C and E restate the constant orbital speeds, the several lines of evidence and the minority view on gravity. Dark matter reveals itself only through gravity (B), no confirmed signal exists (D), outer planets move more slowly (F), and modified gravity "faces difficulties" (G).',
  },
  {
    key: 'rmcm-007',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Building with Timber',
    complexity: 'AVERAGE',
    text:
      "Timber is attracting renewed interest as a material for multi-storey buildings. Much of this interest centres on engineered wood products such as cross-laminated timber, which is made by gluing layers of boards together with the grain of each layer at right angles to the one below. This arrangement gives the panels strength and stiffness in two directions and reduces the tendency of wood to swell or shrink unevenly.\n\nAdvocates point to several advantages. Wood stores carbon absorbed by trees as they grew, and producing it generally requires less energy than producing steel or cement. Panels can be cut precisely in factories and assembled quickly on site, which can shorten construction times and reduce noise and disruption for neighbours.\n\nConcerns remain, particularly about fire. Although large timber sections tend to char on the surface, forming a layer that slows further burning, regulators in many places require careful testing and protective design. Moisture during construction and over the building's life must also be managed, since prolonged dampness can lead to decay. The environmental benefits, moreover, depend on forests being managed sustainably.",
    question: 'Which of the following are presented as advantages of cross-laminated timber?',
    options: [
      { id: 'A', text: 'It is completely resistant to fire.' },
      { id: 'B', text: 'It stores carbon that was absorbed by trees.' },
      { id: 'C', text: 'It requires no protection from moisture.' },
      { id: 'D', text: 'Panels can be made in factories and assembled quickly.' },
      { id: 'E', text: 'It is cheaper than all other building materials.' },
      { id: 'F', text: 'Construction may cause less disturbance to nearby residents.' },
    ],
    correct: ['B', 'D', 'F'],
    explanation:
      'B, D and F come from the paragraph on advantages. Fire (A) and moisture (C) are presented as concerns, not strengths, and cost (E) is never compared.',
  },
  {
    key: 'rmcm-008',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Herd Immunity',
    complexity: 'AVERAGE',
    text:
      'When a large enough proportion of a population is immune to an infectious disease, the disease may struggle to spread, because infected people are less likely to come into contact with someone who can catch it. This indirect protection, often called herd immunity, benefits people who cannot be vaccinated themselves, such as those with certain medical conditions or infants too young for some vaccines.\n\nThe proportion of immune people needed depends largely on how contagious the disease is. For a highly transmissible infection, a very large share of the population must be immune before spread is reliably interrupted; for a less contagious disease, a smaller share may be sufficient. Immunity can arise from vaccination or from previous infection, but relying on infection carries the risk of serious illness and death.\n\nHerd immunity is not a permanent state. Immunity may wane over time, new individuals are born without it, and some pathogens change in ways that allow them to evade existing immunity. Maintaining protection therefore typically requires ongoing vaccination programmes and surveillance.',
    question: 'Which of the following statements are supported by the passage?',
    options: [
      { id: 'A', text: 'The same level of immunity is required for every disease.' },
      { id: 'B', text: 'Herd immunity can protect people who are unable to receive vaccines.' },
      { id: 'C', text: 'Acquiring immunity through infection involves significant risks.' },
      { id: 'D', text: 'Once achieved, herd immunity lasts indefinitely.' },
      { id: 'E', text: 'Infants are too young to receive any vaccine.' },
      { id: 'F', text: 'Changes in a pathogen can reduce the effectiveness of existing immunity.' },
    ],
    correct: ['B', 'C', 'F'],
    explanation:
      'B, C and F paraphrase the first, second and third paragraphs. The required level depends on contagiousness (A), herd immunity "is not a permanent state" (D), and infants are too young only for "some" vaccines (E).',
  },
  {
    key: 'rmcm-009',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Language and Thought',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      'The idea that the language we speak shapes the way we think has a long and contentious history. In its strongest form, often called linguistic determinism, the hypothesis holds that language sets the limits of thought, so that speakers cannot conceive of distinctions their language does not encode. This version has few defenders today; people routinely grasp concepts for which they lack a single word, and translation, while imperfect, is evidently possible.\n\nA weaker claim, however, has attracted considerable experimental attention. This version proposes that habitual patterns of language use may make certain distinctions more salient, nudging speakers to attend to them more readily. Studies have examined, for example, whether languages that divide the colour spectrum differently affect how quickly speakers discriminate between shades, or whether languages that describe spatial relations in terms of fixed compass directions rather than left and right influence how speakers remember arrangements of objects.\n\nThe results are debated. Some effects appear robust but small, and several disappear when participants are given a simultaneous verbal task, suggesting that language influences thinking partly through the active use of words rather than by permanently restructuring perception. Critics also caution that linguistic groups often differ culturally and environmentally, making it difficult to isolate language as the cause.',
    question: 'Which of the following can be inferred from the passage?',
    options: [
      { id: 'A', text: 'The strong form of the hypothesis is now widely rejected.' },
      { id: 'B', text: 'The possibility of translation suggests that language does not strictly limit thought.' },
      { id: 'C', text: 'Experiments have conclusively shown that language permanently restructures perception.' },
      { id: 'D', text: 'Some effects of language may depend on words being actively used during a task.' },
      { id: 'E', text: 'Differences between linguistic groups may be caused by factors other than language.' },
      { id: 'F', text: 'All languages divide the colour spectrum in the same way.' },
      { id: 'G', text: 'Researchers have paid little attention to the weaker version of the hypothesis.' },
    ],
    correct: ['A', 'B', 'D', 'E'],
    explanation:
      'A follows from "few defenders today", B from the translation argument, D from effects disappearing under a verbal task, and E from the critics\' caution. C contradicts the final paragraph, F contradicts "divide the colour spectrum differently", and G contradicts "considerable experimental attention".',
  },
  {
    key: 'rmcm-010',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'The Green Revolution',
    complexity: 'HARD',
    text:
      'From the middle of the twentieth century, a combination of high-yielding crop varieties, synthetic fertilisers, irrigation and pesticides transformed agriculture in many developing countries. Often referred to as the Green Revolution, these changes substantially increased yields of staple cereals such as wheat and rice, and they are widely credited with helping food production keep pace with rapid population growth in several regions.\n\nThe legacy of this transformation is nonetheless contested. The new varieties typically delivered their highest yields only when supplied with ample water and fertiliser, which favoured farmers who could afford these inputs and had reliable access to irrigation. In some areas, intensive irrigation contributed to falling water tables and the build-up of salts in the soil, while heavy reliance on a narrow range of varieties reduced the diversity of crops grown.\n\nSome scholars argue that the benefits, particularly in averting food shortages, clearly outweighed these costs. Others contend that alternative approaches might have achieved comparable gains with fewer social and ecological drawbacks. Most now agree that future increases in production will need to pay closer attention to resource use and resilience than earlier efforts did.',
    question: 'Which of the following statements are supported by the passage?',
    options: [
      { id: 'A', text: 'The new crop varieties performed best when given plenty of water and fertiliser.' },
      { id: 'B', text: 'All farmers benefited equally from the Green Revolution.' },
      { id: 'C', text: 'Intensive irrigation caused environmental problems in some places.' },
      { id: 'D', text: 'Scholars unanimously agree that the costs outweighed the benefits.' },
      { id: 'E', text: 'The Green Revolution depended on a single technological innovation.' },
      { id: 'F', text: 'The range of crop varieties grown became narrower in some areas.' },
    ],
    correct: ['A', 'C', 'F'],
    explanation:
      'A, C and F paraphrase the second paragraph. Wealthier farmers with irrigation were favoured (B), scholars disagree (D), and the changes combined several innovations (E).',
  },
  {
    key: 'rmcm-011',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Ethics of Restoration',
    complexity: 'HARD',
    text:
      "Restorers of paintings face a persistent dilemma: how far should they go in returning a work to what they believe was its original appearance? Over centuries, varnishes yellow, pigments fade and earlier repairs discolour. Removing these layers can reveal colours that have not been seen for generations, but it also risks damaging the original paint, and what lies beneath is not always what the artist intended viewers to see.\n\nContemporary conservation ethics emphasise several principles in response. Interventions should be kept to the minimum necessary to stabilise and present the work. Any additions, such as retouching in areas of lost paint, should be distinguishable on close examination and, ideally, removable by future conservators. Every step should be documented so that later specialists can understand what was done and why.\n\nThese principles do not settle every case. Deciding whether a later addition, such as overpainting by another hand, is part of the work's history worth preserving or an intrusion to be removed requires judgement, and specialists may reasonably disagree. Public controversy has followed several high-profile cleanings, in which critics argued that too much had been removed and supporters replied that the results were closer to the artist's vision.",
    question: 'According to the passage, which of the following are principles of contemporary conservation?',
    options: [
      { id: 'A', text: 'Restorers should remove every layer added after the original painting.' },
      { id: 'B', text: 'Interventions should be limited to what is necessary.' },
      { id: 'C', text: 'Retouching should be impossible to distinguish from the original paint.' },
      { id: 'D', text: 'Additions should, if possible, be reversible.' },
      { id: 'E', text: 'The work carried out should be recorded in detail.' },
      { id: 'F', text: 'Faded paintings should be repainted in brighter colours to attract visitors.' },
    ],
    correct: ['B', 'D', 'E'],
    explanation:
      'B, D and E correspond to the minimum intervention, removability and documentation principles. The passage says later additions require case-by-case judgement (A), retouching must be distinguishable (C), and repainting for visitors (F) is never suggested.',
  },
  {
    key: 'rmcm-012',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Technical Debt',
    complexity: 'HARD',
    text:
      "Software developers use the term 'technical debt' to describe the future cost created when a team chooses a quick solution instead of a more careful one. Like financial debt, it can be a rational choice: releasing a product early to test demand may be worth more than perfecting code that might never be used. The difficulty is that the debt accrues 'interest'. Hastily written code tends to be harder to understand and modify, so each subsequent change takes longer and is more likely to introduce errors.\n\nNot all technical debt is deliberate. Requirements change, and a design that was sensible for the original problem may become awkward as new features are added. Knowledge also erodes as developers leave a project, so code that was once well understood can become risky to touch.\n\nManaging technical debt is less about eliminating it than about keeping it visible and under control. Teams may record known shortcuts, set aside time regularly for restructuring code, and use automated tests so that improvements can be made with less fear of breaking existing behaviour. The metaphor has its limits, however: unlike financial debt, technical debt is difficult to measure precisely, which can make it hard to persuade managers to invest in repaying it.",
    question: 'Which of the following statements are consistent with the passage?',
    options: [
      { id: 'A', text: 'Technical debt arises only from careless programming.' },
      { id: 'B', text: 'Teams should aim to eliminate all technical debt immediately.' },
      { id: 'C', text: 'Taking on technical debt can sometimes be a sensible decision.' },
      { id: 'D', text: 'The departure of team members can make changing code riskier.' },
      { id: 'E', text: 'Technical debt can be measured as precisely as financial debt.' },
      { id: 'F', text: 'Automated tests can make it safer to improve existing code.' },
    ],
    correct: ['C', 'D', 'F'],
    explanation:
      'C reflects "it can be a rational choice", D reflects knowledge eroding as developers leave, and F reflects the role of automated tests. Debt can be a deliberate, rational choice or come from changing requirements, not only carelessness (A), management is "less about eliminating it" (B), and it is "difficult to measure precisely" (E).',
  },
  {
    key: 'rmcm-013',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Study Groups',
    complexity: 'EASY',
    text:
      'Many university students choose to revise in small study groups rather than alone. Working with others can make difficult material easier to understand, because each member may grasp a different part of a topic and explain it to the rest. Explaining an idea aloud also helps the speaker, since it quickly shows whether he or she has really understood it. In addition, regular group meetings can keep members motivated and make it harder to put off work.\n\nStudy groups do not suit everyone, however. Some students find that meetings drift into social conversation and waste time. Others worry that one or two members do most of the work while the rest simply copy their notes. Tutors often suggest that groups stay small, agree on a clear goal for each meeting and ask every member to prepare something in advance. Many students find that a mix of group sessions and quiet individual study works best.',
    question: 'According to the passage, which of the following are advantages of study groups?',
    options: [
      { id: 'A', text: 'Members can explain different parts of a topic to one another.' },
      { id: 'B', text: "Explaining ideas aloud can reveal gaps in a student's understanding." },
      { id: 'C', text: 'Study groups always save time compared with studying alone.' },
      { id: 'D', text: 'Regular meetings can help students stay motivated.' },
      { id: 'E', text: 'Tutors write the notes for each group.' },
      { id: 'F', text: 'Every member does an equal share of the work.' },
    ],
    correct: ['A', 'B', 'D'],
    explanation:
      'A, B and D restate the benefits in the first paragraph. Meetings can "waste time" (C), tutors only give advice (E), and some students worry that one or two members do most of the work (F).',
  },
  {
    key: 'rmcm-014',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'The Story of Paper',
    complexity: 'EASY',
    prediction: { weekly: true },
    text:
      'Paper was first made in China around two thousand years ago. Early papermakers soaked plant fibres, such as tree bark and old cloth, in water and beat them into a pulp. The pulp was spread thinly on a screen and left to dry, forming a flat sheet. Compared with earlier writing materials such as silk, which was expensive, or bamboo strips, which were heavy, paper was both cheap and light.\n\nKnowledge of papermaking spread slowly westwards over many centuries. It reached the Middle East, where several cities became important centres of production, and later arrived in Europe. For a long time, European paper was made mainly from old linen rags. Only in the nineteenth century did wood pulp become the main raw material, allowing paper to be produced in much larger quantities at lower cost.',
    question: 'Which of the following statements are supported by the passage?',
    options: [
      { id: 'A', text: 'Early paper was made from plant fibres that were beaten into a pulp.' },
      { id: 'B', text: 'Paper was more expensive than silk.' },
      { id: 'C', text: 'Bamboo strips were heavier to use than paper.' },
      { id: 'D', text: 'Papermaking reached Europe before it reached the Middle East.' },
      { id: 'E', text: 'Wood pulp has been the main material for paper since paper was invented.' },
      { id: 'F', text: 'The use of wood pulp helped to lower the cost of paper.' },
    ],
    correct: ['A', 'C', 'F'],
    explanation:
      'A describes the early method, C follows from bamboo being "heavy" while paper was "light", and F matches "at lower cost". Silk was the expensive material (B), papermaking reached the Middle East first (D), and wood pulp became the main material only in the nineteenth century (E).',
  },
  {
    key: 'rmcm-015',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Wasting Less Food',
    complexity: 'EASY',
    text:
      "A large amount of the food bought by households is never eaten. Some of it goes off before it can be used, while some is cooked in quantities that are too large and then thrown away. Wasting food also wastes the water, energy and labour used to grow, transport and store it.\n\nThere are several simple ways to reduce waste at home. Planning meals for the week and writing a shopping list can stop people from buying more than they need. Storing food correctly, for example by keeping certain vegetables in the fridge, helps it stay fresh for longer. Leftovers can be frozen or used in new dishes the next day. It also helps to understand date labels. A 'use by' date is about safety, and food should not be eaten after it. A 'best before' date, by contrast, is about quality, and food is often still safe to eat after this date has passed.",
    question: 'Which of the following are recommended in the passage as ways to reduce food waste?',
    options: [
      { id: 'A', text: 'Planning meals and making a shopping list' },
      { id: 'B', text: 'Buying food in larger quantities than needed' },
      { id: 'C', text: 'Freezing leftovers or using them in other meals' },
      { id: 'D', text: "Eating food after its 'use by' date has passed" },
      { id: 'E', text: 'Storing food in the right conditions' },
      { id: 'F', text: "Throwing food away as soon as its 'best before' date arrives" },
    ],
    correct: ['A', 'C', 'E'],
    explanation:
      'A, C and E are the methods listed in the second paragraph. Shopping lists exist to stop people buying more than they need (B), food should not be eaten after its "use by" date (D), and food is often still safe after its "best before" date (F).',
  },
  {
    key: 'rmcm-016',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Layers of a Rainforest',
    complexity: 'EASY',
    text:
      "Tropical rainforests are often described as having several layers, each with its own conditions and inhabitants. The highest layer is formed by a few very tall trees that rise above the rest. These emergent trees are exposed to strong sunlight, wind and changes in temperature. Below them lies the canopy, a dense roof of leaves and branches where much of the forest's animal life is found. Many birds, monkeys and insects spend almost their whole lives here, rarely descending to the ground.\n\nUnder the canopy is the understorey, a dim layer of young trees, shrubs and plants with large leaves that help them capture the little light that reaches them. Finally, the forest floor receives very little sunlight. It is covered with fallen leaves, which are broken down quickly by fungi, insects and bacteria in the warm, damp conditions. As a result, nutrients are recycled rapidly and the soil itself is often surprisingly poor.",
    question: 'According to the passage, which of the following are true?',
    options: [
      { id: 'A', text: 'Emergent trees rise above the trees of the canopy.' },
      { id: 'B', text: 'Many animals in the canopy seldom come down to the ground.' },
      { id: 'C', text: 'The understorey receives more sunlight than the canopy.' },
      { id: 'D', text: 'Plants in the understorey may have large leaves to capture light.' },
      { id: 'E', text: 'Fallen leaves on the forest floor take many years to decompose.' },
      { id: 'F', text: 'Rainforest soil is usually extremely rich in nutrients.' },
    ],
    correct: ['A', 'B', 'D'],
    explanation:
      'A, B and D restate the descriptions of the emergent layer, the canopy and the understorey. The understorey is "dim" and lies under the canopy (C), leaves are broken down "quickly" (E), and the soil is "often surprisingly poor" (F).',
  },
  {
    key: 'rmcm-017',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Working While Studying',
    complexity: 'EASY',
    text:
      "Many students take part-time jobs while they are at college or university. For most, the main reason is financial: wages can help pay for rent, food and travel, and may reduce the amount students need to borrow. However, a job can offer more than money. Working in a shop, cafe or office gives students experience of dealing with customers, managing time and working as part of a team, all of which can be useful when they later apply for graduate positions.\n\nThere are also risks. Students who work long hours may have less time for study and sleep, and some find that their grades suffer as a result. Advisers generally suggest keeping working hours moderate during term time and choosing jobs with flexible shifts, so that work can be reduced before exams. Some universities offer jobs on campus, such as helping in the library, which are often designed to fit around students' timetables.",
    question: 'Which of the following are mentioned in the passage as benefits of part-time work?',
    options: [
      { id: 'A', text: 'Earning money for living costs' },
      { id: 'B', text: 'Gaining experience in dealing with customers' },
      { id: 'C', text: 'Guaranteed higher grades' },
      { id: 'D', text: 'Learning to manage time' },
      { id: 'E', text: 'Free accommodation on campus' },
      { id: 'F', text: 'Permission to miss lectures' },
    ],
    correct: ['A', 'B', 'D'],
    explanation:
      'A, B and D come from the first paragraph. Long hours can make grades suffer (C), and free accommodation (E) and missing lectures (F) are never mentioned.',
  },
  {
    key: 'rmcm-018',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Power from the Wind',
    complexity: 'AVERAGE',
    text:
      'Wind turbines convert the movement of air into electricity. As the wind turns the blades, a shaft connected to a generator rotates, producing power that is fed into the grid. Because the energy available in the wind rises sharply with wind speed, turbines are usually placed in exposed locations such as hilltops, open plains and, increasingly, the sea. Offshore sites tend to have stronger and steadier winds than those on land, although building and maintaining turbines at sea is more costly.\n\nWind power produces no direct emissions while operating, and the cost of electricity from wind has fallen considerably as turbines have grown larger and more efficient. Its main limitation is variability: output depends on the weather and does not necessarily match demand. Grid operators manage this by combining wind with other sources, by trading electricity across wide areas and, increasingly, by storing surplus energy.\n\nWind farms can also meet local opposition. Some residents object to the visual impact of turbines on the landscape or to the noise they make, and there are concerns about birds and bats colliding with blades. Careful choice of location can reduce, though not eliminate, these effects.',
    question: 'Which of the following statements are supported by the passage?',
    options: [
      { id: 'A', text: 'Turbines are usually built in places where winds are strong.' },
      { id: 'B', text: 'Offshore turbines are cheaper to maintain than those on land.' },
      { id: 'C', text: 'The output of wind turbines varies with the weather.' },
      { id: 'D', text: 'Wind turbines release emissions while generating electricity.' },
      { id: 'E', text: 'Storing surplus energy is one way of dealing with variable output.' },
      { id: 'F', text: 'Careful siting removes all the local effects of wind farms.' },
      { id: 'G', text: 'Larger turbines have contributed to lower costs.' },
    ],
    correct: ['A', 'C', 'E', 'G'],
    explanation:
      'A, C, E and G paraphrase the points on exposed locations, variability, storage and falling costs. Building and maintaining turbines at sea is "more costly" (B), turbines produce "no direct emissions" while operating (D), and siting can "reduce, though not eliminate" local effects (F).',
  },
  {
    key: 'rmcm-019',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Citizen Science',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    text:
      'Citizen science refers to research in which members of the public take part in collecting or analysing data. Volunteers may count birds in their gardens, record the dates on which flowers open, measure rainfall or classify images of distant galaxies online. Because large numbers of people can participate, such projects can gather information across wider areas and longer periods than professional scientists could manage alone.\n\nThe approach has limitations. Volunteers vary in skill and experience, and they tend to record observations in places that are convenient for them, such as near towns and roads, rather than in remote locations. Project designers therefore provide training materials, use simple and clearly defined tasks, and apply statistical methods to account for uneven effort. In some projects, several volunteers classify the same item, and their answers are compared to improve reliability.\n\nSupporters point out that citizen science has benefits beyond the data it produces. Participants often report learning more about the natural world, and involvement may increase public trust in research. Critics caution, however, that volunteers should not be treated simply as a source of free labour, and that they should be told how their contributions are used.',
    question: 'Which of the following are stated or implied in the passage?',
    options: [
      { id: 'A', text: 'Citizen science can cover larger areas than professional scientists working alone.' },
      { id: 'B', text: "Volunteers' observations are spread evenly across all locations." },
      { id: 'C', text: "Comparing several volunteers' answers can improve reliability." },
      { id: 'D', text: 'Participants must have professional scientific qualifications.' },
      { id: 'E', text: 'Taking part may help volunteers learn about nature.' },
      { id: 'F', text: 'Critics argue that citizen science projects should be abandoned.' },
    ],
    correct: ['A', 'C', 'E'],
    explanation:
      'A, C and E restate points from each paragraph. Volunteers favour convenient places, so effort is uneven (B), volunteers "vary in skill and experience" (D), and critics ask for fair treatment of volunteers rather than an end to the projects (F).',
  },
  {
    key: 'rmcm-020',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'The Cost of Fast Fashion',
    complexity: 'AVERAGE',
    text:
      'Over recent decades, clothing has become cheaper and faster to produce. Some retailers now introduce new designs every few weeks rather than once a season, a business model often called fast fashion. For consumers, this has made fashionable clothing affordable to many more people. For retailers, rapid turnover encourages customers to return frequently to see what is new.\n\nThe model has drawn criticism on several grounds. Producing textiles requires large amounts of water and energy, and dyeing and finishing fabrics can pollute rivers if waste water is not treated. Because garments are inexpensive, they are often worn only a few times before being discarded, and many end up in landfill or are burned. Synthetic fabrics may also release tiny fibres when washed. In addition, campaigners have raised concerns about low wages and poor working conditions in some of the factories that supply the industry.\n\nResponses vary. Some brands have introduced recycling schemes or ranges made from recycled materials, although critics argue that these do little to address the overall volume of production. Others suggest that the most effective change would be for consumers to buy fewer garments and keep them for longer, and some cities have encouraged repair services and second-hand markets.',
    question: 'According to the passage, which of the following are criticisms of fast fashion?',
    options: [
      { id: 'A', text: 'Clothes are often thrown away after being worn only a few times.' },
      { id: 'B', text: 'Fashionable clothing has become too expensive for most people.' },
      { id: 'C', text: 'Textile production can pollute rivers.' },
      { id: 'D', text: 'Retailers introduce new designs only once a year.' },
      { id: 'E', text: 'Some factory workers receive low wages.' },
      { id: 'F', text: 'Recycling schemes have completely solved the problem of waste.' },
    ],
    correct: ['A', 'C', 'E'],
    explanation:
      'A, C and E are among the criticisms in the second paragraph. Fast fashion has made clothing more affordable (B), new designs appear every few weeks (D), and critics say recycling schemes do little about the volume of production (F).',
  },
  {
    key: 'rmcm-021',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Reading Hieroglyphs Again',
    complexity: 'AVERAGE',
    text:
      'For centuries after the last hieroglyphic inscriptions were carved, no one could read the writing of ancient Egypt. Many scholars assumed that each sign stood for a whole idea, a belief that made progress almost impossible. The breakthrough came after the discovery of a stone slab carrying the same official text in three scripts: two forms of Egyptian writing and ancient Greek, which scholars could already read.\n\nBy comparing the versions, researchers began to identify individual signs. Names of rulers, which were enclosed in oval frames, proved especially useful, because names tend to be written by sound. Knowledge of Coptic, a later form of the Egyptian language preserved in church use, also helped scholars work out the meanings of words once their sounds were known.\n\nIt gradually became clear that the system was mixed. Some signs represented sounds, others represented whole words, and still others were added to clarify which meaning was intended. This combination explains why the earlier assumption had failed: treating every sign as a symbol of an idea had hidden the role of sound in the script.',
    question: 'Which of the following statements are supported by the passage?',
    options: [
      { id: 'A', text: 'The stone slab included a version of the text in a language scholars could already read.' },
      { id: 'B', text: 'Every hieroglyphic sign represents a complete idea.' },
      { id: 'C', text: "Rulers' names were helpful because they were usually written by sound." },
      { id: 'D', text: 'Coptic is a later form of the Egyptian language.' },
      { id: 'E', text: 'The breakthrough happened while hieroglyphs were still in everyday use.' },
      { id: 'F', text: 'The stone slab carried three entirely different texts.' },
    ],
    correct: ['A', 'C', 'D'],
    explanation:
      'A, C and D restate the Greek version, the use of royal names and the description of Coptic. B is the mistaken early assumption, the script had been unreadable "for centuries" (E), and the slab carried "the same official text" three times (F).',
  },
  {
    key: 'rmcm-022',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Why Invaders Succeed',
    complexity: 'HARD',
    text:
      'When species are introduced, deliberately or accidentally, into regions far from their native range, most fail to establish themselves. A minority, however, spread rapidly and come to be classed as invasive because of the ecological or economic harm they cause. Explaining why some introductions succeed so dramatically has been a long-standing question in ecology.\n\nOne influential explanation, the enemy release hypothesis, proposes that introduced species thrive because they have left behind the predators, parasites and diseases that kept their numbers in check at home. Another emphasises the characteristics of the receiving community: ecosystems already disturbed by human activity, or containing few species that use similar resources, may offer more opportunities for newcomers. The number of individuals introduced and the frequency of introductions also matter, since small populations are vulnerable to chance events that can wipe them out before they become established.\n\nOnce an invader is widespread, eradication is seldom feasible, and management usually aims at containment or at protecting particularly valuable sites. Prevention is therefore regarded as far more cost-effective, which is why many countries inspect imported goods and restrict the movement of certain plants and animals. Nevertheless, researchers caution against assuming that every non-native species is harmful. Some introduced species have become valued components of local ecosystems or economies, and judgements about whether a species is a problem may depend on which outcomes people consider important.',
    question: 'Which of the following can be inferred from the passage?',
    options: [
      { id: 'A', text: 'Most introduced species do not become established in their new location.' },
      { id: 'B', text: 'The absence of natural enemies may help to explain the success of some invaders.' },
      { id: 'C', text: 'Ecosystems disturbed by human activity are fully protected against invasion.' },
      { id: 'D', text: 'Repeated introductions may increase the chance that a species becomes established.' },
      { id: 'E', text: 'Eradicating a widespread invader is usually straightforward.' },
      { id: 'F', text: 'All non-native species should be regarded as harmful.' },
      { id: 'G', text: 'Deciding whether a species is a problem can involve value judgements.' },
    ],
    correct: ['A', 'B', 'D', 'G'],
    explanation:
      'A, B, D and G follow from "most fail to establish themselves", the enemy release hypothesis, the role of frequent introductions and "which outcomes people consider important". Disturbed ecosystems offer more opportunities to invaders (C), eradication is "seldom feasible" (E), and researchers warn against treating every non-native species as harmful (F).',
  },
  {
    key: 'rmcm-023',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'A Basic Income for All',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    text:
      'A universal basic income is a regular cash payment made by the state to every adult, regardless of employment or wealth, and without conditions on how it is spent. The idea attracts support from across the political spectrum, though for different reasons. Some advocates see it as a way to reduce poverty and insecurity, particularly if automation reduces demand for certain kinds of work. Others favour it because it could replace a complex system of targeted benefits, reducing administrative costs and removing the situation in which people lose support as soon as their earnings rise.\n\nCritics raise several objections. The most obvious is cost: a payment large enough to live on, given to everyone, would require substantial increases in taxation or reductions in other spending. Some worry that unconditional payments might discourage people from working, although evidence from limited trials has generally not shown large reductions in employment. Others argue that a universal payment is poorly targeted, since it directs money to people who do not need it, and that replacing existing benefits could leave people with greater needs, such as those with disabilities, worse off.\n\nTrials have tended to be small, temporary or restricted to particular groups, which limits what they can reveal. A permanent, nationwide scheme might produce effects, on prices, wages or decisions about education and family life, that short experiments cannot detect.',
    question: 'Which of the following statements are consistent with the passage?',
    options: [
      { id: 'A', text: 'All supporters of a basic income share the same reasons for supporting it.' },
      { id: 'B', text: 'A basic income could simplify the benefits system.' },
      { id: 'C', text: 'Trials have consistently shown that a basic income causes large falls in employment.' },
      { id: 'D', text: 'Replacing targeted benefits might leave people with greater needs worse off.' },
      { id: 'E', text: 'Existing trials may not reveal the effects of a permanent national scheme.' },
      { id: 'F', text: 'A basic income would be paid only to people without jobs.' },
    ],
    correct: ['B', 'D', 'E'],
    explanation:
      'B reflects replacing "a complex system of targeted benefits", D restates a critics\' argument, and E follows from the final paragraph. Support comes "for different reasons" (A), trials have "generally not shown large reductions" in employment (C), and the payment goes to every adult "regardless of employment" (F).',
  },
  {
    key: 'rmcm-024',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Microplastics in the Ocean',
    complexity: 'HARD',
    text:
      "Microplastics are plastic particles smaller than about five millimetres. Some are manufactured at this size for industrial uses, but most are thought to result from the gradual breakdown of larger items exposed to sunlight, waves and abrasion. Fibres shed from synthetic textiles during washing and fragments worn from vehicle tyres are further sources. Once in the ocean, microplastics are transported by currents and have been detected from surface waters to deep-sea sediments and polar ice.\n\nAssessing their ecological effects is complicated. Many marine organisms, from plankton to fish and seabirds, ingest microplastics, and laboratory studies have reported effects such as reduced feeding and growth in some species. However, many experiments have used concentrations or particle types that differ from those typically found in the environment, which makes it difficult to extrapolate their results to natural conditions. Plastics may also carry chemical additives or absorb pollutants from seawater, but the extent to which these substances are transferred to the animals that ingest the particles remains uncertain.\n\nMeasuring microplastics poses its own challenges. Different studies use different sampling methods and size thresholds, which hinders comparison, and the smallest particles are particularly difficult to detect and identify. Contamination from researchers' own clothing and equipment must also be carefully controlled. Many scientists argue that, given these uncertainties and the persistence of plastics, reducing inputs at source is a sensible precaution.",
    question: 'According to the passage, which of the following are true?',
    options: [
      { id: 'A', text: 'Most microplastics are deliberately manufactured at a small size.' },
      { id: 'B', text: 'Tyre wear is one source of microplastics.' },
      { id: 'C', text: 'Some laboratory experiments may not reflect conditions in the environment.' },
      { id: 'D', text: 'It is firmly established that pollutants carried by plastics build up in marine animals.' },
      { id: 'E', text: 'Differences in sampling methods make studies harder to compare.' },
      { id: 'F', text: 'Microplastics have been found only in surface waters.' },
    ],
    correct: ['B', 'C', 'E'],
    explanation:
      'B, C and E paraphrase the sources, the limits of laboratory studies and the measurement problems. Most microplastics come from the breakdown of larger items (A), the transfer of pollutants "remains uncertain" (D), and particles reach deep-sea sediments and polar ice (F).',
  },
  {
    key: 'rmcm-025',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Eyewitness Memory',
    complexity: 'HARD',
    text:
      "Eyewitness testimony can be highly persuasive in court, yet research in psychology suggests that memory for events is less like a recording than a reconstruction. When people recall an experience, they reassemble it from stored fragments, general knowledge and expectations, and the process can introduce errors that feel entirely genuine to the person remembering.\n\nSeveral factors are known to affect accuracy. Stress can narrow attention, and when a weapon is present, witnesses may focus on it at the expense of the offender's face. Crucially, memory can be altered by information encountered after the event. In experiments, participants who were asked leading questions or exposed to misleading details later included them in their accounts with confidence.\n\nThese findings have influenced procedures in some legal systems. Recommendations include recording a witness's level of confidence at the first identification, since confidence often grows with repeated questioning and is then a poor guide to accuracy; having line-ups conducted by an officer who does not know which person is the suspect; and warning witnesses that the culprit may not be present. Such measures do not make eyewitness evidence infallible, but they aim to reduce the risk that procedures themselves distort what witnesses report.",
    question: 'Which of the following are stated or implied in the passage?',
    options: [
      { id: 'A', text: 'Remembered details can feel genuine even when they are wrong.' },
      { id: 'B', text: "The presence of a weapon can draw attention away from a person's face." },
      { id: 'C', text: "A witness's confidence always becomes more reliable with repeated questioning." },
      { id: 'D', text: "Information received after an event can change a witness's memory." },
      { id: 'E', text: 'Line-ups should be run by an officer who knows who the suspect is.' },
      { id: 'F', text: 'The recommended procedures guarantee accurate testimony.' },
    ],
    correct: ['A', 'B', 'D'],
    explanation:
      'A, B and D restate points from the first two paragraphs. Confidence that grows with questioning is "a poor guide to accuracy" (C), the officer should not know who the suspect is (E), and the measures do not make evidence "infallible" (F).',
  },
];
