import { checkMessage, type Messages } from '@pte-kit/core';
import { describe, expect, it } from 'vitest';
import { hostCatalogues } from '../../../../host/src/i18n/catalogues';

// The host has no test project of its own: its Persian catalogues are checked here, beside the widgets'.
// Each area's English is found by its `defineMessages('<area>'` in the host's sources, so a page that defines its
// messages inline (the dashboard home) is read too.
const sources = import.meta.glob<string>(['../../../../host/src/**/*.{ts,tsx}', '!../../../../host/src/i18n/fa/**'], {
  query: '?raw', import: 'default', eager: true,
});
const modules = import.meta.glob<Record<string, unknown>>(['../../../../host/src/**/*.{ts,tsx}', '!../../../../host/src/i18n/fa/**']);

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && typeof (value as Messages).area === 'string' && typeof (value as Messages).en === 'object';

/** The English messages of a host area, from the module that defines them. */
async function englishOf(area: string): Promise<Readonly<Record<string, string>>> {
  const defines = new RegExp(`defineMessages\\(\\s*['"]${area}['"]`);
  const files = Object.keys(sources).filter((file) => defines.test(sources[file]!));
  expect(files, `the host source defining the '${area}' area`).toHaveLength(1);
  const exported = Object.values(await modules[files[0]!]!()).find((value) => isMessages(value) && value.area === area) as Messages;
  return exported.en;
}

/**
 * The argument names of a message (`{name}`, `{n, number}`, `{kind, select, …}` and those nested in options) and
 * its element tags (`<b>`), the parts a translation must keep for the view to fill them in.
 */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  let at = 0;
  const until = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at]!)) at++;
    return message.slice(start, at).trim();
  };
  const text = () => {
    while (at < message.length && message[at] !== '}') {
      const char = message[at]!;
      if (char === '{') {
        at++;
        argument();
      } else if (char === "'" && message[at + 1] === "'") at += 2;
      else if (char === "'" && '{}#'.includes(message[at + 1] ?? '')) {
        at = message.indexOf("'", at + 1) + 1 || message.length; // quoted syntax characters are text
      } else at++;
    }
  };
  const argument = () => {
    names.add(until(',}'));
    if (message[at++] === '}') return;
    const type = until(',}');
    if (message[at++] === '}') return;
    if (type !== 'plural' && type !== 'select') {
      until('}');
      at++;
      return;
    }
    for (;;) {
      until('{}');
      if (message[at++] === '}') return;
      text();
      at++;
    }
  };
  text();
  const tags = [...message.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...names, ...new Set(tags)].sort();
}

describe('the host’s Persian catalogues', () => {
  it('find the argument names and tags of a message', () => {
    expect(placeholdersOf("{n, plural, =0 {None} one {# for {name}} other {'{x}' <b> {n, number}}} on {d, date, short}"))
      .toEqual(['<b>', 'd', 'n', 'name']);
  });

  it('translate every key of each area, parse with the ICU subset, and keep the English placeholders', async () => {
    expect(Object.keys(hostCatalogues).length).toBeGreaterThan(0);
    for (const [area, load] of Object.entries(hostCatalogues)) {
      const [{ default: persian }, english] = await Promise.all([load(), englishOf(area)]);
      expect(Object.keys(persian).sort(), `${area}: the keys of the English`).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(persian)) {
        expect(() => checkMessage(message), `${area}.${key}`).not.toThrow();
        expect(placeholdersOf(message), `${area}.${key}: placeholders`).toEqual(placeholdersOf(english[key]!));
      }
    }
  }, 60_000);
});

// The widgets' catalogues get the same check of their placeholders (their parsing is checked in LocaleProvider.test).
const widgetSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!./fa/**', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx'], {
  query: '?raw', import: 'default', eager: true,
});
const widgetModules = import.meta.glob<Record<string, unknown>>(['../**/*.{ts,tsx}', '!./fa/**', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx']);

describe('the widgets’ Persian catalogues', () => {
  it('keep the English placeholders, in every area (shared map, later and answering chunks)', async () => {
    const { widgetCatalogues } = await import('./catalogues');
    const areas: Record<string, Readonly<Record<string, string>>> = {
      ...Object.fromEntries(await Promise.all(Object.entries(widgetCatalogues.fa ?? {}).map(async ([area, load]) => [area, (await load()).default]))),
      ...(await import('./fa/later')),
      ...(await import('./fa/answering')),
    };
    for (const [area, persian] of Object.entries(areas)) {
      const defines = new RegExp(`defineMessages\\(\\s*['"]${area}['"]`);
      // An area may be defined in more than one module (the statistics charts' sentences beside the charts).
      const files = Object.keys(widgetSources).filter((path) => defines.test(widgetSources[path]!));
      expect(files.length, `the source defining the '${area}' area`).toBeGreaterThan(0);
      const english: Record<string, string> = {};
      for (const file of files) {
        for (const value of Object.values(await widgetModules[file]!())) if (isMessages(value) && value.area === area) Object.assign(english, value.en);
      }
      for (const [key, message] of Object.entries(persian)) {
        expect(english[key], `${area}.${key}: its English`).toBeDefined();
        expect(placeholdersOf(message), `${area}.${key}: placeholders`).toEqual(placeholdersOf(english[key]!));
      }
    }
  }, 60_000);
});
