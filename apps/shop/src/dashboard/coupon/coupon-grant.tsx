import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { emailsOf } from './coupon-draft.ts';
import { apiMessage } from './coupon-messages.ts';
import { useGrantCoupon } from './coupon-queries.ts';

/**
 * Give to shoppers: e-mail addresses one a line or separated by commas; the answer says how many
 * got the coupon, how many had it, and lists the addresses of no shopper (nothing given to them).
 */
export function CouponGrant({ code }: { readonly code: string }) {
  const t = useMessages();
  const grant = useGrantCoupon(code);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLFormElement>(null);
  // Bumped on a refusal: once the field shows its error, the keyboard goes back to it.
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) fieldRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt]);
  const refuse = (message: string) => {
    setProblem(message);
    setRefusedAt((count) => count + 1);
  };
  const result = grant.data;
  return (
    <section className="staff-coupon__section" aria-labelledby="staff-coupon-grant">
      <h2 id="staff-coupon-grant">{t('dashboard.coupon.grant.heading')}</h2>
      <form
        ref={fieldRef}
        className="staff-coupon__grant"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const emails = emailsOf(text);
          if (emails.length === 0) {
            refuse(t('dashboard.coupon.problem.noEmails'));
            return;
          }
          setProblem(null);
          grant.mutate(
            { emails },
            {
              onError: (error) => {
                const [path, message] =
                  Object.entries(error instanceof ApiError ? (error.body.error.fields ?? {}) : {})[0] ?? [];
                if (!path || message === undefined) return;
                const said = apiMessage(message);
                const index = /^emails\.(\d+)$/.exec(path)?.[1];
                const text = 'text' in said ? said.text : t(said.key, said.values);
                refuse(index === undefined ? text : `${emails[Number(index)] ?? ''}: ${text}`);
              },
            },
          );
        }}
      >
        <TextField
          label={t('dashboard.coupon.grant.emails')}
          description={t('dashboard.coupon.grant.emailsHint')}
          multiline
          rows={4}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
          inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
        />
        <Button type="submit" variant="secondary" isPending={grant.isPending}>
          {t('dashboard.coupon.grant.send')}
        </Button>
      </form>
      <div role="status" className="staff-coupon__granted">
        {result ? (
          <>
            <p>
              {t('dashboard.coupon.grant.result', { granted: result.granted.length, had: result.alreadyHad.length })}
            </p>
            {result.unknown.length > 0 ? (
              <>
                <p>{t('dashboard.coupon.grant.unknown', { count: result.unknown.length })}</p>
                <ul aria-label={t('dashboard.coupon.grant.unknownList')}>
                  {result.unknown.map((email) => (
                    <li key={email} dir="ltr">
                      {email}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : grant.error && problem === null ? (
          <span role="alert">{t('dashboard.coupon.failed')}</span>
        ) : null}
      </div>
    </section>
  );
}
