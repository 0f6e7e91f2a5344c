import { Transform } from 'node:stream';
import type { Language } from '../i18n/messages.ts';
import { MANIFESTS } from '../offline/manifests.ts';

/**
 * The built `index.html`'s head, for the server-rendered pages: the shop's scripts, styles, icons
 * and preloads as the build named them. Its `<title>` is left out (each page renders its own), the
 * manifest linked and the font preloaded are the page's language's, and the shop's modules are
 * loaded once the page is painted (`scriptsAfterFirstPaint`).
 */
export function templateHead(indexHtml: string): (language: Language) => string {
  const head = /<head>([\s\S]*)<\/head>/.exec(indexHtml)?.[1];
  if (head === undefined) throw new Error('The built index.html has no <head>');
  const withoutTitle = scriptsAfterFirstPaint(head.replace(/<title>[\s\S]*?<\/title>\s*/, ''));
  const manifest = `href="/${MANIFESTS.en}"`;
  if (!withoutTitle.includes(manifest)) throw new Error(`The built index.html links no /${MANIFESTS.en}`);
  const heads = {
    en: onlyFontsOf('en', withoutTitle),
    ar: onlyFontsOf('ar', withoutTitle.replace(manifest, `href="/${MANIFESTS.ar}"`)),
  };
  return (language) => heads[language];
}

/** The public script that loads the shop's modules after the first paint (public/after-paint.js). */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

/**
 * The head with the build's module script and module preloads replaced by `AFTER_PAINT_SCRIPT`,
 * which asks for the same modules once the page is on screen. A server-rendered page is whole
 * without them; a client-rendered page (`index.html` itself) needs them at once, and keeps them.
 */
function scriptsAfterFirstPaint(head: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(head);
  if (!entry) throw new Error('The built index.html has no module script');
  const modules: string[] = [];
  const withoutPreloads = head.replace(
    /<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>\s*/g,
    (_link, href: string) => {
      modules.push(href);
      return '';
    },
  );
  return withoutPreloads.replace(
    entry[0],
    `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"></script>`,
  );
}

/** The head without the font preloads of the other language (each names its own: vite.config.ts). */
function onlyFontsOf(language: Language, head: string): string {
  return head.replace(/<link [^>]*data-language="(\w+)"[^>]*>\s*/g, (link, of: string) =>
    of === language ? link : '',
  );
}

const HEAD = Buffer.from('<head>');

/**
 * Passes React's document through, with `head` written first in its `<head>` (before what the page
 * itself puts there: its title, description and links).
 */
export function insertIntoHead(head: string): Transform {
  let pending: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (pending === null) {
        done(null, chunk);
        return;
      }
      pending = Buffer.concat([pending, chunk]);
      const at = pending.indexOf(HEAD);
      if (at < 0) {
        done();
        return;
      }
      const end = at + HEAD.length;
      const out = Buffer.concat([pending.subarray(0, end), Buffer.from(head), pending.subarray(end)]);
      pending = null;
      done(null, out);
    },
    flush(done) {
      if (pending !== null) {
        done(new Error('The rendered document has no <head>'));
        return;
      }
      done();
    },
  });
}
