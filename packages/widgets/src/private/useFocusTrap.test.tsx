import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './useFocusTrap';
import { VisuallyHidden } from './VisuallyHidden';

function Trap() {
  const [active, setActive] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button" onClick={() => setActive(true)}>Open</button>
      <div ref={ref} tabIndex={-1}>
        <button type="button">First</button>
        <button type="button" tabIndex={-1}>Inactive tab</button>
        <button type="button" onClick={() => setActive(false)}>Last</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, wraps Tab at both ends past untabbable items, and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(open).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers in the element asked for', () => {
    render(<VisuallyHidden as="p" role="status">Loading answers</VisuallyHidden>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading answers');
    expect(screen.getByRole('status').tagName).toBe('P');
  });
});
