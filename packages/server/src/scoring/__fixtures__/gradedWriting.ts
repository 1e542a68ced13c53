/**
 * Written answers graded by kind, written for this project (never taken from real exams or other sites), for the
 * corpus test of the writing engine: per bank item and variant a strong answer, a weak one, one on another subject,
 * one made of memorised template sentences and a strong one full of misspellings (`gradedWritingLong.ts` for essays
 * and emails, `gradedWritingShort.ts` for the summaries), and one copied from the prompt, built here from the bank:
 * the prompt pasted back for essays and emails, the opening of the passage or talk for the summaries.
 */
import { summarizeSpokenText, summarizeWrittenText, writeEmail, writeEssay } from '@pte-kit/content';
import { gradedLong } from './gradedWritingLong';
import { gradedShort } from './gradedWritingShort';

export type WrittenKind = 'strong' | 'weak' | 'offTopic' | 'copied' | 'template' | 'misspelled';
export type GradedTask = 'writeEssay' | 'writeEmail' | 'summarizeWrittenText' | 'summarizeSpokenText';

export interface GradedWriting {
  /** Bank item key. */
  item: string;
  task: GradedTask;
  variant: 'ACADEMIC' | 'CORE';
  kind: WrittenKind;
  text: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The prompt pasted back, paragraph after paragraph, until the essay reaches its minimum length. */
function pastedEssay(prompt: string): string {
  const paragraphs: string[] = [];
  while (words(paragraphs.join(' ')).length < 210) paragraphs.push(prompt);
  return paragraphs.join('\n\n');
}

/** The prompt pasted back inside a greeting and a sign-off. */
const pastedEmail = (prompt: string) => `Dear Sir or Madam,\n\n${prompt}\n\nKind regards,\nAlex`;

/** The opening of a source, cut at a word boundary between `min` and `max` words and closed as one sentence. */
function opening(source: string, min: number, max: number, oneSentence: boolean): string {
  const sentences = source.match(/[^.!?]+[.!?]+/g) ?? [source];
  let text = '';
  for (const sentence of sentences) {
    const next = (text ? `${text} ${sentence.trim()}` : sentence.trim());
    if (words(next).length > max) break;
    text = next;
    if (words(text).length >= min) break;
  }
  if (words(text).length < min) text = words(source).slice(0, max).join(' ');
  if (!oneSentence) return /[.!?]$/.test(text) ? text : `${text}.`;
  const body = text.replace(/[.!?]+(?=\s)/g, ',').replace(/[.!?,;]+$/, '');
  return `${body}.`;
}

const copied: GradedWriting[] = [
  ...['we-001', 'we-005', 'we-009', 'we-015'].map((item): GradedWriting => ({
    item, task: 'writeEssay', variant: 'ACADEMIC', kind: 'copied', text: pastedEssay(writeEssay.find((q) => q.key === item)!.prompt),
  })),
  ...['wem-001', 'wem-011', 'wem-013', 'wem-015'].map((item): GradedWriting => ({
    item, task: 'writeEmail', variant: 'CORE', kind: 'copied', text: pastedEmail(writeEmail.find((q) => q.key === item)!.prompt),
  })),
  ...['swt-001', 'swt-005', 'swt-022'].flatMap((item): GradedWriting[] => {
    const passage = summarizeWrittenText.find((q) => q.key === item)!.passage;
    return [
      { item, task: 'summarizeWrittenText', variant: 'ACADEMIC', kind: 'copied', text: opening(passage, 30, 70, true) },
      { item, task: 'summarizeWrittenText', variant: 'CORE', kind: 'copied', text: opening(passage, 27, 48, true) },
    ];
  }),
  ...['sst-004', 'sst-008', 'sst-013'].flatMap((item): GradedWriting[] => {
    const script = summarizeSpokenText.find((q) => q.key === item)!.script;
    return [
      { item, task: 'summarizeSpokenText', variant: 'ACADEMIC', kind: 'copied', text: opening(script, 52, 68, false) },
      { item, task: 'summarizeSpokenText', variant: 'CORE', kind: 'copied', text: opening(script, 22, 29, false) },
    ];
  }),
];

export const gradedWriting: readonly GradedWriting[] = [...gradedLong, ...gradedShort, ...copied];
