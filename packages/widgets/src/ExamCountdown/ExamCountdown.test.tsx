import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ExamCountdown } from './ExamCountdown';
import * as stories from './ExamCountdown.stories';

const { Unset, Loading } = composeStories(stories);

const numbers = (container: HTMLElement) => [...container.querySelectorAll('[data-unit]')].map((node) => node.textContent);

describe('ExamCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 26, 21, 58, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the start of the exam day every second and shows the date', () => {
    const { container } = render(<ExamCountdown examDate="2026-11-28" />);
    expect(screen.getByRole('heading', { name: 'Exam countdown' })).toBeInTheDocument();
    expect(screen.getByText(/^Saturday,? 28 November 2026$/)).toBeInTheDocument();
    expect(numbers(container)).toEqual(['01', '02', '01', '30']);
    act(() => { vi.advanceTimersByTime(2000); });
    expect(numbers(container)).toEqual(['01', '02', '01', '28']);
  });

  it('shows all zeros when the date is today, past or unset', () => {
    const { container, rerender } = render(<ExamCountdown examDate="2026-11-26" />);
    expect(numbers(container)).toEqual(['00', '00', '00', '00']);
    rerender(<ExamCountdown examDate="2025-01-01" />);
    expect(numbers(container)).toEqual(['00', '00', '00', '00']);
    render(<Unset />);
    expect(screen.getByText(/No exam date set yet/)).toBeInTheDocument();
  });

  it('shows skeletons while the target loads', () => {
    const { container } = render(<Loading />);
    expect(numbers(container)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your exam date');
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ExamCountdown examDate="2026-12-26" />);
    expect((await axe(container)).violations).toEqual([]);
  });
});
