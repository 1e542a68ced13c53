/** A 16-bit PCM mono WAV, the one format every offline voice here can write. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/** Reads a RIFF/WAVE file of 16-bit PCM (mono, or the first channel of stereo). */
export function readWav(buffer: Buffer): Pcm {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    // Voices that stream their output write 0 or 0xFFFFFFFF as the data size: take the rest of the file.
    let size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = buffer.readUInt16LE(offset + 10);
      sampleRate = buffer.readUInt32LE(offset + 12);
      bits = buffer.readUInt16LE(offset + 22);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`Only 16-bit WAV is supported, got ${bits}-bit`);
      if (size === 0 || offset + 8 + size > buffer.length) size = buffer.length - offset - 8;
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame += 1) samples[frame] = buffer.readInt16LE(offset + 8 + frame * 2 * channels);
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

export function writeWav({ sampleRate, samples }: Pcm): Buffer {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples.length * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples.length * 2, 40);
  for (let index = 0; index < samples.length; index += 1) buffer.writeInt16LE(samples[index], 44 + index * 2);
  return buffer;
}

export function durationSeconds(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

/** A 1 kHz tone with soft edges: the beep that hides Select Missing Word's last words. */
export function beep(sampleRate: number, seconds = 0.9): Int16Array {
  const length = Math.round(sampleRate * seconds);
  const fade = Math.round(sampleRate * 0.01);
  const samples = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const envelope = Math.min(1, index / fade, (length - index) / fade);
    samples[index] = Math.round(Math.sin((2 * Math.PI * 1000 * index) / sampleRate) * 9000 * envelope);
  }
  return samples;
}

export function silence(sampleRate: number, seconds: number): Int16Array {
  return new Int16Array(Math.round(sampleRate * seconds));
}

export function concat(sampleRate: number, parts: Int16Array[]): Pcm {
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { sampleRate, samples };
}

/**
 * Cuts the silence a voice leaves before its first word and after its last, keeping `pad` seconds
 * each side, so a recording's length is the length of its speech.
 */
export function trimSilence({ sampleRate, samples }: Pcm, pad = 0.1, threshold = 500): Pcm {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]) < threshold) start += 1;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]) < threshold) end -= 1;
  if (start >= end) return { sampleRate, samples };
  const padding = Math.round(sampleRate * pad);
  return { sampleRate, samples: samples.slice(Math.max(0, start - padding), Math.min(samples.length, end + padding)) };
}

/**
 * Samples at another rate by linear interpolation: enough for speech going to a 22 kHz mp3, so that voices of
 * different engines (flite 16 kHz, festival 32 kHz, espeak-ng 22 kHz) can follow one another in one recording.
 */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const length = Math.floor(pcm.samples.length / ratio);
  const samples = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const at = index * ratio;
    const before = Math.floor(at);
    const after = Math.min(before + 1, pcm.samples.length - 1);
    samples[index] = Math.round(pcm.samples[before] + (pcm.samples[after] - pcm.samples[before]) * (at - before));
  }
  return { sampleRate, samples };
}
