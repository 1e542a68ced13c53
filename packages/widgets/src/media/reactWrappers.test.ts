import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { MEDIA_DIR, analyzeMediaElements, renderReactWrappers } from '../../scripts/react-wrappers.mjs';

describe('the React wrappers of the media elements', () => {
  it('are the ones the elements\' JSDoc generates (run `node scripts/react-wrappers.mjs` after changing it)', () => {
    const files = renderReactWrappers(analyzeMediaElements());
    expect(Object.keys(files).sort()).toEqual([
      'audio-player.react.generated.ts', 'react.generated.ts', 'recorder.react.generated.ts', 'stopwatch.react.generated.ts', 'timing-player.react.generated.ts',
    ]);
    for (const [name, source] of Object.entries(files)) expect(readFileSync(join(MEDIA_DIR, name), 'utf8'), name).toBe(source);
  });

  it('give every event of an element its React prop, with the names the kit has always used', () => {
    const manifest = analyzeMediaElements();
    const recorder = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'pte-recorder');
    expect(recorder?.events?.map((event) => event.name)).toEqual([
      'pte-recorder-start', 'pte-recorder-stopped', 'pte-recorded', 'pte-recorder-reset', 'pte-permission-denied', 'pte-recorder-error',
    ]);
    const source = Object.values(renderReactWrappers(manifest)).join('\n');
    for (const prop of ['onRecordingStart', 'onStopped', 'onRecorded', 'onReset', 'onPermissionDenied', 'onRecorderError', 'onTick', 'onSpeakerChange', 'onEnded']) {
      expect(source).toContain(`  ${prop}: 'pte-`);
    }
  });
});
