import type { WriteEmailItem } from '../types';

/**
 * Writing: Write Email (PTE Core). Each prompt (40-100 words) names the recipient and three things the email
 * must do; keyPoints are those things, and modelAnswer is a complete 50-120 word email (greeting, points in
 * order, sign-off) in a register that suits the recipient.
 */
export const writeEmail: WriteEmailItem[] = [
  {
    key: 'wem-001',
    task: 'writing.writeEmail',
    title: 'Missed Birthday Party',
    complexity: 'EASY',
    prediction: { weekly: true },
    prompt:
      'Your friend Sam invited you to a birthday party last Saturday, but you could not go and forgot to tell them. Write an email to Sam. In your email, apologise for missing the party, explain why you could not come, and suggest a way to celebrate together soon.',
    keyPoints: ['apologise for missing the party', 'explain why you could not come', 'suggest a way to celebrate together'],
    modelAnswer: [
      'Hi Sam,',
      "I'm really sorry I missed your birthday party on Saturday, and even sorrier that I didn't let you know.",
      "I couldn't come because my grandmother was taken to hospital that morning, so I spent the whole day there with my family and completely forgot to message you. Luckily, she's much better now.",
      "I'd love to make it up to you. How about we celebrate together next Friday with dinner at that Italian place you like? It'll be my treat!",
      'Speak soon,\nAlex',
    ].join('\n\n'),
    explanation:
      'A strong answer to a friend uses a warm, informal tone, opens with a sincere apology, gives a clear reason, and ends with a specific suggestion (a day and a place) before a friendly sign-off.',
  },
  {
    key: 'wem-002',
    task: 'writing.writeEmail',
    title: 'Party Next Door',
    complexity: 'EASY',
    prompt:
      'You are planning a small party at your flat next Saturday evening to celebrate finishing your exams. Write an email to your neighbour, Mrs Green. In your email, tell her about the party, apologise in advance for any noise, and give her a way to contact you if there is a problem.',
    keyPoints: ['tell her about the party', 'apologise in advance for any noise', 'give her a way to contact you'],
    modelAnswer: [
      'Dear Mrs Green,',
      "I'm writing to let you know that I'm having a small party at my flat next Saturday evening to celebrate finishing my exams. About fifteen friends will come from around eight o'clock.",
      "I apologise in advance for any noise. We'll keep the music at a reasonable level and finish by midnight.",
      "If there is any problem, please contact me by knocking on my door at Flat 4 or by texting the number I've put through your letterbox, and I'll deal with it straight away.",
      'Kind regards,\nLucas Lee',
    ].join('\n\n'),
    explanation:
      'A good answer is polite and considerate: it gives the key details of the party (when and how long), apologises before any problem happens, and offers a practical way to get in touch.',
  },
  {
    key: 'wem-003',
    task: 'writing.writeEmail',
    title: 'Missing a Class',
    complexity: 'EASY',
    prompt:
      'You were ill and missed your English class yesterday. Write an email to your teacher, Mr Lopez. In your email, explain why you were absent, ask what work you missed, and say how you will catch up before the next lesson.',
    keyPoints: ['explain why you were absent', 'ask what work you missed', 'say how you will catch up'],
    modelAnswer: [
      'Dear Mr Lopez,',
      "I'm sorry I was absent from our English class yesterday. I had a high temperature and a bad cough, so my doctor told me to stay at home and rest.",
      "Could you please tell me what work I missed? I'd also be grateful if you could send me any handouts or homework from the lesson.",
      "I'm feeling much better now, and I'll catch up by reading the notes this weekend and asking a classmate to explain anything I don't understand.",
      'Best regards,\nMaria Silva',
    ].join('\n\n'),
    explanation:
      'Writing to a teacher calls for a polite, semi-formal register; a strong answer gives a brief reason, makes a clear request, and shows responsibility with a concrete plan to catch up.',
  },
  {
    key: 'wem-004',
    task: 'writing.writeEmail',
    title: 'Thanks for the Gift',
    complexity: 'EASY',
    prompt:
      'Your aunt Maria sent you a gift to celebrate passing your final school exams. Write an email to Aunt Maria. In your email, thank her for the gift, tell her how you are going to use it, and invite her to visit you soon.',
    keyPoints: ['thank her for the gift', 'say how you will use the gift', 'invite her to visit soon'],
    modelAnswer: [
      'Dear Aunt Maria,',
      'Thank you so much for the lovely gift you sent to celebrate my exam results. It was really kind of you, and it made me very happy.',
      "I'm going to put the money towards a good laptop for university, which I'll need for my assignments from September. Every time I use this gift, I'll think of you!",
      "Would you like to visit us soon? Mum says you're welcome to stay for a weekend next month, and I'd love to show you around my new university town.",
      'Love,\nSofia',
    ].join('\n\n'),
    explanation:
      'A good answer to a relative is warm and personal: it thanks her sincerely, explains a specific use for the gift, and makes the invitation concrete with a suggested time.',
  },
  {
    key: 'wem-005',
    task: 'writing.writeEmail',
    title: 'Broken Heater',
    complexity: 'EASY',
    prediction: { monthly: true },
    prompt:
      'The heater in the flat you rent stopped working two days ago, and the weather is very cold. Write an email to your landlord, Mr Davies. In your email, describe the problem, explain how it is affecting you, and ask him to arrange a repair as soon as possible.',
    keyPoints: [
      'describe the problem with the heater',
      'explain how it is affecting you',
      'ask for a repair as soon as possible',
    ],
    modelAnswer: [
      'Dear Mr Davies,',
      "I'm writing about a problem with the heater in my flat. It stopped working two days ago: it makes a clicking noise when I switch it on, but no heat comes out.",
      'This is affecting me badly because the weather is very cold. The flat is freezing in the evenings, and I have been finding it hard to sleep and to study at home.',
      "Could you please arrange a repair as soon as possible? I'm at home most mornings, so a technician could come then.",
      'Kind regards,\nTom Walker',
    ].join('\n\n'),
    explanation:
      'A strong answer to a landlord is polite but firm: it describes the fault precisely, explains the real effect on daily life, and makes a clear request with practical details about access.',
  },
  {
    key: 'wem-006',
    task: 'writing.writeEmail',
    title: 'Cancelling Gym Membership',
    complexity: 'EASY',
    prompt:
      'You are moving to another city next month and will no longer be able to use your local gym. Write an email to the gym manager, Ms Clarke. In your email, explain why you are leaving, ask to cancel your membership, and ask how you can get a refund for the months you have already paid for.',
    keyPoints: ['explain why you are leaving', 'ask to cancel your membership', 'ask about a refund for paid months'],
    modelAnswer: [
      'Dear Ms Clarke,',
      "I'm writing because I'm leaving the area. I've accepted a new job in another city and will move there at the end of next month, so I won't be able to use the gym any more.",
      'I would therefore like to cancel my membership from the first of next month.',
      'I paid for a full year in advance last January, so I still have several months left. Could you tell me how I can get a refund for those paid months?',
      'Best regards,\nHannah Price',
    ].join('\n\n'),
    explanation:
      'A good answer is clear and polite: it gives the reason briefly, states the cancellation request with a date, and asks a direct question about the refund, explaining why one is due.',
  },
  {
    key: 'wem-007',
    task: 'writing.writeEmail',
    title: 'Borrowing a Tent',
    complexity: 'EASY',
    prompt:
      'You are going camping with some friends next weekend, and your friend Jordan owns a large tent. Write an email to Jordan. In your email, explain your camping plans, ask if you can borrow the tent, and say when you will collect it and return it.',
    keyPoints: ['explain your camping plans', 'ask to borrow the tent', 'say when you will collect and return it'],
    modelAnswer: [
      'Hi Jordan,',
      "Hope you're well! I'm going camping with Leo and Priya next weekend. We plan to stay two nights at a campsite by the lake, hiking during the day and cooking outside in the evening.",
      'The only problem is that none of us has a tent big enough for three people. Could I borrow your large tent? I promise to look after it carefully.',
      'I could collect it on Thursday evening after work and return it on Monday, clean and dry. Let me know if that works for you.',
      'Thanks,\nSam',
    ].join('\n\n'),
    explanation:
      'A strong answer to a friend is relaxed but clear: it explains the plans so the request makes sense, asks politely, and gives exact collection and return times to reassure the owner.',
  },
  {
    key: 'wem-008',
    task: 'writing.writeEmail',
    title: 'Lost Library Book',
    complexity: 'EASY',
    prompt:
      'You borrowed a book from your local library three weeks ago, but you have lost it. Write an email to the librarian, Mr Evans. In your email, apologise for losing the book, explain what happened, and ask how you can replace it or pay for it.',
    keyPoints: ['apologise for losing the book', 'explain what happened', 'ask how to replace or pay for it'],
    modelAnswer: [
      'Dear Mr Evans,',
      "I'm very sorry, but I have lost a book I borrowed from the library three weeks ago. It was a guide to Italian cooking.",
      "Here is what happened. I took the book with me on the bus to read on the way to work, and I think I left it on the seat when I got off. I've contacted the bus company, but nobody has handed it in.",
      "Could you please tell me how I can replace the book or pay for it? I'm happy to do whichever is easier for the library.",
      'Yours sincerely,\nRachel Kim',
    ].join('\n\n'),
    explanation:
      'A good answer takes responsibility with a clear apology, tells what happened in a few sentences, and ends with a helpful question that offers both solutions named in the task.',
  },
  {
    key: 'wem-009',
    task: 'writing.writeEmail',
    title: 'Swapping a Work Shift',
    complexity: 'EASY',
    prompt:
      'You work part-time at a cafe and need next Sunday off for a family event. Write an email to your colleague, Priya. In your email, explain why you need the day off, ask if she can swap shifts with you, and offer to work one of her shifts in return.',
    keyPoints: ['explain why you need Sunday off', 'ask her to swap shifts', 'offer to work one of her shifts'],
    modelAnswer: [
      'Hi Priya,',
      "I hope you're having a good week. I need next Sunday off because it's my grandparents' fiftieth wedding anniversary, and the whole family is having lunch together.",
      "Would you be able to swap shifts with me? I'm down to work from nine until three on Sunday, and I noticed you're free that day.",
      "In return, I'd be happy to work one of your shifts, maybe your Saturday morning next week or any other day that suits you.",
      'Many thanks,\nChloe',
    ].join('\n\n'),
    explanation:
      'A strong answer to a colleague is friendly and clear: it gives the reason, states the exact shift to swap, and makes a fair offer in return so the request is easy to accept.',
  },
  {
    key: 'wem-010',
    task: 'writing.writeEmail',
    title: 'Assignment Extension Request',
    complexity: 'AVERAGE',
    prompt:
      'You have an essay due on Friday for your history course, but a family emergency has meant you have not been able to finish it. Write an email to your lecturer, Dr Hughes. In your email, explain your situation, ask for an extension, and suggest a new date for submitting the essay.',
    keyPoints: ['explain the family emergency', 'ask for an extension', 'suggest a new submission date'],
    modelAnswer: [
      'Dear Dr Hughes,',
      'I am writing about the history essay due this Friday. Unfortunately, my father was taken seriously ill last week, and because of this family emergency I have spent most of my time at the hospital.',
      'As a result, I have not been able to finish the essay, and I would be very grateful if you could grant me an extension. I have completed my research and about half of the writing.',
      'Would next Wednesday be acceptable as a new submission date? I can provide a letter from the hospital if needed.',
      'Yours sincerely,\nOmar Haddad',
    ].join('\n\n'),
    explanation:
      'A good answer to a lecturer is formal and concise: it explains the situation without too much personal detail, makes a polite request, and proposes a realistic date with evidence offered.',
  },
  {
    key: 'wem-011',
    task: 'writing.writeEmail',
    title: 'Hotel Room Complaint',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    prompt:
      'You recently stayed at a hotel for three nights. Your room was not cleaned during your stay, and the air conditioning did not work. Write an email to the hotel manager. In your email, describe the problems, explain how they affected your stay, and say what you would like the hotel to do.',
    keyPoints: [
      'describe the problems with the room',
      'explain how they affected your stay',
      'say what you want the hotel to do',
    ],
    modelAnswer: [
      'Dear Sir or Madam,',
      'I stayed at your hotel from 3 to 6 May in room 214, and I am writing to complain about two problems. First, my room was not cleaned once during my stay, even though I asked at reception twice. Second, the air conditioning did not work, and the room was extremely hot.',
      'These problems affected my stay badly. I slept poorly every night and was tired during the business meetings I had come to attend.',
      'I would like the hotel to refund one night of my stay and to make sure these problems are fixed for future guests.',
      'Yours faithfully,\nDavid Chen',
    ].join('\n\n'),
    explanation:
      'A strong complaint stays formal and calm: it gives dates and facts, explains the consequences, and ends with a specific, reasonable request instead of general anger.',
  },
  {
    key: 'wem-012',
    task: 'writing.writeEmail',
    title: 'Wrong Item Delivered',
    complexity: 'AVERAGE',
    prompt:
      'You ordered a blue winter jacket in size medium from an online shop, but you received a red jacket in size large. Write an email to the customer service team. In your email, explain what you ordered and what arrived, say how you would like the problem solved, and ask how to return the item.',
    keyPoints: [
      'explain what you ordered and what arrived',
      'say how you want the problem solved',
      'ask how to return the item',
    ],
    modelAnswer: [
      'Dear Sir or Madam,',
      'I recently ordered a blue winter jacket in size medium from your website (order number 58213). However, the parcel that arrived yesterday contained a red jacket in size large.',
      'I would like this problem solved by exchanging the jacket for the one I ordered. If the blue jacket is no longer available in medium, I would prefer a full refund.',
      'Could you please tell me how to return the red jacket? I would be grateful if you could send a prepaid return label.',
      'Yours faithfully,\nLaura Martin',
    ].join('\n\n'),
    explanation:
      'A good answer to customer service is formal and precise: it includes the order number and the exact mismatch, states the preferred solution with a fallback, and asks clearly about the return.',
  },
  {
    key: 'wem-013',
    task: 'writing.writeEmail',
    title: 'Request for Flexible Hours',
    complexity: 'AVERAGE',
    prompt:
      'You have started an evening course at a college that finishes late on Tuesdays and Thursdays. Write an email to your manager, Mr Ahmed. In your email, explain about the course, ask to start work later on Wednesdays and Fridays, and suggest how you will make up the hours you miss.',
    keyPoints: [
      'explain about the evening course',
      'ask to start later on Wednesdays and Fridays',
      'suggest how to make up the hours',
    ],
    modelAnswer: [
      'Dear Mr Ahmed,',
      "I wanted to let you know that I have started an evening course in accounting at the city college. The classes run until ten o'clock on Tuesdays and Thursdays, and I believe the qualification will help me in my role here.",
      'Because I get home late on those nights, I would like to ask whether I could start work at ten rather than nine on Wednesdays and Fridays.',
      'To make up the hours, I could stay an hour later on those days or work from home on Monday evenings.',
      'Kind regards,\nNadia Rossi',
    ].join('\n\n'),
    explanation:
      'A strong answer to a manager is professional: it links the course to the job, makes a precise request, and removes the main objection by offering a clear way to make up the time.',
  },
  {
    key: 'wem-014',
    task: 'writing.writeEmail',
    title: 'Organising a Club Trip',
    complexity: 'AVERAGE',
    prompt:
      'You are the secretary of a local walking club, and the club is planning a day trip to the coast next month. Write an email to all the club members. In your email, give details of the trip, explain what members need to bring, and ask them to confirm by a certain date whether they will attend.',
    keyPoints: [
      'give details of the trip',
      'explain what members need to bring',
      'ask members to confirm attendance by a date',
    ],
    modelAnswer: [
      'Hi everyone,',
      "I'm pleased to share the details of our day trip to the coast on Saturday 14 June. The coach will leave the town hall at 8 am and return by 7 pm. We'll walk about twelve kilometres along the cliff path, with a lunch stop in a fishing village.",
      'All members will need to bring walking boots, a waterproof jacket, sun cream, a packed lunch and plenty of water.',
      'Please confirm whether you will attend by replying to this email before 31 May, so that I can book the right size of coach.',
      'Best wishes,\nKaren Hill',
    ].join('\n\n'),
    explanation:
      'A good group email is friendly but organised: it gives the essential details (date, times, route), a clear list of what to bring, and a firm deadline with the reason for it.',
  },
  {
    key: 'wem-015',
    task: 'writing.writeEmail',
    title: 'Shared Kitchen Problems',
    complexity: 'AVERAGE',
    prompt:
      'You share a flat with three other students, and the kitchen is often left dirty. Write an email to your flatmates. In your email, explain the problem politely, suggest a weekly cleaning schedule, and invite them to a short meeting to agree on it.',
    keyPoints: ['explain the problem politely', 'suggest a weekly cleaning schedule', 'invite them to a short meeting'],
    modelAnswer: [
      'Hi all,',
      "I hope everyone's week is going well. I wanted to mention a small problem with the kitchen. Recently, dirty dishes have often been left in the sink for days, and the bins have been overflowing. I know we're all busy with exams, so I'm not blaming anyone.",
      'I think a weekly cleaning schedule might help. Each of us could take turns cleaning the kitchen for one week, including washing up, wiping surfaces and taking out the bins.',
      "Could we have a short meeting on Sunday evening to agree on it? I'll bring some snacks!",
      'Thanks,\nEmma',
    ].join('\n\n'),
    explanation:
      'The task asks for politeness, so a strong answer describes the problem without blaming anyone, makes a fair and specific suggestion, and invites everyone to decide together.',
  },
  {
    key: 'wem-016',
    task: 'writing.writeEmail',
    title: 'Broken Playground Swings',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    prompt:
      'The swings in the playground near your home have been broken for several weeks, and children can no longer use them safely. Write an email to your local council. In your email, describe the problem, explain why it is important to repair the swings quickly, and ask when the repairs will happen.',
    keyPoints: [
      'describe the broken swings',
      'explain why quick repair is important',
      'ask when the repairs will happen',
    ],
    modelAnswer: [
      'Dear Sir or Madam,',
      'I am writing to report that the swings in the Riverside Park playground have been broken for about five weeks. Two of the seats are hanging from a single chain, and one frame is loose.',
      'It is important to repair the swings quickly because they are dangerous. Young children still try to use them, and a child could easily fall and be injured. The playground is also very popular with local families.',
      'Could you please let me know when the repairs will happen?',
      'Yours faithfully,\nMichael Grant',
    ].join('\n\n'),
    explanation:
      'A good answer to a council is formal and factual: it states the location and the exact damage, explains the safety risk as the reason for urgency, and asks a direct question about timing.',
  },
  {
    key: 'wem-017',
    task: 'writing.writeEmail',
    title: 'Reference Letter Request',
    complexity: 'AVERAGE',
    prompt:
      'You are applying for a scholarship to study abroad and need a reference letter. Write an email to your former teacher, Ms Okafor. In your email, remind her who you are, explain what the scholarship is for, and ask whether she would be willing to write a reference before the deadline.',
    keyPoints: [
      'remind her who you are',
      'explain what the scholarship is for',
      'ask her to write a reference before the deadline',
    ],
    modelAnswer: [
      'Dear Ms Okafor,',
      'I hope you are well. You may remember me from your biology classes: I was in your final-year group three years ago and led the school science club.',
      "I am now applying for a scholarship to complete a master's degree in environmental science abroad. It covers tuition and living costs for students who plan to work in conservation.",
      'Would you be willing to write a reference for me? The deadline is 20 March, and I would be happy to send you my application and any other information you need.',
      'Best wishes,\nKofi Mensah',
    ].join('\n\n'),
    explanation:
      'A strong answer reminds the teacher of specific shared details, explains the purpose of the scholarship briefly, and makes a polite request that states the deadline and offers helpful material.',
  },
  {
    key: 'wem-018',
    task: 'writing.writeEmail',
    title: 'Proposing a Booking System',
    complexity: 'HARD',
    prompt:
      'Your team at work wastes a lot of time because meeting rooms are often double-booked. You have an idea for an online booking system that could solve the problem. Write an email to your department manager, Ms Robinson. In your email, describe the current problem and its effects, outline your proposed solution, and request a meeting to discuss how it could be introduced.',
    keyPoints: [
      'describe the double-booking problem and its effects',
      'outline the online booking system',
      'request a meeting to discuss it',
    ],
    modelAnswer: [
      'Dear Ms Robinson,',
      "I would like to raise a problem that is affecting our team's productivity. Meeting rooms are frequently double-booked because reservations are made through several separate calendars. As a result, meetings often start late or have to be moved, and last week a client presentation was delayed by twenty minutes.",
      'I propose introducing a simple online booking system that shows all rooms in one place and prevents two bookings for the same time. Several low-cost tools could be set up within a week.',
      'Would it be possible to arrange a short meeting to discuss how this could be introduced?',
      'Kind regards,\nJames Porter',
    ].join('\n\n'),
    explanation:
      'A strong proposal is professional and persuasive: it shows the cost of the problem with a concrete example, presents the solution and its feasibility briefly, and ends with a clear next step.',
  },
  {
    key: 'wem-019',
    task: 'writing.writeEmail',
    title: 'Withdrawing from a Conference',
    complexity: 'HARD',
    prompt:
      "You were scheduled to give a presentation at an academic conference next month, but your research results will not be ready in time. Write an email to the conference organiser, Professor Lindqvist. In your email, apologise and explain why you must withdraw, suggest a colleague who could present related work instead, and ask whether you could take part in next year's event.",
    keyPoints: [
      'apologise and explain the withdrawal',
      'suggest a colleague to present instead',
      'ask about taking part next year',
    ],
    modelAnswer: [
      'Dear Professor Lindqvist,',
      "I regret to inform you that I must withdraw my presentation from next month's conference, and I apologise for any inconvenience. Delays in our laboratory work mean that my results will not be ready in time, and I would not want to present incomplete findings.",
      'May I suggest my colleague Dr Ana Ruiz as a replacement? She has been studying related questions and could present her recent work instead, if the committee agrees.',
      "Finally, I would be very interested in taking part in next year's event. Could you let me know when the call for papers opens?",
      'Yours sincerely,\nBen Carter',
    ].join('\n\n'),
    explanation:
      'A good answer uses a formal academic register, withdraws clearly with a professional reason, reduces the inconvenience by proposing a named replacement, and keeps the relationship open for the future.',
  },
  {
    key: 'wem-020',
    task: 'writing.writeEmail',
    title: 'Disputing a Deposit Deduction',
    complexity: 'HARD',
    prompt:
      'When you moved out of university accommodation, the housing office kept part of your deposit for damage to the carpet. You believe the damage was already there when you moved in, and you have photos from your arrival. Write an email to the accommodation office. In your email, state why you disagree with the deduction, refer to your evidence, and request a refund of the full amount.',
    keyPoints: [
      'state why you disagree with the deduction',
      'refer to your photo evidence',
      'request a full refund of the deposit',
    ],
    modelAnswer: [
      'Dear Sir or Madam,',
      'I am writing about the deduction of 150 pounds from my deposit for Room 12, Hall B, which I left on 30 June. I disagree with this deduction because the carpet damage was already there when I moved in last September.',
      'I took photos on my arrival day, and they clearly show the same stains near the window. I have attached these dated photos as evidence, together with my check-in inventory, which also mentions marks on the carpet.',
      'I would therefore like to request a full refund of my deposit.',
      'Yours faithfully,\nAisha Rahman',
    ].join('\n\n'),
    explanation:
      'A strong answer argues its case formally and calmly: it identifies the deduction precisely, supports the disagreement with dated evidence, and ends with an unambiguous request.',
  },
  {
    key: 'wem-021',
    task: 'writing.writeEmail',
    title: 'Informing a Client of Delay',
    complexity: 'HARD',
    prompt:
      'You are managing a website project for a client, Mr Tanaka. A key member of your team has been ill, and the project will be two weeks late. Write an email to Mr Tanaka. In your email, inform him of the delay and explain the reason, describe the steps you are taking to reduce its impact, and offer a revised timeline.',
    keyPoints: [
      'inform him of the delay and its reason',
      'describe steps to reduce the impact',
      'offer a revised timeline',
    ],
    modelAnswer: [
      'Dear Mr Tanaka,',
      'I am writing to let you know that the launch of your new website will be delayed by two weeks. Unfortunately, the reason is that our lead developer has been ill for most of this month, which has slowed progress on the online shop.',
      'To reduce the impact, we have brought in an experienced developer from another team, and we will share finished pages with you each week so that you can review them early.',
      'Our revised timeline is to complete testing by 18 October and launch on 25 October. I apologise for the inconvenience.',
      'Kind regards,\nElena Novak',
    ].join('\n\n'),
    explanation:
      'Delivering bad news to a client needs a professional, reassuring tone: a strong answer states the delay and reason directly, shows concrete action to limit the impact, and commits to specific new dates.',
  },
  {
    key: 'wem-022',
    task: 'writing.writeEmail',
    title: 'Correcting a Newspaper Article',
    complexity: 'HARD',
    prompt:
      'Your student newspaper published an article about a charity event you organised, but it contained several errors, including the amount of money raised. Write an email to the editor, Leo Martins. In your email, thank the paper for covering the event, point out the errors, and ask for a correction to be published.',
    keyPoints: ['thank the paper for covering the event', 'point out the errors', 'ask for a published correction'],
    modelAnswer: [
      'Dear Mr Martins,',
      "Thank you for covering our charity quiz event in last week's edition. We really appreciate the publicity, and several readers have contacted us since.",
      'However, I noticed some errors in the article. It stated that we raised 800 pounds, but the correct total was 1,300 pounds. It also said the money would go to the city hospital, when in fact it is going to the Riverside Food Bank.',
      'Could you please publish a correction in the next issue? This matters to us because our sponsors and the charity will read it.',
      'Best regards,\nGrace Liu',
    ].join('\n\n'),
    explanation:
      'A good answer balances gratitude and correction: it thanks the editor first, lists each error with the correct fact, and makes a specific request while explaining why accuracy matters.',
  },
  {
    key: 'wem-023',
    task: 'writing.writeEmail',
    title: 'Lost Luggage Claim',
    complexity: 'HARD',
    prediction: { monthly: true },
    prompt:
      "Your suitcase did not arrive after your flight last week, and the airline has still not returned it. You had to buy clothes and essential items during your trip. Write an email to the airline's customer relations department. In your email, give details of your flight and luggage, explain the costs you have had, and ask for compensation and an update on your case.",
    keyPoints: [
      'give details of your flight and luggage',
      'explain the costs you have had',
      'ask for compensation and an update',
    ],
    modelAnswer: [
      'Dear Sir or Madam,',
      'I am writing about my suitcase, which did not arrive on flight AX482 from Madrid to Dublin on 12 April. It is a large black suitcase with a green strap, and my reference number is DUB77314. I reported it at the airport, but I have heard nothing since.',
      'Because my luggage was missing for my whole trip, I had to buy clothes, toiletries and a phone charger, which cost 240 euros in total. I have attached the receipts.',
      'I would like to request compensation for these costs and an update on the search for my suitcase.',
      'Yours faithfully,\nMarco Bianchi',
    ].join('\n\n'),
    explanation:
      'A strong claim is formal and well organised: it gives identifying details (flight, date, reference), states the costs with proof, and makes both requests from the task explicit.',
  },
  {
    key: 'wem-024',
    task: 'writing.writeEmail',
    title: 'Declining a Job Offer',
    complexity: 'HARD',
    prompt:
      'After a long interview process, you have been offered a position at a marketing company, but you have accepted another offer that better suits your career plans. Write an email to the recruitment manager, Mr Fraser. In your email, thank him for the offer, politely decline it and give a reason, and say you would like to stay in contact for future opportunities.',
    keyPoints: [
      'thank him for the offer',
      'decline politely with a reason',
      'stay in contact for future opportunities',
    ],
    modelAnswer: [
      'Dear Mr Fraser,',
      'Thank you very much for offering me the position of Marketing Assistant. I enjoyed meeting the team during the interviews and was impressed by your recent campaigns.',
      'After careful thought, however, I must respectfully decline the offer. The reason is that I have accepted a role that focuses more on digital analytics, which is the area I hope to specialise in.',
      'I would very much like to stay in contact, and I hope there may be an opportunity to work together in the future.',
      'Yours sincerely,\nAnita Nair',
    ].join('\n\n'),
    explanation:
      'A good answer keeps a gracious, professional tone: it opens with genuine thanks, declines clearly with a reason that does not criticise the company, and leaves the door open for the future.',
  },
  {
    key: 'wem-025',
    task: 'writing.writeEmail',
    title: 'Reporting a Safety Fault',
    complexity: 'HARD',
    prompt:
      'At the research laboratory where you work, one of the emergency safety showers has stopped working, and your colleagues are not aware of it. Write an email to the laboratory safety officer, Dr Osei. In your email, describe the fault and when you noticed it, explain the possible risks, and recommend actions to take until it is repaired.',
    keyPoints: [
      'describe the fault and when you noticed it',
      'explain the possible risks',
      'recommend actions until it is repaired',
    ],
    modelAnswer: [
      'Dear Dr Osei,',
      'I am writing to report a fault with the emergency shower in Laboratory 3. I noticed it yesterday afternoon during my weekly check: the water pressure was extremely low, and the flow stopped after a few seconds.',
      'This poses a serious risk, since anyone splashed with a chemical in that laboratory would be unable to rinse it off properly, possibly leading to severe injuries.',
      'Until it is repaired, I recommend placing a clear warning sign on the shower, informing all staff by email, and moving work with corrosive chemicals to Laboratory 2, where the shower works normally.',
      'Kind regards,\nDaniel Brooks',
    ].join('\n\n'),
    explanation:
      'A strong safety report is precise and action-focused: it states exactly what is wrong and when it was found, explains the consequence clearly, and recommends practical interim measures.',
  },
];
