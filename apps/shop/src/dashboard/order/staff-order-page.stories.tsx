import { advanceOrder } from '@juicyin/contract';
import { staffFixtures, staffHandlers } from '@juicyin/contract/msw';
import { http } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { StaffOrderPage } from './staff-order-page.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { orderTexts as texts } from './story-texts.ts';

const { processingOrder, shippingOrder, placedOrder } = staffFixtures;
const number = processingOrder.number;

const meta = {
  title: 'Dashboard/Order detail',
  component: StaffOrderPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/orders/:number', `/dashboard/orders/${number}`)],
} satisfies Meta<typeof StaffOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

/** The order's summary fact (a `<dt>` and its `<dd>`) named `label`. */
async function fact(root: HTMLElement, label: string): Promise<HTMLElement | null> {
  const term = await within(root).findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement | null;
}

/** Opens the dialog of the action button named `name`, by keyboard focus and Enter. */
async function openDialog(root: HTMLElement, name: string, title: string): Promise<HTMLElement> {
  const button = await within(root).findByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('alertdialog', { name: title });
}

async function fillLocation(dialog: HTMLElement, language: Language, location: string) {
  const field = within(dialog).getByRole('textbox', { name: texts.location[language] });
  await userEvent.type(field, location);
}

/** An order in Processing: status and age, the actions it allows, lines, totals, address and pin, contact, payment, timeline and notes. */
export const Processing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.heading(number)[language] })).toBeVisible();
    const summary = await canvas.findByRole('region', { name: texts.summary[language] });
    await expect(summary).toHaveTextContent(texts.status.processing[language]);
    await expect(summary).toHaveTextContent(processingOrder.customer.email);
    await expect(await fact(canvasElement, texts.age[language])).toHaveTextContent(texts.ageValue[language]);
    await expect(canvas.getByRole('button', { name: texts.moveTo.shipping[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.cancel[language] })).toBeVisible();
    const lines = canvas.getByRole('table', { name: texts.linesCaption(number)[language] });
    await expect(within(lines).getAllByRole('row')).toHaveLength(processingOrder.lines.length + 1);
    const totals = canvas.getByRole('heading', { name: texts.totals[language] }).closest('section') ?? canvasElement;
    await expect(totals.querySelector(`data[value="${String(processingOrder.totals.grandTotal)}"]`)).not.toBeNull();
    await expect(canvas.getByRole('link', { name: texts.pinMap[language] })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753'),
    );
    await expect(canvas.getByRole('link', { name: processingOrder.contact.email })).toHaveAttribute(
      'href',
      `mailto:${processingOrder.contact.email}`,
    );
    await expect(canvas.getByRole('link', { name: processingOrder.contact.mobile ?? '' })).toHaveAttribute(
      'href',
      `tel:${processingOrder.contact.mobile ?? ''}`,
    );
    const timeline = within(canvas.getByRole('region', { name: texts.timeline[language] })).getAllByRole('listitem');
    await expect(timeline).toHaveLength(processingOrder.timeline.length);
    await expect(timeline[0]).toHaveTextContent(texts.byShopper[language]);
    await expect(timeline[1]).toHaveTextContent(processingOrder.timeline[1]?.text[language] ?? '');
    await expect(timeline[1]).toHaveTextContent('omar@juicyin.sa');
    const notes = canvas.getByRole('region', { name: texts.notes[language] });
    await expect(notes).toHaveTextContent(processingOrder.notes[0]?.text ?? '');
  },
};

/** Placed, without a pin or a mobile number: the page says so; it can move to Processing. */
export const PlacedWithoutPin: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.placed());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.noPin[language])).toBeVisible();
    // No mobile on the shopper's account: the delivery address's mobile is the one to call.
    await expect(canvas.getByRole('link', { name: placedOrder.address.mobile })).toHaveAttribute(
      'href',
      `tel:${placedOrder.address.mobile}`,
    );
    await expect(canvas.getByRole('button', { name: texts.moveTo.processing[language] })).toBeVisible();
    await expect(placedOrder.notes).toHaveLength(0);
  },
};

/** Move to Shipping without a location: the field says it is required, nothing is sent, the dialog stays. */
export const AdvanceLocationRequired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.moveTo.shipping[language], texts.moveTitle(number)[language]);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.moveTo.shipping[language] }));
    const field = within(dialog).getByRole('textbox', { name: texts.location[language] });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.required[language]));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** Its own status text left empty: required too. Then a text over 200 characters: the API's field message. */
export const AdvanceOwnTextRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.moveTo.shipping[language], texts.moveTitle(number)[language]);
    await fillLocation(dialog, language, 'Riyadh');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.statusText[language] }),
      texts.custom[language],
    );
    const own = within(dialog).getByRole('textbox', { name: texts.ownText[language] });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.moveTo.shipping[language] }));
    await expect(own).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(own);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.moveTo.shipping[language] }));
    await waitFor(() => expect(own).toHaveAccessibleDescription(expect.stringContaining('At most 200 characters')));
    await expect(own).toHaveValue('x'.repeat(201));
  },
};

/** What the dashboard sent to move an order on (recorded, then answered by the next handler). */
const advanceBodies: unknown[] = [];
const recordAdvance = http.post(
  advanceOrder.path.replace(/^\/api/, '*/api').replace(':number', '*'),
  async ({ request }) => {
    advanceBodies.push(await request.clone().json());
  },
);

/**
 * Moved to Shipping with a preset text: the preset goes as its key (the API stores it in both
 * languages, so the shopper reads their own); announced, the status and timeline show it in the
 * staff member's language, focus back on the action.
 */
export const AdvanceDone: Story = {
  // The order changes at the real time of the story's run: not a stable picture.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    advanceBodies.length = 0;
    msw.use(recordAdvance, ...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.moveTo.shipping[language], texts.moveTitle(number)[language]);
    await fillLocation(dialog, language, 'Riyadh hub');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.statusText[language] }),
      texts.handover[language],
    );
    await userEvent.keyboard('{Enter}');
    // Enter on the select does not send; the confirming button does.
    await userEvent.click(within(dialog).getByRole('button', { name: texts.moveTo.shipping[language] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectAnnounced(canvasElement, texts.moved(number, texts.status.shipping)[language]);
    await expect(advanceBodies).toEqual([{ status: 'shipping', location: 'Riyadh hub', preset: 'handover' }]);
    const summary = canvas.getByRole('region', { name: texts.summary[language] });
    await waitFor(() => expect(summary).toHaveTextContent(texts.status.shipping[language]));
    const events = within(canvas.getByRole('region', { name: texts.timeline[language] })).getAllByRole('listitem');
    await expect(events).toHaveLength(processingOrder.timeline.length + 1);
    await expect(events.at(-1)).toHaveTextContent(texts.handover[language]);
    await expect(events.at(-1)).toHaveTextContent('Riyadh hub');
    await expect(events.at(-1)).toHaveTextContent(staffFixtures.staffMember.email);
    // The next step's button stands where the first was, and has the focus.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: texts.markDelivered[language] })).toBe(document.activeElement),
    );
  },
};

/** A colleague cancelled the order meanwhile: 409, the page says so and shows it cancelled. */
export const AdvanceConflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.advanceConflict());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.moveTo.shipping[language], texts.moveTitle(number)[language]);
    await fillLocation(dialog, language, 'Riyadh');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.moveTo.shipping[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.status.cancelled[language]));
    await expect(canvas.getByText(texts.nothingMore[language], { exact: false })).toBeVisible();
  },
};

/** Shipping → Mark delivered: the confirmation says the points are credited; then Delivered, nothing more to do. */
export const MarkDelivered: Story = {
  // The order changes at the real time of the story's run: not a stable picture.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.shipping());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.markDelivered[language], texts.deliverTitle(number)[language]);
    await expect(dialog).toHaveTextContent(texts.deliverPoints(shippingOrder.pointsEarned)[language]);
    await fillLocation(dialog, language, 'Al Olaya, Riyadh');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectAnnounced(canvasElement, texts.moved(number, texts.status.delivered)[language]);
    await expect(await canvas.findByText(texts.nothingMore[language], { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.cancel[language] })).not.toBeInTheDocument();
  },
};

/** Escape closes a dialog without doing anything, and focus returns to the button that opened it. */
export const DialogKeyboard: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.cancel[language], texts.cancelTitle(number)[language]);
    await expect(within(dialog).getByRole('textbox', { name: texts.reason[language] })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: texts.cancel[language] })).toBe(document.activeElement),
    );
    await expect(canvas.getByRole('region', { name: texts.summary[language] })).toHaveTextContent(
      texts.status.processing[language],
    );
  },
};

/** Cancel without a reason: required. With one: cancelled, the reason shown, focus kept on the page's actions. */
export const Cancel: Story = {
  // The order changes at the real time of the story's run: not a stable picture.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.cancel[language], texts.cancelTitle(number)[language]);
    const confirm = within(dialog).getByRole('button', { name: texts.cancelConfirm[language] });
    await userEvent.click(confirm);
    const reason = within(dialog).getByRole('textbox', { name: texts.reason[language] });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining(texts.required[language]));
    await userEvent.type(reason, 'The mangoes did not arrive today.');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectAnnounced(canvasElement, texts.cancelled(number)[language]);
    await expect(await fact(canvasElement, texts.reasonForCancelling[language])).toHaveTextContent(
      'The mangoes did not arrive today.',
    );
    await expect(canvas.getByText(texts.nothingMore[language], { exact: false })).toBeVisible();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  },
};

/** The order shipped meanwhile: 409 not_cancellable, said plainly; it shows Shipping. */
export const CancelConflict: Story = {
  // The order changes at the real time of the story's run: not a stable picture.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.cancelConflict());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const dialog = await openDialog(canvasElement, texts.cancel[language], texts.cancelTitle(number)[language]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.reason[language] }), 'Out of stock');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancelConfirm[language] }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(texts.notCancellable[language]));
    await expect(canvas.queryByRole('button', { name: texts.cancel[language] })).not.toBeInTheDocument();
  },
};

/** An empty note is refused on the field; a note is added, announced and listed; the field empties. */
export const AddNote: Story = {
  // The order changes at the real time of the story's run: not a stable picture.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const field = await canvas.findByRole('textbox', { name: texts.noteField[language] });
    await userEvent.click(canvas.getByRole('button', { name: texts.addNote[language] }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.noteRequired[language]));
    await userEvent.type(field, 'Call before delivering: the bell is broken.');
    await userEvent.click(canvas.getByRole('button', { name: texts.addNote[language] }));
    await expectAnnounced(canvasElement, texts.noteAdded(number)[language]);
    const notes = canvas.getByRole('region', { name: texts.notes[language] });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(notes).getAllByRole('listitem')[1]).toHaveTextContent(staffFixtures.staffMember.email);
    await expect(field).toHaveValue('');
  },
};

/** A note over 500 characters: the API's field message on the field, the text kept. */
export const NoteTooLong: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.processing());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const field = await canvas.findByRole('textbox', { name: texts.noteField[language] });
    await userEvent.click(field);
    await userEvent.paste('n'.repeat(501));
    await userEvent.click(canvas.getByRole('button', { name: texts.addNote[language] }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('At most 500 characters')));
    await expect(field).toHaveValue('n'.repeat(501));
  },
};

/** While the order loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** No order with this number. */
export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.placed());
  },
  parameters: { entry: '/dashboard/orders/JY-000000-NONE' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.notFound[storyLanguage(globals)]);
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.order.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};
