/** Registered name of the capture processor. */
export const CAPTURE_PROCESSOR = 'pte-pcm-capture';

/**
 * The AudioWorklet processor, as source text: addModule() needs a URL, and a Blob URL of this text bundles the same
 * way under tsup, Vite and the standalone elements build (no asset file to copy or resolve). It batches the
 * 128-sample render quanta into ~93 ms chunks and posts them straight to the encoder worker through a MessagePort,
 * so captured audio never waits on the page's main thread; until the port arrives it queues.
 */
export const CAPTURE_PROCESSOR_SOURCE = `
class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.target = null;
    this.queue = [];
    this.batch = new Float32Array(4096);
    this.filled = 0;
    this.open = true;
    this.port.onmessage = (event) => {
      if (event.data.type === 'connect') {
        this.target = event.data.port;
        for (const samples of this.queue) this.target.postMessage({ type: 'pcm', samples }, [samples.buffer]);
        this.queue = [];
      } else if (event.data.type === 'end') {
        this.send();
        this.open = false;
        if (this.target) this.target.postMessage({ type: 'end' });
      }
    };
  }
  send() {
    if (this.filled === 0) return;
    const samples = this.batch.slice(0, this.filled);
    this.filled = 0;
    if (this.target) this.target.postMessage({ type: 'pcm', samples }, [samples.buffer]);
    else this.queue.push(samples);
  }
  process(inputs) {
    if (!this.open) return false;
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      let read = 0;
      while (read < channel.length) {
        const count = Math.min(channel.length - read, this.batch.length - this.filled);
        this.batch.set(channel.subarray(read, read + count), this.filled);
        this.filled += count;
        read += count;
        if (this.filled === this.batch.length) this.send();
      }
    }
    return true;
  }
}
registerProcessor('${CAPTURE_PROCESSOR}', PcmCapture);
`;
