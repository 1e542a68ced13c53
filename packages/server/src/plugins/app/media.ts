import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLessonVideos, createSpeechRenderer, type LessonVideos, type SpeechRenderer } from '@pte-kit/content/generator';
import { createUrlSigner, type UrlSigner } from '../../media/files';
import { prerenderMedia } from '../../media/prerender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Text to speech in the offline voices: question recordings, explanations, word audio. */
    voices: SpeechRenderer;
    /** The video lessons, rendered on first request and cached. */
    lessons: LessonVideos;
    /** Signs media links (premium videos) with a key kept in the database, so they hold across restarts and processes. */
    mediaLinks: UrlSigner;
  }
}

export default fp(async function media(app: FastifyInstance) {
  app.decorate('voices', createSpeechRenderer(app.config.mediaCacheDir));
  app.decorate('lessons', createLessonVideos(app.config.mediaCacheDir));
  app.decorate('mediaLinks', createUrlSigner(app.keyFor('media links')));
  if (app.config.prerenderMedia) {
    let closing = false;
    app.addHook('onReady', () => {
      void prerenderMedia(app, () => closing);
    });
    app.addHook('onClose', async () => {
      closing = true;
    });
  }
}, { name: 'media', dependencies: ['secrets', 'repositories'] });
