import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { Fragment, type ReactNode } from 'react';

/** A link in a post: another site opens without handing it this page (`noopener`, `noreferrer`). */
function PostLink({ href, children }: { readonly href?: string; readonly children?: ReactNode }) {
  const external = href !== undefined && /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const options: MarkdownToJSX.Options = {
  // Raw HTML in a post is shown as the text it is, never made into elements.
  disableParsingRawHTML: true,
  forceBlock: true,
  // Its blocks straight into the post's body, not into a wrapper of their own.
  wrapper: Fragment,
  overrides: {
    // The post's title is its page's only first-level heading.
    h1: { component: 'h2' },
    a: { component: PostLink },
    // Pictures come through the post's picture upload (checked and re-encoded), not from addresses in its text.
    img: { component: () => null },
  },
};

/**
 * A post's text as staff wrote it: paragraphs with a little Markdown — **bold**, *italic*,
 * [links](https://…), lists, `## headings` — rendered to React elements by markdown-to-jsx (no
 * `dangerouslySetInnerHTML`; unsafe addresses such as `javascript:` are dropped by its sanitizer).
 */
export function PostText({ paragraphs }: { readonly paragraphs: readonly string[] }) {
  return <Markdown options={options}>{paragraphs.join('\n\n')}</Markdown>;
}
