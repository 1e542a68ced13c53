import {
  LIMITS, MEDIA_MESSAGES, MICROPHONE_MESSAGES, WIZARD_STEPS, createMicrophoneWizard, formatClock, type MicrophoneWizardModel,
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
  const status = wizard.permission.value;
  const grantId = useId();
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>Allow the microphone</Heading>
      <p className={styles.text}>
        Your spoken answers are recorded in the browser. Allow this site to use your microphone to test it and choose the one
        to record with.
      </p>
      {status === 'denied' ? (
        <section className={styles.instructions} aria-labelledby={grantId}>
          <h3 id={grantId} className={styles.instructionsTitle}>{MICROPHONE_MESSAGES.grantPermission}</h3>
          <ol className={styles.list}>
            <li>Click the padlock or site settings icon at the start of your browser&apos;s address bar.</li>
            <li>Set Microphone to Allow for this site.</li>
            <li>Reload the page if the browser asks, then press {MEDIA_MESSAGES.requestPermission} again.</li>
          </ol>
          <p className={styles.muted}>On a phone, also check that the browser may use the microphone in the system settings.</p>
        </section>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {`The microphone could not be opened: ${wizard.permissionMessage.value} Check that one is connected, then try again.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void wizard.requestPermission()} disabled={status === 'requesting'} aria-busy={status === 'requesting' || undefined}>
          {MEDIA_MESSAGES.requestPermission}
        </Button>
      </div>
    </>
  );
}

function DeviceStep({ wizard, Heading, headingRef }: StepProps) {
  useSignals();
  const devices = wizard.devices.value;
  const legendId = useId();
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>Choose your microphone</Heading>
      <p className={styles.text}>A headset microphone close to your mouth gives the clearest recordings.</p>
      {devices.length ? (
        <fieldset className={styles.devices} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>Microphones</legend>
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
        <p className={styles.muted} role="status">Looking for microphones…</p>
      ) : (
        <p role="alert" className={styles.error}>
          {wizard.devicesFailed.value ? 'The microphones could not be listed.' : 'No microphone was found. Connect one, then press Refresh.'}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => wizard.confirmChoice()} disabled={!wizard.selectedDevice.value}>{MICROPHONE_MESSAGES.confirmChoice}</Button>
        <Button variant="secondary" onClick={() => void wizard.loadDevices()} disabled={wizard.devicesLoading.value}>Refresh</Button>
      </div>
    </>
  );
}

function VoiceCheck({ wizard }: { wizard: MicrophoneWizardModel }) {
  useSignals();
  const status = wizard.take.status.value;
  const strong = wizard.voiceDetected.value;
  const finished = status === 'recorded';
  const state = strong ? 'strong' : finished ? 'weak' : 'waiting';
  return (
    <p className={styles.voice({ state })} role="status">
      {strong ? (
        <>
          <span className={styles.success}>{MICROPHONE_MESSAGES.voiceSuccess}</span>
          {MICROPHONE_MESSAGES.voiceStrong}
        </>
      ) : finished ? 'No strong voice was heard. Speak up or move closer to the microphone, then Try Again.' : MICROPHONE_MESSAGES.waitingForVoice}
    </p>
  );
}

function takeStatusText(status: string): string {
  switch (status) {
    case 'opening': return 'Opening the microphone…';
    case 'cue': return 'Listen for the horn, then start speaking.';
    case 'recording': return 'Recording: read the sentence aloud.';
    case 'stopping': return 'Preparing your recording…';
    case 'recorded': return 'Listen to your recording.';
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

  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>Test your microphone</Heading>
      <p className={styles.text}>After the horn, read this sentence aloud in the voice you will use in the exam:</p>
      <p className={styles.prompt}>{TEST_SENTENCE}</p>
      <p className={styles.muted} aria-live="polite">{takeStatusText(status)}</p>
      <div className={styles.timeRow}>
        <span className={styles.time} role="timer" aria-live="off">{`${formatClock(seconds)} / ${formatClock(limit)}`}</span>
        <progress className={styles.progress} max={limit} value={Math.min(seconds, limit)} aria-label={`Recording time, out of ${limit} seconds`} />
      </div>
      <SensitivityBar level={take.level.value} />
      {failure ? null : <VoiceCheck wizard={wizard} />}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.kind === 'permission'
            ? `${MICROPHONE_MESSAGES.grantPermission}: allow this site to use the microphone in your browser's settings, then Try Again.`
            : `The recording did not work: ${failure.message}`}
        </p>
      ) : null}
      {status === 'recorded' && audioUrl ? (
        <AudioPlayer className={styles.player} src={audioUrl} label="Your test recording" downloadName="microphone-test.mp3" />
      ) : null}
      <div className={styles.actions}>
        {live ? <Button variant="danger" onClick={() => wizard.stop()} disabled={status !== 'recording'}>Stop</Button> : null}
        {status === 'recorded' || failure ? (
          <Button variant="secondary" onClick={() => wizard.tryAgain()}>{MICROPHONE_MESSAGES.tryAgain}</Button>
        ) : null}
        {status === 'recorded' ? <Button onClick={() => wizard.confirmChanges()}>{MICROPHONE_MESSAGES.confirmChanges}</Button> : null}
      </div>
    </>
  );
}

function ResultStep({ wizard, Heading, headingRef, onFinish }: StepProps & { onFinish: (deviceId: string) => void }) {
  useSignals();
  const device = wizard.selectedDevice.value;
  const recognised = wizard.voiceDetected.value;
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>Your microphone is set up</Heading>
      <dl className={styles.summary}>
        <dt className={styles.term}>Microphone</dt>
        <dd className={styles.definition}>{device?.label ?? 'Default microphone'}</dd>
        <dt className={styles.term}>Speech recognised</dt>
        <dd className={styles.definition}>{recognised ? 'Yes' : 'No'}</dd>
      </dl>
      <p className={styles.muted}>
        {recognised
          ? 'Your spoken answers will be recorded with this microphone.'
          : 'Your voice was quiet in the test. Your answers will still be recorded with this microphone; go back to the recording test to try again.'}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            wizard.save();
            onFinish(wizard.selectedId.value ?? 'default');
          }}
        >
          {MICROPHONE_MESSAGES.finish}
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

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const stepProps: StepProps = { wizard, Heading, headingRef };
  return (
    <section className={styles.root} aria-label="Microphone setup">
      <ol className={styles.steps} aria-label="Setup progress">
        {WIZARD_STEPS.map((name, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'upcoming';
          const canReturn = index < step && index > 0;
          return (
            <li key={name} className={styles.stepTab({ state })} aria-current={index === step ? 'step' : undefined}>
              <span className={styles.stepNumber}>
                {`Step ${index + 1}`}
                <span className={styles.stepTotal}>{` of ${WIZARD_STEPS.length}`}</span>
              </span>
              {canReturn ? (
                <button type="button" className={styles.stepButton} onClick={() => wizard.goTo(index as WizardStep)}>{name}</button>
              ) : (
                <span>{name}{index < step ? <span className={styles.muted}> (done)</span> : null}</span>
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
