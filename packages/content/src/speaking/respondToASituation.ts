import type { RespondToASituationItem } from '../types';

/**
 * Speaking: Respond to a Situation (PTE Core). `situation` is 30-60 words in the second person, ending with the
 * question of what the learner would say; `keyPoints` are what a good spoken response covers; `modelAnswer` is a
 * 40-90 word spoken response.
 */
export const respondToASituation: RespondToASituationItem[] = [
  {
    key: 'rts-001',
    task: 'speaking.respondToASituation',
    title: 'Noisy Neighbour at Night',
    complexity: 'EASY',
    prediction: { weekly: true },
    situation:
      'You live in an apartment building. For the past three nights, your neighbour has played loud music until after midnight, and you have to get up early for work. You decide to knock on their door and speak to them politely. What would you say to your neighbour?',
    keyPoints: [
      'greet the neighbour politely and introduce yourself',
      'explain the music has been loud late at night',
      'mention you need to get up early for work',
      'suggest a reasonable time to turn it down',
    ],
    modelAnswer:
      "Hi, sorry to bother you. I live in the apartment next door. I just wanted to mention that for the last few nights the music has been quite loud until after midnight. I have to get up really early for work, so I've been struggling to sleep. Would you mind turning it down after about ten o'clock? I'd really appreciate it. Thanks so much for understanding.",
    explanation:
      'A strong response stays friendly, describes the problem and its effect on you without blaming, and ends with a specific, reasonable request.',
  },
  {
    key: 'rts-002',
    task: 'speaking.respondToASituation',
    title: 'Missing a Birthday Party',
    complexity: 'EASY',
    situation:
      'Your close friend has invited you to their birthday party this Saturday. However, you have just found out that you must travel to another city that weekend for a family event. You call your friend to explain. What would you say to your friend?',
    keyPoints: [
      'thank your friend for the invitation',
      'apologise that you cannot attend',
      'explain the family event in another city',
      'suggest meeting another time to celebrate',
    ],
    modelAnswer:
      "Hey, thanks so much for inviting me to your party, it sounds like it's going to be great. Unfortunately, I've just found out I have to go to another city this weekend for a family event, so I won't be able to make it. I'm really sorry. Can we meet up next week instead? I'd love to take you out for lunch to celebrate your birthday properly.",
    explanation:
      'Thank, apologise, give the reason briefly and offer an alternative; a warm, informal tone suits a conversation with a close friend.',
  },
  {
    key: 'rts-003',
    task: 'speaking.respondToASituation',
    title: 'Wrong Meal at a Restaurant',
    complexity: 'EASY',
    situation:
      'You are having dinner at a restaurant with friends. You ordered a vegetarian pasta, but the waiter brings you a dish with chicken in it. You do not eat meat, and your friends have already started eating. What would you say to the waiter?',
    keyPoints: [
      "politely get the waiter's attention",
      'explain the dish is not what you ordered',
      'mention that you do not eat meat',
      'ask for the correct pasta quickly',
    ],
    modelAnswer:
      "Excuse me, sorry, I think there's been a small mistake. I ordered the vegetarian pasta, but this one has chicken in it, and I don't eat meat. Would it be possible to change it for the vegetarian one? My friends have already started, so if it could come out fairly quickly, that would be great. Thank you very much.",
    explanation:
      'Point out the mistake politely, explain why it matters (you do not eat meat), and make a clear request, mentioning that you would like it quickly.',
  },
  {
    key: 'rts-004',
    task: 'speaking.respondToASituation',
    title: 'Damaged Borrowed Book',
    complexity: 'EASY',
    situation:
      'Last week you borrowed a textbook from a classmate. Yesterday you accidentally spilled coffee on it, and some pages are now stained. Your classmate needs the book for an exam next week. You meet them before class. What would you say to your classmate?',
    keyPoints: [
      'apologise for damaging the book',
      'explain honestly what happened',
      'say whether the pages can still be read',
      'offer to replace or pay for the book',
    ],
    modelAnswer:
      "Hi, I'm really sorry, but I have to tell you something. Yesterday I accidentally spilled coffee on your textbook, and a few pages are stained. You can still read most of it, but it doesn't look great. I know you need it for your exam, so I'm happy to buy you a new copy today, or pay you for it, whichever you prefer. Again, I'm so sorry.",
    explanation:
      'Be honest and take responsibility straight away, describe the damage, and offer a concrete way to put it right before the exam.',
  },
  {
    key: 'rts-005',
    task: 'speaking.respondToASituation',
    title: 'Asking for Directions',
    complexity: 'EASY',
    situation:
      'You have just arrived in a city you have never visited before. You need to catch a train in thirty minutes, but you cannot find the railway station and your phone battery is dead. You see a woman waiting at a bus stop. What would you say to the woman?',
    keyPoints: [
      'politely excuse yourself to get her attention',
      'explain you are new and need the railway station',
      'mention your train leaves soon',
      'ask for the quickest route and thank her',
    ],
    modelAnswer:
      "Excuse me, I'm sorry to bother you. I'm not from around here and my phone battery has died. Could you tell me how to get to the railway station? My train leaves in about half an hour, so I'm in a bit of a hurry. Is it close enough to walk, or should I take a bus? Thank you so much, that's really kind of you.",
    explanation:
      'Open politely, explain why you need help, ask a clear question about the route and the time it takes, and thank the person.',
  },
  {
    key: 'rts-006',
    task: 'speaking.respondToASituation',
    title: 'Returning Small Shoes',
    complexity: 'EASY',
    situation:
      'Two days ago you bought a pair of running shoes. When you tried them on at home, they were too small. You still have the receipt and the box, and the shoes have not been worn outside. You go back to the shop. What would you say to the shop assistant?',
    keyPoints: [
      'say when you bought the shoes',
      'explain that they are too small',
      'mention the receipt and that they are unworn',
      'ask to exchange them or get a refund',
    ],
    modelAnswer:
      "Hi there. I bought these running shoes here two days ago, but when I tried them on at home they were a bit too small. I've got the receipt and the original box, and I haven't worn them outside at all. Would it be possible to exchange them for a larger size? If you don't have one, I'd like a refund, please. Thanks.",
    explanation:
      'Give the facts the assistant needs (when you bought them, the problem, proof of purchase, condition) and state clearly what you want, with a second option.',
  },
  {
    key: 'rts-007',
    task: 'speaking.respondToASituation',
    title: 'Joining a Local Gym',
    complexity: 'EASY',
    situation:
      'You have recently moved to a new area and want to start exercising regularly. You visit the local gym to find out about joining. You want to know about prices, opening hours and whether classes are included. What would you say to the receptionist?',
    keyPoints: [
      'say you are new and interested in joining',
      'ask about membership prices',
      'ask about opening hours',
      'ask whether classes are included',
    ],
    modelAnswer:
      "Hi, good morning. I've just moved to the area and I'm thinking about joining the gym. Could you tell me a bit about the membership options and how much they cost? I'd also like to know what your opening hours are, because I usually work until six. And are fitness classes included in the price, or do I pay for them separately? Thanks a lot.",
    explanation:
      'Introduce your purpose, then ask each of the three questions clearly and politely; adding a detail about your own schedule makes the response natural.',
  },
  {
    key: 'rts-008',
    task: 'speaking.respondToASituation',
    title: "Flatmate's Dirty Dishes",
    complexity: 'EASY',
    situation:
      'You share a flat with another student. For several days, your flatmate has left dirty dishes in the sink, and the kitchen is starting to smell. You do not want to argue, but you want the problem solved. What would you say to your flatmate?',
    keyPoints: [
      'raise the issue in a friendly way',
      'describe the dishes and the smell',
      'suggest a simple cleaning arrangement',
      "invite your flatmate's opinion",
    ],
    modelAnswer:
      "Hey, have you got a minute? I just wanted to mention the kitchen. There have been dirty dishes in the sink for a few days now, and it's starting to smell a bit. I know we're both really busy with classes. Maybe we could agree to wash our own dishes every evening, or take turns each week? I think that would make things easier for both of us. What do you think?",
    explanation:
      "Keep the tone friendly and non-blaming, describe the problem, propose a practical arrangement and ask for your flatmate's view so it feels like a shared solution.",
  },
  {
    key: 'rts-009',
    task: 'speaking.respondToASituation',
    title: 'Late for Class',
    complexity: 'EASY',
    prediction: { monthly: true },
    situation:
      'Your morning bus broke down on the way to college, and you arrive at your English class twenty minutes late. The teacher is in the middle of explaining an important assignment. After the class finishes, you go to speak to the teacher. What would you say to your teacher?',
    keyPoints: [
      'apologise for arriving late',
      'explain that the bus broke down',
      'ask what you missed about the assignment',
      'promise to leave earlier in future',
    ],
    modelAnswer:
      "Hi, I'm really sorry I came in late this morning. My bus broke down on the way, and I had to wait for another one. I know you were explaining the new assignment when I arrived, so could you please tell me what I missed, or is there a handout I could take? I'll make sure I leave earlier from now on. Thanks for understanding.",
    explanation:
      'Apologise, give the reason briefly, ask specifically about the assignment you missed, and show responsibility for the future.',
  },
  {
    key: 'rts-010',
    task: 'speaking.respondToASituation',
    title: "Covering a Colleague's Shift",
    complexity: 'AVERAGE',
    situation:
      'You work part time in a cafe. A colleague asks you to cover their shift this Sunday because they have a family commitment. However, you have already bought tickets to a concert that day. You would like to help in another way if possible. What would you say to your colleague?',
    keyPoints: [
      "show understanding of your colleague's situation",
      'explain that you already have concert tickets',
      'politely decline the Sunday shift',
      'offer another way to help, such as swapping shifts',
    ],
    modelAnswer:
      "Oh, I totally understand, family things are important. The problem is, I've already bought tickets for a concert on Sunday, so I really can't work that day, sorry. But maybe I can help another way? I could swap with you and take one of your shifts next week, or I can ask the others in the group chat if anyone's free on Sunday. Would that work for you?",
    explanation:
      'Say no without sounding unhelpful: show sympathy, give your reason, decline clearly and offer practical alternatives.',
  },
  {
    key: 'rts-011',
    task: 'speaking.respondToASituation',
    title: 'Unequal Group Project Work',
    complexity: 'AVERAGE',
    situation:
      'You are working on a group project at university. One member has missed two meetings and has not sent their part of the report, which is due in five days. The rest of the group is worried, and you agree to speak to this member. What would you say to them?',
    keyPoints: [
      'ask calmly if everything is all right',
      'point out the missed meetings and missing section',
      'remind them the deadline is in five days',
      'agree on a clear date for their part',
    ],
    modelAnswer:
      "Hi, have you got a minute? I just wanted to check that everything's okay, because we noticed you missed the last two meetings. The thing is, we still haven't got your section of the report, and it's due in five days, so the group's getting a bit worried. Is there anything we can help with? Could you send us your part by Friday, so we have time to put it all together?",
    explanation:
      'Open with concern rather than criticism, state the facts (missed meetings, missing section, deadline), offer help, and finish with a specific agreed date.',
  },
  {
    key: 'rts-012',
    task: 'speaking.respondToASituation',
    title: 'Rescheduling an Appointment',
    complexity: 'AVERAGE',
    situation:
      'You have an appointment with your doctor tomorrow morning at nine. This afternoon, your manager told you that you must attend an important meeting at exactly the same time. You phone the medical centre to change the appointment. What would you say to the receptionist?',
    keyPoints: [
      'give your name and the current appointment time',
      'explain the clash with a work meeting',
      'ask to move the appointment',
      'suggest times that suit you',
    ],
    modelAnswer:
      "Hello, my name is Alex Green, and I have an appointment with the doctor tomorrow at nine. I'm really sorry, but my manager has just told me I have to attend an important meeting at exactly that time. Would it be possible to move my appointment? Any time tomorrow afternoon or on Thursday morning would be fine for me. Thank you, and sorry for the short notice.",
    explanation:
      "On the phone, identify yourself and the booking first, explain the reason briefly, and make the receptionist's job easy by suggesting alternative times.",
  },
  {
    key: 'rts-013',
    task: 'speaking.respondToASituation',
    title: 'Broken Hotel Air Conditioning',
    complexity: 'AVERAGE',
    situation:
      'You are staying in a hotel during a very hot week. The air conditioning in your room has stopped working, and you could hardly sleep last night. You have two more nights booked. You go down to the front desk in the morning. What would you say to the receptionist?',
    keyPoints: [
      'give your room number',
      'explain the air conditioning is not working',
      'mention that you could hardly sleep',
      'ask for a repair or another room',
    ],
    modelAnswer:
      "Good morning. I'm staying in room two hundred and twelve. I'm afraid the air conditioning in my room stopped working yesterday, and with this heat I could hardly sleep last night. I've got two more nights booked, so could someone come and repair it today? If that's not possible, I'd really appreciate being moved to another room. Thanks for your help.",
    explanation:
      'Give the details staff need (room number, problem, how long you are staying), explain the impact, and request a solution with a fallback option.',
  },
  {
    key: 'rts-014',
    task: 'speaking.respondToASituation',
    title: 'Heating Not Working',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    situation:
      'You rent a house, and the heating has not worked for four days during cold weather. You emailed your landlord twice but have had no reply. Today you finally reach the landlord by phone. You want the problem fixed quickly. What would you say to your landlord?',
    keyPoints: [
      'explain the heating has not worked for four days',
      'mention your two unanswered emails',
      'stress that it is cold and urgent',
      'ask for a repair date',
    ],
    modelAnswer:
      "Hi, it's Sam, your tenant on Park Lane. I'm calling because the heating hasn't worked for four days now. I sent you two emails about it but didn't hear back. It's really cold at the moment, so it's quite urgent. Could you please arrange for someone to come and fix it as soon as possible, ideally tomorrow? And can you let me know when they'll be able to come?",
    explanation:
      'Be firm but polite: state how long the problem has lasted, that you have already tried to report it, why it is urgent, and ask for a specific commitment.',
  },
  {
    key: 'rts-015',
    task: 'speaking.respondToASituation',
    title: 'Feedback on New Software',
    complexity: 'AVERAGE',
    situation:
      'Your company introduced new software for booking meetings a month ago. You find it useful, but it often runs slowly and staff did not receive any training. Your manager asks for your honest opinion during a one to one meeting. What would you say to your manager?',
    keyPoints: [
      'say what works well about the software',
      'mention that it often runs slowly',
      'point out the lack of staff training',
      'suggest a practical improvement',
    ],
    modelAnswer:
      "Honestly, I think the new system's a good idea overall. It's much easier to see who's free, and booking rooms is quicker than before. That said, it often runs quite slowly, especially in the mornings. Also, none of us really had any training, so people are still figuring things out. Maybe a short training session would help, and the technical team could look at the speed problem.",
    explanation:
      'Give balanced feedback: start with what works, then the two problems with specific detail, and end with constructive suggestions.',
  },
  {
    key: 'rts-016',
    task: 'speaking.respondToASituation',
    title: 'Choosing Between Two Courses',
    complexity: 'AVERAGE',
    situation:
      'Your friend has been accepted onto two university courses, one in business and one in graphic design. They are more interested in design, but their parents think business offers better jobs. Your friend asks for your advice. What would you say to your friend?',
    keyPoints: [
      'congratulate your friend on both offers',
      'recognise their real interest in design',
      "acknowledge the parents' concern about jobs",
      'suggest researching careers or talking to students',
    ],
    modelAnswer:
      "First of all, congratulations, getting into both is amazing! Honestly, I think you should think carefully about what you enjoy, because you'll be studying it for three years, and you've always loved design. I get why your parents are worried about jobs, though. Maybe you could look up what graduates from the design course actually do, or talk to some current students. That might help you, and your parents, feel more confident.",
    explanation:
      'Good advice is supportive and balanced: congratulate, take both sides seriously, and suggest a practical way to make the decision.',
  },
  {
    key: 'rts-017',
    task: 'speaking.respondToASituation',
    title: 'Noise in the Quiet Zone',
    complexity: 'AVERAGE',
    situation:
      'You are studying in the quiet zone of the university library for an exam tomorrow. A student at the next table has been talking loudly on the phone for ten minutes, and you cannot concentrate. You decide to speak to them politely. What would you say to the student?',
    keyPoints: [
      "politely get the student's attention",
      'remind them this is the quiet zone',
      'explain you are preparing for an exam',
      'suggest they take the call outside',
    ],
    modelAnswer:
      "Sorry to interrupt, but this is actually the quiet zone of the library. I've got an exam tomorrow and I'm finding it really hard to concentrate with the phone call. Would you mind taking it outside, or maybe to the group study area downstairs? Thanks, I really appreciate it.",
    explanation:
      'Keep it short and polite: refer to the library rule rather than criticising the person, explain your situation, and suggest where they could go instead.',
  },
  {
    key: 'rts-018',
    task: 'speaking.respondToASituation',
    title: 'Requesting an Essay Extension',
    complexity: 'HARD',
    situation:
      'You have been seriously ill with a chest infection for the past week and have a letter from your doctor. Your final essay for a history module is due in three days, and you have written only half of it. You visit your professor during office hours. What would you say to your professor?',
    keyPoints: [
      "explain your illness and mention the doctor's letter",
      'say how much of the essay is done',
      'request a specific extension',
      'show commitment to the quality of the work',
    ],
    modelAnswer:
      "Good afternoon, Professor, and thank you for seeing me. I'm afraid I've been quite ill this past week with a chest infection, and I've got a letter from my doctor here. Because of that, I've only managed to write about half of my history essay, which is due on Friday. Would it be possible to have a one week extension? I'd really like to submit work that reflects what I'm capable of, rather than rushing it.",
    explanation:
      'Use a polite, formal register with a tutor: give evidence for your reason, be honest about your progress, ask for a specific amount of time, and show you care about the work.',
  },
  {
    key: 'rts-019',
    task: 'speaking.respondToASituation',
    title: 'Disagreeing With a Plan',
    complexity: 'HARD',
    prediction: { weekly: true },
    situation:
      'In a team meeting, your manager proposes moving a major product launch forward by two weeks. You believe this would not leave enough time for testing and could lead to serious faults. Several colleagues seem to agree with you but say nothing. Your manager asks for comments. What would you say to your manager?',
    keyPoints: [
      'acknowledge the benefits of launching earlier',
      'raise the concern about insufficient testing',
      'explain the risk of faults reaching customers',
      'propose an alternative such as a partial launch',
    ],
    modelAnswer:
      "I can see why launching earlier is attractive, especially with the competition. My concern, though, is testing. If we move it forward by two weeks, I don't think we'll have enough time to test properly, and any serious faults would be far more damaging once customers have the product. Could we perhaps launch a smaller version on the new date, and release the full version once testing is complete?",
    explanation:
      "Disagree diplomatically: acknowledge the manager's reasons, state your concern and its consequences clearly, and offer a constructive alternative instead of a flat no.",
  },
  {
    key: 'rts-020',
    task: 'speaking.respondToASituation',
    title: 'Handling a Late Delivery',
    complexity: 'HARD',
    situation:
      'You work in customer service for an online furniture company. A customer phones, clearly angry, because their sofa was supposed to arrive a week ago and nobody has contacted them. You can see that the delivery was delayed at the warehouse. What would you say to the customer?',
    keyPoints: [
      'apologise sincerely and acknowledge their frustration',
      'explain the delay at the warehouse',
      'give a clear next step and time',
      'offer some compensation',
    ],
    modelAnswer:
      "I'm really sorry about this, and I completely understand why you're frustrated. You should have been told. I've checked your order, and it looks like the sofa was held up at our warehouse. I'll contact the delivery team right now and call you back this afternoon with a confirmed date. And for the inconvenience, I can offer you a refund of the delivery charge. Does that sound okay?",
    explanation:
      'Calm an angry customer by apologising and validating their feelings first, then explain the cause, commit to a specific next step and offer compensation.',
  },
  {
    key: 'rts-021',
    task: 'speaking.respondToASituation',
    title: 'Welcoming International Students',
    complexity: 'HARD',
    situation:
      'You are a second year student representative. You have been asked to give a short welcome to a group of new international students at the start of orientation week. Many of them may feel nervous about living in a new country. What would you say to the new students?',
    keyPoints: [
      'warmly welcome the students and introduce yourself',
      'acknowledge that moving abroad can feel difficult',
      'tell them where they can get support',
      'encourage them to join activities and make friends',
    ],
    modelAnswer:
      "Hi everyone, and welcome! My name's Maria, and I'm one of the second year student representatives. I remember how strange it felt arriving in a new country, so if you're feeling a bit nervous, that's completely normal. The student support office is right next to the library, and they're really helpful with everything from housing to visas. And please, join the clubs and events this week. It's the best way to make friends. Enjoy it!",
    explanation:
      'Address the group warmly, show empathy for their feelings, give one or two pieces of practical information and end with encouragement.',
  },
  {
    key: 'rts-022',
    task: 'speaking.respondToASituation',
    title: 'Speaking at a Council Meeting',
    complexity: 'HARD',
    situation:
      'Your local council plans to turn the only park in your neighbourhood into a car park. Many families, including yours, use the park every day. At a public meeting, residents are invited to give their views to the council members. What would you say to the council members?',
    keyPoints: [
      'introduce yourself as a local resident',
      'explain how people use the park',
      'acknowledge the need for parking',
      'propose an alternative location or solution',
    ],
    modelAnswer:
      "Good evening. I'm a parent and I've lived in this neighbourhood for eight years. That park is the only green space we have, and every day it's full of children playing, older people walking, and families meeting friends. I do understand that parking is a real problem in the area. But could the council look at other options, like the empty land behind the supermarket, instead of losing the park completely?",
    explanation:
      "A persuasive public response establishes who you are, gives concrete evidence of the park's value, acknowledges the other side, and proposes a realistic alternative.",
  },
  {
    key: 'rts-023',
    task: 'speaking.respondToASituation',
    title: 'Admitting a Report Error',
    complexity: 'HARD',
    situation:
      'You work for a consulting firm. Yesterday you sent a report to an important client, but you have just discovered that one of the cost figures was calculated incorrectly. The correct figure is higher. You decide to phone the client immediately. What would you say to the client?',
    keyPoints: [
      'take responsibility for the mistake',
      'explain which figure was wrong and that it is higher',
      'say when a corrected report will arrive',
      'offer to discuss the impact',
    ],
    modelAnswer:
      "Good morning, it's Chris from the consulting team. I'm calling because I've found an error in the report we sent you yesterday, and I wanted you to hear it from me straight away. One of the cost figures was calculated incorrectly, and the correct amount is higher. I take full responsibility. I'll send you a corrected version this afternoon, and I'm happy to arrange a call to discuss what it means for the project.",
    explanation:
      'Be direct and professional: state the error and its direction clearly, take responsibility, give a timeline for the correction and offer further discussion.',
  },
  {
    key: 'rts-024',
    task: 'speaking.respondToASituation',
    title: 'Seeking Charity Sponsorship',
    complexity: 'HARD',
    situation:
      "You are organising a charity fun run to raise money for a local children's hospital. You need businesses to sponsor the event in exchange for advertising. You have arranged a short meeting with the owner of a popular local bakery. What would you say to the bakery owner?",
    keyPoints: [
      'introduce yourself and the charity fun run',
      "explain the money supports the children's hospital",
      'describe the advertising benefits for the bakery',
      'make a clear request and thank them',
    ],
    modelAnswer:
      "Thanks for meeting me. I'm organising a charity fun run next month to raise money for the children's hospital here in town. We're looking for local businesses to sponsor the event. In return, your bakery's name would be on our posters, our website and the runners' shirts, and hundreds of local families will be there. Would you consider sponsoring us, perhaps with a donation or by providing snacks? It would make a real difference.",
    explanation:
      'Persuade by explaining the cause, showing what the business gains, and ending with a clear, flexible request.',
  },
  {
    key: 'rts-025',
    task: 'speaking.respondToASituation',
    title: 'Supporting a Struggling Colleague',
    complexity: 'HARD',
    prediction: { monthly: true },
    situation:
      'You lead a small team at work. Over the past month, one of your team members, who is usually reliable, has missed several deadlines and seems tired and stressed. You have invited them to a private conversation. You want to support them while making sure the work gets done. What would you say to your team member?',
    keyPoints: [
      'recognise their usual reliability and show concern',
      'mention the missed deadlines gently',
      'ask if anything is affecting them',
      'offer support such as adjusting their workload',
      'agree on next steps together',
    ],
    modelAnswer:
      "Thanks for making time to chat. I wanted to check in because you're normally one of the most reliable people on the team, but I've noticed a few deadlines have slipped lately, and you've seemed a bit stressed. Is there anything going on that's making things difficult? If your workload's too heavy, we could look at moving some tasks around. Let's agree on a plan together that works for you and the team.",
    explanation:
      'Balance care and accountability: start with recognition, raise the issue gently with facts, ask an open question, offer concrete support and agree next steps.',
  },
];
