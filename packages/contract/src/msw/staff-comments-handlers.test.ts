import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffCommentListSchema, staffCommentSchema } from '../staff/comments-schemas.ts';
import { staffCommentsHandlers, STORY_MODERATOR } from './staff-comments-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/comments';
const list = async (query = '') => staffCommentListSchema.parse(await (await fetch(`${base}${query}`)).json());

describe("the comment moderation stories' server", () => {
  it('lists comments the contract reads, newest first, all or only the shown or the hidden ones', async () => {
    server.use(...staffCommentsHandlers.full());
    const all = await list();
    expect(all.total).toBe(4);
    const times = all.items.map((comment) => comment.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('?show=hidden')).items.map((comment) => comment.shopper.name)).toEqual(['Fahad Al-Dosari']);
    expect((await list('?show=shown')).total).toBe(3);
    expect((await fetch(`${base}?show=deleted`)).status).toBe(400);
  });

  it('hides a comment and shows it again, twice changing nothing; an unknown comment is 404, a malformed id 400', async () => {
    server.use(...staffCommentsHandlers.full({ now: () => new Date('2026-11-22T14:00:00.000Z') }));
    const [first] = (await list()).items;
    const id = first?.id ?? '';
    const hidden = staffCommentSchema.parse(await (await fetch(`${base}/${id}/hidden`, { method: 'PUT' })).json());
    expect(hidden.hidden).toEqual({ at: '2026-11-22T14:00:00.000Z', by: STORY_MODERATOR });
    const again = staffCommentSchema.parse(await (await fetch(`${base}/${id}/hidden`, { method: 'PUT' })).json());
    expect(again).toEqual(hidden);
    expect((await list('?show=hidden')).total).toBe(2);
    const shown = staffCommentSchema.parse(await (await fetch(`${base}/${id}/hidden`, { method: 'DELETE' })).json());
    expect(shown.hidden).toBeNull();
    expect((await fetch(`${base}/00000000-0000-4000-8000-000000000000/hidden`, { method: 'PUT' })).status).toBe(404);
    expect((await fetch(`${base}/42/hidden`, { method: 'PUT' })).status).toBe(400);
  });
});
