import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '../../paths.ts';
import { PREFERENCES_KEY } from '../../preferences/preferences.ts';
import { currentPreferences, resetPreferencesCache } from '../../preferences/use-preferences.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { ProfilePage } from './profile-page.tsx';
import { profileHandlers, shopper, signedInAs } from './story-setup.ts';
import { profileTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Shop/Account/My Profile/Editing',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.profile}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit puts the first name in a form (focused); Save changes sends it and shows it read-only again. */
export const EditName: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(shopper, { ...shopper, firstName: 'Nora' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editFirstName[language] }));
    const field = canvas.getByRole('textbox', { name: texts.firstName[language] });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Noura');
    await userEvent.clear(field);
    await userEvent.type(field, 'Nora');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(texts.saved[language])).toBeVisible();
    await expect(canvas.getByText('Nora')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: texts.firstName[language] })).not.toBeInTheDocument();
  },
};

/** The form open on the mobile number, as the shopper sees it while editing. */
export const Editing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editMobile[language] }));
    await expect(canvas.getByRole('textbox', { name: texts.mobile[language] })).toHaveValue('55 123 4567');
    await expect(canvas.getByRole('button', { name: texts.save[language] })).toBeVisible();
  },
};

/** The API refuses the mobile number: its message on the field, the form still open, nothing saved. */
export const BadMobile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.badMobile, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editMobile[language] }));
    const field = canvas.getByRole('textbox', { name: texts.mobile[language] });
    await userEvent.clear(field);
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.notSaved[language]);
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.badMobile[language]));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(texts.saved[language])).not.toBeInTheDocument();
  },
};

/** While the changes are saved. */
export const Saving: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.saving, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editFirstName[language] }));
    const save = canvas.getByRole('button', { name: texts.save[language] });
    await userEvent.click(save);
    await expect(await canvas.findByText(texts.saving[language])).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

/** Arabic as the preferred language: saved, and the shop's language preference becomes Arabic. */
export const ChooseArabic: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(shopper, { ...shopper, preferredLanguage: 'ar' }));
    const stored = localStorage.getItem(PREFERENCES_KEY);
    localStorage.removeItem(PREFERENCES_KEY);
    resetPreferencesCache();
    return () => {
      if (stored === null) localStorage.removeItem(PREFERENCES_KEY);
      else localStorage.setItem(PREFERENCES_KEY, stored);
      resetPreferencesCache();
    };
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(currentPreferences().language).toBe('en');
    await userEvent.click(await canvas.findByRole('button', { name: texts.editLanguage[language] }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(texts.language[language]) }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: texts.arabic[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.saved[language])).toBeVisible();
    await expect(currentPreferences().language).toBe('ar');
  },
};

/** A new e-mail address is not verified: the page says so and where the API sent the link. */
export const EmailChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs({ ...shopper, emailVerified: true }, { ...shopper, email: 'noura.h@example.com' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editEmail[language] }));
    const field = canvas.getByRole('textbox', { name: texts.email[language] });
    await userEvent.clear(field);
    await userEvent.type(field, 'noura.h@example.com');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.sent('noura.h@example.com')[language])).toBeVisible();
    await expect(canvas.getByText(texts.notVerified[language])).toBeVisible();
  },
};

/** The API refuses a common password with its message on the new password; a good one is changed. */
export const PasswordTooCommon: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.commonPassword, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editPassword[language] }));
    const current = canvas.getByLabelText(texts.currentPassword[language]);
    await expect(current).toHaveFocus();
    await userEvent.type(current, 'pomegranate-9');
    const next = canvas.getByLabelText(texts.newPassword[language]);
    await userEvent.type(next, 'password123');
    await userEvent.click(canvas.getByRole('button', { name: texts.changePassword[language] }));
    await expect(await canvas.findByText(texts.tooCommon[language])).toBeVisible();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A good new password: changed, and the other devices are signed out. */
export const PasswordChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.editPassword[language] }));
    await userEvent.type(canvas.getByLabelText(texts.currentPassword[language]), 'pomegranate-9');
    await userEvent.type(canvas.getByLabelText(texts.newPassword[language]), 'mango-lassi-77');
    await userEvent.click(canvas.getByRole('button', { name: texts.changePassword[language] }));
    await expect(await canvas.findByText(texts.passwordChanged[language])).toBeVisible();
    await expect(canvas.queryByLabelText(texts.newPassword[language])).not.toBeInTheDocument();
  },
};
