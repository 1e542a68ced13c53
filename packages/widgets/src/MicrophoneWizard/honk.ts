/**
 * The microphone test's start signal: a short car-horn honk synthesised with WebAudio (two sawtooth voices a major
 * third apart, 349 and 440 Hz, through a low-pass filter, 0.45 s with soft edges), so no audio file ships with the
 * kit. Resolves when it has finished, so recording begins after it and does not capture it.
 */
export async function playHonk(context: AudioContext = new AudioContext()): Promise<void> {
  try {
    await context.resume();
    const start = context.currentTime + 0.02;
    const end = start + 0.45;
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 1800;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.25, start + 0.03);
    gain.gain.setValueAtTime(0.25, end - 0.06);
    gain.gain.linearRampToValueAtTime(0, end);
    filter.connect(gain).connect(context.destination);
    const voices = [349.23, 440].map((frequency) => {
      const oscillator = context.createOscillator();
      oscillator.type = 'sawtooth';
      oscillator.frequency.value = frequency;
      oscillator.connect(filter);
      return oscillator;
    });
    await new Promise<void>((resolve) => {
      voices[0].onended = () => resolve();
      for (const voice of voices) {
        voice.start(start);
        voice.stop(end);
      }
    });
  } finally {
    await context.close().catch(() => undefined);
  }
}
