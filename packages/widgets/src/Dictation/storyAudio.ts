/**
 * A short tone as a WAV data URL, a stand-in for a word's recording in stories (they run without the API server).
 * The pitch differs per word so moving on is audible.
 */
export function toneFor(word: string, seconds = 0.6): string {
  const rate = 8000;
  const samples = Math.floor(rate * seconds);
  const pitch = 330 + (word.length % 8) * 55;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) {
    const fade = Math.min(1, index / 400, (samples - index) / 400);
    bytes[44 + index] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * pitch * index) / rate));
  }
  let binary = '';
  bytes.forEach((byte) => { binary += String.fromCharCode(byte); });
  return `data:audio/wav;base64,${btoa(binary)}`;
}
