import { ApiError, type CommentDto, type CommentReplyDto, type PteClient } from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { CommentsSection, type CommentsSectionProps } from './CommentsSection';

const BASE = 'https://api.pte.example';

function comment(id: number, patch: Partial<CommentDto> = {}): CommentDto {
  return {
    id, practiceId: 42, nickname: `Learner ${id}`, avatar: null, lastModifiedDate: '2026-03-02T10:05:00Z', comment: `Comment ${id}`,
    images: [], likesCount: 0, liked: false, replyCount: 0, prediction: null, mine: false, ...patch,
  };
}

function reply(id: number, patch: Partial<CommentReplyDto> = {}): CommentReplyDto {
  return {
    id, commentId: 1, nickname: `Replier ${id}`, avatar: null, lastModifiedDate: '2026-03-03T08:00:00Z', reply: `Reply ${id}`,
    images: [], likesCount: 0, liked: false, mine: false, ...patch,
  };
}

const commentPage = (list: CommentDto[], number = 0, totalPages = 1) =>
  ({ _embedded: { commentDtoList: list }, page: { size: 10, totalElements: list.length, totalPages, number } });

/** A comments API held in memory: `pages` are what listComments answers per page; `replies` every reply of comment 1. */
function fakeClient({ pages = [[comment(1)]], examMemory = [] as CommentDto[], replies = [] as CommentReplyDto[] } = {}) {
  let nextId = 100;
  return {
    baseURL: BASE,
    listComments: vi.fn(async (_practiceId: number, page: number, _size: number, prediction: boolean) =>
      (prediction ? commentPage(examMemory) : commentPage(pages[page] ?? [], page, pages.length))),
    createComment: vi.fn(async (practiceId: number, text: string, images: File[]) =>
      comment(nextId++, { practiceId, comment: text, nickname: 'Me', mine: true, images: images.map((file) => `/media/uploads/${file.name}`) })),
    deleteComment: vi.fn(async () => undefined),
    likeComment: vi.fn(async () => ({ likesCount: 1, liked: true })),
    unlikeComment: vi.fn(async () => ({ likesCount: 0, liked: false })),
    listReplies: vi.fn(async (_commentId: number, page: number, size: number) => ({
      _embedded: { commentReplyDtoList: replies.slice(page * size, (page + 1) * size) },
      page: { size, totalElements: replies.length, totalPages: Math.ceil(replies.length / size), number: page },
    })),
    createReply: vi.fn(async (commentId: number, text: string) => reply(nextId++, { commentId, reply: text, nickname: 'Me', mine: true })),
    deleteReply: vi.fn(async () => undefined),
    likeReply: vi.fn(async () => ({ likesCount: 5, liked: true })),
    unlikeReply: vi.fn(async () => ({ likesCount: 4, liked: false })),
  };
}

type FakeClient = ReturnType<typeof fakeClient>;

function setup(client: FakeClient = fakeClient(), props: Partial<CommentsSectionProps> = {}) {
  const onToast = vi.fn();
  const view = render(<CommentsSection practiceId={42} nickname="Me" client={client as unknown as PteClient} onToast={onToast} {...props} />);
  return { ...view, client, onToast, user: userEvent.setup({ applyAccept: false }) };
}

const commentItem = async (text: string) => (await screen.findByText(text)).closest('li')!;
const image = (name: string, type = 'image/png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const imageInput = () => screen.getByTestId('comment-image-input') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  // Spies, put back after each test: the environment's own URL.createObjectURL serves the next file of the worker.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file: Blob | MediaSource) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(URL.createObjectURL).mockRestore();
  vi.mocked(URL.revokeObjectURL).mockRestore();
});

describe('CommentsSection: the list', () => {
  it('shows skeletons, then each comment with its initial, nickname, UTC date, text and images linked to the full picture', async () => {
    const client = fakeClient({
      pages: [[
        comment(1, { nickname: 'ann', comment: 'Watch the second blank.', images: ['/media/uploads/a.png', 'https://cdn.example/b.webp'] }),
        comment(2, { nickname: 'Bob', avatar: '/media/avatars/bob.png' }),
      ]],
    });
    const { container } = setup(client);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments');
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    const first = await commentItem('Watch the second blank.');
    expect(client.listComments).toHaveBeenCalledWith(42, 0, 10, false);
    expect(within(first).getByText('A')).toBeInTheDocument();
    expect(within(first).getByText('ann')).toBeInTheDocument();
    expect(within(first).getByText('2026-03-02 10:05')).toBeInTheDocument();
    const links = within(first).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`${BASE}/media/uploads/a.png`, 'https://cdn.example/b.webp']);
    expect(within(links[0]).getByRole('img')).toHaveAttribute('src', `${BASE}/media/uploads/a.png`);
    const second = await commentItem('Comment 2');
    expect(second.querySelector('img')).toHaveAttribute('src', `${BASE}/media/avatars/bob.png`);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('says "No comment found" when the question has no comments', async () => {
    setup(fakeClient({ pages: [[]] }));
    expect(await screen.findByText('No comment found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('marks exam-memory comments with their date and country, and refetches with prediction=true for "Only show Exam Memory"', async () => {
    const memory = comment(9, { comment: 'Seen in the exam on 2026-02-20 in Australia', prediction: { date: '2026-02-20', country: 'Australia', description: null } });
    const client = fakeClient({ pages: [[comment(1), memory]], examMemory: [memory] });
    const { user } = setup(client);
    const badgeItem = await commentItem('Seen in the exam on 2026-02-20 in Australia');
    expect(within(badgeItem).getByText(/Exam memory/)).toHaveTextContent('Exam memory · 2026-02-20 · Australia');
    expect(screen.getByText('Comment 1')).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'Only show Exam Memory' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(client.listComments).toHaveBeenLastCalledWith(42, 0, 10, true);
    await waitFor(() => expect(screen.queryByText('Comment 1')).not.toBeInTheDocument());
    expect(screen.getByText('Seen in the exam on 2026-02-20 in Australia')).toBeInTheDocument();
    await user.click(toggle);
    expect(client.listComments).toHaveBeenLastCalledWith(42, 0, 10, false);
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
  });

  it('offers Load More while more pages exist, appending the next page of 10', async () => {
    const first = Array.from({ length: 10 }, (_, index) => comment(index + 1));
    const client = fakeClient({ pages: [first, [comment(11)]] });
    const { user } = setup(client);
    await screen.findByText('Comment 10');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(client.listComments).toHaveBeenLastCalledWith(42, 1, 10, false);
    expect(await screen.findByText('Comment 11')).toBeInTheDocument();
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('likes and unlikes a comment: the button is pressed after a like and shows the new count', async () => {
    const client = fakeClient();
    const { user } = setup(client);
    const item = await commentItem('Comment 1');
    const like = within(item).getByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('0');
    await user.click(like);
    expect(client.likeComment).toHaveBeenCalledWith(1);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('1');
    await user.click(like);
    expect(client.unlikeComment).toHaveBeenCalledWith(1);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('0');
  });
});

describe('CommentsSection: replies', () => {
  const replies = Array.from({ length: 23 }, (_, index) => reply(index + 1));

  it('shows and hides replies with the toggle; Load More reloads page 0 with 10 × the pages loaded', async () => {
    const client = fakeClient({ pages: [[comment(1, { replyCount: 23 })]], replies });
    const { user } = setup(client);
    const item = await commentItem('Comment 1');
    const toggle = within(item).getByRole('button', { name: 'Replies (23)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(client.listReplies).toHaveBeenLastCalledWith(1, 0, 10);
    const list = await within(item).findByRole('list', { name: 'Replies to Learner 1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(item).getByRole('button', { name: 'Load More' }));
    expect(client.listReplies).toHaveBeenLastCalledWith(1, 0, 20);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(item).getByRole('button', { name: 'Load More' }));
    expect(client.listReplies).toHaveBeenLastCalledWith(1, 0, 30);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(within(item).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(item).queryByRole('list', { name: 'Replies to Learner 1' })).not.toBeInTheDocument();
  });

  it('posts a reply, shows it at the end, counts it and says "Comment saved"; likes a reply', async () => {
    const client = fakeClient({ pages: [[comment(1, { replyCount: 1 })]], replies: [reply(1)] });
    const { user, onToast } = setup(client);
    const item = await commentItem('Comment 1');
    await user.click(within(item).getByRole('button', { name: 'Replies (1)' }));
    await within(item).findByText('Reply 1');
    await user.type(within(item).getByRole('textbox', { name: 'Reply to Learner 1' }), 'Thanks!');
    await user.click(within(item).getByRole('button', { name: 'Submit' }));
    expect(client.createReply).toHaveBeenCalledWith(1, 'Thanks!', []);
    expect(await within(item).findByText('Thanks!')).toBeInTheDocument();
    expect(onToast).toHaveBeenCalledWith('Comment saved', 'success');
    expect(within(item).getByRole('button', { name: 'Replies (2)' })).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Reply to Learner 1' })).toHaveValue('');

    const replyLike = within((await within(item).findByText('Reply 1')).closest('li')!).getByRole('button', { name: /Like/ });
    await user.click(replyLike);
    expect(client.likeReply).toHaveBeenCalledWith(1);
    await waitFor(() => expect(replyLike).toHaveAttribute('aria-pressed', 'true'));
    expect(replyLike).toHaveTextContent('5');
    await user.click(replyLike);
    expect(client.unlikeReply).toHaveBeenCalledWith(1);
  });

  it('lets only the author delete a reply', async () => {
    const client = fakeClient({ pages: [[comment(1, { replyCount: 2 })]], replies: [reply(1, { nickname: 'Me' }), reply(2)] });
    const { user, onToast } = setup(client);
    const item = await commentItem('Comment 1');
    await user.click(within(item).getByRole('button', { name: 'Replies (2)' }));
    const other = (await within(item).findByText('Reply 2')).closest('li')!;
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const own = within(item).getByText('Reply 1').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete reply' })).getByRole('button', { name: 'Delete' }));
    expect(client.deleteReply).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(item).queryByText('Reply 1')).not.toBeInTheDocument());
    expect(onToast).toHaveBeenCalledWith('Comment deleted successfuly', 'success');
    expect(within(item).getByRole('button', { name: 'Replies (1)' })).toBeInTheDocument();
  });
});

describe('CommentsSection: delete', () => {
  it('shows Delete only on the learner\'s own comments (same nickname or mine), never on exam-memory ones, and confirms first', async () => {
    const client = fakeClient({
      pages: [[
        comment(1, { nickname: 'Me' }),
        comment(2, { nickname: 'Renamed', mine: true }),
        comment(3, { nickname: 'Someone else' }),
        comment(4, { nickname: 'Me', mine: true, prediction: { date: '2026-02-20', country: 'Iran', description: 'x' } }),
      ]],
    });
    const { user, onToast } = setup(client);
    const deletable = async (text: string) => within(await commentItem(text)).queryByRole('button', { name: 'Delete' });
    expect(await deletable('Comment 1')).toBeInTheDocument();
    expect(await deletable('Comment 2')).toBeInTheDocument();
    expect(await deletable('Comment 3')).not.toBeInTheDocument();
    expect(await deletable('Comment 4')).not.toBeInTheDocument();

    await user.click((await deletable('Comment 1'))!);
    const dialog = screen.getByRole('dialog', { name: 'Delete comment' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(client.deleteComment).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByText('Comment 1')).not.toBeInTheDocument());
    expect(onToast).toHaveBeenCalledWith('Comment deleted successfuly', 'success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the comment and shows the server's message when the deletion is refused", async () => {
    const client = fakeClient({ pages: [[comment(1, { nickname: 'Me' })]] });
    client.deleteComment.mockRejectedValueOnce(new ApiError(403, 'Only the author can delete this comment.', null));
    const { user } = setup(client);
    await user.click(within(await commentItem('Comment 1')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Only the author can delete this comment.');
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
  });
});

describe('CommentsSection: new comment', () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('Comment 1');
    const button = screen.getByRole('button', { name: 'New Comment' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    return screen.getByRole('textbox', { name: 'New comment' });
  }

  it('counts characters up to 2000 and keeps Submit disabled while the text is empty', async () => {
    const { user } = setup();
    const box = await openForm(user);
    expect(screen.getByText(/^0\/2000/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(box, '   ');
    expect(submitButton()).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Hello');
    expect(screen.getByText(/^5\/2000/)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2005));
    expect(box).toHaveValue('x'.repeat(2000));
    expect(screen.getByText(/^2000\/2000/)).toBeInTheDocument();
  });

  it('takes up to 3 png, jpg or webp images of at most 2 MB, with previews and remove buttons; drops the rest with a message', async () => {
    const { user } = setup();
    await openForm(user);
    await user.upload(imageInput(), [image('big.png', 'image/png', 2 * 1024 * 1024 + 1), image('one.png'), image('anim.gif', 'image/gif')]);
    expect(screen.getByRole('alert')).toHaveTextContent('big.png is larger than 2 MB');
    expect(screen.getByRole('alert')).toHaveTextContent('anim.gif is not a PNG, JPEG or WebP image');
    const previews = () => within(screen.getByRole('list', { name: 'Attached images' }));
    expect(previews().getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['one.png']);
    expect(previews().getByRole('img', { name: 'one.png' })).toHaveAttribute('src', 'blob:one.png');

    await user.upload(imageInput(), [image('two.jpg', 'image/jpeg'), image('three.webp', 'image/webp'), image('four.png')]);
    expect(previews().getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['one.png', 'two.jpg', 'three.webp']);
    expect(screen.getByRole('alert')).toHaveTextContent('You can attach up to 3 images.');
    expect(screen.getByRole('button', { name: 'Add images (3/3)' })).toBeDisabled();
    expect(screen.queryByText(/big\.png/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove two.jpg' }));
    expect(previews().getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['one.png', 'three.webp']);
    expect(screen.getByRole('button', { name: 'Add images (2/3)' })).toBeEnabled();
  });

  it('sends the trimmed text with the images, disables Submit while saving, then says "Comment saved" and shows the comment first', async () => {
    const client = fakeClient();
    let release: () => void = () => {};
    const created = client.createComment.getMockImplementation()!;
    client.createComment.mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => { release = resolve; });
      return created(...args);
    });
    const { user, onToast } = setup(client);
    const box = await openForm(user);
    await user.type(box, '  My tip  ');
    await user.upload(imageInput(), [image('one.png')]);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(client.createComment).toHaveBeenCalledWith(42, 'My tip', [expect.objectContaining({ name: 'one.png' })]);
    release();
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Comment saved', 'success'));
    expect(screen.queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('My tip');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `${BASE}/media/uploads/one.png`);
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("keeps the text and tells the server's reason when saving fails", async () => {
    const client = fakeClient();
    client.createComment.mockRejectedValueOnce(new ApiError(400, 'one.png is larger than 2 MB', { status: 400, message: 'one.png is larger than 2 MB', errors: [] }));
    const { user, onToast } = setup(client);
    const box = await openForm(user);
    await user.type(box, 'Tip');
    await user.click(submitButton());
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('one.png is larger than 2 MB', 'error'));
    expect(box).toHaveValue('Tip');
    expect(submitButton()).toBeEnabled();
  });
});

describe('CommentsSection: Persian', () => {
  it('speaks Persian, the counts in Persian digits', async () => {
    const client = fakeClient({ pages: [[comment(1, { likesCount: 12, replyCount: 3 })]] });
    render(<LocaleProvider locale="fa"><CommentsSection practiceId={42} nickname="Me" client={client as unknown as PteClient} /></LocaleProvider>);
    const section = await screen.findByRole('region', { name: 'نظرها' });
    expect(await within(section).findByRole('button', { name: 'پاسخ‌ها (۳)' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /پسندیدن ۱۲/ })).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'فقط سؤال‌های آمده در آزمون' })).not.toBeChecked();
  });
});

describe('CommentsSection: accessibility', () => {
  it('has no axe violations with the list, a reply thread and the new-comment form open', async () => {
    const client = fakeClient({
      pages: [[comment(1, { replyCount: 1, images: ['/media/uploads/a.png'] }), comment(2, { nickname: 'Me', prediction: { date: '2026-02-20', country: 'Iran', description: null } })]],
      replies: [reply(1)],
    });
    const { container, user } = setup(client);
    await screen.findByText('Comment 1');
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe(container, rules)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New Comment' }));
    await user.upload(imageInput(), [image('one.png'), image('big.png', 'image/png', 3 * 1024 * 1024)]);
    await user.click(screen.getByRole('button', { name: 'Replies (1)' }));
    await screen.findByText('Reply 1');
    expect((await axe(container, rules)).violations).toEqual([]);
  });
});
