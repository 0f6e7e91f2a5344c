import { describe, expect, it } from 'vitest';
import {
  blogPostPath,
  categoryPath,
  dashboardOrderPath,
  dashboardProductPath,
  homePath,
  inLanguage,
  invoicePath,
  languageOfSearch,
  orderPath,
  pathTo,
  productPath,
  routePaths,
  searchPath,
  seasonPath,
  trackOrderPath,
  withQuery,
} from './paths.ts';

describe('path builders', () => {
  it('fill a route pattern with its parameter', () => {
    expect(homePath()).toBe('/');
    expect(productPath('fresh-orange-juice')).toBe('/product/fresh-orange-juice');
    expect(seasonPath('winter')).toBe('/season/winter');
    expect(orderPath('JY-261122-7K3QX')).toBe('/order-detail/JY-261122-7K3QX');
    expect(invoicePath('JY-261122-7K3QX')).toBe('/order-invoice/JY-261122-7K3QX');
    expect(trackOrderPath('JY-261122-7K3QX')).toBe('/track-order/JY-261122-7K3QX');
    expect(pathTo('latestOrder')).toBe('/order-detail');
    expect(pathTo('latestInvoice')).toBe('/order-invoice');
    expect(pathTo('trackOrder')).toBe('/track-order');
    expect(blogPostPath('summer-detox')).toBe('/blog-detail/summer-detox');
    expect(dashboardOrderPath('JY-261122-7K3QX')).toBe('/dashboard/orders/JY-261122-7K3QX');
    expect(dashboardProductPath('fattoush-salad')).toBe('/dashboard/products/fattoush-salad');
    expect(pathTo('dashboardProducts', { stock: 'out' })).toBe('/dashboard/products?stock=out');
    expect(pathTo('dashboardOrders', { status: 'placed', page: 2 })).toBe('/dashboard/orders?status=placed&page=2');
  });

  it('encode a parameter as one path segment (slashes, spaces, Arabic, % and replacement patterns)', () => {
    expect(productPath('a/b')).toBe('/product/a%2Fb');
    expect(productPath('café au lait')).toBe('/product/caf%C3%A9%20au%20lait');
    expect(productPath('برتقال')).toBe('/product/%D8%A8%D8%B1%D8%AA%D9%82%D8%A7%D9%84');
    expect(productPath('100%')).toBe('/product/100%25');
    expect(productPath('$&-$1')).toBe('/product/%24%26-%241');
    expect(orderPath('A?b#c')).toBe('/order-detail/A%3Fb%23c');
  });

  it('encode a search query, Arabic words and reserved characters included', () => {
    expect(searchPath('mango')).toBe('/search?q=mango');
    expect(searchPath('برتقال')).toBe('/search?q=%D8%A8%D8%B1%D8%AA%D9%82%D8%A7%D9%84');
    expect(searchPath('a&b=c d')).toBe('/search?q=a%26b%3Dc+d');
    expect(new URL(searchPath('a&b=c d#e'), 'https://shop.example').searchParams.get('q')).toBe('a&b=c d#e');
  });

  it('append a query in the given order, leaving out empty and missing values', () => {
    expect(pathTo('productsList')).toBe('/products-list');
    expect(pathTo('productsList', { sort: 'rating', page: 2 })).toBe('/products-list?sort=rating&page=2');
    expect(pathTo('special', { special: undefined, category: '' })).toBe('/special');
    expect(pathTo('verifyEmail', { token: 'a+b/c=' })).toBe('/verify-email?token=a%2Bb%2Fc%3D');
    expect(withQuery('/detox', { flavour: 'green', page: '' })).toBe('/detox?flavour=green');
  });

  it('lead to each category listing', () => {
    expect(categoryPath('smoothies')).toBe('/smoothy');
    expect(categoryPath('fruit-juice', { page: 3 })).toBe('/fruit-juice?page=3');
  });

  it('give every route its own address, each absolute', () => {
    const all = Object.values(routePaths);
    expect(new Set(all.map((path) => path.toLowerCase())).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^\//);
  });
});

describe('a page in a language', () => {
  it('adds Arabic to the address, keeping its query', () => {
    expect(inLanguage('/product/orange', 'ar')).toBe('/product/orange?lang=ar');
    expect(inLanguage('/fruit-juice?page=2', 'ar')).toBe('/fruit-juice?page=2&lang=ar');
    expect(inLanguage('/fruit-juice?lang=en', 'ar')).toBe('/fruit-juice?lang=ar');
  });

  it('lists English, the default, at the address without a language', () => {
    expect(inLanguage('/product/orange', 'en')).toBe('/product/orange');
    expect(inLanguage('/fruit-juice?page=2&lang=ar', 'en')).toBe('/fruit-juice?page=2');
  });

  it('reads only the languages the shop has', () => {
    expect(languageOfSearch('?lang=ar')).toBe('ar');
    expect(languageOfSearch('?page=2&lang=en')).toBe('en');
    expect(languageOfSearch('?lang=fr')).toBeUndefined();
    expect(languageOfSearch('')).toBeUndefined();
  });
});
