import type { AnswerRecord } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AnswersPanel, type AnswerListState } from './AnswersPanel';

function answer(overrides: Partial<AnswerRecord> & Pick<AnswerRecord, 'id' | 'nickname'>): AnswerRecord {
  return {
    practiceId: 318, type: 'OTHER', avatar: null, lastModifiedDate: '2025-02-14T09:12:00Z', pteType: 'PTE Academic',
    score: 2, maxScore: 3, answers: ['reluctant', 'abundant', 'scarce'], results: [], scores: { R: { score: 2, max: 3 } },
    duration: 74, shareLink: 'https://practice.example/share/reading/rwFillInTheBlanks/318', ...overrides,
  };
}

const mineRecords: AnswerRecord[] = [
  answer({ id: 9001, type: 'MY_ANSWER', nickname: 'Me', lastModifiedDate: '2025-03-02T18:40:00Z', score: 3, maxScore: 3 }),
  answer({ id: 8874, type: 'MY_ANSWER', nickname: 'Me', lastModifiedDate: '2025-02-26T07:03:00Z', score: 1.5, maxScore: 3, pteType: 'PTE Core' }),
  answer({ id: 8610, type: 'MY_ANSWER', nickname: 'Me', lastModifiedDate: '2025-02-19T12:25:00Z', score: 0, maxScore: 3 }),
];

const AVATAR_COLOURS = ['#f2a65a', '#5aa9e6', '#7fc8a9', '#c38fff'];

/** Drawn in place so the stories need no network. */
function avatarFor(index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${AVATAR_COLOURS[index % AVATAR_COLOURS.length]}"/><circle cx="20" cy="16" r="7" fill="#fff"/><ellipse cx="20" cy="36" rx="13" ry="10" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const communityNames = ['Niloufar', 'Diego', 'Hana', 'Oluwaseun', 'Priya', 'Tomasz', 'Mei', 'Kwame', 'Elif', 'Rafael', 'Sunita', 'Jonas'];
const communityRecords: AnswerRecord[] = communityNames.map((nickname, index) => answer({
  id: 7000 + index,
  nickname,
  avatar: index % 3 === 0 ? avatarFor(index) : null,
  lastModifiedDate: `2025-02-${String(10 + index).padStart(2, '0')}T${String(6 + index).padStart(2, '0')}:${String(index * 4).padStart(2, '0')}:00Z`,
  pteType: index % 4 === 1 ? 'PTE Core' : 'PTE Academic',
  score: [3, 2, 2.5, 1, 0.67, 3, 2, 1.33, 3, 0, 2, 1][index],
}));

const mine: AnswerListState = { records: mineRecords, total: mineRecords.length, onLoadMore: fn() };
const community: AnswerListState = { records: communityRecords.slice(0, 10), total: 37, onLoadMore: fn() };

const comments = (
  <p style={{ margin: 0 }}>
    Comments appear here; the host passes its comments section as this tab&apos;s content.
  </p>
);

const meta = {
  title: 'Widgets/AnswersPanel',
  component: AnswersPanel,
  args: { mine, community, comments, onValueChange: fn(), onOpenRecord: fn(), onDelete: fn(async () => {}) },
} satisfies Meta<typeof AnswersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyAnswers: Story = {};

export const CommunityWithMore: Story = { args: { defaultValue: 'community' } };

export const CommunityAllShown: Story = {
  args: { defaultValue: 'community', community: { records: communityRecords, total: communityRecords.length, onLoadMore: fn() } },
};

export const LoadingFirstPage: Story = {
  args: { mine: { records: null, total: 0, onLoadMore: fn() }, community: { records: null, total: 0, onLoadMore: fn() } },
};

export const LoadingMore: Story = { args: { defaultValue: 'community', community: { ...community, loading: true } } };

export const Empty: Story = { args: { mine: { records: [], total: 0, onLoadMore: fn() }, community: undefined, comments: undefined } };

export const CommunityOnly: Story = { args: { mine: undefined, comments: undefined } };

/** Load More and Delete change the lists, as a host holding the data would. */
export const Interactive: Story = {
  render: function InteractivePanel(args) {
    const [own, setOwn] = useState(mineRecords);
    const [shown, setShown] = useState(10);
    const [loading, setLoading] = useState(false);
    return (
      <AnswersPanel
        {...args}
        mine={{ records: own, total: own.length, onLoadMore: fn() }}
        community={{
          records: communityRecords.slice(0, shown),
          total: communityRecords.length,
          loading,
          onLoadMore: () => {
            setLoading(true);
            setTimeout(() => { setShown((count) => count + 10); setLoading(false); }, 600);
          },
        }}
        onDelete={async (record) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          setOwn((records) => records.filter((item) => item.id !== record.id));
        }}
      />
    );
  },
};
