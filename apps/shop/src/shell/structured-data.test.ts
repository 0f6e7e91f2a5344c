import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, jsonLdText, previewPicture, type StructuredData } from './structured-data.ts';

describe('jsonLdText', () => {
  it('writes no `<`, so no text in the data can end its script, and reads back as the same data', () => {
    const data: StructuredData = {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '</script><script>alert(1)</script><!-- x',
    };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('absoluteUrl', () => {
  it('puts the origin before a path and leaves an absolute URL as it is', () => {
    expect(absoluteUrl('https://juicyin.example', '/api/images/a.svg')).toBe(
      'https://juicyin.example/api/images/a.svg',
    );
    expect(absoluteUrl('https://juicyin.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('previewPicture', () => {
  const origin = 'https://juicyin.example';
  it('gives the PNG of a picture the API draws as SVG, as a path or on the shop’s origin', () => {
    expect(previewPicture(origin, '/api/images/products/mango/glass-1.svg')).toBe(
      'https://juicyin.example/api/images/products/mango/glass-1.png',
    );
    expect(previewPicture(origin, 'https://juicyin.example/api/images/blog/summer.svg')).toBe(
      'https://juicyin.example/api/images/blog/summer.png',
    );
  });
  it('leaves any other picture as it is (another site’s SVG, the shop’s own PNG)', () => {
    expect(previewPicture(origin, 'https://cdn.example/api/images/a.svg')).toBe('https://cdn.example/api/images/a.svg');
    expect(previewPicture(origin, '/icons/icon-512.png')).toBe('https://juicyin.example/icons/icon-512.png');
  });
});

describe('breadcrumbList', () => {
  it('numbers the items from 1, links each at its address in the language and the last at the page', () => {
    const list = breadcrumbList(
      [
        { id: 'home', label: 'Home', href: '/' },
        { id: 'page', label: 'Page' },
      ],
      { origin: 'https://juicyin.example', language: 'ar', pageUrl: 'https://juicyin.example/page?lang=ar' },
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://juicyin.example/?lang=ar' },
      { '@type': 'ListItem', position: 2, name: 'Page', item: 'https://juicyin.example/page?lang=ar' },
    ]);
  });
});
