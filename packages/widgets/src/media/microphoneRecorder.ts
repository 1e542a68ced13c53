/// <reference path="./inlineWorker.d.ts" />
import { LIMITS, levelOf, microphoneConstraints } from '@pte-kit/core';
import { CAPTURE_PROCESSOR, CAPTURE_PROCESSOR_SOURCE } from './captureWorklet';
import type { EncoderRequest, EncoderResponse } from './encoderProtocol';

/** A finished recording: the mp3, the same bytes as a base64 data URL, and its length. */
export interface RecordedAudio {
  blob: Blob;
  dataUrl: string;
  durationMs: number;
}

/** One recording in progress. */
export interface MicrophoneRecording {
  /** Average microphone level now, 0–100 (core's levelOf scale). */
  level(): number;
  /** Milliseconds recorded so far. */
  elapsedMs(): number;
  /** Ends the recording: the microphone is released at once and the mp3 arrives when the encoder has flushed. */
  finish(): Promise<RecordedAudio>;
  /** Drops the recording and releases the microphone. */
  cancel(): void;
}

/** Asks for the microphone with the kit's constraints; rejects with the browser's DOMException (NotAllowedError…). */
export function openMicrophone(deviceId?: string): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('This browser cannot record from a microphone here (a secure https page is needed).', 'NotSupportedError'));
  }
  return navigator.mediaDevices.getUserMedia(microphoneConstraints(deviceId));
}

const FINISH_TIMEOUT_MS = 10_000;

/**
 * An AudioContext at the microphone's own rate: Firefox refuses to connect a stream to a context of another rate,
 * so the 44.1 kHz request is honoured when the device can, and the encoder follows whatever rate results.
 */
function contextFor(stream: MediaStream): AudioContext {
  const rate = stream.getAudioTracks()[0]?.getSettings().sampleRate;
  try {
    return rate ? new AudioContext({ sampleRate: rate }) : new AudioContext();
  } catch {
    return new AudioContext();
  }
}

/** Plays the start-of-recording beep (a 0.35 s 880 Hz tone with soft edges) and resolves when it has finished. */
export async function playBeep(context?: AudioContext): Promise<void> {
  const ctx = context ?? new AudioContext();
  await ctx.resume();
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  const start = ctx.currentTime + 0.02;
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.3, start + 0.02);
  gain.gain.setValueAtTime(0.3, start + 0.31);
  gain.gain.linearRampToValueAtTime(0, start + 0.35);
  oscillator.connect(gain).connect(ctx.destination);
  await new Promise<void>((resolve) => {
    oscillator.onended = () => resolve();
    oscillator.start(start);
    oscillator.stop(start + 0.36);
  });
  oscillator.disconnect();
  gain.disconnect();
  if (!context) await ctx.close();
}

/**
 * Records `stream` to mp3 while it plays: an AudioWorklet hands 44.1 kHz PCM to the encoder worker (lamejs,
 * 128 kbps, 1152-sample blocks) as it is captured, so the mp3 is ready moments after stop. Where AudioWorklet is
 * missing or refused (an old browser, a CSP without blob: for workers), a ScriptProcessor feeds the worker instead.
 * An AnalyserNode gives the level for the meter and the silence rule.
 */
export async function recordMicrophone(stream: MediaStream, context: AudioContext = contextFor(stream)): Promise<MicrophoneRecording> {
  const { default: EncoderWorker } = await import('./mp3Encoder.worker?worker&inline');
  const worker = new EncoderWorker({ name: 'pte-mp3-encoder' });
  await context.resume();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  const frame = new Float32Array(analyser.fftSize);
  source.connect(analyser);

  const start: EncoderRequest = { type: 'start', sampleRate: context.sampleRate, kbps: LIMITS.mp3Kbps, blockSamples: LIMITS.mp3BlockSamples };
  let endCapture: () => void;
  let capture: AudioNode;
  try {
    const url = URL.createObjectURL(new Blob([CAPTURE_PROCESSOR_SOURCE], { type: 'text/javascript' }));
    try {
      await context.audioWorklet.addModule(url);
    } finally {
      URL.revokeObjectURL(url);
    }
    const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR, { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1, channelCountMode: 'explicit' });
    const channel = new MessageChannel();
    worker.postMessage({ ...start, pcm: channel.port2 } satisfies EncoderRequest, [channel.port2]);
    node.port.postMessage({ type: 'connect', port: channel.port1 }, [channel.port1]);
    endCapture = () => node.port.postMessage({ type: 'end' });
    capture = node;
  } catch {
    const processor = context.createScriptProcessor(4096, 1, 1);
    worker.postMessage(start);
    processor.onaudioprocess = (event) => {
      const samples = event.inputBuffer.getChannelData(0).slice();
      worker.postMessage({ type: 'pcm', samples } satisfies EncoderRequest, [samples.buffer]);
    };
    endCapture = () => {
      processor.onaudioprocess = null;
      worker.postMessage({ type: 'end' } satisfies EncoderRequest);
    };
    capture = processor;
  }
  source.connect(capture);
  // Render quanta are only pulled through nodes that reach the destination; the capture node outputs silence.
  capture.connect(context.destination);
  const startedAt = performance.now();

  const release = () => {
    source.disconnect();
    capture.disconnect();
    for (const track of stream.getTracks()) track.stop();
  };
  const shutDown = () => {
    worker.terminate();
    void context.close().catch(() => undefined);
  };

  let finishing: Promise<RecordedAudio> | null = null;
  return {
    level() {
      analyser.getFloatTimeDomainData(frame);
      return levelOf(frame);
    },
    elapsedMs: () => performance.now() - startedAt,
    finish() {
      finishing ??= new Promise<RecordedAudio>((resolve, reject) => {
        const timer = setTimeout(() => {
          shutDown();
          reject(new Error('The recording could not be encoded in time.'));
        }, FINISH_TIMEOUT_MS);
        worker.onmessage = (event: MessageEvent<EncoderResponse>) => {
          clearTimeout(timer);
          shutDown();
          const message = event.data;
          if (message.type === 'error') reject(new Error(message.message));
          else {
            resolve({
              blob: new Blob([message.mp3], { type: 'audio/mpeg' }),
              dataUrl: message.dataUrl,
              durationMs: Math.round((message.sampleCount / message.sampleRate) * 1000),
            });
          }
        };
        release();
        endCapture();
      });
      return finishing;
    },
    cancel() {
      release();
      shutDown();
    },
  };
}
