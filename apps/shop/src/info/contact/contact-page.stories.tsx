import { getStoreSettings, sendEnquiry } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '../../i18n/messages.ts';
import { routePaths } from '../../paths.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { refusedField, say, tooMany } from '../story-setup.ts';
import { ContactPage } from './contact-page.tsx';

const meta = {
  title: 'Shop/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.contact}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.store.default, ...handlers.content.full);
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = fixtures.store.contact;

/** The shop on its map, its address, help line (tel:), e-mail (mailto:), hours and social profiles. */
export const Details: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: say(language, 'contact.title') })).toBeVisible();
    const address = contact.address[language];
    await expect(await canvas.findByRole('img', { name: say(language, 'contact.map', { address }) })).toBeVisible();
    await expect(canvas.getByText(address)).toBeVisible();
    await expect(canvas.getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${contact.phone}`,
    );
    await expect(canvas.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(canvas.getByText(contact.hours[language])).toBeVisible();
    for (const item of contact.social) {
      await expect(
        canvas.getByRole('link', { name: say(language, 'contact.socialLink', { network: item.network }) }),
      ).toHaveAttribute('href', item.href);
    }
  },
};

async function fillPitch(canvas: HTMLElement, language: Language, email: string) {
  const form = within(within(canvas).getByRole('form', { name: say(language, 'pitch.title') }));
  await userEvent.type(form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.fullName')) }), 'Omar Haddad');
  await userEvent.type(form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.email')) }), email);
  await userEvent.type(
    form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.enquiry')) }),
    'We would like to serve your juices at our café.',
  );
  await userEvent.click(form.getByRole('button', { name: say(language, 'pitch.submit') }));
  return form;
}

/** 'Pitch us' sent: the form empties and says a copy went to the shopper's e-mail. */
export const PitchUsSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await fillPitch(canvasElement, language, 'omar@example.com');
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(say(language, 'pitch.sent', { email: 'omar@example.com' })),
    );
    await expect(form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.fullName')) })).toHaveValue('');
  },
};

/** The API refuses the e-mail: its message at the field, the words kept. */
export const PitchUsFieldError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(sendEnquiry, 400, refusedField('email', 'Enter an e-mail address like name@example.com')),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await fillPitch(canvasElement, language, 'omar@');
    const email = form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.email')) });
    await waitFor(() => expect(email).toBeInvalid());
    await waitFor(() => expect(email).toHaveAccessibleDescription(say(language, 'form.error.email')));
    // The refused field takes the focus once its message is shown (the story ends there, not before).
    await waitFor(() => expect(email).toHaveFocus());
    await expect(form.getByRole('textbox', { name: new RegExp(say(language, 'pitch.fullName')) })).toHaveValue(
      'Omar Haddad',
    );
  },
};

/** Sent too often (429): the form says to wait. */
export const PitchUsTooMany: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(sendEnquiry, 429, tooMany));
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await fillPitch(canvasElement, language, 'omar@example.com');
    await expect(await form.findByText(say(language, 'form.error.tooMany'))).toBeVisible();
  },
};

/** While the store's details load: the form is there already. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(getStoreSettings));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(say(language, 'contact.loading'))).toBeVisible();
    await expect(canvas.getByRole('form', { name: say(language, 'pitch.title') })).toBeVisible();
  },
};

/** The store's details cannot be loaded: Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(getStoreSettings, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(say(language, 'info.error.title'))).toBeVisible();
  },
};
