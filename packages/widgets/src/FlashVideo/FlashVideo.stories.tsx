import { getTask, type PteClient, type VideoDto } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlashVideo } from './FlashVideo';

const lesson = (key: string, title: string, url: string | null, type: VideoDto['type'] = 'LEARNING'): VideoDto => ({
  key, type, skill: 'listening', practiceType: type === 'LEARNING' ? 'writeFromDictation' : null, title,
  cover: `/media/lessons/${key}/cover.png`, url,
});

const premiumLessons = [
  lesson('lesson-listening.writeFromDictation', 'Write from Dictation: hold the sentence', '/media/lessons/lesson-listening.writeFromDictation/video.mp4?expires=1&signature=s'),
  lesson('foundation-listening', 'Listening foundations', '/media/lessons/foundation-listening/video.mp4?expires=1&signature=t', 'FOUNDATION'),
];

/** Stories only: the one call FlashVideo makes, answered from memory (links are signed for premium learners only). */
function storyClient(answer: () => Promise<VideoDto[]>): PteClient {
  return {
    baseURL: 'https://api.example',
    getVideos: fn(async () => {
      const videos = await answer();
      return { _embedded: { videoDtoList: videos }, page: { size: videos.length, totalElements: videos.length, totalPages: 1, number: 0 } };
    }),
  } as unknown as PteClient;
}

const task = getTask('listening.writeFromDictation');

const openLessons = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Flash Video/ }));
};

const meta = {
  title: 'Widgets/FlashVideo',
  component: FlashVideo,
  args: { task, client: storyClient(async () => premiumLessons) },
  argTypes: { task: { control: false }, client: { control: false } },
} satisfies Meta<typeof FlashVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium learner: the task's lesson and its skill's foundation lesson, at a chosen speed. */
export const Premium: Story = {
  play: async ({ canvasElement }) => {
    await openLessons(canvasElement);
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Write from Dictation: Flash Video' })).toBeVisible();
  },
};

/** A free learner: the server sends no video links, so the button offers the upgrade. */
export const FreePlan: Story = {
  args: { client: storyClient(async () => premiumLessons.map((video) => ({ ...video, url: null }))) },
  play: async ({ canvasElement }) => {
    await openLessons(canvasElement);
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Upgrade to Continue' })).toBeVisible();
  },
};

/** A task without lessons yet. */
export const ComingSoon: Story = {
  args: { client: storyClient(async () => []) },
  play: async ({ canvasElement }) => {
    await openLessons(canvasElement);
    await expect(await within(canvasElement).findByText('Coming Soon')).toBeVisible();
  },
};

/** The lessons could not be loaded. */
export const LoadFailed: Story = {
  args: { client: storyClient(async () => { throw new Error('The lessons could not be loaded. Check your connection and try again.'); }) },
  play: async ({ canvasElement }) => {
    await openLessons(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The lessons could not be loaded.');
  },
};
