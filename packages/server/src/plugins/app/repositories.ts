import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { createAnswerRepository } from '../../repositories/answers';
import { createBookmarkRepository } from '../../repositories/bookmarks';
import { createVocabRepository, createWordBookRepository } from '../../repositories/books';
import { createCommentRepository } from '../../repositories/comments';
import { createDictationRepository } from '../../repositories/dictation';
import { createHomeRepository } from '../../repositories/home';
import { createMockTestRepository } from '../../repositories/mockTests';
import { createNoteRepository } from '../../repositories/notes';
import { createPaymentRepository } from '../../repositories/payments';
import { createQuestionRepository } from '../../repositories/questions';
import { createReportRepository } from '../../repositories/reports';
import { createUserRepository } from '../../repositories/users';

function createRepositories(db: Database, publicUrl: string, shareKey: string) {
  return {
    users: createUserRepository(db),
    questions: createQuestionRepository(db),
    answers: createAnswerRepository(db, publicUrl, shareKey),
    bookmarks: createBookmarkRepository(db),
    notes: createNoteRepository(db),
    reports: createReportRepository(db),
    comments: createCommentRepository(db),
    dictation: createDictationRepository(db),
    home: createHomeRepository(db),
    payments: createPaymentRepository(db),
    vocab: createVocabRepository(db),
    wordBooks: createWordBookRepository(db),
    mockTests: createMockTestRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every table's repository: routes read and write through these, never through `app.db`. */
    repositories: Repositories;
  }
}

export default fp(async function repositories(app: FastifyInstance) {
  app.decorate('repositories', createRepositories(app.db, app.config.publicUrl, app.keyFor('share links')));
}, { name: 'repositories', dependencies: ['database', 'secrets'] });
