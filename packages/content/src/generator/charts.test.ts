import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../types';
import { describeImage } from '../speaking/describeImage';
import { chartAltText, escapeXml, niceScale, renderChartPng, renderChartSvg } from './charts';

const samples = {
  BAR_CHART: {
    kind: 'BAR_CHART',
    title: 'Spending on Food & Housing <2022>',
    unit: '%',
    yLabel: 'Share of income',
    categories: ['Australia', 'United Kingdom', 'Japan', 'Brazil'],
    series: [
      { name: 'Food', values: [16, 11, 24, 27.5] },
      { name: 'Housing', values: [31, 28, 22, 19] },
      { name: 'Transport', values: [12, 14, 9, 15] },
    ],
  },
  GRAPH: {
    kind: 'GRAPH',
    title: 'Temperature & Rainfall in "Three" Cities',
    unit: '°C',
    xLabel: 'Month',
    yLabel: 'Temperature',
    xValues: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    series: [
      { name: 'Sydney', values: [26, 26, 25, 22, 19, 17] },
      { name: 'Moscow', values: [-6, -5, 0, 9, 16, 20] },
    ],
  },
  PIE_CHART: {
    kind: 'PIE_CHART',
    title: 'Travel to Campus: Bus & Train',
    unit: '%',
    slices: [
      { label: 'Bus', value: 34 },
      { label: 'Car', value: 27 },
      { label: 'Bicycle', value: 15 },
      { label: 'Walking', value: 12 },
      { label: 'Train', value: 8 },
      { label: 'Other', value: 4 },
    ],
  },
  TABLE: {
    kind: 'TABLE',
    title: 'Library Visits & Loans',
    columns: ['Faculty', 'Visits', 'Loans'],
    rows: [
      ['Arts & Humanities', 1250, 430],
      ['Science', 980, 310],
      ['Law', 1540, 620.5],
      ['Medicine', 1120, 280],
    ],
  },
  FLOW_CHART: {
    kind: 'FLOW_CHART',
    title: 'Life Cycle of a Frog & Toad',
    steps: ['Eggs are laid in water', 'Tadpoles hatch', 'Legs grow', 'Young frog leaves the water', 'Adult frog'],
    cycle: true,
  },
  MAP: {
    kind: 'MAP',
    title: 'Town Centre: Shops & Services',
    features: [
      { label: 'Lake', kind: 'water', x: 18, y: 22 },
      { label: 'Central Park', kind: 'park', x: 55, y: 25 },
      { label: 'High Street', kind: 'road', x: 50, y: 55 },
      { label: 'Station', kind: 'station', x: 85, y: 20 },
      { label: 'Primary School', kind: 'school', x: 20, y: 80 },
      { label: 'Hospital', kind: 'hospital', x: 50, y: 82 },
      { label: 'Fish & Chips', kind: 'shop', x: 80, y: 80 },
      { label: 'Town Hall', kind: 'building', x: 35, y: 42 },
    ],
  },
  PICTURE: {
    kind: 'PICTURE',
    title: 'A Day at the Lake & Park',
    elements: [
      { kind: 'sun', x: 85, y: 15, size: 12 },
      { kind: 'cloud', x: 20, y: 15, size: 18 },
      { kind: 'mountain', x: 30, y: 40, size: 40 },
      { kind: 'river', x: 50, y: 82, size: 20 },
      { kind: 'tree', x: 10, y: 62, size: 12 },
      { kind: 'house', x: 78, y: 60, size: 16 },
      { kind: 'person', x: 45, y: 66, size: 5 },
      { kind: 'car', x: 60, y: 68, size: 14 },
      { kind: 'bird', x: 40, y: 20, size: 5 },
      { kind: 'boat', x: 30, y: 80, size: 10 },
      { kind: 'bicycle', x: 25, y: 66, size: 9 },
      { kind: 'bench', x: 90, y: 75, size: 10 },
    ],
  },
} satisfies { [K in ChartSpec['kind']]: Extract<ChartSpec, { kind: K }> };

const all = Object.values(samples) as ChartSpec[];
const count = (svg: string, attr: string) => svg.split(` ${attr}=`).length - 1;
const attrValues = (svg: string, attr: string) => [...svg.matchAll(new RegExp(` ${attr}="([^"]*)"`, 'g'))].map((m) => Number(m[1]));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Everything between tags must be escaped: no bare '&', '<' or '>' inside text. */
function textIsEscaped(svg: string): boolean {
  const texts = svg.split(/<[^>]*>/);
  return texts.every((t) => !/[<>]/.test(t) && !/&(?!(amp|lt|gt|quot|apos);)/.test(t));
}

describe('renderChartSvg', () => {
  it.each(all.map((c) => [c.kind, c] as const))('%s: an 800×560 SVG with a white background and the escaped title', (_, chart) => {
    const svg = renderChartSvg(chart);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 560"');
    expect(svg).toContain('width="800" height="560"');
    expect(svg).toContain('font-family="DejaVu Sans, sans-serif"');
    expect(svg).toContain('fill="#ffffff"/>');
    expect(svg).toContain(escapeXml(chart.title));
    expect(svg).not.toContain(chart.title); // every sample title has a character that needs escaping
    expect(svg).toMatch(/class="chart-title"/);
    expect(textIsEscaped(svg)).toBe(true);
    // Self-contained: no external files, web fonts or scripts.
    expect(svg).not.toMatch(/href=|@import|url\((?!#)|<script|@font-face/);
    // Labels are readable.
    for (const size of attrValues(svg, 'font-size')) expect(size).toBeGreaterThanOrEqual(14);
  });

  it('draws a bar per category and series, a legend and 5–6 round gridlines', () => {
    const svg = renderChartSvg(samples.BAR_CHART);
    expect(count(svg, 'data-bar')).toBe(4 * 3);
    expect(count(svg, 'data-legend')).toBe(3);
    expect(count(svg, 'data-xlabel')).toBe(4);
    const ticks = [...svg.matchAll(/data-tick="">([^<]*)</g)].map((m) => m[1]);
    expect(ticks.length).toBeGreaterThanOrEqual(5);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]).toBe('0%');
    expect(svg).toContain('Share of income (%)');
    // Series get distinct colours.
    const colours = new Set([...svg.matchAll(/<rect [^>]*fill="(#[0-9A-Fa-f]{6})" data-bar/g)].map((m) => m[1]));
    expect(colours.size).toBe(3);
  });

  it('draws one bar per category without a legend for a single series', () => {
    const svg = renderChartSvg({ ...samples.BAR_CHART, series: [samples.BAR_CHART.series[0]] });
    expect(count(svg, 'data-bar')).toBe(4);
    expect(count(svg, 'data-legend')).toBe(0);
  });

  it('draws a line with a marker per point for each series of a graph', () => {
    const svg = renderChartSvg(samples.GRAPH);
    expect(count(svg, 'data-line')).toBe(2);
    expect(count(svg, 'data-point')).toBe(12);
    expect(count(svg, 'data-legend')).toBe(2);
    expect(count(svg, 'data-xlabel')).toBe(6);
    expect(svg).toContain('Temperature (°C)');
    expect(svg).toContain('>−10<'); // the axis reaches below zero for Moscow
  });

  it('draws pie slices clockwise from 12 o’clock whose angles sum to 360°', () => {
    const svg = renderChartSvg(samples.PIE_CHART);
    expect(count(svg, 'data-slice')).toBe(6);
    const starts = attrValues(svg, 'data-start');
    const ends = attrValues(svg, 'data-end');
    const angles = attrValues(svg, 'data-angle');
    expect(starts[0]).toBe(0);
    expect(ends[ends.length - 1]).toBe(360);
    expect(angles.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 3);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeCloseTo(ends[i - 1], 3);
    expect(angles[0]).toBeCloseTo(0.34 * 360, 3);
    // The first slice's arc runs from the top of the circle towards the right (clockwise).
    const first = /<path d="M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+) A[\d. ]+ 0 0 1 ([\d.]+) ([\d.]+) Z"[^>]*data-slice/.exec(svg);
    expect(first).not.toBeNull();
    const [, cx, cy, x1, y1, x2] = first!.map(Number);
    expect(x1).toBeCloseTo(cx, 0);
    expect(y1).toBeLessThan(cy);
    expect(x2).toBeGreaterThan(cx);
    expect(count(svg, 'data-slice-label')).toBe(6);
    expect(svg).toContain('>34%<');
    expect(count(svg, 'data-legend')).toBe(6);
  });

  it('draws one full circle for a single slice', () => {
    const svg = renderChartSvg({ kind: 'PIE_CHART', title: 'All', unit: '%', slices: [{ label: 'Everything', value: 100 }] });
    expect(count(svg, 'data-slice')).toBe(1);
    expect(attrValues(svg, 'data-angle')).toEqual([360]);
  });

  it('lays out a table with a shaded header and right-aligned numbers', () => {
    const svg = renderChartSvg(samples.TABLE);
    expect(count(svg, 'data-header')).toBe(3);
    expect(count(svg, 'data-cell')).toBe(4 * 3);
    expect(svg).toContain('Arts &amp; Humanities');
    expect(svg).toContain('>1,540<');
    expect(svg).toContain('>620.5<');
    expect(svg).toContain('>430.0<'); // a column shares its decimals
    expect(svg).toMatch(/text-anchor="end"[^>]*data-cell="" data-row="0" data-col="1"/);
    expect(svg).not.toMatch(/text-anchor="end"[^>]*data-cell="" data-row="0" data-col="0"/);
    expect(svg).toContain('fill="#D6E4F0"');
  });

  it('draws a box per flow step, and a return arrow only for a cycle', () => {
    const cycle = renderChartSvg(samples.FLOW_CHART);
    expect(count(cycle, 'data-flow-box')).toBe(5);
    expect(count(cycle, 'data-arrow')).toBe(5);
    expect(cycle).toContain('data-from="4" data-to="0"');
    const line = renderChartSvg({ ...samples.FLOW_CHART, cycle: false });
    expect(count(line, 'data-flow-box')).toBe(5);
    expect(count(line, 'data-arrow')).toBe(4);
    expect(line).not.toContain('data-from="4" data-to="0"');
    const long = renderChartSvg({ kind: 'FLOW_CHART', title: 'Ten steps', steps: Array.from({ length: 10 }, (_, i) => `Step number ${i + 1}`), cycle: true });
    expect(count(long, 'data-flow-box')).toBe(10);
    expect(count(long, 'data-arrow')).toBe(10);
    expect(long).toContain('data-return=""');
  });

  it('labels every map feature and draws a compass', () => {
    const svg = renderChartSvg(samples.MAP);
    expect(count(svg, 'data-map-label')).toBe(8);
    expect(count(svg, 'data-map-feature')).toBe(8);
    expect(svg).toContain('Fish &amp; Chips');
    expect(svg).toMatch(/data-compass="">N</);
    for (const kind of ['water', 'park', 'road', 'station', 'school', 'hospital', 'shop', 'building']) {
      expect(svg).toContain(`data-map-feature="${kind}"`);
    }
  });

  it('draws every picture element over sky and ground', () => {
    const svg = renderChartSvg(samples.PICTURE);
    expect(count(svg, 'data-element')).toBe(samples.PICTURE.elements.length);
    expect(svg).toContain('picture-sky');
    expect(svg).toContain('picture-ground');
  });

  it('escapes every kind of text a chart can carry', () => {
    const nasty = `<b>"Tom" & 'Jerry'</b>`;
    const charts: ChartSpec[] = [
      { ...samples.BAR_CHART, title: nasty, yLabel: nasty, unit: '&', categories: [nasty, 'B', 'C', 'D'], series: [{ name: nasty, values: [1, 2, 3, 4] }, { name: 'x', values: [1, 2, 3, 4] }] },
      { ...samples.GRAPH, title: nasty, xLabel: nasty, xValues: [nasty, 'b', 'c', 'd', 'e', 'f'] },
      { ...samples.PIE_CHART, title: nasty, unit: '<u>', slices: [{ label: nasty, value: 1 }, { label: 'b', value: 2 }] },
      { ...samples.TABLE, title: nasty, columns: [nasty, 'b', 'c'], rows: [[nasty, 1, 2]] },
      { ...samples.FLOW_CHART, title: nasty, steps: [nasty, nasty] },
      { ...samples.MAP, title: nasty, features: [{ label: nasty, kind: 'shop', x: 50, y: 50 }, { label: nasty, kind: 'road', x: 20, y: 20 }] },
      { ...samples.PICTURE, title: nasty },
    ];
    for (const chart of charts) {
      const svg = renderChartSvg(chart);
      expect(textIsEscaped(svg)).toBe(true);
      expect(svg).not.toContain('<b>');
      expect(svg).toContain('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    }
  });

  it('copes with empty data', () => {
    const empty: ChartSpec[] = [
      { kind: 'BAR_CHART', title: 'Empty', unit: '', yLabel: '', categories: [], series: [] },
      { kind: 'GRAPH', title: 'Empty', unit: '', xLabel: '', yLabel: '', xValues: [], series: [] },
      { kind: 'PIE_CHART', title: 'Empty', unit: '', slices: [] },
      { kind: 'TABLE', title: 'Empty', columns: [], rows: [] },
      { kind: 'FLOW_CHART', title: 'Empty', steps: [], cycle: false },
      { kind: 'MAP', title: 'Empty', features: [] },
      { kind: 'PICTURE', title: 'Empty', elements: [] },
    ];
    for (const chart of empty) expect(renderChartSvg(chart).startsWith('<svg')).toBe(true);
  });
});

describe('niceScale', () => {
  it.each([
    [0, 142],
    [0, 100],
    [0, 34],
    [-6, 26],
    [40, 62],
    [0, 0.8],
    [0, 1250],
    [0, 450],
  ])('covers [%d, %d] with 4–6 intervals of a round step', (lo, hi) => {
    const s = niceScale(lo, hi);
    expect(s.min).toBeLessThanOrEqual(lo);
    expect(s.max).toBeGreaterThanOrEqual(hi);
    expect(s.ticks.length - 1).toBeGreaterThanOrEqual(4);
    expect(s.ticks.length - 1).toBeLessThanOrEqual(6);
    const mantissa = Number((s.step / 10 ** Math.floor(Math.log10(s.step))).toFixed(6));
    expect([1, 2, 2.5, 3, 4, 5]).toContain(mantissa);
  });
});

describe('renderChartPng', () => {
  it.each(all.map((c) => [c.kind, c] as const))('%s: a PNG of at least 5 kB', (_, chart) => {
    const png = renderChartPng(chart);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThanOrEqual(5 * 1024);
    expect(png.readUInt32BE(16)).toBe(800); // IHDR width
    expect(png.readUInt32BE(20)).toBe(560); // IHDR height
  });

  it('scales the picture', () => {
    const png = renderChartPng(samples.TABLE, 2);
    expect(png.readUInt32BE(16)).toBe(1600);
    expect(png.readUInt32BE(20)).toBe(1120);
  });
});

describe('chartAltText', () => {
  it('describes each kind in one sentence', () => {
    expect(chartAltText(samples.BAR_CHART)).toMatch(/^Bar chart: Spending on Food & Housing <2022>, 4 categories \(Australia, United Kingdom, Japan and Brazil\) compared across 3 series/);
    expect(chartAltText(samples.GRAPH)).toMatch(/^Line graph: .*2 lines \(Sydney and Moscow\).*from Jan to Jun\.$/);
    expect(chartAltText(samples.PIE_CHART)).toMatch(/^Pie chart: .*6 slices, largest Bus 34%/);
    expect(chartAltText(samples.TABLE)).toMatch(/^Table: .*4 rows and 3 columns \(Faculty, Visits and Loans\)\.$/);
    expect(chartAltText(samples.FLOW_CHART)).toMatch(/^Flow chart: .*5 steps from Eggs are laid in water to Adult frog, repeating as a cycle\.$/);
    expect(chartAltText(samples.MAP)).toMatch(/^Map: .*8 labelled features/);
    expect(chartAltText(samples.PICTURE)).toMatch(/^Picture: .*showing a sun, a cloud, a mountain, a river/);
    for (const chart of all) {
      const alt = chartAltText(chart);
      expect(alt.endsWith('.')).toBe(true);
      expect(alt.includes('\n')).toBe(false);
    }
  });
});

describe('the describe-image bank', () => {
  it('renders every item', () => {
    for (const item of describeImage) {
      const svg = renderChartSvg(item.chart);
      expect(svg.startsWith('<svg'), item.key).toBe(true);
      expect(svg, item.key).toContain(escapeXml(item.chart.title));
      expect(textIsEscaped(svg), item.key).toBe(true);
      for (const size of attrValues(svg, 'font-size')) expect(size, item.key).toBeGreaterThanOrEqual(14);
    }
  });
});
