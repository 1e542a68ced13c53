import { describe, expect, it } from 'vitest';
import { audioEnded, firstPhase, getTask, phaseLabel, skipPhase, speakingTimeline, tickPhase } from './index';

describe('speakingTimeline', () => {
  it("gives each speaking task the exam's timings", () => {
    expect(speakingTimeline(getTask('speaking.readAloud'))).toEqual({ audioDelaySeconds: null, prepSeconds: 35, answerSeconds: 40 });
    expect(speakingTimeline(getTask('speaking.describeImage'))).toEqual({ audioDelaySeconds: null, prepSeconds: 25, answerSeconds: 40 });
    expect(speakingTimeline(getTask('speaking.repeatSentence'))).toEqual({ audioDelaySeconds: 3, prepSeconds: 0, answerSeconds: 15 });
    expect(speakingTimeline(getTask('speaking.answerShortQuestion'))).toEqual({ audioDelaySeconds: 3, prepSeconds: 0, answerSeconds: 10 });
    expect(speakingTimeline(getTask('speaking.retellLecture'))).toEqual({ audioDelaySeconds: 3, prepSeconds: 10, answerSeconds: 40 });
    expect(speakingTimeline(getTask('speaking.respondToASituation'))).toEqual({ audioDelaySeconds: 3, prepSeconds: 20, answerSeconds: 40 });
    expect(speakingTimeline(getTask('speaking.respondToASituation'), 'ACADEMIC')).toEqual({ audioDelaySeconds: 3, prepSeconds: 10, answerSeconds: 40 });
    expect(speakingTimeline(getTask('speaking.summarizeGroupDiscussion'))).toEqual({ audioDelaySeconds: 3, prepSeconds: 10, answerSeconds: 120 });
  });

  it('plays the recording, prepares, then records', () => {
    const timeline = speakingTimeline(getTask('speaking.retellLecture'));
    let phase = firstPhase(timeline);
    expect(phaseLabel(phase)).toBe('Listen to the recording');
    expect(tickPhase(phase)).toBe(phase);
    phase = audioEnded(phase, timeline);
    expect(phaseLabel(phase)).toBe('Recording begins in 10 sec');
    phase = tickPhase(phase);
    expect(phase).toEqual({ name: 'preparing', secondsLeft: 9 });
    for (let second = 0; second < 9; second += 1) phase = tickPhase(phase);
    expect(phase).toEqual({ name: 'recording' });
    expect(audioEnded(phase, timeline)).toBe(phase);
  });

  it('records straight after the sentence for Repeat Sentence, and lets the learner skip waits', () => {
    const timeline = speakingTimeline(getTask('speaking.repeatSentence'));
    expect(audioEnded({ name: 'playing' }, timeline)).toEqual({ name: 'recording' });
    expect(skipPhase(firstPhase(timeline), timeline)).toEqual({ name: 'recording' });
    const readAloud = speakingTimeline(getTask('speaking.readAloud'));
    expect(firstPhase(readAloud)).toEqual({ name: 'preparing', secondsLeft: 35 });
    expect(skipPhase(firstPhase(readAloud), readAloud)).toEqual({ name: 'recording' });
    expect(skipPhase({ name: 'recording' }, readAloud)).toEqual({ name: 'recording' });
  });
});
