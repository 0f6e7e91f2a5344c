import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { api } from '../api.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { PushOptIn } from './push-opt-in.tsx';
import { scriptHandler, SettingsArrived, storeWithWidgets, storyScriptUrl } from './widget-story-setup.tsx';

const orderNumber = 'JC-2026-000123';

const meta = {
  title: 'Shop/Push opt-in',
  component: PushOptIn,
  args: { orderNumber },
  render: (args) => (
    <>
      <SettingsArrived client={api} />
      <PushOptIn {...args} />
    </>
  ),
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof PushOptIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  optIn: { en: 'Get order updates', ar: 'استلم تحديثات الطلب' },
  on: {
    en: 'Order updates are on: we will notify you as this order moves.',
    ar: 'تحديثات الطلب مفعّلة: سننبهك كلما تقدّم هذا الطلب.',
  },
  unavailable: { en: 'Order updates are unavailable right now.', ar: 'تحديثات الطلب غير متاحة الآن.' },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
};

declare global {
  interface Window {
    juicyinStoryPushCalls?: unknown[];
  }
}

/** A stand-in for a push provider's script: it records what the shop asked for (widget-contract.ts). */
const pushScript = {
  script: `window.JuicyinPush = {
  async subscribe(context) {
    (window.juicyinStoryPushCalls ??= []).push(context);
  },
};`,
};

/** The store configures no push script (the default): no button. */
export const NotConfigured: Story = {
  beforeEach: ({ msw }) => {
    msw.use(storeWithWidgets({ push: null }));
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByTestId('settings-arrived');
    await expect(canvas.queryByRole('button', { name: texts.optIn[storyLanguage(globals)] })).not.toBeInTheDocument();
    await expect(canvasElement.textContent).toBe('');
  },
};

let optIn = scriptHandler('push-on', [pushScript]);
/** The script loads only when the shopper presses Get order updates; then updates are on for this order. */
export const OptIn: Story = {
  beforeEach: ({ msw }) => {
    optIn = scriptHandler('push-on', [pushScript]);
    window.juicyinStoryPushCalls = [];
    msw.use(storeWithWidgets({ push: { scriptUrl: storyScriptUrl('push-on') } }), optIn.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const button = await canvas.findByRole('button', { name: texts.optIn[language] });
    await expect(optIn.requests()).toBe(0);
    await userEvent.click(button);
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.on[language]);
    await expect(optIn.requests()).toBe(1);
    await expect(window.juicyinStoryPushCalls).toEqual([{ orderNumber, language }]);
  },
};

let missing = scriptHandler('push-missing', ['missing']);
/** The script cannot be loaded: unavailable, and Try again (from the keyboard) asks for it again. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    missing = scriptHandler('push-missing', ['missing']);
    msw.use(storeWithWidgets({ push: { scriptUrl: storyScriptUrl('push-missing') } }), missing.handler);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.optIn[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.unavailable[language]);
    const retry = canvas.getByRole('button', { name: texts.retry[language] });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(missing.requests()).toBe(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.unavailable[language]);
  },
};
