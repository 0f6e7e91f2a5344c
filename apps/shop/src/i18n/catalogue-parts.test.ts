import { describe, expect, it } from 'vitest';
import { catalogueParts, formatMessage, isCatalogueLoaded, loadCatalogue, loadCataloguePart } from './messages.ts';

// No `all-catalogues.ts` here: each part is loaded as the shop loads it, from its own module.
describe('the catalogue parts', () => {
  it('are the folders of catalogues/, each with an English and an Arabic module', () => {
    const modules = Object.keys(import.meta.glob('./catalogues/*/{en,ar}.ts')).sort();
    const expected = catalogueParts.flatMap((part) => [`./catalogues/${part}/ar.ts`, `./catalogues/${part}/en.ts`]);
    expect(modules).toEqual(expected.sort());
  });

  it('load one by one in every language already loaded, and a language loaded later brings them along', async () => {
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
});
