import { defineMessages } from '@pte-kit/core';

export const wordOfTheDayMessages = defineMessages('wordOfTheDay', {
  title: 'Word of the day',
  loading: 'Loading the word of the day',
  failed: 'The word of the day could not be loaded.',
  tryAgain: 'Try again',
  noDefinition: 'No definition yet.',
  partOfSpeech: '{part, select, verb {verb} noun {noun} adjective {adjective} adverb {adverb} pronoun {pronoun} preposition {preposition} conjunction {conjunction} interjection {interjection} determiner {determiner} other {other}}',
});
