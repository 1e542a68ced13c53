export { createSpeechRenderer, defaultCacheDir, VoiceUnavailableError } from './speech';
export type { SpeechRenderer, SpeechRequest, RenderedSpeech } from './speech';
export { voiceEngines, engineOf } from './voices';
export type { VoiceEngine } from './voices';
export { readWav, writeWav, durationSeconds, beep } from './wav';
export type { Pcm } from './wav';
export { renderChartSvg, renderChartPng, chartAltText } from './charts';
export { createChartImages } from './chartImages';
export type { ChartImages } from './chartImages';
