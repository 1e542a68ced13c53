import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createRecorderModel, type RecorderStopReason } from './recorderModel';

function recorder(options: Parameters<typeof createRecorderModel>[0] = {}) {
  const model = createRecorderModel(options);
  const stops: RecorderStopReason[] = [];
  model.on('stop', (reason) => stops.push(reason));
  return { model, stops };
}

describe('createRecorderModel', () => {
  it('goes idle → beeping → recording → stopping → stopped when the beep is on, and Try Again clears it', () => {
    const { model, stops } = recorder({ beep: true });
    const statuses: string[] = [];
    effect(() => void statuses.push(model.state.value.status));
    expect(model.record()).toBe(true);
    expect(model.state.value.status).toBe('beeping');
    model.sample(500, 50);
    expect(model.state.value.elapsedMs).toBe(0);
    model.beepEnded();
    model.sample(1500, 50);
    model.stop();
    expect(stops).toEqual(['manual']);
    expect(model.state.value).toMatchObject({ status: 'stopping', stopReason: 'manual' });
    model.ready(1520);
    expect(model.state.value).toMatchObject({ status: 'stopped', elapsedMs: 1520 });
    expect(model.record()).toBe(false);
    model.reset();
    expect(model.state.value).toEqual({ status: 'idle', elapsedMs: 0, level: 0, stopReason: null });
    expect(statuses.filter((status, at) => status !== statuses[at - 1])).toEqual(['idle', 'beeping', 'recording', 'stopping', 'stopped', 'idle']);
  });

  it('records straight away without the beep and stops itself at the duration (60 s by default)', () => {
    const { model, stops } = recorder();
    expect(model.durationMs).toBe(60_000);
    model.record();
    expect(model.state.value.status).toBe('recording');
    for (let at = 100; at < 60_000; at += 100) model.sample(at, 50);
    expect(stops).toEqual([]);
    model.sample(60_020, 50);
    expect(stops).toEqual(['duration']);
    expect(model.state.value.elapsedMs).toBe(60_000);
  });

  it('stops for silence after 3 s below level 10, once', () => {
    const { model, stops } = recorder({ durationSeconds: 40 });
    model.record();
    model.sample(100, 60);
    for (let at = 200; at <= 3300; at += 100) model.sample(at, 3);
    expect(stops).toEqual(['silence']);
    expect(model.state.value.stopReason).toBe('silence');
    model.sample(3400, 3);
    model.stop();
    expect(stops).toEqual(['silence']);
  });

  it('keeps recording through short pauses', () => {
    const { model, stops } = recorder();
    model.record();
    for (let at = 100; at <= 20_000; at += 100) model.sample(at, at % 2000 < 1500 ? 45 : 2);
    expect(stops).toEqual([]);
    expect(model.state.value).toMatchObject({ status: 'recording', elapsedMs: 20_000, level: 45 });
  });

  it('ignores Stop before recording and a late encoder result after Try Again', () => {
    const { model, stops } = recorder({ beep: true });
    model.stop();
    model.record();
    model.stop();
    expect(stops).toEqual([]);
    model.beepEnded();
    model.stop();
    model.reset();
    model.ready(900);
    expect(model.state.value.status).toBe('idle');
  });
});
