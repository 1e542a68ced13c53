import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libreTranslate, SentenceTranslationError } from './sentence';

/** A tiny LibreTranslate: POST /translate {q, source, target, format, api_key?} → {translatedText}. */
describe('libreTranslate adapter', () => {
  let server: Server;
  let url: string;
  let handle: (body: Record<string, unknown>, response: ServerResponse) => void;
  const requests: { method?: string; path?: string; type?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        requests.push({ method: request.method, path: request.url, type: request.headers['content-type'], body });
        handle(body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the text as LibreTranslate expects and reads translatedText', async () => {
    handle = (body, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${String(body.target)}] ${String(body.q)}` }));
    requests.length = 0;
    const translated = await libreTranslate({ url: `${url}/`, apiKey: 'k' }).translate('Bees pollinate crops.', 'en', 'es');
    expect(translated).toBe('[es] Bees pollinate crops.');
    expect(requests).toEqual([{ method: 'POST', path: '/translate', type: 'application/json', body: { q: 'Bees pollinate crops.', source: 'en', target: 'es', format: 'text', api_key: 'k' } }]);
    await libreTranslate({ url }).translate('Hi.', 'en', 'fa');
    expect(requests[1]!.body).not.toHaveProperty('api_key');
  });

  it('fails on a status other than 200, on a body that is not JSON or has no translation, and on a timeout', async () => {
    const translator = libreTranslate({ url, timeoutMs: 300 });
    handle = (_, response) => response.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"Too many requests"}');
    await expect(translator.translate('a', 'en', 'fa')).rejects.toThrow(new SentenceTranslationError('The translation service answered 429.'));
    handle = (_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    await expect(translator.translate('a', 'en', 'fa')).rejects.toBeInstanceOf(SentenceTranslationError);
    handle = (_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"translated":"wrong field"}');
    await expect(translator.translate('a', 'en', 'fa')).rejects.toThrow('no translatedText');
    handle = () => undefined; // never answers
    await expect(translator.translate('a', 'en', 'fa')).rejects.toThrow(/did not answer/);
  });

  it('fails when nothing listens at the URL', async () => {
    await expect(libreTranslate({ url: 'http://127.0.0.1:9' }).translate('a', 'en', 'fa')).rejects.toBeInstanceOf(SentenceTranslationError);
  });
});
