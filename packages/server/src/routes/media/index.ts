import type { FastifyInstance } from 'fastify';
import { withSchemaTypes } from '../api/schemas';
import { ACCENTS, SPEAKERS, accentSpeaker, defaultSpeaker, type Accent } from '@pte-kit/core';
import { chartAltText, createChartImages } from '@pte-kit/content/generator';
import type { ChartSpec } from '@pte-kit/content';
import { errors } from '../../errors';
import { sendMediaFile } from '../../media/files';
import { speechRequestOf } from '../../media/questionAudio';
import { recordingRoutes } from '../../media/recordings';
import { findLesson, lessonVideoPath } from '../api/learning/index';

const accentNames: Record<Accent, string> = { US: 'American', UK: 'British', AU: 'Australian', IN: 'Indian' };

/**
 * Question recordings, pictures, word audio and lessons, rendered on first request and cached; public, so
 * <audio src> works without a token. A voice this server lacks is a 503 (the error handler's VoiceUnavailableError).
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const { lessons, voices, mediaLinks } = app;
  const charts = createChartImages(app.config.mediaCacheDir);
  await app.register(recordingRoutes);

  app.get('/media/questions/:id/image.png', {
    schema: {
      tags: ['media'], summary: "A describe-image question's picture, drawn from its data (PNG)",
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
    },
  }, async (request, reply) => {
    const question = await app.repositories.questions.byIdAnyTask(request.params.id);
    const chart = (question?.content as { chart?: ChartSpec } | undefined)?.chart;
    if (!chart) throw errors.notFound(`A picture of question ${request.params.id}`);
    const file = await charts.png(chart);
    reply.header('Cache-Control', 'public, max-age=86400').header('X-Alt-Text', encodeURIComponent(chartAltText(chart)));
    return sendMediaFile(request, reply, file, 'image/png');
  });

  app.get('/media/questions/:id/explanation.mp3', {
    schema: {
      tags: ['media'], summary: "A question's explanation read aloud (mp3), for the answer section",
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
    },
  }, async (request, reply) => {
    const question = await app.repositories.questions.byIdAnyTask(request.params.id);
    if (!question?.explanation.trim()) throw errors.notFound(`An explanation of question ${request.params.id}`);
    const rendered = await voices.speak({ text: question.explanation, speakerId: defaultSpeaker('female').id });
    reply.header('Cache-Control', 'public, max-age=86400').header('X-Audio-Duration', rendered.durationSeconds.toFixed(2));
    return sendMediaFile(request, reply, rendered.file, 'audio/mpeg');
  });

  app.get('/media/questions/:id/:speaker.mp3', {
    schema: {
      tags: ['media'], summary: "A question's recording in one voice (mp3)",
      params: { type: 'object', required: ['id', 'speaker'], properties: { id: { type: 'integer', minimum: 1 }, speaker: { type: 'string', maxLength: 40 } } } as const,
    },
  }, async (request, reply) => {
    const { id, speaker } = request.params;
    const speakerId = speaker === 'default' ? undefined : speaker;
    if (speakerId && !SPEAKERS.some((entry) => entry.id === speakerId)) {
      throw errors.notFound(`The voice "${speaker}"`);
    }
    const question = await app.repositories.questions.byIdAnyTask(id);
    if (!question) throw errors.notFound(`Question ${id}`);
    const speech = speechRequestOf(question, speakerId);
    if (!speech) throw errors.notFound(`A recording of question ${id}`);
    const rendered = await voices.speak(speech);
    reply.header('Cache-Control', 'public, max-age=86400').header('X-Audio-Duration', rendered.durationSeconds.toFixed(2));
    return sendMediaFile(request, reply, rendered.file, 'audio/mpeg');
  });

  app.get('/media/words/:word/:accent.mp3', {
    schema: {
      tags: ['media'], summary: 'A word spoken in one accent (us, uk, au) (mp3): dictation, word of the day, word books',
      params: {
        type: 'object',
        required: ['word', 'accent'], properties: { word: { type: 'string', minLength: 1, maxLength: 40, pattern: "^[A-Za-z]+(['-][A-Za-z]+)*$" }, accent: { type: 'string', enum: ACCENTS.map((a) => a.toLowerCase()) } },
      } as const,
    },
  }, async (request, reply) => {
    const accent = request.params.accent.toUpperCase() as Accent;
    const speaker = accentSpeaker(accent);
    if (!speaker) throw errors.notFound(`An ${accentNames[accent]} recording (no offline voice has that accent)`);
    const rendered = await voices.speak({ text: request.params.word.toLowerCase(), speakerId: speaker.id });
    reply.header('Cache-Control', 'public, max-age=86400').header('X-Audio-Duration', rendered.durationSeconds.toFixed(2));
    return sendMediaFile(request, reply, rendered.file, 'audio/mpeg');
  });

  app.get('/media/lessons/:key/cover.png', {
    schema: { tags: ['media'], summary: "A video lesson's cover picture (PNG)", params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 80 } } } as const },
  }, async (request, reply) => {
    const lesson = findLesson(request.params.key);
    if (!lesson) throw errors.notFound(`The lesson "${request.params.key}"`);
    const file = await lessons.cover(lesson);
    reply.header('Cache-Control', 'public, max-age=86400');
    return sendMediaFile(request, reply, file, 'image/png');
  });

  app.get('/media/lessons/:key/video.mp4', {
    schema: {
      tags: ['media'], summary: 'A video lesson (mp4, seekable with Range). Premium: the link must be signed by GET /api/videos.',
      params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 80 } } } as const,
      querystring: { type: 'object', properties: { expires: { type: 'string', maxLength: 20 }, signature: { type: 'string', maxLength: 100 } } } as const,
    },
  }, async (request, reply) => {
    const lesson = findLesson(request.params.key);
    if (!lesson) throw errors.notFound(`The lesson "${request.params.key}"`);
    mediaLinks.verify(lessonVideoPath(lesson.key), request.query);
    const rendered = await lessons.video(lesson);
    reply.header('Cache-Control', 'private, max-age=3600').header('X-Video-Duration', rendered.durationSeconds.toFixed(2));
    return sendMediaFile(request, reply, rendered.file, 'video/mp4');
  });

  app.get('/api/speakers', { schema: { tags: ['media'], summary: 'Voices of question recordings, by accent' } }, async () => ({
    speakers: SPEAKERS,
    defaultSpeaker: defaultSpeaker().id,
    unavailableAccents: ['AU', 'IN'].filter((accent) => !SPEAKERS.some((speakerEntry) => speakerEntry.accent === accent)),
  }));
}
