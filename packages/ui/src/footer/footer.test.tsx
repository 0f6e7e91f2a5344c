import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it("dates the latest post by Riyadh's calendar, whatever the time zone it is rendered in", () => {
    // 21:15 UTC on 5 December is 00:15 on 6 December in Riyadh (the tests run in UTC).
    const { container } = render(
      <LocaleProvider locale="en-SA">
        <Footer
          links={[]}
          blog={{
            title: 'Why we cold-press every bottle',
            excerpt: 'Slowly.',
            href: '/blog-detail/why-cold-pressed',
            readAllHref: '/blog-list',
            publishedAt: '2026-12-05T21:15:00Z',
          }}
        />
      </LocaleProvider>,
    );
    expect(container.querySelector('time')).toHaveTextContent('December 6, 2026');
  });
});
