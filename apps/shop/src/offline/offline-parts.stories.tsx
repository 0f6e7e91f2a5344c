import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { OfflineParts } from './offline-parts.tsx';
import { setUpdateWaiting } from './update-store.ts';

const texts = {
  en: {
    offline: 'You are offline. Pages you have seen still open; ordering needs a connection.',
    back: 'You are back online.',
    ready: 'A new version of the shop is ready.',
    reload: 'Reload to update',
  },
  ar: {
    offline: 'أنت غير متصل. الصفحات التي شاهدتها ما زالت تفتح، أما الطلب فيحتاج إلى اتصال.',
    back: 'عاد الاتصال.',
    ready: 'إصدار جديد من المتجر جاهز.',
    reload: 'أعد التحميل للتحديث',
  },
} as const;
const textsFor = (globals: Record<string, unknown>) => texts[storyLanguage(globals)];

/**
 * The browser's connection as the page reads it (`navigator.onLine` and its events): the story sets
 * it, and puts the browser's own back when it ends.
 */
function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}
function restoreOnline(): void {
  Reflect.deleteProperty(navigator, 'onLine');
  dispatchEvent(new Event(navigator.onLine ? 'online' : 'offline'));
}

const meta = {
  title: 'Shop/Offline/Connection and update',
  component: OfflineParts,
  // "Back online" stays until the story ends (in the shop it goes after 8 s).
  args: { backOnlineMs: null },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach() {
    setUpdateWaiting(null);
    return () => {
      restoreOnline();
      setUpdateWaiting(null);
    };
  },
} satisfies Meta<typeof OfflineParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection is lost: the bar says so in its live region. */
export const Offline: Story = {
  beforeEach() {
    setOnline(false);
  },
  play: async ({ globals }) => {
    const t = textsFor(globals);
    await expect(await screen.findByRole('status')).toHaveTextContent(t.offline);
  },
};

/** Online, then offline, then back: the same live region says it is back. */
export const BackOnline: Story = {
  play: async ({ globals }) => {
    const t = textsFor(globals);
    const bar = await screen.findByRole('status');
    await expect(bar).toBeEmptyDOMElement();
    setOnline(false);
    await waitFor(() => expect(bar).toHaveTextContent(t.offline));
    setOnline(true);
    await waitFor(() => expect(bar).toHaveTextContent(t.back));
  },
};

const applyUpdate = fn();

/** A new version is installed and waiting: Reload to update applies it, only when pressed. */
export const UpdateWaiting: Story = {
  beforeEach() {
    applyUpdate.mockClear();
    setUpdateWaiting(applyUpdate);
  },
  play: async ({ globals, userEvent }) => {
    const t = textsFor(globals);
    const prompt = (await screen.findAllByRole('status')).find((region) => region.textContent.includes(t.ready));
    await expect(prompt).toBeDefined();
    await expect(applyUpdate).not.toHaveBeenCalled();
    // By keyboard: Tab reaches the button, Enter presses it (in Arabic too).
    const button = screen.getByRole('button', { name: t.reload });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(applyUpdate).toHaveBeenCalledTimes(1);
  },
};
