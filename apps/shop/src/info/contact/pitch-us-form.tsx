import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { useConnectionGate } from '../../offline/needs-connection.tsx';
import { useFocusRefusedField } from '../focus-refused-field.ts';
import { apiFormErrors, type FormErrors } from '../form-errors.ts';
import '../forms.css';

const fields = ['fullName', 'email', 'enquiry'] as const;
type Field = (typeof fields)[number];
type Draft = Record<Field, string>;
const empty: Draft = { fullName: '', email: '', enquiry: '' };

/**
 * 'Pitch us': full name, e-mail and what the enquiry is for, sent to the shop. What the API refuses
 * shows at its field; sent, the form is emptied and says the copy went to the shopper's e-mail.
 */
export function PitchUsForm() {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The acknowledgement e-mail is written in the language the shopper reads the shop in.
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusRefusedField(formRef);
  const gate = useConnectionGate();
  const send = useMutation({
    mutationFn: (body: Draft) => client.request('sendEnquiry', { body: { ...body, locale: language } }),
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || gate.blocked) return;
    setErrors({});
    setSentTo(null);
    send.mutate(draft, {
      onSuccess: () => {
        setSentTo(draft.email.trim());
        setDraft(empty);
      },
      onError: (error) => {
        setErrors(apiFormErrors(t, error, fields));
        refused();
      },
    });
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      isRequired
      onChange={(value) => {
        setDraft((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  return (
    <section className="shop-contact__pitch" aria-labelledby="pitch-us-title">
      <h2 id="pitch-us-title">{t('pitch.title')}</h2>
      <p>{t('pitch.intro')}</p>
      <form ref={formRef} className="shop-contact__form" noValidate onSubmit={submit} aria-labelledby="pitch-us-title">
        {field('fullName', t('pitch.fullName'), { inputProps: { autoComplete: 'name' } })}
        {field('email', t('pitch.email'), { type: 'email', inputProps: { autoComplete: 'email', dir: 'ltr' } })}
        {field('enquiry', t('pitch.enquiry'), { multiline: true, rows: 5 })}
        <p role="alert" className="shop-form-error">
          {errors.form}
        </p>
        <div>
          {gate.reason}
          <Button type="submit" isDisabled={send.isPending || gate.blocked} aria-describedby={gate.describedBy}>
            {send.isPending ? t('pitch.sending') : t('pitch.submit')}
          </Button>
        </div>
        <p role="status" className="shop-contact__sent">
          {sentTo === null ? null : t('pitch.sent', { email: sentTo })}
        </p>
      </form>
    </section>
  );
}
