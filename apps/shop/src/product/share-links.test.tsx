import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShopFrame } from '../testing/shop-frame.tsx';
import { ShareLinks, shareUrls } from './share-links.tsx';

const url = 'https://juicyin.example/product/fresh-orange-juice';

describe('share links', () => {
  it('share the product’s address on WhatsApp, X and Facebook', () => {
    expect(shareUrls('Fresh Orange Juice', url)).toEqual({
      whatsapp:
        'https://wa.me/?text=Fresh%20Orange%20Juice%20https%3A%2F%2Fjuicyin.example%2Fproduct%2Ffresh-orange-juice',
      x: 'https://x.com/intent/post?text=Fresh%20Orange%20Juice&url=https%3A%2F%2Fjuicyin.example%2Fproduct%2Ffresh-orange-juice',
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjuicyin.example%2Fproduct%2Ffresh-orange-juice',
    });
  });

  it('are named for the network, open in a new tab, and Copy link puts the address on the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(
      <ShopFrame language="en">
        <ShareLinks name="Fresh Orange Juice" pageUrl={url} />
      </ShopFrame>,
    );
    const whatsapp = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', shareUrls('Fresh Orange Juice', url).whatsapp);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      shareUrls('x', url).x.replace('text=x', 'text=Fresh%20Orange%20Juice'),
    );
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      shareUrls('', url).facebook,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(
      <ShopFrame language="ar">
        <ShareLinks name="عصير برتقال طازج" pageUrl={url} />
      </ShopFrame>,
    );
    await user.click(await screen.findByRole('button', { name: 'نسخ الرابط' }));
    expect(await screen.findByText('تعذّر نسخ الرابط. انسخه من شريط العنوان.')).toBeInTheDocument();
  });
});
