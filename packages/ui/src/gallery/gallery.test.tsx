import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Gallery, type GalleryImage } from './gallery.tsx';

const set = (kind: string): GalleryImage[] => [1, 2, 3, 4, 5].map((n) => ({ src: `/images/${kind}-${String(n)}.svg` }));
const regular = set('regular');
const glass = set('glass');

const shown = () => screen.getByRole('img', { name: /picture \d of 5|الصورة \d من 5/ });

describe('Gallery', () => {
  it('shows the first picture and selects its thumbnail by default', () => {
    render(<Gallery name="Orange" images={regular} />);
    expect(shown()).toHaveAttribute('src', '/images/regular-1.svg');
    expect(shown()).toHaveAccessibleName('Orange, picture 1 of 5');
    expect(screen.getByRole('tab', { name: 'Picture 1 of 5' })).toHaveAttribute('aria-selected', 'true');
    // Nothing is announced before the shopper chooses.
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the picture of the thumbnail pressed and announces it', () => {
    const onSelectionChange = vi.fn();
    render(<Gallery name="Orange" images={regular} onSelectionChange={onSelectionChange} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Picture 3 of 5' }));
    fireEvent.mouseUp(screen.getByRole('tab', { name: 'Picture 3 of 5' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Picture 3 of 5' }));
    expect(shown()).toHaveAttribute('src', '/images/regular-3.svg');
    expect(screen.getByRole('status')).toHaveTextContent('Showing picture 3 of 5');
    expect(onSelectionChange).toHaveBeenLastCalledWith(2);
  });

  it('moves with the arrow keys in reading order, and Home/End go to the ends', () => {
    render(<Gallery name="Orange" images={regular} />);
    const first = screen.getByRole('tab', { name: 'Picture 1 of 5' });
    act(() => {
      first.focus();
    });
    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('src', '/images/regular-2.svg');
    fireEvent.keyDown(document.activeElement ?? first, { key: 'End' });
    expect(shown()).toHaveAttribute('src', '/images/regular-5.svg');
    fireEvent.keyDown(document.activeElement ?? first, { key: 'Home' });
    expect(shown()).toHaveAttribute('src', '/images/regular-1.svg');
  });

  it('takes ArrowLeft as next in Arabic', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <Gallery name="برتقال" images={regular} />
      </LocaleProvider>,
    );
    const first = screen.getByRole('tab', { name: 'الصورة 1 من 5' });
    act(() => {
      first.focus();
    });
    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowLeft' });
    expect(shown()).toHaveAttribute('src', '/images/regular-2.svg');
    expect(screen.getByRole('tab', { name: 'الصورة 2 من 5' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts again at the first picture when the set of pictures changes', () => {
    const { rerender } = render(<Gallery name="Orange" images={regular} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Picture 4 of 5' }));
    expect(shown()).toHaveAttribute('src', '/images/regular-4.svg');
    rerender(<Gallery name="Orange" images={glass} />);
    expect(shown()).toHaveAttribute('src', '/images/glass-1.svg');
    expect(screen.getByRole('tab', { name: 'Picture 1 of 5' })).toHaveAttribute('aria-selected', 'true');
    // The same set passed again (a new array) keeps the choice.
    fireEvent.click(screen.getByRole('tab', { name: 'Picture 2 of 5' }));
    rerender(<Gallery name="Orange" images={[...glass]} />);
    expect(shown()).toHaveAttribute('src', '/images/glass-2.svg');
  });

  it('uses a picture’s own description when it has one, and renders nothing without pictures', () => {
    const { rerender, container } = render(
      <Gallery name="Orange" images={[{ src: '/a.svg', alt: 'A glass of orange juice' }]} />,
    );
    expect(screen.getByRole('img', { name: 'A glass of orange juice' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    rerender(<Gallery name="Orange" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('rendered on a server, is the tabs the browser renders: hydrated as they are, without a warning, each tab controlling the panel the server wrote', () => {
    const phases: string[] = [];
    const page = (
      <LocaleProvider locale="en-SA">
        <Profiler id="gallery" onRender={(_id, phase) => phases.push(phase)}>
          <Gallery name="Orange" images={regular} />
        </Profiler>
      </LocaleProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    const serverTabs = [...container.querySelectorAll('[role="tab"]')];
    expect(serverTabs).toHaveLength(5);
    const controlled = serverTabs[0]?.getAttribute('aria-controls') ?? '';
    expect(container.querySelector(`[id="${controlled}"]`)).toHaveAttribute('role', 'tabpanel');
    expect(container.querySelector('img.jui-gallery__image')).toHaveAttribute('src', '/images/regular-1.svg');
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    phases.length = 0;
    act(() => {
      hydrateRoot(container, page, { onRecoverableError: (error) => warnings(error) });
    });
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    // Hydrated in one pass. (react-stately then puts the keyboard's focus key on the selected tab in
    // an effect: one small update of the tabs, not a second pass building them.)
    expect(phases[0]).toBe('mount');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(5);
    expect(tabs[0]).toBe(serverTabs[0]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    container.remove();
  });
});
