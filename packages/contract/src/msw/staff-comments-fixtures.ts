import { type StaffComment, staffCommentSchema } from '../staff/comments-schemas.ts';

// The comment moderation stories' comments: on the two posts of the shop's blog fixtures, newest
// first, one of them hidden by staff already (the stories' clock stands at 2026-11-22 14:00 UTC).

const coldPressed = {
  slug: 'why-cold-pressed',
  title: { en: 'Why we cold-press every bottle', ar: 'لماذا نعصر كل زجاجة على البارد' },
};
const refill = {
  slug: 'refill-your-glass',
  title: { en: 'Refill your juice glass and pay less', ar: 'أعد تعبئة كأس العصير وادفع أقل' },
};

const comment = (fields: StaffComment): StaffComment => staffCommentSchema.parse(fields);

const comments: readonly StaffComment[] = [
  comment({
    id: 'c0a1b2c3-0001-4000-8000-000000000001',
    body: 'Cheap watches at example.com, click now!!!',
    createdAt: '2026-11-22T13:20:00.000Z',
    post: coldPressed,
    shopper: { name: 'Khalid Otaibi', email: 'khalid@example.com' },
    hidden: null,
  }),
  comment({
    id: 'c0a1b2c3-0002-4000-8000-000000000002',
    body: 'I keep my glass bottle in the car so I never forget the refill.',
    createdAt: '2026-11-21T18:05:00.000Z',
    post: refill,
    shopper: { name: 'Noura Al-Harbi', email: 'noura@example.com' },
    hidden: null,
  }),
  comment({
    id: 'c0a1b2c3-0003-4000-8000-000000000003',
    body: 'Worst shop ever, everyone there is an idiot',
    createdAt: '2026-11-21T09:40:00.000Z',
    post: coldPressed,
    shopper: { name: 'Fahad Al-Dosari', email: 'fahad@example.com' },
    hidden: { at: '2026-11-21T10:02:00.000Z', by: 'hala.staff@juicyin.example' },
  }),
  comment({
    id: 'c0a1b2c3-0004-4000-8000-000000000004',
    body: 'الفرق في الطعم واضح جداً، شكراً على الشرح.',
    createdAt: '2026-11-20T16:30:00.000Z',
    post: coldPressed,
    shopper: { name: 'Sara Al-Mutairi', email: 'sara@example.com' },
    hidden: null,
  }),
];

export const staffCommentsFixtures = { comments };
