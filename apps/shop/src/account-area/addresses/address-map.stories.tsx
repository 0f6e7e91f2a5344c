import { createAddress, getStoreSettings } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { AddressesPage } from './addresses-page.tsx';
import { fillAddress } from './fill-address.ts';
import { MapLoaderProvider } from './map-loader.tsx';
import { addressesDecorator, book, kitWords, nameOf, say, signedInShopper } from './story-setup.tsx';

/*
 * The address form's map. Its tiles are the store fixture's one-colour data-URL PNG (no network);
 * Leaflet fades tiles in, so these stories keep out of the visual baselines.
 */
const meta = {
  title: 'Shop/Account/My addresses/Map',
  component: AddressesPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  decorators: [addressesDecorator],
} satisfies Meta<typeof AddressesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openNewAddress(canvasElement: HTMLElement, language: 'en' | 'ar') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: say(language, 'account.addresses.add') }));
  const editor = canvasElement.querySelector<HTMLElement>('.shop-addresses__editor');
  if (!editor) throw new globalThis.Error('The editor did not open');
  await userEvent.click(within(editor).getByRole('button', { name: say(language, 'account.addresses.location.open') }));
  return editor;
}

const pinLabel = /^(Delivery pin at|دبوس التوصيل عند) /;

/** The map open: the pin has focus; an arrow key moves it and the new place is announced; confirmed, the form says it is set. */
export const MapOpen: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...handlers.addresses.empty);
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const editor = await openNewAddress(canvasElement, language);
    const form = within(editor);
    const pin = await form.findByRole('button', { name: pinLabel });
    await waitFor(() => expect(pin).toHaveFocus());
    await expect(form.getByRole('group', { name: say(language, 'account.addresses.map.label') })).toBeVisible();
    const before = pin.getAttribute('aria-label');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(pin.getAttribute('aria-label')).not.toBe(before));
    const [, lat = '', lng = ''] = /(\d+\.\d{5}).*?(\d+\.\d{5})/.exec(pin.getAttribute('aria-label') ?? '') ?? [];
    await expect(form.getByRole('status')).toHaveTextContent(say(language, 'account.addresses.map.at', { lat, lng }));
    await userEvent.click(form.getByRole('button', { name: say(language, 'account.addresses.map.confirm') }));
    await expect(await form.findByText(say(language, 'account.addresses.location.set', { lat, lng }))).toBeVisible();
    await waitFor(() =>
      expect(form.getByRole('button', { name: say(language, 'account.addresses.location.change') })).toHaveFocus(),
    );
  },
};

/** The map's code cannot be loaded: said so, and the address still saves, without a location. */
export const MapFailed: Story = {
  decorators: [
    (Story) => (
      <MapLoaderProvider value={() => Promise.reject(new globalThis.Error('The map chunk failed to load'))}>
        <Story />
      </MapLoaderProvider>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(createAddress, book.abha), ...signedInShopper, ...handlers.addresses.empty);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const editor = await openNewAddress(canvasElement, language);
    const form = within(editor);
    await expect(await form.findByRole('alert')).toHaveTextContent(say(language, 'account.addresses.map.failed'));
    await expect(form.getByRole('button', { name: say(language, 'account.addresses.map.retry') })).toBeVisible();
    await expect(form.getByText(say(language, 'account.addresses.location.notSet'))).toBeVisible();
    await fillAddress(editor, language);
    await userEvent.click(form.getByRole('button', { name: kitWords.save[language] }));
    await expect(
      await canvas.findByText(say(language, 'account.addresses.savedWithoutLocation', { name: nameOf(book.abha) })),
    ).toBeVisible();
  },
};

/** The tile server does not answer (a tile that is not an image): said so, and the form still works. */
export const TilesFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint(getStoreSettings, {
        ...fixtures.store,
        mapTiles: { url: 'data:image/png;base64,AAAA', attribution: '© OpenStreetMap contributors' },
      }),
      ...signedInShopper,
      ...handlers.addresses.empty,
    );
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const editor = await openNewAddress(canvasElement, language);
    const form = within(editor);
    await expect(await form.findByRole('alert')).toHaveTextContent(say(language, 'account.addresses.map.tilesFailed'));
    await userEvent.click(form.getByRole('button', { name: say(language, 'account.addresses.map.cancel') }));
    await expect(form.getByText(say(language, 'account.addresses.location.notSet'))).toBeVisible();
    await expect(form.getByRole('button', { name: say(language, 'account.addresses.location.open') })).toHaveFocus();
  },
};
