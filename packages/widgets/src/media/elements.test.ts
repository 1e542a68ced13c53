import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { PteAudioPlayer } from './audio-player.element';
import { define } from './PteElement';
import { PteRecorder } from './recorder.element';
import { PteStopwatch } from './stopwatch.element';
import { PteTimingPlayer } from './timing-player.element';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

beforeAll(() => {
  define('pte-audio-player', PteAudioPlayer);
  define('pte-recorder', PteRecorder);
  define('pte-stopwatch', PteStopwatch);
  define('pte-timing-player', PteTimingPlayer);
  // jsdom does not play media; a browser resolves play() once playback starts.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function mount<T extends HTMLElement & { updateComplete: Promise<boolean> }>(markup: string): Promise<T> {
  document.body.innerHTML = markup;
  const element = document.body.firstElementChild as T;
  await element.updateComplete;
  return element;
}

/** Waits until the element has no update pending (an update can request another, as the countdown does). */
async function settle(element: HTMLElement & { updateComplete: Promise<boolean> }) {
  while (!(await element.updateComplete));
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

function denyMicrophone(name = 'NotAllowedError', message = 'Permission denied') {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException(message, name)));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

describe('<pte-recorder>', () => {
  it('waits idle with a labelled Record button and the length limit', async () => {
    const recorder = await mount<PteRecorder>('<pte-recorder duration="40"></pte-recorder>');
    const view = shadow(recorder);
    expect(view.getByRole('group', { name: 'Answer recorder' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(view.getByText('Up to 00:40')).toBeInTheDocument();
    expect(recorder.status).toBe('idle');
    expect((await axe(recorder, axeOptions)).violations).toEqual([]);
  });

  it('stops at its own duration, set as an attribute before the first render or as a property after', async () => {
    // The model behind the element is what stops the recording; a 20 s answer must not run to the 60 s default.
    const limitOf = (element: PteRecorder) => (element as unknown as { model: { durationMs: number } }).model.durationMs;
    const recorder = await mount<PteRecorder>('<pte-recorder duration="20"></pte-recorder>');
    expect(limitOf(recorder)).toBe(20_000);
    recorder.duration = 35;
    await settle(recorder);
    expect(limitOf(recorder)).toBe(35_000);
    expect(shadow(recorder).getByText('Up to 00:35')).toBeInTheDocument();
  });

  it("opens 'No Microphone Permission' when the permission is refused; Request Permission shows the browser's message", async () => {
    const getUserMedia = denyMicrophone();
    localStorage.setItem('microphoneDeviceId', 'usb-mic');
    const recorder = await mount<PteRecorder>('<pte-recorder></pte-recorder>');
    const denied = vi.fn();
    const errors = vi.fn();
    recorder.addEventListener('pte-permission-denied', (event) => denied((event as CustomEvent).detail));
    recorder.addEventListener('pte-recorder-error', (event) => errors((event as CustomEvent).detail));
    const user = userEvent.setup();
    const view = shadow(recorder);

    await user.click(view.getByRole('button', { name: 'Record' }));
    await vi.waitFor(() => expect(denied).toHaveBeenCalledWith({ name: 'NotAllowedError', message: 'Permission denied' }));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({
      audio: expect.objectContaining({ deviceId: { ideal: 'usb-mic' }, sampleRate: 44100, echoCancellation: true, noiseSuppression: true, autoGainControl: true }),
    }));
    await settle(recorder);
    const dialog = recorder.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    // jsdom computes display: none for an open <dialog> (it has no showModal), so its roles count as hidden there.
    const inDialog = within(dialog);
    expect(inDialog.getByRole('heading', { name: 'No Microphone Permission', hidden: true })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Please click the button below to enable the microphone, or if it's blocked, allow it in your browser settings.");
    expect((await axe(recorder, axeOptions)).violations).toEqual([]);

    await user.click(inDialog.getByRole('button', { name: 'Request Permission', hidden: true }));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith({ message: 'Permission denied' }));
    await settle(recorder);
    expect(inDialog.getByRole('alert', { hidden: true })).toHaveTextContent('Permission denied');
    await user.click(inDialog.getByRole('button', { name: 'Ok, Got it', hidden: true }));
    await settle(recorder);
    expect(dialog.open).toBe(false);
    expect(recorder.status).toBe('idle');
  });

  it('leaves the dialog to the page when it cancels pte-permission-denied, and reports a missing microphone as an error', async () => {
    denyMicrophone();
    const recorder = await mount<PteRecorder>('<pte-recorder></pte-recorder>');
    recorder.addEventListener('pte-permission-denied', (event) => event.preventDefault());
    await recorder.start();
    await settle(recorder);
    expect(recorder.shadowRoot!.querySelector('dialog')!.open).toBe(false);

    denyMicrophone('NotFoundError', 'Requested device not found');
    await recorder.start();
    await settle(recorder);
    expect(shadow(recorder).getByRole('alert')).toHaveTextContent('Requested device not found');
  });

  it('does not start when disabled', async () => {
    const getUserMedia = denyMicrophone();
    const recorder = await mount<PteRecorder>('<pte-recorder disabled></pte-recorder>');
    expect(shadow(recorder).getByRole('button', { name: 'Record' })).toBeDisabled();
    await recorder.start();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('offers Try Again after a take, and none with single-take (a mock test takes one)', async () => {
    /** Runs one take through the element's model, with a capture that hands back a short mp3. */
    const take = async (element: PteRecorder) => {
      const inner = element as unknown as { recording: unknown; model: { record(): void; stop(): void } };
      inner.recording = { finish: async () => ({ blob: new Blob(['mp3']), dataUrl: 'data:audio/mpeg;base64,QUJD', durationMs: 2000 }), cancel() {} };
      inner.model.record();
      inner.model.stop();
      await vi.waitFor(() => expect(element.status).toBe('stopped'));
      await settle(element);
    };
    const practice = await mount<PteRecorder>('<pte-recorder duration="40"></pte-recorder>');
    await take(practice);
    expect(shadow(practice).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();

    const mock = await mount<PteRecorder>('<pte-recorder duration="40" single-take></pte-recorder>');
    expect(mock.singleTake).toBe(true);
    await take(mock);
    expect(shadow(mock).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(shadow(mock).getByText(/Recorded/)).toBeInTheDocument();
  });
});

describe('<pte-audio-player>', () => {
  it('plays, pauses and offers the recording as an mp3 download', async () => {
    const player = await mount<PteAudioPlayer>('<pte-audio-player src="https://cdn.example/answer.mp3" download-name="my-answer.mp3"></pte-audio-player>');
    const view = shadow(player);
    const user = userEvent.setup();
    expect(view.getByRole('link', { name: 'Download as mp3' })).toHaveAttribute('download', 'my-answer.mp3');
    expect(view.getByRole('link', { name: 'Download as mp3' })).toHaveAttribute('href', 'https://cdn.example/answer.mp3');
    await user.click(view.getByRole('button', { name: 'Play' }));
    await settle(player);
    await user.click(view.getByRole('button', { name: 'Pause' }));
    await settle(player);
    expect(view.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(view.getByRole('slider', { name: 'Position' })).toBeInTheDocument();
    expect((await axe(player, axeOptions)).violations).toEqual([]);
  });

  it('has nothing to play or download without a source', async () => {
    const player = await mount<PteAudioPlayer>('<pte-audio-player></pte-audio-player>');
    expect(shadow(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(shadow(player).queryByRole('link')).toBeNull();
  });
});

describe('<pte-timing-player>', () => {
  it("plays the question's recording in the remembered voice and remembers a new choice", async () => {
    localStorage.setItem('selectedSpeaker', 'uk-scottish');
    const player = await mount<PteTimingPlayer>('<pte-timing-player question-id="12" media-base="https://api.example"></pte-timing-player>');
    const audio = player.shadowRoot!.querySelector('audio')!;
    expect(audio.src).toBe('https://api.example/media/questions/12/uk-scottish.mp3');
    const changes: unknown[] = [];
    player.addEventListener('pte-speaker-change', (event) => changes.push((event as CustomEvent).detail));
    const user = userEvent.setup();
    const speaker = shadow(player).getByRole('combobox', { name: 'Speaker' });
    expect(within(speaker).getAllByRole('option').map((option) => option.textContent)).toContain('Random');
    await user.selectOptions(speaker, 'us-male');
    await settle(player);
    expect(localStorage.getItem('selectedSpeaker')).toBe('us-male');
    expect(audio.src).toBe('https://api.example/media/questions/12/us-male.mp3');
    expect(changes).toEqual([{ choice: 'us-male', speaker: expect.objectContaining({ id: 'us-male', accent: 'US' }) }]);
    expect((await axe(player, axeOptions)).violations).toEqual([]);
  });

  it("counts down 'Play after N sec' once autoplay is allowed, then plays", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const player = await mount<PteTimingPlayer>('<pte-timing-player src="/prompt.mp3" delay="3"></pte-timing-player>');
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    expect(shadow(player).queryByRole('timer')).toBeNull();
    player.autoplay = true;
    await settle(player);
    expect(shadow(player).getByRole('timer')).toHaveTextContent('Play after 3 sec');
    vi.advanceTimersByTime(1200);
    await settle(player);
    expect(shadow(player).getByRole('timer')).toHaveTextContent('Play after 2 sec');
    vi.advanceTimersByTime(2000);
    await settle(player);
    expect(play).toHaveBeenCalledTimes(1);
    expect(shadow(player).queryByRole('timer')).toBeNull();
    expect(shadow(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(shadow(player).queryByRole('combobox', { name: 'Speaker' })).toBeNull();
  });

  it('changes the volume by 0.1 with the arrow keys and the speed from the spec list', async () => {
    const player = await mount<PteTimingPlayer>('<pte-timing-player src-template="/q/{speaker}.mp3"></pte-timing-player>');
    const audio = player.shadowRoot!.querySelector('audio')!;
    expect(audio.src).toMatch(/\/q\/[a-z0-9-]+\.mp3$/);
    const user = userEvent.setup();
    const view = shadow(player);
    view.getByRole('slider', { name: 'Position' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await settle(player);
    expect(audio.volume).toBeCloseTo(0.7);
    expect(view.getByRole('slider', { name: 'Volume' })).toHaveValue('0.7');
    await user.keyboard('{ArrowRight}');
    await settle(player);
    expect(view.getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuenow', '2');
    const speed = view.getByRole('combobox', { name: 'Speed' });
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['x0.5', 'x1', 'x1.2', 'x1.5']);
    await user.selectOptions(speed, '1.5');
    await settle(player);
    expect(audio.playbackRate).toBe(1.5);
  });
});

describe('<pte-timing-player exam>', () => {
  it('plays once after the countdown in the recording\'s voice, with a read-only position, no pause, speed or voice', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    localStorage.setItem('selectedSpeaker', 'uk-scottish');
    const player = await mount<PteTimingPlayer>('<pte-timing-player exam voice="male" src-template="/q/{speaker}.mp3" delay="3"></pte-timing-player>');
    const audio = player.shadowRoot!.querySelector('audio')!;
    expect(audio.src).toMatch(/\/q\/us-male\.mp3$/);
    const view = shadow(player);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    expect(view.queryByRole('slider', { name: 'Position' })).toBeNull();
    const track = view.getByRole('progressbar', { name: 'Position' });
    expect(track).not.toHaveAttribute('tabindex');
    expect(view.queryByRole('combobox')).toBeNull();
    expect(view.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(view.queryByRole('button')).toBeNull();
    await player.play();
    expect(play).not.toHaveBeenCalled();

    player.autoplay = true;
    await settle(player);
    expect(view.getByRole('timer')).toHaveTextContent('Play after 3 sec');
    vi.advanceTimersByTime(3200);
    await settle(player);
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
    audio.currentTime = 3;
    audio.dispatchEvent(new Event('timeupdate'));
    await settle(player);
    expect(view.getByRole('status')).toHaveTextContent('Playing');
    expect(player.shadowRoot!.querySelector('.time')).toHaveTextContent('0:37 left');
    expect(view.queryByRole('button')).toBeNull();
    expect(track).toHaveAttribute('aria-valuenow', '3');

    // A click on the track and the left/right keys leave the position alone; up/down still set the volume.
    track.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 30 }));
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true });
    view.getByRole('slider', { name: 'Volume' }).focus();
    track.dispatchEvent(right);
    expect(right.defaultPrevented).toBe(false);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await settle(player);
    expect(audio.currentTime).toBe(3);
    expect(audio.volume).toBeCloseTo(0.8);
    expect(audio.playbackRate).toBe(1);
    expect((await axe(player, axeOptions)).violations).toEqual([]);

    audio.dispatchEvent(new Event('ended'));
    await settle(player);
    expect(view.getByRole('status')).toHaveTextContent('Recording finished');
    expect(view.queryByRole('button')).toBeNull();
    await player.play();
    vi.advanceTimersByTime(5000);
    await settle(player);
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.src).toMatch(/\/q\/us-male\.mp3$/);
  });

  it('offers Play only to resume a playthrough the browser refused or paused', async () => {
    const player = await mount<PteTimingPlayer>('<pte-timing-player exam src="/prompt.mp3" delay="0"></pte-timing-player>');
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    play.mockImplementationOnce(() => Promise.reject(new DOMException('Autoplay is not allowed', 'NotAllowedError')));
    player.autoplay = true;
    await settle(player);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settle(player);
    const view = shadow(player);
    const button = view.getByRole('button', { name: 'Play' });
    await userEvent.setup().click(button);
    await settle(player);
    expect(play).toHaveBeenCalledTimes(2);
    expect(view.queryByRole('button')).toBeNull();
    expect(view.getByRole('status')).toHaveTextContent('Playing');
  });
});

describe('<pte-stopwatch>', () => {
  it('counts up each second while running, turns red beyond the limit and stops at the maximum', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const watch = await mount<PteStopwatch>('<pte-stopwatch limit="2" max="4"></pte-stopwatch>');
    const time = () => shadow(watch).getByRole('timer', { name: 'Elapsed time' });
    expect(time()).toHaveTextContent('00:00');
    watch.running = true;
    await settle(watch);
    vi.advanceTimersByTime(2000);
    await settle(watch);
    expect(time()).toHaveTextContent('00:02');
    expect(time()).not.toHaveClass('over');
    vi.advanceTimersByTime(1000);
    await settle(watch);
    expect(time()).toHaveClass('over');
    vi.advanceTimersByTime(5000);
    await settle(watch);
    expect(time()).toHaveTextContent('00:04');
    expect(watch.seconds).toBe(4);
    expect((await axe(watch, axeOptions)).violations).toEqual([]);
  });
});
