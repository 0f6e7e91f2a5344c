import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '@juicyin/contract';
import { handlers, mockEndpoint, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthDialog } from '../../account/auth-dialog-state.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { AddressesPage } from './addresses-page.tsx';
import { fillAddress } from './fill-address.ts';
import { addressesDecorator, book, kitWords, locationLine, nameOf, say, signedInShopper } from './story-setup.tsx';

const meta = {
  title: 'Shop/Account/My addresses',
  component: AddressesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [addressesDecorator],
} satisfies Meta<typeof AddressesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('.shop-addresses__editor');

/** No address yet: a message and Add new address. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...handlers.addresses.empty);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(language, 'account.addresses.heading') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: say(language, 'account.addresses.empty.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(language, 'account.addresses.add') })).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** Two addresses: the default one pinned on the map, the other not; each with Edit and Delete. */
export const Book: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...handlers.addresses.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const list = await canvas.findByRole('list', { name: say(language, 'account.addresses.list') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    await expect(first?.getByText(kitWords.isDefault[language], { exact: true })).toBeVisible();
    await expect(first?.getByText(locationLine(language, book.riyadh))).toBeVisible();
    await expect(first?.queryByRole('button', { name: /default|الافتراضي/ })).not.toBeInTheDocument();
    await expect(second?.queryByText(kitWords.isDefault[language], { exact: true })).not.toBeInTheDocument();
    await expect(second?.getByText(locationLine(language, book.abha))).toBeVisible();
    await expect(second?.getByRole('button', { name: kitWords.remove[language](nameOf(book.abha)) })).toBeVisible();
  },
};

/** Make default on the second address: the server's answer is said in the status line. */
export const MakeDefault: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint(setDefaultAddress, { ...book.abha, isDefault: true }),
      ...signedInShopper,
      ...handlers.addresses.full,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const list = await canvas.findByRole('list', { name: say(language, 'account.addresses.list') });
    const second = within(within(list).getAllByRole('listitem')[1] ?? list);
    await userEvent.click(second.getByRole('button', { name: language === 'ar' ? 'اجعله الافتراضي' : 'Make default' }));
    await expect(
      await canvas.findByText(say(language, 'account.addresses.defaultSet', { name: nameOf(book.abha) })),
    ).toBeVisible();
  },
};

/** Add new address: the national address typed in, saved without a location, said so. */
export const Adding: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(createAddress, book.abha), ...signedInShopper, ...handlers.addresses.full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: say(language, 'account.addresses.add') }));
    await expect(canvas.getByRole('heading', { name: say(language, 'account.addresses.new') })).toBeVisible();
    const editor = editorOf(canvasElement);
    await expect(editor).not.toBeNull();
    if (!editor) return;
    await expect(within(editor).getByText(say(language, 'account.addresses.location.notSet'))).toBeVisible();
    await fillAddress(editor, language);
    await userEvent.click(within(editor).getByRole('button', { name: kitWords.save[language] }));
    await expect(
      await canvas.findByText(say(language, 'account.addresses.savedWithoutLocation', { name: nameOf(book.abha) })),
    ).toBeVisible();
    await waitFor(() => expect(editorOf(canvasElement)).toBeNull());
  },
};

/** Edit: the saved address in the form, its location set, with Change location and Remove location. */
export const Editing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(updateAddress, book.riyadh), ...signedInShopper, ...handlers.addresses.full);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const [edit] = await canvas.findAllByRole('button', { name: kitWords.edit[language](nameOf(book.riyadh)) });
    if (edit) await userEvent.click(edit);
    const editor = editorOf(canvasElement);
    if (!editor) throw new Error('The editor did not open');
    const form = within(editor);
    await expect(
      form.getByRole('heading', { name: say(language, 'account.addresses.edit', { name: nameOf(book.riyadh) }) }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: new RegExp(`^${kitWords.street[language]}`) })).toHaveValue(
      book.riyadh.street,
    );
    await expect(form.getByText(locationLine(language, book.riyadh))).toBeVisible();
    await expect(form.getByRole('button', { name: say(language, 'account.addresses.location.change') })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: say(language, 'account.addresses.location.remove') }));
    await expect(form.getByText(say(language, 'account.addresses.location.notSet'))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: kitWords.save[language] }));
    await expect(
      await canvas.findByText(say(language, 'account.addresses.saved', { name: nameOf(book.riyadh) })),
    ).toBeVisible();
  },
};

/** Delete asks first (kit ConfirmDialog) naming the address; confirmed, it is gone and said so. */
export const DeleteConfirmation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(deleteAddress, undefined), ...signedInShopper, ...handlers.addresses.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const buttons = await canvas.findAllByRole('button', { name: kitWords.remove[language](nameOf(book.abha)) });
    const second = buttons[1];
    if (second) await userEvent.click(second);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: say(language, 'account.addresses.delete.title'),
    });
    await expect(dialog).toHaveTextContent(
      say(language, 'account.addresses.delete.body', { name: nameOf(book.abha), city: book.abha.city }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: say(language, 'account.addresses.delete.confirm') }),
    );
    await expect(
      await canvas.findByText(say(language, 'account.addresses.deleted', { name: nameOf(book.abha) })),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const mobileError = 'Enter a Saudi mobile number like 05XXXXXXXX';

/** The server refuses a field: its message shows at the field, and the address stays in the form. */
export const FieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...signedInShopper,
      ...handlers.addresses.empty,
      mockEndpointError(createAddress, 400, {
        code: 'validation_failed',
        message: 'Check the highlighted fields',
        fields: { mobile: mobileError },
      }),
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: say(language, 'account.addresses.add') }));
    const editor = editorOf(canvasElement);
    if (!editor) throw new Error('The editor did not open');
    await fillAddress(editor, language);
    await userEvent.click(within(editor).getByRole('button', { name: kitWords.save[language] }));
    const mobile = within(editor).getByRole('textbox', { name: new RegExp(`^${kitWords.mobile[language]}`) });
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(expect.stringContaining(mobileError)));
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(editorOf(canvasElement)).not.toBeNull();
  },
};

/** While the addresses load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, mockEndpointPending(listAddresses));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(say(storyLanguage(globals), 'account.addresses.loading'))).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(
      ...signedInShopper,
      mockEndpointError(listAddresses, 500, { code: 'internal', message: 'Something went wrong on our side' }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      language === 'ar' ? 'تعذّر تحميل هذا' : 'We could not load this',
    );
  },
};

/** A visitor is asked to sign in first (the sign-in dialog opens by itself in the shop). */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.addresses.full);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: say(language, 'account.guard.title') })).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};
