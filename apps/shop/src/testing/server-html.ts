/** Reading a server render's head tags and breadcrumbs, for tests (React writes attributes double-quoted). */

const entities: Readonly<Record<string, string>> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => entities[name] ?? '');

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), decode(value)]),
  );
}

/** Every `<meta>` and `<link>` of the HTML, by their attributes (names in lower case). */
export function headTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<(?:meta|link)\s[^>]*>/g)].map(([tag]) => attributesOf(tag));
}

/** The contents of the `<meta>` tags named `key` (by `name` or `property`). */
export function metaContents(html: string, key: string): string[] {
  return headTags(html)
    .filter((tag) => tag['name'] === key || tag['property'] === key)
    .map((tag) => tag['content'] ?? '');
}

/** The content of the one `<meta>` named `key`; `undefined` when there is none. */
export function metaContent(html: string, key: string): string | undefined {
  const contents = metaContents(html, key);
  if (contents.length > 1) throw new Error(`${String(contents.length)} <meta> tags named ${key}`);
  return contents[0];
}

/** The hrefs of the `<link rel>` tags, with `hreflang` when asked for. */
export function linkHrefs(html: string, rel: string, hrefLang?: string): string[] {
  return headTags(html)
    .filter((tag) => tag['rel'] === rel && (hrefLang === undefined || tag['hreflang'] === hrefLang))
    .map((tag) => tag['href'] ?? '');
}

/** The page's visible breadcrumbs (the kit's `Breadcrumbs`): each label, with its link where it has one. */
export function visibleBreadcrumbs(html: string): { label: string; href?: string }[] {
  return [
    ...html.matchAll(/<li class="jui-breadcrumbs__item"[^>]*>(?:<a [^>]*?href="([^"]*)"[^>]*>|<span[^>]*>)([^<]*)</g),
  ].map(([, href, label = '']) =>
    href === undefined ? { label: decode(label) } : { label: decode(label), href: decode(href) },
  );
}

/** The text of the page's `<title>`. */
export function pageTitle(html: string): string | undefined {
  const text = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return text === undefined ? undefined : decode(text);
}
