import { describe, expect, it, vi } from 'vitest';
import { catalogueParts } from './messages.ts';

// No `all-catalogues.ts` here: each part is loaded as the shop loads it, from its own module. Each
// test that loads catalogues does so in a fresh copy of the messages module: the test files of a
// worker share their modules, and another file may have loaded every catalogue already.
describe('the catalogue parts', () => {
  it('are the folders of catalogues/, each with an English and an Arabic module', () => {
    const modules = Object.keys(import.meta.glob('./catalogues/*/{en,ar}.ts')).sort();
    const expected = catalogueParts.flatMap((part) => [`./catalogues/${part}/ar.ts`, `./catalogues/${part}/en.ts`]);
    expect(modules).toEqual(expected.sort());
  });

  it('load one by one in every language already loaded, and a language loaded later brings them along', async () => {
    vi.resetModules();
    const { formatMessage, isCatalogueLoaded, loadCatalogue, loadCataloguePart } = await import('./messages.ts');
    await loadCatalogue('en');
    expect(() => formatMessage('en', 'auth.error.required')).toThrow(/not loaded/);
    for (const part of catalogueParts) await loadCataloguePart(part);
    expect(formatMessage('en', 'auth.error.required')).toBe('Required');
    expect(formatMessage('en', 'shell.footer.claim.juice')).toBe('100% juice');
    expect(isCatalogueLoaded('ar')).toBe(false);

    await loadCatalogue('ar');
    expect(isCatalogueLoaded('ar')).toBe(true);
    expect(formatMessage('ar', 'wishlist.title', { count: 6 })).toBe('قائمة أمنياتي (6)');
  });

  it('load in a language still loading too: switching to Arabic while the footer’s words load', async () => {
    vi.resetModules();
    const fresh = await import('./messages.ts');
    await fresh.loadCatalogue('en');
    // The switch asks for Arabic, listing the parts wanted so far; the footer is wanted after.
    const arabic = fresh.loadCatalogue('ar');
    await fresh.loadCataloguePart('footer');
    await arabic;
    expect(fresh.isCatalogueLoaded('ar')).toBe(true);
    expect(() => fresh.formatMessage('ar', 'shell.footer.claim.juice')).not.toThrow();
  });
});
