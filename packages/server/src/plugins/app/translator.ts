import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTranslator, type Translator } from '../../translation/index';
import { libreTranslate, type SentenceTranslator } from '../../translation/sentence';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline word translations (the product's Persian glossary, FreeDict for other languages). */
    translator: Translator;
    /** The sentence translation service set by TRANSLATE_URL; null when the deployment names none. */
    sentenceTranslator: SentenceTranslator | null;
  }
}

export default fp(async function translator(app: FastifyInstance) {
  app.decorate('translator', createTranslator());
  const { translateUrl, translateApiKey } = app.config;
  app.decorate('sentenceTranslator', translateUrl ? libreTranslate({ url: translateUrl, apiKey: translateApiKey }) : null);
}, { name: 'translator' });
