import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { isListeningTestAnswerCorrect, type DictationWordAudio } from '@pte-kit/core';

/**
 * The dashboard's listening self-test (spec §4): one random word at a time. Next fetches another, Show word fills
 * the answer in, and the answer counts as right only when it equals the word exactly (spec §5).
 */
export function createListeningTest(loadWord: (exclude?: string) => Promise<DictationWordAudio>) {
  /** The word being tested; null while the first one loads. */
  const word: Signal<DictationWordAudio | null> = signal(null);
  const answer: Signal<string> = signal('');
  const loading: Signal<boolean> = signal(false);
  const failed: Signal<boolean> = signal(false);
  /** Counts the words Next brought, so the view plays each one as it arrives (not the first, on page load). */
  const nextCount: Signal<number> = signal(0);
  const correct: ReadonlySignal<boolean> = computed(() => word.value !== null && isListeningTestAnswerCorrect(word.value.word, answer.value));
  let generation = 0;

  async function fetchWord(fromNext: boolean) {
    const current = ++generation;
    batch(() => {
      loading.value = true;
      failed.value = false;
    });
    try {
      const loaded = await loadWord(word.value?.word);
      if (current !== generation) return;
      batch(() => {
        word.value = loaded;
        answer.value = '';
        loading.value = false;
        if (fromNext) nextCount.value += 1;
      });
    } catch {
      if (current !== generation) return;
      batch(() => {
        failed.value = true;
        loading.value = false;
      });
    }
  }

  return {
    word, answer, loading, failed, nextCount, correct,
    /** Loads the first word; again after `dispose`. */
    start: () => fetchWord(false),
    next: () => fetchWord(true),
    setAnswer(text: string) {
      answer.value = text;
    },
    showWord() {
      if (word.value) answer.value = word.value.word;
    },
    dispose() {
      generation += 1;
    },
  };
}

export type ListeningTest = ReturnType<typeof createListeningTest>;
