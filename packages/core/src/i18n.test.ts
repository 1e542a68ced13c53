import { describe, expect, it } from 'vitest';
import {
  checkMessage, createLocaleModel, defineMessages, direction, formatDate, formatMessage, formatNumber, localeOf,
  MessageSyntaxError, type Catalogue,
} from './i18n';

describe('formatMessage', () => {
  it('fills simple arguments and leaves text without arguments as it is', () => {
    expect(formatMessage('en', 'Hello {name}!', { name: 'Sara' })).toBe('Hello Sara!');
    expect(formatMessage('en', 'Nothing to fill')).toBe('Nothing to fill');
    expect(formatMessage('en', '{ name } and {other}', { name: 'a', other: 'b' })).toBe('a and b');
  });

  it('shows a missing argument as its placeholder rather than hiding it', () => {
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}');
  });

  it('formats numbers for the locale: Persian digits and separators for fa', () => {
    expect(formatMessage('en', '{n, number} questions', { n: 1234 })).toBe('1,234 questions');
    expect(formatMessage('fa', '{n, number} سؤال', { n: 1234 })).toBe('۱٬۲۳۴ سؤال');
    expect(formatMessage('fa', 'امتیاز {score}', { score: 79 })).toBe('امتیاز ۷۹');
    expect(formatMessage('en', '{p, number, percent}', { p: 0.5 })).toBe('50%');
    expect(formatMessage('fa', '{p, number, integer}', { p: 12.7 })).toBe('۱۳');
  });

  it('formats dates with the named style in the locale’s calendar', () => {
    const date = new Date(Date.UTC(2026, 2, 21, 12));
    expect(formatMessage('en', 'On {d, date, long}', { d: date })).toBe('On March 21, 2026');
    expect(formatMessage('en', '{d, date, short}', { d: date.getTime() })).toBe('3/21/26');
    // 21 March 2026 is 1 Farvardin 1405, the Iranian new year
    expect(formatMessage('fa', '{d, date, long}', { d: '2026-03-21T12:00:00Z' })).toBe('۱ فروردین ۱۴۰۵');
    expect(() => checkMessage('{d, date, weekly}')).toThrow(MessageSyntaxError);
  });

  it('chooses plural forms by Intl.PluralRules, exact matches first, # in the locale’s digits', () => {
    const message = '{n, plural, =0 {No questions} one {# question} other {# questions}}';
    expect(formatMessage('en', message, { n: 0 })).toBe('No questions');
    expect(formatMessage('en', message, { n: 1 })).toBe('1 question');
    expect(formatMessage('en', message, { n: 2500 })).toBe('2,500 questions');
    expect(formatMessage('fa', '{n, plural, =0 {هیچ سؤالی} other {# سؤال}}', { n: 12 })).toBe('۱۲ سؤال');
    expect(formatMessage('fa', '{n, plural, =0 {هیچ سؤالی} other {# سؤال}}', { n: 0 })).toBe('هیچ سؤالی');
  });

  it('selects by value, falling back to other, and nests plural inside select', () => {
    const message = '{who, select, me {You have {n, plural, one {# day} other {# days}} left} other {{who} has # days}}';
    expect(formatMessage('en', message, { who: 'me', n: 1 })).toBe('You have 1 day left');
    expect(formatMessage('en', message, { who: 'me', n: 3 })).toBe('You have 3 days left');
    // # outside a plural is text
    expect(formatMessage('en', message, { who: 'Ali', n: 3 })).toBe('Ali has # days');
  });

  it('treats # inside a select nested in a plural as the plural’s number', () => {
    const message = '{n, plural, other {{kind, select, a {# A} other {# other}}}}';
    expect(formatMessage('fa', message, { n: 3, kind: 'a' })).toBe('۳ A');
  });

  it('quotes with apostrophes as ICU does', () => {
    expect(formatMessage('en', "It's {name}'s turn", { name: 'Sara' })).toBe("It's Sara's turn");
    expect(formatMessage('en', "Type '{name}' literally")).toBe('Type {name} literally');
    expect(formatMessage('en', "Two '' make one")).toBe("Two ' make one");
    expect(formatMessage('en', "'{'{n}'}'", { n: 5 })).toBe('{5}');
    expect(formatMessage('en', "{n, plural, other {'#' is # }}", { n: 2 })).toBe('# is 2 ');
    expect(formatMessage('en', "'{it''s}'")).toBe("{it's}");
  });

  it('refuses malformed messages with where they broke', () => {
    expect(() => checkMessage('Hello {name')).toThrow(MessageSyntaxError);
    expect(() => checkMessage('Hello }')).toThrow(/Unmatched/);
    expect(() => checkMessage('{n, plural, one {x}}')).toThrow(/no 'other'/);
    expect(() => checkMessage('{n, choice, other {x}}')).toThrow(/Unknown argument type/);
    expect(() => checkMessage('{n, plural, other {x}')).toThrow(MessageSyntaxError);
  });
});

describe('locale helpers', () => {
  it('maps codes to the interface locale and its direction', () => {
    expect(localeOf('fa')).toBe('fa');
    expect(localeOf('fa-IR')).toBe('fa');
    expect(localeOf('FA')).toBe('fa');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf('de')).toBe('en');
    expect(localeOf(null)).toBe('en');
    expect(direction('fa')).toBe('rtl');
    expect(direction('ar-EG')).toBe('rtl');
    expect(direction('en')).toBe('ltr');
    expect(direction(undefined)).toBe('ltr');
  });

  it('formats numbers and dates directly', () => {
    expect(formatNumber('fa', 90)).toBe('۹۰');
    expect(formatNumber('en', 90)).toBe('90');
    expect(formatDate('en', 'not a date')).toBe('not a date');
  });
});

describe('createLocaleModel', () => {
  const messages = defineMessages('home', {
    greeting: 'Hello {name}',
    days: '{n, plural, one {# day} other {# days}} left',
  });
  const fa: Catalogue<typeof messages> = { greeting: 'سلام {name}', days: '{n, number} روز مانده' };

  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('speaks English by default and needs no catalogue for it', () => {
    const i18n = createLocaleModel();
    expect(i18n.locale.value).toBe('en');
    expect(i18n.dir.value).toBe('ltr');
    expect(i18n.t(messages, 'days', { n: 1 })).toBe('1 day left');
  });

  it('switches only once the catalogues of the areas shown so far have arrived, then is right-to-left', async () => {
    const gate = deferred();
    let loads = 0;
    const i18n = createLocaleModel({
      catalogues: { fa: { home: async () => { loads++; await gate.promise; return { default: fa }; } } },
    });
    expect(i18n.t(messages, 'greeting', { name: 'Sara' })).toBe('Hello Sara');
    const switched = i18n.setLocale('fa');
    expect(i18n.switching.value).toBe(true);
    expect(i18n.locale.value).toBe('en');
    gate.resolve();
    await switched;
    expect(i18n.locale.value).toBe('fa');
    expect(i18n.dir.value).toBe('rtl');
    expect(i18n.switching.value).toBe(false);
    expect(i18n.t(messages, 'greeting', { name: 'سارا' })).toBe('سلام سارا');
    expect(i18n.t(messages, 'days', { n: 12 })).toBe('۱۲ روز مانده');
    expect(i18n.number(3)).toBe('۳');
    await i18n.setLocale('en');
    await i18n.setLocale('fa');
    expect(loads).toBe(1);
  });

  it('loads an area first shown in Persian on demand and bumps what readers of t depend on', async () => {
    const i18n = createLocaleModel({ locale: 'fa', catalogues: { fa: { home: async () => ({ default: fa }) } } });
    expect(i18n.t(messages, 'greeting', { name: 'Ali' })).toBe('Hello Ali');
    await i18n.preload(['home']);
    expect(i18n.t(messages, 'greeting', { name: 'Ali' })).toBe('سلام Ali');
  });

  it('keeps English for an area without a catalogue or whose catalogue fails, and a missing key', async () => {
    const other = defineMessages('other', { ok: 'OK' });
    const i18n = createLocaleModel({
      catalogues: { fa: { home: () => Promise.reject(new Error('offline')), partial: async () => ({ default: {} }) } },
    });
    const partial = defineMessages('partial', { ok: 'OK' });
    i18n.t(messages, 'greeting');
    i18n.t(other, 'ok');
    i18n.t(partial, 'ok');
    await i18n.setLocale('fa');
    expect(i18n.locale.value).toBe('fa');
    expect(i18n.t(messages, 'greeting', { name: 'x' })).toBe('Hello x');
    expect(i18n.t(other, 'ok')).toBe('OK');
    expect(i18n.t(partial, 'ok')).toBe('OK');
  });
});
