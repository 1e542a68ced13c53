import { TARGET_SCORES, type PteClient, type TargetDto } from '@pte-kit/core';
import { useId, useState } from 'react';
import { deferred, Later } from '../AnswerArea/lazy';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { VisuallyHidden } from '../private/VisuallyHidden';
import type { ToastHandler } from '../QuestionTools/messages';
import { useLocale, useT } from '../i18n';
import { targetMessages } from './messages';
import * as styles from './TargetPanel.css';

/** The modal's code (the form, the date picker) is fetched at the first Set Target, not with the dashboard. */
const SetTargetModal = deferred(() => import('./SetTargetModal').then((module) => module.SetTargetModal));

export interface TargetPanelProps {
  /** The learner's target; null while it loads. */
  target: TargetDto | null;
  /** Shows skeletons. @default target === null */
  loading?: boolean;
  /** Called with the target a save stored (the dashboard passes it to the countdown). */
  onSaved?: (target: TargetDto) => void;
  /** Receives the Set Target modal's messages, e.g. as the host's toasts. */
  onToast?: ToastHandler;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Today in the learner's zone (YYYY-MM-DD). @default today in the device's zone */
  today?: string;
  /** Level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** The target panel (spec §2): overall, listening, reading, writing and speaking targets, and Set Target. */
export function TargetPanel({ target, loading = target === null, onSaved, onToast, client, today, headingLevel = 2 }: TargetPanelProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = useT(targetMessages);
  const i18n = useLocale();

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>{t('title')}</Heading>
        <Button
          disabled={!target}
          aria-haspopup="dialog"
          onPointerEnter={() => void SetTargetModal.preload().catch(() => undefined)}
          onClick={() => { setSaved(null); setOpen(true); }}
        >
          {t('setTarget')}
        </Button>
      </div>
      {loading ? <VisuallyHidden as="p" role="status">{t('loading')}</VisuallyHidden> : null}
      <dl className={styles.scores}>
        {TARGET_SCORES.map((key) => (
          <div key={key} className={styles.score}>
            <dt className={styles.scoreLabel}>{t('score', { key })}</dt>
            <dd className={styles.scoreValue} data-score={key}>
              {loading || !target ? <Skeleton width="xs" /> : (typeof target[key] === 'number' ? i18n.number(target[key]) : <><span aria-hidden="true">–</span><VisuallyHidden>{t('notSet')}</VisuallyHidden></>)}
            </dd>
          </div>
        ))}
      </dl>
      {!onToast ? <VisuallyHidden as="p" role="status">{saved}</VisuallyHidden> : null}
      {open && target ? (
        <Later>
          <SetTargetModal
            onOpenChange={setOpen}
            target={target}
            client={client}
            today={today}
            onToast={onToast}
            onSaved={(next) => {
              if (!onToast) setSaved(t('saved'));
              onSaved?.(next);
            }}
          />
        </Later>
      ) : null}
    </section>
  );
}
