import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type IconName, icons } from './icons.tsx';

function Gallery({ size }: { readonly size: 'sm' | 'md' | 'lg' }) {
  return (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: '1rem', padding: 0 }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li
            key={name}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '0.25rem',
              listStyle: 'none',
            }}
          >
            <Icon size={size} />
            <code>{name}</code>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  args: { size: 'lg' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(Object.keys(icons).length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const PointingIconsFlipInRtl: Story = {
  play: async ({ canvasElement }) => {
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    const chevron = canvasElement.querySelector('[data-icon="chevron-end"]')!;
    const search = canvasElement.querySelector('[data-icon="search"]')!;
    const cart = canvasElement.querySelector('[data-icon="cart"]')!;
    await expect(getComputedStyle(chevron).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    await expect(getComputedStyle(search).transform).toBe('none');
    await expect(getComputedStyle(cart).transform).toBe('none');
  },
};

export const Small: Story = { args: { size: 'sm' } };
