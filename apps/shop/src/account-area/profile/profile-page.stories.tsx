import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { routePaths } from '../../paths.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { ProfilePage } from './profile-page.tsx';
import { profileHandlers, shopper, signedInAs, verifiedShopper } from './story-setup.ts';
import { profileTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Shop/Account/My Profile',
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

/** The row of a field, found by the field's read-only label. */
function rowOf(term: HTMLElement): HTMLElement {
  const row = term.closest<HTMLElement>('.shop-profile__row');
  if (!row) throw new globalThis.Error('a field label outside its row');
  return row;
}

/**
 * Every field read-only with its Edit; the e-mail not verified yet, with what verifying earns; the
 * birthdate in the Gregorian calendar, and in Arabic the Hijri date beside it.
 */
export const NotVerified: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    const email = rowOf(await canvas.findByText(texts.email[language], { selector: 'dt' }));
    await expect(within(email).getByText(shopper.email)).toBeVisible();
    await expect(within(email).getByText(texts.notVerified[language])).toBeVisible();
    await expect(within(email).getByText(texts.reward[language])).toBeVisible();
    await expect(within(email).getByRole('button', { name: texts.verify[language] })).toBeVisible();
    await expect(canvas.getByText(texts.points(shopper.points)[language])).toBeVisible();
    await expect(canvas.getByText('Noura')).toBeVisible();
    await expect(canvas.getByText('+966 55 123 4567')).toBeVisible();
    await expect(canvas.getByText(texts.female[language])).toBeVisible();
    await expect(canvas.getByText(texts.birthdate[language])).toBeVisible();
    const hijri = texts.hijri[language];
    if (hijri) await expect(canvas.getByText(hijri)).toBeVisible();
    else await expect(canvas.queryByText(/Hijri/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.editFirstName[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.editPassword[language] })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.save[language] })).not.toBeInTheDocument();
  },
};

/** A verified address says so, and there is nothing more to verify. */
export const Verified: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInAs(verifiedShopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const email = rowOf(await canvas.findByText(texts.email[language], { selector: 'dt' }));
    await expect(within(email).getByText(texts.verified[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.verify[language] })).not.toBeInTheDocument();
    await expect(canvas.getByText(texts.points(verifiedShopper.points)[language])).toBeVisible();
  },
};

/** Verify asks the API to send the link, and the page says where it went. */
export const VerificationSent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.verificationSent, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.verify[language] }));
    await expect(await canvas.findByText(texts.sent(shopper.email)[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.verify[language] })).not.toBeInTheDocument();
  },
};

/** While the session is checked. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.loading, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    await expect(await canvas.findByText(texts.checking[language])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...profileHandlers.error, ...signedInAs(shopper));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** A visitor is asked to sign in first (the sign-in dialog opens by itself in the shop). */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.guard[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
    await expect(canvas.queryByText(shopper.email)).not.toBeInTheDocument();
  },
};
