import { directionOf } from '@juicyin/domain';
import type { ReactNode } from 'react';
import type { Language } from '../i18n/messages.ts';
import { PAGE_STATE_ID } from './page-state.ts';

/**
 * A server-rendered page's document: `<html>` in the page's language and direction from its first
 * byte, the page in `#root`, and the state it was rendered with after it. The build's head is
 * written into `<head>` as the document streams (`insertIntoHead`); React adds each page's own
 * title, description and links there. The browser takes the page over by rendering this same
 * document (React's ids, which link labels and controls, count from the root of the tree: the two
 * trees must be the same from there).
 */
export function ShopDocument({
  language,
  state,
  children,
}: {
  readonly language: Language;
  /** The page's state, serialized (`serializePageState`). */
  readonly state: string;
  readonly children: ReactNode;
}) {
  return (
    <html lang={language} dir={directionOf(language)}>
      <head />
      <body>
        <div id="root">{children}</div>
        <script id={PAGE_STATE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: state }} />
      </body>
    </html>
  );
}
