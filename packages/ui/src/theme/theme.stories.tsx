import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colourPairs, contrastRatio } from './palette.ts';
import './tokens.css';

const sample = { en: 'Fresh orange juice', ar: 'عصير برتقال طازج' } as const;
type Locale = keyof typeof sample;

function Swatches({ locale }: { readonly locale: Locale }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        gap: '0.75rem',
        padding: 0,
      }}
    >
      {colourPairs.map(([background, text]) => (
        <li
          key={`${background} ${text}`}
          data-pair={`${background} ${text}`}
          style={{
            listStyle: 'none',
            padding: '0.75rem',
            borderRadius: '0.5rem',
            background: `var(${background})`,
            color: `var(${text})`,
          }}
        >
          <strong>{sample[locale]}</strong>
          <br />
          <code dir="ltr">{text}</code>
          <br />
          <code dir="ltr">{background}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Swatches,
  args: { locale: 'en' },
  render: (_args, { globals }) => <Swatches locale={(globals['locale'] as Locale | undefined) ?? 'en'} />,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourPairs: Story = {
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-pair]')];
    await expect(items).toHaveLength(colourPairs.length);
    for (const item of items) {
      const style = getComputedStyle(item);
      const ratio = contrastRatio(style.backgroundColor, style.color);
      await expect({ pair: item.dataset['pair'], aa: ratio >= 4.5 }).toEqual({ pair: item.dataset['pair'], aa: true });
    }
  },
};

export const ShippedFonts: Story = {
  play: async ({ canvasElement, globals }) => {
    const ar = globals['locale'] === 'ar';
    await document.fonts.load(`16px "Inter Variable"`, 'Juice');
    await document.fonts.load(`16px "IBM Plex Sans Arabic"`, 'عصير');
    await expect(document.fonts.check(`16px "Inter Variable"`, 'Juice')).toBe(true);
    await expect(document.fonts.check(`16px "IBM Plex Sans Arabic"`, 'عصير')).toBe(true);
    const family = getComputedStyle(canvasElement.querySelector('strong')!).fontFamily;
    await expect(family).toContain(ar ? 'IBM Plex Sans Arabic' : 'Inter Variable');
  },
};
