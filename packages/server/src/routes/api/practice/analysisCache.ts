import { LRUCache } from 'lru-cache';

/**
 * Model-answer analyses kept at most. One is a few kilobytes, and a question's analysis is asked for each time a
 * learner opens its answer section: enough for every writing question of the bank twice over (both variants),
 * while a bank that grows, or content hashes that change, cannot grow the process without end.
 */
export const MAX_MODEL_ANSWER_ANALYSES = 1000;

/**
 * The writing engine's analyses of model answers, least recently used dropped first. A key is computed once: callers
 * asking at the same time share one analysis, and a failed one is forgotten so the next request tries again.
 */
export function createAnalysisCache<Analysis extends object>(max = MAX_MODEL_ANSWER_ANALYSES) {
  const analyses = new LRUCache<string, Promise<Analysis>>({ max });
  return {
    get(key: string, analyse: () => Promise<Analysis>): Promise<Analysis> {
      const cached = analyses.get(key);
      if (cached) return cached;
      const analysis = analyse().catch((error: unknown) => {
        if (analyses.peek(key) === analysis) analyses.delete(key);
        throw error;
      });
      analyses.set(key, analysis);
      return analysis;
    },
    /** How many analyses are kept. */
    get size() {
      return analyses.size;
    },
  };
}
