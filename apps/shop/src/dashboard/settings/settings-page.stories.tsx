import { settingsHandlers, staffSettings } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffSettingsPage } from './settings-page.tsx';
import { settingsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Store settings',
  component: StaffSettingsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/settings')],
} satisfies Meta<typeof StaffSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings as loaded: cash on delivery off with its reason, the zones' fees in SAR, the page's own nav entry. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    await expect(await canvas.findByText(texts.version[language](staffSettings.version))).toBeVisible();
    await expect(canvas.getByRole('switch', { name: texts.cod[language] })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: texts.codFee[language] })).toHaveValue('0.00');
    await expect(canvas.getByRole('textbox', { name: texts.reasonEn[language] })).toHaveValue(
      staffSettings.cashOnDelivery.reason?.en,
    );
    await expect(canvas.getByRole('textbox', { name: texts.reasonAr[language] })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('textbox', { name: texts.jeddahFee[language] })).toHaveValue('25.00');
    await expect(canvas.getByRole('switch', { name: texts.jeddahServed[language] })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: texts.placed[language] })).toHaveValue('15');
    await expect(canvas.getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(texts.title[language]));
  },
};

let releaseSave: () => void = () => undefined;

/**
 * Saving with a field error: the button is busy while the save is on its way, then the API's 400
 * for the VAT number is shown beside that field, in the page's language, and the form says so.
 */
export const FieldError: Story = {
  beforeEach: ({ msw }) => {
    // The save answers only when the play function has seen the button busy.
    const answer = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    msw.use(...staffFrameHandlers(), ...settingsHandlers.full({ saveAfter: answer }));
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const vat = await canvas.findByRole('textbox', { name: texts.vatNumber[language] });
    await userEvent.clear(vat);
    await userEvent.type(vat, '1234');
    const save = canvas.getByRole('button', { name: texts.save[language] });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    releaseSave();
    await expect(await canvas.findByText(texts.vatProblem[language])).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    // The first field refused has the focus.
    await waitFor(() => expect(vat).toHaveFocus());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    await expect(canvasElement.querySelector('.staff-settings__saved')).toBeEmptyDOMElement();
  },
};

/** Cash on delivery turned off without a reason in Arabic: the form asks for it before saving. */
export const ReasonRequired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.codOn());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const cod = await canvas.findByRole('switch', { name: texts.cod[language] });
    await expect(cod).toBeChecked();
    await userEvent.click(cod);
    await userEvent.clear(canvas.getByRole('textbox', { name: texts.reasonAr[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.reasonProblem[language])).toBeVisible();
    const reasonAr = canvas.getByRole('textbox', { name: texts.reasonAr[language] });
    await expect(reasonAr).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reasonAr).toHaveFocus());
  },
};

/** A colleague saved in between: the save is refused with what happened and Reload, which shows their change. */
export const Conflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const fee = await canvas.findByRole('textbox', { name: texts.jeddahFee[language] });
    await userEvent.clear(fee);
    await userEvent.type(fee, '30');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await expect(canvas.getByRole('button', { name: texts.save[language] })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.reload[language] }));
    await expect(await canvas.findByText(texts.version[language](staffSettings.version + 1))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.eurPerSar[language] })).toHaveValue('0.251');
    await expect(canvas.getByRole('textbox', { name: texts.jeddahFee[language] })).toHaveValue('25.00');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Cash on delivery turned on with a SAR 15.00 fee and saved: the confirmation, and the form at the new version. */
export const Saved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('switch', { name: texts.cod[language] }));
    const fee = canvas.getByRole('textbox', { name: texts.codFee[language] });
    await userEvent.clear(fee);
    await userEvent.type(fee, '15');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language](staffSettings.version + 1));
    await expect(await canvas.findByText(texts.version[language](staffSettings.version + 1))).toBeVisible();
    await expect(canvas.getByRole('switch', { name: texts.cod[language] })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: texts.codFee[language] })).toHaveValue('15.00');
  },
};

/**
 * The social links: an address without https:// is asked again at its field; a TikTok address added
 * and Facebook's emptied are saved (the footer and the contact page follow the saved list).
 */
export const SocialLinks: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const tiktok = await canvas.findByRole('textbox', { name: texts.tiktok[language] });
    await expect(tiktok).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: texts.facebook[language] })).toHaveValue(
      'https://www.facebook.com/juicyin',
    );
    await userEvent.type(tiktok, 'tiktok.com/@juicyin');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.httpsProblem[language])).toBeVisible();
    await expect(tiktok).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(tiktok);
    await userEvent.type(tiktok, 'https://www.tiktok.com/@juicyin');
    await userEvent.clear(canvas.getByRole('textbox', { name: texts.facebook[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language](staffSettings.version + 1));
    await expect(canvas.getByRole('textbox', { name: texts.tiktok[language] })).toHaveValue(
      'https://www.tiktok.com/@juicyin',
    );
    await expect(canvas.getByRole('textbox', { name: texts.facebook[language] })).toHaveValue('');
  },
};

/**
 * A new delivery zone and the store's own map tiles: the zone asks for its name in Latin letters
 * first, then is saved after the known zones with its fee; the tile server is saved with it.
 */
export const ZoneAddedAndOwnMap: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.addZone[language] }));
    const fee = canvas.getByRole('textbox', { name: texts.newZoneFee[language] });
    await userEvent.clear(fee);
    await userEvent.type(fee, '18');
    await userEvent.type(canvas.getByRole('textbox', { name: texts.cityAr[language] }), 'الخبر');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const cityEn = canvas.getByRole('textbox', { name: texts.cityEn[language] });
    await expect(await canvas.findByText(texts.cityLatin[language])).toBeVisible();
    await waitFor(() => expect(cityEn).toHaveFocus());
    await userEvent.type(cityEn, 'Al Khobar');
    await userEvent.click(canvas.getByRole('switch', { name: texts.ownTiles[language] }));
    const tiles = canvas.getByRole('textbox', { name: texts.tilesUrl[language] });
    await userEvent.clear(tiles);
    await userEvent.type(tiles, 'https://tiles.juicyin.example/{{z}/{{x}/{{y}.png');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language](staffSettings.version + 1));
    await expect(canvas.getByRole('textbox', { name: texts.khobarFee[language] })).toHaveValue('18.00');
    await expect(canvas.queryByRole('textbox', { name: texts.cityEn[language] })).toBeNull();
    await expect(canvas.getByRole('switch', { name: texts.ownTiles[language] })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: texts.tilesUrl[language] })).toHaveValue(
      'https://tiles.juicyin.example/{z}/{x}/{y}.png',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...settingsHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.error[storyLanguage(globals)] })).toBeVisible();
  },
};
