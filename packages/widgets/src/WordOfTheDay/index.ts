export { WordOfTheDay, partOfSpeechLabel } from './WordOfTheDay';
export type { WordOfTheDayProps } from './WordOfTheDay';
