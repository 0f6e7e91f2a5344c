import type { StaffBlogCreateBody, StaffBlogPost } from '@juicyin/contract';
import { toLatinDigits } from '@juicyin/domain';
import { riyadhDay } from '../../i18n/format-day.ts';

/** The form as staff type it (text, so nothing typed is lost until Save reads it). */
export interface BlogPostDraft {
  readonly slug: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly excerptEn: string;
  readonly excerptAr: string;
  /** The body's paragraphs, separated by an empty line. */
  readonly bodyEn: string;
  readonly bodyAr: string;
  readonly author: string;
  /** A draft (no publish time), or published from the day and time below (Riyadh time). */
  readonly publish: 'draft' | 'at';
  /** A Riyadh day (`2026-12-01`), or ''. */
  readonly day: string;
  /** A Riyadh time of day (`09:30`), as typed. */
  readonly time: string;
  readonly featured: boolean;
  readonly ofTheWeek: boolean;
}

/** The form's field paths, as the API names them. */
export const BLOG_POST_FIELDS = [
  'slug',
  'title.en',
  'title.ar',
  'excerpt.en',
  'excerpt.ar',
  'body.en',
  'body.ar',
  'author',
  'publishedAt',
] as const;
export type BlogPostField = (typeof BLOG_POST_FIELDS)[number];

/** A problem the form finds before asking. */
export type Problem = 'required' | 'time';

export const emptyDraft: BlogPostDraft = {
  slug: '',
  titleEn: '',
  titleAr: '',
  excerptEn: '',
  excerptAr: '',
  bodyEn: '',
  bodyAr: '',
  author: '',
  publish: 'draft',
  day: '',
  time: '09:00',
  featured: false,
  ofTheWeek: false,
};

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Riyadh time of day (`06:05`) of an instant; Riyadh keeps +03:00 all year. */
function riyadhTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + RIYADH_OFFSET_MS);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

/** The form of a post as it was opened. */
export function draftOf(post: StaffBlogPost): BlogPostDraft {
  return {
    slug: post.slug,
    titleEn: post.title.en,
    titleAr: post.title.ar,
    excerptEn: post.excerpt.en,
    excerptAr: post.excerpt.ar,
    bodyEn: post.body.en.join('\n\n'),
    bodyAr: post.body.ar.join('\n\n'),
    author: post.author,
    publish: post.publishedAt === null ? 'draft' : 'at',
    day: post.publishedAt === null ? '' : riyadhDay(post.publishedAt),
    time: post.publishedAt === null ? '09:00' : riyadhTime(post.publishedAt),
    featured: post.featured,
    ofTheWeek: post.ofTheWeek,
  };
}

/** A body typed as paragraphs separated by empty lines: each paragraph trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A time of day as typed (`9:30`, `٠٩:٣٠`) as `09:30`, or null. */
export function timeOf(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(toLatinDigits(text).trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The body a Save sends, or the problems the form can tell before asking (a publish day or time
 * missing or not a time). The rest (the slug's shape, lengths, empty texts) is the contract's to
 * judge: its messages come back at their fields.
 */
export function bodyOf(
  draft: BlogPostDraft,
): { readonly body: StaffBlogCreateBody } | { readonly problems: Readonly<Partial<Record<BlogPostField, Problem>>> } {
  let publishedAt: string | null = null;
  if (draft.publish === 'at') {
    const time = timeOf(draft.time);
    if (draft.day === '') return { problems: { publishedAt: 'required' } };
    if (time === null) return { problems: { publishedAt: 'time' } };
    publishedAt = `${draft.day}T${time}:00+03:00`;
  }
  return {
    body: {
      slug: draft.slug.trim(),
      title: { en: draft.titleEn, ar: draft.titleAr },
      excerpt: { en: draft.excerptEn, ar: draft.excerptAr },
      body: { en: paragraphsOf(draft.bodyEn), ar: paragraphsOf(draft.bodyAr) },
      author: draft.author,
      publishedAt,
      featured: draft.featured,
      ofTheWeek: draft.ofTheWeek,
    },
  };
}
