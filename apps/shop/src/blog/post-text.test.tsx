import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostText } from './post-text.tsx';

const html = (...paragraphs: string[]) => renderToStaticMarkup(<PostText paragraphs={paragraphs} />);

describe("a post's text", () => {
  it('is a paragraph per paragraph staff wrote, with bold, italic and lists', () => {
    expect(html('Press it **cold**, drink it *fresh*.', '- Oranges\n- Carrots')).toBe(
      '<p>Press it <strong>cold</strong>, drink it <em>fresh</em>.</p><ul><li>Oranges</li><li>Carrots</li></ul>',
    );
  });

  it("links to other sites without handing them the page, and keeps the shop's own links plain", () => {
    expect(html('See [our farm](https://farm.example/najran) and [the FAQ](/FAQ).')).toBe(
      '<p>See <a href="https://farm.example/najran" rel="noopener noreferrer">our farm</a> and <a href="/FAQ">the FAQ</a>.</p>',
    );
  });

  it('makes a first-level heading a second-level one: the title is the page’s only first', () => {
    expect(html('# Why cold?')).toMatch(/^<h2[^>]*>Why cold\?<\/h2>$/);
  });

  it('shows raw HTML as text and runs nothing: no script, no handler, no javascript: address, no outside picture', () => {
    const out = html(
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '![tracker](https://tracker.example/pixel.png)',
    );
    expect(out).not.toMatch(/<script|<img|<a [^>]*href="javascript:/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(out).toContain('<a>click</a>');
  });
});
