import { ACCENTS, SPEAKERS, defaultSpeaker, questionAudioPath, type PracticeQuestion, type Speaker } from '@pte-kit/core';
import { useId, useState } from 'react';
import * as styles from './PracticeCard.css';

const STORAGE_KEY = 'selectedSpeaker';

function storedSpeaker(): Speaker | undefined {
  try {
    const id = globalThis.localStorage?.getItem(STORAGE_KEY);
    return SPEAKERS.find((speaker) => speaker.id === id);
  } catch {
    return undefined;
  }
}

/** The voice the learner picked last (remembered locally), else the recording's own default voice. */
export function useSpeaker(question: PracticeQuestion): [Speaker, (speaker: Speaker) => void] {
  const content = question.content as { voice?: string };
  const [speaker, setSpeaker] = useState<Speaker>(() => storedSpeaker() ?? defaultSpeaker(content.voice === 'male' ? 'male' : 'female'));
  const choose = (next: Speaker) => {
    setSpeaker(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next.id);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  return [speaker, choose];
}

/** Whether the question has a recording to play. */
export function hasRecording(question: PracticeQuestion): boolean {
  return 'transcript' in question.content || question.content.kind === 'respondToASituation';
}

interface QuestionMediaProps {
  question: PracticeQuestion;
  /** Origin of the API serving /media. */
  mediaBaseUrl: string;
  speaker: Speaker;
  onSpeakerChange: (speaker: Speaker) => void;
}

/** What the learner hears and sees before answering: the recording with its voice selector, the text to read, the picture. */
export function QuestionMedia({ question, mediaBaseUrl, speaker, onSpeakerChange }: QuestionMediaProps) {
  const selectId = useId();
  const { content } = question;
  const unavailable = ACCENTS.filter((accent) => !SPEAKERS.some((entry) => entry.accent === accent));
  return (
    <>
      {hasRecording(question) ? (
        <div className={styles.media}>
          <div className={styles.mediaRow}>
            <audio
              className={styles.audio}
              controls
              preload="metadata"
              src={`${mediaBaseUrl}${questionAudioPath(question.id, speaker.id)}`}
              aria-label={`Recording, ${speaker.label}`}
            >
              <track kind="captions" />
            </audio>
            <label className={styles.label} htmlFor={selectId}>Voice</label>
            <select
              id={selectId}
              className={styles.select}
              value={speaker.id}
              onChange={(event) => onSpeakerChange(SPEAKERS.find((entry) => entry.id === event.target.value) ?? speaker)}
            >
              {SPEAKERS.map((entry) => <option key={entry.id} value={entry.id}>{entry.label}</option>)}
              {unavailable.map((accent) => <option key={accent} disabled>{`${accent} · no offline voice`}</option>)}
            </select>
          </div>
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
