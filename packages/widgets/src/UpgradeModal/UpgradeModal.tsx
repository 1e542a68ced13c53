import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import * as styles from './UpgradeModal.css';

const DEFAULT_BODY = (
  <>
    <p className={styles.text}>This feature is for premium learners.</p>
    <p className={styles.text}>A premium plan unlocks it, along with the prediction lists, unlimited AI scoring and detailed progress insights.</p>
  </>
);

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
  open, onOpenChange, title = 'Premium feature', children = DEFAULT_BODY, plansHref = '/dashboard/plans', onExplorePlans,
}: UpgradeModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={(
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Maybe later</Button>
          <a className={styles.explore} href={plansHref} onClick={onExplorePlans}>Explore Plans</a>
        </>
      )}
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
