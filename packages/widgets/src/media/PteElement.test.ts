import { createModel, signal } from '@pte-kit/core';
import { html } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelController, PteElement, define } from './PteElement';

function createCounter() {
  const count = signal(0);
  const running = signal(false);
  return createModel({ count, running, increment: () => void (count.value += 1) }, ({ onDispose }) => {
    running.value = true;
    onDispose(() => (running.value = false));
  });
}

class PteTestCounter extends PteElement {
  readonly counter = new ModelController(this, createCounter(), (model) => model.count.value);
  renders = 0;

  override render() {
    this.renders += 1;
    return html`<output>${this.counter.model.count.value}</output>`;
  }

  ended() {
    return this.emit('pte-ended', { speaker: { id: 'us-female', label: 'US', accent: 'US', gender: 'female', natural: true } }, { cancelable: true });
  }
}
define('pte-test-counter', PteTestCounter);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ModelController', () => {
  it('runs the model while the element is on the page and re-renders when a signal it reads changes', async () => {
    const element = document.createElement('pte-test-counter') as PteTestCounter;
    const model = element.counter.model;
    expect(model.started).toBe(false);
    document.body.append(element);
    await element.updateComplete;
    expect(model.started).toBe(true);
    expect(model.running.value).toBe(true);
    const renders = element.renders;
    model.increment();
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('output')).toHaveTextContent('1');
    expect(element.renders).toBe(renders + 1);
    model.running.value = false;
    await element.updateComplete;
    // `read` does not read `running`: no update for it.
    expect(element.renders).toBe(renders + 1);
    element.remove();
    expect(model.started).toBe(false);
  });

  it('disposes a replaced model and runs the new one', async () => {
    const element = document.createElement('pte-test-counter') as PteTestCounter;
    document.body.append(element);
    await element.updateComplete;
    const first = element.counter.model;
    const second = createCounter();
    element.counter.replace(second);
    expect(first.started).toBe(false);
    expect(second.started).toBe(true);
    second.increment();
    second.increment();
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('output')).toHaveTextContent('2');
  });
});

describe('PteElement', () => {
  it('emits pte-* events that bubble out of shadow roots with their detail', () => {
    const element = document.createElement('pte-test-counter') as PteTestCounter;
    document.body.append(element);
    const heard = vi.fn((event: CustomEvent) => event.preventDefault());
    document.body.addEventListener('pte-ended', heard, { once: true });
    const event = element.ended();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(event).toMatchObject({ bubbles: true, composed: true, cancelable: true, defaultPrevented: true });
    expect(event.detail.speaker.id).toBe('us-female');
  });
});

describe('define', () => {
  it('registers a tag once, and warns once when another class owns it', () => {
    class Other extends HTMLElement {}
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    define('pte-test-counter', PteTestCounter);
    expect(warn).not.toHaveBeenCalled();
    define('pte-test-counter', Other);
    define('pte-test-counter', Other);
    expect(customElements.get('pte-test-counter')).toBe(PteTestCounter);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<pte-test-counter> is already defined'));
    warn.mockRestore();
  });
});
