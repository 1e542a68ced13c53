import type { ExamVariant, PteType } from './types';

/** Word count as the writing editors show it: blanks ignored, curly quotes normalised, hyphenated words one word. */
export function countWords(text: string): number {
  const normalised = text.replace(/[\u2018\u2019\u201A\u201B]/g, "'").replace(/[\u201C\u201D\u201E\u201F]/g, '"');
  return normalised
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => token.length > 0).length;
}

export function variantOf(pteType: PteType | string | null | undefined): ExamVariant {
  return pteType === 'PTE Core' || pteType === 'CORE' ? 'CORE' : 'ACADEMIC';
}

export function pteTypeOf(variant: ExamVariant): PteType {
  return variant === 'CORE' ? 'PTE Core' : 'PTE Academic';
}

/** Short label of an answer's exam type: 'PTE Core' shows Core, anything else Academic. */
export function pteTypeLabel(pteType: string | null | undefined): 'Core' | 'Academic' {
  return pteType === 'PTE Core' ? 'Core' : 'Academic';
}

/** '#' plus the id padded to 5 digits, as the question table shows it. */
export function questionNumber(id: number): string {
  return `#${String(id).padStart(5, '0')}`;
}

/** The practice card's number: the task summary and the id padded to 4 digits. */
export function practiceNumber(summary: string, id: number): string {
  return `${summary} #${String(id).padStart(4, '0')}`;
}

/** Pager input: a number is clamped to 1..totalPages, anything else reverts to the current page. */
export function clampPageInput(input: string | number, currentPage: number, totalPages: number): number {
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  if (String(input).trim() === '' || !Number.isFinite(value)) return currentPage;
  const last = Math.max(1, totalPages);
  return Math.min(last, Math.max(1, Math.trunc(value)));
}

/** Community pager: 0-based pages clamped to range. */
export function clampZeroBasedPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, totalPages - 1), Math.max(0, Math.trunc(page)));
}

/** Scores show with 1 or 2 decimals (whole numbers with one). */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 100) / 100;
  return Number.isInteger(rounded * 10) ? rounded.toFixed(1) : rounded.toFixed(2);
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** Breadcrumb label of one route segment, prettified as the spec describes. */
export function prettifySegment(segment: string): string {
  let label = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  label = label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
  if (/^rw fill in the blanks$/i.test(label)) return 'R/W: Fill in the Blanks';
  label = label.replace(/^R (?=\S)/, '');
  label = titleCase(label).replace(/\bFill In (The )?Blanks\b/i, 'Fill in the Blanks');
  return label.replace(/\b(In|The|A|To|Of|From|And)\b/g, (word, _m, offset) => (offset === 0 ? word : word.toLowerCase()));
}

export interface Breadcrumb {
  label: string;
  /** Undefined for skill names and the current page. */
  href?: string;
}

const SKILL_SEGMENTS = new Set(['reading', 'listening', 'speaking', 'writing']);

/** Breadcrumbs: Dashboard, then the route segments; skills are not links; nothing if only Dashboard remains. */
export function breadcrumbs(pathname: string): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'dashboard') return [];
  const crumbs: Breadcrumb[] = [{ label: 'Dashboard', href: '/dashboard' }];
  let href = '/dashboard';
  segments.slice(1).forEach((segment, index, rest) => {
    href += `/${segment}`;
    const last = index === rest.length - 1;
    crumbs.push({ label: prettifySegment(segment), href: SKILL_SEGMENTS.has(segment) || last ? undefined : href });
  });
  return crumbs.length > 1 ? crumbs : [];
}

/** Skill and task of a score modal read from the path: second and third segments, hyphens shown as spaces. */
export function scoreModalHeading(pathname: string): { skill: string; task: string } {
  const segments = pathname.split('/').filter(Boolean);
  return {
    skill: (segments[1] ?? '').replace(/-/g, ' '),
    task: (segments[2] ?? '').replace(/-/g, ' '),
  };
}

/** Remaining premium days: days until expireDate rounded up, minimum 0. */
export function remainingPremiumDays(expireDate: string | null | undefined, now = Date.now()): number {
  if (!expireDate) return 0;
  const diff = new Date(expireDate).getTime() - now;
  return Math.max(0, Math.ceil(diff / 86400000));
}

/** Current month name for the MONTHLY prediction label. */
export function currentMonthName(date = new Date()): string {
  return date.toLocaleString('en', { month: 'long' });
}

