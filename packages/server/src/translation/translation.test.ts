import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { candidateForms, createTranslator } from './index';
import { decodeDictNumber, openFreeDict, parseDictzipHeader, translationsOf } from './freedict';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const encode = (value: number) => {
  let text = '';
  do {
    text = B64[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
};

/** Writes a dictd dictionary the way dictzip does: chunks compressed on their own, listed in the gzip header. */
function writeDictionary(dir: string, code: string, entries: Record<string, string[]>, chunkLength = 64) {
  let text = '';
  const index: string[] = ['00-database-info\tA\tB'];
  for (const [headword, bodies] of Object.entries(entries)) {
    for (const body of bodies) {
      const bytes = Buffer.byteLength(text);
      const entry = `${body}\n`;
      index.push(`${headword}\t${encode(bytes)}\t${encode(Buffer.byteLength(entry))}`);
      text += entry;
    }
  }
  const data = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let start = 0; start < data.length; start += chunkLength) {
    chunks.push(deflateRawSync(data.subarray(start, start + chunkLength), { finishFlush: constants.Z_FULL_FLUSH }));
  }
  const ra = Buffer.alloc(10 + chunks.length * 2);
  ra.write('RA', 0, 'latin1');
  ra.writeUInt16LE(6 + chunks.length * 2, 2);
  ra.writeUInt16LE(1, 4);
  ra.writeUInt16LE(chunkLength, 6);
  ra.writeUInt16LE(chunks.length, 8);
  chunks.forEach((chunk, number) => ra.writeUInt16LE(chunk.length, 10 + number * 2));
  const header = Buffer.from([0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 2, 3]);
  const extraLength = Buffer.alloc(2);
  extraLength.writeUInt16LE(ra.length);
  writeFileSync(join(dir, `freedict-eng-${code}.dict.dz`), Buffer.concat([header, extraLength, ra, ...chunks]));
  writeFileSync(join(dir, `freedict-eng-${code}.index`), `${index.join('\n')}\n`);
}

describe('FreeDict reading', () => {
  it('decodes dictd base64 numbers', () => {
    expect(decodeDictNumber('A')).toBe(0);
    expect(decodeDictNumber('BA')).toBe(64);
    expect(decodeDictNumber('DDCj6')).toBe(51128570);
    expect(() => decodeDictNumber('$')).toThrow('not a dictd base64 number');
  });

  it('reads entries that span chunks, case-insensitively, all senses of a headword', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freedict-'));
    writeDictionary(dir, 'deu', {
      lantern: ['lantern /lˈantən/ <n>\nLaterne <f>\n      "a paper lantern"  - eine Papierlaterne'],
      Harbour: ['harbour /hˈɑːbə/ <n>\nHafen <m>\n see: {harbours}', 'harbour /hˈɑːbə/ <v>\nbeherbergen, hegen <v, trans>'],
    });
    const dictionary = await openFreeDict(join(dir, 'freedict-eng-deu.index'), join(dir, 'freedict-eng-deu.dict.dz'));
    const entries = await dictionary.entries('harbour');
    expect(entries).toHaveLength(2);
    expect(entries.flatMap((entry) => translationsOf(entry, true))).toEqual(['Hafen', 'beherbergen', 'hegen']);
    expect(await dictionary.entries('LANTERN')).toEqual(['lantern /lˈantən/ <n>\nLaterne <f>\n      "a paper lantern"  - eine Papierlaterne\n']);
    expect(await dictionary.entries('kettle')).toEqual([]);
    await dictionary.close();
  });

  it('rejects a plain gzip file with a clear reason', () => {
    expect(() => parseDictzipHeader(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]))).toThrow('no extra field');
    expect(() => parseDictzipHeader(Buffer.from('plain text'))).toThrow('not a gzip file');
  });

  it('keeps translations and drops pronunciation, tags, examples, notes and English definitions', () => {
    expect(translationsOf('river /rˈɪvə/\n1. nehir, ırmak\n2. akarsu\n', true)).toEqual(['nehir', 'ırmak', 'akarsu']);
    expect(translationsOf('river /rˈɪvə/ <n>\n川, かわ\nlarge natural stream of water\n', false)).toEqual(['川', 'かわ']);
    expect(translationsOf('river /rˈɪvə/ <N>\n1. नदी\n      "The river was wide."\n         Note: a stream\n', false)).toEqual(['नदी']);
    expect(translationsOf('river //ˈrɪvə// <n>\n1. sungai, kali 2.\nlarge stream of water\n 3.\nflow of anything\n2. aliran\nwide flow\n', true)).toEqual(['sungai', 'kali', 'aliran']);
    expect(translationsOf('water- /wˈɔːtə/\n1. aquatique\n2. aqu‐, d\'eau\n', true)).toEqual(['aquatique', "d'eau"]);
  });
});

describe('word forms', () => {
  it('looks for the word first, then its base forms', async () => {
    expect((await candidateForms('Studies')).slice(0, 2)).toEqual(['studies', 'study']);
    expect(await candidateForms('stopped')).toContain('stop');
    expect(await candidateForms('making')).toContain('make');
    expect(await candidateForms('quickly')).toContain('quick');
  });
});

describe('translator', () => {
  it('serves Persian from the glossary and other languages only where a dictionary is installed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freedict-'));
    writeDictionary(dir, 'spa', { garden: ['garden /ɡˈɑːdən/\njardín, huerto\n'] });
    const translator = createTranslator(dir);
    expect(translator.languages()).toEqual(['fa', 'es']);
    expect(await translator.translate('gardens', 'es')).toEqual({ word: 'gardens', headword: 'garden', language: 'es', translations: ['jardín', 'huerto'] });
    expect(await translator.translate('garden', 'de')).toBeNull();
    expect(await translator.translate('qwertyuiop', 'es')).toBeNull();
    const persian = await translator.translate('libraries', 'fa');
    expect(persian?.headword).toBe('library');
    expect(persian?.translations.length).toBeGreaterThan(0);
    expect(persian?.translations.join(' ')).toMatch(/^[\u0600-\u06FF\u200C\s()]+$/);
  });
});
