/** Messages between the recorder, the capture worklet and the encoder worker. */
export type EncoderRequest =
  /** Opens an encoder; `pcm` is the worklet's end of a channel when the worklet feeds the worker directly. */
  | { type: 'start'; sampleRate: number; kbps: number; blockSamples: number; pcm?: MessagePort }
  | PcmMessage;

/** Audio as it is captured, then the end of the recording. */
export type PcmMessage = { type: 'pcm'; samples: Float32Array } | { type: 'end' };

export type EncoderResponse =
  | { type: 'done'; mp3: ArrayBuffer; dataUrl: string; sampleCount: number; sampleRate: number }
  | { type: 'error'; message: string };
