import { getBlogPost, MAX_COMMENT_LENGTH, postBlogComment, SHARE_TARGETS } from '@juicyin/contract';
import { handlers, mockEndpoint, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthDialog } from '../account/auth-dialog.tsx';
import { closeAuthDialog } from '../account/auth-dialog-state.ts';
import { blogPostPath, routePaths } from '../paths.ts';
import { storyLanguage } from '../testing/shop-frame.tsx';
import { BlogPostPage } from './blog-post-page.tsx';
import { LATEST_COUNT } from './blog-queries.ts';
import { blogShareUrls } from './share-row.tsx';
import { blogDecorator, blogImages, blogListHandler, commentedPost, say, storyPosts } from './story-setup.tsx';

const meta = {
  title: 'Shop/Blog/Post',
  component: BlogPostPage,
  parameters: { layout: 'fullscreen' },
  decorators: [blogDecorator(routePaths.blogPost, blogPostPath(commentedPost.slug))],
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// This post is the second newest: 'Latest blog' leaves it out and shows the four others.
const post = [
  blogImages,
  mockEndpoint(getBlogPost, commentedPost),
  blogListHandler(storyPosts(5).map((one, index) => (index === 1 ? { ...one, slug: commentedPost.slug } : one))),
  ...handlers.content.full,
];

/** Share links open a new tab: in a story the tab is not opened (the share is still recorded). */
function keepShareTabsClosed(): () => void {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[target="_blank"]')) event.preventDefault();
  };
  document.addEventListener('click', stop, true);
  return () => document.removeEventListener('click', stop, true);
}

/**
 * A signed-in shopper on a post: title, byline, body, the six share links (the post's address and
 * title, a new tab without opener) with their counts; using one records it and the count shown is
 * the API's answer; three comments, the one written as markup shown as text; 'Latest blog' four
 * other posts; the comment form with its counter.
 */
export const SignedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...post);
    return keepShareTabsClosed();
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const title = commentedPost.title[language];
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = within(canvas.getByRole('article', { name: title }));
    await expect(article.getByText(say(language, 'blog.entry.by', { author: commentedPost.author }))).toBeVisible();
    for (const paragraph of commentedPost.body[language]) await expect(article.getByText(paragraph)).toBeVisible();

    const share = canvas.getByRole('region', { name: say(language, 'blog.share.title') });
    const urls = blogShareUrls(title, `${window.location.origin}${blogPostPath(commentedPost.slug)}`);
    for (const target of SHARE_TARGETS) {
      const link = within(share).getByRole('link', { name: say(language, `blog.share.${target}`) });
      await expect(link).toHaveAttribute('href', urls[target]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const count = commentedPost.shares[target];
      await expect(link.closest('li')).toHaveTextContent(say(language, 'blog.share.count', { count }));
    }
    await userEvent.click(within(share).getByRole('link', { name: say(language, 'blog.share.facebook') }));
    const facebook = within(share).getByRole('link', { name: say(language, 'blog.share.facebook') });
    await expect(
      await within(facebook.closest('li') ?? share).findByText(
        say(language, 'blog.share.count', { count: commentedPost.shares.facebook + 1 }),
      ),
    ).toBeInTheDocument();

    const comments = canvas.getByRole('region', { name: say(language, 'blog.comments.count', { count: 3 }) });
    const list = within(comments).getByRole('list', { name: say(language, 'blog.comments.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('<b>hi</b> <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('.shop-blog-comments b, .shop-blog-comments img')).toBeNull();
    const field = await within(comments).findByRole('textbox', {
      name: new RegExp(say(language, 'blog.comments.label')),
    });
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say(language, 'blog.comments.counter', { count: 0, max: MAX_COMMENT_LENGTH })),
    );

    const aside = canvas.getByRole('region', { name: say(language, 'blog.latest.title') });
    const others = within(aside).getAllByRole('link');
    await expect(others).toHaveLength(LATEST_COUNT);
    for (const link of others) await expect(link).not.toHaveAttribute('href', blogPostPath(commentedPost.slug));
  },
};

/** A comment written and sent: it joins the list (as text) and the count goes up; the form empties. */
export const Commented: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...post);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const comments = await canvas.findByRole('region', { name: say(language, 'blog.comments.count', { count: 3 }) });
    const field = await within(comments).findByRole('textbox', {
      name: new RegExp(say(language, 'blog.comments.label')),
    });
    await userEvent.type(field, 'Lovely!');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say(language, 'blog.comments.counter', { count: 7, max: MAX_COMMENT_LENGTH })),
    );
    await userEvent.click(within(comments).getByRole('button', { name: say(language, 'blog.comments.submit') }));
    await expect(await within(comments).findByRole('status')).toHaveTextContent(say(language, 'blog.comments.sent'));
    await expect(comments).toHaveAccessibleName(say(language, 'blog.comments.count', { count: 4 }));
    await expect(within(comments).getAllByRole('listitem')).toHaveLength(4);
    await expect(field).toHaveValue('');
  },
};

/**
 * What stops a comment: empty, or longer than the contract's limit (the counter shows it), said at
 * the text area before sending; the API's field message at the text area.
 */
export const PostingError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      mockEndpointError(postBlogComment, 400, {
        code: 'invalid_body',
        message: 'The request body is not valid',
        fields: { body: 'Remove control characters' },
      }),
      ...post,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const comments = await canvas.findByRole('region', { name: say(language, 'blog.comments.count', { count: 3 }) });
    const field = await within(comments).findByRole('textbox', {
      name: new RegExp(say(language, 'blog.comments.label')),
    });
    const submit = within(comments).getByRole('button', { name: say(language, 'blog.comments.submit') });
    await userEvent.click(submit);
    await expect(field).toHaveAccessibleDescription(new RegExp(say(language, 'blog.comments.error.required')));
    await expect(field).toBeInvalid();

    await userEvent.click(field);
    await userEvent.paste('a'.repeat(MAX_COMMENT_LENGTH + 1));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        say(language, 'blog.comments.counter', { count: MAX_COMMENT_LENGTH + 1, max: MAX_COMMENT_LENGTH }),
      ),
    );
    await userEvent.click(submit);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(say(language, 'blog.comments.error.tooLong', { max: MAX_COMMENT_LENGTH })),
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'Fine words');
    await userEvent.click(submit);
    await expect(await within(comments).findByText('Remove control characters')).toBeVisible();
    await expect(field).toBeInvalid();
  },
};

/** Too many comments in a short time (429): the shopper is told to wait, and the text is kept. */
export const Throttled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      mockEndpointError(postBlogComment, 429, { code: 'too_many_requests', message: 'Sent too often' }),
      ...post,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const comments = await canvas.findByRole('region', { name: say(language, 'blog.comments.count', { count: 3 }) });
    const field = await within(comments).findByRole('textbox', {
      name: new RegExp(say(language, 'blog.comments.label')),
    });
    await userEvent.type(field, 'One more thought');
    await userEvent.click(within(comments).getByRole('button', { name: say(language, 'blog.comments.submit') }));
    await expect(await within(comments).findByRole('alert')).toHaveTextContent(
      say(language, 'blog.comments.error.throttled'),
    );
    await expect(field).toHaveValue('One more thought');
  },
};

/** A visitor reads the post and its comments; 'Sign in to comment' opens the shop's sign-in dialog. */
export const Visitor: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <AuthDialog />
      </>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...post);
    return () => closeAuthDialog();
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const comments = await canvas.findByRole('region', { name: say(language, 'blog.comments.count', { count: 3 }) });
    const signIn = await within(comments).findByRole('button', { name: say(language, 'blog.comments.signIn') });
    await expect(within(comments).queryByRole('textbox')).toBeNull();
    await userEvent.click(signIn);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toBeVisible();
  },
};

/** While the post loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, mockEndpointPending(getBlogPost), ...post);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(say(storyLanguage(globals), 'blog.post.loading'))).toBeVisible();
  },
};

/** No post has this slug: the not-found state with a way to every post. */
export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      mockEndpointError(getBlogPost, 404, { code: 'not_found', message: 'No post has this slug' }),
      ...post,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'blog.post.notFound.title'));
    await expect(canvas.getByRole('link', { name: say(language, 'blog.post.notFound.action') })).toHaveAttribute(
      'href',
      '/blog-list',
    );
  },
};

/** The post cannot be loaded: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      mockEndpointError(getBlogPost, 500, { code: 'internal', message: 'Something went wrong' }),
      ...post,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'catalogue.error.title'));
    await expect(canvas.getByRole('button', { name: say(language, 'catalogue.error.retry') })).toBeVisible();
  },
};
