import { LIMITS } from '@pte-kit/core';
import { useId, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { useT } from '../i18n';
import { upgradeMessages } from '../UpgradeModal/messages';
import * as styles from './AiQuota.css';

const DEFAULT_PLANS_HREF = '/dashboard/plans';

export interface FreeAiScoreModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** AI-scored submissions left on the free plan. */
  remaining: number;
  /** Where 'Upgrade Now' leads. @default '/dashboard/plans' */
  plansHref?: string;
}

/** 'Free AI Score': how many AI-scored submissions the free plan has left, with 'Ok, Got it' and 'Upgrade Now'. */
export function FreeAiScoreModal({ open, onOpenChange, remaining, plansHref = DEFAULT_PLANS_HREF }: FreeAiScoreModalProps) {
  const t = useT(upgradeMessages);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('freeAiTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('gotIt')}</Button>
          <a className={styles.upgrade} href={plansHref}>{t('upgradeNow')}</a>
        </>
      }
    >
      <p className={styles.text}>{t('freeAiBody', { limit: LIMITS.freeAiSubmissions, n: remaining })}</p>
    </Modal>
  );
}

export interface OutOfQuotaModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where 'Upgrade Now' leads. @default '/dashboard/plans' */
  plansHref?: string;
}

/** Shown when a free learner has no AI-scored submissions left and tries another. */
export function OutOfQuotaModal({ open, onOpenChange, plansHref = DEFAULT_PLANS_HREF }: OutOfQuotaModalProps) {
  const t = useT(upgradeMessages);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('noneLeft')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('gotIt')}</Button>
          <a className={styles.upgrade} href={plansHref}>{t('upgradeNow')}</a>
        </>
      }
    >
      <OutOfQuotaText />
    </Modal>
  );
}

function OutOfQuotaText() {
  const t = useT(upgradeMessages);
  return <p className={styles.text}>{t('usedAll', { limit: LIMITS.freeAiSubmissions })}</p>;
}

export interface OutOfQuotaNoticeProps {
  /** The task's name, e.g. 'Write Essay'. */
  taskName: string;
  /** Where 'Upgrade Now' leads. @default '/dashboard/plans' */
  plansHref?: string;
}

/**
 * In place of an AI-scored task's answer area (timer and recorder included) when the free plan has no AI scores
 * left: says so before the learner writes or records anything, and offers the upgrade.
 */
export function OutOfQuotaNotice({ taskName, plansHref = DEFAULT_PLANS_HREF }: OutOfQuotaNoticeProps) {
  const titleId = useId();
  const t = useT(upgradeMessages);
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.noticeTitle}>{t('noneLeftFor', { task: taskName })}</h4>
      <OutOfQuotaText />
      <div>
        <a className={styles.upgrade} href={plansHref}>{t('upgradeNow')}</a>
      </div>
    </section>
  );
}

export interface AiQuotaBadgeProps {
  /** AI-scored submissions left; the badge is for TRIAL learners, so pass null (unlimited) to show nothing. */
  remaining: number | null | undefined;
  /** Where 'Upgrade Now' leads. @default '/dashboard/plans' */
  plansHref?: string;
}

/** The TRIAL learner's badge of AI-scored submissions left; clicking it explains the free plan. */
export function AiQuotaBadge({ remaining, plansHref }: AiQuotaBadgeProps) {
  const [open, setOpen] = useState(false);
  const t = useT(upgradeMessages);
  if (remaining === null || remaining === undefined) return null;
  return (
    <>
      <button type="button" className={styles.badge({ empty: remaining === 0 })} onClick={() => setOpen(true)}>
        {t('left', { n: remaining })}
      </button>
      <FreeAiScoreModal open={open} onOpenChange={setOpen} remaining={remaining} plansHref={plansHref} />
    </>
  );
}
