import type { Catalogue } from '@pte-kit/core';
import type { wordOfTheDayMessages } from '../../WordOfTheDay/messages';

export default {
  title: 'واژهٔ روز',
  loading: 'در حال بارگذاری واژهٔ روز',
  failed: 'واژهٔ روز بارگذاری نشد.',
  tryAgain: 'دوباره امتحان کنید',
  noDefinition: 'هنوز تعریفی ندارد.',
  partOfSpeech: '{part, select, verb {فعل} noun {اسم} adjective {صفت} adverb {قید} pronoun {ضمیر} preposition {حرف اضافه} conjunction {حرف ربط} interjection {صوت} determiner {معرّف} other {سایر}}',
} satisfies Catalogue<typeof wordOfTheDayMessages>;
