import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const sentBody = (fetch: ReturnType<typeof fakeFetch>) => JSON.parse(String(fetch.mock.calls[0][1]!.body));

describe('API client: speech', () => {
  it('sends a recording for transcription as bare base64, dropping the data URL prefix', async () => {
    const fetch = fakeFetch(200, { text: 'the library opens at nine', durationSeconds: 3.2 });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.transcribe('data:audio/mpeg;base64,SUQzBA==')).resolves.toMatchObject({ text: 'the library opens at nine' });
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/speaking/transcribe');
    expect(fetch.mock.calls[0][1]!.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({ voice: 'SUQzBA==' });
  });

  it('scores a word with its recording; base64 without a prefix goes unchanged', async () => {
    const fetch = fakeFetch(200, { word: 'castle', score: 82, syllables: [{ syllable: 'cas', accuracy: 'HIGH' }, { syllable: 'tle', accuracy: 'LOW' }], estimate: true });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.scoreWordPronunciation('castle', 'SUQzBA==')).resolves.toMatchObject({ score: 82 });
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/speaking/word/score');
    expect(sentBody(fetch)).toEqual({ word: 'castle', voice: 'SUQzBA==' });
  });

  it("rejects with the server's message when the recording cannot be read", async () => {
    const fetch = fakeFetch(400, { status: 400, message: 'The recording is not an mp3 file.', errors: [] });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    const error = await client.transcribe('bm90IGF1ZGlv').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'The recording is not an mp3 file.' });
  });
});
