import type { WordDto } from '@pte-kit/core';

export const SERENDIPITY: WordDto = {
  word: 'serendipity', americanAudio: null, britishAudio: null, australianAudio: null,
  britishPhonetic: '/ˌser.ənˈdɪp.ə.ti/', americanPhonetic: null, australianPhonetic: null, translations: [], image: null, familyWords: [],
  meanings: [{
    partOfSpeech: 'NOUN', definitions: ['The fact of finding interesting or valuable things by chance.', 'A happy accident.'],
    examples: [], synonyms: [], antonyms: [], collocations: [], idioms: [],
  }],
  bookmark: 'UNMARK', vocabBook: null, pronunciationBook: null, spellingBook: null,
};
