import type { SummarizeGroupDiscussionItem } from '../types';

/**
 * Speaking: Summarize Group Discussion (PTE Academic since August 2025). Three speakers in a university setting, both
 * genders, each with a distinct position and 2-3 turns in no fixed order; the turns total 330-450 words (two to three
 * minutes at TTS pace) and are written for text-to-speech (no digits, symbols, abbreviations or stage directions).
 * `keyPoints` are the topic, each speaker's position, where they agree or differ and the outcome; `modelAnswer` is a
 * 110-160 word spoken summary that names who said what and how it ended.
 */
export const summarizeGroupDiscussion: SummarizeGroupDiscussionItem[] = [
  {
    key: 'sgd-001',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Sharing a Group Presentation',
    complexity: 'EASY',
    prediction: { weekly: true },
    speakers: [
      { name: 'Priya Nair', role: 'student', voice: 'female' },
      { name: 'Daniel Okoro', role: 'student', voice: 'male' },
      { name: 'Megan Hart', role: 'tutor', voice: 'female' },
    ],
    turns: [
      {
        speaker: 2,
        text: "Thanks for coming in, both of you. Your presentation on the new student food market is due in two weeks, and I wanted to check how you're planning to share the work. Have you decided who is doing what yet?",
      },
      {
        speaker: 0,
        text: "Not completely. My idea is that we split it into clear parts. I'd do the background research and the introduction, and Daniel would do the survey results and the conclusion. That way nobody repeats anything, and we each know exactly what we're responsible for.",
      },
      {
        speaker: 1,
        text: "I see why you like that, but I'm a bit worried. If we write our parts separately, the presentation might feel like two different talks stuck together. I'd rather we build everything together, in the same room, so the slides look and sound the same from start to finish.",
      },
      {
        speaker: 0,
        text: "But meeting for every single slide would take forever, Daniel. We both have other deadlines this month, and I've got a lab report due on Friday. I really don't think we have time to do the whole thing side by side.",
      },
      {
        speaker: 2,
        text: "You both have a point. Splitting the work is efficient, but Daniel is right that an audience notices when a talk isn't joined up. What often works is to divide the writing, agree on a shared slide template at the very start, and then hold two full rehearsals together before the day.",
      },
      {
        speaker: 1,
        text: "Two rehearsals sounds fine to me. Actually, if we agree on the template first, I'm happy to write my part on my own. My main worry was the talk looking messy, not the splitting itself.",
      },
      {
        speaker: 0,
        text: "Great. So I'll make the template tonight and send it to you. Then we write our sections separately this week, and we rehearse together next Monday and again on Thursday. Megan, could you watch the second rehearsal and give us some feedback?",
      },
      {
        speaker: 2,
        text: "Yes, I can come on Thursday afternoon. Please time yourselves during the first rehearsal, because the limit is ten minutes and groups nearly always run over. If you're too long, cut some of the examples, not the survey results, since those are the heart of your talk.",
      },
    ],
    keyPoints: [
      'how to share the work for a group presentation',
      'Priya wanted to split it into separate parts to save time',
      'Daniel worried separate parts would feel like two talks',
      'Megan suggested a shared template and two rehearsals together',
      'Daniel changed his mind once the template was agreed',
      'they rehearse on Monday and Thursday and Megan watches the second',
    ],
    modelAnswer:
      "Megan, the tutor, asked Priya and Daniel how they would share the work for their presentation on a student food market. Priya wanted to split it into separate parts, with her doing the background and Daniel the survey results, because it would save time. Daniel worried that separate parts would feel like two talks stuck together, so at first he wanted to build everything together. Megan agreed with both of them and suggested dividing the writing but using a shared template and holding two rehearsals together. Daniel then changed his mind and was happy to write alone once the template was agreed. In the end Priya will make the template, they'll rehearse on Monday and Thursday, and Megan will watch the second rehearsal. She also told them to keep within ten minutes by cutting examples, not results.",
    explanation:
      'A strong summary gives the three positions (split the work, build it together, divide the writing but rehearse together), notes that Daniel changed his mind, and ends with the agreed plan.',
  },
  {
    key: 'sgd-002',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Booking Library Study Rooms',
    complexity: 'EASY',
    speakers: [
      { name: 'Grace Mensah', role: 'librarian', voice: 'female' },
      { name: 'Kenji Watanabe', role: 'student', voice: 'male' },
      { name: 'Sofia Rossi', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "The group study rooms are a real problem at the moment. Every room is booked all week, but when I walk past, half of them are empty. People book a room, then never turn up. Honestly, I think the library should get rid of bookings and just let people use whatever room is free.",
      },
      {
        speaker: 2,
        text: "I understand the frustration, Kenji, but I don't agree about getting rid of bookings completely. My project group has five people with very different timetables. If we can't book, we'd have to wander round the building hoping to find a room, and we'd waste half our meeting time.",
      },
      {
        speaker: 0,
        text: "This is exactly the complaint we've been hearing at the front desk. The difficulty for us is that there aren't enough staff to walk round and check every room. But our booking system can do something we haven't switched on yet. It can ask people to check in when they arrive. Each room would have a code on the door, and you'd scan it with your phone within fifteen minutes of the start of your booking. If nobody checks in, the room is released automatically and anyone can take it.",
      },
      {
        speaker: 1,
        text: "That sounds better than what we have now, I suppose. But not everyone carries a phone that can scan codes. What happens to them? And people could still book a room for the whole day.",
      },
      {
        speaker: 0,
        text: "Good points. Anyone without a phone could check in at the front desk instead. And we could limit bookings to two hours a day per student, which would stop people holding a room all afternoon.",
      },
      {
        speaker: 1,
        text: "Alright, I'll change my mind on that. With a check in and a two hour limit, I'd be happy to keep bookings. I never wanted to make life hard for groups like Sofia's. I just want the empty rooms to be used by people who actually need them.",
      },
      {
        speaker: 2,
        text: "Same here. My group would happily scan a code if it means we can still plan our meetings in advance. Could you try it for one term first, and then ask students what they think before you make it permanent?",
      },
      {
        speaker: 0,
        text: "That's a sensible plan. We'll start the trial at the beginning of next term and put a short survey online at the end of it.",
      },
    ],
    keyPoints: [
      'study rooms are booked but often left empty',
      'Kenji wanted to remove bookings completely',
      'Sofia needed bookings for a group with different timetables',
      'Grace suggested checking in with a code within fifteen minutes',
      'a desk check in and a two hour daily limit',
      'a trial next term followed by a student survey',
    ],
    modelAnswer:
      "Kenji, Sofia and Grace, a librarian, talked about the group study rooms, which are booked all week but often left empty. Kenji wanted to remove bookings completely and let people use any free room. Sofia disagreed, because her project group has different timetables and needs to book. Grace explained that there aren't enough staff to check the rooms, but the booking system could ask students to check in with a code on the door within fifteen minutes, or the room is released. Kenji worried about students without phones and people booking for the whole day, so Grace added a desk check in and a two hour daily limit. With that limit Kenji was happy to keep bookings. They agreed on a trial next term, followed by a student survey.",
    explanation:
      'Name each speaker with their view, and show how the problem of empty booked rooms led to the check-in idea, the two hour limit and a one-term trial.',
  },
  {
    key: 'sgd-003',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Choosing a Field Trip Date',
    complexity: 'EASY',
    speakers: [
      { name: 'Rafael Moreno', role: 'lecturer', voice: 'male' },
      { name: 'Aisha Bello', role: 'student', voice: 'female' },
      { name: 'Jonas Lindqvist', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 0,
        text: "Right, the coastal field trip. We need to measure how far the cliffs have moved since last year, and I'd like to fix the date today. I've been thinking of a Saturday, so nobody misses any other classes. What do you both think?",
      },
      {
        speaker: 1,
        text: "A Saturday would be really hard for me, and I know it's the same for a few others. I work in a supermarket every weekend to pay my rent. If I swap shifts too often, I could lose the job. A weekday would be much easier.",
      },
      {
        speaker: 2,
        text: "But a weekday is difficult for me. Most of the second years have a chemistry lab on Wednesday, and our lab sessions can't be repeated if we miss them. They count towards our final mark. I'd actually prefer the weekend.",
      },
      {
        speaker: 0,
        text: "Wait. There's something else I should mention. The date isn't only about timetables. We have to be on the beach at low tide, otherwise we can't reach the bottom of the cliffs safely. And the lowest morning tide this month falls on a Wednesday, in week four. Now, I can't promise anything, but the chemistry department usually runs a second lab session on Friday for students who are ill. I could write to them and ask if our field trip group can join that session instead.",
      },
      {
        speaker: 2,
        text: "So the best day for the tide is exactly the day of my lab. That's unlucky, but if the Friday session is possible, then I'm fine with Wednesday. Being safe on the beach matters more than my preference for the weekend. I'd just need to know soon, so I can tell my lab partner.",
      },
      {
        speaker: 1,
        text: "And Wednesday works perfectly for me, because I don't work on weekdays at all. Thank you for thinking about the people with jobs. Will we need any special equipment, or will the department provide everything for the measurements?",
      },
      {
        speaker: 0,
        text: "The department provides the measuring tapes and the survey tools. You just need waterproof boots and warm clothes, because it's always windy on that beach. The bus will leave at seven in the morning, because the tide turns before lunch. I'll email the chemistry department today and confirm the date with everyone once I hear back.",
      },
    ],
    keyPoints: [
      'choosing a date for the coastal field trip',
      'Rafael first suggested a Saturday to avoid missing classes',
      'Aisha works at weekends and wanted a weekday',
      'Jonas has a chemistry lab on Wednesday that counts',
      'the lowest morning tide is on a Wednesday',
      'Rafael will ask to move the lab to Friday',
      'the trip is on Wednesday if the lab can move',
    ],
    modelAnswer:
      "Rafael, the lecturer, wanted to fix a date for the coastal field trip to measure the cliffs, and he first suggested a Saturday so that nobody would miss classes. Aisha said a Saturday was hard because she works in a supermarket at weekends, so she wanted a weekday. Jonas preferred the weekend, because he has a chemistry lab on Wednesday that counts towards his mark. Rafael then explained that they must be there at low tide for safety, and the lowest morning tide is on a Wednesday. To solve the clash, he offered to ask the chemistry department if the students can move their lab to the Friday session. Jonas agreed to Wednesday if that's possible, and Aisha was happy. Rafael will email the department and confirm the date, and students need boots and warm clothes.",
    explanation:
      'Cover the three constraints (weekend work, a Wednesday lab, the low tide) and how the lecturer solved the clash by asking to move the lab, which decided the date.',
  },
  {
    key: 'sgd-004',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Revising for Statistics',
    complexity: 'EASY',
    prediction: { monthly: true },
    speakers: [
      { name: 'Mei Lin', role: 'student', voice: 'female' },
      { name: 'Omar Haddad', role: 'student', voice: 'male' },
      { name: 'Freya Collins', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "So the statistics exam is in three weeks, and I'm honestly a bit scared. I was thinking the three of us could form a study group and meet every evening until the exam. We could go through the lecture notes together and help each other with the hard topics.",
      },
      {
        speaker: 1,
        text: "Every evening sounds like a lot, Mei. I usually revise on my own. I find the best thing is to do old exam papers in silence, with a timer, and then check my answers. When I study with friends, we end up chatting and I don't get much done.",
      },
      {
        speaker: 2,
        text: "I think you're both partly right. Working alone with past papers is great practice, but some topics, like probability, I just don't understand from the notes. I need someone to explain them. Could we meet, but only a couple of times a week, and test each other with flashcards?",
      },
      {
        speaker: 0,
        text: "A couple of times a week could work. I'm worried that's not enough, though. There's so much to cover, and last term I left everything until the final week and it was a disaster. I really want to start early this time.",
      },
      {
        speaker: 2,
        text: "But if we meet every day, we'll be tired and it'll turn into a social thing, like Omar says. Short meetings with a clear plan would be more useful than long ones. And starting early doesn't have to mean meeting every day.",
      },
      {
        speaker: 1,
        text: "What if each meeting has one rule? Everyone brings one past paper question they found difficult, and we solve those together. Then the rest of the week, we each work alone.",
      },
      {
        speaker: 0,
        text: "Oh, I like that. It means the meetings are focused on the things we actually struggle with. Okay, I'm convinced. Twice a week, one hour each time, and everyone brings a hard question.",
      },
      {
        speaker: 1,
        text: "I'll come to the first one and see how it goes. If it's useful, I'll keep coming. If it turns into a chat, I'll go back to studying alone.",
      },
      {
        speaker: 2,
        text: "That's fair. I'll make the flashcards for probability, since that's the topic I need most, and I'll book a room in the library for Tuesday and Friday.",
      },
    ],
    keyPoints: [
      'how to revise for the statistics exam',
      'Mei wanted a study group meeting every evening',
      'Omar prefers past papers alone because groups become chatty',
      'Freya suggested meeting twice a week with flashcards',
      'each student brings one difficult past paper question',
      'they meet twice a week for one hour',
    ],
    modelAnswer:
      "Three students, Mei, Omar and Freya, discussed how to revise for their statistics exam in three weeks. Mei was nervous and wanted a study group meeting every evening to go through the notes. Omar preferred to revise alone with timed past papers, because groups become chatty and he gets little done. Freya agreed partly with both. She said past papers are useful, but she needs explanations for topics like probability, so she suggested meeting twice a week and using flashcards. Mei thought that might not be enough, but Freya said short, focused meetings are better than tiring daily ones. Omar then proposed that everyone bring one difficult past paper question to each meeting. Mei was convinced, so they'll meet twice a week for one hour. Omar will try the first meeting, and Freya will make flashcards and book a room.",
    explanation:
      'Give each student position (daily group, working alone, a few focused meetings), the compromise that came from Omar, and the final plan of two one-hour meetings a week.',
  },
  {
    key: 'sgd-005',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Spending the Club Grant',
    complexity: 'EASY',
    speakers: [
      { name: 'Kwame Asante', role: 'student', voice: 'male' },
      { name: 'Lucia Fernandez', role: 'student', voice: 'female' },
      { name: 'Hiroshi Tanaka', role: 'administrator', voice: 'male' },
    ],
    turns: [
      {
        speaker: 1,
        text: "Good news, everyone. The student union has given the photography club a grant of nine hundred pounds for this year. As president, I'd love to spend most of it on a trip to the national park in the spring. It would bring the members together, and the landscape there is amazing for photos.",
      },
      {
        speaker: 0,
        text: "A trip would be fun, Lucia, but it's over in one weekend. As treasurer, I think we should buy two good cameras that members can borrow. Lots of our new members only have phones, and a camera would help them for the whole year, not just one weekend.",
      },
      {
        speaker: 2,
        text: "Before you decide, I should explain the union's rules, because they affect both ideas. If you buy equipment, it has to be insured and kept in a locked cupboard, and someone has to keep a record of who borrows it. If you run a trip, you'll need a risk assessment and at least two trained people trained in first aid.",
      },
      {
        speaker: 1,
        text: "Is insurance expensive? Because if it costs a lot, the cameras might not be worth it.",
      },
      {
        speaker: 2,
        text: "Not really. For two cameras it would be around forty pounds a year. The bigger cost is usually the trip. Buses and rooms for a whole weekend add up quickly. And I should say the grant can't be spent on food.",
      },
      {
        speaker: 0,
        text: "So a weekend trip could use up almost all of the grant. That's my worry. Could we do both, but smaller? One camera instead of two, and a day trip instead of a weekend?",
      },
      {
        speaker: 1,
        text: "I'd be a bit sad to lose the weekend, but a day trip is still a good chance to bring people together. And one camera is better than none for the new members. Okay, I can accept that.",
      },
      {
        speaker: 2,
        text: "That sounds like a balanced plan. Send me the camera quote and the day trip details, and I'll help you with the risk assessment form.",
      },
      {
        speaker: 0,
        text: "Great, I'll get the quote this week and start a borrowing list. Whatever's left over could go towards printing photos for an exhibition next year.",
      },
    ],
    keyPoints: [
      'how to spend the photography club grant',
      'Lucia wanted a weekend trip to the national park',
      'Kwame wanted cameras for members to borrow',
      'Hiroshi explained insurance, risk assessment and no food',
      'a weekend trip would use almost all the money',
      'they chose one camera and a day trip',
    ],
    modelAnswer:
      "Lucia, Kwame and Hiroshi, who works for the student union, talked about how to spend the photography club's grant of nine hundred pounds. Lucia, the president, wanted a weekend trip to the national park to bring members together. Kwame, the treasurer, preferred buying two cameras that members could borrow all year, since many new members only have phones. Hiroshi explained the union rules: equipment needs insurance, a locked cupboard and a borrowing record, trips need a risk assessment and people trained in first aid, and the grant can't pay for food. He added that insurance is cheap but a weekend trip would use almost all the money. So Kwame suggested doing both on a smaller scale, and Lucia accepted. They chose one camera and a day trip, and any money left could pay for an exhibition next year.",
    explanation:
      'A complete summary states the two spending ideas and who held them, the rules and costs the administrator added, and the smaller compromise they reached.',
  },
  {
    key: 'sgd-006',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Water Bottles in the Lab',
    complexity: 'EASY',
    speakers: [
      { name: 'Ingrid Solberg', role: 'lecturer', voice: 'female' },
      { name: 'Arjun Mehta', role: 'student', voice: 'male' },
      { name: 'Bianca Costa', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "Before we start today, I need to explain a new safety rule. From next week, no drinks at all are allowed inside the teaching lab, and that includes water bottles. Lab coats must also be worn everywhere in the room, even in the computer corner at the back.",
      },
      {
        speaker: 1,
        text: "Sorry, but that seems a bit much. Our sessions last four hours, and the lab gets really hot in the afternoon. If we can't drink any water for four hours, people are going to feel ill. Surely a closed bottle in a bag is safe enough?",
      },
      {
        speaker: 2,
        text: "I agree with the rule for the benches, because we work with chemicals there. But the computer corner is different. We only type up results there, so I don't really see why we need coats or why we can't have water in that part of the room.",
      },
      {
        speaker: 0,
        text: "I understand both points. The reason is that last term a student put a water bottle down on a bench for a moment, and a chemical splashed onto the top of it. Later they drank from it. Luckily nothing serious happened, but it showed us that bottles end up in the wrong places. And the computer corner shares the same air and the same floor, so spills can reach it.",
      },
      {
        speaker: 2,
        text: "Oh, I didn't know that. That does change things. If chemicals can get that far, then I suppose the coats make sense in the computer corner too.",
      },
      {
        speaker: 1,
        text: "I still think four hours without water is too long, though. Could there be somewhere to drink that isn't inside the lab?",
      },
      {
        speaker: 0,
        text: "Yes, and that's a fair request. We're putting a water station just outside the lab door, and from next week every session will have a ten minute break each hour. You'll take your coat off, wash your hands, and drink outside.",
      },
      {
        speaker: 1,
        text: "Well, with a break every hour, I can accept the rule. That's actually more breaks than we get now.",
      },
      {
        speaker: 2,
        text: "It might even help us concentrate. Could you put a sign on the door, so visitors know the rule as well?",
      },
    ],
    keyPoints: [
      'a new rule banning drinks and requiring coats everywhere',
      'Arjun worried about four hours without water',
      'Bianca thought the computer corner should be different',
      'Ingrid described a bottle splashed with a chemical',
      'Bianca accepted coats once she heard spills can spread',
      'a water station outside and a break every hour',
    ],
    modelAnswer:
      "Ingrid, a lecturer, announced a new lab rule: no drinks inside the lab, not even water, and coats worn everywhere, including the computer corner. Arjun objected because sessions last four hours and the lab gets hot, so he worried about going without water. Bianca accepted the rule at the benches but thought the computer corner should be different, since they only type there. Ingrid then described how a chemical splashed onto a student's bottle last term, and explained that spills can spread to the computer corner because it's the same room. After hearing that, Bianca accepted the coats. Arjun still wanted somewhere to drink, and Ingrid said there will be a water station outside the door and a ten minute break every hour. With those breaks, Arjun accepted the rule, and Bianca asked for a sign on the door.",
    explanation:
      'The summary should include the rule, the two different objections, the safety incident that changed Bianca\'s view, and the water station and hourly breaks that satisfied Arjun.',
  },
  {
    key: 'sgd-007',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Picking a Project Topic',
    complexity: 'EASY',
    speakers: [
      { name: 'Emeka Obi', role: 'student', voice: 'male' },
      { name: 'Hannah Schmidt', role: 'student', voice: 'female' },
      { name: 'Ravi Kumar', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 1,
        text: "We have to hand in our project topic for the research methods module by Friday, so we really need to choose today. I'd like to study how students travel to campus. The data would be easy to collect, and the university might actually use our results to plan bus routes.",
      },
      {
        speaker: 0,
        text: "Travel is alright, Hannah, but it's not very exciting. I'd much rather look at social media and sleep. Everyone's on their phone in bed until two in the morning. People would love answering questions about that, so we'd get lots of responses.",
      },
      {
        speaker: 2,
        text: "I'm not sure about either, to be honest. Social media and sleep has been done by nearly every group in the last few years. Our tutor said she's tired of reading about it. But transport on its own does sound a bit dull. Could we find a more interesting angle on travel?",
      },
      {
        speaker: 1,
        text: "What kind of angle? I'm open to ideas, as long as we can finish it in time.",
      },
      {
        speaker: 2,
        text: "Well, the university built new bike paths last year, but hardly anyone seems to use them. We could ask why students don't cycle. That's a real question with a clear purpose, and it's not something other groups have done.",
      },
      {
        speaker: 0,
        text: "Well, actually that's better than I expected. If the tutor really is tired of the sleep topic, there's no point choosing it. But can we at least use social media to collect the answers? An online survey shared on the student groups would reach far more people than standing outside the library.",
      },
      {
        speaker: 1,
        text: "That's a great idea, Emeka. Let's do that. I can write the survey questions this week, and maybe we can add a few short interviews with students who do cycle, to compare.",
      },
      {
        speaker: 2,
        text: "I'll write the topic description for Friday and send it to you both first. And Emeka, you could be in charge of sharing the survey online.",
      },
      {
        speaker: 0,
        text: "Sure, I'm happy with that. It's a good compromise: the topic is Hannah's, the angle is Ravi's, and at least I get to use social media somewhere.",
      },
    ],
    keyPoints: [
      'choosing a topic for a research methods project',
      'Hannah wanted to study how students travel to campus',
      'Emeka preferred social media and sleep',
      'Ravi said the sleep topic was overdone',
      'they will study why students do not use the bike paths',
      'an online survey shared through social media',
    ],
    modelAnswer:
      "Hannah, Emeka and Ravi had to choose a topic for their research methods project. Hannah wanted to study how students travel to campus, because the data is easy to collect and the university could use the results. Emeka thought that was dull and preferred social media and sleep, which he said people would enjoy answering. Ravi disagreed with both in part: he said the sleep topic is overdone and the tutor is tired of it, but transport alone is boring. So he suggested a new angle, asking why students don't use the new bike paths. Emeka changed his mind, but he asked to collect answers with an online survey shared through social media. They agreed. Hannah will write the questions and add some interviews, Ravi will write the topic description, and Emeka will share the survey.",
    explanation:
      'Name each student\'s first preference, the reason Ravi rejected the popular topic, and the combined plan: the cycling question with an online survey.',
  },
  {
    key: 'sgd-008',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Giving Peer Feedback',
    complexity: 'EASY',
    speakers: [
      { name: 'Nadia Karim', role: 'tutor', voice: 'female' },
      { name: 'Samuel Adeyemi', role: 'student', voice: 'male' },
      { name: 'Elena Petrova', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "In next week's seminar, I'd like to try something new. Everyone will bring a draft of their essay, swap it with another student, and give each other feedback before the final version is due. How do you feel about that?",
      },
      {
        speaker: 1,
        text: "To be honest, I'm not keen. Most of the people in our seminar are my friends, and I don't want to criticise their work. And I'm not sure I'm qualified to judge anyone's essay. Isn't that the tutor's job?",
      },
      {
        speaker: 2,
        text: "I actually like the idea. When I read someone else's essay, I notice problems in my own writing. But I agree with Samuel about friends. Could we do it anonymously, so nobody knows whose essay they're reading? People would be more honest that way.",
      },
      {
        speaker: 0,
        text: "Fully anonymous is hard in a group of twelve, because you'll probably recognise each other's ideas. But you could put a number on your draft instead of your name. And Samuel, you don't need to judge the whole essay. I'll give you a checklist with three questions: is the main argument clear, does each paragraph support it, and are the sources used properly. On top of that, everyone writes one thing the essay does well and one suggestion to improve it, which keeps the feedback kind as well as useful.",
      },
      {
        speaker: 1,
        text: "A checklist would help a lot. If I'm just answering three questions, it feels less like I'm giving a mark and more like I'm checking something specific. But will any of this count towards our grades? That would worry people.",
      },
      {
        speaker: 0,
        text: "No, it won't count towards your grade at all, so there's no pressure. I'll collect the sheets at the end and look through them, and if I see advice that's wrong, I'll mention it in my own comments on your final essay.",
      },
      {
        speaker: 2,
        text: "Numbers instead of names, a checklist, and you checking the comments sounds good to me. If it works, maybe we could do the same for the next essay as well.",
      },
      {
        speaker: 1,
        text: "Okay, then I'm willing to try it. Knowing that it doesn't affect anyone's mark, and that you'll check the comments, makes me much more comfortable about saying what I really think.",
      },
    ],
    keyPoints: [
      'swapping essay drafts for peer feedback in the seminar',
      'Samuel did not want to criticise friends or judge essays',
      'Elena liked the idea but wanted it anonymous',
      'Nadia suggested numbers instead of names and a checklist',
      'one strength and one suggestion, with no effect on grades',
      'Samuel agreed to try it after hearing about the checklist',
    ],
    modelAnswer:
      "Nadia, the tutor, proposed that students swap essay drafts in next week's seminar and give each other feedback. Samuel wasn't keen, because he didn't want to criticise his friends and didn't feel qualified to judge an essay. Elena liked the idea, since reading others' work helps her own writing, but she agreed about friends and wanted it done anonymously. Nadia said full anonymity is hard in a small group, so students will put numbers instead of names on their drafts. She'll also give a checklist of three questions about the argument, paragraphs and sources, and ask for one strength and one suggestion. The feedback won't affect grades, and she'll read the sheets herself to catch bad advice. The checklist reassured Samuel, so in the end he agreed to try it.",
    explanation:
      'Cover the proposal, the two reactions (reluctance and a wish for anonymity), the tutor\'s changes (numbers, a checklist, no grades) and Samuel agreeing to try.',
  },
  {
    key: 'sgd-009',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Volunteers for Welcome Week',
    complexity: 'EASY',
    prediction: { weekly: true },
    speakers: [
      { name: 'Chloe Dubois', role: 'administrator', voice: 'female' },
      { name: 'Tariq Rahman', role: 'student', voice: 'male' },
      { name: 'Yuki Sato', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "Thanks for answering our email. As you know, about four hundred new international students arrive in welcome week, and we need volunteers to meet them at the station, show them round the campus and help with registration. We're hoping current students like you will give some time.",
      },
      {
        speaker: 1,
        text: "I'd be really happy to help. When I arrived two years ago, I was completely lost, and a volunteer showed me where everything was. I was thinking, could we run some campus tours in other languages? I speak Arabic, and I know other students who speak Spanish and Mandarin.",
      },
      {
        speaker: 2,
        text: "Tours in other languages sound great, Tariq. I like the idea of helping too, but I have a concern. Welcome week is a whole week of work, and many of us have part time jobs. If the university needs this much help, shouldn't the volunteers be paid? Otherwise only students who can afford to work for free will take part.",
      },
      {
        speaker: 0,
        text: "First, Tariq, that's a wonderful idea. New students are often tired and nervous, and hearing their own language can make a big difference, though we'd train the tour leaders first so everyone gives the same information. Yuki, that's a fair point, and I'm afraid there's no budget to pay volunteers this year. What we can do is keep the shifts short, no more than three hours each, so people can fit them around their jobs. And the hours count towards the university's careers award, which appears on your final transcript.",
      },
      {
        speaker: 2,
        text: "Short shifts would make a real difference, actually. If it's just one or two shifts, I can do that without losing any work. I still think payment should be considered next year, though.",
      },
      {
        speaker: 1,
        text: "I agree with Yuki that it would be fairer. But the award is useful, and honestly I'd do it anyway. Can I sign up to lead the Arabic and English tours?",
      },
      {
        speaker: 0,
        text: "Of course. I'll put you down for the tours and invite you to the training on the Friday before. Yuki, would you help at the station desk?",
      },
      {
        speaker: 2,
        text: "Yes, one shift at the station on the first morning would be perfect. And I'll put my comment about payment in the volunteer feedback form.",
      },
    ],
    keyPoints: [
      'volunteers are needed to welcome new international students',
      'Tariq suggested campus tours in other languages',
      'Yuki thought volunteers should be paid',
      'Chloe said there is no budget, so shifts are short',
      'volunteering counts towards the careers award',
      'Tariq leads tours and Yuki helps at the station',
    ],
    modelAnswer:
      "Chloe, an administrator, asked Tariq and Yuki to volunteer in welcome week, when about four hundred international students arrive and need help at the station, on campus and with registration. Tariq was keen, because a volunteer helped him when he arrived, and he suggested campus tours in other languages such as Arabic. Chloe liked that and said tour leaders would be trained first. Yuki was concerned that volunteers aren't paid, so only students who can afford it would take part. Chloe said there's no budget this year, but shifts will be short, at most three hours, and the hours count towards the careers award. Short shifts made it possible for Yuki, although she still thinks payment should be considered, and Tariq agreed it would be fairer. In the end, Tariq will lead tours and Yuki will help at the station.",
    explanation:
      'Include the need, Tariq\'s language tours, Yuki\'s fairness concern about pay, the short shifts and award offered instead, and who signed up for what.',
  },
  {
    key: 'sgd-010',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Sleep and Memory Lecture',
    complexity: 'AVERAGE',
    prediction: { monthly: true },
    speakers: [
      { name: 'Isabel Santos', role: 'student', voice: 'female' },
      { name: 'Viktor Novak', role: 'student', voice: 'male' },
      { name: 'Zainab Yusuf', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "That lecture really made me think. If sleep is when the brain strengthens what we learned during the day, then staying up all night before an exam is the worst thing we can do. I've done that before every exam since school. I'm definitely going to stop.",
      },
      {
        speaker: 1,
        text: "I'm not so easily convinced. I've stayed up all night plenty of times and my results have been fine. And if you think about the studies she described, they were small, and they were done in sleep labs with young volunteers memorising lists of words. That's not the same as revising economics, where you need to understand ideas and apply them, not just remember words.",
      },
      {
        speaker: 2,
        text: "You're right that word lists aren't economics, Viktor. But she also said the same pattern appears in lots of different studies, with different kinds of learning, including motor skills and problem solving. One small study wouldn't convince me either, but many studies pointing the same way is harder to ignore.",
      },
      {
        speaker: 1,
        text: "Maybe. Still, people are different. Some people function well on very little sleep. The lecturer even admitted that there's a lot of individual variation. My brother sleeps five hours a night and he's doing a doctorate.",
      },
      {
        speaker: 2,
        text: "She did, but she said the variation was in how much sleep people need, not in whether sleep helps memory. The part I found most useful was about short naps. Apparently even a short nap after studying can help, which is easier to fit in than a full night.",
      },
      {
        speaker: 0,
        text: "So for me the message is simple: study earlier, sleep properly, and maybe nap after a long session. Viktor, why not just try it before the next quiz? If your mark doesn't change, you can say we were wrong.",
      },
      {
        speaker: 1,
        text: "Alright, that's fair. I'll skip the all nighter before next week's quiz and see what happens. I'm not promising to change forever, though.",
      },
      {
        speaker: 2,
        text: "Just remember that one quiz won't prove anything either way. It wouldn't be a proper experiment, because the quizzes are on different topics. But it's a good start, and it's better than ignoring the evidence completely.",
      },
    ],
    keyPoints: [
      'a lecture on how sleep strengthens memory',
      'Isabel decided to stop staying up all night before exams',
      'Viktor doubted small lab studies with word lists',
      'Zainab said many studies show the same pattern',
      'individual variation concerns how much sleep, not whether it helps',
      'Viktor will skip the all nighter before the quiz',
      'one quiz would not be a proper experiment',
    ],
    modelAnswer:
      "Isabel, Viktor and Zainab discussed a lecture saying that sleep strengthens what we learn. Isabel was convinced and decided to stop staying up all night before exams. Viktor was sceptical: his own nights without sleep went fine, and the studies were small lab studies where young volunteers memorised word lists, which isn't like revising economics. Zainab agreed that word lists are different, but pointed out that many studies, with different kinds of learning, show the same pattern. When Viktor said people vary, she explained that the variation is in how much sleep people need, not whether sleep helps memory, and she liked the idea of a short nap after studying. Isabel challenged Viktor to test it, and he agreed to skip the all nighter before next week's quiz. Zainab warned that one quiz would not be a proper experiment.",
    explanation:
      'A good summary separates Isabel\'s acceptance, Viktor\'s doubts about the evidence and Zainab\'s answers to them, then gives the outcome and Zainab\'s caution about the test.',
  },
  {
    key: 'sgd-011',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Moving Seminars Online',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Patricia Nwosu', role: 'administrator', voice: 'female' },
      { name: 'Thomas Whitfield', role: 'lecturer', voice: 'male' },
      { name: 'Leila Ahmadi', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "Thank you both for coming. As you know, the arts building is closing for repairs next term, and we've lost eleven teaching rooms. The simplest solution on the timetable is to move all the Friday afternoon seminars online. I wanted to hear from a lecturer and a student before we decide.",
      },
      {
        speaker: 1,
        text: "I have to say I'm against it. I taught online seminars during the building works three years ago, and the discussions were much weaker. Half the students kept their cameras off, nobody wanted to speak first, and the quieter students disappeared completely. A seminar is supposed to be a conversation, not a broadcast.",
      },
      {
        speaker: 2,
        text: "I can see that, but for many of us, online seminars would be a relief. I live more than an hour from campus, and on Fridays I travel in just for one seminar. That's two hours on the train and quite a lot of money for one hour of teaching.",
      },
      {
        speaker: 1,
        text: "That's a real cost, I accept that. I just worry that convenience is being put ahead of learning. Is there really no room anywhere else on campus?",
      },
      {
        speaker: 0,
        text: "We've checked every building. There's nothing free on Friday afternoons, because that's when the science labs use the shared rooms. I should stress that this is only for one term. The arts building reopens after that, and everything goes back to normal.",
      },
      {
        speaker: 2,
        text: "Could the online seminars be run differently from last time, then? For example, splitting us into small breakout groups of four, with cameras on. It's much harder to hide in a group of four than in a group of twenty.",
      },
      {
        speaker: 1,
        text: "Small groups would help, I'll admit. If each group has to report back a short answer at the end, everyone has a reason to take part. On that basis, and only because it's for one term, I could accept it.",
      },
      {
        speaker: 0,
        text: "That's very helpful. So the plan is: Friday seminars move online for next term only, with small breakout groups, cameras on, and a short report from each group. I'll send guidance to all the lecturers and ask students for feedback halfway through the term.",
      },
    ],
    keyPoints: [
      'Patricia proposed moving Friday seminars online during repairs',
      'Thomas opposed it because online discussions were weaker',
      'Leila welcomed it because she travels over an hour',
      'there is no other room and it is only for one term',
      'Leila suggested small breakout groups with cameras on',
      'Thomas accepted it for one term with group reports',
    ],
    modelAnswer:
      "Patricia, an administrator, explained that the arts building is closing for repairs next term, so she proposed moving the Friday seminars online. Thomas, a lecturer, opposed it, because when he taught online before, discussions were weaker, cameras were off and quieter students disappeared. Leila, a student, welcomed it, since she travels over an hour each way just for one Friday seminar, which costs time and money. Thomas accepted that cost but asked whether there was another room. Patricia said there's no other room, because labs use the shared rooms, and stressed that it's only for one term. Leila then suggested running it differently, with small breakout groups of four and cameras on. Thomas agreed that would help, and with each group reporting back, he accepted it for one term. Patricia will send guidance and collect feedback halfway through.",
    explanation:
      'Give the reason for the proposal, the lecturer\'s objection and the student\'s support with their reasons, then the facts and the breakout idea that led to a one-term compromise.',
  },
  {
    key: 'sgd-012',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Survey or Interviews',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Marcus Bell', role: 'tutor', voice: 'male' },
      { name: 'Ana Ribeiro', role: 'student', voice: 'female' },
      { name: 'Dmitri Volkov', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 1,
        text: "Our research question is why first year students drop out of university sports clubs. I think we should send a questionnaire to as many first years as possible. If we get a few hundred answers, we can show which reasons are the most common, and the results will be much more convincing.",
      },
      {
        speaker: 2,
        text: "But a questionnaire only gives us the reasons we think of in advance. If we offer options like cost or time, people will just tick those. I'd rather do interviews with students who actually left a club. They might tell us something we'd never have guessed, like feeling left out at social events.",
      },
      {
        speaker: 1,
        text: "Interviews take ages though, Dmitri. We'd only manage maybe five or six, and then we can't say anything about first years in general.",
      },
      {
        speaker: 0,
        text: "You're both describing a real trade off. A survey gives you breadth, and interviews give you depth. Many projects combine them. You could run a short survey first, with an open question at the end, and then interview a few students who left, to understand the main reasons in more detail.",
      },
      {
        speaker: 2,
        text: "That would work for me. The survey could also help us find people to interview, if we ask at the end whether they'd be willing to talk to us.",
      },
      {
        speaker: 0,
        text: "Exactly. One practical thing, though. Interviews need ethics approval before you start, because you'll be recording people and asking about personal experiences. The committee usually takes about two weeks to reply, so you'd need to apply this week.",
      },
      {
        speaker: 1,
        text: "Two weeks is a long wait. Could we send the survey while we're waiting for approval? Then the time isn't wasted, and we'll have the survey results ready to shape the interview questions.",
      },
      {
        speaker: 0,
        text: "The survey needs approval too, but it's a much simpler form and it's usually approved within a few days. So yes, apply for both now, start the survey as soon as it's approved, and keep the interviews to around six people so you can finish the analysis on time.",
      },
      {
        speaker: 2,
        text: "Great. I'll write the ethics applications tonight, and Ana, could you draft the survey? Then we'll write the interview questions together once we see the first answers.",
      },
    ],
    keyPoints: [
      'why first year students drop out of sports clubs',
      'Ana wanted a large questionnaire for common reasons',
      'Dmitri wanted interviews to find unexpected reasons',
      'Marcus suggested a survey first and then interviews',
      'interviews need ethics approval that takes two weeks',
      'apply now, survey first, about six interviews',
    ],
    modelAnswer:
      "Ana, Dmitri and their tutor Marcus discussed how to research why first year students drop out of sports clubs. Ana wanted a large questionnaire, because hundreds of answers would show the most common reasons convincingly. Dmitri disagreed, saying a questionnaire only offers the reasons you expect, so he preferred interviews with students who left, to find unexpected reasons like feeling left out. Ana replied that a few interviews can't say much about first years in general. Marcus described this as a choice between breadth and depth and suggested combining them: a survey first, then interviews. Dmitri liked that and added that the survey could find interviewees. Marcus warned that interviews need ethics approval, which takes about two weeks. So they'll apply now, start the survey once it's approved, and keep to about six interviews.",
    explanation:
      'Contrast the two methods and the reason each student gave, show how the tutor combined them, and mention the ethics approval that shaped the timetable.',
  },
  {
    key: 'sgd-013',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Disposable Cups on Campus',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Olivia Grant', role: 'student', voice: 'female' },
      { name: 'Ahmed Saleh', role: 'administrator', voice: 'male' },
      { name: 'Minjun Park', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 0,
        text: "The sustainability society has collected more than a thousand signatures, and our request is simple: the campus cafes should stop using disposable cups completely. Thousands of them are thrown away every day, and most can't be recycled because of the plastic lining.",
      },
      {
        speaker: 1,
        text: "I respect the campaign, Olivia, and I agree the waste is a problem. But as catering manager, I have to think about the business. A lot of our customers are visitors and staff who grab a coffee on the way to a meeting. If they can't get a takeaway cup, they'll buy their coffee in town, and the cafes will lose money that pays for staff.",
      },
      {
        speaker: 2,
        text: "Can I suggest something in between? Other universities have tried adding a small charge to disposable cups instead of banning them. From what I've read, that changed people's habits quite a lot, because nobody likes paying extra for something they could avoid.",
      },
      {
        speaker: 0,
        text: "A charge sounds weaker than a ban, though. People with money will just pay it and carry on as before.",
      },
      {
        speaker: 2,
        text: "Some will, but the point is that most people change when there's a cost, even a small one. And if the cafes sold cheap reusable cups at the same time, it would be easy to switch.",
      },
      {
        speaker: 1,
        text: "A charge is something I could accept. Customers still have a choice, so we won't lose the visitors. My only condition is that the money raised goes somewhere people can see, otherwise it'll look like we're just making a profit.",
      },
      {
        speaker: 2,
        text: "The money could pay for free reusable cups for every new first year student. That way the charge pays for its own solution.",
      },
      {
        speaker: 0,
        text: "Alright, I'm willing to accept a charge as a first step, as long as we review it. If after a year fewer than half of the drinks are sold in reusable cups, the society will ask for a full ban again. Can we agree on that?",
      },
      {
        speaker: 1,
        text: "That's fair. We'll introduce a small charge in January, give the money to free cups for first years, and I'll share the sales figures with the society at the end of the year.",
      },
    ],
    keyPoints: [
      'whether campus cafes should stop using disposable cups',
      'Olivia wanted a complete ban on disposable cups',
      'Ahmed feared losing visitors and money with a ban',
      'Minjun suggested a charge and cheap reusable cups',
      'the charge money pays for free cups for first years',
      'a charge from January with a review after a year',
    ],
    modelAnswer:
      "Olivia, from the sustainability society, asked for a complete ban on disposable cups in the campus cafes, since thousands are thrown away daily and most can't be recycled. Ahmed, the catering manager, agreed the waste is a problem but feared that visitors and staff would buy coffee in town, so the cafes would lose money. Minjun suggested a middle way: a small charge on disposable cups, which has changed habits at other universities, along with cheap reusable cups. Olivia thought a charge was weaker than a ban, but Minjun argued that most people change when there's a cost. Ahmed accepted a charge if the money was spent visibly, and Minjun proposed using it for free cups for first years. Olivia agreed to the charge as a first step, with a review after a year and a ban if reusable cups stay below half.",
    explanation:
      'State the ban, the business objection and the charge as the middle way, then the conditions each side attached: visible use of the money and a review after a year.',
  },
  {
    key: 'sgd-014',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Late Submission Penalties',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Rachel Adams', role: 'administrator', voice: 'female' },
      { name: 'Kofi Boateng', role: 'lecturer', voice: 'male' },
      { name: 'Ines Duarte', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 2,
        text: "As student representative, I've been asked to raise the late submission rule. At the moment you lose five marks for every day an assignment is late, starting one minute after the deadline. Students are asking for a grace period of two days with no penalty. Things go wrong, computers crash, people get ill.",
      },
      {
        speaker: 1,
        text: "I sympathise, Ines, but I'm not sure a grace period solves anything. If everyone gets two extra days, the real deadline simply becomes two days later, and people will plan their work around that. Deadlines exist partly because in any job you have to deliver on time.",
      },
      {
        speaker: 0,
        text: "Can I add what we see in the faculty office? The students who have a genuine problem are supposed to request an extension and provide evidence, like a doctor's note. But we receive hundreds of requests each term, and it often takes us a week to process them. By the time a student hears back, the deadline has already passed.",
      },
      {
        speaker: 2,
        text: "That's exactly the problem. Students don't know whether they'll be penalised, so they hand in rushed work instead. A grace period would take the pressure off everyone, including your office.",
      },
      {
        speaker: 1,
        text: "What if the solution is to make extensions easier, rather than removing the deadline for everyone? For a short extension, say two days, a student could simply declare that they had a problem, without any evidence. The penalty would still apply to anyone who just hands in late.",
      },
      {
        speaker: 0,
        text: "That would help us enormously. If short extensions didn't need evidence, we could approve them automatically and focus our time on the serious cases. We would need a limit, though, perhaps twice a year per student, or people might use it for every assignment.",
      },
      {
        speaker: 2,
        text: "I came in asking for a grace period for everyone, but I think this is actually fairer. Students who are organised aren't punished, and students with a problem get help quickly. Twice a year seems reasonable to me.",
      },
      {
        speaker: 0,
        text: "Then I'll write this up as a proposal for the faculty committee next month: a self declared two day extension, twice a year, with the current penalty staying for everything else. Ines, could you survey students on it first, so I can include their views?",
      },
    ],
    keyPoints: [
      'changing the penalty for late assignments',
      'Ines asked for a two day grace period for everyone',
      'Kofi feared the deadline would simply move later',
      'Rachel said extension requests take a week to process',
      'Kofi proposed a self declared two day extension without evidence',
      'a limit of twice a year, proposed to the faculty committee',
    ],
    modelAnswer:
      "Ines, the student representative, raised the rule that students lose five marks for each day an assignment is late, and she asked for a two day grace period for everyone. Kofi, a lecturer, sympathised but feared the deadline would simply move two days later, and he said meeting deadlines matters in any job. Rachel, from the faculty office, explained that extension requests need evidence and often take a week to process, so students hear back too late. Ines said this leads to rushed work. Kofi then proposed a self declared two day extension that needs no evidence, while the penalty stays for anyone else who is late. Rachel welcomed it because it would save her office time, but she wanted a limit of twice a year. Ines agreed it was fairer, so Rachel will propose it to the faculty committee after Ines surveys students.",
    explanation:
      'Report the original request, the lecturer\'s objection, the office\'s delay problem, and the self-declared extension with its yearly limit that all three accepted.',
  },
  {
    key: 'sgd-015',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Heat Island Case Study',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Sara Lindgren', role: 'tutor', voice: 'female' },
      { name: 'Mateo Silva', role: 'student', voice: 'male' },
      { name: 'Noor Al-Sayed', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 0,
        text: "So, after this morning's lecture on urban heat islands, your group needs to choose a city for your case study. Remember the main idea: cities are warmer than the countryside around them, especially at night, because of dark surfaces, buildings and a lack of trees. Which city are you thinking of?",
      },
      {
        speaker: 1,
        text: "I'd like to do Tokyo. It's one of the most studied cities in the world, so there's loads of published data and maps. We could write a really detailed report without having to collect anything ourselves.",
      },
      {
        speaker: 2,
        text: "But that's exactly my worry, Mateo. If everything's already been studied, our report would just repeat what others found. I'd rather study our own city. The department lends out small temperature loggers, and we could put them in different places and collect our own data.",
      },
      {
        speaker: 1,
        text: "Our own data sounds nice, but we only have five weeks. What if the loggers break, or we don't collect enough readings? With Tokyo, at least we know the data exists.",
      },
      {
        speaker: 0,
        text: "You're both raising sensible points. Original data usually earns more credit, because it shows you can apply the ideas yourselves. But Mateo is right that fieldwork carries risk in a short project. Five weeks is enough for loggers, though, if you start quickly and keep the design simple.",
      },
      {
        speaker: 2,
        text: "We could keep it simple. Three loggers: one in the park, one in the big car park, and one in the housing area near the station. Then we compare the night temperatures.",
      },
      {
        speaker: 1,
        text: "Okay, I'm coming round to it. Three loggers in three different places is simple enough that even if one fails, we still have something to compare. But could we still use Tokyo somehow? I spent the whole weekend reading about it.",
      },
      {
        speaker: 0,
        text: "Yes, and that would strengthen the report. Use the published Tokyo research as a comparison in your discussion section. If your results show the same pattern on a smaller scale, that's a good point to make. If they don't, explaining why is even more interesting.",
      },
      {
        speaker: 2,
        text: "Perfect. I'll borrow the loggers tomorrow, and Mateo can write the background on Tokyo while we collect data.",
      },
    ],
    keyPoints: [
      'choosing a city for a case study on urban heat islands',
      'Mateo wanted Tokyo because of the published data',
      'Noor wanted their own city with temperature loggers',
      'Mateo worried about the risk of fieldwork in five weeks',
      'Sara said original data earns more credit if kept simple',
      'three loggers locally, with Tokyo used as a comparison',
    ],
    modelAnswer:
      "After a lecture on urban heat islands, Sara, the tutor, asked Mateo and Noor which city they would choose for their case study. Mateo wanted Tokyo, because it's well studied and there's plenty of published data, so they wouldn't need to collect any. Noor worried that would just repeat others' findings, so she wanted to study their own city using temperature loggers from the department. Mateo was concerned about the risk of fieldwork in only five weeks. Sara said original data usually earns more credit and five weeks is enough if the design is kept simple. Noor proposed three loggers, in a park, a car park and a housing area, to compare night temperatures. Mateo came round to the idea, and Sara suggested using the Tokyo research as a comparison. Noor will borrow the loggers and Mateo will write about Tokyo.",
    explanation:
      'Include the choice between published data and original fieldwork, the risk Mateo raised, the tutor\'s advice, and the final design that uses both.',
  },
  {
    key: 'sgd-016',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Printed Books or E-books',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    speakers: [
      { name: 'Margaret Oduya', role: 'librarian', voice: 'female' },
      { name: 'Paul Henderson', role: 'lecturer', voice: 'male' },
      { name: 'Lars Eriksen', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 0,
        text: "As you may have heard, the library's book budget has been cut by a fifth next year. My proposal is to stop buying printed copies of any textbook that's also available as an e-book. That would save a lot of money, and the e-books can be read from anywhere.",
      },
      {
        speaker: 1,
        text: "I understand the pressure, Margaret, but I'm worried about what that means for subjects like history. Many of the works my students need are older and simply aren't available digitally. And honestly, reading a long, difficult book on a screen is tiring. My students take better notes from print.",
      },
      {
        speaker: 2,
        text: "From a student's point of view, I'd actually welcome more e-books. At the moment there's often one printed copy of a core textbook for a class of eighty. If someone borrows it before an essay deadline, the rest of us can't get it. With an e-book, I can read at midnight from my room.",
      },
      {
        speaker: 0,
        text: "That's one of the main reasons for the proposal. Although I should be honest about one problem. Not all e-book licences are the same. Some publishers only allow one reader at a time, which is no better than a single printed copy. Others allow unlimited readers, but they cost more.",
      },
      {
        speaker: 2,
        text: "Oh, I didn't realise that. So switching to e-books doesn't automatically solve the waiting problem. It depends on which licence the library buys.",
      },
      {
        speaker: 1,
        text: "Then perhaps the rule should depend on the book, not the format. For core textbooks that a whole class needs at once, unlimited e-book licences make sense. But for older works, or books that are read closely over weeks, print should stay.",
      },
      {
        speaker: 0,
        text: "That's a reasonable approach, and it fits the budget better than I expected, because the expensive licences would only be for a small number of core texts. I'd need lecturers to tell me which printed titles are essential, though, or every department will say all of them.",
      },
      {
        speaker: 1,
        text: "Fair enough. I'll send you a short list of essential print titles for history, and I'll ask my colleagues to keep their lists short as well.",
      },
      {
        speaker: 2,
        text: "And could the library show on the catalogue how many people can read each e-book at once? That would save students a lot of frustration.",
      },
    ],
    keyPoints: [
      'the library book budget has been cut',
      'Margaret proposed e-books instead of printed textbooks',
      'Paul said older history works are not digital and screens tire readers',
      'Lars welcomed e-books because printed copies are hard to borrow',
      'some e-book licences allow only one reader at a time',
      'unlimited licences for core texts and print for essential titles',
    ],
    modelAnswer:
      "Margaret, a librarian, explained that the book budget has been cut by a fifth, so she proposed buying e-books instead of printed textbooks. Paul, a history lecturer, was worried, because many older works aren't available digitally and reading long books on a screen is tiring. Lars, a student, welcomed e-books, since there's often only one printed copy of a core textbook and it's hard to borrow before deadlines. Margaret then admitted that some e-book licences allow only one reader at a time, while unlimited licences cost more, which surprised Lars. Paul suggested deciding by the book rather than the format: unlimited licences for core texts a whole class needs, and print for older works and close reading. Margaret agreed it fits the budget, and Paul will send a list of essential print titles. Lars also asked for the catalogue to show reader limits.",
    explanation:
      'A complete summary gives the budget cut and proposal, the lecturer\'s and student\'s opposite reactions, the licence problem, and the book-by-book rule they settled on.',
  },
  {
    key: 'sgd-017',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'A Missing Group Member',
    complexity: 'AVERAGE',
    speakers: [
      { name: 'Carmen Vidal', role: 'student', voice: 'female' },
      { name: 'Ibrahim Diallo', role: 'student', voice: 'male' },
      { name: 'Ewan MacLeod', role: 'tutor', voice: 'male' },
    ],
    turns: [
      {
        speaker: 0,
        text: "Thanks for seeing us, Ewan. We have a problem with our group report. Lewis was supposed to write the section on costs, and he hasn't sent anything or come to the last three meetings. The deadline is in ten days. I think his name should be taken off the report, because he hasn't done any work.",
      },
      {
        speaker: 1,
        text: "I'm frustrated too, but I'm not sure that's fair yet. None of us has actually asked Lewis what's going on. He seemed really keen at the start of term. Maybe something has happened, like illness or a family problem. I'd want to talk to him before we report him.",
      },
      {
        speaker: 2,
        text: "Ibrahim is right that the first step is to contact him. The course rules say groups must try to sort out problems themselves before a tutor gets involved. But Carmen, you're also right to raise it now, and not the day before the deadline. Have you kept any record of the meetings he missed?",
      },
      {
        speaker: 0,
        text: "We have the messages where we set up the meetings, and the shared document shows he hasn't edited it. But what if we wait and he still does nothing? We'll be writing his section at the last minute.",
      },
      {
        speaker: 2,
        text: "That's a reasonable concern. I suggest you give him a clear deadline. If he hasn't replied by Friday, divide his section between the two of you and send me a short note saying so. At the end, everyone fills in a peer assessment form, and individual marks can be adjusted if someone contributed much less.",
      },
      {
        speaker: 1,
        text: "That sounds fair to everyone. I'll message Lewis today and ask him directly whether he can still do the costs section. If he's having a hard time, he might be able to do a smaller part.",
      },
      {
        speaker: 0,
        text: "Okay, I'll accept that. I didn't know about the peer assessment form, and knowing that marks can be adjusted makes me less worried about it being unfair. But if Friday comes and there's nothing, I want us to move on.",
      },
      {
        speaker: 2,
        text: "Agreed. And keep saving those messages and the document history. If Lewis does have a serious problem, point him to student support, because he may be able to get an extension of his own.",
      },
    ],
    keyPoints: [
      'a group member has not written his section or attended meetings',
      'Carmen wanted his name removed from the report',
      'Ibrahim wanted to talk to Lewis first',
      'Ewan said groups must try to solve problems themselves',
      'if there is no reply by Friday they divide his section',
      'a peer assessment form can adjust individual marks',
    ],
    modelAnswer:
      "Carmen and Ibrahim told their tutor, Ewan, that Lewis hasn't written his section on costs or attended the last three meetings, with ten days left before the deadline. Carmen wanted his name removed from the report. Ibrahim was also frustrated but wanted to talk to Lewis first, because he might be ill or have a family problem. Ewan agreed that contacting him comes first, since the rules say groups must try to solve problems themselves, but he also praised Carmen for raising it early and asked about records. Carmen worried they'd end up writing his part at the last minute, so Ewan suggested a deadline: if there's no reply by Friday, they divide his section and tell him. He also mentioned a peer assessment form that can adjust individual marks, which reassured Carmen. Ibrahim will message Lewis today.",
    explanation:
      'Show the two student reactions, the tutor\'s steps (contact first, keep records, a Friday deadline) and the peer assessment form that made the plan acceptable to Carmen.',
  },
  {
    key: 'sgd-018',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Studying Public Forum Posts',
    complexity: 'HARD',
    speakers: [
      { name: 'Alice Thornton', role: 'lecturer', voice: 'female' },
      { name: 'Jun Chen', role: 'student', voice: 'male' },
      { name: 'Amani Njoroge', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "For my dissertation, I want to analyse how people describe anxiety on a large public forum. The posts are open for anyone to read, so I don't see why I'd need consent. I'd simply collect a few thousand posts and look at the language people use, including some direct quotations to illustrate the patterns.",
      },
      {
        speaker: 2,
        text: "I'm not comfortable with that, Jun. Public isn't the same as expecting to be studied. People write about their mental health on those forums because they feel they're among others who understand. And if you quote them word for word, anyone could paste the sentence into a search engine and find the original post, along with the user name.",
      },
      {
        speaker: 0,
        text: "You're both touching on the central question the ethics committee will ask. Whether data is publicly available is only one consideration. They'll also look at how sensitive the topic is, and whether individuals could be identified. Anxiety is clearly sensitive, so Amani's point about direct quotations is a serious one.",
      },
      {
        speaker: 1,
        text: "But if I had to ask thousands of people for permission, almost no online research would be possible, and researchers analyse public posts all the time. So are you saying I can't use quotations at all? The whole point is the language. If I paraphrase, I lose exactly what I'm trying to study.",
      },
      {
        speaker: 0,
        text: "Not necessarily. You could analyse the language across all the posts, in aggregate, for example which words and metaphors are most frequent, and report those patterns without reproducing any full sentence. Where you need an illustration, you could use short fragments that can't be searched. You should also ask the forum's moderators for permission and never store user names.",
      },
      {
        speaker: 2,
        text: "That would address most of my concerns. The people being studied wouldn't be exposed, and the moderators could even tell members about the research, which feels more respectful.",
      },
      {
        speaker: 1,
        text: "I think I can live with that. Counting patterns across thousands of posts is actually closer to what I wanted than picking out a few quotations. I'll contact the moderators this week and rewrite the application without user names or full quotes.",
      },
      {
        speaker: 0,
        text: "Good. Because of the topic, it will go to the full committee rather than the quick review, so submit it early. And mention in your method chapter why you made these choices, since examiners value that.",
      },
    ],
    keyPoints: [
      'researching anxiety posts on a public forum for a dissertation',
      'Jun thought public posts needed no consent',
      'Amani said quotations could identify people and expose them',
      'Alice said sensitivity and identification matter, not only public access',
      'analyse language in aggregate with no full quotations or user names',
      'ask the moderators and apply early to the full committee',
    ],
    modelAnswer:
      "Jun wants to analyse how people describe anxiety on a public forum for his dissertation, and he thought that because the posts are public he didn't need consent and could quote them directly. Amani disagreed, saying public isn't the same as expecting to be studied, and that quotations could identify people through a search engine. Alice, their lecturer, said the ethics committee looks not only at public access but also at how sensitive the topic is and whether people can be identified, and anxiety is sensitive. Jun replied that asking permission would make online research impossible and that he'd lose the language he wants to study. She suggested analysing patterns in aggregate without full quotations, asking the moderators, and never storing user names. Amani was satisfied, and Jun accepted it as close to his aim. He'll apply early to the full committee.",
    explanation:
      'The summary should capture the ethical disagreement, the criteria the lecturer said the committee uses, and the changes to the method that both students accepted.',
  },
  {
    key: 'sgd-019',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Sample Size and Pilots',
    complexity: 'HARD',
    prediction: { monthly: true },
    speakers: [
      { name: 'Gabriel Fontaine', role: 'tutor', voice: 'male' },
      { name: 'Harriet Cole', role: 'student', voice: 'female' },
      { name: 'Sanjay Iyer', role: 'student', voice: 'male' },
    ],
    turns: [
      {
        speaker: 1,
        text: "Our experiment tests whether background music affects reading comprehension. We've written the materials, so I'd like to start testing next week. We'll put thirty participants in a silent group and thirty in a music group, then compare their scores. The sooner we start, the more time we'll have for the analysis.",
      },
      {
        speaker: 2,
        text: "I'd rather we ran a small pilot first. When I tried the instructions on my flatmate, she misunderstood the task and read the passage twice. If that happens in the real study, the data could be useless, and we can't repeat it.",
      },
      {
        speaker: 1,
        text: "A pilot would cost us a whole week, though, and we're already behind. Couldn't we just rewrite the instructions more clearly and go ahead?",
      },
      {
        speaker: 0,
        text: "There's a more fundamental issue I'd like to raise first. The studies you cited found only small effects of music on reading. With an effect that small and only thirty people per group, you'd have a low chance of detecting it even if it's real. You might well conclude there's no effect when there actually is one. But before you panic, that doesn't mean recruiting hundreds of people in a month. There's a better design. If each participant reads one passage in silence and another with music, you compare every person with themselves. That removes a lot of the variation between individuals, so you need far fewer people. You'd have to vary the order, so half of them hear music first, and use passages of equal difficulty.",
      },
      {
        speaker: 2,
        text: "That design actually makes the pilot even more important. We'd need to check that the two passages really are equally hard, and that people can follow the instructions for both conditions.",
      },
      {
        speaker: 1,
        text: "Alright, I'm convinced, and I'm relieved we found this out now rather than after testing sixty people. If the new design needs fewer participants, the week we spend on a pilot isn't really lost, because recruitment will be quicker. Let's pilot with five people next week.",
      },
      {
        speaker: 0,
        text: "Good. Then aim for around forty participants in the main study, each doing both conditions. Send me the pilot results and the revised instructions before you begin, and I'll check the passages with you.",
      },
    ],
    keyPoints: [
      'an experiment on background music and reading comprehension',
      'Harriet wanted to start with two groups of thirty',
      'Sanjay wanted a pilot because the instructions confused people',
      'Gabriel said thirty per group could miss a small effect',
      'each participant reads in both conditions with the order varied',
      'a pilot with five people, then about forty participants',
    ],
    modelAnswer:
      "Harriet, Sanjay and their tutor Gabriel discussed an experiment on whether background music affects reading comprehension. Harriet wanted to start next week, with thirty participants in a silent group and thirty with music. Sanjay wanted a pilot first, because his flatmate misunderstood the instructions, but Harriet thought it would waste a week. Gabriel raised a bigger problem: earlier studies found small effects, so with thirty per group they could miss a real effect. Instead of recruiting hundreds of people, Gabriel suggested that each participant reads in both conditions, with the order varied and passages of equal difficulty, which needs far fewer people. Sanjay said this made the pilot even more important, to check the passages and instructions. Harriet was convinced, so they'll pilot with five people and then test about forty participants.",
    explanation:
      'Report both students\' plans, the tutor\'s point about a small effect and sample size, the within-person design he proposed, and how it changed Harriet\'s view of the pilot.',
  },
  {
    key: 'sgd-020',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Are Nudges Manipulative',
    complexity: 'HARD',
    speakers: [
      { name: 'Beatriz Campos', role: 'lecturer', voice: 'female' },
      { name: 'Andre Lemaire', role: 'student', voice: 'male' },
      { name: 'Lena Hoffmann', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "I have to say, the lecture on nudges left me uneasy. Putting people into a pension scheme automatically, or placing fruit at eye level in the canteen, might produce good outcomes, but it works by going around people's reasoning rather than through it. That seems like manipulation, even when the intentions are good.",
      },
      {
        speaker: 2,
        text: "I see it differently, Andre. Nobody is forced to do anything. You can leave the pension scheme or walk past the fruit. And there's no such thing as a neutral canteen. The food has to be arranged somehow, so something will always influence our choices. Why not arrange it in a way that helps people?",
      },
      {
        speaker: 1,
        text: "The fact that influence is unavoidable doesn't make every influence acceptable. An advertiser arranging a shop to sell more sweets is also influencing people, and we wouldn't call that respectful of their freedom.",
      },
      {
        speaker: 0,
        text: "This is exactly the debate in the literature. One useful test is transparency: would the nudge still work if people were told about it openly? A default pension scheme usually still works when it's announced, because people mostly stay in through inertia, not deception. A nudge that only works because people don't notice it is much harder to defend.",
      },
      {
        speaker: 2,
        text: "That's helpful, and I'd accept it. But I'd add that the opt out has to be genuinely easy. If leaving the scheme means a long form and three phone calls, then the freedom to choose is only on paper.",
      },
      {
        speaker: 1,
        text: "I can agree with the transparency test for things like defaults. Where I'd still object is when nudges play on fear or shame, for example messages saying your neighbours all pay their taxes on time. Even if that's announced openly, it's using social pressure rather than giving reasons.",
      },
      {
        speaker: 0,
        text: "That's a fair distinction, and some philosophers make exactly that argument. You might structure your essay around it: defaults that pass the transparency test on one side, and nudges that exploit emotions on the other. Lena's point about a genuinely easy opt out would be a good condition to add.",
      },
      {
        speaker: 2,
        text: "So we agree more than we thought. Most defaults are acceptable if they're open and easy to leave, and the real disagreement is about emotional nudges.",
      },
    ],
    keyPoints: [
      'whether nudges from the lecture are manipulative',
      'Andre said nudges bypass reasoning even with good intentions',
      'Lena said there is no neutral design and people can opt out',
      'Beatriz proposed a transparency test for acceptable nudges',
      'Lena added that the opt out must be genuinely easy',
      'Andre still objects to nudges that exploit fear or shame',
    ],
    modelAnswer:
      "After a lecture on nudges, Andre, Lena and their lecturer Beatriz discussed whether nudges are manipulative. Andre felt that automatic pension enrolment or fruit at eye level bypass people's reasoning, so they're manipulation even with good intentions. Lena disagreed, because people can still opt out and there's no neutral design, so influence might as well help people. Andre replied that unavoidable influence isn't always acceptable, comparing it to advertising. Beatriz offered a transparency test: a nudge is easier to defend if it still works when people are told about it, as default pensions usually do. Lena accepted this but added that the opt out must be genuinely easy. Andre agreed for defaults, but he still objects to nudges that exploit fear or shame through social pressure. Beatriz suggested building their essay around that distinction, and they found they agree more than they thought.",
    explanation:
      'This harder discussion needs the two opposing views, the transparency test offered by the lecturer, and the narrowed disagreement at the end about emotional nudges.',
  },
  {
    key: 'sgd-021',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Writing Tools in Coursework',
    complexity: 'HARD',
    prediction: { weekly: true, monthly: true },
    speakers: [
      { name: 'Victoria Osei', role: 'administrator', voice: 'female' },
      { name: 'Martin Kowalski', role: 'lecturer', voice: 'male' },
      { name: 'Fatima Idrissi', role: 'student', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "My position is simple. In my module, essays should be the student's own thinking and writing, so I want automatic writing tools banned from assessed work completely. If a machine drafts the argument, I'm marking the machine, not the student.",
      },
      {
        speaker: 2,
        text: "I understand the worry, but a ban won't work in practice. Students are going to use these tools whether they're allowed or not, and in most jobs we'll be expected to use them. I think the university should teach us to use them responsibly, rather than pretending they don't exist.",
      },
      {
        speaker: 1,
        text: "But surely a ban can be enforced. There are programs that detect machine written text.",
      },
      {
        speaker: 0,
        text: "I'd be very careful there. In the academic integrity office, we've already seen cases where detection software flagged essays that students had written entirely themselves, often students writing in a second language. Those accusations were extremely stressful, and we couldn't prove anything either way. We no longer accept a detection score as evidence on its own. What several departments do instead is ask students to declare how they used any tools, and they list which uses are allowed. Some have also added a short conversation about the essay, where the student explains their argument. Someone who didn't write it usually struggles to explain it.",
      },
      {
        speaker: 2,
        text: "A declaration makes sense to me. I'm less sure about the conversation, though. For international students, speaking under pressure can be harder than writing, and we might lose marks for our English rather than our ideas.",
      },
      {
        speaker: 1,
        text: "I didn't realise the detectors were that unreliable, and that does change my view. If we can't detect it, a ban is only a rule on paper. As for the conversation, it shouldn't be marked on fluency at all. It would only check that the ideas are the student's own. On that basis, I can accept allowing tools for brainstorming and checking grammar, if it's declared, but not for drafting the argument itself.",
      },
      {
        speaker: 2,
        text: "That's a fair compromise. Would you try it in your module first, before it becomes a rule for everyone?",
      },
      {
        speaker: 0,
        text: "A trial is a good idea. I'll send you the declaration form the other departments use, and at the end of term we can look at what students declared and how the conversations went.",
      },
    ],
    keyPoints: [
      'whether writing tools should be allowed in assessed essays',
      'Martin wanted the tools banned completely',
      'Fatima said a ban cannot work and students need responsible use',
      'Victoria said detection software wrongly flagged genuine essays',
      'a declaration of use and a short conversation about the essay',
      'tools allowed for brainstorming and grammar but not drafting',
      'the conversation is not marked on fluency',
    ],
    modelAnswer:
      "Martin, a lecturer, wanted automatic writing tools banned from assessed essays, because otherwise he'd be marking the machine rather than the student. Fatima, a student, argued that a ban can't work, since students will use the tools anyway and will need them at work, so they should learn responsible use. Martin thought detection software could enforce a ban, but Victoria, from the academic integrity office, said detectors have wrongly flagged essays students wrote themselves, often second language writers, so a detection score is no longer accepted as evidence. She described what other departments do: a declaration of tool use with a list of allowed uses, and a short conversation about the essay. Fatima supported the declaration but worried the conversation would penalise international students' English, so Martin agreed it wouldn't be marked on fluency. He'll allow declared use for brainstorming and grammar, but not drafting, and he'll trial it in his module first.",
    explanation:
      'A strong summary shows how the administrator\'s evidence on unreliable detection moved the lecturer from a ban to declared, limited use, and includes the condition Fatima secured about fluency.',
  },
  {
    key: 'sgd-022',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'After the Replication Lecture',
    complexity: 'HARD',
    speakers: [
      { name: 'Naomi Fischer', role: 'student', voice: 'female' },
      { name: 'Kaveh Rostami', role: 'student', voice: 'male' },
      { name: 'Peter Galloway', role: 'lecturer', voice: 'male' },
    ],
    turns: [
      {
        speaker: 1,
        text: "Honestly, that lecture shook my confidence. If so many famous psychology experiments failed when other teams repeated them, why should we believe anything in our textbooks? It makes me wonder whether psychology is a real science at all.",
      },
      {
        speaker: 0,
        text: "I took the opposite message from it, Kaveh. The failures were discovered by psychologists themselves, by repeating each other's studies. That's exactly what a science is supposed to do. A field that checks its own results and admits its mistakes is behaving scientifically, not failing.",
      },
      {
        speaker: 2,
        text: "You've each taken half of the story. Naomi is right that replication is science working as it should. But Kaveh's unease is justified too, because the problems had clear causes. Many original studies used very small samples, researchers could try several analyses and report the one that worked, and journals preferred exciting positive results over studies that found nothing.",
      },
      {
        speaker: 1,
        text: "So the system itself encouraged unreliable results. And if the reforms only started about ten years ago, then most of what's in our textbooks was produced under the old system and has never been checked.",
      },
      {
        speaker: 2,
        text: "That's a fair point, and it's why I'd never ask you to accept a textbook claim just because it's printed. Today researchers increasingly register their hypotheses and analysis plans before collecting data, many labs pool their participants into very large samples, and more journals publish studies with null results. Those changes address the causes directly.",
      },
      {
        speaker: 0,
        text: "I'll admit I was a bit too positive. Self correction only happened because a few people pushed very hard, and for years the field resisted them. It wasn't automatic.",
      },
      {
        speaker: 1,
        text: "And I was too quick to dismiss the whole subject. If the reforms work, newer findings should be more trustworthy. So the sensible attitude is to ask, for each claim, whether it's been replicated.",
      },
      {
        speaker: 2,
        text: "Exactly. For your coursework, whenever you cite a classic finding, check whether it has been repeated with a large sample, and say so in your essay. Examiners will value that far more than simply repeating the textbook.",
      },
      {
        speaker: 0,
        text: "That's a good habit to build. Could we look up a couple of the studies from today's lecture together next week and practise doing that?",
      },
    ],
    keyPoints: [
      'a lecture on psychology findings that failed to replicate',
      'Kaveh doubted whether psychology is a real science',
      'Naomi saw replication failures as science correcting itself',
      'Peter named small samples, flexible analysis and publication bias',
      'reforms include registered plans, large samples and null results',
      'both students moderated their views',
      'check whether cited findings have been replicated',
    ],
    modelAnswer:
      "After a lecture on psychology findings that failed to replicate, Kaveh said it made him doubt whether psychology is a real science. Naomi saw it the other way: psychologists found the failures themselves, so the field was correcting itself, as science should. Peter, their lecturer, said each had half the story. Replication is science working, but the problems had causes: small samples, flexible analysis and journals preferring positive results. Kaveh added that most textbook findings come from before the reforms and haven't been checked, and Peter agreed, describing reforms such as registering analysis plans in advance, very large shared samples and publishing null results. Both students then moderated their views. Naomi admitted self correction was slow and resisted, and Kaveh accepted that newer findings may be more trustworthy. Peter advised them to check whether any finding they cite has been replicated.",
    explanation:
      'Capture the two opposite readings of the lecture, the causes and reforms the lecturer explained, and the way both students moderated their positions before the practical advice.',
  },
  {
    key: 'sgd-023',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Fieldwork in a Wetland',
    complexity: 'HARD',
    speakers: [
      { name: 'Rosa Quintero', role: 'lecturer', voice: 'female' },
      { name: 'Elliot Harper', role: 'student', voice: 'male' },
      { name: 'Ji-woo Han', role: 'administrator', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "For my thesis I want to compare insect populations in the wetland reserve with farmland nearby. The reserve is perfect, because it's been protected for decades. I'd like to start setting traps in three weeks, at the beginning of spring, since that's when insect numbers rise fastest.",
      },
      {
        speaker: 0,
        text: "It's a strong project, Elliot, and the reserve is the right place for it. My concern is timing. Early spring is also when the wading birds start nesting there. If you're walking through the reeds every week checking traps, you could disturb nests, and some of those species are in serious decline.",
      },
      {
        speaker: 2,
        text: "There's a practical problem as well. Any work in the reserve needs a permit from the conservation authority, and at the moment they're taking around six weeks to respond. Trapping in the breeding season also needs extra conditions. And the university's insurance requires a safety plan for fieldwork in wet ground, which normally means you can't go alone.",
      },
      {
        speaker: 1,
        text: "Six weeks would mean missing the start of the season completely, which is the part I'm most interested in. Is there really no faster route?",
      },
      {
        speaker: 2,
        text: "Not for the reserve, I'm afraid. The authority doesn't make exceptions for student projects.",
      },
      {
        speaker: 0,
        text: "Then let's adapt the design rather than fight the calendar. You could start at a comparison site that doesn't need a permit, such as the ponds on the university farm, and begin collecting data in three weeks as planned. When the permit arrives, place your traps in the reserve along paths that stay well away from the nesting areas. That reduces disturbance and it may even strengthen the comparison.",
      },
      {
        speaker: 1,
        text: "I hadn't thought of using the farm ponds. That would give me the early season data, even if it's not from the reserve. I'd prefer the reserve from the start, but I can see this protects both the birds and my timetable.",
      },
      {
        speaker: 2,
        text: "If you send me your trap locations this week, I'll submit the permit application straight away and mention the routes that avoid the nests. That usually helps the application. I'll also need the name of whoever goes with you.",
      },
      {
        speaker: 0,
        text: "My research assistant can go with you for the first few weeks. Keep a record of every visit, so we can show the authority you've followed the conditions.",
      },
    ],
    keyPoints: [
      'insect fieldwork in a protected wetland reserve for a thesis',
      'Elliot wanted to start trapping in three weeks',
      'Rosa worried about disturbing nesting birds in early spring',
      'Ji-woo said the permit takes about six weeks',
      'insurance means he cannot do fieldwork alone',
      'start at the farm ponds, then use paths away from nests',
    ],
    modelAnswer:
      "Elliot wants to compare insects in a protected wetland reserve with nearby farmland for his thesis, and he planned to start trapping in three weeks, in early spring. Rosa, his lecturer, supported the project but worried that early spring is when wading birds nest, so weekly visits could disturb them. Ji-woo, an administrator, added that the reserve needs a permit from the conservation authority, which takes about six weeks, with extra conditions in the breeding season, and that insurance means he can't do the fieldwork alone. Elliot was concerned about missing the start of the season, but there's no faster route. So Rosa suggested starting at the farm ponds, which need no permit, and later using paths in the reserve away from the nests. Elliot accepted it, although he'd prefer the reserve. Ji-woo will submit the application, and Rosa's assistant will accompany him.",
    explanation:
      'Include the student\'s plan, the two separate obstacles (nesting birds and the permit with its safety rules), and the adapted design that solved both.',
  },
  {
    key: 'sgd-024',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Searching the Literature',
    complexity: 'HARD',
    speakers: [
      { name: 'Catherine Doyle', role: 'librarian', voice: 'female' },
      { name: 'Yusuf Demir', role: 'student', voice: 'male' },
      { name: 'Wanjiru Kamau', role: 'tutor', voice: 'female' },
    ],
    turns: [
      {
        speaker: 2,
        text: "Yusuf, I've read the draft of your literature review on remote work and wellbeing. The writing is good, but I can't tell how you found your sources. An examiner will ask whether you've missed important studies, and at the moment you couldn't answer that.",
      },
      {
        speaker: 1,
        text: "I mostly started with a few well known papers and followed their references, and I searched online when I needed something specific. It's worked well so far. I've got about sixty sources, and they all seem relevant.",
      },
      {
        speaker: 0,
        text: "Following references is a useful technique, but it has a weakness. You'll mostly find older studies that cite each other, and you'll miss recent work or research from other fields. A systematic search fixes that. You decide your key terms, search specific databases, set clear criteria for what you include, and record how many results you found at each stage.",
      },
      {
        speaker: 1,
        text: "But a full systematic review is a huge project. People spend a year on them with a team. I have three months left for my whole dissertation. I really don't see how that's realistic.",
      },
      {
        speaker: 2,
        text: "You're right that a full systematic review would be too much, and nobody expects that at this level. What I'm asking for is something in between: a structured search that's written down, so a reader can see what you did. It doesn't have to be exhaustive, it has to be transparent.",
      },
      {
        speaker: 0,
        text: "I can help you build the search in a single session. One warning, though. A topic like remote work will return thousands of results, so you'll need limits. I'd suggest studies from the last ten years, peer reviewed only, and a clear definition of wellbeing.",
      },
      {
        speaker: 1,
        text: "If it's one session and not a year, then fine, I'm happy to do it. Can I keep the sources I found by following references, though? Some of them are central to my argument.",
      },
      {
        speaker: 2,
        text: "Yes, keep them, and simply say in your method section that you used reference tracking alongside the database search. Being honest about both is what matters.",
      },
    ],
    keyPoints: [
      'how Yusuf found the sources for his literature review',
      'Wanjiru said the search method was not clear',
      'Yusuf followed references and searched online',
      'Catherine recommended a systematic search with recorded criteria',
      'Yusuf said a full systematic review was unrealistic',
      'a structured, transparent search with limits, keeping his sources',
    ],
    modelAnswer:
      "Wanjiru, a tutor, told Yusuf that his literature review on remote work and wellbeing is well written, but it isn't clear how he found his sources, so an examiner could ask what he missed. Yusuf explained that he followed references from well known papers and searched online, and he has about sixty relevant sources. Catherine, a librarian, said following references misses recent work and other fields, and recommended a systematic search with key terms, databases, inclusion criteria and recorded numbers. Yusuf objected that a full systematic review would be unrealistic with three months left. Wanjiru agreed and asked for a middle way: a structured search that is transparent rather than exhaustive. Catherine offered a single session and suggested limits, such as the last ten years and peer reviewed studies. Yusuf accepted, and he can keep his sources if he reports both methods.",
    explanation:
      'The key is the tension between the librarian\'s systematic search and the student\'s time limit, resolved by the tutor\'s transparent structured search that keeps his existing sources.',
  },
  {
    key: 'sgd-025',
    task: 'speaking.summarizeGroupDiscussion',
    title: 'Saving Endangered Languages',
    complexity: 'HARD',
    speakers: [
      { name: 'Siobhan Byrne', role: 'student', voice: 'female' },
      { name: 'Hugo Almeida', role: 'student', voice: 'male' },
      { name: 'Ayesha Siddiqui', role: 'lecturer', voice: 'female' },
    ],
    turns: [
      {
        speaker: 1,
        text: "For our assignment, I think the answer to the lecture's question is clear. If there's only a small amount of funding for an endangered language, it should go on documentation first: recording the last fluent speakers, writing a grammar and a dictionary. Once those speakers die, that knowledge is gone forever. Teaching can always come later, from the records.",
      },
      {
        speaker: 0,
        text: "I'm not convinced, Hugo. A language that's recorded but not spoken by anyone is a museum piece. What keeps a language alive is children learning it and using it with their families. And in the lecture, the communities themselves mostly asked for schools and classes, not archives.",
      },
      {
        speaker: 1,
        text: "But who would teach those classes, if nobody has recorded how the language actually works? You can't build a school on a language you haven't described.",
      },
      {
        speaker: 2,
        text: "You're both presenting it as a choice between two things, and in practice it often isn't. When documentation is done together with a community, the recordings and dictionaries become the teaching materials. But the priority does depend on the situation. If there are only a handful of elderly speakers left, recording them is extremely urgent. If there are still thousands of speakers, but children aren't learning it, teaching is the urgent part.",
      },
      {
        speaker: 0,
        text: "That makes sense. I was thinking of languages that still have many adult speakers, where schools would make the biggest difference.",
      },
      {
        speaker: 1,
        text: "And I was picturing a language with only a few speakers left. So maybe we weren't really disagreeing, we were just imagining different cases. I'll admit teaching can't simply wait for the records to be finished.",
      },
      {
        speaker: 2,
        text: "Exactly. And there's one more factor the lecture stressed: who decides. Outside researchers have often set the priorities themselves, and communities have rightly objected. Whatever you argue, the community's own wishes should carry a lot of weight.",
      },
      {
        speaker: 0,
        text: "So our assignment could argue that the choice depends on how many speakers remain and what the community wants, and that documentation should be designed from the start so it can be used for teaching.",
      },
    ],
    keyPoints: [
      'how to spend limited funding on an endangered language',
      'Hugo argued for documentation before the last speakers die',
      'Siobhan argued for teaching children, as communities asked',
      'Ayesha said documentation can become teaching materials',
      'the priority depends on how many speakers remain',
      'the community should decide, which their assignment will argue',
    ],
    modelAnswer:
      "Siobhan, Hugo and their lecturer Ayesha discussed how limited funding for an endangered language should be spent. Hugo argued for documentation first, recording the last fluent speakers and writing a grammar and dictionary, because that knowledge disappears when they die, and teaching can come later. Siobhan disagreed: a recorded language nobody speaks is a museum piece, what keeps it alive is children learning it, and communities mostly asked for schools. Hugo replied that teaching needs a description of the language. Ayesha said it's often not a real choice, because documentation done with a community becomes teaching materials, but the priority depends on how many speakers remain. Both students realised they'd been imagining different cases, and Hugo admitted teaching can't wait. Ayesha added that the community should decide. Their assignment will argue that the choice depends on these factors, with documentation designed for teaching.",
    explanation:
      'Summarise the two priorities and their reasons, the lecturer\'s point that the choice depends on the number of speakers and on the community, and the position the students will argue.',
  },
];
