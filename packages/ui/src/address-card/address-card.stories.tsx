import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddressCard, type AddressValue } from './address-card.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const addresses: Record<Locale, AddressValue> = {
  en: {
    firstName: 'Sara',
    lastName: 'Alqahtani',
    mobile: '+966512345678',
    postalCode: '12211',
    district: 'Al Olaya',
    street: '12 King Fahd Road',
    city: 'Riyadh',
    region: 'Riyadh Region',
    type: 'home',
  },
  ar: {
    firstName: 'سارة',
    lastName: 'القحطاني',
    mobile: '+966512345678',
    postalCode: '12211',
    district: 'العليا',
    street: '12 طريق الملك فهد',
    city: 'الرياض',
    region: 'منطقة الرياض',
    type: 'home',
  },
};

const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  args: {
    address: addresses.en,
    onEdit: fn(),
    onDelete: fn(),
    onMakeDefault: fn(),
    onDeliverHere: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <AddressCard {...args} address={addresses[localeOf(globals)]} />
    </div>
  ),
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const card = canvas.getByRole('article', { name: ar ? 'سارة القحطاني' : 'Sara Alqahtani' });
    await expect(card).toHaveTextContent(ar ? 'المنزل' : 'Home');
    await expect(card.querySelector('bdi')).toHaveTextContent('+966512345678');
    await userEvent.click(
      canvas.getByRole('button', { name: ar ? 'التوصيل إلى هذا العنوان' : 'Deliver to this address' }),
    );
    await expect(args.onDeliverHere).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'اجعله الافتراضي' : 'Make default' }));
    await expect(args.onMakeDefault).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: ar ? 'عدّل عنوان سارة القحطاني' : 'Edit the address of Sara Alqahtani' }),
    );
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: ar ? 'احذف عنوان سارة القحطاني' : 'Delete the address of Sara Alqahtani' }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const DefaultAndSelected: Story = {
  args: { isDefault: true, isSelected: true },
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvas.getByText(ar ? 'الافتراضي' : 'Default')).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: ar ? 'اجعله الافتراضي' : 'Make default' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: ar ? 'التوصيل هنا' : 'Delivering here' })).toBeInTheDocument();
  },
};

export const NotServed: Story = {
  render: (args, { globals }) => {
    const ar = localeOf(globals) === 'ar';
    return (
      <AddressCard
        {...args}
        address={{ ...addresses[localeOf(globals)], city: ar ? 'أبها' : 'Abha', type: 'work' }}
        undeliverableReason={ar ? 'لا نوصل إلى أبها بعد.' : 'We do not deliver to Abha yet.'}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const button = canvas.getByRole('button', { name: ar ? 'التوصيل إلى هذا العنوان' : 'Deliver to this address' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(ar ? 'لا نوصل إلى أبها بعد.' : 'We do not deliver to Abha yet.');
  },
};
