import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // Every component gets a docs page: its description, props table (from the TSDoc of its props) and every story.
  tags: ['autodocs'],
  parameters: { layout: 'padded', a11y: { test: 'error' }, docs: { toc: true } },
};

export default preview;
