import { describe, expect, it, vi } from 'vitest';
import { createPteClient } from './apiClient';
import {
  dictationAudioOf, isDictationAnswerCorrect, isListeningTestAnswerCorrect, scoreDictationAnswers, type DictationWordAudio,
} from './dictation';

const word: DictationWordAudio = {
  word: 'necessary', americanAudio: '/media/words/necessary/us.mp3', britishAudio: '/media/words/necessary/uk.mp3', australianAudio: null,
};

describe('dictation rules', () => {
  it('scores a word right whatever the case and the spaces around it, and wrong for any other spelling or no answer', () => {
    expect(isDictationAnswerCorrect('necessary', '  Necessary ')).toBe(true);
    expect(isDictationAnswerCorrect('necessary', 'neccessary')).toBe(false);
    expect(isDictationAnswerCorrect('necessary', '')).toBe(false);
    expect(scoreDictationAnswers([
      { word: 'rhythm', answer: 'rhythm' }, { word: 'receive', answer: 'RECEIVE' }, { word: 'separate', answer: 'seperate' }, { word: 'yacht', answer: '' },
    ])).toBe(2);
  });

  it('accepts the listening test answer only when it equals the word exactly', () => {
    expect(isListeningTestAnswerCorrect('rhythm', 'rhythm')).toBe(true);
    expect(isListeningTestAnswerCorrect('rhythm', 'Rhythm')).toBe(false);
    expect(isListeningTestAnswerCorrect('rhythm', 'rhythm ')).toBe(false);
  });

  it('picks the recording of the chosen accent, null where no voice speaks it', () => {
    expect(dictationAudioOf(word, 'UK')).toBe('/media/words/necessary/uk.mp3');
    expect(dictationAudioOf(word, 'US')).toBe('/media/words/necessary/us.mp3');
    expect(dictationAudioOf(word, 'AU')).toBeNull();
  });
});

describe('API client: dictation', () => {
  const respond = (body: unknown, status = 200) =>
    vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('asks for a session of one complexity, or a mixed one without the parameter, and answers the embedded words', async () => {
    const fetch = respond({ _embedded: { dictationWordAudioDtoList: [word] } });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.getDictationWords('HARD')).resolves.toEqual([word]);
    await client.getDictationWords();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://pte.example/api/dictation?complexity=HARD', 'https://pte.example/api/dictation',
    ]);
  });

  it('fetches one random word, not the one shown', async () => {
    const fetch = respond(word);
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.getDictationWord('MIXED', 'rhythm')).resolves.toEqual(word);
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/dictation/word?exclude=rhythm');
  });

  it('posts the words and answers, lists past answers by page and size, and deletes one', async () => {
    const fetch = respond({ id: 4, score: 1, words: [{ word: 'rhythm', answer: 'rhythm' }], lastModifiedDate: '2026-05-01T10:00:00Z' }, 201);
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await client.submitDictation([{ word: 'rhythm', answer: 'rhythm' }]);
    await client.listDictationAnswers(0, 20);
    await client.deleteDictationAnswer(4);
    const [post, list, remove] = fetch.mock.calls;
    expect(post[1]!.method).toBe('POST');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ words: [{ word: 'rhythm', answer: 'rhythm' }] });
    expect(String(list[0])).toBe('https://pte.example/api/dictation/answers?page=0&size=20');
    expect(String(remove[0])).toBe('https://pte.example/api/dictation/4');
    expect(remove[1]!.method).toBe('DELETE');
  });
});
