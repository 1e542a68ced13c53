import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End across a row of tabs (WAI-ARIA tabs pattern, automatic activation): disabled tabs are
 * skipped. `select(index)` chooses and the caller moves focus to the tab it renders as selected.
 */
export function tabKeyDown(event: KeyboardEvent<HTMLElement>, current: number, count: number, enabled: (index: number) => boolean, select: (index: number) => void) {
  // Right to left, the row runs the other way: ArrowLeft moves on to the next tab.
  const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
  const step = { ArrowRight: forward, ArrowDown: 1, ArrowLeft: -forward, ArrowUp: -1 }[event.key];
  let next: number | undefined;
  if (step) {
    for (let offset = 1; offset < count; offset += 1) {
      const candidate = (current + step * offset + count * offset) % count;
      if (enabled(candidate)) {
        next = candidate;
        break;
      }
    }
  } else if (event.key === 'Home') next = [...Array(count).keys()].find(enabled);
  else if (event.key === 'End') next = [...Array(count).keys()].reverse().find(enabled);
  if (next === undefined) return;
  event.preventDefault();
  select(next);
  const tabs = event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]');
  tabs?.[next]?.focus();
}
