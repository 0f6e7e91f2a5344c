import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INFO_PAGE_SLUGS } from '../content/pages.ts';
import { staffInfoPageListSchema, staffInfoPageSchema } from '../staff/pages-schemas.ts';
import { pagesHandlers, staffInfoPages } from './pages-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/pages';
const put = (slug: string, body: unknown) =>
  fetch(`${base}/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const terms = staffInfoPages['terms-conditions'];
const bodyOf = (page: typeof terms) => ({
  version: page.version,
  title: page.title,
  intro: page.intro,
  sections: page.sections,
});

describe("the information pages stories' server", () => {
  it('lists every page and hands out one with its version, 404 for a slug that names none', async () => {
    server.use(...pagesHandlers.full());
    const list = staffInfoPageListSchema.parse(await (await fetch(base)).json());
    expect(list.pages.map((page) => page.slug)).toEqual([...INFO_PAGE_SLUGS]);
    expect(staffInfoPageSchema.parse(await (await fetch(`${base}/terms-conditions`)).json())).toEqual(terms);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
  });

  it('saves from the version opened, refuses what the contract refuses at its field, and an old version', async () => {
    server.use(...pagesHandlers.full());
    const saved = await put('terms-conditions', { ...bodyOf(terms), title: { en: 'Terms', ar: 'الشروط' } });
    expect(saved.status).toBe(200);
    expect(staffInfoPageSchema.parse(await saved.json())).toMatchObject({ version: 4, title: { en: 'Terms' } });
    const refused = await put('terms-conditions', { ...bodyOf(terms), version: 4, title: { en: 'Terms', ar: ' ' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { 'title.ar': 'Required' } } });
    const late = await put('terms-conditions', bodyOf(terms));
    expect(late.status).toBe(409);
  });

  it("refuses the first save in the conflict scenario, and Reload finds the colleague's change", async () => {
    server.use(...pagesHandlers.conflict());
    expect((await put('terms-conditions', bodyOf(terms))).status).toBe(409);
    const reloaded = staffInfoPageSchema.parse(await (await fetch(`${base}/terms-conditions`)).json());
    expect(reloaded.version).toBe(terms.version + 1);
    expect(reloaded.title.en).toBe(`${terms.title.en} (updated)`);
  });
});
