import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/index.ts';
import { QuickAddModal } from './quick-add-modal.tsx';

const materials = [
  { id: 'regular', label: 'Regular' },
  { id: 'glass', label: 'Glass' },
];
const sizes = [
  { id: 's', label: 'S' },
  { id: 'm', label: 'M' },
];

describe('QuickAddModal', () => {
  it('returns focus to the Add to bag button that opened it after adding', async () => {
    const user = userEvent.setup();
    const onAddToBag = vi.fn();
    render(
      <DialogTrigger>
        <Button>Add to bag</Button>
        <QuickAddModal title="Mango" price={900} materials={materials} sizes={sizes} onAddToBag={onAddToBag} />
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Add to bag' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Mango' });
    const quantity = within(dialog).getByRole('textbox');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Bag' }));
    expect(onAddToBag).toHaveBeenCalledWith({ quantity: 3, material: 'regular', size: 's' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  }, 20_000);

  it('keeps the last valid quantity when the field is cleared', async () => {
    const user = userEvent.setup();
    const onBuyNow = vi.fn();
    render(<QuickAddModal isOpen title="Mango" price={900} materials={materials} sizes={sizes} onBuyNow={onBuyNow} />);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    expect(onBuyNow).toHaveBeenCalledWith({ quantity: 1, material: 'regular', size: 's' });
  }, 20_000);
});
