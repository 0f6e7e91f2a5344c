import { Button } from '@juicyin/ui/button';
import { Rating } from '@juicyin/ui/rating';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openAuthDialog } from '../account/auth-dialog-state.ts';
import { useSession } from '../account/session.ts';
import { useApiClient } from '../api-client.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { ReviewForm } from './review-form.tsx';
import { eligibilityQuery } from './review-queries.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './write-review.css';

export interface WriteReviewProps {
  readonly slug: string;
  /** The product's name in the shopper's language (the form's heading, the button's full name). */
  readonly productName: string;
  /** Name the button with the product ("Write a review of Orange Juice"), where several are listed. */
  readonly nameButtonWithProduct?: boolean | undefined;
}

/** Moves focus to the element once it is shown (the opened form, the thanks). */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

function Sent({ points }: { readonly points: number }) {
  const t = useMessages();
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} role="status" className="shop-write-review__sent">
      <p className="shop-write-review__sent-title">{t('writeReview.sent.title')}</p>
      <p>{t('writeReview.sent.points', { points })}</p>
    </div>
  );
}

function OpenForm(props: {
  readonly slug: string;
  readonly productName: string;
  readonly onClose: () => void;
  readonly onSent: (points: number) => void;
}) {
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="shop-write-review__panel">
      <ReviewForm
        slug={props.slug}
        productName={props.productName}
        onCancel={props.onClose}
        onSent={(_, points) => props.onSent(points)}
      />
    </div>
  );
}

/** The signed-in shopper's part: the form when they may review, their review, or why not. */
function SignedInReview({ slug, productName, nameButtonWithProduct }: WriteReviewProps) {
  const t = useMessages();
  const client = useApiClient();
  const eligibility = useQuery(eligibilityQuery(client, slug));
  const [isOpen, setOpen] = useState(false);
  const [sentPoints, setSentPoints] = useState<number | null>(null);
  const buttonBox = useRef<HTMLSpanElement>(null);

  if (sentPoints !== null) return <Sent points={sentPoints} />;
  if (queryFailed(eligibility)) {
    return (
      <div className="shop-write-review__problem">
        <p role="alert">{t('writeReview.loadError')}</p>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => void eligibility.refetch()}
          isPending={eligibility.isFetching}
        >
          {t('writeReview.retry')}
        </Button>
      </div>
    );
  }
  if (eligibility.data === undefined) return <p role="status">{t('writeReview.checking')}</p>;
  const { eligible, review } = eligibility.data;
  if (!eligible && review) {
    return (
      <div
        className="shop-write-review__mine"
        aria-label={t('writeReview.yourReview', { product: productName })}
        role="group"
      >
        <p className="shop-write-review__mine-title">{t('writeReview.already')}</p>
        <Rating value={review.rating} size="sm" />
        <p className="shop-write-review__mine-text">{review.text}</p>
      </div>
    );
  }
  if (!eligible) return <p className="shop-write-review__note">{t('writeReview.notReceived')}</p>;
  if (isOpen) {
    return (
      <OpenForm
        slug={slug}
        productName={productName}
        onClose={() => {
          setOpen(false);
          requestAnimationFrame(() => buttonBox.current?.querySelector('button')?.focus());
        }}
        onSent={setSentPoints}
      />
    );
  }
  return (
    <span ref={buttonBox} className="shop-write-review__action">
      <Button
        variant="secondary"
        aria-label={nameButtonWithProduct ? t('writeReview.actionFor', { product: productName }) : undefined}
        onPress={() => setOpen(true)}
      >
        {t('writeReview.action')}
      </Button>
    </span>
  );
}

/**
 * 'Write a review' for one product: a visitor is asked to sign in; a signed-in shopper who
 * received the product opens the form (+1 point the first time), one who reviewed it sees their
 * review, and one who has not received it reads why they cannot review yet.
 */
export function WriteReview(props: WriteReviewProps) {
  const t = useMessages();
  const session = useSession();
  if (session.status === 'loading' || session.status === 'error') return null;
  if (!session.isSignedIn) {
    return (
      <Button variant="secondary" onPress={() => openAuthDialog('sign-in')}>
        {t('writeReview.signIn')}
      </Button>
    );
  }
  return <SignedInReview {...props} />;
}
