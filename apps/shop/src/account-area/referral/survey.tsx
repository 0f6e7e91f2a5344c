import { ApiError, type SurveyBody } from '@juicyin/contract';
import { POINTS_FOR_TELL_US } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { RatingInput } from '@juicyin/ui/rating';
import { TextField } from '@juicyin/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { openAuthDialog } from '../../account/auth-dialog-state.ts';
import { useSession } from '../../account/session.ts';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pointsSummaryQuery, useSubmitSurvey } from './referral-queries.ts';
import './referral.css';

type Category = SurveyBody['favouriteCategory'];
const categories: readonly Category[] = ['fruit-juice', 'smoothies', 'detox', 'ice-cream', 'other'];
const COMMENT_MAX = 1000;

type Field = 'satisfaction' | 'recommend' | 'favouriteCategory' | 'comment' | 'form';

/** The four questions; the answers go once (409 already_answered is shown as answered). */
function SurveyForm({ onDone }: { readonly onDone: (points: number | null) => void }) {
  const t = useMessages();
  const submit = useSubmitSurvey();
  const [satisfaction, setSatisfaction] = useState<number | null>(null);
  const [recommend, setRecommend] = useState<number | null>(null);
  const [favourite, setFavourite] = useState<Category | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (satisfaction === null) found.satisfaction = t('account.survey.required');
    if (recommend === null) found.recommend = t('account.survey.required');
    if (favourite === null) found.favouriteCategory = t('account.survey.required');
    if (comment.trim().length > COMMENT_MAX) found.comment = t('account.survey.tooLong');
    setErrors(found);
    if (satisfaction === null || recommend === null || favourite === null || Object.keys(found).length > 0) return;
    submit.mutate(
      { satisfaction, recommend, favouriteCategory: favourite, comment },
      {
        onSuccess: ({ pointsCredited }) => onDone(pointsCredited),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'already_answered') {
            onDone(null);
            return;
          }
          if (!(error instanceof ApiError)) {
            setErrors({ form: t('account.survey.failed') });
            return;
          }
          const fields = error.body.error.fields ?? {};
          setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
        },
      },
    );
  };

  return (
    <form className="shop-survey__form" noValidate onSubmit={send} aria-labelledby="survey-title">
      <RatingInput
        label={t('account.survey.satisfaction')}
        value={satisfaction}
        onChange={setSatisfaction}
        isRequired
        errorMessage={errors.satisfaction}
      />
      <RatingInput
        label={t('account.survey.recommend')}
        value={recommend}
        onChange={setRecommend}
        isRequired
        errorMessage={errors.recommend}
      />
      <RadioGroup
        label={t('account.survey.favourite')}
        value={favourite}
        onChange={(next) => setFavourite(next as Category)}
        isRequired
        isInvalid={Boolean(errors.favouriteCategory)}
        errorMessage={errors.favouriteCategory}
      >
        {categories.map((category) => (
          <Radio key={category} value={category}>
            {t(`account.survey.category.${category}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label={t('account.survey.comment')}
        multiline
        rows={3}
        value={comment}
        onChange={setComment}
        isInvalid={Boolean(errors.comment)}
        errorMessage={errors.comment}
      />
      {errors.form ? (
        <p role="alert" className="shop-survey__error">
          {errors.form}
        </p>
      ) : null}
      <div className="shop-survey__buttons">
        <Button type="submit" isDisabled={submit.isPending}>
          {submit.isPending ? t('account.survey.sending') : t('account.survey.submit')}
        </Button>
      </div>
    </form>
  );
}

function SignedInSurvey() {
  const t = useMessages();
  const client = useApiClient();
  const summary = useQuery(pointsSummaryQuery(client));
  // `null` points: the API said the survey was answered already.
  const [done, setDone] = useState<{ readonly points: number | null } | null>(null);
  if (done) {
    return (
      <p role="status" className="shop-survey__done">
        {done.points ? t('account.survey.thanks', { points: done.points }) : t('account.survey.answered')}
      </p>
    );
  }
  if (summary.isPending) return <p role="status">{t('account.survey.loading')}</p>;
  if (summary.data?.surveyAnswered) return <p className="shop-survey__done">{t('account.survey.answered')}</p>;
  return <SurveyForm onDone={(points) => setDone({ points })} />;
}

/**
 * The 'Tell us' survey on its card: the questions for a signed-in shopper who has not answered
 * (+20 points, once), then "Thanks — you earned 20 points" and the form is gone; answered before,
 * it says so; a visitor is asked to sign in.
 */
export function Survey() {
  const t = useMessages();
  const session = useSession();
  return (
    <section className="shop-survey" aria-labelledby="survey-title">
      <h4 id="survey-title" className="shop-referral__title">
        {t('account.survey.title')}
      </h4>
      <p>{t('account.survey.intro', { points: POINTS_FOR_TELL_US })}</p>
      {session.status === 'loading' ? null : session.isSignedIn ? (
        <SignedInSurvey />
      ) : (
        <Button variant="primary" size="sm" onPress={() => openAuthDialog('sign-in')}>
          {t('account.survey.signIn')}
        </Button>
      )}
    </section>
  );
}
