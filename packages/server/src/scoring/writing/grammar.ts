import type { Lint, LocalLinter } from 'harper.js';

export type Severity = 'CRITICAL' | 'MODERATE' | 'MINOR';

/** One grammar finding with its place in the response. */
export interface GrammarIssue {
  severity: Severity;
  /** Short category shown before the message: Agreement, Verb form, Article, Capitalisation… */
  category: string;
  message: string;
  start: number;
  end: number;
  /** Replacement for text[start, end) ('' means delete it), or null. */
  suggestion: string | null;
  /** Which checker found it: 'harper', 'rules' or a plugged-in checker's name. */
  source: string;
}

/** A grammar checker the engine runs; a stronger one can be plugged in through the engine options. */
export interface GrammarChecker {
  name: string;
  check(text: string): Promise<GrammarIssue[]>;
}

/**
 * Harper rules switched off: spelling is nspell's job (and harper's spell checker panics on very long
 * tokens), and the rest are style preferences the PTE grammar trait does not judge.
 */
const DISABLED_RULES = ['SpellCheck', 'OxfordComma', 'NoOxfordComma', 'LongSentences', 'SpelledNumbers', 'AvoidContractions', 'BoringWords'];

/** Lint kinds that are not grammar for the exam (spelling is scored apart, style is not scored). */
const IGNORED_KINDS = new Set(['Spelling', 'Style', 'Readability', 'Enhancement', 'Redundancy', 'Regionalism']);

const SEVERITY_BY_KIND: Record<string, Severity> = {
  Agreement: 'CRITICAL',
  Grammar: 'CRITICAL',
  WordOrder: 'CRITICAL',
  Miscellaneous: 'MODERATE',
  Usage: 'MODERATE',
  WordChoice: 'MODERATE',
  Malapropism: 'MODERATE',
  Eggcorn: 'MODERATE',
  Nonstandard: 'MODERATE',
  BoundaryError: 'MODERATE',
  Typo: 'MODERATE',
  Capitalization: 'MINOR',
  Punctuation: 'MINOR',
  Formatting: 'MINOR',
  Repetition: 'MINOR',
};

const CATEGORY_BY_RULE: Record<string, string> = { AnA: 'Article', SentenceCapitalization: 'Capitalisation' };
const CATEGORY_BY_KIND: Record<string, string> = {
  Capitalization: 'Capitalisation',
  Miscellaneous: 'Usage',
  WordChoice: 'Word choice',
  WordOrder: 'Word order',
  BoundaryError: 'Word boundary',
  Repetition: 'Repeated word',
};

/** Tokens this long are never words; masking them keeps the WASM linter away from pathological input. */
const LONG_TOKEN = /\S{60,}/g;

function severityOf(kind: string): Severity {
  return SEVERITY_BY_KIND[kind] ?? 'MINOR';
}

/** Harper reports UTF-16 offsets here; if a build ever reports code points, convert rather than mis-place. */
function locate(text: string, start: number, end: number, problem: string): { start: number; end: number } | null {
  if (text.slice(start, end) === problem) return { start, end };
  const codePoints = Array.from(text);
  const toUnits = (index: number) => codePoints.slice(0, index).join('').length;
  const converted = { start: toUnits(start), end: toUnits(end) };
  return text.slice(converted.start, converted.end) === problem ? converted : null;
}

function toIssue(text: string, rule: string, lint: Lint): GrammarIssue | null {
  const kind = lint.lint_kind();
  if (IGNORED_KINDS.has(kind)) return null;
  const span = lint.span();
  const located = locate(text, span.start, span.end, lint.get_problem_text());
  span.free();
  if (!located || !text.slice(located.start, located.end).trim()) return null;
  const [first] = lint.suggestions();
  let suggestion: string | null = null;
  if (first) {
    const kindOfSuggestion = first.kind();
    const replacement = first.get_replacement_text();
    // SuggestionKind: 0 replace, 1 remove, 2 insert after.
    suggestion = kindOfSuggestion === 1 ? '' : kindOfSuggestion === 2 ? text.slice(located.start, located.end) + replacement : replacement;
    first.free();
  }
  // Harper wants some title-case words in capitals (a name like "Sam" read as the acronym SAM): a learner's
  // correctly capitalised name is not an error, so an all-caps suggestion for a title-case word is dropped.
  const problem = text.slice(located.start, located.end);
  if (kind === 'Capitalization' && suggestion && /^\p{Lu}\p{Ll}+$/u.test(problem) && suggestion === problem.toUpperCase()) return null;
  return {
    severity: severityOf(kind),
    category: CATEGORY_BY_RULE[rule] ?? CATEGORY_BY_KIND[kind] ?? kind,
    message: lint.message(),
    ...located,
    suggestion,
    source: 'harper',
  };
}

/**
 * harper.js in the current thread (LocalLinter: Node has no web worker for WorkerLinter). One
 * linter for the process, created on first use, calls run one at a time; a WASM panic poisons the
 * instance, so it is thrown away and a fresh one is built from a new binary module.
 */
export function createHarperChecker(): GrammarChecker {
  let linter: Promise<LocalLinter> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const build = async (fresh: boolean): Promise<LocalLinter> => {
    const [{ LocalLinter: Linter, Dialect, createBinaryModuleFromUrl }, { binary }] = await Promise.all([
      import('harper.js'),
      import('harper.js/binary'),
    ]);
    const module = fresh ? createBinaryModuleFromUrl(String(binary.url), 'full') : binary;
    const instance = new Linter({ binary: module, dialect: Dialect.American });
    await instance.setup();
    const config = await instance.getDefaultLintConfig();
    for (const rule of DISABLED_RULES) if (rule in config) config[rule] = false;
    await instance.setLintConfig(config);
    return instance;
  };
  let builtOnce = false;
  const get = () => {
    if (!linter) {
      linter = build(builtOnce);
      builtOnce = true;
      linter.catch(() => {
        linter = null;
      });
    }
    return linter;
  };

  const run = async (text: string): Promise<GrammarIssue[]> => {
    const instance = await get();
    const masked = text.replace(LONG_TOKEN, (token) => ' '.repeat(token.length));
    try {
      const organised = await instance.organizedLints(masked, { language: 'plaintext' });
      const issues: GrammarIssue[] = [];
      for (const [rule, lints] of Object.entries(organised)) {
        for (const lint of lints) {
          const issue = toIssue(text, rule, lint);
          lint.free();
          if (issue) issues.push(issue);
        }
      }
      return issues;
    } catch (error) {
      linter = null;
      throw error;
    }
  };

  return {
    name: 'harper',
    check(text) {
      const result = queue.then(() => run(text));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

export function compareIssues(a: GrammarIssue, b: GrammarIssue): number {
  return a.start - b.start || a.end - b.end || a.category.localeCompare(b.category) || a.message.localeCompare(b.message);
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Harper's findings first; a built-in or plugged-in finding is added only where nothing earlier overlaps it. */
export function mergeIssues(groups: GrammarIssue[][]): GrammarIssue[] {
  const merged: GrammarIssue[] = [];
  for (const group of groups) {
    for (const issue of [...group].sort(compareIssues)) {
      if (!merged.some((kept) => overlaps(kept, issue) || (kept.start === issue.start && kept.end === issue.end))) merged.push(issue);
    }
  }
  return merged.sort(compareIssues);
}
