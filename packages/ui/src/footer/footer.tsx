import { dateTimeFormat } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { buttonStyles } from '../button/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './footer.css';

export interface FooterLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

export interface FooterBlogTeaser {
  readonly title: string;
  readonly excerpt: string;
  readonly href: string;
  /** Where READ ALL leads (the blog list). */
  readonly readAllHref: string;
  readonly publishedAt?: Date | string;
}

export interface FooterMessages {
  readonly latestBlog: string;
  readonly readAll: string;
  readonly followUs: string;
  readonly weAccept: string;
  readonly links: string;
}

export const footerMessages: MessageTable<FooterMessages, 'footer'> = {
  name: 'footer',
  en: {
    latestBlog: 'From our blog',
    readAll: 'READ ALL',
    followUs: 'Follow us',
    weAccept: 'We accept',
    links: 'Juicyin',
  },
  ar: {
    latestBlog: 'من مدونتنا',
    readAll: 'اقرأ الكل',
    followUs: 'تابعنا',
    weAccept: 'نقبل الدفع بـ',
    links: 'جوسي إن',
  },
};

export const footerStyles = cva('jui-footer', {
  variants: { tone: { dark: 'jui-footer--dark', light: 'jui-footer--light' } },
  defaultVariants: { tone: 'dark' },
});

export interface FooterProps extends VariantProps<typeof footerStyles> {
  readonly blog?: FooterBlogTeaser;
  readonly links: readonly FooterLink[];
  /** Social profiles; each link is named by its label (e.g. "Juicyin on Instagram"). */
  readonly social?: readonly FooterLink[];
  /** Names of the accepted cards, shown as card marks (e.g. "mada", "VISA", "Mastercard"). */
  readonly paymentMethods?: readonly string[];
  /** The shop's claims ("100% juice", "0% sugar added"). */
  readonly claims?: readonly string[];
  readonly copyright?: string;
  readonly messages?: Partial<FooterMessages>;
  readonly className?: string;
}

/**
 * The day a post was published on Riyadh's calendar (the shop's, PRODUCT.md): the same on the server
 * and in every browser, whatever their time zone (a post published at 21:15 UTC is the next day's).
 */
function formatDate(locale: string, value: Date | string) {
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(value));
}

/**
 * The shop's footer: the latest blog teaser with READ ALL, the shop's claims, social links,
 * the accepted payment cards and the site links (Careers, Terms of use, Privacy Policy…).
 */
export function Footer({
  blog,
  links,
  social = [],
  paymentMethods = [],
  claims = [],
  copyright,
  tone,
  messages: overrides,
  className,
}: FooterProps) {
  const { locale } = useLocale();
  const messages = useMessages(footerMessages, overrides);
  const blogId = useId();
  const socialId = useId();
  const paymentId = useId();
  return (
    <footer data-slot="footer" data-variant={tone ?? 'dark'} className={footerStyles({ tone, className })}>
      {blog ? (
        <section className="jui-footer__blog" aria-labelledby={blogId}>
          <h2 id={blogId} className="jui-footer__heading">
            {messages.latestBlog}
          </h2>
          <article className="jui-footer__post">
            <h3 className="jui-footer__post-title">
              <Link href={blog.href} className="jui-footer__link">
                {blog.title}
              </Link>
            </h3>
            {blog.publishedAt ? (
              <time dateTime={new Date(blog.publishedAt).toISOString()} className="jui-footer__date">
                {formatDate(locale, blog.publishedAt)}
              </time>
            ) : null}
            <p className="jui-footer__excerpt">{blog.excerpt}</p>
          </article>
          <Link
            href={blog.readAllHref}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            data-slot="button"
          >
            {messages.readAll}
          </Link>
        </section>
      ) : null}
      {claims.length > 0 ? (
        <ul className="jui-footer__claims">
          {claims.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
      ) : null}
      <div className="jui-footer__row">
        {social.length > 0 ? (
          <section aria-labelledby={socialId}>
            <h2 id={socialId} className="jui-footer__heading">
              {messages.followUs}
            </h2>
            <ul className="jui-footer__social">
              {social.map((item) => (
                <li key={item.id}>
                  <Link href={item.href} target="_blank" rel="noopener noreferrer" className="jui-footer__link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {paymentMethods.length > 0 ? (
          <section aria-labelledby={paymentId}>
            <h2 id={paymentId} className="jui-footer__heading">
              {messages.weAccept}
            </h2>
            <ul className="jui-footer__cards">
              {paymentMethods.map((name) => (
                <li key={name} className="jui-footer__card" lang="en" dir="ltr">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <nav aria-label={messages.links} className="jui-footer__nav">
        <ul className="jui-footer__links">
          {links.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="jui-footer__link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {copyright ? <p className="jui-footer__copyright">{copyright}</p> : null}
    </footer>
  );
}
