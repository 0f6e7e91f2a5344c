// The consumer app: what a team that installed @juicyin/ui writes. It renders a product card on
// the server (react-dom/server) in the locale given as the first argument, and prints a page that
// links the kit's stylesheet, found through the package's `./styles.css` export.
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, LocaleProvider, ProductCard } from '@juicyin/ui';
import { Price } from '@juicyin/ui/price';

const locale = process.argv[2] ?? 'en-SA';
const lang = locale.split('-')[0];
const dir = lang === 'ar' ? 'rtl' : 'ltr';
const stylesheet = fileURLToPath(import.meta.resolve('@juicyin/ui/styles.css'));

const body = renderToString(
  h(
    LocaleProvider,
    { locale },
    h(
      'main',
      null,
      h(ProductCard, {
        title: 'Orange juice',
        description: 'Fresh pressed, 1 LTR',
        href: '/products/orange-juice',
        price: 1900,
        oldPrice: 2500,
        rating: 4.5,
        reviewCount: 12,
      }),
      h(Price, { amount: 12350 }),
      h(Button, { variant: 'secondary' }, 'Checkout'),
    ),
  ),
);

process.stdout.write(
  JSON.stringify({
    stylesheet,
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><head><link rel="stylesheet" href="${stylesheet}"></head><body>${body}</body></html>`,
  }),
);
