import { ApiError, type CommentDto, type CommentReplyDto, type PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentsSection } from './CommentsSection';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A small grey picture as a data URL, so the stories show thumbnails without a server. */
const PICTURE = 'data:image/svg+xml;utf8,' + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#d9deea"/><text x="80" y="66" font-size="14" text-anchor="middle" fill="#5b6478">screenshot</text></svg>',
);

const seedComments = (): CommentDto[] => [
  {
    id: 3, practiceId: 42, nickname: 'Me', avatar: null, lastModifiedDate: '2026-03-04T09:30:00Z',
    comment: 'The third blank takes "despite", not "although" — a noun phrase follows.', images: [PICTURE],
    likesCount: 2, liked: true, replyCount: 1, prediction: null, mine: true,
  },
  {
    id: 2, practiceId: 42, nickname: 'sara.k', avatar: null, lastModifiedDate: '2026-03-02T18:05:00Z',
    comment: 'Seen in the exam on 2026-02-28 in Australia', images: [], likesCount: 5, liked: false, replyCount: 0,
    prediction: { date: '2026-02-28', country: 'Australia', description: null }, mine: false,
  },
  {
    id: 1, practiceId: 42, nickname: 'Omid', avatar: null, lastModifiedDate: '2026-03-01T07:12:00Z',
    comment: 'Read the whole sentence before choosing.', images: [], likesCount: 0, liked: false, replyCount: 12, prediction: null, mine: false,
  },
];

const seedReplies = (commentId: number, count: number): CommentReplyDto[] =>
  Array.from({ length: count }, (_, index) => ({
    id: commentId * 100 + index, commentId, nickname: index % 3 === 0 ? 'Me' : `learner${index}`, avatar: null,
    lastModifiedDate: `2026-03-0${Math.min(9, 2 + Math.floor(index / 4))}T1${index % 10}:00:00Z`, reply: `Reply number ${index + 1}.`,
    images: [], likesCount: index % 4, liked: false, mine: index % 3 === 0,
  }));

/** An in-memory comments API for the stories, with a little latency. */
function storyClient({ comments = seedComments(), extraPages = 0, hang = false } = {}): PteClient {
  let nextId = 1000;
  const replies = new Map<number, CommentReplyDto[]>(comments.map((comment) => [comment.id, seedReplies(comment.id, comment.replyCount)]));
  const page = <T,>(name: string, list: T[], number: number, size: number, total = list.length) =>
    ({ _embedded: { [name]: list }, page: { size, totalElements: total, totalPages: Math.ceil(total / size), number } });
  return {
    baseURL: '',
    listComments: async (_practiceId: number, number: number, size: number, prediction: boolean) => {
      await wait(hang ? 1e9 : 400);
      if (number > 0) {
        const older = Array.from({ length: size }, (_, index) => ({ ...seedComments()[2], id: 500 + number * size + index, comment: `Older comment ${number}-${index + 1}`, replyCount: 0 }));
        return page('commentDtoList', older, number, size, size * (extraPages + 1));
      }
      const list = prediction ? comments.filter((comment) => comment.prediction) : comments;
      return page('commentDtoList', list, 0, size, extraPages ? size * (extraPages + 1) : list.length);
    },
    createComment: async (practiceId: number, comment: string, images: File[]) => {
      await wait(500);
      if (comment.includes('fail')) throw new ApiError(400, 'Something went wrong', null);
      const created: CommentDto = {
        id: nextId++, practiceId, nickname: 'Me', avatar: null, lastModifiedDate: new Date().toISOString(), comment,
        images: images.map((file) => URL.createObjectURL(file)), likesCount: 0, liked: false, replyCount: 0, prediction: null, mine: true,
      };
      comments.unshift(created);
      replies.set(created.id, []);
      return created;
    },
    deleteComment: async () => { await wait(300); },
    likeComment: async (id: number) => { await wait(150); const c = comments.find((x) => x.id === id)!; return { liked: true, likesCount: c.likesCount + (c.liked ? 0 : 1) }; },
    unlikeComment: async (id: number) => { await wait(150); const c = comments.find((x) => x.id === id)!; return { liked: false, likesCount: c.likesCount - (c.liked ? 1 : 0) }; },
    listReplies: async (commentId: number, number: number, size: number) => {
      await wait(300);
      const list = replies.get(commentId) ?? [];
      return page('commentReplyDtoList', list.slice(number * size, (number + 1) * size), number, size, list.length);
    },
    createReply: async (commentId: number, reply: string) => {
      await wait(400);
      const created: CommentReplyDto = {
        id: nextId++, commentId, nickname: 'Me', avatar: null, lastModifiedDate: new Date().toISOString(), reply, images: [], likesCount: 0, liked: false, mine: true,
      };
      replies.get(commentId)?.push(created);
      return created;
    },
    deleteReply: async () => { await wait(300); },
    likeReply: async () => { await wait(150); return { liked: true, likesCount: 1 }; },
    unlikeReply: async () => { await wait(150); return { liked: false, likesCount: 0 }; },
  } as unknown as PteClient;
}

const meta: Meta<typeof CommentsSection> = {
  title: 'Widgets/CommentsSection',
  component: CommentsSection,
  args: { practiceId: 42, nickname: 'Me', client: storyClient(), onToast: fn() },
};

export default meta;
type Story = StoryObj<typeof CommentsSection>;

/** Own comment with an image (Delete shown), an exam-memory comment, and a thread of 12 replies (Load More in the thread). */
export const Default: Story = {};

export const Empty: Story = { args: { client: storyClient({ comments: [] }) } };

export const Loading: Story = { args: { client: storyClient({ hang: true }) } };

/** Two more pages behind Load More. */
export const ManyPages: Story = { args: { client: storyClient({ extraPages: 2 }) } };
