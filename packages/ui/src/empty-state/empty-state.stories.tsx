import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BagIcon } from '../icons/index.ts';
import { Link } from '../link/link.tsx';
import { EmptyState } from './empty-state.tsx';

const copy = {
  en: { title: 'Your bag is empty', description: 'Fresh juices are a tap away.', action: 'Continue shopping' },
  ar: { title: 'حقيبتك فارغة', description: 'العصائر الطازجة على بعد نقرة.', action: 'متابعة التسوق' },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/EmptyState',
  component: EmptyState,
  args: { title: '' },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <EmptyState
        {...args}
        icon={<BagIcon />}
        title={t.title}
        description={t.description}
        action={
          <Link variant="button" href="#shop">
            {t.action}
          </Link>
        }
      />
    );
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyBag: Story = {
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.action })).toHaveAttribute('href', '#shop');
  },
};

export const Small: Story = { args: { size: 'sm', headingLevel: 3 } };
