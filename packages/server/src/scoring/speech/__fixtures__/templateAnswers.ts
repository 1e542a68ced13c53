import type { SpeakingTask } from '../scales';

/**
 * Original spoken answers for the template tests (templates.test.ts), as transcripts: per task, one bank item and a
 * genuine answer to it, an answer made only of the stock sentences learners are taught for the task, and the same
 * stock sentences with two of the item's key words dropped in. `misheard` is the template-only answer as the
 * recogniser might give it back (words misheard, dropped or added), which must still be found.
 */
export interface TemplateAnswers {
  task: Extract<SpeakingTask, 'describeImage' | 'retellLecture' | 'summarizeGroupDiscussion' | 'respondToASituation'>;
  item: string;
  genuine: string;
  templateOnly: string;
  withKeywords: string;
  /** The two key words `withKeywords` adds. */
  keywords: [string, string];
  misheard: string;
}

export const templateAnswers: TemplateAnswers[] = [
  {
    task: 'describeImage',
    item: 'di-001',
    genuine:
      'This bar chart compares how many books a town library lent each month from January to June. February was the quietest ' +
      'month with two hundred and eighty books, and after that borrowing climbed to four hundred and ten in April. It slipped a ' +
      'little in May to three hundred and ninety, then reached its highest point in June at four hundred and fifty, so the ' +
      'library grew busier as the year went on.',
    templateOnly:
      'The image gives us a lot of information about many different things. Looking at the image carefully, we can see that ' +
      'there are many colours in the picture. It is clear from the image that the information is very important. In conclusion, ' +
      'this is a very informative image.',
    withKeywords:
      'The image gives us a lot of information about books and June. Looking at the image carefully, we can see that there are ' +
      'many colours in the picture. It is clear from the image that the information is very important. In conclusion, this is ' +
      'a very informative image.',
    keywords: ['books', 'june'],
    misheard:
      'the image gives as a lot of information of many different things looking at the image care fully we can see that there ' +
      'are many colors in the picture it is clear from image that the information is very important in conclusion this is a ' +
      'very informative images',
  },
  {
    task: 'retellLecture',
    item: 'rl-001',
    genuine:
      'Walking counts as real exercise even though it feels easy. A brisk walk makes your heart and lungs stronger, and a short ' +
      'walk lifts your mood and clears your head after hours at a desk. It costs nothing and needs no gym, because you can walk ' +
      'to the shops or take the stairs, so small daily habits add up to better health.',
    templateOnly:
      'The speaker was talking about a very interesting topic. The speaker also mentioned some important points. Moreover, the ' +
      'speaker gave an example of this. The speaker talked about many important things. In conclusion, the speaker said that ' +
      'this lecture was very informative.',
    withKeywords:
      'The speaker was talking about walking and the heart. The speaker also mentioned some important points. Moreover, the ' +
      'speaker gave an example of this. The speaker talked about many important things. In conclusion, the speaker said that ' +
      'this lecture was very informative.',
    keywords: ['walking', 'heart'],
    misheard:
      'the speaker was talking of a very interesting topic the speaker also mention some important points more over the speaker ' +
      'gave an example of this the speaker talked about many important thing in conclusion the speaker said that this lecture ' +
      'is very informative',
  },
  {
    task: 'summarizeGroupDiscussion',
    item: 'sgd-001',
    genuine:
      'Megan, the tutor, asked Priya and Daniel how they would share the work for their presentation. Priya wanted to split it ' +
      'into separate parts to save time, but Daniel worried that the talk would feel like two talks stuck together. Megan ' +
      'suggested a shared template and two rehearsals, and Daniel agreed once the template was settled. They will rehearse on ' +
      'Monday and Thursday, and Megan will watch the second rehearsal and give feedback.',
    templateOnly:
      'The discussion was about an important topic. In this discussion, the three speakers were talking about it. The first ' +
      'speaker said that it was important. The second speaker disagreed and said that it was not. The third speaker said that ' +
      'both had a point. The speakers had different opinions. In conclusion, the speakers agreed.',
    withKeywords:
      'The discussion was about a presentation and rehearsals. In this discussion, the three speakers were talking about it. ' +
      'The first speaker said that it was important. The second speaker disagreed and said that it was not. The third speaker ' +
      'said that both had a point. The speakers had different opinions. In conclusion, the speakers agreed.',
    keywords: ['presentation', 'rehearsals'],
    misheard:
      'the discussion was about an important topic in this discussion the three speaker were talking about it the first speaker ' +
      'set that it was important the second speaker disagree and said that it was not the third speaker said that both had a ' +
      'point the speakers had different opinion in conclusion the speakers agreed',
  },
  {
    task: 'respondToASituation',
    item: 'rts-001',
    genuine:
      'Good evening, sorry to disturb you. I live next door, in flat twelve. Your music has been really loud after midnight for ' +
      'the last three nights, and I start work at six, so I cannot sleep. Could you turn it down by ten on weeknights? That ' +
      'would help me a lot.',
    templateOnly:
      'Hi, how are you doing today? I hope you are doing well. I am calling because I wanted to talk to you about something. ' +
      'I hope you understand. Please let me know what you think. Thank you so much for your understanding. Have a nice day.',
    withKeywords:
      'Hi, how are you doing today? I hope you are doing well. I am calling because I wanted to talk to you about the music ' +
      'at midnight. I hope you understand. Please let me know what you think. Thank you so much for your understanding. Have a ' +
      'nice day.',
    keywords: ['music', 'midnight'],
    misheard:
      'hi how are you doing to day i hope you are doing well i am calling because i want to talk to you about something i hope ' +
      'you understand please let me know what you think thank you so much for your understanding have a nice day',
  },
];
