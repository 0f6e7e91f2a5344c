export { getBlogPost, getFaq, listBlogPosts, postBlogComment, sendEnquiry, subscribeNewsletter } from './endpoints.ts';
export {
  type BlogComment,
  blogCommentSchema,
  blogListSchema,
  type BlogPost,
  blogPostSchema,
  type BlogSummary,
  blogSummarySchema,
  commentBodySchema,
  enquiryBodySchema,
  type Faq,
  faqSchema,
  MAX_COMMENT_LENGTH,
  newsletterBodySchema,
} from './schemas.ts';
