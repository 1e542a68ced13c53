import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stopwatch } from './react';

const meta = {
  title: 'Media/Stopwatch',
  component: Stopwatch,
  args: { running: true, onTick: fn() },
} satisfies Meta<typeof Stopwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

/** Red after 5 seconds. */
export const OverTheLimit: Story = { args: { limit: 5 } };
