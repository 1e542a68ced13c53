import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VocabEntryDto, WordDto } from '@pte-kit/core';
import { loadConfig } from '../app';
import { libreTranslate } from '../translation/sentence';
import { databases, fixtureItems, signInDemoLearners, testApp } from './helpers';

const PERSIAN = /^[\u0600-\u06FF\u200C ()]+$/;

/** A tiny LibreTranslate-compatible service: POST /translate {q, source, target, format, api_key?} → {translatedText}. */
let service: Server;
let received: { path: string; body: Record<string, unknown> }[] = [];
let answer: (body: Record<string, unknown>) => { status: number; text: string } = () => ({ status: 200, text: '{}' });

beforeAll(async () => {
  service = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ path: request.url ?? '', body });
      const { status, text } = answer(body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

describe.each(databases)('dictionary ($name)', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let learner: { authorization: string };
  let other: { authorization: string };

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial: learner, premium: other } = await signInDemoLearners(ctx.app));
  }, 120_000);

  afterAll(async () => ctx?.close());

  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });
  const entry = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WordDto;
  };

  it('answers a signed-out reader the entry of the base form, with phonetics, audio per accent and a Persian line', async () => {
    const response = await get('/api/dictionary/Libraries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const word = response.json() as WordDto;
    expect(word).toMatchObject({
      word: 'library', bookmark: 'UNMARK', vocabBook: null, pronunciationBook: null, spellingBook: null,
      americanAudio: '/media/words/library/us.mp3', britishAudio: '/media/words/library/uk.mp3', australianAudio: null, australianPhonetic: null,
    });
    expect(word.britishPhonetic).toBe('/ˈlaɪbrəri/');
    expect(word.americanPhonetic).toBe('/ˈlaɪbreri/');
    expect(word.translations).toContain('کتابخانه');
    const noun = word.meanings.find((meaning) => meaning.partOfSpeech === 'NOUN')!;
    expect(noun.definitions).toContain('a collection of literary documents or records kept for reference or borrowing');
    expect(noun.collocations.map((item) => item.phrase)).toContain('public library');
  });

  it('resolves inflections to their base form and keeps words that are headwords of their own', async () => {
    expect((await entry('/api/dictionary/studied')).word).toBe('study');
    expect((await entry('/api/dictionary/eaten')).word).toBe('eat');
    expect((await entry('/api/dictionary/was')).word).toBe('be');
    expect((await entry('/api/dictionary/meeting')).word).toBe('meeting');
    const take = await entry('/api/dictionary/takes');
    expect(take.meanings[0]!.partOfSpeech).toBe('VERB');
    expect(take.meanings[0]!.idioms.map((item) => item.phrase)).toContain('take over');
    expect(take.meanings[0]!.antonyms.map((item) => item.word)).toContain('give');
  });

  it('has the function words WordNet lacks, and contractions whole', async () => {
    const the = await entry('/api/dictionary/the');
    expect(the.meanings.map((meaning) => meaning.partOfSpeech)).toEqual(['DETERMINER']);
    expect(the.translations.every((line) => PERSIAN.test(line.replace(/ـ/g, '')))).toBe(true);
    expect((await entry('/api/dictionary/of')).meanings[0]!.partOfSpeech).toBe('PREPOSITION');
    expect((await entry('/api/dictionary/although')).meanings[0]!.partOfSpeech).toBe('CONJUNCTION');
    expect((await entry('/api/dictionary/she')).meanings[0]!.partOfSpeech).toBe('PRONOUN');
    const its = await entry("/api/dictionary/It's");
    expect(its.word).toBe("it's");
    expect(its.meanings[0]!.definitions[0]).toBe('the short form of "it is" or "it has", used in speech and informal writing');
    expect(its.translations).toContain('آن است');
    expect((await entry('/api/dictionary/don%E2%80%99t')).word).toBe("don't");
  });

  it('gives phonetics for common words in both accents', async () => {
    const words = ['water', 'environment', 'research', 'because', 'significant'];
    const entries = await Promise.all(words.map((word) => entry(`/api/dictionary/${word}`)));
    for (const item of entries) {
      expect(item.britishPhonetic, item.word).toMatch(/^\/[^/\s]+\/$/);
      expect(item.americanPhonetic, item.word).toMatch(/^\/[^/\s]+\/$/);
    }
    expect(entries[1]!.britishPhonetic).toContain('ˈvaɪ');
  });

  it('translates into the language asked for, else the profile language, else Persian', async () => {
    const languages = ctx.app.translator.languages();
    if (languages.includes('fr')) expect((await entry('/api/dictionary/planet?tl=fr')).translations.length).toBeGreaterThan(0);
    expect((await entry('/api/dictionary/planet')).translations.every((line) => PERSIAN.test(line))).toBe(true);
    expect((await entry('/api/dictionary/planet?tl=ko')).translations).toEqual([]);
  });

  it('answers readable 400s for what is not a word and 404 for a word it does not know', async () => {
    for (const path of ['/api/dictionary/two%20words', '/api/dictionary/abc1', `/api/dictionary/${'a'.repeat(41)}`, "/api/dictionary/'quoted'"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toMatch(/^A word (is made of letters|has at most 40 characters)/);
    }
    const language = await get('/api/dictionary/water?tl=xx');
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toMatch(/^There is no translation language "xx"/);
    const unknown = await get('/api/dictionary/qwxzv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'No dictionary entry for "qwxzv".', errors: [] });
  });

  it("fills the signed-in learner's own book ids, never another learner's, and refuses a bad bearer", async () => {
    const added = await ctx.app.inject({ method: 'POST', url: '/api/book/vocabBook', headers: learner, payload: { word: 'planet' } });
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as VocabEntryDto).id;
    const mine = await get('/api/dictionary/planets', learner);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.json()).toMatchObject({ word: 'planet', vocabBook: id, bookmark: 'UNMARK' });
    expect(await entry('/api/dictionary/planets', other)).toMatchObject({ word: 'planet', vocabBook: null, pronunciationBook: null, spellingBook: null });
    expect(await entry('/api/dictionary/planets')).toMatchObject({ vocabBook: null });
    expect((await get('/api/dictionary/planet', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it("answers sentence translation with 503 'Translation failed' when no service is configured", async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/translate/sentence', headers: learner, payload: { text: 'The river floods.', sl: 'en', tl: 'fa' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 503, message: 'Translation failed', errors: [] });
  });

  describe('through a LibreTranslate-compatible service', () => {
    const translate = (payload: object, headers: Record<string, string> = learner) =>
      ctx.app.inject({ method: 'POST', url: '/api/translate/sentence', headers, payload });

    beforeAll(() => {
      // What the translator plugin builds from TRANSLATE_URL and TRANSLATE_API_KEY (loadConfig is tested below).
      const config = loadConfig({ TRANSLATE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/`, TRANSLATE_API_KEY: 'secret' });
      ctx.app.sentenceTranslator = libreTranslate({ url: config.translateUrl!, apiKey: config.translateApiKey });
    });

    afterAll(() => {
      ctx.app.sentenceTranslator = null;
    });

    it('reads the service from TRANSLATE_URL and refuses a URL that is not http(s)', () => {
      expect(loadConfig({}).translateUrl).toBeUndefined();
      expect(loadConfig({ TRANSLATE_URL: 'https://translate.example.org//' }).translateUrl).toBe('https://translate.example.org');
      expect(() => loadConfig({ TRANSLATE_URL: 'translate.example.org' })).toThrow(/^TRANSLATE_URL must be an http\(s\) URL/);
    });

    it("translates through the service, and answers 503 'Translation failed' when it fails", async () => {
      received = [];
      answer = (body) => ({ status: 200, text: JSON.stringify({ translatedText: `fa:${String(body.q)}` }) });
      const ok = await translate({ text: 'The river floods every spring.', sl: 'en', tl: 'fa' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ data: { translated: 'fa:The river floods every spring.' } });
      expect(received).toEqual([{ path: '/translate', body: { q: 'The river floods every spring.', source: 'en', target: 'fa', format: 'text', api_key: 'secret' } }]);

      answer = () => ({ status: 500, text: JSON.stringify({ error: 'boom' }) });
      expect((await translate({ text: 'Hello.', tl: 'fa' })).json()).toEqual({ status: 503, message: 'Translation failed', errors: [] });
      answer = () => ({ status: 200, text: 'not json' });
      expect((await translate({ text: 'Hello.', tl: 'fa' })).statusCode).toBe(503);
    });

    it('refuses what it cannot send: a text over 1000 characters, an unknown language, a source other than English, no bearer', async () => {
      received = [];
      expect((await translate({ text: 'x'.repeat(1001), tl: 'fa' })).statusCode).toBe(400);
      expect((await translate({ text: '   ', tl: 'fa' })).json().message).toBe('There is no text to translate.');
      expect((await translate({ text: 'Hello.', tl: 'xx' })).json().message).toMatch(/^There is no translation language "xx"/);
      expect((await translate({ text: 'Hello.', sl: 'de', tl: 'fa' })).statusCode).toBe(400);
      expect((await translate({ text: 'Hello.', tl: 'fa' }, {})).statusCode).toBe(401);
      expect(received).toEqual([]);
    });
  });
});
