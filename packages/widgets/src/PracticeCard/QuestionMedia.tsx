import { SPEAKERS, SPEAKER_STORAGE_KEY, defaultSpeaker, hasRecording, type PracticeQuestion, type Speaker } from '@pte-kit/core';
import { Suspense, useState } from 'react';
import { deferred } from '../AnswerArea/lazy';
import { useT } from '../i18n';
import { practiceCardMessages } from './messages';
import * as styles from './PracticeCard.css';

/**
 * The timing player (with its waveform) is fetched only for a question that plays a recording: the practice card
 * preloads it with the answer area when the task's content kind plays one.
 */
export const TimingPlayer = deferred(() => import('../media/timing-player.react.generated').then((module) => module.TimingPlayer));

function storedSpeaker(): Speaker | undefined {
  try {
    const id = globalThis.localStorage?.getItem(SPEAKER_STORAGE_KEY);
    return SPEAKERS.find((speaker) => speaker.id === id);
  } catch {
    return undefined;
  }
}

/**
 * The voice the learner will hear: the one picked last (the timing player keeps it in localStorage), else the
 * recording's own default voice (always, in the exam); updated from the player's events.
 */
export function useSpeaker(question: PracticeQuestion, exam = false): [Speaker, (speaker: Speaker) => void] {
  const content = question.content as { voice?: string };
  return useState<Speaker>(() => (exam ? undefined : storedSpeaker()) ?? defaultSpeaker(content.voice === 'male' ? 'male' : 'female'));
}

interface QuestionMediaProps {
  question: PracticeQuestion;
  /** Origin of the API serving /media. */
  mediaBaseUrl: string;
  /** The voice chosen in the player (or picked at random for this playthrough). */
  onSpeakerChange: (speaker: Speaker) => void;
  /** The recording played to its end. */
  onAudioEnded?: () => void;
  /** Seconds of 'Play after N sec' before the recording plays by itself. */
  autoplayDelay: number;
  /** The exam's player (a mock test): the recording plays once, with no pause, seeking, speed or voice. */
  exam?: boolean;
}

/** What the learner hears and sees before answering: the recording in the timing player, the text to read, the picture. */
export function QuestionMedia({ question, mediaBaseUrl, onSpeakerChange, onAudioEnded, autoplayDelay, exam }: QuestionMediaProps) {
  const { content } = question;
  const t = useT(practiceCardMessages);
  const voice = (content as { voice?: string }).voice === 'male' ? 'male' : 'female';
  const discussion = content.kind === 'summarizeGroupDiscussion';
  return (
    <>
      {hasRecording(question.content) ? (
        <div className={styles.media}>
          <Suspense fallback={<div className={styles.playerPlaceholder} aria-busy="true" />}>
            <TimingPlayer
              // A group discussion is one recording in its speakers' own voices: no voice to choose.
              src={discussion ? `${mediaBaseUrl}/media/questions/${question.id}/default.mp3` : null}
              questionId={discussion ? null : question.id}
              mediaBase={mediaBaseUrl}
              voice={voice}
              autoplay
              exam={exam}
              delay={autoplayDelay}
              waveform
              label={t('recording')}
              onSpeakerChange={(event) => onSpeakerChange(event.detail.speaker)}
              onEnded={(event) => {
                onSpeakerChange(event.detail.speaker);
                onAudioEnded?.();
              }}
            />
          </Suspense>
        </div>
      ) : null}
      {content.kind === 'readAloud' ? <p className={styles.prompt}>{content.text}</p> : null}
      {content.kind === 'respondToASituation' ? <p className={styles.prompt}>{content.situation}</p> : null}
      {content.kind === 'describeImage' ? (
        <img className={styles.picture} src={`${mediaBaseUrl}/media/questions/${question.id}/image.png`} alt={content.altText} width={1200} height={840} />
      ) : null}
    </>
  );
}
