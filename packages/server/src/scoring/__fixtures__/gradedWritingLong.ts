/**
 * Essays and emails graded by kind, written for this project (never taken from real exams or other sites): for each
 * essay and email item a strong answer, a weak one, one on another subject, one made of memorised template sentences
 * and a strong one full of misspellings. Essays are 210–290 words, emails 60–115.
 */
import type { GradedWriting } from './gradedWriting';

export const gradedLong: readonly GradedWriting[] = [
  {
    item: 'we-001',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'strong',
    text:
      'Social media is now part of everyday life for billions of people, and opinions differ on whether it ' +
      'strengthens or weakens our relationships. In my view, both arguments contain some truth, but the outcome ' +
      'depends mainly on how these platforms are used.\n\n' +
      'On the one hand, online networks make it remarkably simple to keep in contact with companions who live ' +
      'far away. A student who moves abroad, for example, can still message old school friends every day at no ' +
      'cost. Moreover, news and photographs can be shared in seconds, so distant friends are able to follow ' +
      'important moments such as weddings, graduations or the birth of a child almost as they happen.\n\n' +
      'On the other hand, critics point out that digital contact often replaces genuine conversation. Instead ' +
      'of meeting for coffee or calling each other, many people simply scroll through updates and assume they ' +
      'know what is happening in a friend\'s life. Furthermore, pressing a like button or writing a two-word ' +
      'comment requires very little effort, and such gestures can feel empty when someone actually needs ' +
      'support.\n\n' +
      'Personally, I believe the technology itself is neutral. If people use it as a bridge to arrange ' +
      'meetings, plan trips and start longer conversations, it can make relationships richer. However, if it ' +
      'becomes a substitute for spending real time together, friendships are likely to become thinner and less ' +
      'meaningful.\n\n' +
      'In conclusion, social media has clearly made staying connected easier, yet it can also encourage ' +
      'superficial interaction. The key is to treat it as a tool that supports face-to-face contact rather than ' +
      'one that replaces it.',
  },
  {
    item: 'we-001',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'weak',
    text:
      'Nowadays many people use social media every day. Some people thinks it is good for friendship and other ' +
      'people thinks it make friendship bad. I will write about this.\n\n' +
      'First, social media is good because you can talk with friend who live in other country. My cousin live ' +
      'in Canada and I talk with him on social media every week. It is very easy and it is free. Before social ' +
      'media people is not able to talk like this. It was very expensive to call to other country.\n\n' +
      'Second, some people say social media is bad for friendship. They say people don\'t meet in real life. ' +
      'They only send message and they don\'t talk face to face. I think this is true for some people. My friend ' +
      'is always on phone when we are meet in cafe. It is not good.\n\n' +
      'But I think social media is more good than bad. It help people to keep friend. If you have a friend in ' +
      'other city you can talk to him every day. This is very good thing for people. Also you can make new ' +
      'friend on social media. Many young people make new friend on internet.\n\n' +
      'In conclusion, social media have good and bad things. But I think it is good for friendship because ' +
      'people can talk easy with friend. People should use it but not too much.',
  },
  {
    item: 'we-001',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'offTopic',
    text:
      'Space exploration has fascinated humanity for decades, yet many taxpayers question whether sending ' +
      'rockets beyond our planet is worth the enormous cost. I believe that, despite the expense, investment in ' +
      'space research brings substantial benefits.\n\n' +
      'Firstly, space programmes have produced technologies that now improve daily life on Earth. Satellite ' +
      'navigation, accurate weather forecasting and many medical imaging devices grew out of research ' +
      'originally designed for missions beyond the atmosphere. Moreover, satellites allow scientists to monitor ' +
      'melting ice, forest loss and rising sea levels, giving governments reliable data for environmental ' +
      'planning.\n\n' +
      'Secondly, ambitious missions inspire young learners to study science, engineering and mathematics. When ' +
      'a spacecraft lands on Mars or a telescope captures images of distant galaxies, classrooms around the ' +
      'world become excited about discovery. This enthusiasm helps nations build the skilled workforce they ' +
      'need for a modern economy.\n\n' +
      'However, critics argue that the billions spent on launches could instead be used to reduce poverty or ' +
      'improve hospitals. This concern is understandable, particularly in nations facing serious economic ' +
      'difficulties. Nevertheless, space budgets are usually a tiny fraction of national spending, and private ' +
      'companies are increasingly sharing the financial burden.\n\n' +
      'In conclusion, although exploring space is expensive, its practical, scientific and educational rewards ' +
      'are considerable. Governments should continue to support carefully managed programmes, while ensuring ' +
      'that urgent matters at home are not neglected.',
  },
  {
    item: 'we-001',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'template',
    text:
      'This is a controversial issue that has sparked a heated debate in recent years. Some people believe that ' +
      'social media helps friendships, while others think the opposite. There are several reasons why people ' +
      'hold different views on this matter. In this essay, I will discuss both views before giving my own ' +
      'opinion.\n\n' +
      'On the one hand, there are many people who support the first view. They believe that this idea has a ' +
      'number of advantages which cannot be ignored. It is often said that this is beneficial for individuals ' +
      'and for society as a whole. There are many examples of this in our daily lives, and this is something ' +
      'that everyone can see.\n\n' +
      'On the other hand, other people hold the opposite view. They argue that this situation can lead to a ' +
      'number of serious problems. It is clear that there are disadvantages as well, and these should be taken ' +
      'into account. Both sides of the argument have their own merits.\n\n' +
      'From my point of view, it is undeniable that this topic plays a vital role in our lives. It is a matter ' +
      'that affects everyone in the modern world, and it deserves careful attention from individuals, families ' +
      'and governments alike. We should think about it carefully before making any decision.\n\n' +
      'Taking everything into consideration, it can be seen that this is a complex issue. In conclusion, both ' +
      'sides have their merits and it is important to consider both of them. I believe that a balanced approach ' +
      'is the best solution for the future.',
  },
  {
    item: 'we-001',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'misspelled',
    text:
      'In the modern world, most of us rely on social media to comunicate with our freinds. Some argue that ' +
      'these platforms have brought us closer, while others beleive they have made our relationships less ' +
      'sincere. I think both sides make valid points.\n\n' +
      'Supporters of social media emphasise how easy it is to stay connected with freinds who live in another ' +
      'city or even on another continent. A simple message can reach someone instantly, wich was impossible a ' +
      'generation ago. In addition, we can share news and photos with everyone we care about in just a few ' +
      'seconds, so nobody misses an important event such as a new job or a holiday.\n\n' +
      'However, there is a real danger that online chatting replaces proper conversation. Many young people ' +
      'spend hours typing messages but rarely meet face to face, and they may not notice when a freind is going ' +
      'through a difficult time. Moreover, likes and short coments often feel superficial. Recieving a hundred ' +
      'likes on a photo is not the same as having a long, honest talk with somebody who truely understands ' +
      'you.\n\n' +
      'In my opinion, the effect of this tecnology definately depends on how we use it. If it is used to ' +
      'organise meetings and support each other, it strengthens relationships. If it becomes the only form of ' +
      'contact, friendships will propably become shallow.\n\n' +
      'In conclusion, social media offers a great oportunity to keep in touch, but it is neccessary to balance ' +
      'online contact with real time spent together, becuase nothing can fully replace it.',
  },
  {
    item: 'we-005',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'strong',
    text:
      'In recent years, a number of firms have experimented with a shorter working week while keeping salaries ' +
      'unchanged. I believe this arrangement can benefit both staff and businesses, provided that it is ' +
      'introduced with careful planning.\n\n' +
      'For employees, the most obvious advantage is an extra day for rest. Many workers feel exhausted after ' +
      'five long days, and a three-day weekend gives them time to recover, pursue hobbies and spend quality ' +
      'time with their families. Parents, for instance, can attend school events or simply enjoy a relaxed day ' +
      'with their children.\n\n' +
      'Employers can also gain from this change. Well-rested staff tend to concentrate better, make fewer ' +
      'mistakes and complete tasks more efficiently, so output often remains the same or even rises. Several ' +
      'trials have reported that meetings became shorter and more focused once teams had less time available. ' +
      'Moreover, offering a four-day schedule is a powerful way to attract talented applicants and keep ' +
      'experienced employees, which reduces the high costs of recruitment and training.\n\n' +
      'Nevertheless, the model is not suitable for every organisation. Hospitals, shops, restaurants and public ' +
      'transport must operate every day, and cutting a working day could leave them short of staff or force ' +
      'them to hire more people. In such cases, managers would need rotating rosters or flexible shifts to ' +
      'maintain service.\n\n' +
      'In conclusion, a shorter week without a pay cut is, in my view, a positive development. It improves ' +
      'wellbeing, boosts productivity and helps companies recruit. However, it will only succeed if each ' +
      'business carefully designs a plan that suits its own needs.',
  },
  {
    item: 'we-005',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'weak',
    text:
      'Now some company give workers four day week and same money. I think it is good idea for workers but ' +
      'maybe not for all company.\n\n' +
      'First, workers can have more rest. Five day is very tired for many people. If they have three day ' +
      'weekend they can rest and see family. My father work very hard and he is always tired on weekend. If he ' +
      'have one more day he can stay with us and we can go to park together. This is very good for family.\n\n' +
      'Second, when workers is not tired they work better. They can do more work in four day. I think boss will ' +
      'be happy because worker is happy. Happy worker do good job.\n\n' +
      'But some job is difficult to have four day week. For example doctor and nurse must work every day. ' +
      'Hospital is open every day and people is sick every day. Shop is also open every day. So this idea is ' +
      'not good for this job.\n\n' +
      'In my opinion, four day week is good idea for office job. Workers have more time for family and they ' +
      'work better. Some company can do it and some company cannot do it.\n\n' +
      'In conclusion, I think four day week is good for workers and it is good for boss also. Many company ' +
      'should try this idea in the future because it is better for people.',
  },
  {
    item: 'we-005',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'offTopic',
    text:
      'Over the past few decades, international travel has grown dramatically, and many historic cities now ' +
      'receive millions of visitors every year. While tourism brings wealth, I believe that its growth must be ' +
      'managed more carefully to protect local communities and heritage.\n\n' +
      'There is no doubt that visitors bring significant economic benefits. Hotels, restaurants, museums and ' +
      'souvenir shops all depend on travellers, and the money they spend supports local households. In ' +
      'addition, income from tourism can be used to restore ancient buildings and maintain public spaces that ' +
      'might otherwise fall into disrepair.\n\n' +
      'However, overcrowding has become a serious problem in famous destinations such as Venice and Barcelona. ' +
      'Narrow streets are packed with tour groups, and residents often complain that they can no longer enjoy ' +
      'their own neighbourhoods. Rents have also risen sharply because many apartments are now let to ' +
      'short-term guests, forcing long-term residents to move away. Furthermore, heavy foot traffic and cruise ' +
      'ships can damage fragile monuments and pollute the surrounding environment.\n\n' +
      'To address these issues, local authorities could introduce daily visitor limits, charge a small entry ' +
      'fee for the busiest historic areas, and restrict short-term holiday rentals. Encouraging travellers to ' +
      'explore lesser-known towns and to visit outside the peak summer season would also spread the benefits ' +
      'more evenly.\n\n' +
      'In conclusion, tourism remains a valuable source of income and cultural exchange. Nevertheless, without ' +
      'sensible regulation, it risks destroying the very places that attract visitors in the first place.',
  },
  {
    item: 'we-005',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'template',
    text:
      'This is a controversial issue that has sparked a heated debate in recent years. Nowadays, more and more ' +
      'companies are talking about the four-day working week. There are several reasons why people hold ' +
      'different views on this matter, and in this essay I will discuss both views before giving my own ' +
      'opinion.\n\n' +
      'To begin with, there are many people who believe that this is a positive development. It is widely ' +
      'accepted that this idea can bring a wide range of benefits to individuals and to society in general. ' +
      'There are numerous examples which clearly show that this has a significant impact on our daily lives.\n\n' +
      'However, it should also be noted that some people are strongly against this idea. They argue that it may ' +
      'cause a variety of problems that should not be overlooked. Both sides of the argument have their own ' +
      'merits, and it is not easy to decide which one is more convincing.\n\n' +
      'From my point of view, it is undeniable that this topic plays a vital role in our lives. It is a complex ' +
      'matter that requires careful consideration from everyone involved. Without doubt, it will continue to be ' +
      'discussed for many years to come, and its importance will only increase as the world continues to ' +
      'change.\n\n' +
      'Taking everything into consideration, I would like to reiterate that this issue has both advantages and ' +
      'disadvantages. In conclusion, both sides have their merits and a balanced approach should be adopted. ' +
      'Only in this way can we ensure a better future for everyone.',
  },
  {
    item: 'we-005',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'misspelled',
    text:
      'A growing number of businesses now allow staff to work four days a week while recieving the same salary. ' +
      'In my opinion, this is a sensible policy for both employees and employers, as long as it is introduced ' +
      'carefuly.\n\n' +
      'The first benefit is for the workers themselves. Having an additional free day gives them more time to ' +
      'rest and to be with their famly. Many people feel stressed and tired by Friday, and a longer weekend ' +
      'helps them relax, exercise and look after their health. As a result, they return to the office feeling ' +
      'refreshed.\n\n' +
      'Employers also profit from this arrangement. When staff are less exhausted, they are able to focus ' +
      'better and work more efficently, so productivity often stays the same or even improves. In adition, ' +
      'companies wich offer a shorter week find it much easier to attract skilled candidates and to keep their ' +
      'best employees, becuase few people want to leave such a job. This is a great oportunity for firms that ' +
      'compete for talent.\n\n' +
      'On the other hand, the idea is not suitable for every sector. Hospitals, supermarkets and call centres ' +
      'must provide services seven days a week, so they cannot simply close on Fridays. For them, it would be ' +
      'neccessary to organise rotating shifts, wich could be complicated and expensive.\n\n' +
      'In conclusion, I definately beleive that a four-day week is a positive change. It improves wellbeing, ' +
      'increases productivity and helps recruitment. However, sucess depends on careful planing and a schedual ' +
      'that fits the needs of each organisation.',
  },
  {
    item: 'we-009',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'strong',
    text:
      'Meals from burger chains and takeaway outlets are now cheap, quick and available almost everywhere. ' +
      'Although this convenience is attractive, it has created serious medical concerns, and I believe schools, ' +
      'restaurants and governments all need to act to promote better diets.\n\n' +
      'The main issue is the nutritional content of these meals. Fried chicken, pizza and sugary soft drinks ' +
      'usually contain large amounts of fat, salt and sugar but very few vitamins or fibre. When people eat ' +
      'such dishes regularly, they consume far more calories than their bodies need. Consequently, rates of ' +
      'obesity have risen sharply in many places, and this excess weight increases the risk of heart disease, ' +
      'high blood pressure and diabetes. These conditions not only shorten lives but also place a heavy ' +
      'financial burden on hospitals.\n\n' +
      'Several measures could encourage healthier habits. Firstly, cooking and nutrition should be taught in ' +
      'schools. If children learn how to prepare simple, balanced dishes and understand how different ' +
      'ingredients affect the body, they are more likely to make sensible choices as adults. Secondly, ' +
      'restaurants should display clear labels on their menus showing the calories, sugar and salt in each ' +
      'item. For example, some cities already require chain restaurants to print calorie information, and many ' +
      'customers have changed their orders as a result. Finally, governments could make fresh produce more ' +
      'affordable by reducing taxes on fruit and vegetables or subsidising school lunches.\n\n' +
      'In conclusion, the popularity of convenience meals has contributed to weight gain and heart problems. ' +
      'However, through education, honest labelling and lower prices for nutritious products, societies can ' +
      'help citizens eat more wisely.',
  },
  {
    item: 'we-009',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'weak',
    text:
      'Today fast food is very popular in many country. Many people eat burger and pizza every day because it ' +
      'is cheap and fast. But fast food is not good for health.\n\n' +
      'First problem is fast food have a lot of fat. When people eat fast food every day they become fat. My ' +
      'friend eat fast food every day and he is very fat now. He cannot run and he is tired all the time. It is ' +
      'big problem for young people.\n\n' +
      'Also fast food is not good for heart. Doctor say people who eat many burger can have problem with heart. ' +
      'This is very dangerous. Many people is sick because of fast food and they must go to hospital.\n\n' +
      'What we can do? I think school can teach student about healthy food. Student can learn what food is good ' +
      'and what food is bad. If student know this, they will not eat fast food every day. Teacher must tell ' +
      'student that vegetable and fruit is good for body.\n\n' +
      'Also parents must cook at home. Home food is more healthy than fast food. But many parents is busy and ' +
      'they don\'t have time for cook. So they buy fast food for children. This is not good.\n\n' +
      'In conclusion, fast food is bad for health because it have fat and it make heart problem. School must ' +
      'teach student about healthy food. I think people should eat more vegetable and less fast food in the ' +
      'future.',
  },
  {
    item: 'we-009',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'offTopic',
    text:
      'Learning a second language is often seen as a difficult and time-consuming task, yet I am convinced that ' +
      'the rewards far outweigh the effort involved.\n\n' +
      'To begin with, speaking another language opens doors in the workplace. Multinational firms increasingly ' +
      'look for employees who can communicate with clients and colleagues abroad, and bilingual applicants ' +
      'frequently receive higher salaries. For instance, an engineer who speaks both English and Mandarin may ' +
      'be chosen to manage international projects that monolingual colleagues cannot handle.\n\n' +
      'In addition, studying a foreign tongue improves the way the mind works. Research suggests that bilingual ' +
      'individuals are better at switching between tasks, solving puzzles and concentrating in noisy ' +
      'surroundings. Some studies even indicate that using two languages throughout life may delay memory ' +
      'decline in old age.\n\n' +
      'Language learning also deepens cultural understanding. When students read novels, watch films or listen ' +
      'to songs in the original language, they gain insight into traditions and ways of thinking that ' +
      'translations cannot fully capture. Travelling becomes richer as well, because visitors can chat with ' +
      'locals, read signs and ask for directions with confidence.\n\n' +
      'Admittedly, reaching fluency requires years of regular practice, and adults may find pronunciation ' +
      'particularly challenging. Nevertheless, modern apps, online tutors and language exchange partners have ' +
      'made study more flexible and affordable than ever before.\n\n' +
      'In conclusion, acquiring a second language offers professional, intellectual and cultural advantages. ' +
      'Schools should introduce foreign languages early, and adults should not be discouraged from starting at ' +
      'any age.',
  },
  {
    item: 'we-009',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'template',
    text:
      'This is a controversial issue that has sparked a heated debate in recent years. Fast food is a topic ' +
      'that many people talk about today. There are several reasons why people hold different views on this ' +
      'matter. In this essay, I will discuss the problems and the solutions before giving my own opinion.\n\n' +
      'First of all, it is widely believed that this issue causes a number of problems in modern society. These ' +
      'problems can have a negative impact on individuals, families and communities. It is clear that this ' +
      'situation cannot be ignored, and that something must be done about it as soon as possible.\n\n' +
      'Secondly, there are several solutions that could be considered. Governments, schools and individuals all ' +
      'have an important role to play. If everyone works together, it is certain that positive results can be ' +
      'achieved. Both sides of the argument have their own merits, and each solution has advantages and ' +
      'disadvantages that should be carefully considered.\n\n' +
      'From my point of view, it is undeniable that this topic plays a vital role in our lives. It affects ' +
      'everyone, regardless of their age, background or nationality. Therefore, it is essential that we pay ' +
      'close attention to it and take appropriate action in order to build a better future.\n\n' +
      'Taking everything into consideration, this is a complex issue with many different aspects. In ' +
      'conclusion, both sides have their merits and there is no simple answer. However, I firmly believe that ' +
      'with the right measures, this problem can be solved successfully in the future.',
  },
  {
    item: 'we-009',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'misspelled',
    text:
      'In many parts of the world, burgers, fried chicken and takeaway pizza have become part of everyday life. ' +
      'This trend worries doctors and parents, and I beleive that action is neccessary to protect public ' +
      'health.\n\n' +
      'The biggest problem is that most fast food contains too much fat, salt and suger. A single meal can ' +
      'provide allmost a full day\'s calories but very little nutrition. People who eat this kind of food ' +
      'regulary often put on weight, and over time they are more likely to develop heart desease, high blood ' +
      'pressure and diabetes. The goverment then has to spend huge sums on treatment, wich puts pressure on ' +
      'hospitals.\n\n' +
      'Fortunately, there are several ways to encourage better eating habbits. Firstly, schools should teach ' +
      'cooking and nutrition as a compulsery subject. When young people know how to make a quick, healthy meal, ' +
      'they are less dependent on takeaways. Secondly, restaurants should show clear labels on there menus, so ' +
      'that customers can see how many calories and how much salt each dish contains before they order. ' +
      'Thirdly, healthy food must become cheaper. At the moment, a bag of fresh vegetables often costs more ' +
      'than a burger, which is not fair for low-income familys. Reducing taxes on fruit and vegetables, or ' +
      'offering discounts in supermarkets, would make a real diffrence.\n\n' +
      'In conclusion, the rise of fast food has led to weight gain and serious heart problems. However, with ' +
      'better education, honest menu labels and lower prices for nutritious products, I am definately sure that ' +
      'society can sucessfully improve the way people eat.',
  },
  {
    item: 'we-015',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'strong',
    text:
      'Whether taxpayers\' money should support orchestras, theatres and galleries is a question that often ' +
      'arises when budgets are tight. While I accept that essential services must take priority in emergencies, ' +
      'I largely disagree with the view that cultural spending should be abandoned.\n\n' +
      'First of all, the amount involved is relatively small. In most nations, funding for culture represents ' +
      'only a tiny percentage of public expenditure, far less than what is allocated to hospitals, schools or ' +
      'defence. Removing it entirely would barely affect waiting lists or the shortage of homes, yet it would ' +
      'seriously damage the cultural sector.\n\n' +
      'Moreover, the arts generate considerable economic value. Museums, festivals and theatres attract ' +
      'visitors from home and abroad, who spend money in local hotels, restaurants and shops. The creative ' +
      'industries also employ designers, musicians, technicians and many others. For example, a city that hosts ' +
      'a well-known festival can earn far more in tourism revenue than the event originally cost.\n\n' +
      'Another important argument is access. Without state support, concerts and exhibitions would depend on ' +
      'ticket sales and private donors, and prices would rise beyond the reach of ordinary families. Public ' +
      'subsidies allow schoolchildren and low-income residents to enjoy culture, which enriches the whole ' +
      'community.\n\n' +
      'Admittedly, during a genuine crisis, such as a pandemic or a severe recession, governments must put ' +
      'medical care and shelter first, and temporary reductions in cultural budgets may be justified.\n\n' +
      'In conclusion, although urgent needs should come first when resources are extremely limited, I do not ' +
      'agree that all arts funding should be cut. A modest, well-managed investment in culture brings economic, ' +
      'social and educational benefits that justify its cost.',
  },
  {
    item: 'we-015',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'weak',
    text:
      'Some people think government should not give money to art like music and theatre. They think hospital ' +
      'and house is more important. I am partly agree with this.\n\n' +
      'First, hospital is very important for people. When people is sick they need doctor and medicine. If ' +
      'government give money to art and not to hospital, many people will die. This is very bad. Also many ' +
      'people don\'t have house and they live on street. Government must help this people first.\n\n' +
      'But art is also important. Many people like music and theatre. When I go to concert I feel very happy. ' +
      'Art make people happy and relax after work. If government don\'t give money, concert will be very ' +
      'expensive and poor people cannot go. This is not fair for poor people.\n\n' +
      'Also art is important for culture of country. Every country have own music and painting. Young people ' +
      'must learn about it. If nobody give money to art, it will be lost in the future.\n\n' +
      'In my opinion, government should give money to hospital and house first because it is more urgent. But ' +
      'they should give little bit money to art also. I think both is important for people.\n\n' +
      'In conclusion, health and house is more important than art. But art is also need money. Government ' +
      'should give money to both but more money to hospital.',
  },
  {
    item: 'we-015',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'offTopic',
    text:
      'Many school leavers now choose to take a year away from formal study before starting university. ' +
      'Although some parents fear this break will distract young adults from their education, I strongly ' +
      'believe that a well-planned gap year is valuable.\n\n' +
      'The first advantage is personal growth. After more than a decade in classrooms, many eighteen-year-olds ' +
      'have little experience of managing their own time, budget or daily routine. Spending twelve months ' +
      'travelling, volunteering or working part-time forces them to become independent and responsible. For ' +
      'instance, a student who teaches English in a rural village abroad must adapt to a new culture, solve ' +
      'practical difficulties and communicate with strangers.\n\n' +
      'Secondly, a year out can help students choose the right degree. Teenagers are often pressured to select ' +
      'a course before they truly understand their interests. By gaining real work experience, they may ' +
      'discover a passion for engineering, nursing or business, and consequently enrol with clearer goals. ' +
      'Universities frequently report that such students are more motivated and less likely to drop out.\n\n' +
      'Thirdly, the skills developed during this period look impressive on a CV. Employers value applicants who ' +
      'have shown initiative, teamwork and resilience outside the classroom.\n\n' +
      'Admittedly, a gap year can be expensive, and some students lose the habit of studying. Therefore, it ' +
      'should be carefully organised, with clear objectives and a realistic savings plan.\n\n' +
      'In conclusion, taking time out before higher education offers maturity, direction and valuable ' +
      'experience. Provided it is planned sensibly, it is an investment rather than a waste of time.',
  },
  {
    item: 'we-015',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'template',
    text:
      'This is a controversial issue that has sparked a heated debate in recent years. Whether the government ' +
      'should spend money on the arts is a question that many people discuss. There are several reasons why ' +
      'people hold different views on this matter, and both sides of the argument have their own merits.\n\n' +
      'In this essay, I will discuss both views before giving my own opinion. On the one hand, some people ' +
      'believe that this is absolutely right. They think that it has many benefits for individuals and for ' +
      'society. It is widely known that there are a lot of advantages, and these advantages are very important ' +
      'in the modern world.\n\n' +
      'On the other hand, there are also people who believe the opposite. In their view, this situation has ' +
      'several drawbacks that cannot be ignored. These drawbacks may have a negative effect on many aspects of ' +
      'life, so they should be considered carefully by everyone.\n\n' +
      'From my point of view, it is undeniable that this topic plays a vital role in our lives. It is a matter ' +
      'of great importance, and it is something that we cannot avoid in today\'s society. I strongly believe ' +
      'that everyone should think about this issue more seriously, because it has a great influence on all of ' +
      'us.\n\n' +
      'Taking everything into consideration, I partly agree and partly disagree with this statement. In ' +
      'conclusion, both sides have their merits and it is necessary to find a balance between them. Only then ' +
      'will we be able to make the right decision for the future.',
  },
  {
    item: 'we-015',
    task: 'writeEssay',
    variant: 'ACADEMIC',
    kind: 'misspelled',
    text:
      'Some citizens claim that, with hospitals and homes in short supply, the state should stop paying for ' +
      'orchestras, theatres and galleries. Although I understand this view, I mostly disagree, becuase cutting ' +
      'cultural funding completely would do more harm than good.\n\n' +
      'Firstly, arts funding is realy very small in comparison with other areas. In most countries it is less ' +
      'than one percent of the national budjet, so removing it would hardly help the health service or build ' +
      'many new houses. The saving would be tiny, but the loss to society would be enormous.\n\n' +
      'Secondly, culture is an important part of the economy. Famous museums and festivals attract milions of ' +
      'tourists, who spend money in hotels, cafes and shops. In adition, the creative industry provides jobs ' +
      'for actors, designers, sound engineers and many others. Without public suport, a large number of these ' +
      'jobs would disapear.\n\n' +
      'Thirdly, goverment money makes culture avaliable to everyone, not only to the rich. Subsidised tickets ' +
      'and free museums mean that students and low-income famlies can enjoy a concert or an exhibition. This is ' +
      'an important oportunity for children to develop there creativity.\n\n' +
      'Of course, I accept that in a serious crisis, such as a war or a pandemic, urgent needs like medical ' +
      'care and accomodation must come first. In that situation, a temporary reduction in arts spending would ' +
      'be neccessary.\n\n' +
      'In conclusion, although essential services deserve priority in an emergency, I do not beleive that all ' +
      'support for the arts should be removed. A small but steady investment brings economic and social ' +
      'benifits for the whole nation.',
  },
  {
    item: 'wem-001',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'strong',
    text:
      'Hi Sam,\n\n' +
      'I\'m really sorry I didn\'t make it to your birthday celebration last weekend, and even sorrier that I ' +
      'never let you know. That was thoughtless of me.\n\n' +
      'My grandmother was taken to hospital on Friday night, so I spent the whole weekend with my family ' +
      'looking after her. She is much better now, but in all the worry I completely forgot to message you.\n\n' +
      'I\'d love to make it up to you. How about I take you out for dinner at that Italian place you like next ' +
      'Friday? My treat, of course!\n\n' +
      'Best wishes,\nAlex',
  },
  {
    item: 'wem-001',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'weak',
    text:
      'Hi Sam,\n\n' +
      'I am sorry I don\'t come to your party on Saturday. I forget to tell you. I am very sorry about it.\n\n' +
      'I was very busy on Saturday. I have many work and I was very tired so I stay at home. I think it was ' +
      'good party and many people was there. I want to come but I can\'t.\n\n' +
      'Sorry again. I hope you have a good birthday and you get many present.\n\n' +
      'See you,\nAlex',
  },
  {
    item: 'wem-001',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'offTopic',
    text:
      'Dear Mrs Collins,\n\n' +
      'I am writing to let you know that the heater in the living room of my flat at 14 Park Road has stopped ' +
      'working. Since Monday it has only produced cold air, and the temperature indoors has dropped to around ' +
      'twelve degrees at night.\n\n' +
      'This is making it very difficult to sleep and to study at home, particularly during the current cold ' +
      'weather.\n\n' +
      'Could you please arrange for a technician to inspect and repair it as soon as possible? I am available ' +
      'every morning this week to let them in.\n\n' +
      'Thank you for your help.\n\n' +
      'Kind regards,\nDaniel Price',
  },
  {
    item: 'wem-001',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'template',
    text:
      'Dear Sam,\n\n' +
      'I am writing regarding the matter that we discussed. This matter is very important to me, and I wanted ' +
      'to contact you about the party as soon as possible.\n\n' +
      'As you know, there are several reasons for this situation. I believe it is necessary to explain ' +
      'everything clearly so that there are no misunderstandings between us.\n\n' +
      'I would be grateful if you could look into this matter and let me know your thoughts. I hope this matter ' +
      'can be resolved as soon as possible.\n\n' +
      'Thank you for your time and understanding. I look forward to hearing from you soon.\n\n' +
      'Yours sincerely,\nAlex',
  },
  {
    item: 'wem-001',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'misspelled',
    text:
      'Hi Sam,\n\n' +
      'I owe you a big appology for missing your birthday party on Saturday. I can\'t beleive I didn\'t even send ' +
      'you a message.\n\n' +
      'The truth is that my car broke down on the way back from my cousin\'s wedding, and I was stuck waiting ' +
      'for help untill almost midnight. My phone battery was dead, so I couldn\'t contact anyone.\n\n' +
      'To make up for it, I\'d love to take you to the cinema and buy you dinner afterwards. Let me know wich ' +
      'evening suits you best, maybe Wensday or Friday? You are a great freind and I definately want to ' +
      'celebrate with you!\n\n' +
      'Best wishes,\nAlex',
  },
  {
    item: 'wem-011',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'strong',
    text:
      'Dear Sir or Madam,\n\n' +
      'I stayed at your hotel from 3 to 6 May in room 214, and I am writing to complain about two serious ' +
      'issues.\n\n' +
      'Firstly, my room was not cleaned once during the three nights. The bin was never emptied, the towels ' +
      'were not changed and the bed was left unmade. Secondly, the air conditioning was broken, so the room was ' +
      'extremely hot and I could hardly sleep. As I was attending business meetings each day, this left me ' +
      'exhausted and unable to perform well.\n\n' +
      'I would appreciate a partial refund and confirmation that these faults have been fixed.\n\n' +
      'Yours faithfully,\nMaria Lopez',
  },
  {
    item: 'wem-011',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'weak',
    text:
      'Dear Manager,\n\n' +
      'I stay in your hotel for three night last week. The room is not clean. Nobody clean my room in three ' +
      'day. It was very dirty and I was not happy.\n\n' +
      'Also the air conditioner is not working. The room was very hot. I tell the reception but nobody come to ' +
      'fix it.\n\n' +
      'I am very not happy with your hotel. It was bad stay for me.\n\n' +
      'Thank you,\nMaria',
  },
  {
    item: 'wem-011',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'offTopic',
    text:
      'Dear Library Services Team,\n\n' +
      'Unfortunately, I seem to have lost my library card, number 48213, somewhere on campus last Tuesday. I ' +
      'have searched my bag and the lecture halls but have not been able to find it.\n\n' +
      'Could you please cancel the old card so that nobody else can borrow books with it, and let me know how ' +
      'to apply for a replacement? I would also like to check whether there is a fee, and whether my current ' +
      'loans will be transferred to the new card.\n\n' +
      'Thank you very much for your assistance.\n\n' +
      'Kind regards,\nTom Walker',
  },
  {
    item: 'wem-011',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'template',
    text:
      'Dear Sir or Madam,\n\n' +
      'I am writing regarding the matter that we discussed. This matter is very important to me, and I would ' +
      'like to bring it to your attention following my recent visit to your hotel.\n\n' +
      'There were some issues that caused a lot of inconvenience. As you can imagine, this situation was not ' +
      'satisfactory, and I believe it should be dealt with properly.\n\n' +
      'I would be grateful if you could look into this matter. I hope this matter can be resolved as soon as ' +
      'possible, and I look forward to your prompt reply.\n\n' +
      'Yours faithfully,\nMaria Lopez',
  },
  {
    item: 'wem-011',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'misspelled',
    text:
      'Dear Sir or Madam,\n\n' +
      'I recently spent three nights at your hotel, from 12 to 15 June, and I am disapointed with the ' +
      'accomodation I recieved.\n\n' +
      'During my entire stay, nobody came to clean my room. The towels were never replaced and the bin was ' +
      'overflowing. In adition, the air conditioning did not work at all, so the room was unbearably hot. I ' +
      'slept badly every night, wich left me tired and irritable, and my holiday was not the relaxing break I ' +
      'had hoped for.\n\n' +
      'I would apreciate a partial refund and an assurance that these problems will be fixed. Otherwise, I ' +
      'could not reccomend your hotel.\n\n' +
      'Yours faithfully,\nMaria Lopez',
  },
  {
    item: 'wem-013',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'strong',
    text:
      'Dear Mr Ahmed,\n\n' +
      'I wanted to let you know that I have enrolled in an evening accounting course at City College to improve ' +
      'my skills for my role here. Classes run until 10 pm every Tuesday and Thursday, so I get home quite late ' +
      'on those nights.\n\n' +
      'I would therefore like to ask whether I could begin at 10 am instead of 9 am on Wednesdays and ' +
      'Fridays.\n\n' +
      'To make up the two hours, I could stay until 6 pm on Mondays, or alternatively work through part of my ' +
      'lunch break on those days.\n\n' +
      'Thank you for considering my request.\n\n' +
      'Kind regards,\nPriya Sharma',
  },
  {
    item: 'wem-013',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'weak',
    text:
      'Dear Mr Ahmed,\n\n' +
      'I start a course in college. The course finish late on Tuesday and Thursday. I am very tired after ' +
      'course because it finish very late.\n\n' +
      'Can I start work late on Wednesday and Friday? I think it is better for me. I will be not tired and I ' +
      'can work good.\n\n' +
      'Please tell me if it is OK. Thank you very much.\n\n' +
      'Best regards,\nPriya',
  },
  {
    item: 'wem-013',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'offTopic',
    text:
      'Dear Sir or Madam,\n\n' +
      'I booked a return flight to Lisbon through your agency last month, booking reference KX4729, departing ' +
      'on 14 August. Unfortunately, my sister\'s wedding has now been moved to that weekend, so I need to change ' +
      'my travel dates.\n\n' +
      'Would it be possible to depart on 21 August instead and return on 28 August? Please let me know whether ' +
      'there is any additional fee for this change and whether seats are still available.\n\n' +
      'I would be happy to pay the difference by card. Thank you in advance for your help.\n\n' +
      'Yours faithfully,\nLaura Bennett',
  },
  {
    item: 'wem-013',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'template',
    text:
      'Dear Mr Ahmed,\n\n' +
      'I am writing regarding the matter that we discussed. This matter is very important to me, and I hope you ' +
      'can understand my situation regarding my course and my working time.\n\n' +
      'There are some reasons why I need to ask for your help. I believe that a solution can be found that is ' +
      'suitable for everyone involved.\n\n' +
      'I would be grateful if you could look into this matter. I hope this matter can be resolved as soon as ' +
      'possible. Please let me know if you need any further information.\n\n' +
      'Kind regards,\nPriya Sharma',
  },
  {
    item: 'wem-013',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'misspelled',
    text:
      'Dear Mr Ahmed,\n\n' +
      'I would like to inform you that I have joined an evening course in business management at the local ' +
      'college. It is a great oportunity to develop usefull skills for my job, but lessons finish at 10 pm on ' +
      'Tuesdays and Thursdays.\n\n' +
      'Would it be posible for me to start at 10 am, rather than 9 am, on Wensdays and Fridays untill the ' +
      'course ends in December?\n\n' +
      'To make up the missing time, I could work an extra hour on Monday and Tuesday mornings. I am happy to ' +
      'agree a schedual that suits the team, and I realy appreciate your help.\n\n' +
      'Kind regards,\nPriya Sharma',
  },
  {
    item: 'wem-015',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'strong',
    text:
      'Hi everyone,\n\n' +
      'I hope you\'re all well. I wanted to mention something that has been bothering me a little: the kitchen ' +
      'has often been left untidy recently, with dishes piling up in the sink and crumbs on the counters. I ' +
      'know we\'re all busy with assignments, so I\'m not blaming anyone.\n\n' +
      'I think a weekly rota could help. Each of us could take one task, such as washing up, wiping surfaces, ' +
      'taking out the rubbish or mopping the floor, and we could swap every Monday.\n\n' +
      'Could we meet for fifteen minutes on Sunday evening in the living room to agree on it?\n\n' +
      'Thanks,\nEmma',
  },
  {
    item: 'wem-015',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'weak',
    text:
      'Hi everyone,\n\n' +
      'I write because there is a problem in the kitchen. The kitchen is very dirty always. Nobody wash the dish and there is food on the table. I don\'t like it. ' +
      'It is not nice for cooking and it smell bad.\n\n' +
      'Everybody must clean the kitchen. When you cook you must clean after. This is very important for us ' +
      'because we live together in this flat.\n\n' +
      'Please clean the kitchen every day.\n\n' +
      'Thanks,\nEmma',
  },
  {
    item: 'wem-015',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'offTopic',
    text:
      'Hi Jake,\n\n' +
      'Are you free on the last weekend of this month? A few of us are planning a hiking trip to the Lake ' +
      'District, and it would be great if you could join us.\n\n' +
      'We are going to leave early on Saturday morning, walk about fifteen kilometres along the ridge, and stay ' +
      'overnight in a small guesthouse near the village. On Sunday we\'ll take an easier route by the lake ' +
      'before driving home.\n\n' +
      'Bring good boots and a waterproof jacket, as the weather can change quickly. Let me know by Wednesday so ' +
      'I can book a bed for you.\n\n' +
      'Cheers,\nOlivia',
  },
  {
    item: 'wem-015',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'template',
    text:
      'Dear flatmates,\n\n' +
      'I am writing regarding the matter that we discussed. This matter is very important to me, and I believe ' +
      'it is important to all of us who live here together.\n\n' +
      'As you know, this situation has been going on for some time. I think we should find a solution that is ' +
      'fair for everyone.\n\n' +
      'I would be grateful if you could look into this matter and think about it carefully. I hope this matter ' +
      'can be resolved as soon as possible.\n\n' +
      'Thank you for your understanding.\n\n' +
      'Best wishes,\nEmma',
  },
  {
    item: 'wem-015',
    task: 'writeEmail',
    variant: 'CORE',
    kind: 'misspelled',
    text:
      'Hi all,\n\n' +
      'I hope your studies are going well. I just wanted to mention, as politely as posible, that the kitchen ' +
      'has been quite messy lately. Dirty plates are often left in the sink for days, wich makes it dificult to ' +
      'cook.\n\n' +
      'I suggest we make a weekly cleaning schedual. Each week one person could do the washing up, another ' +
      'could clean the cooker, a third could take out the rubish, and the last could mop the floor. We could ' +
      'rotate jobs every Sunday, and I beleive it would be fair.\n\n' +
      'Could we have a quick meeting on Thursday evening to agree on it? It definately won\'t take long.\n\n' +
      'Thanks,\nEmma',
  },
];
