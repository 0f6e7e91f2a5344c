import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/messages.ts';
import { homePath, inLanguage, SHOP_LANGUAGES } from '../paths.ts';
import { SHOP_LOGO_PATH } from '../shell/structured-data.ts';
import { jsonLdIn, schemaOrgProblems } from '../testing/schema-org.ts';
import { linkHrefs, metaContent } from '../testing/server-html.ts';
import { answerWithFixtures, renderPageOnServer } from '../testing/server-render.tsx';

/*
 * The home page as a crawler gets it from the server, with the shop's public origin provided: its
 * addresses, preview tags and the shop described as an Organization and a WebSite.
 */

answerWithFixtures();
const origin = 'https://juicyin.example';

expect(typeof window).toBe('undefined');

describe.each(SHOP_LANGUAGES)('the home page rendered on a server, in %s', (language) => {
  const brand = formatMessage(language, 'shell.brand');

  it('names its canonical address and its alternates in each language', async () => {
    const html = await renderPageOnServer(homePath(), language, { origin });
    expect(linkHrefs(html, 'canonical')).toEqual([`${origin}${inLanguage(homePath(), language)}`]);
    for (const other of SHOP_LANGUAGES) {
      expect(linkHrefs(html, 'alternate', other)).toEqual([`${origin}${inLanguage(homePath(), other)}`]);
    }
    expect(linkHrefs(html, 'alternate', 'x-default')).toEqual([`${origin}${homePath()}`]);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe(brand);
    expect(metaContent(html, 'og:description')).toBe(formatMessage(language, 'home.pageDescription'));
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('describes the shop as a valid schema.org Organization with its logo, and a WebSite', async () => {
    const html = await renderPageOnServer(homePath(), language, { origin });
    const data = jsonLdIn(html);
    for (const document of data) expect(schemaOrgProblems(document)).toEqual([]);
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand,
        url: `${origin}${homePath()}`,
        logo: `${origin}${SHOP_LOGO_PATH}`,
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: brand, url: `${origin}${homePath()}` },
    ]);
  });
});

it('points the logo at a picture the shop serves', () => {
  expect(existsSync(path.join(import.meta.dirname, '../../public', SHOP_LOGO_PATH))).toBe(true);
});
