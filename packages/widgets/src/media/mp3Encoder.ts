import { Mp3Encoder } from '@breezystack/lamejs';

export interface Mp3EncoderOptions {
  /** Sample rate of the PCM fed in (the AudioContext's, 44100 when the browser honours the constraint). */
  sampleRate: number;
  /** Constant bit rate (spec §9: 128). */
  kbps: number;
  /** Samples per encodeBuffer call (spec §9: 1152, one MPEG-1 Layer III frame). */
  blockSamples: number;
}

/** A mono mp3 encoder fed while recording, so only the last block and lame's flush remain at stop. */
export interface StreamingMp3Encoder {
  /** Feeds PCM as it arrives: Float32 in −1…1 (Web Audio) or Int16. Each complete block is encoded at once. */
  push(samples: Float32Array | Int16Array): void;
  /** Encodes the rest, flushes lame and returns the whole mp3. The encoder is spent afterwards. */
  finish(): Uint8Array;
  /** Samples fed so far (the recording's length is sampleCount / sampleRate). */
  readonly sampleCount: number;
}

const toInt16 = (sample: number) => {
  const clamped = Math.max(-1, Math.min(1, sample));
  return clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff;
};

/**
 * lamejs behind a push/finish interface with no browser APIs, so the worker, the unit tests and the bench all run
 * the same code. lamejs returns an Int8Array copy per call; it is read as bytes without another copy.
 */
export function createMp3Encoder({ sampleRate, kbps, blockSamples }: Mp3EncoderOptions): StreamingMp3Encoder {
  const lame = new Mp3Encoder(1, sampleRate, kbps);
  const block = new Int16Array(blockSamples);
  const chunks: Uint8Array[] = [];
  let filled = 0;
  let sampleCount = 0;
  let finished = false;

  const keep = (encoded: Uint8Array | Int8Array) => {
    if (encoded.length > 0) chunks.push(new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength));
  };

  return {
    push(samples) {
      if (finished) throw new Error('This mp3 encoder has finished; start a new one for the next recording.');
      const float = samples instanceof Float32Array;
      for (let index = 0; index < samples.length; index += 1) {
        block[filled] = float ? toInt16(samples[index]) : samples[index];
        filled += 1;
        if (filled === blockSamples) {
          keep(lame.encodeBuffer(block));
          filled = 0;
        }
      }
      sampleCount += samples.length;
    },
    finish() {
      if (!finished) {
        finished = true;
        if (filled > 0) keep(lame.encodeBuffer(block.subarray(0, filled)));
        keep(lame.flush());
      }
      const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const mp3 = new Uint8Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        mp3.set(chunk, offset);
        offset += chunk.length;
      }
      return mp3;
    },
    get sampleCount() {
      return sampleCount;
    },
  };
}

/** `data:audio/mpeg;base64,…` of an mp3: what the speaking APIs take (without the prefix) and what a player can load. */
export function mp3DataUrl(mp3: Uint8Array): string {
  let binary = '';
  // fromCharCode takes the bytes as arguments, in chunks under the engines' argument limits. apply() with the typed
  // array is ~4× faster than spreading it (a 60 s mp3: ~12 ms instead of ~55 ms), which is most of the stop latency.
  for (let offset = 0; offset < mp3.length; offset += 0x8000) {
    binary += String.fromCharCode.apply(null, mp3.subarray(offset, offset + 0x8000) as unknown as number[]);
  }
  return `data:audio/mpeg;base64,${btoa(binary)}`;
}
