import { CARD_BRANDS, type CardBrand } from '@juicyin/domain';
import type { ReactNode } from 'react';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './card-brand-marks.css';

export interface CardBrandMarksMessages {
  /** The name of the list of marks. */
  readonly label: string;
  /** Each brand's name, read for its mark. */
  readonly brands: Readonly<Record<CardBrand, string>>;
}

export const cardBrandMarksMessages: MessageTable<CardBrandMarksMessages, 'cardBrandMarks'> = {
  name: 'cardBrandMarks',
  en: {
    label: 'Accepted cards',
    brands: { visa: 'Visa', mastercard: 'Mastercard', mada: 'mada', amex: 'American Express' },
  },
  ar: {
    label: 'البطاقات المقبولة',
    brands: { visa: 'فيزا', mastercard: 'ماستركارد', mada: 'مدى', amex: 'أمريكان إكسبريس' },
  },
};

const wordmark = { fontFamily: 'var(--jui-font-latin)', fontWeight: 800 } as const;

/** Small marks of our own drawing (38 × 24), in each brand's colours; not the brands' artwork. */
const marks: Readonly<Record<CardBrand, ReactNode>> = {
  visa: (
    <>
      <rect width="38" height="24" rx="3" fill="#1a1f71" />
      <text x="19" y="16.5" textAnchor="middle" fontSize="10" fontStyle="italic" fill="#ffffff" style={wordmark}>
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="38" height="24" rx="3" fill="#1f2328" />
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      <path d="M19 6.2a7 7 0 0 1 0 11.6a7 7 0 0 1 0-11.6z" fill="#ff5f00" />
    </>
  ),
  mada: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="2.5" fill="#ffffff" stroke="#868e96" />
      <rect x="4" y="7" width="9" height="4" fill="#259bd6" />
      <rect x="4" y="13" width="9" height="4" fill="#84b740" />
      <text x="25" y="15.5" textAnchor="middle" fontSize="8" fill="#1f2328" style={wordmark}>
        mada
      </text>
    </>
  ),
  amex: (
    <>
      <rect width="38" height="24" rx="3" fill="#1f6fb8" />
      <text x="19" y="15.5" textAnchor="middle" fontSize="8" fill="#ffffff" style={wordmark}>
        AMEX
      </text>
    </>
  ),
};

export interface CardBrandMarksProps {
  /** The brands shown, in order (every brand the shop accepts by default). */
  readonly brands?: readonly CardBrand[] | undefined;
  /** The brand of the number typed so far: its mark stands out, the others fade. */
  readonly active?: CardBrand | null | undefined;
  readonly messages?: Partial<CardBrandMarksMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * The accepted cards' marks, for beside a card number field: a list named "Accepted cards", each
 * mark an image named after its brand; the typed number's brand is marked current.
 */
export function CardBrandMarks({ brands = CARD_BRANDS, active = null, messages, className }: CardBrandMarksProps) {
  const strings = useMessages(cardBrandMarksMessages, messages);
  return (
    <ul
      data-slot="card-brand-marks"
      data-state={active ? 'typed' : 'idle'}
      className={className ? `jui-card-brand-marks ${className}` : 'jui-card-brand-marks'}
      aria-label={strings.label}
    >
      {brands.map((brand) => (
        <li key={brand} className="jui-card-brand-marks__item" aria-current={brand === active ? 'true' : undefined}>
          <svg
            className="jui-card-brand-marks__mark"
            viewBox="0 0 38 24"
            role="img"
            aria-label={strings.brands[brand]}
            data-brand={brand}
          >
            {marks[brand]}
          </svg>
        </li>
      ))}
    </ul>
  );
}
