import type { MultipleChoiceMultipleItem } from '../types';

/** Reading: Multiple Choice, Multiple Answers. `correct` lists the right option ids, sorted. */
export const readingMultipleChoiceMultiple: MultipleChoiceMultipleItem[] = [
  {
    key: 'rmcm-001',
    task: 'reading.multipleChoiceMultipleAnswers',
    title: 'Coral Partnerships',
    complexity: 'EASY',
    examMemoryCount: 14,
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
    examMemoryCount: 31,
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
    examMemoryCount: 9,
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
    examMemoryCount: 21,
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
    examMemoryCount: 37,
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
    examMemoryCount: 5,
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
];
