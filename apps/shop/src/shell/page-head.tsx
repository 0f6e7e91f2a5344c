import { useContext } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { intlLocales } from '../i18n/messages.ts';
import { SHOP_LANGUAGES } from '../paths.ts';
import { RouterContext } from '../router/context.ts';
import { canonicalPath, canonicalUrl, isPrivatePattern, patternOf } from './page-address.ts';
import { jsonLdText, previewPicture, type StructuredData } from './structured-data.ts';
import { usePageOrigin } from './use-page-url.ts';

/** One Open Graph property beyond the common ones, e.g. `{ property: 'product:price:amount', content: '12.50' }`. */
export interface OpenGraphProperty {
  readonly property: string;
  readonly content: string;
}

export interface PageHeadProps {
  readonly title: string;
  readonly description: string;
  /** The page's picture: a path on the shop (`/api/images/…`) or an absolute URL; previews show its PNG. */
  readonly image?: string | undefined;
  /** Open Graph's kind of page; `website` unless it is a product or an article. */
  readonly type?: 'website' | 'product' | 'article';
  /** More Open Graph properties (a product's price and availability). */
  readonly meta?: readonly OpenGraphProperty[];
  /** schema.org data about the page, each object written as a JSON-LD script. */
  readonly jsonLd?: StructuredData | readonly StructuredData[];
  /** The page answers "not found": search engines are told not to list it; no address or preview. */
  readonly noindex?: boolean;
}

/** `en-SA` → `en_SA`, as Open Graph writes a locale. */
const ogLocale = (language: keyof typeof intlLocales) => intlLocales[language].replace('-', '_');

/**
 * A page's head, rendered by the page itself: React puts these elements in the document's head while
 * the page is shown (and takes them out after), and a server render writes them too, for crawlers
 * and link previews that run no JavaScript (the JSON-LD scripts stay where they are rendered).
 *
 * Every page has its title and description. A public page also has its canonical address (its route
 * filled with its parameters, no query, in the language it is shown in: the address the sitemap
 * lists), its `hreflang` alternates in each language and `x-default` (the address without a language),
 * Open Graph and Twitter card tags, and the page's structured data. A page of `PRIVATE_ROUTES` (kept
 * out by `robots.txt`) has only its title and description; a not-found answer (`noindex`) has
 * `robots: noindex` besides.
 */
export function PageHead({
  title,
  description,
  image,
  type = 'website',
  meta = [],
  jsonLd = [],
  noindex,
}: PageHeadProps) {
  const t = useMessages();
  const language = useLanguage();
  const origin = usePageOrigin();
  const router = useContext(RouterContext);
  const matches = router?.matches ?? [];
  const listed = router !== null && !noindex && !isPrivatePattern(patternOf(matches));
  if (!listed) {
    return (
      <>
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : null}
      </>
    );
  }
  const path = canonicalPath(matches, router.location.pathname);
  const url = canonicalUrl(origin, path, language);
  const imageUrl = image === undefined ? undefined : previewPicture(origin, image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {SHOP_LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={canonicalUrl(origin, path, other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('shell.brand')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(language)} />
      {SHOP_LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      {imageUrl === undefined ? null : <meta property="og:image" content={imageUrl} />}
      {meta.map(({ property, content }) => (
        <meta key={property} property={property} content={content} />
      ))}
      <meta name="twitter:card" content={imageUrl === undefined ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl === undefined ? null : <meta name="twitter:image" content={imageUrl} />}
      {[jsonLd].flat().map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON, not HTML: `jsonLdText` escapes every `<`, so nothing in it can end the script.
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
