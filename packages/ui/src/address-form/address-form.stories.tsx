import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddressForm } from './address-form.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '44rem' }}>
      <AddressForm {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAddress: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const type = async (label: RegExp, value: string) => {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), value);
    };
    await type(ar ? /الاسم الأول/ : /First name/, 'Sara');
    await type(ar ? /اسم العائلة/ : /Last name/, 'Alqahtani');
    await type(ar ? /الجوال/ : /Mobile/, '512345678');
    await type(ar ? /رقم المبنى/ : /Building number/, '2929');
    await type(ar ? /الشارع/ : /Street/, 'King Fahd Road');
    await type(ar ? /الحي/ : /District/, 'Al Olaya');
    await type(ar ? /المدينة/ : /City/, 'Riyadh');
    await type(ar ? /المنطقة/ : /Region/, 'Riyadh Region');
    await type(ar ? /الرمز البريدي/ : /Postal code/, '12211');
    await type(ar ? /الرقم الإضافي/ : /Additional number/, '7788');
    await type(ar ? /العنوان المختصر/ : /Short address/, 'RRRD2929');
    await userEvent.click(canvas.getByRole('radio', { name: ar ? 'العمل' : 'Work' }));
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'حفظ العنوان' : 'Save Address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Sara',
        buildingNumber: '2929',
        postalCode: '12211',
        additionalNumber: '7788',
        shortAddress: 'RRRD2929',
        city: 'Riyadh',
        type: 'work',
        isDefault: false,
      }),
    );
  },
};

/** The national address's numbers are checked when the shopper leaves each field. */
export const CheckedOnLeaving: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    const building = canvas.getByRole('textbox', { name: ar ? /رقم المبنى/ : /Building number/ });
    const extra = canvas.getByRole('textbox', { name: ar ? /الرقم الإضافي/ : /Additional number/ });
    const short = canvas.getByRole('textbox', { name: ar ? /العنوان المختصر/ : /Short address/ });
    await userEvent.type(building, '29');
    await userEvent.type(extra, '778');
    await userEvent.type(short, 'RRRD');
    await userEvent.tab();
    await expect(building).toHaveAttribute('aria-invalid', 'true');
    await expect(building).toHaveAccessibleDescription(
      ar ? /أدخل رقم المبنى المكوّن من 4 أرقام\./ : /Enter the 4-digit building number\./,
    );
    await expect(extra).toHaveAccessibleDescription(
      ar ? /أدخل الرقم الإضافي المكوّن من 4 أرقام\./ : /Enter the 4-digit additional number\./,
    );
    await expect(short).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'حفظ العنوان' : 'Save Address' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  render: (args, { globals }) => {
    const ar = localeOf(globals) === 'ar';
    return (
      <AddressForm
        {...args}
        defaultValues={{ firstName: 'Sara', lastName: 'Alqahtani', postalCode: '1221', city: 'Riyadh' }}
        errors={{
          postalCode: ar ? 'يتكون الرمز البريدي من 5 أرقام.' : 'Postal codes have 5 digits.',
          mobile: ar ? 'أدخل رقم جوال سعودي.' : 'Enter a Saudi mobile number.',
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const postal = canvas.getByRole('textbox', { name: ar ? /الرمز البريدي/ : /Postal code/ });
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(ar ? 'يتكون الرمز البريدي من 5 أرقام.' : 'Postal codes have 5 digits.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText(ar ? 'أدخل رقم جوال سعودي.' : 'Enter a Saudi mobile number.')).toBeInTheDocument();
  },
};

export const EditingWithCancel: Story = {
  args: {
    defaultValues: { firstName: 'Sara', lastName: 'Alqahtani', city: 'Riyadh', type: 'work', isDefault: true },
    columns: 1,
  },
  play: async ({ canvas, userEvent, globals, args }) => {
    const ar = localeOf(globals) === 'ar';
    await expect(canvas.getByRole('radio', { name: ar ? 'العمل' : 'Work' })).toBeChecked();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'إلغاء' : 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
