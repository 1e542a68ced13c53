import { describe, expect, it } from 'vitest';
import { SPEAKERS, type Speaker } from '../speakers';
import { createTimingPlayerModel, playAfterLabel } from './timingPlayerModel';

function seeded(seed = 11) {
  return () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
}

describe('createTimingPlayerModel', () => {
  it("counts down 'Play after N sec' for 3 s once allowed, then asks the view to play", () => {
    const model = createTimingPlayerModel({ choice: 'us-female' });
    let plays = 0;
    model.on('play', () => (plays += 1));
    model.tick(1000);
    expect(model.state.value.phase).toBe('waiting');
    model.allow();
    expect(playAfterLabel(model.state.value.countdownMs)).toBe('Play after 3 sec');
    model.tick(1000);
    model.tick(800);
    expect(playAfterLabel(model.state.value.countdownMs)).toBe('Play after 2 sec');
    model.tick(1200);
    expect(model.state.value.phase).toBe('playing');
    expect(plays).toBe(1);
    model.tick(1000);
    expect(plays).toBe(1);
  });

  it('plays at once when the learner presses play during the countdown', () => {
    const model = createTimingPlayerModel({ delaySeconds: 10 });
    model.allow();
    model.playing();
    expect(model.state.value).toMatchObject({ phase: 'playing', countdownMs: 0 });
    model.paused();
    expect(model.state.value.phase).toBe('paused');
  });

  it('offers only the spec speeds, clamps volume to 0–1 in 0.01 steps and seeking to the recording', () => {
    const model = createTimingPlayerModel();
    const seeks: number[] = [];
    model.on('seek', (time) => seeks.push(time));
    model.setSpeed(1.2);
    model.setSpeed(3);
    expect(model.state.value.speed).toBe(1.2);
    model.setVolume(0.333);
    expect(model.state.value.volume).toBe(0.33);
    model.setVolume(7);
    expect(model.state.value.volume).toBe(1);
    model.volumeBy(-0.1);
    model.volumeBy(-0.1);
    expect(model.state.value.volume).toBe(0.8);
    model.setVolume(-1);
    expect(model.state.value.volume).toBe(0);
    model.timeUpdate(5, 12);
    model.seekBy(-2);
    model.seekBy(20);
    model.seekBy(-30);
    expect(seeks).toEqual([3, 12, 0]);
  });

  it('maps the arrow keys to ±2 s and ±0.1 volume, and leaves other keys alone', () => {
    const model = createTimingPlayerModel();
    model.timeUpdate(4, 10);
    expect(model.key('ArrowRight')).toBe(true);
    expect(model.state.value.currentTime).toBe(6);
    model.key('ArrowLeft');
    model.key('ArrowLeft');
    expect(model.state.value.currentTime).toBe(2);
    model.key('ArrowDown');
    model.key('ArrowDown');
    model.key('ArrowUp');
    expect(model.state.value.volume).toBe(0.9);
    expect(model.key('Enter')).toBe(false);
  });

  it("picks a new random voice after each end, with about 15 % IN voices when there are any", () => {
    const indian: Speaker = { id: 'in-female', label: 'IN · female', accent: 'IN', gender: 'female', natural: true };
    const model = createTimingPlayerModel({ speakers: [...SPEAKERS, indian], choice: 'random', random: seeded() });
    const picked: Speaker[] = [];
    model.on('speaker', (speaker, choice) => {
      expect(choice).toBe('random');
      picked.push(speaker);
    });
    for (let run = 0; run < 3000; run += 1) model.ended();
    expect(picked).toHaveLength(3000);
    const share = picked.filter((speaker) => speaker.accent === 'IN').length / picked.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.18);
    const others = picked.filter((speaker) => speaker.accent !== 'IN');
    for (const speaker of SPEAKERS) expect(others.filter((s) => s.id === speaker.id).length / others.length).toBeCloseTo(1 / SPEAKERS.length, 1);
  });

  it('keeps a chosen voice across ends, ignores unknown ids and falls back for a stale stored choice', () => {
    const model = createTimingPlayerModel({ choice: 'gone-voice', fallback: SPEAKERS[1] });
    expect(model.state.value).toMatchObject({ choice: 'us-male', speaker: SPEAKERS[1] });
    model.choose('uk-rp');
    model.ended();
    expect(model.state.value.speaker.id).toBe('uk-rp');
    model.choose('nobody');
    expect(model.state.value.choice).toBe('uk-rp');
    model.choose('random');
    expect(model.state.value.choice).toBe('random');
    expect(SPEAKERS).toContain(model.state.value.speaker);
  });

  it('in the exam plays once at x1 after the countdown: seeks, left/right keys, speeds and voice choices do nothing', () => {
    const model = createTimingPlayerModel({ exam: true, choice: 'random', fallback: SPEAKERS[1], random: seeded() });
    const seeks: number[] = [];
    const voices: string[] = [];
    let plays = 0;
    model.on('seek', (time) => seeks.push(time));
    model.on('speaker', (speaker) => voices.push(speaker.id));
    model.on('play', () => (plays += 1));
    expect(model.exam).toBe(true);
    const speaker = model.state.value.speaker;
    expect(speaker).toBe(SPEAKERS[1]);
    model.allow();
    model.tick(3000);
    expect(plays).toBe(1);
    model.timeUpdate(4, 10);
    model.seekTo(9);
    model.seekBy(-2);
    expect(model.key('ArrowLeft')).toBe(false);
    expect(model.key('ArrowRight')).toBe(false);
    model.setSpeed(1.5);
    model.choose('uk-rp');
    expect(model.state.value).toMatchObject({ currentTime: 4, speed: 1, speaker });
    expect(seeks).toEqual([]);
    // The volume is the one setting the exam leaves to the learner.
    expect(model.key('ArrowDown')).toBe(true);
    model.setVolume(0.5);
    expect(model.state.value.volume).toBe(0.5);
    model.ended();
    model.allow();
    model.tick(3000);
    expect(model.state.value).toMatchObject({ phase: 'ended', speaker });
    expect(voices).toEqual([]);
    expect(plays).toBe(1);
  });
});
