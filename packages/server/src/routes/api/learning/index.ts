import type { FastifyInstance } from 'fastify';
import { VIDEO_TYPES, findTaskByApi, lessonCoverPath, wordAudioPath, accentSpeaker, skills, type VideoDto, type VideoType, type WordDto } from '@pte-kit/core';
import { lexicon, videoLessons, type LexiconEntry, type VideoLesson } from '@pte-kit/content';
import { lexiconMeaning } from '../../../dictionary/index';
import { isPremium } from '../../../repositories/users';
import { errors } from '../../../errors';
import { page } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

/** A lexicon entry as the dictionary's word shape; accents with no voice get no audio. */
export function toWordDto(entry: LexiconEntry): WordDto {
  const audio = (accent: 'US' | 'UK' | 'AU') => (accentSpeaker(accent) ? wordAudioPath(entry.word, accent) : null);
  return {
    word: entry.word,
    americanAudio: audio('US'),
    britishAudio: audio('UK'),
    australianAudio: audio('AU'),
    britishPhonetic: entry.britishPhonetic,
    americanPhonetic: entry.americanPhonetic,
    australianPhonetic: null,
    translations: [],
    image: null,
    familyWords: entry.familyWords.map((word) => ({ word })),
    meanings: entry.meanings.map(lexiconMeaning),
    bookmark: 'UNMARK',
    vocabBook: null,
    pronunciationBook: null,
    spellingBook: null,
  };
}

/** The word of the day: one lexicon word per UTC day, the same for every learner, cycling through the list. */
export function wordOfTheDay(now = new Date()): LexiconEntry {
  const day = Math.floor(now.getTime() / 86_400_000);
  return lexicon[day % lexicon.length];
}

export function lessonVideoPath(key: string): string {
  return `/media/lessons/${encodeURIComponent(key)}/video.mp4`;
}

export function findLesson(key: string): VideoLesson | undefined {
  return videoLessons.find((lesson) => lesson.key === key);
}

export default async function learningRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);

  app.get('/api/book/vocabBook/suggestedWord', {
    schema: { tags: ['words'], summary: 'The word of the day, with meanings, phonetics and audio per accent', security: bearer, response: errorResponses },
  }, async () => toWordDto(wordOfTheDay()));

  app.get('/api/videos', {
    schema: {
      tags: ['videos'],
      summary: 'Flash Video lessons: the LEARNING lesson of a task and the FOUNDATION lesson of its skill. Video links are signed for premium learners only.',
      security: bearer,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          skill: { type: 'string', enum: [...skills] },
          practiceType: { type: 'string', maxLength: 60 },
          types: { type: 'string', maxLength: 40, pattern: '^[A-Z]+(,[A-Z]+)*$', description: 'Comma-separated, default LEARNING,FOUNDATION' },
        },
      } as const,
      response: errorResponses,
    },
  }, async (request) => {
    const { skill, practiceType } = request.query;
    const types = (request.query.types ?? VIDEO_TYPES.join(',')).split(',') as VideoType[];
    const unknown = types.find((type) => !VIDEO_TYPES.includes(type));
    if (unknown) throw errors.badRequest(`types must list video types among ${VIDEO_TYPES.join(', ')}; "${unknown}" is not one.`, 'types');
    if (practiceType && !skill) throw errors.badRequest('practiceType needs the skill it belongs to.', 'skill');
    const task = practiceType && skill ? findTaskByApi(skill, practiceType) : undefined;
    if (practiceType && !task) throw errors.badRequest(`There is no ${skill} task called "${practiceType}".`, 'practiceType');
    const premium = isPremium(request.user!);
    const list: VideoDto[] = videoLessons
      .filter((lesson) => types.includes(lesson.type))
      .filter((lesson) => !skill || lesson.skill === skill)
      .filter((lesson) => !task || lesson.type === 'FOUNDATION' || lesson.task === task.key)
      .map((lesson) => ({
        key: lesson.key,
        type: lesson.type,
        skill: lesson.skill,
        practiceType: lesson.task ? lesson.task.split('.')[1] : null,
        title: lesson.title,
        cover: lessonCoverPath(lesson.key),
        url: premium ? app.mediaLinks.sign(lessonVideoPath(lesson.key)) : null,
      }));
    return page('videoDtoList', list);
  });
}
