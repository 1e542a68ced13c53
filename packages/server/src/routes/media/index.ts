import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SPEAKERS, defaultSpeaker } from '@pte-kit/core';
import { VoiceUnavailableError, chartAltText, createChartImages } from '@pte-kit/content/generator';
import type { ChartSpec } from '@pte-kit/content';
import { AppError, errors } from '../../errors';
import { speechRequestOf } from '../../media/questionAudio';

/** Question recordings, rendered on first request and cached; public, so <audio src> works without a token. */
export default async function mediaRoutes(app: FastifyInstance) {
  const charts = createChartImages(app.config.mediaCacheDir);

  app.get<{ Params: { id: number } }>('/media/questions/:id/image.png', {
    schema: {
      tags: ['media'], summary: "A describe-image question's picture, drawn from its data (PNG)",
      params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
    },
  }, async (request, reply) => {
    const question = await app.repositories.questions.byIdAnyTask(request.params.id);
    const chart = (question?.content as { chart?: ChartSpec } | undefined)?.chart;
    if (!chart) throw errors.notFound(`A picture of question ${request.params.id}`);
    const file = await charts.png(chart);
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Alt-Text', encodeURIComponent(chartAltText(chart)))
      .send(createReadStream(file));
  });

  app.get<{ Params: { id: number; speaker: string } }>('/media/questions/:id/:speaker.mp3', {
    schema: {
      tags: ['media'], summary: "A question's recording in one voice (mp3)",
      params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 }, speaker: { type: 'string', maxLength: 40 } } },
    },
  }, async (request, reply) => {
    const { id, speaker } = request.params;
    const speakerId = speaker === 'default' ? undefined : speaker;
    if (speakerId && !SPEAKERS.some((entry) => entry.id === speakerId)) {
      throw errors.notFound(`The voice "${speaker}"`);
    }
    const question = await app.repositories.questions.byIdAnyTask(id);
    if (!question) throw errors.notFound(`Question ${id}`);
    const speech = speechRequestOf(question.content as Record<string, unknown>, speakerId);
    if (!speech) throw errors.notFound(`A recording of question ${id}`);
    try {
      const rendered = await app.speech.speak(speech);
      return reply
        .type('audio/mpeg')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Audio-Duration', rendered.durationSeconds.toFixed(2))
        .send(createReadStream(rendered.file));
    } catch (error) {
      if (error instanceof VoiceUnavailableError) throw new AppError(503, error.message);
      throw error;
    }
  });

  app.get('/api/speakers', { schema: { tags: ['media'], summary: 'Voices of question recordings, by accent' } }, async () => ({
    speakers: SPEAKERS,
    defaultSpeaker: defaultSpeaker().id,
    unavailableAccents: ['AU', 'IN'].filter((accent) => !SPEAKERS.some((speakerEntry) => speakerEntry.accent === accent)),
  }));
}
