import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { createModel, type Model } from './model';

/**
 * The kit's one i18n library: an ICU MessageFormat subset (arguments, number, date, plural, select, nesting,
 * apostrophe quoting) small enough for the one-question page, which cannot carry a full ICU parser. Messages are
 * parsed once and cached; numbers, dates and plural categories come from `Intl` for the locale. See docs/i18n.md.
 */

/** The interface languages. English is the default and the fallback of every missing translation. */
export type Locale = 'en' | 'fa';
export const LOCALES: readonly Locale[] = ['en', 'fa'];
/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fa: 'فارسی' };

/** The `Intl` tag of each locale: `fa-IR` so digits are Persian and dates use the Iranian calendar. */
const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', fa: 'fa-IR' };

const RTL_LANGUAGES = new Set(['fa', 'ar', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi']);

/** 'rtl' for a right-to-left language tag (fa, fa-IR, ar…), else 'ltr'. */
export function direction(locale: string | null | undefined): 'ltr' | 'rtl' {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0]!;
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * The interface locale a stored or given language code means: a profile's `language` (a code of
 * `GET /api/profile/languages`), a `lang` attribute or a browser tag. Anything not Persian is English.
 */
export function localeOf(code: string | null | undefined): Locale {
  const language = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return language === 'fa' || language === 'per' || language === 'fas' || language === 'persian' ? 'fa' : 'en';
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string; style?: string }
  | { kind: 'date'; name: string; style: DateStyle }
  | { kind: 'plural'; name: string; options: Readonly<Record<string, Part[]>> }
  | { kind: 'select'; name: string; options: Readonly<Record<string, Part[]>> }
  | { kind: 'pound' };

export type DateStyle = 'short' | 'medium' | 'long' | 'full';
const DATE_STYLES = new Set<string>(['short', 'medium', 'long', 'full']);

/** A message that does not parse: the text and where, so a catalogue's typo is found by its test. */
export class MessageSyntaxError extends Error {
  constructor(message: string, source: string, at: number) {
    super(`${message} at ${at} in "${source}"`);
    this.name = 'MessageSyntaxError';
  }
}

/**
 * Parses one message. Closures rather than a class, so the minifier can shorten every name: the one-question page
 * carries this parser.
 */
function parseParts(source: string): Part[] {
  // Most messages are plain text: nothing to parse (a page's first render formats a few hundred of them).
  if (!/[{}']/.test(source)) return source ? [source] : [];
  let at = 0;
  const fail = (message: string): never => {
    throw new MessageSyntaxError(message, source, at);
  };
  const space = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const word = (): string => {
    space();
    const match = /^[^\s{}#,=']+/.exec(source.slice(at)) ?? fail('Expected a name');
    at += match[0].length;
    space();
    return match[0];
  };
  const expect = (char: string) => {
    space();
    if (source[at++] !== char) fail(`Expected '${char}'`);
  };

  /** ICU's apostrophe rule: '' is one apostrophe; ' before a syntax character quotes up to the next lone '. */
  const quoted = (inPlural: boolean): string => {
    const next = source[at + 1];
    if (next === "'") {
      at += 2;
      return "'";
    }
    at++;
    if (next !== '{' && next !== '}' && next !== '|' && !(next === '#' && inPlural)) return "'";
    let text = '';
    while (at < source.length) {
      const char = source[at++]!;
      if (char !== "'") text += char;
      else if (source[at] === "'") {
        text += "'";
        at++;
      } else return text;
    }
    return text; // an unclosed quote runs to the end, as in ICU
  };

  const argument = (inPlural: boolean): Part => {
    expect('{');
    const name = word();
    if (source[at] === '}') {
      at++;
      return { kind: 'arg', name };
    }
    expect(',');
    const type = word();
    if (type === 'number' || type === 'date') {
      let style: string | undefined;
      if (source[at] === ',') {
        at++;
        style = word();
      }
      expect('}');
      if (type === 'number') return { kind: 'number', name, style };
      if (style !== undefined && !DATE_STYLES.has(style)) fail(`Unknown date style '${style}'`);
      return { kind: 'date', name, style: (style ?? 'medium') as DateStyle };
    }
    if (type !== 'plural' && type !== 'select') fail(`Unknown argument type '${type}'`);
    expect(',');
    const options: Record<string, Part[]> = {};
    space();
    while (source[at] !== '}') {
      if (at >= source.length) fail("Missing '}'");
      let selector: string;
      if (source[at] === '=') {
        at++;
        selector = `=${word()}`;
      } else {
        selector = word();
      }
      expect('{');
      options[selector] = parts(type === 'plural' || inPlural, true);
      expect('}');
      space();
    }
    at++;
    if (!options.other) fail(`The ${type} '${name}' has no 'other' option`);
    return { kind: type as 'plural' | 'select', name, options };
  };

  /** Text and arguments up to the end, or up to the `}` closing an option when `nested`. */
  function parts(inPlural: boolean, nested: boolean): Part[] {
    const list: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) list.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}') {
        if (!nested) fail("Unmatched '}'");
        break;
      }
      if (char === '{') {
        flush();
        list.push(argument(inPlural));
      } else if (char === '#' && inPlural) {
        flush();
        list.push({ kind: 'pound' });
        at++;
      } else if (char === "'") {
        text += quoted(inPlural);
      } else {
        text += char;
        at++;
      }
    }
    if (nested && at >= source.length) fail("Missing '}'");
    flush();
    return list;
  }

  return parts(false, false);
}

const parsed = new Map<string, Part[]>();

function parse(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parseParts(message);
    parsed.set(message, parts);
  }
  return parts;
}

/** Throws a `MessageSyntaxError` when `message` is not a message this library formats (catalogue tests call it). */
export function checkMessage(message: string): void {
  parse(message);
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

export type MessageValue = string | number | Date | null | undefined;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function intlTag(locale: string): string {
  return INTL_TAGS[locale as Locale] ?? locale;
}

/** A number in the locale's digits and separators (Persian digits for `fa`). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  const tag = intlTag(locale);
  return cached(`n|${tag}|${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(tag, options)).format(value);
}

/** A date (a `Date`, epoch milliseconds or an ISO string) in the locale's calendar and digits. */
export function formatDate(locale: string, value: Date | number | string, style: DateStyle | Intl.DateTimeFormatOptions = 'medium'): string {
  const tag = intlTag(locale);
  const options: Intl.DateTimeFormatOptions = typeof style === 'string' ? { dateStyle: style } : style;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options)).format(date);
}

const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

function render(parts: readonly Part[], locale: string, values: MessageValues, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      out += count === null ? '#' : formatNumber(locale, count);
      continue;
    }
    const value = values[part.name];
    switch (part.kind) {
      case 'arg':
        out += value === undefined || value === null
          ? `{${part.name}}`
          : typeof value === 'number' ? formatNumber(locale, value)
          : value instanceof Date ? formatDate(locale, value) : value;
        break;
      case 'number':
        out += formatNumber(locale, Number(value), part.style ? NUMBER_STYLES[part.style] : undefined);
        break;
      case 'date':
        out += value === undefined || value === null ? '' : formatDate(locale, value, part.style);
        break;
      case 'plural': {
        const n = Number(value);
        const tag = intlTag(locale);
        const category = cached(`p|${tag}`, () => new Intl.PluralRules(tag)).select(n);
        const chosen = part.options[`=${n}`] ?? part.options[category] ?? part.options.other!;
        out += render(chosen, locale, values, n);
        break;
      }
      case 'select':
        out += render(part.options[String(value)] ?? part.options.other!, locale, values, count);
        break;
    }
  }
  return out;
}

/** Formats one ICU message for `locale`; a missing argument shows as `{name}` so it is seen, not hidden. */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  const parts = parse(message);
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return render(parts, locale, values, null);
}

// ---------------------------------------------------------------------------------------------------------------
// Messages and catalogues

/** An area's English messages (the source of truth and the fallback), typed by their keys. */
export interface Messages<Key extends string = string> {
  /** The catalogue area: one Persian catalogue module per area, loaded the first time a message of it is shown. */
  readonly area: string;
  readonly en: Readonly<Record<Key, string>>;
}

export type MessageKey<M extends Messages> = M extends Messages<infer Key> ? Key : never;

/** A translation of an area: every key of its English messages (a missing one fails to compile). */
export type Catalogue<M extends Messages> = Readonly<Record<MessageKey<M>, string>>;

/** What a catalogue area's dynamic import resolves to. */
export type CatalogueLoader = () => Promise<{ default: Readonly<Record<string, string>> }>;

/**
 * Declares an area's English messages next to the code that shows them:
 * `const messages = defineMessages('dashboard', { greeting: 'Hello {name}' })`.
 */
export function defineMessages<const Key extends string>(area: string, en: Record<Key, string>): Messages<Key> {
  return { area, en };
}

export interface LocaleModelOptions {
  /** The locale to begin with (English when not given). */
  locale?: Locale;
  /** Catalogue loaders by locale and area, e.g. `{ fa: { dashboard: () => import('./fa/dashboard') } }`. */
  catalogues?: Partial<Record<Locale, Readonly<Record<string, CatalogueLoader>>>>;
}

export interface LocaleState {
  /** The interface locale. */
  readonly locale: ReadonlySignal<Locale>;
  /** 'rtl' for Persian. */
  readonly dir: ReadonlySignal<'ltr' | 'rtl'>;
  /** A switch is loading the catalogues of the areas shown so far. */
  readonly switching: ReadonlySignal<boolean>;
  /** A message of `messages` in the current locale (English until its area's catalogue has arrived). */
  t<M extends Messages>(messages: M, key: MessageKey<M>, values?: MessageValues): string;
  /** Formats an ICU message given inline (a server sentence with arguments, a test). */
  format(message: string, values?: MessageValues): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number | string, style?: DateStyle | Intl.DateTimeFormatOptions): string;
  /**
   * Switches the locale once the catalogues of every area shown so far are here, so a screen never shows half of
   * each language. A catalogue that fails to load leaves that area in English.
   */
  setLocale(locale: Locale): Promise<void>;
  /** Adds catalogue loaders (an app's own areas beside the widgets'). */
  addCatalogues(locale: Locale, loaders: Readonly<Record<string, CatalogueLoader>>): void;
  /** Loads areas' catalogues for the current locale ahead of their first message. */
  preload(areas: readonly string[]): Promise<void>;
}

export type LocaleModel = Model<LocaleState>;

/**
 * The locale model: the current locale as a signal, and the Persian catalogues loaded on demand, one dynamic import
 * per area, so an English page downloads none. Components that read `t` re-render when a catalogue arrives.
 */
export function createLocaleModel(options: LocaleModelOptions = {}): LocaleModel {
  const locale = signal<Locale>(options.locale ?? 'en');
  const switching = signal(false);
  /** Bumped when a catalogue arrives: `t` reads it, so views showing English fallbacks render again. */
  const revision = signal(0);
  const loaders: Partial<Record<Locale, Record<string, CatalogueLoader>>> = {};
  const loaded = new Map<string, Readonly<Record<string, string>>>();
  const pending = new Map<string, Promise<void>>();
  const used = new Set<string>();

  for (const [code, areas] of Object.entries(options.catalogues ?? {})) {
    loaders[code as Locale] = { ...areas };
  }

  function load(code: Locale, area: string): Promise<void> {
    const key = `${code}/${area}`;
    if (code === 'en' || loaded.has(key)) return Promise.resolve();
    let job = pending.get(key);
    if (!job) {
      const loader = loaders[code]?.[area];
      job = loader
        ? loader().then(
            (module) => {
              loaded.set(key, module.default);
              revision.value++;
            },
            () => {
              pending.delete(key); // a later switch tries again; meanwhile the area stays in English
            },
          )
        : Promise.resolve();
      pending.set(key, job);
    }
    return job;
  }

  const state: LocaleState = {
    locale,
    dir: computed(() => direction(locale.value)),
    switching,
    t(messages, key, values) {
      const code = locale.value;
      void revision.value;
      used.add(messages.area);
      let message = messages.en[key as string]!;
      if (code !== 'en') {
        const catalogue = loaded.get(`${code}/${messages.area}`);
        const translated = catalogue?.[key as string];
        if (translated !== undefined) message = translated;
        else if (!catalogue) void load(code, messages.area);
      }
      return formatMessage(code, message, values);
    },
    format: (message, values) => formatMessage(locale.value, message, values),
    number: (value, numberOptions) => formatNumber(locale.value, value, numberOptions),
    date: (value, style) => formatDate(locale.value, value, style),
    async setLocale(next) {
      if (next === locale.peek() && !switching.peek()) return;
      switching.value = true;
      try {
        await Promise.all([...used].map((area) => load(next, area)));
      } finally {
        batch(() => {
          locale.value = next;
          switching.value = false;
        });
      }
    },
    addCatalogues(code, areas) {
      loaders[code] = { ...loaders[code], ...areas };
    },
    async preload(areas) {
      await Promise.all(areas.map((area) => load(locale.peek(), area)));
    },
  };
  return createModel(state);
}
