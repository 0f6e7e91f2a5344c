import type { StaffBlogPost } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { useState } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { PictureUploadForm } from '../product-images/upload-form.tsx';
import { useRemoveBlogPicture, useUploadBlogPicture } from './blog-post-queries.ts';

/**
 * An existing post's Picture: the one the shop shows (staff's upload with its alt text, or the drawn
 * one), a form to upload one in its place (the product pictures' form: file and alt text in English
 * and Arabic, refusals at their field), and Remove, asked again before the drawn one comes back.
 */
export function BlogPictureSection({ post }: { readonly post: StaffBlogPost }) {
  const t = useMessages();
  const language = useLanguage();
  const upload = useUploadBlogPicture(post.slug);
  const remove = useRemoveBlogPicture(post.slug);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ what: 'uploaded' | 'removed'; count: number } | null>(null);
  const say = (what: 'uploaded' | 'removed') => setDone((current) => ({ what, count: (current?.count ?? 0) + 1 }));
  const alt = post.imageAlt?.[language] ?? null;
  return (
    <section className="staff-blog-picture" aria-labelledby="staff-blog-picture-heading">
      <h2 id="staff-blog-picture-heading" className="staff-blog-picture__heading">
        {t('dashboard.blogPost.picture.heading')}
      </h2>
      <p role="status" className="staff-blog-picture__notice">
        {done ? t(`dashboard.blogPost.picture.${done.what}`) : ''}
      </p>
      <figure className="staff-blog-picture__current">
        <img className="staff-blog-picture__thumb" src={post.image} alt={alt ?? ''} width={240} height={160} />
        <figcaption>
          {alt === null ? t('dashboard.blogPost.picture.drawn') : t('dashboard.blogPost.picture.uploadedAlt', { alt })}
        </figcaption>
      </figure>
      {alt === null ? null : (
        <Button variant="danger" size="sm" className="staff-blog-picture__remove" onPress={() => setConfirming(true)}>
          {t('dashboard.blogPost.picture.remove')}
        </Button>
      )}
      <PictureUploadForm
        title={t(alt === null ? 'dashboard.blogPost.picture.upload' : 'dashboard.blogPost.picture.replace')}
        isPending={upload.isPending}
        headingLevel={3}
        send={(file, text) => upload.mutateAsync({ file, query: { altEn: text.en, altAr: text.ar } })}
        onUploaded={() => say('uploaded')}
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open) remove.reset();
          setConfirming(open);
        }}
        title={t('dashboard.blogPost.picture.removeTitle')}
        confirmLabel={t('dashboard.blogPost.picture.remove')}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t('dashboard.blogPost.picture.removeFailed') : null}
        messages={{ dismiss: t('dashboard.blogPost.picture.removeDismiss') }}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              say('removed');
            },
          });
        }}
      >
        <p>{t('dashboard.blogPost.picture.removeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
