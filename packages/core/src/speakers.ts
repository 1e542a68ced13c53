/** Accents the speaker selector offers; an accent with no offline voice is shown as unavailable. */
export type Accent = 'US' | 'UK' | 'AU' | 'IN';
export const ACCENTS: readonly Accent[] = ['US', 'UK', 'AU', 'IN'];

export interface Speaker {
  /** Stable id used in media URLs and kept in localStorage `selectedSpeaker`. */
  id: string;
  /** What the selector shows, accent first. */
  label: string;
  accent: Accent;
  gender: 'female' | 'male';
  /** Natural-sounding voice that speech recognition reads reliably (used for tasks the speaking tests replay). */
  natural: boolean;
}

/** localStorage key of the voice the learner picked last in the timing player (read before the player loads). */
export const SPEAKER_STORAGE_KEY = 'selectedSpeaker';

/** The voices the offline generator renders prompt audio with. */
export const SPEAKERS: readonly Speaker[] = [
  { id: 'us-female', label: 'US · female', accent: 'US', gender: 'female', natural: true },
  { id: 'us-male', label: 'US · male', accent: 'US', gender: 'male', natural: true },
  { id: 'us-male-2', label: 'US · male (clear)', accent: 'US', gender: 'male', natural: false },
  { id: 'uk-scottish', label: 'UK · Scottish male', accent: 'UK', gender: 'male', natural: true },
  { id: 'uk-rp', label: 'UK · RP male', accent: 'UK', gender: 'male', natural: false },
  { id: 'uk-male', label: 'UK · male', accent: 'UK', gender: 'male', natural: false },
];

/** The default voice of a recording that asks for a gender: natural US voices. */
export function defaultSpeaker(gender: 'female' | 'male' = 'female'): Speaker {
  return SPEAKERS.find((speaker) => speaker.natural && speaker.accent === 'US' && speaker.gender === gender)!;
}

/** Accents with at least one voice. */
export function availableAccents(): Accent[] {
  return ACCENTS.filter((accent) => SPEAKERS.some((speaker) => speaker.accent === accent));
}

/** The spec's 'random' speaker: about a 15 % chance of an IN-labelled voice when any exist, else uniform. */
export function randomSpeaker(random: () => number = Math.random, speakers: readonly Speaker[] = SPEAKERS): Speaker {
  const indian = speakers.filter((speaker) => speaker.accent === 'IN');
  const others = speakers.filter((speaker) => speaker.accent !== 'IN');
  if (indian.length && (others.length === 0 || random() < 0.15)) return indian[Math.floor(random() * indian.length)];
  return others[Math.floor(random() * others.length)];
}

/** URL of a question's recording in one voice. */
export function questionAudioPath(questionId: number, speakerId: string): string {
  return `/media/questions/${questionId}/${speakerId}.mp3`;
}

/** The voice a word is spoken in for one accent (natural first), or undefined when no offline voice has it. */
export function accentSpeaker(accent: Accent, speakers: readonly Speaker[] = SPEAKERS): Speaker | undefined {
  const ofAccent = speakers.filter((speaker) => speaker.accent === accent);
  return ofAccent.find((speaker) => speaker.natural) ?? ofAccent[0];
}

/** URL of a word spoken in one accent (dictation, word of the day, word books). */
export function wordAudioPath(word: string, accent: Accent): string {
  return `/media/words/${encodeURIComponent(word.toLowerCase())}/${accent.toLowerCase()}.mp3`;
}

/** URL of a lesson video's cover picture. */
export function lessonCoverPath(key: string): string {
  return `/media/lessons/${encodeURIComponent(key)}/cover.png`;
}

/**
 * A media path from the API (`/media/...`) made absolute against the API origin: embedded widgets run on
 * other origins, where a bare path would point at the host page. Absolute and protocol-relative URLs pass.
 */
export function mediaUrl(path: string, baseURL: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${baseURL}${path}` : path;
}
