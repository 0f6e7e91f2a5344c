import type { InfoPageSection } from '@juicyin/contract';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';

const SPACING = 200;
const RADIUS = 34;

/** A glyph per step, drawn around the step's circle: a bottle, a bag, a card, then a check. */
const glyphs = [
  // Bottle
  <path key="bottle" d="M-8-22h16v8l6 8v26a4 4 0 0 1-4 4h-20a4 4 0 0 1-4-4V-6l6-8z" />,
  // Bag
  <path key="bag" d="M-20-8h40l-4 30h-32zM-9-8v-6a9 9 0 0 1 18 0v6" />,
  // Card
  <path key="card" d="M-24-15h48v30h-48zM-24-6h48M-16 8h12" />,
  // Check
  <path key="check" d="m-16 0 11 11 21-21" />,
];

/**
 * The process picture of the how-to-order page: one numbered circle per step, joined by arrows, each
 * with its step's heading beneath. Drawn from the page's own steps; the picture is one image to
 * assistive technology, named with every step in order (its words are not read twice).
 */
export function HowToOrderPicture({ steps }: { readonly steps: readonly InfoPageSection[] }) {
  const t = useMessages();
  const language = useLanguage();
  if (steps.length === 0) return null;
  const headings = steps.map((step) => step.heading[language]);
  const width = SPACING * steps.length;
  const label = t('info.steps.picture', {
    count: steps.length,
    steps: headings.map((heading, index) => `${index + 1}. ${heading}`).join(' '),
  });
  return (
    <figure className="shop-info-page__picture">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} 170`}
        className="shop-info-page__svg"
        // The steps run in reading order: right to left in Arabic.
        direction={language === 'ar' ? 'rtl' : 'ltr'}
      >
        {headings.map((heading, index) => {
          const place = language === 'ar' ? steps.length - 1 - index : index;
          const x = SPACING * place + SPACING / 2;
          const towardNext = language === 'ar' ? -1 : 1;
          return (
            <g key={steps[index]?.id ?? index} aria-hidden="true">
              {index < steps.length - 1 ? (
                <path
                  className="shop-info-page__arrow"
                  d={`M${x + towardNext * (RADIUS + 12)} 60H${x + towardNext * (SPACING - RADIUS - 16)}m${-towardNext * 8}-7 ${towardNext * 8} 7 ${-towardNext * 8} 7`}
                />
              ) : null}
              <circle className="shop-info-page__step-circle" cx={x} cy={60} r={RADIUS + 14} />
              <g className="shop-info-page__glyph" transform={`translate(${x} 60)`}>
                {glyphs[Math.min(index, glyphs.length - 1)]}
              </g>
              <circle className="shop-info-page__step-badge" cx={x + 34} cy={24} r={14} />
              <text className="shop-info-page__step-number" x={x + 34} y={29} textAnchor="middle">
                {index + 1}
              </text>
              <text className="shop-info-page__step-label" x={x} y={140} textAnchor="middle">
                {heading}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
