/**
 * Stories only: a short WAV made in the browser (a rising three-note chime), so the players have something to play
 * without media files next to Storybook.
 */
export function chimeUrl(seconds = 4, sampleRate = 22050): string {
  const count = Math.round(seconds * sampleRate);
  const view = new DataView(new ArrayBuffer(44 + count * 2));
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, count * 2, true);
  const notes = [523.25, 659.25, 783.99];
  for (let i = 0; i < count; i += 1) {
    const t = i / sampleRate;
    const note = notes[Math.floor((t / seconds) * notes.length)];
    const fade = Math.min(1, (seconds - t) * 4);
    view.setInt16(44 + i * 2, Math.sin(2 * Math.PI * note * t) * 0.3 * fade * 0x7fff, true);
  }
  return URL.createObjectURL(new Blob([view.buffer], { type: 'audio/wav' }));
}
