import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChartSpec } from '../types';
import { renderChartPng } from './charts';
import { defaultCacheDir } from './speech';

const CHART_VERSION = 1;

/** Describe-image pictures drawn from their data, rendered to PNG once and cached by content hash. */
export function createChartImages(cacheDir = defaultCacheDir()) {
  const dir = join(cacheDir, 'charts');
  mkdirSync(dir, { recursive: true });
  const inFlight = new Map<string, Promise<string>>();

  const fileOf = (chart: ChartSpec) => join(dir, `${createHash('sha256').update(JSON.stringify([CHART_VERSION, chart])).digest('hex')}.png`);

  return {
    /** Whether the picture is rendered already. */
    isCached: (chart: ChartSpec) => existsSync(fileOf(chart)),
    async png(chart: ChartSpec): Promise<string> {
      const file = fileOf(chart);
      if (existsSync(file)) return file;
      const pending = inFlight.get(file) ?? (async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, renderChartPng(chart, 1.5));
        await rename(temporary, file);
        return file;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
      return pending;
    },
  };
}

export type ChartImages = ReturnType<typeof createChartImages>;
