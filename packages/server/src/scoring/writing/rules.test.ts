import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer, type Analyzer } from './language';
import { checkRules, tagsPerToken } from './rules';
import { tokenize } from './text';
import { loadWordNet, type WordNet } from './wordnet';

let wordnet: WordNet;
let analyzer: Analyzer;

beforeAll(async () => {
  [wordnet, analyzer] = await Promise.all([loadWordNet(), loadAnalyzer()]);
}, 60_000);

const check = (text: string) => {
  const tokens = tokenize(text);
  return checkRules({ tokens, tags: tagsPerToken(tokens, analyzer.terms(text)), wordnet, expectFinalStop: true }).map((issue) => ({
    text: text.slice(issue.start, issue.end),
    severity: issue.severity,
    category: issue.category,
    suggestion: issue.suggestion,
  }));
};

describe('built-in grammar rules', () => {
  it.each([
    ['The results shows that parks help.', 'shows', 'show'],
    ['Developed countries has more resources.', 'has', 'have'],
    ['In many countries, governments has failed.', 'has', 'have'],
    ['Many people thinks that cars are bad.', 'thinks', 'think'],
    ['Technology have changed our lives.', 'have', 'has'],
    ['The research show that sleep matters.', 'show', 'shows'],
    ['Each student have a laptop.', 'have', 'has'],
    ['Pollution cause many diseases.', 'cause', 'causes'],
    ['They was late again.', 'was', 'were'],
    ['She have a car.', 'have', 'has'],
    ['There is many reasons for this.', 'is', 'are'],
    ['There are a problem with the system.', 'are', 'is'],
    ['There is not enough buses in rural areas.', 'is', 'are'],
    ['On the one hand, public transport have many benefits.', 'have', 'has'],
    ['Others believe roads is more important.', 'is', 'are'],
    ['We know that it help people.', 'help', 'helps'],
  ])('flags the agreement error in "%s" as critical', (sentence, wrong, fixed) => {
    expect(check(sentence)).toContainEqual({ text: wrong, severity: 'CRITICAL', category: 'Agreement', suggestion: fixed });
  });

  it.each([
    ['The government should invests in schools.', 'invests', 'invest'],
    ['We will needs more time.', 'needs', 'need'],
    ['It can helped people.', 'helped', 'help'],
    ['Prices could studied closely.', 'studied', 'study'],
    ['The plan must is changed.', 'is', 'be'],
    ['People must to drive.', 'to', ''],
  ])('flags the verb form after a modal in "%s"', (sentence, wrong, fixed) => {
    expect(check(sentence)).toContainEqual({ text: wrong, severity: 'CRITICAL', category: 'Verb form', suggestion: fixed });
  });

  it('flags articles as moderate and capitals, punctuation and repeats as minor', () => {
    expect(check('This is a important issue.')).toContainEqual({ text: 'a', severity: 'MODERATE', category: 'Article', suggestion: 'an' });
    expect(check('An university is a unique place.')).toContainEqual({ text: 'An', severity: 'MODERATE', category: 'Article', suggestion: 'A' });
    expect(check('It took a hour.')).toContainEqual({ text: 'a', severity: 'MODERATE', category: 'Article', suggestion: 'an' });
    expect(check('the city is big.')).toContainEqual({ text: 'the', severity: 'MINOR', category: 'Capitalisation', suggestion: 'The' });
    expect(check('The city is big')).toContainEqual({ text: 'big', severity: 'MINOR', category: 'Punctuation', suggestion: 'big.' });
    expect(check('This is is wrong.')).toContainEqual({ text: 'is is', severity: 'MINOR', category: 'Repeated word', suggestion: 'is' });
  });

  it('flags a singular noun after a plural quantifier', () => {
    expect(check('Transport is important in many country.')).toContainEqual({ text: 'country', severity: 'MODERATE', category: 'Number', suggestion: 'countries' });
    expect(check('One bus carries fifty passenger.')).toContainEqual({ text: 'passenger', severity: 'MODERATE', category: 'Number', suggestion: 'passengers' });
  });

  it('stays quiet on correct academic English', () => {
    const correct = [
      'Many people believe that the government has a duty to protect the environment.',
      'The number of cars on our roads has doubled since 1990, and each of these vehicles produces emissions.',
      'One of the main problems is that public transport is often slow.',
      'The data show a clear trend, and the media have reported it widely.',
      'It is essential that every child have access to education.',
      'If the economy were stronger, wages would rise.',
      'The committee, which meets monthly, has approved the plan.',
      'Climate change and pollution are serious threats.',
      'Let the market decide, because it helps each student learn faster.',
      'Does the policy work? Neither option is perfect.',
      'Poverty, unemployment and crime are linked.',
      'There are a number of reasons for this, and there is a lot of evidence.',
      'An hour later, a university student and an honest politician met a European delegation.',
      'Economics is a difficult subject, and the news was shocking.',
      'The elderly need more support, while the rich get richer.',
      'Renewable energy sources such as wind power reduce emissions.',
      'Exports as well as tourism generate income.',
      'The staff were friendly and my family are all doctors.',
      'Had the government acted sooner, fewer people would have suffered.',
      'Not only does tourism create jobs, but it also funds conservation.',
      'Whether cities grow or shrink depends on jobs.',
      'The price increase was modest, and road building costs billions.',
      'The teacher made the students rewrite the essay.',
      'Online learning offers flexibility, but it requires discipline.',
      'Water supply remains a challenge; consumer demand fell.',
      'I have visited three countries, and we were happy.',
      'Dr. Smith works at the U.S. embassy, e.g. in the visa section.',
      'Many say that several hundred people attended; these days both sides agree.',
      'I think education matters, and they believe the economy will grow.',
      'There is not enough time, there is no reason to wait and there is enough food.',
      'I suggest the government invest more in schools.',
      'We know the answer is simple, and many believe it works.',
      'Two thirds of students live at home, and many more rent rooms.',
      'These kinds of problems need attention, and those who work hard succeed.',
      'Let it go, and make it happen, because we saw it work.',
      'Students must learn to manage their time, and they ought to sleep more.',
      'Both parents work, and many families rely on childcare.',
      'The will to succeed matters more than talent.',
      'Few people realise how much water a single shower uses.',
      'More and more people buy more old furniture, and the most expensive homes are more spacious.',
      'Wells must be deeper, and the most important point is the cheapest one.',
    ];
    for (const sentence of correct) expect(check(sentence), sentence).toEqual([]);
  });

  it.each([
    ['The wells need to be more deep.', 'more deep', 'deeper'],
    ['This is the most cheap option.', 'most cheap', 'cheapest'],
    ['Walking is more easy than running.', 'more easy', 'easier'],
    ['Trains are more better than buses.', 'more', ''],
  ])('flags the wrong comparative in "%s"', (sentence, wrong, right) => {
    expect(check(sentence)).toContainEqual(expect.objectContaining({ text: wrong, category: 'Comparison', suggestion: right }));
  });

  it.each([
    ['It is one of biggest cities in the world.', 'biggest'],
    ['According to the survey, number of tourists has doubled.', 'number'],
    ['President of the club opened the meeting.', 'President'],
    ['Many people read the news on internet.', 'internet'],
  ])('flags the missing article in "%s"', (sentence, wrong) => {
    expect(check(sentence)).toContainEqual(expect.objectContaining({ text: wrong, category: 'Article' }));
  });

  it.each([
    ['How long do you know your flatmate?', 'do', 'Tense'],
    ["I didn't see my cousin since she moved abroad.", "didn't", 'Tense'],
    ['He always is late for meetings.', 'always is', 'Word order'],
    ['I am not sure when starts the next lecture.', 'starts', 'Word order'],
    ['The news about the closure were a shock.', 'were', 'Agreement'],
    ['People who lives in cities complain about noise.', 'lives', 'Agreement'],
  ])('flags "%s"', (sentence, wrong, category) => {
    expect(check(sentence)).toContainEqual(expect.objectContaining({ text: wrong, category }));
  });
});
