import { fixtures } from '@juicyin/contract/msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostPath, homePath, inLanguage, pathTo, SHOP_LANGUAGES } from '../paths.ts';
import { jsonLdIn, schemaOrgProblems } from '../testing/schema-org.ts';
import { linkHrefs, metaContent, visibleBreadcrumbs } from '../testing/server-html.ts';
import { answerWithFixtures, renderPageOnServer } from '../testing/server-render.tsx';

/*
 * A blog post as a crawler or a link preview gets it from the server (its data from the contract's
 * fixtures through the route's loader), with the shop's public origin provided.
 */

answerWithFixtures();
const origin = 'https://juicyin.example';
const post = fixtures.blogPost;
const path = blogPostPath(post.slug);

expect(typeof window).toBe('undefined');

describe.each(SHOP_LANGUAGES)('a blog post rendered on a server, in %s', (language) => {
  let html = '';
  beforeAll(async () => {
    html = await renderPageOnServer(path, language, { origin });
  });
  const canonical = `${origin}${inLanguage(path, language)}`;
  const data = () => jsonLdIn(html) as Record<string, unknown>[];

  it('names its canonical address and its alternates in each language', () => {
    expect(linkHrefs(html, 'canonical')).toEqual([canonical]);
    for (const other of SHOP_LANGUAGES) {
      expect(linkHrefs(html, 'alternate', other)).toEqual([`${origin}${inLanguage(path, other)}`]);
    }
    expect(linkHrefs(html, 'alternate', 'x-default')).toEqual([`${origin}${path}`]);
  });

  it('gives link previews an article with its title, excerpt, picture and publication time', () => {
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:title')).toContain(post.title[language]);
    expect(metaContent(html, 'og:description')).toBe(post.excerpt[language]);
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(`${origin}${post.image.replace(/\.svg$/, '.png')}`);
    expect(metaContent(html, 'article:published_time')).toBe(post.publishedAt);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the post as a valid schema.org BlogPosting, and its breadcrumbs as shown', () => {
    expect(data().map((document) => document['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    for (const document of data()) expect(schemaOrgProblems(document)).toEqual([]);
    expect(data()[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title[language],
      description: post.excerpt[language],
      datePublished: post.publishedAt,
      inLanguage: language,
      author: { '@type': 'Person', name: post.author },
      image: `${origin}${post.image}`,
      url: canonical,
      mainEntityOfPage: canonical,
    });
    const shown = visibleBreadcrumbs(html);
    expect(shown.map(({ href }) => href)).toEqual([homePath(), pathTo('blog'), undefined]);
    expect(data()[1]?.['itemListElement']).toEqual(
      shown.map(({ label, href }, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: label,
        item: href === undefined ? canonical : `${origin}${inLanguage(href, language)}`,
      })),
    );
  });
});
