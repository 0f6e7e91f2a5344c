import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon, ChevronEndIcon, icons, SearchIcon } from './index.ts';

describe('icons', () => {
  it('are hidden from assistive technology and name themselves', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const { container, unmount } = render(<Icon />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('data-icon', name);
      unmount();
    }
  });

  it('mirror pointing icons in right-to-left and leave the others alone', () => {
    const { container } = render(
      <>
        <ChevronEndIcon />
        <SearchIcon />
        <CartIcon />
      </>,
    );
    const [chevron, search, cart] = [...container.querySelectorAll('svg')];
    expect(chevron).toHaveClass('jui-icon--flips');
    expect(search).not.toHaveClass('jui-icon--flips');
    expect(cart).not.toHaveClass('jui-icon--flips');
  });
});
