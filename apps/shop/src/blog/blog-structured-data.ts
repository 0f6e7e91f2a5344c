import type { BlogPost } from '@juicyin/contract';
import type { BlogPosting, WithContext } from 'schema-dts';
import type { Language } from '../i18n/messages.ts';
import type { OpenGraphProperty } from '../shell/page-head.tsx';
import { absoluteUrl } from '../shell/structured-data.ts';

/** Open Graph's article tags: when the post was published. */
export function blogPostOpenGraph(post: BlogPost): OpenGraphProperty[] {
  return [{ property: 'article:published_time', content: post.publishedAt }];
}

/**
 * The post as a schema.org `BlogPosting` in `language`: its headline, excerpt, publication date,
 * author, picture and language, the page it is the main content of.
 */
export function blogPostStructuredData(
  post: BlogPost,
  { language, origin, pageUrl }: { readonly language: Language; readonly origin: string; readonly pageUrl: string },
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title[language],
    description: post.excerpt[language],
    datePublished: post.publishedAt,
    inLanguage: language,
    ...(post.author === '' ? {} : { author: { '@type': 'Person', name: post.author } }),
    ...(post.image === '' ? {} : { image: absoluteUrl(origin, post.image) }),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
  };
}
