import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { useT } from '../i18n';
import { upgradeMessages } from './messages';
import * as styles from './UpgradeModal.css';

function DefaultBody() {
  const t = useT(upgradeMessages);
  return (
    <>
      <p className={styles.text}>{t('premiumOnly')}</p>
      <p className={styles.text}>{t('premiumUnlocks')}</p>
    </>
  );
}

export interface UpgradeModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the learner closes it (Maybe later, Escape, the close button, the backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Heading, also the dialog's name. @default 'Premium feature' */
  title?: ReactNode;
  /** What the learner is missing. @default a paragraph saying the feature is for premium learners */
  children?: ReactNode;
  /** Where 'Explore Plans' leads. @default '/dashboard/plans' */
  plansHref?: string;
  /** Called when 'Explore Plans' is followed; a router can call preventDefault() and navigate itself. */
  onExplorePlans?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Tells a free learner a feature needs a premium plan: 'Explore Plans' leads to the plans page, 'Maybe later' closes. */
export function UpgradeModal({
  open, onOpenChange, title, children = <DefaultBody />, plansHref = '/dashboard/plans', onExplorePlans,
}: UpgradeModalProps) {
  const t = useT(upgradeMessages);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('premiumFeature')}
      footer={(
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('maybeLater')}</Button>
          <a className={styles.explore} href={plansHref} onClick={onExplorePlans}>{t('explorePlans')}</a>
        </>
      )}
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
