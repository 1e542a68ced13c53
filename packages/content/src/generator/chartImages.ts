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

  return {
    async png(chart: ChartSpec): Promise<string> {
      const hash = createHash('sha256').update(JSON.stringify([CHART_VERSION, chart])).digest('hex');
      const file = join(dir, `${hash}.png`);
      if (existsSync(file)) return file;
      const pending = inFlight.get(hash) ?? (async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, renderChartPng(chart, 1.5));
        await rename(temporary, file);
        return file;
      })().finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
      return pending;
    },
  };
}

export type ChartImages = ReturnType<typeof createChartImages>;
