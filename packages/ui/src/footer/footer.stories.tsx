import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, type FooterProps } from './footer.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const content: Record<Locale, FooterProps> = {
  en: {
    blog: {
      title: 'Five juices for a Riyadh summer',
      excerpt: 'Cold-pressed, no sugar added, and at your door before noon.',
      href: '/blog-detail',
      readAllHref: '/blog-list',
      publishedAt: '2026-11-01T08:00:00Z',
    },
    claims: ['100% juice', '100% natural', '100% healthy', '0% water added', '0% sugar added'],
    social: [
      { id: 'instagram', label: 'Juicyin on Instagram', href: 'https://instagram.example/juicyin' },
      { id: 'x', label: 'Juicyin on X', href: 'https://x.example/juicyin' },
    ],
    paymentMethods: ['mada', 'VISA', 'Mastercard'],
    links: [
      { id: 'careers', label: 'Careers', href: '/careers' },
      { id: 'warranty', label: 'Warranty Policy', href: '/warranty' },
      { id: 'sell', label: 'Sell with us', href: '/sell' },
      { id: 'terms-use', label: 'Terms of use', href: '/terms-conditions' },
      { id: 'terms-sale', label: 'Terms of Sale', href: '/terms-of-sale' },
      { id: 'privacy', label: 'Privacy Policy', href: '/privacy-policy' },
    ],
    copyright: '© 2026 Juicyin',
  },
  ar: {
    blog: {
      title: 'خمسة عصائر لصيف الرياض',
      excerpt: 'معصورة على البارد، بلا سكر مضاف، وتصلك قبل الظهر.',
      href: '/blog-detail',
      readAllHref: '/blog-list',
      publishedAt: '2026-11-01T08:00:00Z',
    },
    claims: ['عصير 100%', 'طبيعي 100%', 'صحي 100%', 'ماء مضاف 0%', 'سكر مضاف 0%'],
    social: [
      { id: 'instagram', label: 'جوسي إن على إنستغرام', href: 'https://instagram.example/juicyin' },
      { id: 'x', label: 'جوسي إن على إكس', href: 'https://x.example/juicyin' },
    ],
    paymentMethods: ['mada', 'VISA', 'Mastercard'],
    links: [
      { id: 'careers', label: 'الوظائف', href: '/careers' },
      { id: 'warranty', label: 'سياسة الضمان', href: '/warranty' },
      { id: 'sell', label: 'بع معنا', href: '/sell' },
      { id: 'terms-use', label: 'شروط الاستخدام', href: '/terms-conditions' },
      { id: 'terms-sale', label: 'شروط البيع', href: '/terms-of-sale' },
      { id: 'privacy', label: 'سياسة الخصوصية', href: '/privacy-policy' },
    ],
    copyright: '© 2026 جوسي إن',
  },
};

const meta = {
  title: 'Shop/Footer',
  component: Footer,
  args: { links: [] },
  render: (args, { globals }) => (
    <Footer {...content[localeOf(globals)]} {...args} links={content[localeOf(globals)].links} />
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const footer = canvas.getByRole('contentinfo');
    const readAll = within(footer).getByRole('link', { name: ar ? 'اقرأ الكل' : 'READ ALL' });
    await expect(readAll).toHaveAttribute('href', '/blog-list');
    await expect(
      within(footer).getByRole('heading', { name: ar ? 'من مدونتنا' : 'From our blog' }),
    ).toBeInTheDocument();
    await expect(footer.querySelector('time')).toHaveAttribute('dateTime', '2026-11-01T08:00:00.000Z');
    const nav = within(footer).getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(within(nav).getByRole('link', { name: ar ? 'سياسة الخصوصية' : 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const social = within(footer).getByRole('link', { name: ar ? 'جوسي إن على إنستغرام' : 'Juicyin on Instagram' });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    const cards = within(footer).getByRole('heading', { name: ar ? 'نقبل الدفع بـ' : 'We accept' }).nextElementSibling;
    await expect(cards).toHaveTextContent('mada');
  },
};

export const KeyboardThroughLinks: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: ar ? 'خمسة عصائر لصيف الرياض' : 'Five juices for a Riyadh summer' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: ar ? 'اقرأ الكل' : 'READ ALL' })).toHaveFocus();
  },
};

export const LinksOnly: Story = {
  render: (args, { globals }) => <Footer {...args} links={content[localeOf(globals)].links} tone="light" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
