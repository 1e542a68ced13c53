import { describe, it, expect } from 'vitest';
import { summarizeWrittenText, writeEssay, writeEmail, wordsOf } from '../index';
import { collect } from './bankShape';
import type { BankItem, SummarizeWrittenTextItem, WriteEssayItem, WriteEmailItem } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

type WritingItem = SummarizeWrittenTextItem | WriteEssayItem | WriteEmailItem;

const TASKS: { task: BankItem['task']; prefix: string; items: readonly WritingItem[] }[] = [
  { task: 'writing.summarizeWrittenText', prefix: 'swt', items: summarizeWrittenText },
  { task: 'writing.writeEssay', prefix: 'we', items: writeEssay },
  { task: 'writing.writeEmail', prefix: 'wem', items: writeEmail },
];

function count(text: string): number {
  return wordsOf(text).length;
}

/** A problem unless `text` has min..max words. */
function wordRange(label: string, text: string, min: number, max: number): string[] {
  const n = count(text);
  return n >= min && n <= max ? [] : [`${label} has ${n} words, expected ${min}-${max}`];
}

const STOP = new Set(
  'about after also because been before being both could does each from have into just less like more most much must only other over same should some such than that their them then there these they this those very well were what when which while will with without would your'.split(
    ' ',
  ),
);

/** Task verbs ("explain why...", "ask for...") say what to do; the answer does it without repeating the verb. */
const INSTRUCTION = new Set(
  'apologise ask describe explain give inform invite offer outline point recommend refer remind request say state suggest tell thank'.split(
    ' ',
  ),
);

/** Content words of a phrase, reduced to a crude stem (first five letters) for loose matching. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length >= 4 && !STOP.has(w) && !INSTRUCTION.has(w))
    .map((w) => w.slice(0, 5));
}

/** Share (0..1) of a key point's content words that also occur in `text`. */
function coverage(keyPoint: string, text: string): number {
  const wanted = stems(keyPoint);
  const present = new Set(stems(text));
  return wanted.length === 0 ? 1 : wanted.filter((s) => present.has(s)).length / wanted.length;
}

describe.each(TASKS)('task $task: order, key points and model answers', ({ items }) => {
  it('has complexities 9 EASY, 8 AVERAGE, 8 HARD in that order', () => {
    const expected = [...Array(9).fill('EASY'), ...Array(8).fill('AVERAGE'), ...Array(8).fill('HARD')];
    const problems = items.flatMap((i, n) => (i.complexity === expected[n] ? [] : [`${i.key}: ${i.complexity}`]));
    expect(problems).toEqual([]);
  });

  it('has distinct key points of 3-12 words each', () => {
    const problems = collect(items, (i) => [
      ...i.keyPoints.flatMap((k) => wordRange(`key point "${k}"`, k, 3, 12)),
      ...(new Set(i.keyPoints.map((k) => k.toLowerCase())).size === i.keyPoints.length ? [] : ['duplicate key point']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a model answer that mentions every key point (at least half of its content words)', () => {
    const problems = collect(items, (i) =>
      i.keyPoints.flatMap((k) => (coverage(k, i.modelAnswer) >= 0.5 ? [] : [`model answer misses "${k}"`])),
    );
    expect(problems).toEqual([]);
  });
});

describe('Summarize Written Text', () => {
  it('has a passage of 120-200 words', () => {
    expect(collect(summarizeWrittenText, (i) => wordRange('passage', i.passage, 120, 200))).toEqual([]);
  });

  it('has 3-5 key points', () => {
    const problems = collect(summarizeWrittenText, (i) =>
      i.keyPoints.length >= 3 && i.keyPoints.length <= 5 ? [] : [`${i.keyPoints.length} key points`],
    );
    expect(problems).toEqual([]);
  });

  it('has a one-sentence model answer: one full stop, at the end, no ? ! ; or line breaks', () => {
    const problems = collect(summarizeWrittenText, (i) => {
      const a = i.modelAnswer;
      return [
        ...((a.match(/\./g)?.length ?? 0) === 1 && a.endsWith('.') ? [] : ['not exactly one full stop at the end']),
        ...(/[?!;\n]/.test(a) ? ['contains ? ! ; or a line break'] : []),
        ...(/^[A-Z]/.test(a) ? [] : ['does not start with a capital letter']),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has a model answer of 25-50 words (valid for Core 25-50 and Academic 5-75)', () => {
    expect(collect(summarizeWrittenText, (i) => wordRange('model answer', i.modelAnswer, 25, 50))).toEqual([]);
  });

  it('has a model answer that is not copied from the passage (no 8-word run in common)', () => {
    const problems = collect(summarizeWrittenText, (i) => {
      const norm = (t: string) => wordsOf(t.toLowerCase().replace(/[^a-z\s-]/g, ' '));
      const passage = ` ${norm(i.passage).join(' ')} `;
      const answer = norm(i.modelAnswer);
      for (let n = 0; n + 8 <= answer.length; n++) {
        const run = answer.slice(n, n + 8).join(' ');
        if (passage.includes(` ${run} `)) return [`copies "${run}"`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });
});

describe('Write Essay', () => {
  it('has a prompt of 20-60 words ending with a question or instruction', () => {
    const problems = collect(writeEssay, (i) => [
      ...wordRange('prompt', i.prompt, 20, 60),
      ...(/[.?]$/.test(i.prompt.trim()) ? [] : ['prompt does not end with . or ?']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has 3-6 key points', () => {
    const problems = collect(writeEssay, (i) =>
      i.keyPoints.length >= 3 && i.keyPoints.length <= 6 ? [] : [`${i.keyPoints.length} key points`],
    );
    expect(problems).toEqual([]);
  });

  it('has a model answer of 200-300 words', () => {
    expect(collect(writeEssay, (i) => wordRange('model answer', i.modelAnswer, 200, 300))).toEqual([]);
  });

  it('has a model answer of 4-5 non-empty paragraphs separated by blank lines', () => {
    const problems = collect(writeEssay, (i) => {
      const paragraphs = i.modelAnswer.split('\n\n');
      return [
        ...(paragraphs.length >= 4 && paragraphs.length <= 5 ? [] : [`${paragraphs.length} paragraphs`]),
        ...(paragraphs.every((p) => p.trim() === p && p.length > 0 && !p.includes('\n'))
          ? []
          : ['empty paragraph, stray line break or padding']),
        ...(paragraphs.every((p) => /[.?!]$/.test(p)) ? [] : ['a paragraph does not end with a full stop']),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has a conclusion paragraph that restates a position', () => {
    const problems = collect(writeEssay, (i) => {
      const last = i.modelAnswer.split('\n\n').at(-1) ?? '';
      return /^(In conclusion|To conclude|Overall|In summary|To sum up|On balance)\b/.test(last) ? [] : ['no conclusion'];
    });
    expect(problems).toEqual([]);
  });
});

describe('Write Email', () => {
  it('has a prompt of 40-100 words that names the recipient', () => {
    const problems = collect(writeEmail, (i) => [
      ...wordRange('prompt', i.prompt, 40, 100),
      ...(/Write an email to /.test(i.prompt) ? [] : ['prompt does not say "Write an email to ..."']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has 3-4 key points (the things the email must do), each taken from the prompt', () => {
    const problems = collect(writeEmail, (i) => [
      ...(i.keyPoints.length >= 3 && i.keyPoints.length <= 4 ? [] : [`${i.keyPoints.length} key points`]),
      ...i.keyPoints.flatMap((k) => (coverage(k, i.prompt) >= 0.5 ? [] : [`key point "${k}" is not in the prompt`])),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a model answer of 50-120 words', () => {
    expect(collect(writeEmail, (i) => wordRange('model answer', i.modelAnswer, 50, 120))).toEqual([]);
  });

  it('has a model answer with a greeting line, a body and a sign-off followed by a name', () => {
    const problems = collect(writeEmail, (i) => {
      const parts = i.modelAnswer.split('\n\n');
      const signOff = parts.at(-1) ?? '';
      return [
        ...(/^(Dear|Hi|Hello) [^\n]+,$/.test(parts[0] ?? '') ? [] : [`greeting "${parts[0]}"`]),
        ...(parts.length >= 3 ? [] : [`${parts.length} parts`]),
        ...(/^(Best wishes|Kind regards|Best regards|Regards|Yours sincerely|Yours faithfully|Many thanks|Thanks|Speak soon|Love|Take care|All the best|Thanks again|See you soon),\n[A-Z][A-Za-z .'-]+$/.test(
          signOff,
        )
          ? []
          : [`sign-off "${signOff}"`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('uses "Yours faithfully" only with "Dear Sir or Madam" and the reverse', () => {
    const problems = collect(writeEmail, (i) => {
      const anonymous = i.modelAnswer.startsWith('Dear Sir or Madam');
      const faithfully = i.modelAnswer.includes('Yours faithfully');
      return anonymous === faithfully ? [] : ['greeting and sign-off do not match'];
    });
    expect(problems).toEqual([]);
  });
});
