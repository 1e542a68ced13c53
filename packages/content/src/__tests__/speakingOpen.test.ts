import { describe, it, expect } from 'vitest';
import { describeImage, retellLecture, respondToASituation, wordsOf } from '../index';
import { collect } from './bankShape';
import type { BankItem, ChartSpec, DescribeImageItem } from '../index';

/* Checks for the open speaking tasks: Describe Image, Re-tell Lecture and Respond to a Situation.
 * Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

type OpenItem = BankItem & { keyPoints: string[]; modelAnswer: string };

const TASKS: {
  name: string;
  task: BankItem['task'];
  prefix: string;
  items: readonly OpenItem[];
  keyPoints: [number, number];
  modelAnswerWords: [number, number];
}[] = [
  {
    name: 'Describe Image',
    task: 'speaking.describeImage',
    prefix: 'di',
    items: describeImage,
    keyPoints: [3, 6],
    modelAnswerWords: [60, 110],
  },
  {
    name: 'Re-tell Lecture',
    task: 'speaking.retellLecture',
    prefix: 'rl',
    items: retellLecture,
    keyPoints: [3, 6],
    modelAnswerWords: [50, 90],
  },
  {
    name: 'Respond to a Situation',
    task: 'speaking.respondToASituation',
    prefix: 'rts',
    items: respondToASituation,
    keyPoints: [3, 5],
    modelAnswerWords: [40, 90],
  },
];

const IMAGE_TYPES: ChartSpec['kind'][] = ['BAR_CHART', 'FLOW_CHART', 'GRAPH', 'MAP', 'PICTURE', 'PIE_CHART', 'TABLE'];

function count(text: string): number {
  return wordsOf(text).length;
}

function within(n: number, [min, max]: [number, number]): boolean {
  return n >= min && n <= max;
}

function duplicates(values: readonly string[]): string[] {
  const normalised = values.map((v) => v.trim().toLowerCase());
  return normalised.filter((v, i) => normalised.indexOf(v) !== i);
}

/** Sentences of a text, split after . ! or ? followed by a space or the end. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
}

/** Numbers written with digits in a text ('4.5', '450'). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

const STOPWORDS = new Set(
  'about after also been both could does each from have into many more most much must only over some such than that their them they this very were what when will with would your'.split(
    ' ',
  ),
);

/** Content words of a key point the model answer does not contain (compared on their first five letters). */
function missingWords(keyPoint: string, answer: string): string[] {
  const stem = (w: string) =>
    w
      .toLowerCase()
      .replace(/[^a-z0-9.]/g, '')
      .replace(/\.$/, '')
      .slice(0, 5);
  const answerStems = new Set(wordsOf(answer).map(stem));
  const content = wordsOf(keyPoint).filter(
    (w) => w.replace(/[^a-z]/gi, '').length >= 4 && !STOPWORDS.has(w.toLowerCase()),
  );
  return content.filter((w) => !answerStems.has(stem(w)));
}

describe.each(TASKS)('$name: key points and model answer', ({ items, keyPoints, modelAnswerWords }) => {
  it(`has ${keyPoints[0]}-${keyPoints[1]} distinct key points of 3-12 words each`, () => {
    const problems = collect(items, (item) => [
      ...(within(item.keyPoints.length, keyPoints) ? [] : [`${item.keyPoints.length} key points`]),
      ...item.keyPoints.filter((k) => !within(count(k), [3, 12])).map((k) => `key point "${k}" has ${count(k)} words`),
      ...duplicates(item.keyPoints).map((k) => `duplicate key point "${k}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it(`has a model answer of ${modelAnswerWords[0]}-${modelAnswerWords[1]} words`, () => {
    const problems = collect(items, (item) =>
      within(count(item.modelAnswer), modelAnswerWords) ? [] : [`model answer has ${count(item.modelAnswer)} words`],
    );
    expect(problems).toEqual([]);
  });
});

describe('Describe Image', () => {
  const charts = (kind: ChartSpec['kind']) => describeImage.filter((item) => item.chart.kind === kind);
  const withChart = <K extends ChartSpec['kind']>(
    kind: K,
    check: (chart: Extract<ChartSpec, { kind: K }>, item: DescribeImageItem) => string[],
  ) => collect(charts(kind), (item) => check(item.chart as Extract<ChartSpec, { kind: K }>, item));

  it('has imageType equal to chart.kind', () => {
    const problems = collect(describeImage, (item) =>
      item.imageType === item.chart.kind ? [] : [`imageType ${item.imageType} but chart.kind ${item.chart.kind}`],
    );
    expect(problems).toEqual([]);
  });

  it('uses every image type at least 3 times', () => {
    const tally = Object.fromEntries(IMAGE_TYPES.map((t) => [t, charts(t).length]));
    expect(IMAGE_TYPES.filter((t) => tally[t] < 3).map((t) => `${t} used ${tally[t]} times`)).toEqual([]);
  });

  it('has a chart title of at least 3 words', () => {
    const problems = collect(describeImage, (item) =>
      count(item.chart.title) >= 3 ? [] : [`chart title "${item.chart.title}"`],
    );
    expect(problems).toEqual([]);
  });

  it('has bar charts with 2-8 categories, 1-3 series and one value per category', () => {
    const problems = withChart('BAR_CHART', (c) => [
      ...(within(c.categories.length, [2, 8]) ? [] : [`${c.categories.length} categories`]),
      ...(within(c.series.length, [1, 3]) ? [] : [`${c.series.length} series`]),
      ...duplicates(c.categories).map((d) => `duplicate category "${d}"`),
      ...duplicates(c.series.map((s) => s.name)).map((d) => `duplicate series "${d}"`),
      ...c.series
        .filter((s) => s.values.length !== c.categories.length || s.values.some((v) => !Number.isFinite(v) || v < 0))
        .map((s) => `series "${s.name}" values ${JSON.stringify(s.values)}`),
      ...(c.unit.trim() && c.yLabel.trim() ? [] : ['missing unit or yLabel']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has line graphs with 2-8 x values, 1-3 series and one value per x value', () => {
    const problems = withChart('GRAPH', (c) => [
      ...(within(c.xValues.length, [2, 8]) ? [] : [`${c.xValues.length} x values`]),
      ...(within(c.series.length, [1, 3]) ? [] : [`${c.series.length} series`]),
      ...duplicates(c.xValues).map((d) => `duplicate x value "${d}"`),
      ...duplicates(c.series.map((s) => s.name)).map((d) => `duplicate series "${d}"`),
      ...c.series
        .filter((s) => s.values.length !== c.xValues.length || s.values.some((v) => !Number.isFinite(v) || v < 0))
        .map((s) => `series "${s.name}" values ${JSON.stringify(s.values)}`),
      ...(c.unit.trim() && c.xLabel.trim() && c.yLabel.trim() ? [] : ['missing unit or axis label']),
    ]);
    expect(problems).toEqual([]);
  });

  it("has pie charts with 3-7 distinct positive slices summing to 100 with unit '%'", () => {
    const problems = withChart('PIE_CHART', (c) => {
      const sum = c.slices.reduce((n, s) => n + s.value, 0);
      return [
        ...(within(c.slices.length, [3, 7]) ? [] : [`${c.slices.length} slices`]),
        ...(Math.abs(sum - 100) < 1e-9 ? [] : [`slices sum to ${sum}`]),
        ...(c.unit === '%' ? [] : [`unit "${c.unit}"`]),
        ...(c.slices.every((s) => s.value > 0) ? [] : ['non-positive slice']),
        ...duplicates(c.slices.map((s) => s.label)).map((d) => `duplicate slice "${d}"`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has tables with 2-6 columns and 2-6 rows, each row as long as the columns', () => {
    const problems = withChart('TABLE', (c) => [
      ...(within(c.columns.length, [2, 6]) ? [] : [`${c.columns.length} columns`]),
      ...(within(c.rows.length, [2, 6]) ? [] : [`${c.rows.length} rows`]),
      ...c.rows
        .filter((r) => r.length !== c.columns.length)
        .map((r) => `row ${JSON.stringify(r)} has ${r.length} cells`),
      ...duplicates(c.columns).map((d) => `duplicate column "${d}"`),
      ...duplicates(c.rows.map((r) => String(r[0]))).map((d) => `duplicate row label "${d}"`),
      ...c.rows
        .flat()
        .filter((v) => (typeof v === 'number' ? !Number.isFinite(v) : !v.trim()))
        .map((v) => `bad cell ${v}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('has flow charts with 3-7 distinct short steps', () => {
    const problems = withChart('FLOW_CHART', (c) => [
      ...(within(c.steps.length, [3, 7]) ? [] : [`${c.steps.length} steps`]),
      ...c.steps.filter((s) => !within(count(s), [1, 6])).map((s) => `step "${s}" is not short`),
      ...duplicates(c.steps).map((d) => `duplicate step "${d}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('has maps with 4-9 distinctly labelled features at x,y within 0-100', () => {
    const problems = withChart('MAP', (c) => [
      ...(within(c.features.length, [4, 9]) ? [] : [`${c.features.length} features`]),
      ...c.features
        .filter((f) => !within(f.x, [0, 100]) || !within(f.y, [0, 100]))
        .map((f) => `"${f.label}" at ${f.x},${f.y}`),
      ...duplicates(c.features.map((f) => f.label)).map((d) => `duplicate label "${d}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('has pictures with 4-10 elements at x,y within 0-100 and size 5-40', () => {
    const problems = withChart('PICTURE', (c) => [
      ...(within(c.elements.length, [4, 10]) ? [] : [`${c.elements.length} elements`]),
      ...c.elements
        .filter((e) => !within(e.x, [0, 100]) || !within(e.y, [0, 100]) || !within(e.size, [5, 40]))
        .map((e) => `${e.kind} at ${e.x},${e.y} size ${e.size}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('names the scene of a picture in its model answer and mentions every kind of element', () => {
    const names: Record<string, RegExp> = { person: /\b(person|people|man|woman|child|children)\b/i };
    const problems = withChart('PICTURE', (c, item) => {
      const scene = c.title.toLowerCase().replace(/^(a|an|the) /, '');
      const kinds = [...new Set(c.elements.map((e) => e.kind))];
      return [
        ...(item.modelAnswer.toLowerCase().includes(scene)
          ? []
          : [`model answer does not name the scene "${c.title}"`]),
        ...kinds
          .filter((k) => !(names[k] ?? new RegExp(`\\b${k}`, 'i')).test(item.modelAnswer))
          .map((k) => `model answer does not mention the ${k}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('states the highest and lowest values of bar charts, graphs and pie charts in the model answer', () => {
    const problems = collect(describeImage, (item) => {
      const c = item.chart;
      const values =
        c.kind === 'BAR_CHART' || c.kind === 'GRAPH'
          ? c.series.flatMap((s) => s.values)
          : c.kind === 'PIE_CHART'
          ? c.slices.map((s) => s.value)
          : [];
      if (!values.length) return [];
      const said = numbersIn(item.modelAnswer);
      return [Math.max(...values), Math.min(...values)]
        .filter((v) => !said.includes(v))
        .map((v) => `model answer omits ${v}`);
    });
    expect(problems).toEqual([]);
  });

  it('has key points that quote the chart data (a data value, or map labels)', () => {
    const problems = collect(describeImage, (item) => {
      const c = item.chart;
      const points = item.keyPoints.join(' ');
      if (c.kind === 'BAR_CHART' || c.kind === 'GRAPH' || c.kind === 'PIE_CHART' || c.kind === 'TABLE') {
        const values =
          c.kind === 'PIE_CHART'
            ? c.slices.map((s) => s.value)
            : c.kind === 'TABLE'
            ? c.rows.flat().filter((v): v is number => typeof v === 'number')
            : c.series.flatMap((s) => s.values);
        return numbersIn(points).some((n) => values.includes(n)) ? [] : ['no key point quotes a data value'];
      }
      if (c.kind === 'MAP') {
        const named = c.features.filter((f) => points.toLowerCase().includes(f.label.toLowerCase())).length;
        return named >= 3 ? [] : [`key points name only ${named} map features`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('says how many steps a flow chart has in the model answer', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const problems = withChart('FLOW_CHART', (c, item) =>
      new RegExp(`\\b${words[c.steps.length]}\\b`, 'i').test(item.modelAnswer)
        ? []
        : [`model answer omits "${words[c.steps.length]}"`],
    );
    expect(problems).toEqual([]);
  });

  it('has a model answer that covers the words of its key points', () => {
    const problems = collect(describeImage, (item) =>
      item.keyPoints.flatMap((k) => {
        const missing = missingWords(k, item.modelAnswer);
        return missing.length * 2 > wordsOf(k).filter((w) => w.length >= 4).length
          ? [`key point "${k}" missing ${missing.join(', ')}`]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('Re-tell Lecture', () => {
  it('has a script of 120-200 words that lasts at most 90 seconds at 2.7 words per second', () => {
    const problems = collect(retellLecture, (item) => {
      const n = count(item.script);
      return within(n, [120, 200]) && n / 2.7 <= 90 ? [] : [`script has ${n} words`];
    });
    expect(problems).toEqual([]);
  });

  it('has a script without digits, symbols, parentheses or abbreviations that TTS reads badly', () => {
    const problems = collect(retellLecture, (item) => {
      const bad = item.script.match(/[0-9()[\]{}%&/@#$*+=<>_~^|\\"]|\b(e\.g|i\.e|etc|Dr|Mr|Mrs|Ms|vs|approx)\b\.?/g);
      return bad ? [`script contains ${JSON.stringify([...new Set(bad)])}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("has voice, when present, 'female' or 'male', and uses both", () => {
    const problems = collect(retellLecture, (item) =>
      item.voice === undefined || item.voice === 'female' || item.voice === 'male' ? [] : [`voice ${item.voice}`],
    );
    expect(problems).toEqual([]);
    expect(new Set(retellLecture.map((item) => item.voice).filter(Boolean))).toEqual(new Set(['female', 'male']));
  });

  it('has a model answer shorter than the script', () => {
    const problems = collect(retellLecture, (item) =>
      count(item.modelAnswer) < count(item.script) ? [] : ['model answer is not shorter than the script'],
    );
    expect(problems).toEqual([]);
  });

  it('has a model answer that covers the words of its key points', () => {
    const problems = collect(retellLecture, (item) =>
      item.keyPoints.flatMap((k) => {
        const missing = missingWords(k, item.modelAnswer);
        return missing.length * 2 > wordsOf(k).filter((w) => w.length >= 4).length
          ? [`key point "${k}" missing ${missing.join(', ')}`]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('Respond to a Situation', () => {
  it('has a situation of 30-60 words', () => {
    const problems = collect(respondToASituation, (item) =>
      within(count(item.situation), [30, 60]) ? [] : [`situation has ${count(item.situation)} words`],
    );
    expect(problems).toEqual([]);
  });

  it('addresses the learner in the second person from the first sentence', () => {
    const problems = collect(respondToASituation, (item) =>
      /\b(you|your)\b/i.test(sentences(item.situation)[0] ?? '') ? [] : ['first sentence does not say "you" or "your"'],
    );
    expect(problems).toEqual([]);
  });

  it('ends the situation with "What would you say to ...?"', () => {
    const problems = collect(respondToASituation, (item) => {
      const last = sentences(item.situation).at(-1) ?? '';
      return /^What would you say to [^?]+\?$/.test(last) ? [] : [`last sentence "${last}"`];
    });
    expect(problems).toEqual([]);
  });

  it('has a model answer in spoken register (contractions, no written-email formulas)', () => {
    const problems = collect(respondToASituation, (item) => [
      ...(/\b\w+'(s|re|ve|ll|d|m|t)\b/i.test(item.modelAnswer) ? [] : ['model answer has no contractions']),
      ...(/\b(Dear|Yours sincerely|Kind regards|Best regards)\b/.test(item.modelAnswer)
        ? ['model answer reads like an email']
        : []),
    ]);
    expect(problems).toEqual([]);
  });
});
