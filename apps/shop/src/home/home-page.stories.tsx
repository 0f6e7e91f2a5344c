import { createClient } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomePage } from './home-page.tsx';

const meta = {
  title: 'Shop/Home',
  component: HomePage,
  args: { client: createClient() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.health.ok);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The shop is open.')).toBeVisible();
  },
};

export const Unreachable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.health.down);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The shop cannot be reached right now.')).toBeVisible();
  },
};
