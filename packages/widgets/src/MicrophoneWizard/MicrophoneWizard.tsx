import {
  LIMITS, WIZARD_STEPS, createMicrophoneWizard, formatClock, type MicrophoneWizardModel,
  type WizardMedia, type WizardStep,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AudioPlayer } from '../media/react';
import { Button } from '../private/Button';
import { useModel } from '../private/useModel';
import { browserWizardMedia, watchMicrophones } from './browserMicrophone';
import { playHonk } from './honk';
import { SensitivityBar } from './SensitivityBar';
import { useT, type Translate } from '../i18n';
import { microphoneMessages } from './messages';
import * as styles from './MicrophoneWizard.css';

export interface MicrophoneWizardProps {
  /** 'Save and return to PTE practice' was pressed (the device id is saved): lead the learner back, e.g. to /dashboard. */
  onFinish: (deviceId: string) => void;
  /** Level of the steps' headings. @default 2 */
  headingLevel?: 2 | 3;
  /** The microphone, its device list and the recorder. @default the browser's, with the kit's mp3 recorder */
  media?: WizardMedia;
  /** The sound before the test recording. @default a synthesised horn */
  cue?: () => Promise<void>;
}

/** Something to say during the test: long enough for the level to settle, with the sounds speech recognition leans on. */
const TEST_SENTENCE = 'Every morning the quiet library fills with students who come to read, think and share their ideas.';

type HeadingTag = 'h2' | 'h3';

interface StepProps {
  wizard: MicrophoneWizardModel;
  Heading: HeadingTag;
  /** Focused when the step appears, so screen readers announce it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function PermissionStep({ wizard, Heading, headingRef }: StepProps) {
  useSignals();
  const t = useT(microphoneMessages);
  const status = wizard.permission.value;
  const grantId = useId();
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>{t('allowTitle')}</Heading>
      <p className={styles.text}>{t('allowText')}</p>
      {status === 'denied' ? (
        <section className={styles.instructions} aria-labelledby={grantId}>
          <h3 id={grantId} className={styles.instructionsTitle}>{t('grantPermission')}</h3>
          <ol className={styles.list}>
            <li>{t('padlock')}</li>
            <li>{t('setAllow')}</li>
            <li>{t('reload', { button: t('requestPermission') })}</li>
          </ol>
          <p className={styles.muted}>{t('phone')}</p>
        </section>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('openFailed', { reason: wizard.permissionMessage.value })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void wizard.requestPermission()} disabled={status === 'requesting'} aria-busy={status === 'requesting' || undefined}>
          {t('requestPermission')}
        </Button>
      </div>
    </>
  );
}

function DeviceStep({ wizard, Heading, headingRef }: StepProps) {
  useSignals();
  const t = useT(microphoneMessages);
  const devices = wizard.devices.value;
  const legendId = useId();
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>{t('chooseTitle')}</Heading>
      <p className={styles.text}>{t('chooseText')}</p>
      {devices.length ? (
        <fieldset className={styles.devices} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>{t('microphones')}</legend>
          {devices.map((device) => (
            <label key={device.deviceId} className={styles.device}>
              <input
                type="radio"
                name="pte-microphone"
                value={device.deviceId}
                checked={wizard.selectedId.value === device.deviceId}
                onChange={() => wizard.select(device.deviceId)}
              />
              {device.label}
            </label>
          ))}
        </fieldset>
      ) : wizard.devicesLoading.value ? (
        <p className={styles.muted} role="status">{t('looking')}</p>
      ) : (
        <p role="alert" className={styles.error}>
          {wizard.devicesFailed.value ? t('listFailed') : t('noneFound')}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => wizard.confirmChoice()} disabled={!wizard.selectedDevice.value}>{t('confirmChoice')}</Button>
        <Button variant="secondary" onClick={() => void wizard.loadDevices()} disabled={wizard.devicesLoading.value}>{t('refresh')}</Button>
      </div>
    </>
  );
}

function VoiceCheck({ wizard }: { wizard: MicrophoneWizardModel }) {
  useSignals();
  const t = useT(microphoneMessages);
  const status = wizard.take.status.value;
  const strong = wizard.voiceDetected.value;
  const finished = status === 'recorded';
  const state = strong ? 'strong' : finished ? 'weak' : 'waiting';
  return (
    <p className={styles.voice({ state })} role="status">
      {strong ? (
        <>
          <span className={styles.success}>{t('voiceSuccess')}</span>
          {t('voiceStrong')}
        </>
      ) : finished ? t('weakVoice') : t('waitingForVoice')}
    </p>
  );
}

function takeStatusText(status: string, t: Translate<typeof microphoneMessages>): string {
  switch (status) {
    case 'opening':
    case 'cue':
    case 'recording':
    case 'stopping':
    case 'recorded': return t(status);
    default: return '';
  }
}

function RecordingStep({ wizard, Heading, headingRef }: StepProps) {
  useSignals();
  const { take } = wizard;
  const status = take.status.value;
  const failure = take.failure.value;
  const audio = take.audio.value;
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!audio) return;
    const url = URL.createObjectURL(audio.blob);
    setAudioUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setAudioUrl(null);
    };
  }, [audio]);
  const seconds = take.elapsedMs.value / 1000;
  const limit = LIMITS.microphoneTestSeconds;
  const live = status === 'cue' || status === 'recording';
  const t = useT(microphoneMessages);

  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>{t('testTitle')}</Heading>
      <p className={styles.text}>{t('testText')}</p>
      <p className={styles.prompt} lang="en" dir="ltr">{TEST_SENTENCE}</p>
      <p className={styles.muted} aria-live="polite">{takeStatusText(status, t)}</p>
      <div className={styles.timeRow}>
        <span className={styles.time} role="timer" aria-live="off">{`${formatClock(seconds)} / ${formatClock(limit)}`}</span>
        <progress className={styles.progress} max={limit} value={Math.min(seconds, limit)} aria-label={t('recordingTime', { n: limit })} />
      </div>
      <SensitivityBar level={take.level.value} />
      {failure ? null : <VoiceCheck wizard={wizard} />}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.kind === 'permission'
            ? t('permissionFailure')
            : t('recordingFailed', { reason: failure.message })}
        </p>
      ) : null}
      {status === 'recorded' && audioUrl ? (
        <AudioPlayer className={styles.player} src={audioUrl} label={t('testRecording')} downloadName="microphone-test.mp3" />
      ) : null}
      <div className={styles.actions}>
        {live ? <Button variant="danger" onClick={() => wizard.stop()} disabled={status !== 'recording'}>{t('stop')}</Button> : null}
        {status === 'recorded' || failure ? (
          <Button variant="secondary" onClick={() => wizard.tryAgain()}>{t('tryAgain')}</Button>
        ) : null}
        {status === 'recorded' ? <Button onClick={() => wizard.confirmChanges()}>{t('confirmChanges')}</Button> : null}
      </div>
    </>
  );
}

function ResultStep({ wizard, Heading, headingRef, onFinish }: StepProps & { onFinish: (deviceId: string) => void }) {
  useSignals();
  const device = wizard.selectedDevice.value;
  const recognised = wizard.voiceDetected.value;
  const t = useT(microphoneMessages);
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>{t('doneTitle')}</Heading>
      <dl className={styles.summary}>
        <dt className={styles.term}>{t('microphone')}</dt>
        <dd className={styles.definition}>{device?.label ?? t('defaultMicrophone')}</dd>
        <dt className={styles.term}>{t('recognised')}</dt>
        <dd className={styles.definition}>{recognised ? t('yes') : t('no')}</dd>
      </dl>
      <p className={styles.muted}>
        {recognised
          ? t('willRecord')
          : t('quiet')}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            wizard.save();
            onFinish(wizard.selectedId.value ?? 'default');
          }}
        >
          {t('finish')}
        </Button>
      </div>
    </>
  );
}

/**
 * The microphone setup wizard (dashboard spec §4): allow the microphone, choose it, record a test after a horn
 * while a live sensitivity bar and the 60 s time bar run, listen back, and confirm. The chosen device id is saved in
 * localStorage 'microphoneDeviceId', where every recorder of the kit reads it. Each step's heading takes the focus
 * when it appears, so screen readers announce the step.
 */
export function MicrophoneWizard({ onFinish, headingLevel = 2, media, cue = playHonk }: MicrophoneWizardProps) {
  // Built once: a new media or cue prop must not restart the setup midway. The inputs plugged into the page are the
  // browser's, so a media without its own watch still follows the browser's devicechange.
  const wizard = useModel(
    () => createMicrophoneWizard({ media: media ? { watchDevices: watchMicrophones, ...media } : browserWizardMedia, cue }),
    [],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = wizard.step.value;
  const shownStep = useRef(step);
  const Heading: HeadingTag = `h${headingLevel}`;
  const t = useT(microphoneMessages);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const stepProps: StepProps = { wizard, Heading, headingRef };
  return (
    <section className={styles.root} aria-label={t('setup')}>
      <ol className={styles.steps} aria-label={t('progress')}>
        {WIZARD_STEPS.map((name, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'upcoming';
          const canReturn = index < step && index > 0;
          return (
            <li key={name} className={styles.stepTab({ state })} aria-current={index === step ? 'step' : undefined}>
              <span className={styles.stepNumber}>
                {t('step', { n: index + 1 })}
                <span className={styles.stepTotal}>{t('ofSteps', { n: WIZARD_STEPS.length })}</span>
              </span>
              {canReturn ? (
                <button type="button" className={styles.stepButton} onClick={() => wizard.goTo(index as WizardStep)}>{t('stepName', { name: name.replace(' ', '_') })}</button>
              ) : (
                <span>{t('stepName', { name: name.replace(' ', '_') })}{index < step ? <span className={styles.muted}>{t('done')}</span> : null}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.panel}>
        {step === 0 ? <PermissionStep {...stepProps} /> : null}
        {step === 1 ? <DeviceStep {...stepProps} /> : null}
        {step === 2 ? <RecordingStep {...stepProps} /> : null}
        {step === 3 ? <ResultStep {...stepProps} onFinish={onFinish} /> : null}
      </div>
    </section>
  );
}
