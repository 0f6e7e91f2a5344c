import type { Review } from '@juicyin/contract';
import { POINTS_FOR_REVIEW } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { RatingInput } from '@juicyin/ui/rating';
import { TextField } from '@juicyin/ui/text-field';
import { type SyntheticEvent, useId, useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useConnectionGate } from '../offline/needs-connection.tsx';
import { type ReviewErrors, reviewApiErrors, reviewInputErrors } from './review-errors.ts';
import { useCreateReview } from './review-queries.ts';

export interface ReviewFormProps {
  readonly slug: string;
  readonly productName: string;
  /** Called with the posted review and the points it earned. */
  readonly onSent: (review: Review, pointsCredited: number) => void;
  readonly onCancel?: (() => void) | undefined;
}

/**
 * The write-a-review form: stars (the kit's RatingInput) and text. What the contract refuses is
 * said at its field before sending; the API's answer (fields, not received, already reviewed) at
 * its field or above the buttons.
 */
export function ReviewForm({ slug, productName, onSent, onCancel }: ReviewFormProps) {
  const t = useMessages();
  const gate = useConnectionGate();
  const titleId = useId();
  const create = useCreateReview(slug);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || gate.blocked) return;
    const found = reviewInputErrors(t, rating, text);
    setErrors(found);
    if (rating === null || Object.keys(found).length > 0) return;
    create.mutate(
      { rating, text },
      {
        onSuccess: ({ review, pointsCredited }) => onSent(review, pointsCredited),
        onError: (error) => setErrors(reviewApiErrors(t, error)),
      },
    );
  };

  return (
    <form className="shop-write-review__form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h3 id={titleId} className="shop-write-review__title">
        {t('writeReview.title', { product: productName })}
      </h3>
      <p className="shop-write-review__note">{t('writeReview.points', { points: POINTS_FOR_REVIEW })}</p>
      <RatingInput
        label={t('writeReview.rating')}
        value={rating}
        isRequired
        onChange={(next) => {
          setRating(next);
          setErrors(({ rating: _, ...rest }) => rest);
        }}
        errorMessage={errors.rating}
      />
      <TextField
        label={t('writeReview.text')}
        description={t('writeReview.textHelp')}
        multiline
        rows={4}
        isRequired
        value={text}
        onChange={(next) => {
          setText(next);
          setErrors(({ text: _, ...rest }) => rest);
        }}
        isInvalid={Boolean(errors.text)}
        errorMessage={errors.text}
      />
      {errors.form ? (
        <p role="alert" className="shop-write-review__error">
          {errors.form}
        </p>
      ) : null}
      {gate.reason}
      <div className="shop-write-review__buttons">
        <Button type="submit" isDisabled={create.isPending || gate.blocked} aria-describedby={gate.describedBy}>
          {create.isPending ? t('writeReview.sending') : t('writeReview.submit')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('writeReview.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
