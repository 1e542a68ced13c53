/**
 * Renders the `ChartSpec` of a Describe Image item to a picture: a self-contained SVG
 * (800×560, DejaVu Sans, no external references) and a PNG made from it with resvg.
 *
 * Every drawn data element carries a data attribute so tests and tools can find it:
 * `data-bar`, `data-point`, `data-slice` (with `data-start`/`data-end` in degrees),
 * `data-cell`/`data-header`, `data-flow-box`/`data-arrow`, `data-map-feature`/`data-map-label`,
 * `data-element`.
 *
 * MAP and PICTURE positions are on a 0–100 grid over the drawing area (x to the right,
 * y downwards) and give the centre of the feature or element; a PICTURE element's `size`
 * is its width as a percentage of the canvas width.
 */
import { Buffer } from 'node:buffer';
import { Resvg } from '@resvg/resvg-js';
import type { ChartSpec } from '../types';

type BarSpec = Extract<ChartSpec, { kind: 'BAR_CHART' }>;
type GraphSpec = Extract<ChartSpec, { kind: 'GRAPH' }>;
type PieSpec = Extract<ChartSpec, { kind: 'PIE_CHART' }>;
type TableSpec = Extract<ChartSpec, { kind: 'TABLE' }>;
type FlowSpec = Extract<ChartSpec, { kind: 'FLOW_CHART' }>;
type MapSpec = Extract<ChartSpec, { kind: 'MAP' }>;
type PictureSpec = Extract<ChartSpec, { kind: 'PICTURE' }>;
type MapFeature = MapSpec['features'][number];
type PictureElement = PictureSpec['elements'][number];

const W = 800;
const H = 560;
const FONT = 'DejaVu Sans, sans-serif';
const INK = '#1f1f1f';
const MUTED = '#4a4a4a';
const GRID = '#dcdcdc';
const AXIS = '#555555';

/** Okabe–Ito based palette: distinguishable with the common colour-vision deficiencies. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#F0E442', '#6A3D9A', '#8C564B', '#7F7F7F'];
const colorAt = (i: number) => PALETTE[i % PALETTE.length];

// ---------------------------------------------------------------------------------------------
// Text: escaping, measuring (DejaVu Sans advance widths, per 1000 em) and fitting

/** DejaVu Sans advance widths for U+0020..U+007E. */
const REGULAR_ASCII = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
  603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635,
  634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];
/** DejaVu Sans Bold advance widths for U+0020..U+007E. */
const BOLD_ASCII = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
  733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716,
  712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
/** DejaVu Sans advance widths for U+00A0..U+00FF. */
const REGULAR_LATIN1 = [
  318, 401, 636, 636, 636, 636, 337, 500, 500, 1000, 471, 612, 838, 361, 1000, 500, 500, 838, 401, 401, 500, 636, 636, 318,
  500, 401, 471, 612, 969, 969, 969, 531, 684, 684, 684, 684, 684, 684, 974, 698, 632, 632, 632, 632, 295, 295, 295, 295,
  775, 748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 611, 605, 630, 613, 613, 613, 613, 613, 613, 982, 550,
  615, 615, 615, 615, 278, 278, 278, 278, 612, 634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592,
];
const REGULAR_OTHER: Record<number, number> = {
  0x2013: 500, 0x2014: 1000, 0x2018: 318, 0x2019: 318, 0x201c: 518, 0x201d: 518, 0x2022: 590, 0x2026: 1000, 0x20ac: 636,
  0x2192: 838, 0x2212: 838,
};

function charWidth(cp: number, bold: boolean): number {
  if (cp >= 0x20 && cp <= 0x7e) return (bold ? BOLD_ASCII : REGULAR_ASCII)[cp - 0x20];
  const scale = bold ? 1.1 : 1;
  if (cp >= 0xa0 && cp <= 0xff) return REGULAR_LATIN1[cp - 0xa0] * scale;
  if (REGULAR_OTHER[cp] !== undefined) return REGULAR_OTHER[cp] * scale;
  if (cp >= 0x2e80) return 1000; // CJK and other wide scripts
  return 640 * scale;
}

/** Width in px of `text` set in DejaVu Sans at `size` px. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch.codePointAt(0) ?? 0x20, bold);
  return (units / 1000) * size;
}

/** Escapes text for XML content and attribute values; drops characters XML forbids. */
export function escapeXml(text: string): string {
  return String(text)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
const esc = escapeXml;

/** Rounds a coordinate to one decimal for compact output. */
const r1 = (n: number) => String(Math.round(n * 10) / 10);

/** Greedy word wrap of `text` into lines of at most `maxWidth` px in DejaVu Sans at `size` px. */
export function wrapWords(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  const words = String(text).trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || textWidth(candidate, size, bold) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

function ellipsize(text: string, maxWidth: number, size: number, bold: boolean): string {
  if (textWidth(text, size, bold) <= maxWidth) return text;
  let chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size, bold) > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

/** The same number of lines, as even as possible (no lone last word). */
function balance(text: string, lines: string[], maxWidth: number, size: number, bold: boolean): string[] {
  if (lines.length < 2) return lines;
  let lo = 0;
  let hi = maxWidth;
  let best = lines;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    const trial = wrapWords(text, mid, size, bold);
    if (trial.length === lines.length && trial.every((l) => textWidth(l, size, bold) <= mid)) {
      best = trial;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

interface Fit {
  lines: string[];
  size: number;
  fits: boolean;
}

/** Wraps `text` into at most `maxLines` lines of `maxWidth`, shrinking from `size` to `minSize`; ellipsizes as a last resort. */
function fitText(text: string, maxWidth: number, o: { size: number; minSize?: number; maxLines?: number; bold?: boolean }): Fit {
  const bold = o.bold ?? false;
  const maxLines = o.maxLines ?? 1;
  const minSize = o.minSize ?? o.size;
  for (let size = o.size; size >= minSize; size--) {
    const lines = wrapWords(text, maxWidth, size, bold);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size, bold) <= maxWidth)) {
      return { lines: balance(text, lines, maxWidth, size, bold), size, fits: true };
    }
  }
  const lines = wrapWords(text, maxWidth, minSize, bold);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = lines.slice(maxLines - 1).join(' ');
  return { lines: kept.map((l) => ellipsize(l, maxWidth, minSize, bold)), size: minSize, fits: false };
}

const lineHeight = (size: number) => Math.round(size * 1.22);
const fitWidth = (f: Fit, bold = false) => Math.max(0, ...f.lines.map((l) => textWidth(l, f.size, bold)));

interface TextOptions {
  size: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
  fill?: string;
  /** Extra raw attributes (already escaped). */
  attrs?: string;
  lineHeight?: number;
  /** Colour of an outline drawn under the glyphs to keep text readable on busy backgrounds. */
  halo?: string;
  transform?: string;
}

/** A <text> whose first baseline is at `y`; several lines become <tspan>s. */
function text(x: number, y: number, lines: string[] | string, o: TextOptions): string {
  const list = Array.isArray(lines) ? lines : [lines];
  const lh = o.lineHeight ?? lineHeight(o.size);
  const attrs = [`x="${r1(x)}"`, `y="${r1(y)}"`, `font-size="${o.size}"`];
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.bold) attrs.push('font-weight="bold"');
  attrs.push(`fill="${o.fill ?? INK}"`);
  if (o.halo) attrs.push(`stroke="${o.halo}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`);
  if (o.transform) attrs.push(`transform="${o.transform}"`);
  if (o.attrs) attrs.push(o.attrs);
  const body =
    list.length === 1
      ? esc(list[0])
      : list.map((l, i) => `<tspan x="${r1(x)}"${i ? ` dy="${lh}"` : ''}>${esc(l)}</tspan>`).join('');
  return `<text ${attrs.join(' ')}>${body}</text>`;
}

/** First baseline for `n` lines vertically centred on `cy`. */
const centredBaseline = (cy: number, n: number, size: number, lh = lineHeight(size)) => cy - ((n - 1) * lh) / 2 + size * 0.36;

// ---------------------------------------------------------------------------------------------
// Numbers

function formatNumber(value: number, maxDecimals = 2, group = true): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = Math.abs(value).toFixed(maxDecimals);
  let [int, frac = ''] = fixed.split('.');
  frac = frac.replace(/0+$/, '');
  if (group && int.length >= 4) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '−' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** `45%`, `12 °C`, `$30`, `$4 billion`, `250 tonnes`. */
function withUnit(value: number, unit: string): string {
  const n = formatNumber(value);
  const u = (unit ?? '').trim();
  if (!u) return n;
  if (u === '%' || /^°[CF]?$/.test(u)) return `${n}${u}`;
  const money = /^(US\$|AU\$|A\$|NZ\$|C\$|[$£€¥])\s*(.*)$/.exec(u);
  if (money) return `${money[1]}${n}${money[2] ? ` ${money[2]}` : ''}`;
  return `${n} ${u}`;
}

/** `Sales (million $)` unless the label already names the unit. */
function axisLabel(label: string, unit: string): string {
  const l = (label ?? '').trim();
  const u = (unit ?? '').trim();
  if (!u || l.toLowerCase().includes(u.toLowerCase())) return l;
  return l ? `${l} (${u})` : u;
}

interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
  decimals: number;
}

/** A scale over [lo, hi] with 4–5 intervals (rarely 6) of a round step (1, 2, 2.5 or 5 × 10ⁿ, else 3 or 4 × 10ⁿ). */
export function niceScale(lo: number, hi: number): Scale {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) [lo, hi] = [0, 1];
  if (hi < lo) [lo, hi] = [hi, lo];
  if (hi === lo) {
    if (hi === 0) hi = 1;
    else if (hi > 0) lo = 0;
    else hi = 0;
  }
  const span = hi - lo;
  const magnitude = 10 ** Math.floor(Math.log10(span));
  let best: { step: number; min: number; max: number; n: number; score: number } | undefined;
  for (const k of [magnitude / 100, magnitude / 10, magnitude, magnitude * 10]) {
    for (const m of [1, 2, 2.5, 3, 4, 5]) {
      const step = m * k;
      const min = Math.floor(lo / step + 1e-9) * step;
      const max = Math.ceil(hi / step - 1e-9) * step;
      const n = Math.round((max - min) / step);
      // 5–6 gridlines (4–5 intervals) wanted; steps of 3 or 4 only when 1, 2, 2.5 and 5 cannot manage it.
      const score = (n === 5 ? 0 : n === 4 ? 1 : n === 6 ? 2.5 : 10 + Math.abs(n - 5)) + (m === 3 || m === 4 ? 0.6 : 0);
      if (!best || score < best.score || (score === best.score && max - min < best.max - best.min)) best = { step, min, max, n, score };
    }
  }
  const { step, min, n } = best!;
  const decimals = Math.max(0, ...[step, min].map((v) => (Number(v.toFixed(10)).toString().split('.')[1] ?? '').length));
  const ticks = Array.from({ length: n + 1 }, (_, i) => Number((min + i * step).toFixed(10)));
  return { min: ticks[0], max: ticks[n], step, ticks, decimals };
}

// ---------------------------------------------------------------------------------------------
// Shared pieces: frame, title, legend, arrows

function titleBlock(title: string): { svg: string; bottom: number } {
  const fit = fitText(title, W - 60, { size: 24, minSize: 18, maxLines: 2, bold: true });
  const lh = lineHeight(fit.size);
  const first = 16 + fit.size;
  const svg = text(W / 2, first, fit.lines, { size: fit.size, anchor: 'middle', bold: true, attrs: 'class="chart-title"' });
  return { svg, bottom: first + (fit.lines.length - 1) * lh + 12 };
}

interface LegendItem {
  label: string;
  color: string;
  marker?: number;
}

/** Legend rows centred under the title; returns its bottom edge. */
function legendRow(items: LegendItem[], top: number, line = false): { svg: string; bottom: number } {
  const size = 15;
  const swatch = line ? 30 : 16;
  const maxLabel = 300;
  const entries = items.map((item) => {
    const label = ellipsize(item.label, maxLabel, size, false);
    return { ...item, label, width: swatch + 8 + textWidth(label, size) };
  });
  const gap = 26;
  const rows: (typeof entries)[] = [[]];
  let rowWidth = 0;
  for (const e of entries) {
    const row = rows[rows.length - 1];
    if (row.length && rowWidth + gap + e.width > W - 60) {
      rows.push([e]);
      rowWidth = e.width;
    } else {
      rowWidth += (row.length ? gap : 0) + e.width;
      row.push(e);
    }
  }
  const rowH = 24;
  const parts: string[] = [];
  rows.forEach((row, ri) => {
    const total = row.reduce((s, e) => s + e.width, 0) + gap * (row.length - 1);
    let x = (W - total) / 2;
    const cy = top + ri * rowH + rowH / 2;
    for (const e of row) {
      if (line) {
        parts.push(`<line x1="${r1(x)}" y1="${r1(cy)}" x2="${r1(x + swatch)}" y2="${r1(cy)}" stroke="${e.color}" stroke-width="3"/>`);
        parts.push(markerShape(e.marker ?? 0, x + swatch / 2, cy, e.color, ''));
      } else {
        parts.push(`<rect x="${r1(x)}" y="${r1(cy - 8)}" width="16" height="16" rx="2" fill="${e.color}"/>`);
      }
      parts.push(text(x + swatch + 8, cy + size * 0.36, e.label, { size, attrs: 'data-legend=""' }));
      x += e.width + gap;
    }
  });
  return { svg: `<g class="legend">${parts.join('')}</g>`, bottom: top + rows.length * rowH };
}

function arrowHead(x: number, y: number, angle: number, color: string, size = 11): string {
  const a = angle;
  const back = (da: number) => `${r1(x - size * Math.cos(a + da))},${r1(y - size * Math.sin(a + da))}`;
  return `<polygon points="${r1(x)},${r1(y)} ${back(0.42)} ${back(-0.42)}" fill="${color}"/>`;
}

/** An arrow along the polyline `points`, head at the last point. */
function arrow(points: [number, number][], color = '#4d4d4d', extra = ''): string {
  const [x2, y2] = points[points.length - 1];
  const [x1, y1] = points[points.length - 2];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const shortened = points.map(([x, y], i) => (i === points.length - 1 ? [x - 8 * Math.cos(angle), y - 8 * Math.sin(angle)] : [x, y]));
  const d = shortened.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join(' ');
  return `<g data-arrow=""${extra}><path d="${d}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/>${arrowHead(x2, y2, angle, color)}</g>`;
}

function markerShape(kind: number, x: number, y: number, color: string, attrs: string): string {
  const s = 5.5;
  const stroke = 'stroke="#ffffff" stroke-width="1.5"';
  switch (kind % 4) {
    case 0:
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${s}" fill="${color}" ${stroke}${attrs}/>`;
    case 1:
      return `<rect x="${r1(x - s)}" y="${r1(y - s)}" width="${s * 2}" height="${s * 2}" fill="${color}" ${stroke}${attrs}/>`;
    case 2:
      return `<polygon points="${r1(x)},${r1(y - s * 1.2)} ${r1(x + s * 1.15)},${r1(y + s * 0.8)} ${r1(x - s * 1.15)},${r1(y + s * 0.8)}" fill="${color}" ${stroke}${attrs}/>`;
    default:
      return `<polygon points="${r1(x)},${r1(y - s * 1.3)} ${r1(x + s * 1.3)},${r1(y)} ${r1(x)},${r1(y + s * 1.3)} ${r1(x - s * 1.3)},${r1(y)}" fill="${color}" ${stroke}${attrs}/>`;
  }
}

/** Relative luminance-based choice of a readable text colour on `hex`. */
function inkOn(hex: string): string {
  const v = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(v.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.25 ? '#111111' : '#ffffff';
}

const noData = (top: number) => text(W / 2, (top + H) / 2, 'No data', { size: 18, anchor: 'middle', fill: MUTED });

// ---------------------------------------------------------------------------------------------
// Axes shared by bar charts and line graphs

interface Axes {
  svg: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  y: (v: number) => number;
  scale: Scale;
}

function formatTick(v: number, s: Scale, unit: string): string {
  const n = formatNumber(v, s.decimals);
  return unit.trim() === '%' ? `${n}%` : n;
}

/** Y axis with gridlines and tick labels, plus the rotated axis label. */
function yAxis(scale: Scale, unit: string, label: string, top: number, bottom: number, right: number): Axes {
  const tickSize = 14;
  const tickLabels = scale.ticks.map((t) => formatTick(t, scale, unit));
  const tickW = Math.max(...tickLabels.map((l) => textWidth(l, tickSize)));
  const labelText = axisLabel(label, unit);
  const hasLabel = labelText.length > 0;
  const labelSize = 15;
  const left = 16 + (hasLabel ? labelSize + 10 : 0) + tickW + 10;
  const y = (v: number) => bottom - ((v - scale.min) / (scale.max - scale.min)) * (bottom - top);
  const parts: string[] = [];
  scale.ticks.forEach((t, i) => {
    const yy = y(t);
    parts.push(`<line x1="${r1(left)}" y1="${r1(yy)}" x2="${r1(right)}" y2="${r1(yy)}" stroke="${t === 0 ? AXIS : GRID}" stroke-width="${t === 0 ? 1.5 : 1}" data-gridline=""/>`);
    parts.push(text(left - 8, yy + tickSize * 0.36, tickLabels[i], { size: tickSize, anchor: 'end', fill: MUTED, attrs: 'data-tick=""' }));
  });
  parts.push(`<line x1="${r1(left)}" y1="${r1(top)}" x2="${r1(left)}" y2="${r1(bottom)}" stroke="${AXIS}" stroke-width="1.5"/>`);
  if (hasLabel) {
    const fit = fitText(labelText, bottom - top, { size: labelSize, minSize: 14 });
    const lx = 16 + labelSize;
    const ly = (top + bottom) / 2;
    parts.push(text(lx, ly, fit.lines, { size: fit.size, anchor: 'middle', fill: INK, transform: `rotate(-90 ${r1(lx)} ${r1(ly)})`, attrs: 'class="axis-label"' }));
  }
  return { svg: parts.join(''), left, right, top, bottom, y, scale };
}

interface CategoryLabels {
  height: number;
  draw: (left: number, slot: number, top: number) => string;
}

/** Category / x labels: wrapped under each slot when they fit, else rotated; `every` thins crowded labels. */
function categoryLabels(labels: string[], slot: number, allowThinning: boolean): CategoryLabels {
  const size = 15;
  const maxW = slot - 8;
  const fits = labels.map((l) => fitText(l, maxW, { size, minSize: 14, maxLines: 3 }));
  if (fits.every((f) => f.fits)) {
    const lines = Math.max(...fits.map((f) => f.lines.length));
    const lh = lineHeight(14) + 1;
    return {
      height: lines * lh + 4,
      draw: (left, s, top) =>
        fits
          .map((f, i) => text(left + (i + 0.5) * s, top + f.size, f.lines, { size: f.size, anchor: 'middle', lineHeight: lh, attrs: 'data-xlabel=""' }))
          .join(''),
    };
  }
  const widest = Math.max(...labels.map((l) => textWidth(l, 14)));
  if (allowThinning) {
    const every = Math.ceil((Math.min(widest, 150) + 12) / slot);
    if (every <= Math.max(2, Math.ceil(labels.length / 6))) {
      const shown = labels.map((l) => ellipsize(l, every * slot - 12, 14, false));
      return {
        height: lineHeight(14) + 4,
        draw: (left, s, top) =>
          shown
            .map((l, i) => (i % every === 0 ? text(left + (i + 0.5) * s, top + 14, l, { size: 14, anchor: 'middle', attrs: 'data-xlabel=""' }) : ''))
            .join(''),
      };
    }
  }
  const angle = 40;
  const shown = labels.map((l) => ellipsize(l, 160, 14, false));
  const longest = Math.max(...shown.map((l) => textWidth(l, 14)));
  const rad = (angle * Math.PI) / 180;
  return {
    height: longest * Math.sin(rad) + 14 * Math.cos(rad) + 6,
    draw: (left, s, top) =>
      shown
        .map((l, i) => {
          const x = left + (i + 0.5) * s + 5;
          const y = top + 10;
          return text(x, y, l, { size: 14, anchor: 'end', transform: `rotate(-${angle} ${r1(x)} ${r1(y)})`, attrs: 'data-xlabel=""' });
        })
        .join(''),
  };
}

// ---------------------------------------------------------------------------------------------
// BAR_CHART

function renderBar(c: BarSpec, top: number): string {
  const n = c.categories.length;
  const series = c.series.filter((s) => s.values.length);
  if (!n || !series.length) return noData(top);
  const m = series.length;
  const values = series.flatMap((s) => s.values.slice(0, n)).filter(Number.isFinite);
  const scale = niceScale(Math.min(0, ...values), Math.max(0, ...values));
  const parts: string[] = [];
  let y = top;
  if (m > 1) {
    const legend = legendRow(series.map((s, i) => ({ label: s.name, color: colorAt(i) })), y);
    parts.push(legend.svg);
    y = legend.bottom + 4;
  }
  const right = W - 24;
  // A first pass to learn the axis width, then the category labels' height.
  const probe = yAxis(scale, c.unit, c.yLabel, 0, 100, right);
  const slot = (right - probe.left) / n;
  const cats = categoryLabels(c.categories, slot, false);
  const bottom = H - 14 - cats.height - 8;
  const axes = yAxis(scale, c.unit, c.yLabel, y + 22, bottom, right);
  parts.unshift(axes.svg);
  const groupW = slot * (m === 1 ? 0.62 : Math.min(0.84, 0.6 + 0.08 * m));
  const barW = groupW / m;
  const zero = axes.y(Math.max(scale.min, Math.min(0, scale.max)));
  const valueLabels = c.categories.map((_, i) => series.map((s) => (Number.isFinite(s.values[i]) ? withUnit(s.values[i], c.unit.trim() === '%' ? '%' : '') : '')));
  const labelSize = 14;
  const showValues = valueLabels.flat().every((l) => textWidth(l, labelSize) <= barW + (m === 1 ? slot * 0.3 : 1));
  for (let i = 0; i < n; i++) {
    const gx = axes.left + i * slot + (slot - groupW) / 2;
    series.forEach((s, j) => {
      const v = s.values[i];
      if (!Number.isFinite(v)) return;
      const yv = axes.y(v);
      const x = gx + j * barW + (m > 1 ? 1 : 0);
      const w = barW - (m > 1 ? 2 : 0);
      const label = `${c.categories[i]}${m > 1 ? ` – ${s.name}` : ''}: ${withUnit(v, c.unit)}`;
      parts.push(
        `<rect x="${r1(x)}" y="${r1(Math.min(yv, zero))}" width="${r1(w)}" height="${r1(Math.max(Math.abs(zero - yv), v === 0 ? 0 : 1))}" fill="${colorAt(j)}" data-bar="" data-series="${j}" data-category="${i}"><title>${esc(label)}</title></rect>`,
      );
      if (showValues) {
        const ly = v >= 0 ? yv - 6 : yv + labelSize + 4;
        parts.push(text(x + w / 2, ly, valueLabels[i][j], { size: labelSize, anchor: 'middle', fill: INK, attrs: 'data-value=""' }));
      }
    });
  }
  parts.push(`<line x1="${r1(axes.left)}" y1="${r1(zero)}" x2="${r1(right)}" y2="${r1(zero)}" stroke="${AXIS}" stroke-width="1.5"/>`);
  parts.push(cats.draw(axes.left, slot, axes.bottom + 8));
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// GRAPH

function renderGraph(c: GraphSpec, top: number): string {
  const n = c.xValues.length;
  const series = c.series.filter((s) => s.values.length);
  if (!n || !series.length) return noData(top);
  const values = series.flatMap((s) => s.values.slice(0, n)).filter(Number.isFinite);
  let lo = Math.min(...values);
  const hi = Math.max(...values);
  if (lo >= 0 && lo <= hi * 0.5) lo = 0;
  // Off zero, leave a little room so the lowest point does not sit on the axis line.
  else lo -= (hi - lo) * 0.03;
  const scale = niceScale(lo, hi);
  const parts: string[] = [];
  const legend = legendRow(series.map((s, i) => ({ label: s.name, color: colorAt(i), marker: i })), top, true);
  parts.push(legend.svg);
  const right = W - 24;
  const probe = yAxis(scale, c.unit, c.yLabel, 0, 100, right);
  const slot = (right - probe.left) / n;
  const xs = categoryLabels(c.xValues, slot, true);
  const xLabel = (c.xLabel ?? '').trim();
  const xLabelH = xLabel ? 24 : 0;
  const bottom = H - 12 - xLabelH - xs.height - 8;
  const axes = yAxis(scale, c.unit, c.yLabel, legend.bottom + 18, bottom, right);
  parts.unshift(axes.svg);
  const px = (i: number) => axes.left + (i + 0.5) * slot;
  for (let i = 0; i < n; i++) {
    parts.push(`<line x1="${r1(px(i))}" y1="${r1(bottom)}" x2="${r1(px(i))}" y2="${r1(bottom + 5)}" stroke="${AXIS}" stroke-width="1.5"/>`);
  }
  parts.push(`<line x1="${r1(axes.left)}" y1="${r1(bottom)}" x2="${r1(right)}" y2="${r1(bottom)}" stroke="${AXIS}" stroke-width="1.5"/>`);
  const labelSize = 14;
  const single = series.length === 1;
  series.forEach((s, j) => {
    const pts = s.values.slice(0, n).map((v, i) => [i, v] as const).filter(([, v]) => Number.isFinite(v));
    const color = colorAt(j);
    const coords = pts.map(([i, v]) => `${r1(px(i))},${r1(axes.y(v))}`).join(' ');
    parts.push(`<polyline points="${coords}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" data-line="" data-series="${j}"/>`);
    for (const [i, v] of pts) {
      parts.push(markerShape(j, px(i), axes.y(v), color, ` data-point="" data-series="${j}"`));
    }
    const labels = pts.map(([, v]) => withUnit(v, c.unit.trim() === '%' ? '%' : ''));
    if (single && n <= 12 && labels.every((l) => textWidth(l, labelSize) <= slot - 6)) {
      pts.forEach(([i, v], k) => {
        const yy = axes.y(v);
        const prev = pts[k - 1]?.[1];
        const next = pts[k + 1]?.[1];
        // Put the label on the side away from the neighbouring segments.
        const neighbours = [prev, next].filter((x): x is number => x !== undefined);
        const avg = neighbours.length ? neighbours.reduce((a, b) => a + b, 0) / neighbours.length : v;
        const below = (v < avg || yy - 11 - labelSize < axes.top - 2) && yy + 22 < bottom;
        parts.push(text(px(i), below ? yy + 22 : yy - 11, labels[k], { size: labelSize, anchor: 'middle', halo: '#ffffff', attrs: 'data-value=""' }));
      });
    }
  });
  parts.push(xs.draw(axes.left, slot, bottom + 8));
  if (xLabel) {
    const fit = fitText(xLabel, right - axes.left, { size: 15, minSize: 14 });
    parts.push(text((axes.left + right) / 2, H - 14, fit.lines, { size: fit.size, anchor: 'middle', attrs: 'class="axis-label"' }));
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// PIE_CHART

function renderPie(c: PieSpec, top: number): string {
  const slices = c.slices.map((s, i) => ({ ...s, color: colorAt(i) })).filter((s) => Number.isFinite(s.value) && s.value > 0);
  const total = slices.reduce((a, s) => a + s.value, 0);
  if (!slices.length || total <= 0) return noData(top);
  const parts: string[] = [];
  const areaTop = top + 4;
  const areaBottom = H - 12;
  const r = Math.min(178, (areaBottom - areaTop) / 2 - 34);
  const cx = 40 + r + 44;
  const cy = (areaTop + areaBottom) / 2;
  const point = (deg: number, radius: number) => {
    const a = (deg * Math.PI) / 180;
    return [cx + radius * Math.sin(a), cy - radius * Math.cos(a)] as const;
  };
  const pctText = (v: number) => {
    const p = (v / total) * 100;
    return `${formatNumber(p, p < 10 ? 1 : 0)}%`;
  };
  const percentUnit = c.unit.trim() === '%';
  let start = 0;
  const outside: { mid: number; text: string; side: number; y: number }[] = [];
  slices.forEach((s, i) => {
    const sweep = (s.value / total) * 360;
    const end = i === slices.length - 1 ? 360 : start + sweep;
    const attrs = `data-slice="" data-start="${Number(start.toFixed(4))}" data-end="${Number(end.toFixed(4))}" data-angle="${Number((end - start).toFixed(4))}"`;
    const tip = `<title>${esc(`${s.label}: ${withUnit(s.value, c.unit)} (${pctText(s.value)})`)}</title>`;
    if (end - start >= 359.999) {
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${s.color}" stroke="#ffffff" stroke-width="2" ${attrs}>${tip}</circle>`);
    } else {
      const [x1, y1] = point(start, r);
      const [x2, y2] = point(end, r);
      const large = end - start > 180 ? 1 : 0;
      parts.push(
        `<path d="M${r1(cx)} ${r1(cy)} L${r1(x1)} ${r1(y1)} A${r1(r)} ${r1(r)} 0 ${large} 1 ${r1(x2)} ${r1(y2)} Z" fill="${s.color}" stroke="#ffffff" stroke-width="2" stroke-linejoin="round" ${attrs}>${tip}</path>`,
      );
    }
    const mid = (start + end) / 2;
    const label = percentUnit ? withUnit(s.value, '%') : pctText(s.value);
    const size = 16;
    const arc = ((end - start) * Math.PI * r * 0.66) / 180;
    if (end - start >= 22 && arc >= textWidth(label, size, true) * 0.75) {
      const [lx, ly] = point(mid, r * (end - start >= 300 ? 0 : 0.66));
      parts.push(text(lx, ly + size * 0.36, label, { size, anchor: 'middle', bold: true, fill: inkOn(s.color), attrs: 'data-slice-label=""' }));
    } else {
      const [, ly] = point(mid, r + 22);
      outside.push({ mid, text: label, side: Math.sin((mid * Math.PI) / 180) >= 0 ? 1 : -1, y: ly });
    }
    start = end;
  });
  // Outside labels: per side, overlapping labels form clusters that are spread 20px apart around
  // their wanted height and set in a column beside the pie; a lone label sits next to its slice.
  const gapY = 20;
  const lo = areaTop + 8;
  const hi = areaBottom - 6;
  for (const side of [1, -1]) {
    const group = outside.filter((o) => o.side === side).sort((a, b) => a.y - b.y);
    let clusters = group.map((o) => ({ items: [o], want: o.y, y: o.y }));
    const place = (cl: (typeof clusters)[number]) => {
      const span = (cl.items.length - 1) * gapY;
      cl.y = Math.min(hi - span, Math.max(lo, cl.want - span / 2));
    };
    for (let changed = true; changed; ) {
      changed = false;
      clusters.forEach(place);
      for (let k = 1; k < clusters.length; k++) {
        const prev = clusters[k - 1];
        if (prev.y + prev.items.length * gapY > clusters[k].y) {
          const items = [...prev.items, ...clusters[k].items];
          const merged = { items, want: items.reduce((a, o) => a + o.y, 0) / items.length, y: 0 };
          clusters = [...clusters.slice(0, k - 1), merged, ...clusters.slice(k + 1)];
          changed = true;
          break;
        }
      }
    }
    for (const cl of clusters) {
      cl.items.forEach((o, k) => {
        const y = cl.y + k * gapY;
        const [ax, ay] = point(o.mid, r + 2);
        const [bx, by] = point(o.mid, r + 14);
        const lone = cl.items.length === 1;
        const end = lone ? bx + side * 8 : cx + side * (r + 24);
        const pts = lone ? `${r1(ax)},${r1(ay)} ${r1(bx)},${r1(y)} ${r1(end)},${r1(y)}` : `${r1(ax)},${r1(ay)} ${r1(bx)},${r1(by)} ${r1(end)},${r1(y)}`;
        parts.push(`<polyline points="${pts}" fill="none" stroke="${MUTED}" stroke-width="1.2"/>`);
        parts.push(text(end + side * 4, y + 15 * 0.36, o.text, { size: 15, bold: true, anchor: side > 0 ? 'start' : 'end', attrs: 'data-slice-label=""' }));
      });
    }
  }
  // Legend on the right.
  const legendX = cx + r + (outside.some((o) => o.side > 0) ? 100 : 80);
  const legendW = W - 20 - legendX - 26;
  const entries = slices.map((s) => {
    const value = percentUnit ? withUnit(s.value, '%') : `${withUnit(s.value, c.unit)} (${pctText(s.value)})`;
    return { s, label: fitText(s.label, legendW, { size: 15, maxLines: 2 }), value: ellipsize(value, legendW, 14, false) };
  });
  const twoLine = (e: (typeof entries)[number]) => e.label.lines.length * 19 + 18;
  let heights = entries.map((e) => twoLine(e) + 10);
  let compact = false;
  if (heights.reduce((a, b) => a + b, 0) > areaBottom - areaTop) {
    compact = true;
    heights = entries.map(() => 24);
  }
  const legendH = heights.reduce((a, b) => a + b, 0);
  let ly = Math.max(areaTop, cy - legendH / 2);
  entries.forEach((e, i) => {
    parts.push(`<rect x="${r1(legendX)}" y="${r1(ly + 2)}" width="16" height="16" rx="2" fill="${e.s.color}"/>`);
    if (compact) {
      const line = ellipsize(`${e.s.label}: ${e.value}`, legendW, 14, false);
      parts.push(text(legendX + 26, ly + 15, line, { size: 14, attrs: 'data-legend=""' }));
    } else {
      parts.push(text(legendX + 26, ly + 15, e.label.lines, { size: 15, lineHeight: 19, attrs: 'data-legend=""' }));
      parts.push(text(legendX + 26, ly + 15 + e.label.lines.length * 19, e.value, { size: 14, fill: MUTED }));
    }
    ly += heights[i];
  });
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// TABLE

const NUMERIC = /^[-+−]?(US\$|A\$|[$£€¥])?\s?\d[\d,]*(\.\d+)?\s?(%|°[CF]?|[a-zA-Z]{1,3}\.?)?$/;

function renderTable(c: TableSpec, top: number): string {
  const cols = Math.max(c.columns.length, ...c.rows.map((r) => r.length));
  if (!cols) return noData(top);
  const header = Array.from({ length: cols }, (_, i) => String(c.columns[i] ?? ''));
  // Columns of plain years keep their digits together (2019, not 2,019).
  const yearColumn = Array.from({ length: cols }, (_, j) => {
    const [lo, hi] = /\byears?\b|\bdate\b/i.test(header[j]) ? [1000, 2200] : [1900, 2100];
    return c.rows.every((row) => typeof row[j] !== 'number' || (Number.isInteger(row[j]) && (row[j] as number) >= lo && (row[j] as number) <= hi));
  });
  // Numbers in a column share their decimals (7.0 under 6.1) so the points line up.
  const decimals = Array.from({ length: cols }, (_, j) =>
    Math.max(0, ...c.rows.map((row) => (typeof row[j] === 'number' ? (String(Number((row[j] as number).toFixed(2))).split('.')[1] ?? '').length : 0))),
  );
  const body = c.rows.map((row) =>
    Array.from({ length: cols }, (_, j) => {
      const v = row[j];
      if (v === undefined || v === null) return '';
      if (typeof v !== 'number') return String(v);
      const n = formatNumber(v, decimals[j], !yearColumn[j]);
      if (!decimals[j] || !Number.isFinite(v)) return n;
      const [int, frac = ''] = n.split('.');
      return `${int}.${frac.padEnd(decimals[j], '0')}`;
    }),
  );
  const numeric = Array.from({ length: cols }, (_, j) => {
    const cells = c.rows.map((row) => row[j]).filter((v) => v !== undefined && v !== null && String(v).trim() !== '');
    const count = cells.filter((v) => typeof v === 'number' || NUMERIC.test(String(v).trim())).length;
    return cells.length > 0 && count * 2 > cells.length;
  });
  const avail = W - 40;
  const pad = 12;
  const longestWord = (s: string, size: number, bold: boolean) => Math.max(0, ...s.split(/\s+/).map((w) => textWidth(w, size, bold)));
  let size = 16;
  let widths: number[] = [];
  let mode: 'single' | 'wrapHeader' | 'wrapAll' = 'single';
  const natural = (sz: number, headerWords: boolean) =>
    Array.from({ length: cols }, (_, j) =>
      Math.max(headerWords ? longestWord(header[j], sz, true) : textWidth(header[j], sz, true), ...body.map((row) => textWidth(row[j], sz))) + 2 * pad,
    );
  for (const sz of [16, 15, 14]) {
    widths = natural(sz, false);
    size = sz;
    if (widths.reduce((a, b) => a + b, 0) <= avail) break;
  }
  if (widths.reduce((a, b) => a + b, 0) > avail) {
    widths = natural(14, true);
    mode = 'wrapHeader';
    if (widths.reduce((a, b) => a + b, 0) > avail) {
      // Like an HTML auto table: every column gets its longest word, the rest of the room goes
      // to the columns in proportion to how much wrapping they would otherwise need.
      mode = 'wrapAll';
      const mins = Array.from({ length: cols }, (_, j) =>
        Math.max(longestWord(header[j], 14, true), ...body.map((row) => longestWord(row[j], 14, false))) + 2 * pad + 2,
      );
      const minSum = mins.reduce((a, b) => a + b, 0);
      if (minSum >= avail) widths = mins.map((w) => (w / minSum) * avail);
      else {
        const spare = widths.map((w, j) => Math.max(0, w - mins[j]));
        const spareSum = spare.reduce((a, b) => a + b, 0) || 1;
        widths = mins.map((w, j) => w + ((avail - minSum) * spare[j]) / spareSum);
      }
    }
  }
  let total = widths.reduce((a, b) => a + b, 0);
  const target = Math.min(avail, Math.max(total, Math.min(avail, total + cols * 40)));
  widths = widths.map((w) => w + (target - total) / cols);
  total = target;
  const lh = lineHeight(size);
  const fitCell = (s: string, j: number, bold: boolean, maxLines: number) =>
    mode === 'single' ? { lines: [s], size, fits: true } : fitText(s, widths[j] - 2 * pad, { size, maxLines, bold });
  const headFits = header.map((h, j) => fitCell(h, j, true, 3));
  const bodyFits = body.map((row) => row.map((v, j) => fitCell(v, j, false, 3)));
  let padV = 10;
  const rowHeights = () => [headFits, ...bodyFits].map((row) => Math.max(1, ...row.map((f) => f.lines.length)) * lh + 2 * padV);
  let heights = rowHeights();
  const availH = H - top - 14;
  if (heights.reduce((a, b) => a + b, 0) > availH) {
    padV = 5;
    heights = rowHeights();
  }
  // Small tables get roomier rows rather than floating in white space.
  while (padV < 16 && heights.reduce((a, b) => a + b, 0) + heights.length * 2 <= availH * 0.8) {
    padV += 1;
    heights = rowHeights();
  }
  const tableH = heights.reduce((a, b) => a + b, 0);
  const shrink = tableH > availH ? availH / tableH : 1;
  const x0 = (W - total * shrink) / 2 / shrink;
  const y0 = (top + Math.max(0, (availH - tableH * shrink) / 2 - 4)) / shrink;
  const parts: string[] = [];
  let y = y0;
  const xs = widths.reduce<number[]>((acc, w) => [...acc, acc[acc.length - 1] + w], [x0]);
  [headFits, ...bodyFits].forEach((row, i) => {
    const h = heights[i];
    const fill = i === 0 ? '#D6E4F0' : i % 2 === 0 ? '#F4F7FA' : '#FFFFFF';
    parts.push(`<rect x="${r1(x0)}" y="${r1(y)}" width="${r1(total)}" height="${r1(h)}" fill="${fill}"/>`);
    row.forEach((f, j) => {
      const right = numeric[j];
      const tx = right ? xs[j + 1] - pad : xs[j] + pad;
      const attr = i === 0 ? `data-header="" data-col="${j}"` : `data-cell="" data-row="${i - 1}" data-col="${j}"`;
      parts.push(text(tx, centredBaseline(y + h / 2, f.lines.length, f.size, lh), f.lines, { size: f.size, bold: i === 0, anchor: right ? 'end' : 'start', lineHeight: lh, attrs: attr }));
    });
    y += h;
  });
  // Grid lines over the fills.
  let gy = y0;
  for (let i = 0; i <= heights.length; i++) {
    const strong = i === 1;
    if (i > 0 && i < heights.length) {
      parts.push(`<line x1="${r1(x0)}" y1="${r1(gy)}" x2="${r1(x0 + total)}" y2="${r1(gy)}" stroke="${strong ? '#7F93A8' : '#C9D3DD'}" stroke-width="${strong ? 1.5 : 1}"/>`);
    }
    gy += heights[i] ?? 0;
  }
  for (let j = 1; j < cols; j++) {
    parts.push(`<line x1="${r1(xs[j])}" y1="${r1(y0)}" x2="${r1(xs[j])}" y2="${r1(y0 + tableH)}" stroke="#C9D3DD" stroke-width="1"/>`);
  }
  parts.push(`<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(total)}" height="${r1(tableH)}" fill="none" stroke="#7F93A8" stroke-width="1.5"/>`);
  const g = parts.join('');
  return shrink < 1 ? `<g transform="scale(${shrink.toFixed(4)})">${g}</g>` : g;
}

// ---------------------------------------------------------------------------------------------
// FLOW_CHART

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function flowBox(b: Box, i: number, fit: Fit): string {
  const lh = lineHeight(fit.size);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return (
    `<g data-flow-box="" data-step="${i}">` +
    `<rect x="${r1(b.x)}" y="${r1(b.y)}" width="${r1(b.w)}" height="${r1(b.h)}" rx="10" fill="#E7F0FA" stroke="#0072B2" stroke-width="2"/>` +
    `<circle cx="${r1(b.x + 2)}" cy="${r1(b.y + 2)}" r="13" fill="#0072B2" stroke="#ffffff" stroke-width="2"/>` +
    text(b.x + 2, b.y + 2 + 14 * 0.36, String(i + 1), { size: 14, bold: true, anchor: 'middle', fill: '#ffffff' }) +
    text(cx, centredBaseline(cy, fit.lines.length, fit.size, lh), fit.lines, { size: fit.size, anchor: 'middle', lineHeight: lh }) +
    `</g>`
  );
}

/** Where the segment from the centre of `b` towards (x, y) leaves the box grown by `margin`. */
function inside(b: Box, x: number, y: number, margin: number): boolean {
  return x > b.x - margin && x < b.x + b.w + margin && y > b.y - margin && y < b.y + b.h + margin;
}

function renderFlow(c: FlowSpec, top: number): string {
  const steps = c.steps;
  const n = steps.length;
  if (!n) return noData(top);
  const areaTop = top + 10;
  const areaBottom = H - 16;
  const parts: string[] = [];
  if (c.cycle && n >= 2 && n <= 8) {
    // Boxes around an ellipse, clockwise from 12 o'clock, joined by arcs.
    const boxW = n <= 4 ? 210 : n <= 6 ? 184 : 160;
    const fits = steps.map((s) => fitText(s, boxW - 24, { size: 16, minSize: 14, maxLines: 3 }));
    const lines = Math.max(...fits.map((f) => f.lines.length));
    const boxH = lines * lineHeight(fits[0].size) + 26;
    const cx = W / 2;
    const cy = (areaTop + areaBottom) / 2;
    const rx = Math.min(300, W / 2 - 24 - boxW / 2);
    const ry = (areaBottom - areaTop) / 2 - boxH / 2 - 2;
    const angle = (i: number) => -Math.PI / 2 + (i * 2 * Math.PI) / n;
    const boxes: Box[] = steps.map((_, i) => ({
      x: cx + rx * Math.cos(angle(i)) - boxW / 2,
      y: cy + ry * Math.sin(angle(i)) - boxH / 2,
      w: boxW,
      h: boxH,
    }));
    for (let i = 0; i < n; i++) {
      const a = boxes[i];
      const b = boxes[(i + 1) % n];
      const t0 = angle(i);
      const t1 = angle(i) + (2 * Math.PI) / n;
      const pts: [number, number][] = [];
      for (let k = 0; k <= 120; k++) {
        const t = t0 + ((t1 - t0) * k) / 120;
        const x = cx + rx * Math.cos(t);
        const y = cy + ry * Math.sin(t);
        if (!inside(a, x, y, 8) && !inside(b, x, y, 6)) pts.push([x, y]);
      }
      if (pts.length < 2) {
        // Too tight for an arc: a straight arrow between the facing edges.
        const ax = a.x + a.w / 2;
        const ay = a.y + a.h / 2;
        const bx = b.x + b.w / 2;
        const by = b.y + b.h / 2;
        pts.splice(0, pts.length, [ax + (bx - ax) * 0.35, ay + (by - ay) * 0.35], [ax + (bx - ax) * 0.65, ay + (by - ay) * 0.65]);
      }
      parts.push(arrow(pts, '#4d4d4d', ` data-from="${i}" data-to="${(i + 1) % n}"`));
    }
    boxes.forEach((b, i) => parts.push(flowBox(b, i, fits[i])));
    return parts.join('');
  }
  // Rows, left to right; a connector drops from the end of one row to the start of the next.
  const rows = Math.ceil(n / 4);
  const perRow = n <= 4 ? n : Math.ceil(n / rows);
  const lane = c.cycle ? 26 : 0;
  const marginX = 30 + lane;
  const gapX = perRow > 1 ? 56 : 0;
  const boxW = Math.min(260, (W - marginX - 30 - (perRow - 1) * gapX) / perRow);
  const fits = steps.map((s) => fitText(s, boxW - 24, { size: 16, minSize: 14, maxLines: 4 }));
  const maxLines = Math.max(...fits.map((f) => f.lines.length));
  const rowGap = rows > 1 ? 56 : 0;
  const availH = areaBottom - areaTop - (c.cycle ? 28 : 0);
  const boxH = Math.min(Math.max(70, maxLines * lineHeight(16) + 28), (availH - (rows - 1) * rowGap) / rows);
  const totalW = perRow * boxW + (perRow - 1) * gapX;
  const totalH = rows * boxH + (rows - 1) * rowGap;
  const x0 = marginX + (W - marginX - 30 - totalW) / 2;
  const y0 = areaTop + (availH - totalH) / 2;
  const boxes: Box[] = steps.map((_, i) => ({
    x: x0 + (i % perRow) * (boxW + gapX),
    y: y0 + Math.floor(i / perRow) * (boxH + rowGap),
    w: boxW,
    h: boxH,
  }));
  for (let i = 0; i + 1 < n; i++) {
    const a = boxes[i];
    const b = boxes[i + 1];
    if (Math.abs(a.y - b.y) < 1) {
      const y = a.y + a.h / 2;
      parts.push(arrow([[a.x + a.w + 6, y], [b.x - 4, y]], '#4d4d4d', ` data-from="${i}" data-to="${i + 1}"`));
    } else {
      const ax = a.x + a.w / 2;
      const midY = a.y + a.h + rowGap / 2;
      const bx = b.x + b.w / 2;
      parts.push(arrow([[ax, a.y + a.h + 4], [ax, midY], [bx, midY], [bx, b.y - 3]], '#4d4d4d', ` data-from="${i}" data-to="${i + 1}"`));
    }
  }
  if (c.cycle && n >= 2) {
    const last = boxes[n - 1];
    const first = boxes[0];
    const laneY = y0 + totalH + 18;
    const laneX = x0 - lane;
    const lx = last.x + last.w / 2;
    const fy = first.y + first.h / 2;
    parts.push(arrow([[lx, last.y + last.h + 4], [lx, laneY], [laneX, laneY], [laneX, fy], [first.x - 3, fy]], '#4d4d4d', ` data-from="${n - 1}" data-to="0" data-return=""`));
  }
  boxes.forEach((b, i) => parts.push(flowBox(b, i, fits[i])));
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// MAP

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlap = (a: Rect, b: Rect) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** A smooth closed curve through `pts` (Catmull–Rom as cubic Béziers). */
function smoothClosed(pts: [number, number][]): string {
  const n = pts.length;
  let d = `M${r1(pts[0][0])} ${r1(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d} Z`;
}

const BUILDING_STYLE: Record<string, { fill: string; stroke: string }> = {
  building: { fill: '#C9BFAF', stroke: '#7D7263' },
  station: { fill: '#D8D2F0', stroke: '#5B4B9A' },
  school: { fill: '#FCE3B0', stroke: '#B7791F' },
  hospital: { fill: '#FFFFFF', stroke: '#C62828' },
  shop: { fill: '#F6D0E4', stroke: '#A43B76' },
};

function buildingSymbol(kind: string, cx: number, cy: number): string {
  const s = BUILDING_STYLE[kind]?.stroke ?? '#555';
  switch (kind) {
    case 'hospital':
      return `<path d="M${cx - 4} ${cy - 13}h8v9h9v8h-9v9h-8v-9h-9v-8h9z" fill="#D32F2F"/>`;
    case 'station':
      // Roundel: a ring crossed by a bar.
      return `<circle cx="${cx}" cy="${cy}" r="11" fill="none" stroke="${s}" stroke-width="5"/><rect x="${cx - 16}" y="${cy - 3.5}" width="32" height="7" fill="${s}"/>`;
    case 'school':
      // Mortarboard.
      return `<polygon points="${cx},${cy - 11} ${cx + 15},${cy - 4} ${cx},${cy + 3} ${cx - 15},${cy - 4}" fill="${s}"/><path d="M${cx - 8} ${cy}v7q8 5 16 0v-7" fill="${s}"/><line x1="${cx + 12}" y1="${cy - 4}" x2="${cx + 12}" y2="${cy + 8}" stroke="${s}" stroke-width="2"/>`;
    case 'shop':
      // Shopping bag.
      return `<rect x="${cx - 11}" y="${cy - 5}" width="22" height="17" rx="2" fill="${s}"/><path d="M${cx - 6} ${cy - 5}v-4a6 6 0 0 1 12 0v4" fill="none" stroke="${s}" stroke-width="2.5"/>`;
    default:
      // Windows.
      return [-8, 4]
        .flatMap((dx) => [-9, 3].map((dy) => `<rect x="${cx + dx}" y="${cy + dy}" width="7" height="7" fill="${s}"/>`))
        .join('');
  }
}

function renderMap(c: MapSpec, top: number): string {
  const L = 20;
  const R = 712;
  const T = top + 4;
  const B = H - 14;
  const mw = R - L;
  const mh = B - T;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const px = (x: number) => L + (clamp(Number(x) || 0, 0, 100) / 100) * mw;
  const py = (y: number) => T + (clamp(Number(y) || 0, 0, 100) / 100) * mh;
  const parts: string[] = [];
  parts.push(`<defs><clipPath id="map-area"><rect x="${L}" y="${T}" width="${mw}" height="${mh}" rx="6"/></clipPath></defs>`);
  parts.push(`<rect x="${L}" y="${T}" width="${mw}" height="${mh}" rx="6" fill="#F3EFE4"/>`);
  const areaParts: string[] = [];
  const roadParts: string[] = [];
  const buildingParts: string[] = [];
  const labelParts: string[] = [];
  const occupied: (Rect & { owner?: number })[] = [];
  const features = c.features.map((f, i) => ({ f, i, x: px(f.x), y: py(f.y) }));
  const pending: { i: number; f: MapFeature; candidates: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; fit: Fit }[] }[] = [];
  const squareHalf = 22;
  const labelSize = 15;
  const labelFit = (s: string, maxW: number) => fitText(s, maxW, { size: labelSize, minSize: 14, maxLines: 2, bold: true });
  const labelRect = (x: number, y: number, anchor: string, fit: Fit): Rect => {
    const w = fitWidth(fit, true);
    const h = fit.lines.length * lineHeight(fit.size);
    const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
    return { x: left - 3, y: y - fit.size - 2, w: w + 6, h: h + 4 };
  };
  // Roads first decide their direction: across the fewest other features, preferring to cross other roads.
  const roads: { x: number; y: number; horizontal: boolean; i: number; f: MapFeature }[] = [];
  for (const { f, i, x, y } of features) {
    if (f.kind !== 'road') continue;
    const others = features.filter((o) => o.f.kind !== 'road');
    const hitsH = others.filter((o) => Math.abs(o.y - y) < 44).length;
    const hitsV = others.filter((o) => Math.abs(o.x - x) < 44).length;
    const nearTopBottom = Math.min(f.y, 100 - f.y) <= 15 ? 1 : 0;
    const nearSides = Math.min(f.x, 100 - f.x) <= 15 ? 1 : 0;
    const h = hitsH - nearTopBottom + 0.5 * roads.filter((r) => r.horizontal).length;
    const v = hitsV - nearSides + 0.5 * roads.filter((r) => !r.horizontal).length;
    roads.push({ x, y, horizontal: h <= v, i, f });
  }
  const band = 34;
  for (const road of roads) {
    const { x, y, horizontal } = road;
    const rect: Rect = horizontal ? { x: L, y: y - band / 2, w: mw, h: band } : { x: x - band / 2, y: T, w: band, h: mh };
    occupied.push({ ...rect, owner: road.i });
    roadParts.push(
      `<g data-map-feature="road" data-feature="${road.i}"><rect x="${r1(rect.x)}" y="${r1(rect.y)}" width="${r1(rect.w)}" height="${r1(rect.h)}" fill="#A9A9A9" stroke="#8A8A8A" stroke-width="1.5"/>` +
        (horizontal
          ? `<line x1="${L}" y1="${r1(y)}" x2="${R}" y2="${r1(y)}" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>`
          : `<line x1="${r1(x)}" y1="${T}" x2="${r1(x)}" y2="${B}" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>`) +
        `</g>`,
    );
  }
  // Everything solid (water, parks, squares) is nudged apart from each other, and areas off the
  // roads, in a few relaxation rounds, staying on the map, so no shape hides another.
  const WATER = { rx: 78, ry: 46 };
  const PARK = { w: 150, h: 96 };
  const solids = new Map<number, { x: number; y: number; w: number; h: number }>();
  const areas = new Set<number>();
  for (const { f, i, x, y } of features) {
    if (f.kind === 'road') continue;
    if (f.kind === 'water' || f.kind === 'park') areas.add(i);
    const [w, h] = f.kind === 'water' ? [WATER.rx * 2.2, WATER.ry * 2.2] : f.kind === 'park' ? [PARK.w, PARK.h] : [squareHalf * 2, squareHalf * 2];
    solids.set(i, { x, y, w, h });
  }
  const keepInside = (o: { x: number; y: number; w: number; h: number }) => {
    o.x = clamp(o.x, L + o.w / 2 + 4, R - o.w / 2 - 4);
    o.y = clamp(o.y, T + o.h / 2 + 4, B - o.h / 2 - 4);
  };
  solids.forEach(keepInside);
  const gap = 10;
  for (let round = 0; round < 60; round++) {
    let moved = false;
    const list = [...solids.values()];
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const p = list[a];
        const q = list[b];
        const dx = q.x - p.x;
        const dy = q.y - p.y;
        const needX = (p.w + q.w) / 2 + gap - Math.abs(dx);
        const needY = (p.h + q.h) / 2 + gap - Math.abs(dy);
        if (needX <= 0 || needY <= 0) continue;
        moved = true;
        if (needX <= needY) {
          const sign = dx === 0 ? 1 : Math.sign(dx);
          p.x -= (sign * needX) / 2 + sign * 0.5;
          q.x += (sign * needX) / 2 + sign * 0.5;
        } else {
          const sign = dy === 0 ? 1 : Math.sign(dy);
          p.y -= (sign * needY) / 2 + sign * 0.5;
          q.y += (sign * needY) / 2 + sign * 0.5;
        }
        keepInside(p);
        keepInside(q);
      }
    }
    // Only areas leave the roads: a square on a road is a stop or a gate on it.
    for (const [i, o] of solids) {
      if (!areas.has(i)) continue;
      for (const road of roads) {
        const along = road.horizontal ? o.y - road.y : o.x - road.x;
        const half = (road.horizontal ? o.h : o.w) / 2;
        const need = half + band / 2 + 6 - Math.abs(along);
        if (need <= 0) continue;
        moved = true;
        // Away from the road, towards the side with more room when it sits right on it.
        const room = road.horizontal ? [road.y - T, B - road.y] : [road.x - L, R - road.x];
        const sign = Math.abs(along) > 0.5 ? Math.sign(along) : room[1] >= room[0] ? 1 : -1;
        if (road.horizontal) o.y += sign * need;
        else o.x += sign * need;
        keepInside(o);
      }
    }
    if (!moved) break;
  }
  // Areas (water, parks) and squares.
  for (const { f, i } of features) {
    if (f.kind === 'water') {
      const { rx, ry } = WATER;
      const { x: cx, y: cy } = solids.get(i)!;
      const pts: [number, number][] = Array.from({ length: 8 }, (_, k) => {
        const a = (k / 8) * Math.PI * 2;
        const wobble = 1 + 0.1 * Math.sin(k * 2.3 + i * 1.7);
        return [cx + rx * wobble * Math.cos(a), cy + ry * wobble * Math.sin(a)];
      });
      areaParts.push(
        `<g data-map-feature="water" data-feature="${i}"><path d="${smoothClosed(pts)}" fill="#9FCDF0" stroke="#4A8FCB" stroke-width="2"/>` +
          `<path d="M${r1(cx - 40)} ${r1(cy + 22)} q10 -6 20 0 t20 0 t20 0 t20 0" fill="none" stroke="#4A8FCB" stroke-width="1.5" opacity="0.7"/></g>`,
      );
      occupied.push({ x: cx - rx, y: cy - ry, w: rx * 2, h: ry * 2, owner: i });
      const fit = labelFit(f.label, rx * 2 - 16);
      pending.push({ i, f, candidates: [{ x: cx, y: centredBaseline(cy - 6, fit.lines.length, fit.size), anchor: 'middle', fit }, { x: cx, y: cy + ry + 20, anchor: 'middle', fit: labelFit(f.label, 200) }] });
    } else if (f.kind === 'park') {
      const { w, h } = PARK;
      const { x: cx, y: cy } = solids.get(i)!;
      const trees = [
        [-52, -28],
        [50, -26],
        [-50, 30],
        [52, 30],
      ]
        .map(([dx, dy]) => `<circle cx="${r1(cx + dx)}" cy="${r1(cy + dy)}" r="9" fill="#4E9A4A"/>`)
        .join('');
      areaParts.push(
        `<g data-map-feature="park" data-feature="${i}"><rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${w}" height="${h}" rx="22" fill="#B5DCA8" stroke="#5E9E58" stroke-width="2"/>${trees}</g>`,
      );
      occupied.push({ x: cx - w / 2, y: cy - h / 2, w, h, owner: i });
      const fit = labelFit(f.label, w - 30);
      pending.push({ i, f, candidates: [{ x: cx, y: centredBaseline(cy, fit.lines.length, fit.size), anchor: 'middle', fit }, { x: cx, y: cy + h / 2 + 20, anchor: 'middle', fit: labelFit(f.label, 200) }] });
    } else if (f.kind !== 'road') {
      const { x: cx, y: cy } = solids.get(i)!;
      const style = BUILDING_STYLE[f.kind] ?? BUILDING_STYLE.building;
      buildingParts.push(
        `<g data-map-feature="${esc(f.kind)}" data-feature="${i}"><rect x="${r1(cx - squareHalf)}" y="${r1(cy - squareHalf)}" width="${squareHalf * 2}" height="${squareHalf * 2}" rx="4" fill="${style.fill}" stroke="${style.stroke}" stroke-width="2.5"/>${buildingSymbol(f.kind, cx, cy)}</g>`,
      );
      occupied.push({ x: cx - squareHalf - 2, y: cy - squareHalf - 2, w: squareHalf * 2 + 4, h: squareHalf * 2 + 4 });
      const fit = labelFit(f.label, 170);
      const lh = lineHeight(fit.size);
      const extra = (fit.lines.length - 1) * lh;
      pending.push({
        i,
        f,
        candidates: [
          { x: cx, y: cy + squareHalf + 6 + fit.size, anchor: 'middle', fit },
          { x: cx, y: cy - squareHalf - 8 - extra, anchor: 'middle', fit },
          { x: cx + squareHalf + 8, y: centredBaseline(cy, fit.lines.length, fit.size), anchor: 'start', fit },
          { x: cx - squareHalf - 8, y: centredBaseline(cy, fit.lines.length, fit.size), anchor: 'end', fit },
        ],
      });
    }
  }
  // Road labels sit on the band, where it is furthest from other features.
  const roadLabels: { i: number; f: MapFeature; x: number; y: number; horizontal: boolean; fit: Fit }[] = [];
  for (const road of roads) {
    const fit = fitText(road.f.label, road.horizontal ? 260 : Math.min(260, mh - 40), { size: 15, minSize: 14, bold: true });
    const len = fitWidth(fit, true);
    const near = features.filter((o) => o.i !== road.i && (road.horizontal ? Math.abs(o.y - road.y) < 70 : Math.abs(o.x - road.x) < 70));
    let best = 0.5;
    let bestScore = -Infinity;
    for (let t = 0.12; t <= 0.881; t += 0.04) {
      const pos = road.horizontal ? L + t * mw : T + t * mh;
      if (road.horizontal ? pos - len / 2 < L + 6 || pos + len / 2 > R - 6 : pos - len / 2 < T + 6 || pos + len / 2 > B - 6) continue;
      const score = Math.min(400, ...near.map((o) => Math.abs((road.horizontal ? o.x : o.y) - pos) - len / 2)) - Math.abs(t - 0.5) * 20;
      if (score > bestScore) [best, bestScore] = [t, score];
    }
    const pos = road.horizontal ? L + best * mw : T + best * mh;
    roadLabels.push({ i: road.i, f: road.f, x: road.horizontal ? pos : road.x, y: road.horizontal ? road.y : pos, horizontal: road.horizontal, fit });
  }
  for (const rl of roadLabels) {
    const w = fitWidth(rl.fit, true) + 12;
    const transform = rl.horizontal ? '' : ` transform="rotate(-90 ${r1(rl.x)} ${r1(rl.y)})"`;
    labelParts.push(
      `<g${transform}><rect x="${r1(rl.x - w / 2)}" y="${r1(rl.y - 11)}" width="${r1(w)}" height="22" rx="4" fill="#A9A9A9"/>` +
        text(rl.x, rl.y + rl.fit.size * 0.36, rl.fit.lines, { size: rl.fit.size, anchor: 'middle', bold: true, fill: '#111111', attrs: `data-map-label="" data-feature="${rl.i}"` }) +
        `</g>`,
    );
    occupied.push(rl.horizontal ? { x: rl.x - w / 2, y: rl.y - 11, w, h: 22 } : { x: rl.x - 11, y: rl.y - w / 2, w: 22, h: w });
  }
  // Other labels: the first candidate position that collides with nothing, else the least bad.
  const bounds: Rect = { x: L + 2, y: T + 2, w: mw - 4, h: mh - 4 };
  for (const p of pending) {
    let chosen = p.candidates[0];
    let bestCost = Infinity;
    for (const cand of p.candidates) {
      const rect = labelRect(cand.x, cand.y, cand.anchor, cand.fit);
      const outside = rect.w * rect.h - overlap(rect, bounds);
      const cost = occupied.reduce((s, o) => s + (o.owner === p.i ? 0 : overlap(rect, o)), 0) + outside * 4;
      if (cost < bestCost - 0.5) [chosen, bestCost] = [cand, cost];
      if (cost === 0) break;
    }
    occupied.push(labelRect(chosen.x, chosen.y, chosen.anchor, chosen.fit));
    labelParts.push(
      text(chosen.x, chosen.y, chosen.fit.lines, {
        size: chosen.fit.size,
        anchor: chosen.anchor,
        bold: true,
        halo: '#ffffff',
        fill: p.f.kind === 'water' ? '#0B3C6B' : p.f.kind === 'park' ? '#1E4D1B' : INK,
        attrs: `data-map-label="" data-feature="${p.i}"`,
      }),
    );
  }
  parts.push(`<g clip-path="url(#map-area)">${areaParts.join('')}${roadParts.join('')}</g>`);
  parts.push(buildingParts.join(''));
  parts.push(labelParts.join(''));
  parts.push(`<rect x="${L}" y="${T}" width="${mw}" height="${mh}" rx="6" fill="none" stroke="#9C927E" stroke-width="2"/>`);
  // Compass in the right margin.
  const nx = (R + W) / 2;
  const ny = T + 58;
  parts.push(
    `<g class="compass"><circle cx="${r1(nx)}" cy="${r1(ny)}" r="26" fill="#ffffff" stroke="#777" stroke-width="1.5"/>` +
      `<polygon points="${r1(nx)},${r1(ny - 20)} ${r1(nx + 8)},${r1(ny + 8)} ${r1(nx)},${r1(ny + 2)} ${r1(nx - 8)},${r1(ny + 8)}" fill="#222"/>` +
      text(nx, ny - 34, 'N', { size: 18, bold: true, anchor: 'middle', attrs: 'data-compass=""' }) +
      `</g>`,
  );
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// PICTURE

/** A gently winding band across the whole width through (x, y), kept below the horizon. */
function riverGeometry(x: number, y: number, s: number, horizon: number) {
  const thick = Math.min(64, Math.max(22, s * 0.18));
  const amp = Math.min(26, thick * 0.6);
  const mid = Math.max(y, horizon + thick / 2 + amp + 4);
  return { thick, at: (xx: number) => mid + amp * Math.sin((xx - x) / 150) };
}

function pictureElement(e: PictureElement, i: number, x: number, y: number, s: number, area: Rect, horizon: number, onWater = false): string {
  const f = (n: number) => r1(n);
  switch (e.kind) {
    case 'sun': {
      const r = s * 0.3;
      const rays = Array.from({ length: 12 }, (_, k) => {
        const a = (k / 12) * Math.PI * 2;
        return `<line x1="${f(x + r * 1.25 * Math.cos(a))}" y1="${f(y + r * 1.25 * Math.sin(a))}" x2="${f(x + r * 1.65 * Math.cos(a))}" y2="${f(y + r * 1.65 * Math.sin(a))}"/>`;
      }).join('');
      return `<g stroke="#F2A900" stroke-width="${f(Math.max(2, s * 0.035))}" stroke-linecap="round">${rays}</g><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#FFD23F" stroke="#F2A900" stroke-width="2"/>`;
    }
    case 'cloud': {
      const blobs = [
        [-0.28, 0.05, 0.2],
        [-0.08, -0.08, 0.26],
        [0.18, -0.02, 0.22],
        [0.33, 0.08, 0.15],
        [0.02, 0.1, 0.2],
      ];
      const shapes = blobs.map(([dx, dy, rr]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(rr * s)}"/>`).join('');
      return `<g fill="#C9D8E6" transform="translate(2 3)">${shapes}</g><g fill="#FFFFFF">${shapes}</g>`;
    }
    case 'mountain': {
      // The foot always reaches the ground, however high the centre was put.
      const h0 = s * 0.7;
      const peak = y - h0 / 2;
      const base = Math.max(y + h0 / 2, horizon + 12);
      const h = base - peak;
      s = Math.max(s, h / 0.7);
      const snowY = peak + h * 0.28;
      return (
        `<polygon points="${f(x - s * 0.5)},${f(base)} ${f(x)},${f(peak)} ${f(x + s * 0.5)},${f(base)}" fill="#8C8FA3" stroke="#6E7186" stroke-width="2" stroke-linejoin="round"/>` +
        `<polygon points="${f(x)},${f(peak)} ${f(x + s * 0.5 * 0.28)},${f(snowY)} ${f(x + s * 0.05)},${f(snowY - h * 0.05)} ${f(x - s * 0.04)},${f(snowY + h * 0.02)} ${f(x - s * 0.5 * 0.28)},${f(snowY)}" fill="#FFFFFF"/>`
      );
    }
    case 'river': {
      const { thick, at } = riverGeometry(x, y, s, horizon);
      const pts: string[] = [];
      for (let k = 0; k <= 48; k++) {
        const xx = area.x - 10 + ((area.w + 20) * k) / 48;
        pts.push(`${f(xx)},${f(at(xx))}`);
      }
      return `<polyline points="${pts.join(' ')}" fill="none" stroke="#3F86CF" stroke-width="${f(thick + 6)}" stroke-linejoin="round"/><polyline points="${pts.join(' ')}" fill="none" stroke="#7FBDF0" stroke-width="${f(thick)}" stroke-linejoin="round"/>`;
    }
    case 'tree': {
      const trunkW = s * 0.16;
      return (
        `<rect x="${f(x - trunkW / 2)}" y="${f(y)}" width="${f(trunkW)}" height="${f(s * 0.6)}" fill="#8B5A2B"/>` +
        `<circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.05)}" r="${f(s * 0.28)}" fill="#2E7D32"/>` +
        `<circle cx="${f(x + s * 0.2)}" cy="${f(y - s * 0.05)}" r="${f(s * 0.28)}" fill="#2E7D32"/>` +
        `<circle cx="${f(x)}" cy="${f(y - s * 0.3)}" r="${f(s * 0.32)}" fill="#43A047"/>`
      );
    }
    case 'house': {
      const w = s;
      const bodyH = s * 0.6;
      const top = y - s * 0.1;
      return (
        `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(bodyH)}" fill="#F3D3A4" stroke="#9C6B3C" stroke-width="2"/>` +
        `<polygon points="${f(x - w * 0.6)},${f(top)} ${f(x)},${f(top - s * 0.42)} ${f(x + w * 0.6)},${f(top)}" fill="#C0392B" stroke="#8E2B20" stroke-width="2" stroke-linejoin="round"/>` +
        `<rect x="${f(x - w * 0.1)}" y="${f(top + bodyH * 0.45)}" width="${f(w * 0.2)}" height="${f(bodyH * 0.55)}" fill="#7B4B2A"/>` +
        [-0.3, 0.3]
          .map((dx) => `<rect x="${f(x + dx * w - w * 0.1)}" y="${f(top + bodyH * 0.2)}" width="${f(w * 0.2)}" height="${f(w * 0.18)}" fill="#BFE3FF" stroke="#9C6B3C" stroke-width="1.5"/>`)
          .join('')
      );
    }
    case 'person': {
      const h = s * 1.8;
      const head = h * 0.12;
      const top = y - h / 2;
      const neck = top + head * 2;
      const hip = top + h * 0.6;
      const sw = Math.max(2.5, s * 0.09);
      const shirt = colorAt(i + 3);
      return (
        `<g stroke-linecap="round" stroke-width="${f(sw)}">` +
        `<line x1="${f(x)}" y1="${f(hip)}" x2="${f(x - s * 0.22)}" y2="${f(y + h / 2)}" stroke="#34495E"/>` +
        `<line x1="${f(x)}" y1="${f(hip)}" x2="${f(x + s * 0.22)}" y2="${f(y + h / 2)}" stroke="#34495E"/>` +
        `</g>` +
        `<rect x="${f(x - s * 0.17)}" y="${f(neck)}" width="${f(s * 0.34)}" height="${f(hip - neck + sw * 0.5)}" rx="${f(s * 0.08)}" fill="${shirt}"/>` +
        `<g stroke-linecap="round" stroke-width="${f(sw)}" stroke="${shirt}">` +
        `<line x1="${f(x - s * 0.14)}" y1="${f(neck + sw * 0.6)}" x2="${f(x - s * 0.4)}" y2="${f(neck + h * 0.28)}"/>` +
        `<line x1="${f(x + s * 0.14)}" y1="${f(neck + sw * 0.6)}" x2="${f(x + s * 0.4)}" y2="${f(neck + h * 0.28)}"/>` +
        `</g>` +
        [-1, 1].map((d) => `<circle cx="${f(x + d * s * 0.4)}" cy="${f(neck + h * 0.28)}" r="${f(sw * 0.6)}" fill="#E0A878"/>`).join('') +
        `<circle cx="${f(x)}" cy="${f(top + head)}" r="${f(head)}" fill="#F1C27D" stroke="#C68642" stroke-width="1.5"/>`
      );
    }
    case 'car': {
      const body = colorAt(i + 3);
      const bh = s * 0.28;
      const by = y - bh * 0.2;
      const wheel = s * 0.11;
      return (
        `<path d="M${f(x - s * 0.28)} ${f(by)} L${f(x - s * 0.18)} ${f(by - s * 0.2)} L${f(x + s * 0.18)} ${f(by - s * 0.2)} L${f(x + s * 0.3)} ${f(by)} Z" fill="${body}" stroke="#333" stroke-width="1.5" stroke-linejoin="round"/>` +
        `<path d="M${f(x - s * 0.2)} ${f(by - 2)} L${f(x - s * 0.14)} ${f(by - s * 0.16)} L${f(x - s * 0.01)} ${f(by - s * 0.16)} L${f(x - s * 0.01)} ${f(by - 2)} Z M${f(x + s * 0.02)} ${f(by - 2)} L${f(x + s * 0.02)} ${f(by - s * 0.16)} L${f(x + s * 0.15)} ${f(by - s * 0.16)} L${f(x + s * 0.23)} ${f(by - 2)} Z" fill="#D6EEFF"/>` +
        `<rect x="${f(x - s / 2)}" y="${f(by)}" width="${f(s)}" height="${f(bh)}" rx="${f(bh * 0.3)}" fill="${body}" stroke="#333" stroke-width="1.5"/>` +
        `<rect x="${f(x + s * 0.42)}" y="${f(by + bh * 0.2)}" width="${f(s * 0.06)}" height="${f(bh * 0.22)}" fill="#FFE082"/>` +
        [-0.28, 0.28]
          .map((dx) => `<circle cx="${f(x + dx * s)}" cy="${f(by + bh)}" r="${f(wheel)}" fill="#222"/><circle cx="${f(x + dx * s)}" cy="${f(by + bh)}" r="${f(wheel * 0.45)}" fill="#BDBDBD"/>`)
          .join('')
      );
    }
    case 'bird': {
      const w = s / 2;
      return `<path d="M${f(x - w)} ${f(y - w * 0.3)} Q${f(x - w * 0.5)} ${f(y - w * 0.7)} ${f(x)} ${f(y)} Q${f(x + w * 0.5)} ${f(y - w * 0.7)} ${f(x + w)} ${f(y - w * 0.3)}" fill="none" stroke="#263238" stroke-width="${f(Math.max(2, s * 0.06))}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    case 'boat': {
      const hullTop = y + s * 0.1;
      return (
        (onWater ? '' : `<ellipse cx="${f(x)}" cy="${f(hullTop + s * 0.2)}" rx="${f(s * 0.8)}" ry="${f(s * 0.14)}" fill="#7FBDF0" stroke="#3F86CF" stroke-width="2"/>`) +
        `<path d="M${f(x - s * 0.55)} ${f(hullTop + s * 0.26)} q${f(s * 0.3)} ${f(s * 0.05)} ${f(s * 1.1)} 0" fill="none" stroke="#2F6FB0" stroke-width="2" stroke-linecap="round"/>` +
        `<polygon points="${f(x - s * 0.5)},${f(hullTop)} ${f(x + s * 0.5)},${f(hullTop)} ${f(x + s * 0.36)},${f(hullTop + s * 0.2)} ${f(x - s * 0.36)},${f(hullTop + s * 0.2)}" fill="#A0522D" stroke="#5D2F12" stroke-width="1.5" stroke-linejoin="round"/>` +
        `<line x1="${f(x)}" y1="${f(hullTop)}" x2="${f(x)}" y2="${f(y - s * 0.55)}" stroke="#5D2F12" stroke-width="2.5"/>` +
        `<polygon points="${f(x + 3)},${f(y - s * 0.52)} ${f(x + 3)},${f(hullTop - 4)} ${f(x + s * 0.38)},${f(hullTop - 4)}" fill="#FFFFFF" stroke="#9E9E9E" stroke-width="1"/>` +
        `<polygon points="${f(x - 3)},${f(y - s * 0.42)} ${f(x - 3)},${f(hullTop - 4)} ${f(x - s * 0.28)},${f(hullTop - 4)}" fill="#FFE0B2" stroke="#9E9E9E" stroke-width="1"/>`
      );
    }
    case 'bicycle': {
      const wr = s * 0.22;
      const wy = y + s * 0.12;
      const back = x - s * 0.3;
      const front = x + s * 0.3;
      const crank = [x - s * 0.03, wy] as const;
      const seat = [x - s * 0.12, wy - s * 0.32] as const;
      const bar = [x + s * 0.2, wy - s * 0.36] as const;
      const sw = Math.max(2, s * 0.04);
      return (
        [back, front].map((cx) => `<circle cx="${f(cx)}" cy="${f(wy)}" r="${f(wr)}" fill="none" stroke="#263238" stroke-width="${f(sw)}"/>`).join('') +
        `<polyline points="${f(back)},${f(wy)} ${f(crank[0])},${f(crank[1])} ${f(bar[0] - s * 0.03)},${f(bar[1] + s * 0.1)} ${f(seat[0] + s * 0.02)},${f(seat[1] + s * 0.06)} ${f(back)},${f(wy)}" fill="none" stroke="#C62828" stroke-width="${f(sw)}" stroke-linejoin="round"/>` +
        `<line x1="${f(crank[0])}" y1="${f(crank[1])}" x2="${f(seat[0])}" y2="${f(seat[1])}" stroke="#C62828" stroke-width="${f(sw)}"/>` +
        `<line x1="${f(front)}" y1="${f(wy)}" x2="${f(bar[0])}" y2="${f(bar[1])}" stroke="#C62828" stroke-width="${f(sw)}"/>` +
        `<line x1="${f(seat[0] - s * 0.07)}" y1="${f(seat[1])}" x2="${f(seat[0] + s * 0.06)}" y2="${f(seat[1])}" stroke="#263238" stroke-width="${f(sw * 1.6)}" stroke-linecap="round"/>` +
        `<line x1="${f(bar[0] - s * 0.05)}" y1="${f(bar[1])}" x2="${f(bar[0] + s * 0.05)}" y2="${f(bar[1] - s * 0.02)}" stroke="#263238" stroke-width="${f(sw * 1.3)}" stroke-linecap="round"/>`
      );
    }
    case 'bench': {
      const seatY = y;
      const sw = Math.max(2.5, s * 0.05);
      return (
        [-0.38, 0.38].map((dx) => `<line x1="${f(x + dx * s)}" y1="${f(seatY)}" x2="${f(x + dx * s)}" y2="${f(seatY + s * 0.28)}" stroke="#4E342E" stroke-width="${f(sw)}"/>`).join('') +
        [-0.38, 0.38].map((dx) => `<line x1="${f(x + dx * s)}" y1="${f(seatY)}" x2="${f(x + dx * s)}" y2="${f(seatY - s * 0.3)}" stroke="#4E342E" stroke-width="${f(sw)}"/>`).join('') +
        [-0.28, -0.15].map((dy) => `<rect x="${f(x - s / 2)}" y="${f(seatY + dy * s)}" width="${f(s)}" height="${f(s * 0.07)}" rx="2" fill="#A1887F" stroke="#6D4C41" stroke-width="1"/>`).join('') +
        `<rect x="${f(x - s / 2)}" y="${f(seatY - s * 0.02)}" width="${f(s)}" height="${f(s * 0.09)}" rx="2" fill="#8D6E63" stroke="#5D4037" stroke-width="1"/>`
      );
    }
    default:
      return '';
  }
}

const PICTURE_LAYER: Record<string, number> = { sun: 0, cloud: 1, mountain: 2, river: 3, bird: 9 };

function renderPicture(c: PictureSpec, top: number): string {
  const area: Rect = { x: 16, y: top + 2, w: W - 32, h: H - 14 - top - 2 };
  const horizon = area.y + area.h * 0.58;
  const parts: string[] = [];
  parts.push(
    `<defs><clipPath id="picture-area"><rect x="${area.x}" y="${r1(area.y)}" width="${area.w}" height="${r1(area.h)}" rx="8"/></clipPath>` +
      `<linearGradient id="picture-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ED3F7"/><stop offset="1" stop-color="#E3F4FF"/></linearGradient>` +
      `<linearGradient id="picture-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#A5D98B"/><stop offset="1" stop-color="#6DB257"/></linearGradient></defs>`,
  );
  const scene: string[] = [];
  scene.push(`<rect x="${area.x}" y="${r1(area.y)}" width="${area.w}" height="${r1(area.h)}" fill="url(#picture-sky)"/>`);
  const ground = `M${area.x} ${r1(horizon)} Q${r1(area.x + area.w * 0.25)} ${r1(horizon - 14)} ${r1(area.x + area.w * 0.5)} ${r1(horizon)} T${r1(area.x + area.w)} ${r1(horizon)} V${r1(area.y + area.h)} H${area.x} Z`;
  const groundSvg = `<path d="${ground}" fill="url(#picture-ground)"/>`;
  const items = c.elements
    .map((e, i) => ({ e, i, layer: PICTURE_LAYER[e.kind] ?? 5 }))
    .sort((a, b) => a.layer - b.layer || (a.layer === 5 ? a.e.y - b.e.y : 0) || a.i - b.i);
  const place = (e: PictureElement) => ({
    x: area.x + (Math.min(100, Math.max(0, Number(e.x) || 0)) / 100) * area.w,
    y: area.y + (Math.min(100, Math.max(0, Number(e.y) || 0)) / 100) * area.h,
    s: (Math.min(100, Math.max(1, Number(e.size) || 10)) / 100) * W,
  });
  const rivers = c.elements.filter((e) => e.kind === 'river').map(place);
  let groundDrawn = false;
  for (const { e, i, layer } of items) {
    if (!groundDrawn && layer >= 3) {
      scene.push(groundSvg);
      groundDrawn = true;
    }
    const { x, y, s } = place(e);
    // A boat near a river floats on it; elsewhere it brings its own patch of water.
    let by = y;
    let onWater = false;
    if (e.kind === 'boat') {
      for (const rv of rivers) {
        const { thick, at } = riverGeometry(rv.x, rv.y, rv.s, horizon);
        if (Math.abs(y - at(x)) <= s * 0.5 + thick) {
          by = at(x) + thick * 0.15 - s * 0.3;
          onWater = true;
          break;
        }
      }
    }
    scene.push(`<g data-element="${esc(e.kind)}">${pictureElement(e, i, x, by, s, area, horizon, onWater)}</g>`);
  }
  if (!groundDrawn) scene.push(groundSvg);
  parts.push(`<g clip-path="url(#picture-area)">${scene.join('')}</g>`);
  parts.push(`<rect x="${area.x}" y="${r1(area.y)}" width="${area.w}" height="${r1(area.h)}" rx="8" fill="none" stroke="#9BB0C1" stroke-width="1.5"/>`);
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Public API

/** The chart as a self-contained 800×560 SVG document. */
export function renderChartSvg(chart: ChartSpec): string {
  const title = titleBlock(chart.title ?? '');
  let body: string;
  switch (chart.kind) {
    case 'BAR_CHART':
      body = renderBar(chart, title.bottom);
      break;
    case 'GRAPH':
      body = renderGraph(chart, title.bottom);
      break;
    case 'PIE_CHART':
      body = renderPie(chart, title.bottom);
      break;
    case 'TABLE':
      body = renderTable(chart, title.bottom);
      break;
    case 'FLOW_CHART':
      body = renderFlow(chart, title.bottom);
      break;
    case 'MAP':
      body = renderMap(chart, title.bottom);
      break;
    case 'PICTURE':
      body = renderPicture(chart, title.bottom);
      break;
    default:
      body = noData(title.bottom);
  }
  const alt = chartAltText(chart);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}" role="img" aria-label="${esc(alt)}" data-kind="${esc(chart.kind)}">` +
    `<title>${esc(chart.title ?? '')}</title><desc>${esc(alt)}</desc>` +
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#ffffff"/>` +
    title.svg +
    body +
    `</svg>`
  );
}

/** The chart as a PNG (800×560 at scale 1). */
export function renderChartPng(chart: ChartSpec, scale = 1): Buffer {
  const resvg = new Resvg(renderChartSvg(chart), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'zoom', value: scale },
  });
  return Buffer.from(resvg.render().asPng());
}

function list(items: string[], max = 4): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const PICTURE_NOUNS: Record<string, [string, string]> = {
  sun: ['a sun', 'suns'],
  cloud: ['a cloud', 'clouds'],
  tree: ['a tree', 'trees'],
  house: ['a house', 'houses'],
  person: ['a person', 'people'],
  car: ['a car', 'cars'],
  mountain: ['a mountain', 'mountains'],
  river: ['a river', 'rivers'],
  bird: ['a bird', 'birds'],
  boat: ['a boat', 'boats'],
  bicycle: ['a bicycle', 'bicycles'],
  bench: ['a bench', 'benches'],
};

/** A one-sentence text alternative for the chart. */
export function chartAltText(chart: ChartSpec): string {
  const title = String(chart.title ?? '').trim().replace(/[.\s]+$/, '');
  let rest = '';
  switch (chart.kind) {
    case 'BAR_CHART': {
      const series = chart.series.filter((s) => s.values.length);
      let best: { v: number; cat: string; s: string } | undefined;
      for (const s of series) s.values.forEach((v, i) => { if (i < chart.categories.length && Number.isFinite(v) && (!best || v > best.v)) best = { v, cat: chart.categories[i], s: s.name }; });
      rest =
        `${plural(chart.categories.length, 'category', 'categories')} (${list(chart.categories)})` +
        (series.length > 1 ? ` compared across ${plural(series.length, 'series', 'series')} (${list(series.map((s) => s.name))})` : '') +
        (chart.yLabel ? `, showing ${axisLabel(chart.yLabel, chart.unit)}` : '') +
        (best ? `, highest ${best.cat}${series.length > 1 ? ` (${best.s})` : ''} at ${withUnit(best.v, chart.unit)}` : '');
      break;
    }
    case 'GRAPH': {
      const xs = chart.xValues;
      rest =
        `${plural(chart.series.length, 'line')} (${list(chart.series.map((s) => s.name))}) showing ${axisLabel(chart.yLabel, chart.unit) || 'values'}` +
        (xs.length ? ` over ${chart.xLabel ? `${chart.xLabel} ` : ''}${xs.length > 1 ? `from ${xs[0]} to ${xs[xs.length - 1]}` : xs[0]}` : '');
      break;
    }
    case 'PIE_CHART': {
      const total = chart.slices.reduce((a, s) => a + (s.value > 0 ? s.value : 0), 0);
      const sorted = [...chart.slices].filter((s) => s.value > 0).sort((a, b) => b.value - a.value);
      const describe = (s: { label: string; value: number }) =>
        `${s.label} ${chart.unit.trim() === '%' ? withUnit(s.value, '%') : `${withUnit(s.value, chart.unit)} (${formatNumber((s.value / total) * 100, 0)}%)`}`;
      rest = `${plural(chart.slices.length, 'slice')}` + (sorted.length ? `, largest ${list(sorted.map(describe), 3)}` : '');
      break;
    }
    case 'TABLE':
      rest = `${plural(chart.rows.length, 'row')} and ${plural(chart.columns.length, 'column')} (${list(chart.columns)})`;
      break;
    case 'FLOW_CHART':
      rest =
        `${plural(chart.steps.length, 'step')}` +
        (chart.steps.length ? ` from ${chart.steps[0]} to ${chart.steps[chart.steps.length - 1]}` : '') +
        (chart.cycle ? ', repeating as a cycle' : '');
      break;
    case 'MAP':
      rest = `${plural(chart.features.length, 'labelled feature')} (${list(chart.features.map((f) => (f.label.toLowerCase().includes(f.kind) ? f.label : `${f.label} (${f.kind})`)), 6)})`;
      break;
    case 'PICTURE': {
      const counts = new Map<string, number>();
      for (const e of chart.elements) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
      const nouns = [...counts].map(([k, n]) => {
        const [one, many] = PICTURE_NOUNS[k] ?? [`a ${k}`, `${k}s`];
        return n === 1 ? one : `${n} ${many}`;
      });
      rest = nouns.length ? `showing ${list(nouns, 8)}` : 'an empty scene';
      break;
    }
  }
  const kindName: Record<ChartSpec['kind'], string> = {
    BAR_CHART: 'Bar chart',
    GRAPH: 'Line graph',
    PIE_CHART: 'Pie chart',
    TABLE: 'Table',
    FLOW_CHART: 'Flow chart',
    MAP: 'Map',
    PICTURE: 'Picture',
  };
  return `${kindName[chart.kind]}: ${title}${rest ? `, ${rest}` : ''}.`;
}
