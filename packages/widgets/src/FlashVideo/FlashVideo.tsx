import { mediaUrl, type PteClient, type TaskDefinition } from '@pte-kit/core';
import { useState } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import { Button } from '../private/Button';
import { usePteClient } from '../PteClientProvider';
import type { FlashVideoState } from './FlashVideoDialogs';
import { useT } from '../i18n';
import { toolsMessages } from '../TranslateWords/messages';

// The button renders with the section header; the dialogs (the lesson player, the upgrade prompt) come at the first press.
const FlashVideoDialogs = deferred(() => import('./FlashVideoDialogs').then((module) => module.FlashVideoDialogs));

export interface FlashVideoProps {
  /** The task whose LEARNING lesson (and its skill's FOUNDATION lesson) the button opens. */
  task: TaskDefinition;
  /** API client; @default the one from PteClientProvider */
  client?: PteClient;
  /** Where 'Explore Plans' leads for free learners. @default '/dashboard/plans' */
  plansHref?: string;
}

/**
 * The section header's Flash Video button: premium learners watch the task's narrated lessons (speed
 * 0.5–2×); others get the 'Upgrade to Continue' modal; a task without lessons shows 'Coming Soon'.
 */
export function FlashVideo({ task, client, plansHref }: FlashVideoProps) {
  const api = usePteClient(client);
  const [state, setState] = useState<FlashVideoState>({ kind: 'closed' });
  // Mounted at the first answer and kept, so a dialog closes (and hands focus back) like every other.
  const [shown, setShown] = useState(false);
  const t = useT(toolsMessages);

  const open = async () => {
    setState({ kind: 'loading' });
    FlashVideoDialogs.preload().catch(() => {}); // with the lessons, not after them; the render asks again
    try {
      const videos = (await api.getVideos(task.skill, task.apiTask))._embedded.videoDtoList;
      // The server signs video links for premium learners only: no link means the plan does not include videos.
      // Media paths are the API's: make them absolute for pages on another origin (embedded widgets).
      const located = videos.map((video) => ({ ...video, cover: mediaUrl(video.cover, api.baseURL), url: video.url && mediaUrl(video.url, api.baseURL) }));
      setState(videos.length > 0 && videos.every((video) => video.url === null) ? { kind: 'upgrade' } : { kind: 'lessons', videos: located });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message || t('lessonsFailed') });
    }
    setShown(true);
  };
  const close = () => setState({ kind: 'closed' });

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-busy={state.kind === 'loading' || undefined} onClick={() => void open()}>
        <span aria-hidden="true">▶</span> {t('flashVideo')}
      </Button>
      {shown ? (
        <Later><FlashVideoDialogs state={state} task={task} plansHref={plansHref} onClose={close} /></Later>
      ) : null}
    </>
  );
}
