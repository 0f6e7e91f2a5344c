import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from './carousel.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const copy = {
  en: {
    label: 'Offers',
    refill: 'Refill your juice glass',
    doorstep: '@ YOUR DOORSTEP',
    points: 'Earn points on every order',
    shop: 'SHOP NOW',
    next: 'Next slide',
    previous: 'Previous slide',
    pause: 'Pause slides',
    play: 'Play slides',
  },
  ar: {
    label: 'العروض',
    refill: 'أعد تعبئة كوب العصير',
    doorstep: 'حتى باب منزلك',
    points: 'اكسب نقاطاً مع كل طلب',
    shop: 'تسوق الآن',
    next: 'الشريحة التالية',
    previous: 'الشريحة السابقة',
    pause: 'إيقاف الشرائح مؤقتاً',
    play: 'تشغيل الشرائح',
  },
};

function slidesFor(locale: Locale): readonly CarouselSlide[] {
  const t = copy[locale];
  return [
    {
      id: 'refill',
      label: t.refill,
      content: (
        <div style={{ padding: '2rem 2rem 5rem' }}>
          <h2>{t.refill}</h2>
          <p>{t.doorstep}</p>
          <a href="#shop">{t.shop}</a>
        </div>
      ),
    },
    {
      id: 'points',
      label: t.points,
      content: (
        <div style={{ padding: '2rem 2rem 5rem' }}>
          <h2>{t.points}</h2>
          <a href="#points">{t.shop}</a>
        </div>
      ),
    },
  ];
}

const meta = {
  title: 'Shop/Carousel',
  component: Carousel,
  args: { label: '', slides: [], autoPlay: false, onIndexChange: fn() },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <Carousel {...args} label={copy[locale].label} slides={slidesFor(locale)} />;
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleHeading = (canvas: HTMLElement) => within(canvas).getByRole('heading', { level: 2 });

export const PreviousAndNext: Story = {
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const t = copy[localeOf(globals)];
    await expect(canvas.getByRole('region', { name: t.label })).toHaveAttribute('aria-roledescription');
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.refill);
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.points);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('group', { name: new RegExp(t.points) })).not.toHaveAttribute('hidden');
    // Past the last slide it wraps to the first.
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.refill);
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.points);
  },
};

export const ArrowKeysFollowDirection: Story = {
  play: async ({ canvasElement, canvas, userEvent, globals, args }) => {
    const locale = localeOf(globals);
    const t = copy[locale];
    canvas.getByRole('button', { name: t.next }).focus();
    // "Forward" is the reading direction: ArrowRight in English, ArrowLeft in Arabic (ar-SA).
    await userEvent.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.points);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard(locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(visibleHeading(canvasElement)).toHaveTextContent(t.refill);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/** Rotating, with Pause; the visual step (reduced motion) checks that nothing rotates instead. */
export const AutoPlayWithPause: Story = {
  args: { autoPlay: true, interval: 60_000 },
  play: async ({ canvas, userEvent, globals }) => {
    const t = copy[localeOf(globals)];
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // A shopper who prefers reduced motion gets no rotation, and no button to start one.
      await expect(canvas.getByRole('button', { name: t.play })).toBeDisabled();
      return;
    }
    const pause = canvas.getByRole('button', { name: t.pause });
    const slides = canvas.getByRole('group', { name: new RegExp(t.refill) }).parentElement;
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: t.play })).toBeInTheDocument();
    // Paused: the slides are announced politely when changed.
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: t.play }));
    await expect(canvas.getByRole('button', { name: t.pause })).toBeInTheDocument();
  },
};

export const SecondSlide: Story = {
  args: { defaultIndex: 1, tone: 'plain' },
  play: async ({ canvasElement, globals }) => {
    await expect(visibleHeading(canvasElement)).toHaveTextContent(copy[localeOf(globals)].points);
  },
};
