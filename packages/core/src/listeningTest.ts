import { isListeningTestAnswerCorrect, type DictationWordAudio } from './dictation';
import { batch, computed, createModel, signal, latestRun, type ReadonlySignal, type Signal } from './model';

/**
 * The dashboard's listening self-test (spec §4): one random word at a time. Next fetches another, Show word reveals
 * it beside the answer (leaving what the learner typed, so a wrong answer stays wrong), and the answer counts as right
 * only when it equals the word exactly (spec §5). `start()` loads the
 * first word; `dispose()` ignores a word still on its way.
 */
export function createListeningTest(loadWord: (exclude?: string) => Promise<DictationWordAudio>) {
  /** The word being tested; null while the first one loads. */
  const word: Signal<DictationWordAudio | null> = signal(null);
  const answer: Signal<string> = signal('');
  const loading: Signal<boolean> = signal(false);
  const failed: Signal<boolean> = signal(false);
  /** Counts the words Next brought, so the view plays each one as it arrives (not the first, on page load). */
  const nextCount: Signal<number> = signal(0);
  /** Show word was pressed for the word on screen; a new word hides it again. */
  const revealed: Signal<boolean> = signal(false);
  const correct: ReadonlySignal<boolean> = computed(() => word.value !== null && isListeningTestAnswerCorrect(word.value.word, answer.value));
  /** The newest request; a later one (or dispose) aborts it and its word is dropped. */
  const request = latestRun();

  async function fetchWord(fromNext: boolean) {
    const thisRequest = request.next();
    batch(() => {
      loading.value = true;
      failed.value = false;
    });
    try {
      const loaded = await loadWord(word.value?.word);
      if (thisRequest.aborted) return;
      batch(() => {
        word.value = loaded;
        answer.value = '';
        revealed.value = false;
        loading.value = false;
        if (fromNext) nextCount.value += 1;
      });
    } catch {
      if (thisRequest.aborted) return;
      batch(() => {
        failed.value = true;
        loading.value = false;
      });
    }
  }

  return createModel({
    word, answer, loading, failed, nextCount, correct, revealed,
    next: () => fetchWord(true),
    setAnswer(text: string) {
      answer.value = text;
    },
    showWord() {
      if (word.value) revealed.value = true;
    },
  }, ({ onDispose }) => {
    void fetchWord(false);
    onDispose(() => request.abort());
  });
}

export type ListeningTestModel = ReturnType<typeof createListeningTest>;
