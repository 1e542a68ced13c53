import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, analyzeMediaElements, renderReactWrappers } from '../../scripts/react-wrappers.mjs';

describe('the React wrappers of the media elements', () => {
  it('are the ones the elements\' JSDoc generates (run `node scripts/react-wrappers.mjs` after changing it)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderReactWrappers(analyzeMediaElements()));
  });

  it('give every event of an element its React prop, with the names the kit has always used', () => {
    const manifest = analyzeMediaElements();
    const recorder = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'pte-recorder');
    expect(recorder?.events?.map((event) => event.name)).toEqual([
      'pte-recorder-start', 'pte-recorder-stopped', 'pte-recorded', 'pte-recorder-reset', 'pte-permission-denied', 'pte-recorder-error',
    ]);
    const source = renderReactWrappers(manifest);
    for (const prop of ['onRecordingStart', 'onStopped', 'onRecorded', 'onReset', 'onPermissionDenied', 'onRecorderError', 'onTick', 'onSpeakerChange', 'onEnded']) {
      expect(source).toContain(`  ${prop}: 'pte-`);
    }
  });
});
