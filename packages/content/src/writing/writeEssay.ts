import type { WriteEssayItem } from '../types';

/**
 * Writing: Write Essay (PTE Academic). Prompts are 20-60 words; each modelAnswer is a 200-300 word essay
 * of 4-5 paragraphs separated by blank lines, with a clear position.
 */
export const writeEssay: WriteEssayItem[] = [
  {
    key: 'we-001',
    task: 'writing.writeEssay',
    title: 'Social Media Friendships',
    complexity: 'EASY',
    prompt:
      'Some people say that social media has made it easier to stay in touch with friends, while others believe it has made friendships more shallow. Discuss both views and give your own opinion.',
    keyPoints: [
      'easy contact with friends far away',
      'quick sharing of news and photos',
      'online contact can replace real conversation',
      'likes and comments feel shallow',
      'depends on how it is used',
    ],
    modelAnswer: [
      'Social media now plays a central role in how people communicate with their friends. Some argue that it keeps people connected, while others claim that it weakens the quality of friendships. In my view, social media makes staying in touch much easier, but the depth of a friendship depends on how people use it.',
      "On the one hand, social media allows easy contact with friends who live far away. In the past, people who moved to another city or country often lost touch with old classmates. Today, they can send messages, share news and photos, and make free video calls in seconds. This quick sharing helps people feel involved in each other's lives.",
      'On the other hand, online contact can sometimes replace real conversation. Pressing a like button or writing a short comment takes little effort, and people may feel close to a friend simply because they see their posts. Moreover, users usually share only the best moments of their lives, so online interaction can feel shallow and may even create jealousy rather than support.',
      'Nevertheless, I believe the problem lies not in the technology itself but in the way it is used. People who use social media to arrange meetings, offer help or have longer private conversations can strengthen their friendships. Those who only scroll and react, however, are likely to feel more distant.',
      'In conclusion, social media is a valuable tool for keeping in touch, but it cannot replace time and attention. Whether it deepens or weakens friendships depends on how it is used.',
    ].join('\n\n'),
    explanation:
      'A strong essay gives one paragraph to each view with a concrete example, then states a clear opinion (it depends on how social media is used) and repeats it in the conclusion.',
  },
  {
    key: 'we-002',
    task: 'writing.writeEssay',
    title: 'School Uniforms Debate',
    complexity: 'EASY',
    prediction: { weekly: true },
    prompt:
      'Many schools around the world require their students to wear a uniform. Do the advantages of school uniforms outweigh the disadvantages? Support your view with reasons and examples.',
    keyPoints: [
      'reduce pressure to wear fashionable clothes',
      'save time and money for families',
      'create a sense of belonging',
      'uniforms limit self-expression',
      'advantages outweigh the disadvantages',
    ],
    modelAnswer: [
      'In many countries, students are expected to wear a uniform every school day. Although uniforms have some drawbacks, I believe their advantages clearly outweigh the disadvantages.',
      'The main benefit of uniforms is that they reduce pressure to wear fashionable clothes. Without a uniform, students may compare brands and judge each other by what they wear, and children from poorer families can feel left out. When everyone dresses the same way, attention moves from appearance to learning. In addition, uniforms save time and money for families, because parents do not need to buy many different outfits and children do not spend time each morning choosing what to wear.',
      'Uniforms also create a sense of belonging. Wearing the same colours and school badge can make students feel part of a community, much like members of a sports team. This can even improve behaviour on school trips, when students know that they represent their school in public.',
      'Admittedly, uniforms limit self-expression. Teenagers often want to show their personality through clothes, and strict rules can feel unfair. However, students still have many other ways to express themselves, such as art, music, sport or the way they speak and write. Schools can also allow some choice, for example different styles of trousers or skirts, to make uniforms more comfortable and acceptable.',
      'In conclusion, although uniforms restrict personal style to some extent, they reduce social pressure, save families time and money, and build a sense of community. For these reasons, I believe the advantages outweigh the disadvantages.',
    ].join('\n\n'),
    explanation:
      'A good answer takes a clear side in the introduction, develops two or three advantages with examples, answers the main objection (self-expression) fairly, and confirms the position in the conclusion.',
  },
  {
    key: 'we-003',
    task: 'writing.writeEssay',
    title: 'City or Countryside Life',
    complexity: 'EASY',
    prompt:
      'Some people prefer to live in a big city, while others would rather live in the countryside. Discuss the advantages of each and explain which you would prefer.',
    keyPoints: [
      'more jobs and services in cities',
      'entertainment and public transport',
      'cleaner air and quiet in the countryside',
      'stronger community and lower costs',
      'preference depends on stage of life',
    ],
    modelAnswer: [
      "Where to live is one of the most important choices people make. Both big cities and the countryside offer clear advantages, and in my opinion the right choice depends largely on a person's stage of life, although at present I would prefer the city.",
      'Cities attract many people because they offer more jobs and services. Large companies, hospitals and universities are usually located in urban areas, so residents have more career opportunities and can reach specialist care easily. Cities also provide a wide range of entertainment, from cinemas and concerts to restaurants serving food from around the world. Good public transport means that many city residents do not even need a car.',
      'The countryside, by contrast, offers cleaner air and quiet. People living in villages are surrounded by nature and can enjoy walking, gardening and a slower pace of life, which may reduce stress. Housing is often cheaper, so families can afford a larger home with a garden. Rural communities also tend to be smaller and stronger, since neighbours know each other and help one another.',
      'Personally, I would choose the city at this point in my life. As a young person, I value being close to work and study opportunities, and I enjoy meeting people from different backgrounds. However, I can imagine moving to the countryside later, when peace, space and a close community might matter more to me than nightlife and convenience.',
      'In conclusion, cities offer opportunities, services and entertainment, while the countryside provides a healthier, calmer and more affordable life. Which is better depends on the stage of life, but for now the city suits me best.',
    ].join('\n\n'),
    explanation:
      'The prompt has two parts, so a strong essay compares both places in balanced body paragraphs and then clearly answers "which would you prefer" with personal reasons.',
  },
  {
    key: 'we-004',
    task: 'writing.writeEssay',
    title: 'Homework for Young Children',
    complexity: 'EASY',
    prompt:
      'Some parents and teachers believe that primary school children should be given homework every day, while others think young children need free time after school. Discuss both views and give your own opinion.',
    keyPoints: [
      'homework builds routine and study habits',
      'helps parents follow learning',
      'children need time for play and rest',
      'too much homework causes stress',
      'short, simple tasks are best',
    ],
    modelAnswer: [
      'Homework for young children is a common topic of debate among parents and teachers. While some believe daily homework is essential, others argue that children need free time after school. In my opinion, young children benefit from short and simple tasks, but not from large amounts of daily homework.',
      "Those who support daily homework argue that it builds routine and good study habits. If children practise reading or simple mathematics at home for a few minutes each day, they learn to organise their time and take responsibility for their work, which will help them later at secondary school. Homework also helps parents follow their child's learning, as they can see what is being taught and notice any difficulties early.",
      'On the other hand, young children need time for play and rest. Playing outside, meeting friends and taking part in hobbies such as music or sport develop creativity, social skills and physical health. After a long school day, many children are tired, and too much homework can cause stress for both children and parents, sometimes leading to arguments at home and a negative attitude towards learning.',
      'I believe a balanced approach is best. Primary schools could set short, simple tasks, such as reading a story with a parent or practising spelling for ten minutes. Such activities keep the benefits of routine without taking away time for play.',
      'In conclusion, although homework can build useful habits, too much of it harms young children. Short and enjoyable tasks are the most sensible option for primary school pupils.',
    ].join('\n\n'),
    explanation:
      'A strong essay presents the case for homework and the case for free time in separate paragraphs, then proposes a clear middle position with a practical example of what suitable homework looks like.',
  },
  {
    key: 'we-005',
    task: 'writing.writeEssay',
    title: 'The Four-Day Week',
    complexity: 'EASY',
    prompt:
      "Some companies have introduced a four-day working week without reducing their employees' pay. Do you think this is a good idea for both workers and employers? Support your opinion with reasons and examples.",
    keyPoints: [
      'more rest and time with family',
      'better focus and productivity',
      'easier to attract and keep staff',
      'difficult for services open every day',
      'good idea if planned carefully',
    ],
    modelAnswer: [
      'In recent years, a number of companies have experimented with a four-day working week while keeping salaries the same. Although this idea does not suit every business, I believe it is a good idea for both workers and employers when it is planned carefully.',
      'For workers, the most obvious benefit is more rest and time with family. A three-day weekend gives people time to recover from work, exercise, look after children or elderly relatives, and follow their hobbies. As a result, employees are likely to feel healthier and less stressed, and they may take fewer days off sick.',
      'Employers can also gain. Rested employees often show better focus and productivity, so they may complete the same amount of work in fewer hours, especially if unnecessary meetings are cut. In addition, a shorter week is an attractive benefit, which makes it easier to attract and keep staff. Replacing employees who leave is expensive, so this advantage can save companies a considerable amount of money.',
      'However, the model is difficult for services open every day, such as hospitals, shops and public transport. These organisations cannot simply close for an extra day, and they might need to hire more staff or arrange complicated rotas. For them, a gradual trial in certain departments would be more realistic than a sudden change.',
      'In conclusion, a four-day week can improve the lives of workers and bring real benefits to employers. Although it will not work in the same way everywhere, it is a good idea if planned carefully.',
    ].join('\n\n'),
    explanation:
      'The prompt asks about workers and employers, so a good essay gives each group its own paragraph, adds a realistic limitation, and keeps one clear overall opinion from the introduction to the conclusion.',
  },
  {
    key: 'we-006',
    task: 'writing.writeEssay',
    title: 'Compulsory School Sport',
    complexity: 'EASY',
    prompt:
      'Some people think that physical education and team sports should be compulsory for all secondary school students. To what extent do you agree or disagree? Support your position with reasons and examples.',
    keyPoints: [
      'regular exercise improves health',
      'teamwork and communication skills',
      'exercise helps concentration in class',
      'offer choice for less sporty students',
      'agree that it should be compulsory',
    ],
    modelAnswer: [
      'Many young people today spend much of their free time sitting in front of screens. For this reason, I strongly agree that physical education and team sports should be compulsory in secondary schools, as long as schools offer some choice of activities.',
      'The first reason is that regular exercise improves health. Physical activity strengthens the heart, muscles and bones, and it helps young people maintain a healthy weight. If sport is optional, the students who would benefit most are often the ones who avoid it. Making physical education compulsory ensures that every student is active at least a few times a week.',
      'Second, team sports teach teamwork and communication skills. Playing football, basketball or volleyball requires students to cooperate, follow rules, support each other and cope with losing. These are useful skills in adult life and in the workplace. Moreover, exercise helps concentration in class, since students often return from physical activity feeling more alert and ready to learn.',
      'Some people argue that forcing students who dislike sport to take part can be embarrassing and may make them hate exercise. This concern is reasonable, so schools should offer choice for less sporty students. Activities such as dance, swimming, yoga or hiking can be included alongside competitive games, allowing everyone to find something they enjoy.',
      'In conclusion, I agree that physical education should be compulsory because it improves health, builds social skills and supports learning. Providing a variety of activities would make it enjoyable for all students.',
    ].join('\n\n'),
    explanation:
      'A "to what extent" question needs a clear degree of agreement; a strong essay states it at once, supports it with two developed reasons, and deals with the opposing view by suggesting a solution.',
  },
  {
    key: 'we-007',
    task: 'writing.writeEssay',
    title: 'Going Cashless',
    complexity: 'EASY',
    prediction: { monthly: true },
    prompt:
      'In many countries, people now pay for almost everything by card or mobile phone. What are the advantages and disadvantages of a society without cash? Give reasons and examples to support your answer.',
    keyPoints: [
      'digital payments are fast and convenient',
      'reduces theft and tax evasion',
      'excludes elderly and poorer people',
      'risk of system failures and fraud',
      'cash should remain available',
    ],
    modelAnswer: [
      'Digital payments have become so common that some people now rarely carry coins or notes. A society without cash has clear advantages, but it also creates serious problems, and in my view cash should remain available as an option.',
      'The main advantage is that digital payments are fast and convenient. Customers can pay with a tap of a card or phone, and they do not need to visit a cash machine or worry about having the right change. Shops save time counting money, and people can easily track their spending through banking apps.',
      'A cashless system could also reduce crime. Shops and homes holding less cash are less attractive to thieves, and because digital transactions leave a record, it becomes harder to hide income, which reduces theft and tax evasion. Governments could therefore collect more tax to spend on public services.',
      'However, there are important disadvantages. A cashless society excludes elderly and poorer people who may not have a bank account, a smartphone or the skills to use digital services. It also increases the risk of system failures and fraud. If a payment network stops working, people may be unable to buy food or pay for transport, and criminals can steal large sums through online scams.',
      'In conclusion, a society without cash offers speed, convenience and some protection against crime, but it may leave vulnerable groups behind and depend too heavily on technology. For these reasons, cash should remain available alongside digital payments.',
    ].join('\n\n'),
    explanation:
      'An advantages and disadvantages question is answered best with separate paragraphs for each side, each with an example, followed by a conclusion that weighs them and gives a view.',
  },
  {
    key: 'we-008',
    task: 'writing.writeEssay',
    title: 'Taking a Gap Year',
    complexity: 'EASY',
    prompt:
      'Some young people take a year off between finishing school and starting university, often to travel or work. Is this a good idea? Discuss the advantages and disadvantages and give your own view.',
    keyPoints: [
      'gain independence and life experience',
      'earn money and work experience',
      'time to choose the right course',
      'risk of losing study habits',
      'worthwhile with a clear plan',
    ],
    modelAnswer: [
      'Taking a gap year between school and university has become popular in many countries. While this break carries some risks, I believe it is a good idea for students who use the time with a clear plan.',
      'One advantage of a gap year is the chance to gain independence and life experience. Travelling abroad or living away from home teaches young people to manage money, solve problems and communicate with people from different cultures. Those who work during the year can also earn money and work experience, which may reduce the debt they take on at university and improve their future job applications.',
      'Another benefit is that students have time to choose the right course. Many school leavers are unsure about what they want to study, and some start a degree only to change it later. A year of work or volunteering can help them discover their real interests, so that they begin university with stronger motivation.',
      'On the other hand, a gap year has disadvantages. There is a risk of losing study habits, and some students find it hard to return to reading and writing essays after a long break. Travelling can also be expensive, and a few young people may never start university at all if they become comfortable earning a salary.',
      'In conclusion, a gap year can build maturity, skills and clearer goals, although it may weaken study habits. Overall, I believe it is worthwhile for students who have a clear plan for how to spend the time.',
    ].join('\n\n'),
    explanation:
      'A strong answer covers both advantages and disadvantages with examples and then answers the direct question ("Is this a good idea?") with a qualified but clear opinion.',
  },
  {
    key: 'we-009',
    task: 'writing.writeEssay',
    title: 'Fast Food and Health',
    complexity: 'EASY',
    prompt:
      'Fast food is becoming more popular in many countries, and many people are worried about its effect on health. What problems does this cause, and what can be done to encourage healthier eating?',
    keyPoints: [
      'high in fat, salt and sugar',
      'weight gain and heart disease',
      'teach cooking and nutrition in schools',
      'clear labels on menus',
      'make healthy food cheaper',
    ],
    modelAnswer: [
      'Fast food is quick, cheap and easy to find, which explains why it is increasingly popular around the world. However, eating it regularly can cause serious health problems. In this essay, I will describe these problems and suggest some practical solutions.',
      'The main problem is that many fast food meals are high in fat, salt and sugar, while containing few vegetables and little fibre. People who eat such meals often may consume far more energy than they need, which can lead to weight gain and heart disease over time. Children are especially at risk, because eating habits formed when young often continue into adulthood. There is also a social cost, since treating diet-related illnesses puts pressure on health services.',
      'Several measures could encourage healthier eating. First, schools should teach cooking and nutrition, so that children understand what a balanced meal looks like and learn to prepare simple dishes themselves. Second, restaurants could be required to show clear labels on menus, giving information about calories, salt and sugar, so that customers can make informed choices.',
      'Finally, governments could make healthy food cheaper. For example, they might reduce taxes on fruit and vegetables or support local markets in poorer areas, where fresh food is often harder to find than burgers and fried chicken. When healthy options are affordable and convenient, people are more likely to choose them.',
      'In conclusion, the rise of fast food contributes to poor health, but education, clear information and affordable healthy food can help people make better choices.',
    ].join('\n\n'),
    explanation:
      'A problem and solution essay must answer both questions: a strong answer explains the health problems in one paragraph and gives several practical, clearly linked solutions in the next.',
  },
  {
    key: 'we-010',
    task: 'writing.writeEssay',
    title: 'Free University Education',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    prompt:
      'Some people think university education should be free for all students and paid for by the government. Others believe students should pay because they benefit most from their degree. Discuss both views and give your own opinion.',
    keyPoints: [
      'free education widens access for poorer students',
      'society benefits from skilled graduates',
      'graduates often earn higher salaries',
      'public money has other priorities',
      'partial support based on income',
    ],
    modelAnswer: [
      'The question of who should pay for university education is debated in many countries. Some argue that higher education should be funded entirely by the state, while others believe students should cover the cost themselves. In my opinion, the fairest solution lies between these two positions, with public funding combined with support based on income.',
      'Supporters of free university education argue that it widens access for poorer students. When tuition fees are high, talented young people from low-income families may decide not to apply because they fear debt. Free education allows admission to depend on ability rather than wealth. Furthermore, society benefits from skilled graduates, such as doctors, engineers and teachers, whose work serves the whole community.',
      'On the other hand, those who believe students should pay point out that graduates often earn higher salaries than people without degrees. From this perspective, it is unfair to ask taxpayers who never attended university to fund the education of people who will later earn more. In addition, public money has other priorities, including healthcare, schools and housing, and free tuition for everyone may be very expensive.',
      'Both arguments have merit, which is why I favour partial support based on income. Governments could cover most of the cost for students from low-income families, while others pay moderate fees through loans that are repaid only when graduates earn above a certain salary. This approach protects access while recognising that graduates gain personally from their degrees.',
      'In conclusion, university education benefits both individuals and society, so the cost should be shared. A system of income-based support is fairer than either completely free or fully paid education.',
    ].join('\n\n'),
    explanation:
      'A strong essay explains each view with its best argument, then develops a reasoned personal position (shared, income-based funding) rather than simply repeating one side.',
  },
  {
    key: 'we-011',
    task: 'writing.writeEssay',
    title: 'Zoos in Modern Society',
    complexity: 'AVERAGE',
    prompt:
      'Zoos are often criticised for keeping wild animals in captivity, yet supporters argue that they play an important role in conservation and education. To what extent do you think zoos are still necessary today?',
    keyPoints: [
      'breeding programmes protect endangered species',
      'education inspires care for wildlife',
      'captivity can harm animal welfare',
      'protecting natural habitats matters more',
      'necessary only if standards are strict',
    ],
    modelAnswer: [
      'Zoos have existed for centuries, but their purpose has changed. Once places of entertainment, many now present themselves as centres of conservation and education. Although captivity raises genuine ethical concerns, I believe well-managed zoos are still necessary today, provided that strict standards are enforced.',
      'The strongest argument for zoos is that breeding programmes protect endangered species. When animals are threatened by hunting or habitat loss, carefully managed populations in zoos can act as a safety net, and in some cases animals bred in captivity have been returned to the wild. Zoos also fund research into animal health that can support conservation work in natural habitats.',
      'In addition, zoos provide education that inspires care for wildlife. Most people will never see an elephant or a tiger in the wild, and seeing a living animal can make a stronger impression than a documentary. School visits and talks by keepers help children understand threats such as deforestation and pollution.',
      'Nevertheless, critics are right that captivity can harm animal welfare. Large animals that travel long distances in the wild, for example, may suffer from stress in small enclosures. Moreover, protecting natural habitats matters more than keeping animals behind fences, since species cannot truly survive without the ecosystems they belong to. Zoos that keep animals mainly to attract visitors are difficult to justify.',
      'In conclusion, zoos remain necessary for breeding programmes and education, but only if standards are strict. They should focus on species that benefit from captive care and support the protection of wild habitats.',
    ].join('\n\n'),
    explanation:
      'A good answer states a qualified position early, supports it with the conservation and education arguments, gives the welfare criticism fair weight, and ends with the conditions under which zoos are justified.',
  },
  {
    key: 'we-012',
    task: 'writing.writeEssay',
    title: 'Investing in Public Transport',
    complexity: 'AVERAGE',
    prompt:
      'Traffic congestion is a growing problem in many cities. Some people believe governments should spend money on public transport rather than building new roads. To what extent do you agree or disagree?',
    keyPoints: [
      'new roads attract more traffic',
      'public transport moves more people efficiently',
      'reduces pollution and emissions',
      'rural areas still need roads',
      'public transport should be the priority',
    ],
    modelAnswer: [
      'Traffic jams waste time, increase pollution and frustrate millions of city residents every day. Governments must decide how to respond, and I largely agree that investing in public transport is a better solution than building new roads, although roads cannot be ignored completely.',
      'The main problem with building roads is that new roads attract more traffic. When a wider road opens, journeys at first become quicker, so more people decide to drive, and within a few years congestion often returns. In contrast, public transport moves more people efficiently. A single bus or train can carry as many passengers as dozens of cars while using far less road space.',
      'Investment in public transport also reduces pollution and emissions. Cities with frequent, reliable trains and buses, as well as safe cycling routes, give residents a realistic alternative to driving, which improves air quality and helps countries meet climate targets. In addition, good public transport supports people who cannot drive, such as teenagers, older people and those who cannot afford a car.',
      'However, roads remain important in some situations. Rural areas still need roads, because public transport is rarely practical where populations are small and spread out. Roads are also essential for buses, emergency services and the delivery of goods. Therefore, governments should continue to maintain existing roads while directing most new spending towards public transport.',
      'In conclusion, I agree that public transport should be the priority for reducing city congestion, since it is more efficient and cleaner than building roads. Nevertheless, a balanced approach that keeps essential roads in good condition is necessary.',
    ].join('\n\n'),
    explanation:
      'A strong essay shows the degree of agreement ("largely agree"), explains why new roads do not solve congestion, supports public transport with two benefits, and accepts a limited role for roads.',
  },
  {
    key: 'we-013',
    task: 'writing.writeEssay',
    title: 'Online Versus Classroom Learning',
    complexity: 'AVERAGE',
    prompt:
      'With the growth of the internet, some people believe that online courses will eventually replace traditional classroom learning. Discuss the advantages and disadvantages of online learning and give your own view.',
    keyPoints: [
      'flexible study at any time and place',
      'lower cost and wider access',
      'requires strong self-discipline',
      'less face-to-face interaction',
      'blended learning will combine both',
    ],
    modelAnswer: [
      'Online courses have expanded rapidly in recent years, and some predict that classrooms will soon become unnecessary. While online learning offers real advantages, I do not believe it will fully replace traditional teaching. Instead, blended learning will combine both approaches.',
      'The greatest advantage of online learning is flexible study at any time and place. Working adults, parents and people living in remote areas can follow courses that fit around their commitments without travelling to a campus. Online courses can also offer lower cost and wider access, since one recorded lecture can reach thousands of learners, and students can replay difficult sections as many times as they need.',
      'However, online learning has significant disadvantages. It requires strong self-discipline, because there is no teacher in the room to keep students on track, and many learners who start online courses do not complete them. In addition, there is less face-to-face interaction. Discussions with classmates, immediate feedback from teachers and friendships formed at school are difficult to reproduce through a screen. Practical subjects, such as science or nursing, also require physical spaces and equipment.',
      'For these reasons, I believe the future lies in combining the two. Schools and universities are likely to use online materials for lectures and practice, while keeping classroom time for discussion, projects and hands-on work. This model takes advantage of technology without losing the human side of education.',
      'In conclusion, online learning is flexible, affordable and accessible, but it demands self-discipline and lacks personal contact. Rather than replacing classrooms, it will increasingly be blended with them.',
    ].join('\n\n'),
    explanation:
      'A good answer discusses advantages and disadvantages in separate paragraphs and answers the underlying claim about replacement with a clear, reasoned prediction (blended learning).',
  },
  {
    key: 'we-014',
    task: 'writing.writeEssay',
    title: 'An Ageing Population',
    complexity: 'AVERAGE',
    prediction: { weekly: true },
    prompt:
      'In many countries, the proportion of older people in the population is increasing. What problems does this trend create for society, and what measures could governments and individuals take to address them?',
    keyPoints: [
      'pressure on pensions and healthcare',
      'fewer workers supporting more retirees',
      'flexible retirement and a later pension age',
      'investment in preventive health',
      'individuals saving and staying active',
    ],
    modelAnswer: [
      'Thanks to better healthcare and living standards, people are living longer than ever before, while in many countries fewer children are being born. As a result, the share of older people in the population is rising. This trend creates several challenges, but there are practical measures that governments and individuals can take to address them.',
      'The most serious problem is the pressure on pensions and healthcare. Older people generally need more medical care, and pensions must be paid for a longer period. At the same time, there are fewer workers supporting more retirees, which means that tax revenue may not keep pace with rising costs. Many families also face the challenge of caring for elderly relatives while working full-time.',
      'Governments can respond in several ways. One option is to encourage flexible retirement and a later pension age, allowing people who are healthy and willing to continue working part-time. This keeps experienced workers in the economy and reduces pension costs. Another important measure is investment in preventive health, such as programmes that encourage exercise and regular check-ups, so that people remain independent for longer.',
      'Individuals also have a role to play. Saving for retirement from an early age reduces dependence on state pensions, while staying active, both physically and socially, can improve quality of life in old age. Communities can support this by offering volunteering opportunities and activities that bring generations together.',
      'In conclusion, an ageing population puts financial pressure on pensions, healthcare and families. However, flexible retirement, preventive healthcare and individual saving can help societies adapt to this long-term change.',
    ].join('\n\n'),
    explanation:
      'The prompt asks for problems and for measures by two groups, so a strong essay explains the main problems first and then gives separate, specific measures for governments and for individuals.',
  },
  {
    key: 'we-015',
    task: 'writing.writeEssay',
    title: 'Public Money for Arts',
    complexity: 'AVERAGE',
    prompt:
      'Some people argue that governments should not spend public money on the arts, such as music, theatre and painting, when there are more urgent needs like healthcare and housing. To what extent do you agree or disagree?',
    keyPoints: [
      'arts funding is small compared with other spending',
      'arts support tourism and creative jobs',
      'public funding makes culture accessible to everyone',
      'urgent needs must come first in a crisis',
      'disagree with cutting all arts funding',
    ],
    modelAnswer: [
      'When public budgets are limited, governments must make difficult choices. Some people believe that spending on the arts is a luxury that cannot be justified while hospitals and housing need money. I disagree with cutting all arts funding, because the arts bring economic, social and cultural benefits that are worth a modest investment.',
      'First, arts funding is small compared with other spending. In most countries, the budget for museums, theatres and orchestras is a tiny fraction of what is spent on health or education. Removing it would make little difference to hospital waiting lists, but it could force many cultural institutions to close.',
      'Second, the arts support tourism and creative jobs. Festivals, galleries and historic theatres attract visitors who spend money in hotels, restaurants and shops, and the creative industries employ designers, musicians, technicians and many others. In this sense, public money spent on the arts can generate income that helps pay for other services.',
      'Furthermore, public funding makes culture accessible to everyone. Without support, ticket prices for concerts and exhibitions would rise, and only wealthy people could enjoy them. Subsidised programmes in schools and free museum entry allow children from all backgrounds to discover their talents. That said, I accept that urgent needs must come first in a genuine crisis, and arts funding should be spent efficiently and reviewed regularly.',
      'In conclusion, although healthcare and housing are essential priorities, I disagree that governments should stop funding the arts. A relatively small investment brings economic benefits and makes culture available to all citizens.',
    ].join('\n\n'),
    explanation:
      'A strong essay disagrees clearly, builds three separate reasons (cost, economic return, access), and shows balance by accepting that urgent needs take priority in a real crisis.',
  },
  {
    key: 'we-016',
    task: 'writing.writeEssay',
    title: 'Banning Single-Use Plastics',
    complexity: 'AVERAGE',
    prompt:
      'Several governments have banned single-use plastic items such as bags, straws and cutlery. Is banning these products the best way to reduce plastic pollution, or are there better alternatives? Discuss and give your own opinion.',
    keyPoints: [
      'bans quickly reduce common plastic waste',
      'substitutes may have their own environmental costs',
      'improve waste collection and recycling',
      'make producers responsible for packaging',
      'combine bans with other measures',
    ],
    modelAnswer: [
      'Plastic pollution has become a visible problem on beaches, in rivers and in the oceans. In response, many governments have banned single-use items such as bags and straws. While such bans are useful, I believe they are not enough on their own and should be combined with other measures.',
      'Bans have clear strengths. They quickly reduce common plastic waste, because items that are no longer sold cannot end up in the environment. They also change public habits: after bag bans, many shoppers begin to carry reusable bags and become more aware of the waste they produce. Bans are simple to understand and relatively cheap for governments to enforce.',
      'However, bans have limitations. The banned items represent only a small part of all plastic waste, which also includes food packaging, bottles, clothing fibres and fishing equipment. Moreover, substitutes may have their own environmental costs. Paper bags, for instance, require energy and water to produce and must be reused several times before they become the better option.',
      'Other approaches could therefore be more effective in the long run. In many regions, much of the plastic reaching rivers and seas comes from poor waste management, so governments should improve waste collection and recycling systems. They could also make producers responsible for packaging, requiring companies to pay for collecting and processing the materials they sell, which would encourage them to use less plastic.',
      'In conclusion, banning single-use plastics is a helpful first step, but it is not the best solution on its own. Governments should combine bans with better waste systems and rules that hold producers responsible.',
    ].join('\n\n'),
    explanation:
      'A good answer evaluates bans fairly, showing both their strengths and limits, and then proposes specific alternatives, arriving at a clear judgement that answers "the best way?" directly.',
  },
  {
    key: 'we-017',
    task: 'writing.writeEssay',
    title: 'Advertising and Consumer Choice',
    complexity: 'AVERAGE',
    prompt:
      'Advertising is everywhere in modern life. Some people believe it encourages people to buy things they do not need, while others think it provides useful information about products. Discuss both views and give your own opinion.',
    keyPoints: [
      'advertising informs consumers about new products',
      'supports competition and free media',
      'creates artificial desires and debt',
      'targets children and vulnerable people',
      'stricter rules rather than a ban',
    ],
    modelAnswer: [
      'From television and social media to posters on buses, advertising is almost impossible to avoid. Some people see it as a source of useful information, while others believe it pushes consumers to buy unnecessary products. In my view, advertising does both, so the best response is stricter rules rather than a ban.',
      'On the one hand, advertising informs consumers about new products and services that might improve their lives, from energy-saving appliances to medical services. It also supports competition and free media, since small companies can use advertising to challenge larger rivals, and much of the content on television, radio and the internet is paid for by advertisers rather than by viewers.',
      'On the other hand, many advertisements do much more than inform. They create artificial desires by linking products with happiness, beauty or social success, persuading people that they need the latest phone or fashion item. This can encourage overspending and even debt. The problem is most serious when advertisers target children and vulnerable people, who are less able to recognise persuasive techniques.',
      'For these reasons, I believe governments should introduce stricter rules rather than a ban. Advertising aimed at young children could be limited, online advertisements should be clearly labelled, and claims about products should be checked for accuracy. Such measures would keep the informative function of advertising while reducing its most harmful effects.',
      'In conclusion, advertising provides useful information and supports the media, but it can also create unnecessary desires. Careful regulation is the most sensible way to balance these effects.',
    ].join('\n\n'),
    explanation:
      'A strong essay presents both views with examples, then gives an opinion that follows logically from them (advertising does both, so regulate it) and proposes concrete rules.',
  },
  {
    key: 'we-018',
    task: 'writing.writeEssay',
    title: 'Automation and Employment',
    complexity: 'HARD',
    prompt:
      'Advances in artificial intelligence and automation are expected to transform many occupations. Some argue this will lead to widespread unemployment, while others believe it will create new and better jobs. Discuss both perspectives and explain which you find more persuasive.',
    keyPoints: [
      'routine tasks are most easily automated',
      'past technologies created new occupations',
      'transition may be painful for displaced workers',
      'retraining and lifelong learning',
      'social policies to share the gains',
    ],
    modelAnswer: [
      'Artificial intelligence and automation are advancing at a remarkable pace, prompting fears that machines will replace human workers on a massive scale. Others counter that technological change has always generated new forms of employment. Having considered both perspectives, I find the optimistic view more persuasive in the long term, although the transition is likely to be difficult for many workers.',
      'Those who predict widespread unemployment point out that routine tasks are most easily automated. Jobs in data entry, basic accounting and some areas of manufacturing consist largely of predictable procedures that software and robots can perform cheaply and continuously. Unlike earlier machines, which replaced mainly physical labour, artificial intelligence can also carry out cognitive tasks, such as drafting documents or analysing images, so even some professional roles may be affected.',
      'However, history suggests that such predictions tend to underestimate human adaptability. Past technologies created new occupations that could not have been imagined beforehand: the spread of computers eliminated many clerical positions but generated employment in software development, digital design and online services. Automation also lowers production costs, which can increase demand and create jobs elsewhere, while many roles requiring creativity, judgement or care remain difficult to automate.',
      'Nevertheless, the transition may be painful for displaced workers, particularly older employees whose skills become outdated. Governments and employers therefore have a responsibility to invest in retraining and lifelong learning, and to design social policies that share the gains from higher productivity more widely, for example through stronger support for people between jobs.',
      'In conclusion, while automation will eliminate some jobs, it is more likely to transform work than to end it. The key challenge is managing the transition fairly.',
    ].join('\n\n'),
    explanation:
      'A strong essay explains the pessimistic and optimistic arguments with precise examples, states which is more persuasive and why, and adds a nuanced point about managing the transition.',
  },
  {
    key: 'we-019',
    task: 'writing.writeEssay',
    title: 'Genetically Modified Crops',
    complexity: 'HARD',
    prompt:
      'Genetically modified crops are promoted as a solution to food insecurity, yet they remain controversial in many countries. Do the potential benefits of genetic modification in agriculture outweigh the risks? Support your argument with reasons and examples.',
    keyPoints: [
      'higher yields and resistance to pests or drought',
      'improved nutritional content',
      'concerns about biodiversity and ecological effects',
      'dependence on large seed companies',
      'careful regulation case by case',
    ],
    modelAnswer: [
      'As the global population grows and climate change threatens harvests, genetic modification is often presented as a way to secure the food supply. Opponents, however, warn of ecological and economic dangers. In my view, the potential benefits outweigh the risks, provided that each crop is subject to careful regulation case by case.',
      'The most significant benefit is the possibility of higher yields and resistance to pests or drought. Crops engineered to tolerate dry conditions or resist particular insects could reduce losses in regions where harvests are unreliable, and lower pesticide use may benefit both farmers and the environment. Genetic modification can also offer improved nutritional content, for instance by increasing vitamin levels in staple foods eaten by people whose diets lack variety.',
      'Nevertheless, the risks deserve serious attention. Critics raise concerns about biodiversity and ecological effects, such as the spread of modified genes to wild relatives or the emergence of weeds and insects resistant to the introduced traits. There are also economic worries: patented seeds may create dependence on large seed companies, potentially increasing costs for small farmers and concentrating power within the food system.',
      'These concerns, however, relate largely to how the technology is managed rather than to genetic modification itself. Independent testing, monitoring after approval, and policies that support public research and affordable access to seeds could address many of the risks. Rejecting the technology entirely would mean giving up tools that might help vulnerable populations adapt to a changing climate.',
      'In conclusion, genetically modified crops offer important benefits for productivity and nutrition. With strict, evidence-based regulation, I believe these benefits outweigh the risks.',
    ].join('\n\n'),
    explanation:
      'A good answer weighs agricultural and nutritional benefits against ecological and economic risks, then argues that the risks concern management rather than the technology, which justifies its position.',
  },
  {
    key: 'we-020',
    task: 'writing.writeEssay',
    title: 'Funding Space Exploration',
    complexity: 'HARD',
    prompt:
      'Some people argue that the vast sums spent on space exploration would be better used to solve problems on Earth, such as poverty and climate change. To what extent do you agree or disagree?',
    keyPoints: [
      'space budgets are small relative to other spending',
      'satellites help monitor climate and disasters',
      'research produces useful technologies',
      'inspires young people to study science',
      'disagree that funding should be redirected',
    ],
    modelAnswer: [
      'Space exploration is sometimes regarded as an expensive luxury at a time when millions of people lack basic necessities and the planet faces an environmental crisis. While this concern is understandable, I disagree that funding should be redirected entirely to problems on Earth, since space research contributes directly to solving many of them.',
      'To begin with, space budgets are small relative to other spending. Even in countries with major space programmes, the amount devoted to exploration represents a modest share of national budgets compared with health, defence or social welfare. Cancelling these programmes would therefore release relatively little money, while sacrificing their considerable benefits.',
      'More importantly, many of these benefits address earthly problems. Satellites help monitor climate and disasters, tracking changes in ice sheets, forests and sea levels and providing early warning of storms and floods. Without such data, designing effective climate policy would be far more difficult. Furthermore, space research produces useful technologies, as the demands of operating in extreme environments have driven advances in materials, communications and medical equipment.',
      'Space exploration also inspires young people to study science and engineering, fields on which solutions to poverty and climate change ultimately depend. Admittedly, some projects, such as sending tourists into orbit, offer little public benefit, and governments should ensure that public money supports missions with clear scientific or practical value.',
      'In conclusion, although urgent problems on Earth deserve priority, space exploration is not in competition with them. Because it provides data, technology and inspiration at a relatively low cost, I disagree that its funding should be redirected.',
    ].join('\n\n'),
    explanation:
      'A strong essay challenges the assumption behind the prompt, showing with examples how space research helps solve problems on Earth, while conceding that not every space project deserves public money.',
  },
  {
    key: 'we-021',
    task: 'writing.writeEssay',
    title: 'Globalisation and Local Culture',
    complexity: 'HARD',
    prompt:
      'It is often claimed that globalisation is reducing cultural diversity, as the same brands, films and music spread across the world. To what extent is this concern justified, and can local cultures be protected without isolating them?',
    keyPoints: [
      'global brands and media are increasingly uniform',
      'minority languages are declining',
      'cultures adapt and blend rather than disappear',
      'technology helps local culture reach global audiences',
      'support languages and arts without closing borders',
    ],
    modelAnswer: [
      'Walking through the centre of almost any large city, one sees the same coffee chains, clothing brands and cinema posters. This has led many to fear that globalisation is erasing cultural differences. In my view, the concern is partly justified, but cultures are more resilient than this picture suggests, and they can be protected without being isolated.',
      'There is some evidence for the pessimistic view. Global brands and media are increasingly uniform, and a small number of large companies dominate film, music and online platforms. More worryingly, many minority languages are declining as families switch to languages that offer greater economic opportunities, and when a language disappears, much of the knowledge and literature expressed in it may be lost.',
      'However, the idea that cultures simply vanish is too simple. In practice, cultures adapt and blend rather than disappear: global influences are reinterpreted in local ways, producing new forms of cuisine, music and fashion. Moreover, technology helps local culture reach global audiences, as musicians, filmmakers and writers from smaller countries can now find international followings through streaming and social media.',
      'Protecting local cultures therefore does not require closing borders or restricting foreign products, which would reduce freedom and exchange. Instead, governments and communities can support languages and arts directly, for example by funding teaching in minority languages, encouraging local media production and preserving traditional crafts and festivals.',
      'In conclusion, globalisation does threaten some aspects of cultural diversity, especially minority languages, but it also creates new opportunities. Active support, rather than isolation, is the best way to protect local cultures.',
    ].join('\n\n'),
    explanation:
      'The prompt has two questions; a strong essay judges how far the concern is justified (partly, with language loss as the strongest evidence) and then explains how cultures can be supported without isolation.',
  },
  {
    key: 'we-022',
    task: 'writing.writeEssay',
    title: 'Universal Basic Income',
    complexity: 'HARD',
    prediction: { monthly: true },
    prompt:
      'A universal basic income would give every adult citizen a regular payment from the state, regardless of whether they work. Discuss the advantages and disadvantages of such a policy and give your own view on whether it should be introduced.',
    keyPoints: [
      'provides security and reduces poverty',
      'simpler than complex welfare systems',
      'very high cost and higher taxes',
      'may reduce incentives to work',
      'gradual trials before full introduction',
    ],
    modelAnswer: [
      'The idea of a universal basic income, a regular payment to every adult regardless of employment, has attracted growing interest as concerns about job security increase. Although the policy has appealing features, I believe its cost and uncertain effects mean that it should be tested through gradual trials before any full introduction.',
      'Supporters argue that a basic income provides security and reduces poverty. Because every citizen receives the payment automatically, nobody would fall through gaps in the welfare system, and people would have a financial cushion when they lose a job, care for relatives or retrain. It would also be simpler than complex welfare systems, which require extensive administration and can discourage people from applying.',
      'However, the disadvantages are substantial. Paying a meaningful amount to every adult would involve a very high cost, which would probably require higher taxes or cuts to other public services. Critics also argue that an unconditional payment may reduce incentives to work, particularly in low-paid jobs, although evidence from limited experiments is mixed. Furthermore, giving the same amount to wealthy and poor citizens may be seen as an inefficient use of public funds.',
      'Given these uncertainties, the sensible approach is to gather better evidence. Well-designed pilot schemes lasting several years could reveal how recipients actually behave and what the true costs would be. Governments could also start with a smaller payment that supplements, rather than replaces, existing benefits.',
      'In conclusion, a universal basic income offers security and simplicity, but its cost and possible effects on work are serious concerns. Gradual trials should come before full introduction.',
    ].join('\n\n'),
    explanation:
      'A strong answer sets out the main advantages and disadvantages precisely, acknowledges where evidence is uncertain, and reaches a justified position on whether and how the policy should be introduced.',
  },
  {
    key: 'we-023',
    task: 'writing.writeEssay',
    title: 'Surveillance and Privacy',
    complexity: 'HARD',
    prompt:
      'Governments increasingly use surveillance technologies, such as facial recognition cameras, to prevent crime and protect national security. Is the loss of individual privacy a reasonable price to pay for greater public safety? Discuss.',
    keyPoints: [
      'surveillance can deter crime and help investigations',
      'risk of misuse and discrimination',
      'chilling effect on freedom',
      'independent oversight and clear limits',
      'privacy should not be sacrificed without safeguards',
    ],
    modelAnswer: [
      'Surveillance technologies have become far more powerful in recent years, allowing authorities to identify individuals in crowds and track their movements. Governments justify these tools as necessary for public safety. In my view, some surveillance is acceptable, but privacy should not be sacrificed without strong safeguards, because the risks to a free society are considerable.',
      'It is true that surveillance can deter crime and help investigations. Cameras in public places may discourage theft and violence, and recorded footage can help police identify suspects and find missing people. In serious cases, the ability to analyse large amounts of information quickly might help prevent attacks and save lives.',
      'However, the costs to privacy are significant. Any system that collects detailed data about citizens carries a risk of misuse and discrimination. Information gathered for one purpose may later be used for another, such as monitoring journalists or political opponents, and automated identification can make mistakes that lead to innocent people being wrongly stopped. In addition, constant monitoring can have a chilling effect on freedom, as people who know they are being watched may avoid attending protests or expressing unpopular opinions.',
      'For these reasons, surveillance should only be used within clear legal limits. Its use should be restricted to serious crimes, data should be deleted after a fixed period, and independent oversight bodies should review how the technology is applied. Citizens should also be informed about where and why surveillance takes place.',
      'In conclusion, greater safety is a legitimate goal, but it does not justify unlimited monitoring. A limited loss of privacy may be reasonable only when strict safeguards prevent abuse.',
    ].join('\n\n'),
    explanation:
      'A good essay accepts the genuine safety benefits, analyses the specific dangers to privacy and freedom, and gives a conditional answer supported by concrete safeguards.',
  },
  {
    key: 'we-024',
    task: 'writing.writeEssay',
    title: 'Nuclear Power and Climate',
    complexity: 'HARD',
    prediction: { weekly: true },
    prompt:
      'Some experts argue that nuclear power is essential for reducing carbon emissions, while others believe that governments should develop only renewable energy sources. Which approach should governments prioritise, and why?',
    keyPoints: [
      'nuclear provides reliable low-carbon electricity',
      'high costs and long construction times',
      'waste storage and safety concerns',
      'renewables are cheaper and faster to build',
      'prioritise renewables while keeping existing nuclear plants',
    ],
    modelAnswer: [
      'Reducing carbon emissions from electricity generation is central to addressing climate change, but there is strong disagreement about the role of nuclear power. In my view, governments should prioritise renewable energy, while keeping existing nuclear plants operating safely as part of a transitional energy mix.',
      'Supporters of nuclear energy emphasise that it provides reliable low-carbon electricity. Unlike solar and wind power, whose output varies with the weather, nuclear plants can generate large amounts of power continuously, and they occupy relatively little land. For countries with limited space or few renewable resources, nuclear power may therefore seem an attractive option.',
      'However, nuclear power faces serious obstacles. New plants involve high costs and long construction times, and many projects have exceeded their budgets and schedules, which matters when emissions must be reduced quickly. There are also concerns about waste storage and safety, since radioactive waste must be isolated for extremely long periods, and although accidents are rare, their consequences can affect large areas and damage public trust.',
      'Renewables, by contrast, are now often cheaper and faster to build. Solar panels and wind turbines can be installed within months, and their costs have fallen considerably in recent years. Their main weakness, variable output, can increasingly be managed through battery storage, stronger transmission networks and flexible demand.',
      'In conclusion, nuclear power offers reliability but is expensive and slow to build. Governments should prioritise renewables while keeping existing nuclear plants, which provides a practical path towards a low-carbon future.',
    ].join('\n\n'),
    explanation:
      'A strong essay answers "which approach" directly, gives nuclear power its best argument, explains the cost, time and waste problems, and shows how the main weakness of renewables can be managed.',
  },
  {
    key: 'we-025',
    task: 'writing.writeEssay',
    title: 'Standardised Testing in Education',
    complexity: 'HARD',
    prompt:
      'Standardised tests are widely used to measure student achievement and to compare schools. Critics claim that they narrow the curriculum and fail to measure important skills. Discuss the strengths and weaknesses of standardised testing and suggest how assessment could be improved.',
    keyPoints: [
      'objective and comparable results',
      'identify schools and students needing support',
      'teaching to the test narrows the curriculum',
      'creativity and collaboration are not measured',
      'combine tests with coursework and teacher assessment',
    ],
    modelAnswer: [
      'Standardised tests, in which all students answer the same questions under the same conditions, play a major role in many education systems. They offer genuine benefits, yet they also have weaknesses that can distort teaching. In my view, they remain useful but should form only one part of a broader system of assessment.',
      'The main strength of standardised testing is that it produces objective and comparable results. Because every student is assessed in the same way, scores are less affected by the personal judgement of individual teachers. Such data also help to identify schools and students needing support, allowing governments to direct resources to areas where achievement is low and to monitor whether reforms are working.',
      'However, the weaknesses are significant, especially when results carry high stakes for schools. Teachers under pressure may focus on teaching to the test, which narrows the curriculum by reducing time for subjects that are not examined, such as art, music or extended projects. In addition, important skills such as creativity and collaboration are not measured by written tests. A single exam may also fail to reflect the ability of students who perform poorly under time pressure.',
      'Assessment could be improved by combining tests with coursework and teacher assessment. Portfolios, practical tasks and group projects can capture a wider range of skills, while moderation by external examiners can keep teacher judgements consistent. Reducing the consequences attached to single test results would also lessen the pressure to teach narrowly.',
      'In conclusion, standardised tests provide objective data, but they cannot capture everything that education aims to develop. A balanced system that combines several methods would give a fuller picture of achievement.',
    ].join('\n\n'),
    explanation:
      'The prompt has three parts (strengths, weaknesses, improvements); a strong essay gives each its own paragraph and makes the suggested improvements respond directly to the weaknesses identified.',
  },
];
