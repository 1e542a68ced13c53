import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTranslator, type Translator } from '../../translation/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline word translations (the product's Persian glossary, FreeDict for other languages). */
    translator: Translator;
  }
}

export default fp(async function translator(app: FastifyInstance) {
  app.decorate('translator', createTranslator());
}, { name: 'translator' });
