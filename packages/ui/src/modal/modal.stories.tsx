import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { Modal } from './modal.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'ar' ? 'ar' : 'en');
const texts = {
  title: { en: 'Pick a size', ar: 'اختر الحجم' },
  body: { en: 'Every juice comes in 250 ml, 500 ml and 1 litre.', ar: 'كل عصير متوفر بحجم ٢٥٠ مل و٥٠٠ مل ولتر.' },
  done: { en: 'Done', ar: 'تم' },
  close: { en: 'Close', ar: 'إغلاق' },
};

/**
 * The modal the kit's QuickAddModal, AddedToBagModal and AuthModal are made of: a title, a × close
 * button and the content; a component passes its class block, and its content gets `close`.
 */
const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    block: 'jui-story-modal',
    slot: 'story-modal',
    className: 'jui-dialog',
    title: texts.title.en,
    closeLabel: texts.close.en,
    defaultOpen: true,
    children: null,
  },
  render: (args, { globals }) => {
    const language = localeOf(globals);
    return (
      <Modal {...args} title={texts.title[language]} closeLabel={texts.close[language]}>
        {(close) => (
          <>
            <p className="jui-dialog__body">{texts.body[language]}</p>
            <div className="jui-dialog__actions">
              <Button onPress={close}>{texts.done[language]}</Button>
            </div>
          </>
        )}
      </Modal>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: named by its title, focus inside; Done (given `close`) closes it. */
export const Open: Story = {
  play: async ({ globals }) => {
    const language = localeOf(globals);
    const dialog = await screen.findByRole('dialog', { name: texts.title[language] });
    await expect(within(dialog).getByText(texts.body[language])).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByRole('button', { name: texts.close[language] })).toBeVisible();
  },
};

/** Escape closes it. */
export const ClosesOnEscape: Story = {
  tags: ['no-visual'],
  play: async ({ globals }) => {
    await screen.findByRole('dialog', { name: texts.title[localeOf(globals)] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
