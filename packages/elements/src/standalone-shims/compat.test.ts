// The standalone bundle renders the widgets with Preact through `preact/compat` (standalone.preact.ts). These are the
// React APIs the widgets and elements rely on, run under Preact the way the bundle runs them, plus the signals shim.
import { signal } from '@preact/signals';
import {
  createElement as h, createPortal, forwardRef, lazy, StrictMode, Suspense, useId, useLayoutEffect, useRef, useState,
  useSyncExternalStore, type Ref,
} from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { useSignals } from './signals-react-runtime';

let container: HTMLElement;
let root: ReturnType<typeof createRoot> | null = null;
function render(node: Parameters<ReturnType<typeof createRoot>['render']>[0]) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(node));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});
const settle = () => act(async () => { await new Promise((done) => setTimeout(done, 0)); });

describe('React APIs under preact/compat (the standalone bundle)', () => {
  it('useSignals() is a no-op and a component re-renders when a signal it read changes', () => {
    const count = signal(1);
    let renders = 0;
    function Counter() {
      useSignals();
      renders += 1;
      return h('p', null, `count ${count.value}`);
    }
    render(h(Counter, null));
    expect(container.textContent).toBe('count 1');
    act(() => { count.value = 2; });
    expect(container.textContent).toBe('count 2');
    expect(renders).toBe(2);
  });

  it('useSyncExternalStore follows its store', () => {
    let value = 'narrow';
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => { listeners.add(listener); return () => listeners.delete(listener); };
    function Width() {
      return h('span', null, useSyncExternalStore(subscribe, () => value, () => 'server'));
    }
    render(h(Width, null));
    expect(container.textContent).toBe('narrow');
    act(() => { value = 'wide'; listeners.forEach((listener) => listener()); });
    expect(container.textContent).toBe('wide');
  });

  it('useId gives distinct ids that label their inputs', () => {
    function Field({ label }: { label: string }) {
      const id = useId();
      return h('div', null, h('label', { htmlFor: id }, label), h('input', { id }));
    }
    render(h('form', null, h(Field, { label: 'One' }), h(Field, { label: 'Two' })));
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs[0]!.id).not.toBe('');
    expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
    expect(container.querySelector('label')!.getAttribute('for')).toBe(inputs[0]!.id);
  });

  it('forwardRef hands the inner element to the ref, with layout effects after it', () => {
    const Input = forwardRef((props: { name: string }, ref: Ref<HTMLInputElement>) => h('input', { ...props, ref }));
    let seen: HTMLInputElement | null = null;
    function Form() {
      const ref = useRef<HTMLInputElement>(null);
      useLayoutEffect(() => { seen = ref.current; }, []);
      return h(Input, { name: 'answer', ref });
    }
    render(h(Form, null));
    expect(seen).toBeInstanceOf(HTMLInputElement);
    expect(seen!.name).toBe('answer');
  });

  it('Suspense shows its fallback until a lazy part arrives, inside StrictMode', async () => {
    let arrive!: () => void;
    const Choices = () => h('p', null, 'choices');
    const Part = lazy(() => new Promise<{ default: typeof Choices }>((resolve) => { arrive = () => resolve({ default: Choices }); }));
    render(h(StrictMode, null, h(Suspense, { fallback: h('p', null, 'loading') }, h(Part, null))));
    expect(container.textContent).toBe('loading');
    arrive();
    await settle();
    await settle();
    expect(container.textContent).toBe('choices');
  });

  it('createPortal renders into another node and keeps the tree’s state', () => {
    const target = document.createElement('div');
    document.body.append(target);
    function Modal() {
      const [open, setOpen] = useState(false);
      return h('div', null, h('button', { onClick: () => setOpen(true) }, 'Open'), open ? createPortal(h('p', { role: 'dialog' }, 'score'), target) : null);
    }
    render(h(Modal, null));
    act(() => container.querySelector('button')!.click());
    expect(target.querySelector('[role="dialog"]')!.textContent).toBe('score');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });
});
