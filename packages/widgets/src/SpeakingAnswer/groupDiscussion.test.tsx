import { getTask, type PracticeSubmission, type PteClient } from '@pte-kit/core';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PracticeCard } from '../PracticeCard';
import { preloadQuestionParts } from '../PracticeCard/PracticeCard';
import { questionSample, sampleSolution } from '../private/questionSample';
import { SpeakingAnswer } from './SpeakingAnswer';

const discussion = questionSample('speaking.summarizeGroupDiscussion', { id: 51 });

beforeAll(() => preloadQuestionParts(getTask('speaking.summarizeGroupDiscussion')));

describe('Summarize Group Discussion', () => {
  it('plays the discussion as one recording with no voice to choose, then gives 10 s to prepare and 2 minutes to answer', async () => {
    const client = new Proxy({ baseURL: '', getSolution: async () => sampleSolution(discussion) } as Partial<PteClient>, {
      get: (target, name: string) => (name in target ? target[name as keyof PteClient] : () => new Promise(() => {})),
    }) as PteClient;
    const { container } = render(
      <PracticeCard
        task={getTask('speaking.summarizeGroupDiscussion')}
        question={discussion}
        position={1}
        total={25}
        pteType="PTE Academic"
        onSubmit={vi.fn(async (_submission: PracticeSubmission) => new Promise<never>(() => {}))}
        mediaBaseUrl="https://api.example"
        client={client}
      />,
    );
    const player = (await vi.waitUntil(() => container.querySelector('pte-timing-player'))) as HTMLElement & { updateComplete: Promise<boolean> };
    await player.updateComplete;
    expect(player.shadowRoot!.querySelector('audio')!.getAttribute('src')).toBe('https://api.example/media/questions/51/default.mp3');
    expect(within(player.shadowRoot as unknown as HTMLElement).queryByRole('combobox', { name: 'Speaker' })).toBeNull();
    expect(await screen.findByText(/You have 120 seconds to answer/)).toBeInTheDocument();
    // The discussion's words are heard, not shown, until the learner has answered.
    expect(container.textContent).not.toContain(discussion.transcript!.slice(0, 40));

    act(() => player.dispatchEvent(new CustomEvent('pte-ended', { detail: { speaker: { id: 'us-female' } }, bubbles: true, composed: true })));
    expect(await screen.findByRole('timer')).toHaveTextContent('Recording begins in 10 sec');
  });
});

describe('Respond to a Situation', () => {
  it('gives 10 s to prepare in PTE Academic and 20 s in PTE Core', async () => {
    const task = getTask('speaking.respondToASituation');
    for (const [variant, seconds] of [['ACADEMIC', 10], ['CORE', 20]] as const) {
      const { rerender, unmount } = render(<SpeakingAnswer task={task} variant={variant} audioEnds={0} onRecordedChange={vi.fn()} />);
      rerender(<SpeakingAnswer task={task} variant={variant} audioEnds={1} onRecordedChange={vi.fn()} />);
      expect(await screen.findByRole('timer')).toHaveTextContent(`Recording begins in ${seconds} sec`);
      unmount();
    }
  });
});
