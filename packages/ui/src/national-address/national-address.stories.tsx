import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleNationalAddresses } from './national-address.samples.ts';
import { NationalAddress } from './national-address.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const addresses = sampleNationalAddresses;

const meta = {
  title: 'Components/NationalAddress',
  component: NationalAddress,
  args: { address: addresses.en },
  render: (args, { globals }) => <NationalAddress {...args} address={addresses[localeOf(globals)]} />,
} satisfies Meta<typeof NationalAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const address = canvasElement.querySelector('address');
    await expect(address?.querySelector('[data-slot="street"]')).toHaveTextContent(
      ar ? '2929 طريق الملك فهد' : '2929 King Fahd Road',
    );
    await expect(address?.querySelector('[data-slot="city"]')).toHaveTextContent(
      ar ? 'الرياض 12211 – 7788' : 'Riyadh 12211 – 7788',
    );
    await expect(address).toHaveTextContent(ar ? 'العنوان المختصر: RRRD2929' : 'Short address: RRRD2929');
    await expect(address?.querySelector('[data-slot="mobile"]')).toHaveTextContent('+966512345678');
  },
};

/** An order placed, or an address saved, before the national address's numbers were asked for. */
export const WithoutTheNumbers: Story = {
  render: (args, { globals }) => (
    <NationalAddress
      {...args}
      title={localeOf(globals) === 'ar' ? 'سارة القحطاني (المنزل)' : 'Sara Alqahtani (Home)'}
      address={{ ...addresses[localeOf(globals)], buildingNumber: null, additionalNumber: null, shortAddress: null }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const address = canvasElement.querySelector('address');
    await expect(address?.firstElementChild).toHaveTextContent(ar ? 'سارة القحطاني (المنزل)' : 'Sara Alqahtani (Home)');
    await expect(address?.querySelector('[data-slot="street"]')).toHaveTextContent(
      ar ? /^طريق الملك فهد$/ : /^King Fahd Road$/,
    );
    await expect(address?.querySelector('[data-slot="city"]')).toHaveTextContent(
      ar ? /^الرياض 12211$/ : /^Riyadh 12211$/,
    );
    await expect(address?.querySelector('[data-slot="short-address"]')).toBeNull();
  },
};
