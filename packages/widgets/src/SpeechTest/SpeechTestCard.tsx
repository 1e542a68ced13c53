import { LIMITS, createSpeechTest, formatClock, type PteClient, type TakeMedia, type TakeStatus } from '@pte-kit/core';
import { useId, useRef, type MouseEvent } from 'react';
import { MicrophonePermissionModal } from '../media/MicrophonePermissionModal';
import { browserTakeMedia } from '../MicrophoneWizard/browserMicrophone';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { useLocale, useT, type Translate } from '../i18n';
import { microphoneMessages } from '../MicrophoneWizard/messages';
import { speechTestMessages } from './messages';
import * as styles from './SpeechTestCard.css';

export interface SpeechTestCardProps {
  /** API client; defaults to the one from PteClientProvider. */
  client?: PteClient;
  /** Shows failures (the microphone's, the transcription's), e.g. as the host's error toast. */
  onToast?: ToastHandler;
  /** Where the microphone setup link leads. @default '/dashboard/microphone-setup' */
  microphoneSetupHref?: string;
  /** Called when the setup link is followed; a router can call preventDefault() and navigate itself. */
  onMicrophoneSetup?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The microphone and the mp3 recorder. @default the browser's microphone with the kit's recorder */
  media?: TakeMedia;
}

function statusText(status: TakeStatus, transcribing: boolean, t: Translate<typeof speechTestMessages>): string {
  if (transcribing) return t('transcribing');
  switch (status) {
    case 'opening':
    case 'cue': return t('opening');
    case 'recording': return t('recording');
    case 'stopping': return t('stopping');
    default: return t('idle', { n: LIMITS.speechTestSeconds });
  }
}

function MicrophoneIcon() {
  return (
    <svg className={styles.micIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg className={styles.micIcon} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" />
    </svg>
  );
}

/**
 * The dashboard's speech self-test (practice-area spec §4): the mic button toggles a recording of up to 5 s; the
 * mp3 goes to the transcription call and what was heard shows in a read-only box. A link leads to the microphone
 * setup for a learner whose words come back wrong.
 */
export function SpeechTestCard({
  client: clientProp, onToast, microphoneSetupHref = '/dashboard/microphone-setup', onMicrophoneSetup, headingLevel = 2, media,
}: SpeechTestCardProps) {
  const client = usePteClient(clientProp);
  const clientRef = useRef(client);
  clientRef.current = client;
  const toastRef = useRef(onToast);
  toastRef.current = onToast;
  const i18n = useLocale();
  // Built once: the client and the toast are read through refs, and a new media prop does not drop a recording.
  const test = useModel(() => createSpeechTest({
    transcribe: (voice) => clientRef.current.transcribe(voice),
    onError: (message) => toastRef.current?.(message, 'error'),
    media: media ?? browserTakeMedia,
    t: (key) => i18n.t(microphoneMessages, key),
  }), []);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const transcriptId = useId();
  const t = useT(speechTestMessages);

  const status = test.take.status.value;
  const transcribing = test.transcribing.value;
  const recording = status === 'recording';
  const busy = transcribing || status === 'opening' || status === 'cue' || status === 'stopping';
  const transcript = test.transcript.value;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>{t('title')}</Heading>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.mic({ recording })}
          aria-label={recording ? t('stop') : t('start')}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => test.toggle()}
        >
          {recording ? <StopIcon /> : <MicrophoneIcon />}
        </button>
        <div className={styles.status}>
          <span className={styles.muted} role="status">{statusText(status, transcribing, t)}</span>
          {recording ? (
            <span className={styles.time} role="timer" aria-live="off">
              {`${formatClock(test.take.elapsedMs.value / 1000)} / ${formatClock(LIMITS.speechTestSeconds)}`}
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={transcriptId}>{t('heard')}</label>
        <textarea
          id={transcriptId}
          className={styles.transcript}
          readOnly
          rows={3}
          value={transcript ?? ''}
          placeholder={t('placeholder')}
          aria-busy={transcribing || undefined}
        />
      </div>
      {transcript === '' ? <p className={styles.muted} role="status">{t('nothingHeard')}</p> : null}
      <a className={styles.link} href={microphoneSetupHref} onClick={onMicrophoneSetup}>{t('microphoneSetup')}</a>
      <MicrophonePermissionModal
        open={test.permissionOpen.value}
        onOpenChange={(open) => {
          if (!open) test.closePermission();
        }}
        onError={(message) => onToast?.(message, 'error')}
      />
    </section>
  );
}
