/**
 * Sentences for measuring speech recognition across the offline voices (bench/speech-wer.ts) and for adapting the
 * acoustic model (scripts/adapt-acoustic.mjs). Written for this project in the academic register of PTE's Read Aloud
 * and Repeat Sentence texts. The training half adapts the model; the held-out half is only ever decoded, never used
 * for adaptation, so its figures say what adaptation does to speech it has not seen. No digits or abbreviations:
 * each word is read one way, so the reference is the text itself.
 */
export const TRAINING: readonly string[] = [
  'The university has decided to extend the opening hours of its main library during the examination period.',
  'Researchers found that students who slept well before a test remembered more of what they had studied.',
  'Many coastal cities are now building sea walls to protect homes from rising water levels.',
  'The lecture will begin with a short history of the printing press and its effect on education.',
  'Urban gardens can lower summer temperatures and give residents a place to grow fresh vegetables.',
  'A growing number of companies allow their employees to work from home for part of the week.',
  'The museum plans to display the ancient pottery in a new gallery next spring.',
  'Regular physical activity reduces the risk of heart disease and improves mental health.',
  'Economists disagree about whether raising the minimum wage leads to fewer jobs for young workers.',
  'Students must submit their essays through the online portal before the end of the month.',
  'The survey showed that most people prefer public transport when it is cheap and reliable.',
  'Bees play an essential role in agriculture because they pollinate many of the crops we eat.',
  'The author argues that technology has changed the way children learn to read and write.',
  'Rainforests contain more than half of the plant and animal species found on land.',
  'The new policy encourages farmers to use less water by adopting more efficient irrigation methods.',
  'Learning a second language at an early age may improve problem solving skills later in life.',
  'The report recommends that local councils invest more money in cycling paths and safe crossings.',
  'Ancient trade routes connected distant empires and allowed ideas to spread across continents.',
  'Volunteers collected plastic waste from the beach and sorted it for recycling.',
  'The professor asked the class to compare the two theories and explain which one was more convincing.',
  'Solar panels have become much cheaper over the past decade, so more households can afford them.',
  'A balanced diet should include fruit, vegetables, whole grains and enough protein.',
  'The committee will announce the winners of the research grants at the end of the conference.',
  'Historians rely on letters, diaries and official records to understand how people lived in the past.',
];

export const HELD_OUT: readonly string[] = [
  'The library will close early on Friday because the staff are attending a training day.',
  'Scientists believe that the ocean absorbs a large share of the heat produced by human activity.',
  'The course introduces students to the basic principles of accounting and financial planning.',
  'Many young people now get their news from social media rather than from newspapers.',
  'The city council has approved a plan to plant ten thousand trees along its busiest streets.',
  'Good communication skills are valued by employers in almost every industry.',
  'The experiment was repeated three times to make sure that the results were reliable.',
  'Tourism brings money to small villages but it can also damage the natural environment.',
  'The seminar on climate policy has been moved to the large hall on the second floor.',
  'Children who read for pleasure tend to have a wider vocabulary than those who do not.',
  'The company reported higher profits this year thanks to strong demand for its products.',
  'Wind farms generate electricity without producing the gases that warm the planet.',
  'The tutor reminded everyone to bring their laptops and a copy of the reading list.',
  'Public health campaigns have greatly reduced the number of people who smoke.',
  'The government is considering new rules to limit noise from construction sites at night.',
  'An effective presentation has a clear structure and ends with a short summary.',
  'The study followed two hundred families over a period of five years.',
  'Fresh water is becoming scarce in many regions because of population growth and drought.',
  'The art exhibition attracted visitors from all over the country during its first week.',
  'Most of the participants said the workshop had helped them manage their time better.',
  'The bridge was closed for repairs after engineers discovered cracks in its supports.',
  'Online courses give people the chance to study while they continue to work full time.',
  'The results suggest that music lessons can improve memory and concentration in children.',
  'Before the industrial revolution, most families lived and worked in the countryside.',
];
