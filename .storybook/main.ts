import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceAliases } from '../vitest.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = { ...viteConfig.resolve, alias: { ...(viteConfig.resolve?.alias as object), ...sourceAliases } };
    return viteConfig;
  },
};

export default config;
