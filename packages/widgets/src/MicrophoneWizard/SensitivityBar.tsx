import { SENSITIVITY_SEGMENTS, WIDE_SENSITIVITY_SEGMENTS, levelTone, sensitivitySegments, type LevelTone } from '@pte-kit/core';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import { microphoneMessages } from './messages';
import * as styles from './MicrophoneWizard.css';

/** Where a screen counts as wide for the 50-segment bar: the laptop widths where 50 segments still stay legible. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const TONE_WORDS: Record<LevelTone, string> = { low: 'too quiet', fair: 'fair', strong: 'strong' };

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the 50-segment bar (false where matchMedia is missing). */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE_SCREEN_QUERY).matches, () => false);
}

export interface SensitivityBarProps {
  /** Microphone level now, 0–100. */
  level: number;
}

/**
 * The live sensitivity bar (dashboard spec §9): 25 segments, 50 on wide screens, red below 20, amber to 45, green
 * above. One meter for assistive technology; the segments are drawing only.
 */
export function SensitivityBar({ level }: SensitivityBarProps) {
  const count = useWideScreen() ? WIDE_SENSITIVITY_SEGMENTS : SENSITIVITY_SEGMENTS;
  const rounded = Math.round(level);
  const t = useT(microphoneMessages);
  return (
    <div
      role="meter"
      aria-label={t('sensitivity')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded} of 100, ${TONE_WORDS[levelTone(level)]}`}
      className={styles.meter}
    >
      {sensitivitySegments(level, count).map((segment, index) => (
        <span key={index} aria-hidden="true" className={styles.segment({ tone: segment.tone, lit: segment.lit })} />
      ))}
    </div>
  );
}
