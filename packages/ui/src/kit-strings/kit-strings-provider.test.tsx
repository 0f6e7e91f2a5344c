import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as kit from '../index.ts';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import type { MessageTable } from '../messages/messages.ts';
import { Price } from '../price/price.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import type { KitLanguageStrings, KitStrings } from './kit-strings.ts';
import { KitStringsProvider } from './kit-strings-provider.tsx';

const french = {
  fr: {
    price: { regularPrice: 'Prix normal', salePrice: 'Prix soldé', approximately: 'Environ' },
    spinner: { loading: 'Chargement' },
  },
} satisfies KitStrings;

function inLocale(locale: string, strings: KitStrings, children: ReactNode) {
  return render(
    <LocaleProvider locale={locale}>
      <KitStringsProvider strings={strings}>{children}</KitStringsProvider>
    </LocaleProvider>,
  );
}

describe('KitStringsProvider', () => {
  it('adds a language the kit does not ship', () => {
    inLocale('fr-FR', french, <Price amount={1900} oldAmount={2500} />);
    expect(screen.getByText('Prix normal')).toBeInTheDocument();
    expect(screen.getByText('Prix soldé')).toBeInTheDocument();
  });

  it('replaces one English string and keeps the others', () => {
    inLocale('en-SA', { en: { price: { salePrice: 'Now' } } }, <Price amount={1900} oldAmount={2500} />);
    expect(screen.getByText('Now')).toBeInTheDocument();
    expect(screen.getByText('Regular price')).toBeInTheDocument();
    expect(screen.queryByText('Sale price')).not.toBeInTheDocument();
  });

  it('leaves Arabic alone when it replaces English', () => {
    inLocale('ar-SA', { en: { price: { salePrice: 'Now' } } }, <Price amount={1900} oldAmount={2500} />);
    expect(screen.getByText('سعر التخفيض')).toBeInTheDocument();
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });

  it('loses to a component’s own messages prop', () => {
    inLocale('fr-FR', french, <Price amount={1900} oldAmount={2500} messages={{ salePrice: 'Promo' }} />);
    expect(screen.getByText('Promo')).toBeInTheDocument();
    expect(screen.getByText('Prix normal')).toBeInTheDocument();
  });

  it('falls back to English, with its English replacements, for a language nobody gives strings for', () => {
    inLocale('de-DE', { ...french, en: { price: { salePrice: 'Now' } } }, <Price amount={1900} oldAmount={2500} />);
    expect(screen.getByText('Regular price')).toBeInTheDocument();
    expect(screen.getByText('Now')).toBeInTheDocument();
  });

  it('falls back to English for a string an added language leaves out', () => {
    inLocale('fr-FR', { fr: { price: { salePrice: 'Prix soldé' } } }, <Price amount={1900} oldAmount={2500} />);
    expect(screen.getByText('Prix soldé')).toBeInTheDocument();
    expect(screen.getByText('Regular price')).toBeInTheDocument();
  });

  it('lays an inner provider over an outer one, string by string', () => {
    render(
      <LocaleProvider locale="fr-FR">
        <KitStringsProvider strings={french}>
          <KitStringsProvider strings={{ fr: { price: { salePrice: 'Soldes' } } }}>
            <Price amount={1900} oldAmount={2500} />
            <Spinner />
          </KitStringsProvider>
        </KitStringsProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText('Soldes')).toBeInTheDocument();
    expect(screen.getByText('Prix normal')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  });

  it('is typed by the kit’s tables: a wrong name or string is an error, a missing one in a whole language too', () => {
    // @ts-expect-error: no table is called `prize`.
    const wrongTable: KitStrings = { fr: { prize: {} } };
    // @ts-expect-error: the price table has no `salesPrice`.
    const wrongString: KitStrings = { fr: { price: { salesPrice: 'Prix soldé' } } };
    // @ts-expect-error: a whole language needs every table.
    const incomplete: KitLanguageStrings = { price: french.fr.price };
    expect([wrongTable, wrongString, incomplete]).toHaveLength(3);
  });
});

/** The kit's public string tables: every `…Messages` export shaped `{ name, en, ar }`. */
const tables = (Object.values(kit) as unknown[]).filter(
  (value): value is MessageTable<object> =>
    typeof value === 'object' && value !== null && 'name' in value && 'en' in value && 'ar' in value,
);

type Exports = typeof kit;
type ExportedTableName = {
  [K in keyof Exports]: Exports[K] extends MessageTable<object, infer N> ? N : never;
}[keyof Exports];

describe('the kit’s string tables', () => {
  it('each have their own name', () => {
    const names = tables.map((table) => table.name);
    expect(names.length).toBeGreaterThan(30);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are all in the strings a provider takes', () => {
    expectTypeOf<ExportedTableName>().toEqualTypeOf<keyof KitLanguageStrings>();
  });
});
