import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button, type KeyboardEvent } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '../icons/index.ts';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './carousel.css';

export interface CarouselSlide {
  readonly id: string;
  /** What the slide is about, read with its position ("1 of 2: Refill your juice glass"). */
  readonly label: string;
  readonly content: ReactNode;
}

export interface CarouselMessages {
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
  readonly slide: (position: string, total: string, label: string) => string;
}

export const carouselMessages: MessageTable<CarouselMessages, 'carousel'> = {
  name: 'carousel',
  en: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slides',
    play: 'Play slides',
    slide: (position, total, label) => `${position} of ${total}: ${label}`,
  },
  ar: {
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    pause: 'إيقاف الشرائح مؤقتاً',
    play: 'تشغيل الشرائح',
    slide: (position, total, label) => `${position} من ${total}: ${label}`,
  },
};

export const carouselStyles = cva('jui-carousel', {
  variants: { tone: { brand: 'jui-carousel--brand', plain: 'jui-carousel--plain' } },
  defaultVariants: { tone: 'brand' },
});

export interface CarouselProps extends VariantProps<typeof carouselStyles> {
  /** The carousel's accessible name, e.g. "Offers". */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  /** The shown slide (controlled). */
  readonly index?: number;
  readonly defaultIndex?: number;
  readonly onIndexChange?: (index: number) => void;
  /** Rotate on its own (default true); never when the shopper prefers reduced motion. */
  readonly autoPlay?: boolean;
  /** Milliseconds a slide stays (default 6000). */
  readonly interval?: number;
  readonly messages?: Partial<CarouselMessages>;
  readonly className?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/**
 * A slide show (WAI-ARIA carousel pattern): previous/next buttons whose chevrons point the right
 * way in either direction, a pause/play button, arrow keys on its controls that follow the
 * reading direction (ArrowLeft is "next" in Arabic), and rotation that stops while the shopper is inside it, after
 * they pause it, or when they prefer reduced motion. The slides are announced politely only when
 * not rotating.
 */
export function Carousel({
  label,
  slides,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  autoPlay = true,
  interval = 6000,
  tone,
  messages: overrides,
  className,
}: CarouselProps) {
  const { locale, direction } = useLocale();
  const messages = useMessages(carouselMessages, overrides);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const [paused, setPaused] = useState(false);
  const [inside, setInside] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const index = Math.min(Math.max(controlledIndex ?? ownIndex, 0), Math.max(count - 1, 0));
  const rotating = autoPlay && !reducedMotion && !paused && count > 1;

  const go = (next: number) => {
    const wrapped = (next + count) % count;
    if (controlledIndex === undefined) setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!rotating || inside) return undefined;
    const id = setInterval(() => {
      const next = (index + 1) % count;
      if (controlledIndex === undefined) setOwnIndex(next);
      onIndexChange?.(next);
    }, interval);
    return () => {
      clearInterval(id);
    };
  }, [rotating, inside, index, count, interval, controlledIndex, onIndexChange]);

  // Rotation stops while the pointer or the focus is inside (WAI-ARIA carousel pattern).
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const enter = () => {
      setInside(true);
    };
    const leave = (event: Event) => {
      const next = event instanceof FocusEvent ? event.relatedTarget : null;
      if (!(next instanceof Node && root.contains(next)) && !root.matches(':hover')) setInside(false);
    };
    const pointerLeave = () => {
      if (!root.contains(document.activeElement)) setInside(false);
    };
    root.addEventListener('focusin', enter);
    root.addEventListener('focusout', leave);
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', pointerLeave);
    return () => {
      root.removeEventListener('focusin', enter);
      root.removeEventListener('focusout', leave);
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', pointerLeave);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') === (direction === 'ltr');
    event.preventDefault();
    go(index + (forward ? 1 : -1));
  };

  return (
    <section
      data-slot="carousel"
      data-variant={tone ?? 'brand'}
      data-rotating={rotating || undefined}
      className={carouselStyles({ tone, className })}
      aria-roledescription={locale.startsWith('ar') ? 'عرض شرائح' : 'carousel'}
      aria-label={label}
      ref={rootRef}
    >
      <div className="jui-carousel__controls">
        {autoPlay && count > 1 ? (
          <Button
            className="jui-carousel__button"
            onKeyDown={onKeyDown}
            aria-label={rotating ? messages.pause : messages.play}
            data-action="pause"
            isDisabled={reducedMotion}
            onPress={() => {
              setPaused((value) => !value);
            }}
          >
            {rotating ? <PauseIcon size="md" /> : <PlayIcon size="md" />}
          </Button>
        ) : null}
        <Button
          className="jui-carousel__button"
          onKeyDown={onKeyDown}
          aria-label={messages.previous}
          aria-controls={slidesId}
          data-action="previous"
          isDisabled={count < 2}
          onPress={() => {
            go(index - 1);
          }}
        >
          <ChevronStartIcon size="md" />
        </Button>
        <Button
          className="jui-carousel__button"
          onKeyDown={onKeyDown}
          aria-label={messages.next}
          aria-controls={slidesId}
          data-action="next"
          isDisabled={count < 2}
          onPress={() => {
            go(index + 1);
          }}
        >
          <ChevronEndIcon size="md" />
        </Button>
      </div>
      <div id={slidesId} className="jui-carousel__slides" aria-live={rotating && !inside ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={locale.startsWith('ar') ? 'شريحة' : 'slide'}
            aria-label={messages.slide(formatNumber(locale, position + 1), formatNumber(locale, count), slide.label)}
            className="jui-carousel__slide"
            data-active={position === index || undefined}
            hidden={position !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
