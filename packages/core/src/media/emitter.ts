/** Listener lists of the media models, keyed by event name; each event's arguments are a named tuple. */
export type EventMap = Record<string, unknown[]>;

export interface Emitter<Events extends EventMap> {
  /** Subscribes to one event; returns the unsubscribe function (the wavesurfer.js pattern views rely on). */
  on<Name extends keyof Events>(name: Name, listener: (...args: Events[Name]) => void): () => void;
  emit<Name extends keyof Events>(name: Name, ...args: Events[Name]): void;
}

/** A tiny typed event emitter: the models stay framework-free, and Lit or React views subscribe to them. */
export function createEmitter<Events extends EventMap>(): Emitter<Events> {
  const listeners: { [Name in keyof Events]?: Set<(...args: Events[Name]) => void> } = {};
  return {
    on(name, listener) {
      const set = (listeners[name] ??= new Set());
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(name, ...args) {
      for (const listener of [...(listeners[name] ?? [])]) listener(...args);
    },
  };
}
