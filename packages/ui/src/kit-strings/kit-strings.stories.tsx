import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../badge/badge.tsx';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { Pagination } from '../pagination/pagination.tsx';
import { Price } from '../price/price.tsx';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import type { KitStrings } from './kit-strings.ts';
import { KitStringsProvider } from './kit-strings-provider.tsx';

/** French for a few components, given once: what an installing team writes (see the README). */
const french = {
  fr: {
    badge: { discount: (percent) => `${percent} de réduction` },
    price: { regularPrice: 'Prix normal', salePrice: 'Prix soldé', approximately: 'Environ' },
    quantityStepper: { label: 'Quantité', increase: 'Augmenter', decrease: 'Diminuer' },
    pagination: {
      navigation: 'Pagination',
      previous: 'Page précédente',
      next: 'Page suivante',
      page: (page) => `Page ${page}`,
    },
    spinner: { loading: 'Chargement' },
  },
} satisfies KitStrings;

/**
 * Kit components in French, a language the kit does not ship, through one `KitStringsProvider`.
 * The story sets its own locale (`fr-FR`, left to right) whatever the toolbar's, so it reads the
 * same in the English and Arabic runs.
 */
function FrenchShop({ onPageChange }: { readonly onPageChange: (page: number) => void }) {
  return (
    <LocaleProvider locale="fr-FR">
      <KitStringsProvider strings={french}>
        <div lang="fr" dir="ltr" style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
          <Badge discountPercent={24} />
          <Price amount={1900} oldAmount={2500} />
          <QuantityStepper showLabel />
          <Pagination page={2} pageCount={5} onPageChange={onPageChange} />
          <Spinner showLabel />
        </div>
      </KitStringsProvider>
    </LocaleProvider>
  );
}

const meta = {
  title: 'Kit/Strings',
  component: FrenchShop,
  args: { onPageChange: fn() },
  // Its look is the components' own, compared in their stories.
  tags: ['no-visual'],
} satisfies Meta<typeof FrenchShop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('24 % de réduction')).toBeInTheDocument();
    await expect(canvas.getByText('Prix normal')).toBeInTheDocument();
    await expect(canvas.getByText('Prix soldé')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Quantité' })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: /^Augmenter/ }));
    await expect(canvas.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  },
};
