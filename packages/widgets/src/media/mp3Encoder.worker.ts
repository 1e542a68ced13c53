import type { EncoderRequest, EncoderResponse, PcmMessage } from './encoderProtocol';
import { createMp3Encoder, mp3DataUrl, type StreamingMp3Encoder } from './mp3Encoder';

/**
 * The encoder worker: lamejs runs here so a 60 s recording never blocks the page, and it runs while recording, so
 * at the end only the flush and the base64 remain. Audio comes on the worklet's channel (or from the page in the
 * ScriptProcessor fallback); the mp3 goes back to the page.
 */
/** The part of a worker's global scope used here (the DOM lib, not the WebWorker lib, types this package). */
interface WorkerScope {
  postMessage(message: EncoderResponse, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<EncoderRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
let encoder: StreamingMp3Encoder | null = null;
let sampleRate = 0;

function reply(message: EncoderResponse, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

function onPcm(message: PcmMessage) {
  if (!encoder) return;
  try {
    if (message.type === 'pcm') encoder.push(message.samples);
    else {
      const mp3 = encoder.finish();
      const buffer = mp3.buffer as ArrayBuffer;
      reply({ type: 'done', mp3: buffer, dataUrl: mp3DataUrl(mp3), sampleCount: encoder.sampleCount, sampleRate }, [buffer]);
      encoder = null;
    }
  } catch (error) {
    reply({ type: 'error', message: (error as Error).message || 'The recording could not be encoded.' });
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    sampleRate = message.sampleRate;
    encoder = createMp3Encoder({ sampleRate, kbps: message.kbps, blockSamples: message.blockSamples });
    if (message.pcm) message.pcm.onmessage = (pcm: MessageEvent<PcmMessage>) => onPcm(pcm.data);
  } else onPcm(message);
};
