import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleNationalAddresses } from '../national-address/national-address.samples.ts';
import { AddressCard, type AddressValue } from './address-card.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const addresses: Record<Locale, AddressValue> = {
  en: { ...sampleNationalAddresses.en, firstName: 'Sara', lastName: 'Alqahtani', type: 'home' },
  ar: { ...sampleNationalAddresses.ar, firstName: 'سارة', lastName: 'القحطاني', type: 'home' },
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
    await expect(card.querySelector('[data-slot="mobile"]')).toHaveTextContent('+966512345678');
    // The national address as it is written: building number and street, then city postal code – additional number.
    await expect(card.querySelector('[data-slot="street"]')).toHaveTextContent(
      ar ? '2929 طريق الملك فهد' : '2929 King Fahd Road',
    );
    await expect(card.querySelector('[data-slot="city"]')).toHaveTextContent(
      ar ? 'الرياض 12211 – 7788' : 'Riyadh 12211 – 7788',
    );
    await expect(card.querySelector('[data-slot="short-address"]')).toHaveTextContent('RRRD2929');
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

export const SavedBeforeTheNationalAddress: Story = {
  render: (args, { globals }) => (
    <AddressCard
      {...args}
      address={{ ...addresses[localeOf(globals)], buildingNumber: null, additionalNumber: null, shortAddress: null }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const card = canvas.getByRole('article', { name: ar ? 'سارة القحطاني' : 'Sara Alqahtani' });
    await expect(card.querySelector('[data-slot="street"]')).toHaveTextContent(
      ar ? /^طريق الملك فهد$/ : /^King Fahd Road$/,
    );
    await expect(card.querySelector('[data-slot="city"]')).toHaveTextContent(ar ? /^الرياض 12211$/ : /^Riyadh 12211$/);
    await expect(card.querySelector('[data-slot="short-address"]')).toBeNull();
    await expect(
      canvas.getByText(
        ar ? 'رقم المبنى والرقم الإضافي غير مذكورين.' : 'The building number and additional number are missing.',
      ),
    ).toBeInTheDocument();
  },
};
