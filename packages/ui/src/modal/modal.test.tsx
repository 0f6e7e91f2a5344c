import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/index.ts';
import { Modal, ModalFrame } from './modal.tsx';

describe('Modal', () => {
  it('is named by its title, closes with × and Escape, and returns focus to what opened it', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Open</Button>
        <Modal
          block="jui-test-modal"
          slot="test-modal"
          variant="md"
          className="jui-dialog"
          title="Mango"
          closeLabel="Close"
        >
          {(close) => <Button onPress={close}>Done</Button>}
        </Modal>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Mango' });
    expect(dialog.closest('[data-slot="test-modal"]')).toHaveAttribute('data-variant', 'md');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });

    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Mango' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('does not close a frame that is not dismissable on Escape, and closes it when it is', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ModalFrame
        block="jui-test-modal"
        slot="test-modal"
        className="jui-dialog"
        role="alertdialog"
        isOpen
        onOpenChange={onOpenChange}
        isDismissable={false}
      >
        <h2 slot="title">Placing your order</h2>
      </ModalFrame>,
    );
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <ModalFrame block="jui-test-modal" slot="test-modal" className="jui-dialog" isOpen onOpenChange={onOpenChange}>
        <h2 slot="title">Placed</h2>
      </ModalFrame>,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
