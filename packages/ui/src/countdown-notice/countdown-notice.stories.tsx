import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { CountdownNotice, type Ticker } from './countdown-notice.tsx';

/** A clock the play function advances by hand, so the story never waits for real seconds. */
function manualTicker() {
  let tick: (() => void) | undefined;
  const ticker: Ticker = (callback) => {
    tick = callback;
    return () => {
      tick = undefined;
    };
  };
  return {
    ticker,
    /** Whether the notice has started listening (its effect runs after the first paint). */
    running: () => tick !== undefined,
    advance: (times: number) => {
      for (let i = 0; i < times; i += 1) tick?.();
    },
  };
}

const heading = {
  en: 'Oops! We could not find the page you are looking for',
  ar: 'عذراً! لم نعثر على الصفحة التي تبحث عنها',
};

const clock = manualTicker();

const meta = {
  title: 'Components/CountdownNotice',
  component: CountdownNotice,
  args: { onDone: fn(), onGoHome: fn(), homeHref: '#home', ticker: clock.ticker },
  render: (args, { globals }) => (
    <CountdownNotice {...args}>
      <h1>{heading[globals['locale'] === 'ar' ? 'ar' : 'en']}</h1>
    </CountdownNotice>
  ),
} satisfies Meta<typeof CountdownNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvas, globals, args }) => {
    const ar = globals['locale'] === 'ar';
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(ar ? 'خلال 20 ثانية' : 'in 20 seconds');
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // A production build runs the notice's effect after the first paint: ticks before it are lost.
    await waitFor(() => expect(clock.running()).toBe(true));
    clock.advance(3);
    await waitFor(() => expect(timer).toHaveAttribute('data-seconds', '17'));
    await expect(timer).toHaveTextContent(ar ? 'خلال 17 ثانية' : 'in 17 seconds');
    // The live region stays on its last announcement until the next mark.
    await expect(status).toHaveAttribute('data-seconds', '20');
    clock.advance(7);
    await waitFor(() => expect(status).toHaveAttribute('data-seconds', '10'));
    await expect(status).toHaveTextContent(ar ? 'خلال 10 ثوانٍ' : 'in 10 seconds');
    clock.advance(10);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    clock.advance(2);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

export const GoHomeAtOnce: Story = {
  // The app's router takes the link (react-aria's RouterProvider), as the shop does.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, userEvent, globals, args }) => {
    const link = canvas.getByRole('link', {
      name: globals['locale'] === 'ar' ? 'اذهب إلى الصفحة الرئيسية' : 'Go to homepage',
    });
    await expect(link).toHaveAttribute('href', '#home');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('#home', undefined);
  },
};

export const ShortCountdown: Story = {
  args: { seconds: 2, tone: 'brand' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      globals['locale'] === 'ar' ? 'خلال ثانيتين' : 'in 2 seconds',
    );
  },
};
