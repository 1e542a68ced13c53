/**
 * Key points and sentences written for this project to measure content matching: each sentence either makes the
 * point in other words (`covers: true`) or talks about the same topic without making it (`covers: false`). The
 * points are the bank's; the sentences were written apart from the matcher and are not tuned to it one by one.
 */
export interface ParaphraseSample {
  point: string;
  text: string;
  covers: boolean;
}

export const paraphrases: readonly ParaphraseSample[] = [
  // Summaries and essays: the same idea in other words.
  { point: 'walking is free, simple and suitable for all ages', text: 'Walking costs nothing, is easy to do and suits people young and old.', covers: true },
  { point: 'strengthens the heart, lungs, muscles and bones', text: 'It makes the heart and lungs stronger and builds muscle and bone.', covers: true },
  { point: 'improves mood and reduces stress', text: 'A walk lifts your spirits and lowers anxiety.', covers: true },
  { point: 'free computers and internet access', text: 'Visitors can use computers and go online without paying.', covers: true },
  { point: 'early school starts mean too little sleep', text: 'Because lessons begin so early, teenagers do not get enough sleep.', covers: true },
  { point: 'poor sleep harms concentration, memory and mood', text: 'Being short of sleep damages attention, memory and emotional wellbeing.', covers: true },
  { point: 'home cooking is cheaper and healthier', text: 'Meals made at home cost less and are better for your health.', covers: true },
  { point: 'trees reduce pollution and flooding', text: 'Trees cut air pollution and lower the risk of floods.', covers: true },
  { point: 'children pick up sounds easily', text: 'Young learners acquire pronunciation without much effort.', covers: true },
  { point: 'save time and money for families', text: 'Uniforms are cheaper for parents and save them time every morning.', covers: true },
  { point: 'more jobs and services in cities', text: 'Urban areas offer far more employment and better facilities.', covers: true },
  { point: 'too much homework causes stress', text: 'Excessive homework leaves pupils anxious and exhausted.', covers: true },
  { point: 'better focus and productivity', text: 'Staff concentrate better and get more done.', covers: true },
  { point: 'regular exercise improves health', text: 'Frequent physical activity makes students healthier.', covers: true },
  { point: 'concrete and asphalt absorb and release heat', text: 'Roads and buildings soak up heat during the day and give it off at night.', covers: true },
  { point: 'fewer trees and waste heat from vehicles', text: 'Cities have less vegetation, and cars give off extra heat.', covers: true },
  { point: 'much of our food depends on pollination', text: 'A large share of the crops we eat relies on pollinators.', covers: true },
  { point: 'investors hold falling shares too long', text: 'People keep stocks that are losing value for too long.', covers: true },
  { point: 'hand copying made books rare and expensive', text: 'Before printing, books were copied by hand, so they were scarce and costly.', covers: true },
  { point: 'saves travel time and money', text: 'Working from home cuts commuting time and costs.', covers: true },
  { point: 'lower cost and wider access', text: 'Online courses are cheaper and open study to many more people.', covers: true },
  { point: 'stronger community and lower costs', text: 'Villages have closer neighbours and living there is cheaper.', covers: true },
  // Emails: the act done in other words.
  { point: 'apologise for missing the party', text: "I'm so sorry I wasn't at your party on Saturday.", covers: true },
  { point: 'explain why you could not come', text: 'My car broke down on the way, so I could not get there.', covers: true },
  { point: 'suggest a way to celebrate together', text: 'How about going out for a meal together next week to celebrate?', covers: true },
  { point: 'ask what work you missed', text: 'Could you tell me which exercises the class did?', covers: true },
  { point: 'thank her for the gift', text: 'Thank you so much for the lovely scarf you sent me.', covers: true },
  { point: 'invite her to visit soon', text: 'Would you like to come and stay with us next month?', covers: true },
  { point: 'ask for a repair as soon as possible', text: 'Could you please send someone to fix it this week?', covers: true },
  { point: 'ask for an extension', text: 'Would it be possible to have more time to finish the essay?', covers: true },
  { point: 'apologise in advance for any noise', text: 'I am sorry in advance if it gets a bit loud.', covers: true },
  { point: 'give her a way to contact you', text: 'If anything bothers you, just call me on my mobile.', covers: true },

  // The topic without the point.
  { point: 'walking is free, simple and suitable for all ages', text: 'Many people prefer running because it burns more calories.', covers: false },
  { point: 'strengthens the heart, lungs, muscles and bones', text: 'Walking is popular with people of all ages.', covers: false },
  { point: 'improves mood and reduces stress', text: 'Walking requires no special equipment.', covers: false },
  { point: 'free computers and internet access', text: 'Libraries lend books to children and families.', covers: false },
  { point: 'early school starts mean too little sleep', text: 'Teenagers often use their phones late in the evening.', covers: false },
  { point: 'home cooking is cheaper and healthier', text: 'Ready meals have become very popular in supermarkets.', covers: false },
  { point: 'trees reduce pollution and flooding', text: 'Trees give shade and make streets cooler in summer.', covers: false },
  { point: 'children pick up sounds easily', text: 'Adults understand grammar rules more quickly.', covers: false },
  { point: 'save time and money for families', text: 'School uniforms create a sense of belonging.', covers: false },
  { point: 'more jobs and services in cities', text: 'The countryside has cleaner air and less noise.', covers: false },
  { point: 'too much homework causes stress', text: 'Homework helps parents follow what their children learn.', covers: false },
  { point: 'better focus and productivity', text: 'A four-day week would be difficult for hospitals.', covers: false },
  { point: 'concrete and asphalt absorb and release heat', text: 'Parks and green roofs can make cities cooler.', covers: false },
  { point: 'much of our food depends on pollination', text: 'Honeybees are not the only insects that visit flowers.', covers: false },
  { point: 'investors hold falling shares too long', text: 'Traditional economic models treated gains and losses equally.', covers: false },
  { point: 'hand copying made books rare and expensive', text: 'Pamphlets spread political arguments quickly.', covers: false },
  { point: 'saves travel time and money', text: 'Working from home can make people feel lonely.', covers: false },
  { point: 'lower cost and wider access', text: 'Online courses need a lot of self-discipline.', covers: false },
  { point: 'stronger community and lower costs', text: 'Cities have more entertainment and public transport.', covers: false },
  { point: 'apologise for missing the party', text: 'I hope you had a great time at your party.', covers: false },
  { point: 'explain why you could not come', text: 'I heard the party was a lot of fun.', covers: false },
  { point: 'suggest a way to celebrate together', text: 'I bought you a small present for your birthday.', covers: false },
  { point: 'ask what work you missed', text: 'I was ill yesterday and stayed at home.', covers: false },
  { point: 'thank her for the gift', text: 'I will use the scarf when I go skiing.', covers: false },
  { point: 'invite her to visit soon', text: 'I really liked the book you sent me.', covers: false },
  { point: 'ask for a repair as soon as possible', text: 'The heater in my flat stopped working on Monday.', covers: false },
  { point: 'ask for an extension', text: 'My grandmother was taken to hospital last week.', covers: false },
  { point: 'give her a way to contact you', text: 'We will finish the party before midnight.', covers: false },
];
