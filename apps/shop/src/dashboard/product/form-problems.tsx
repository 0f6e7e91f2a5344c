import { useMessages } from '../../i18n/messages-provider.tsx';

export interface FormProblemsProps {
  readonly needsFix: boolean;
  /** The API's field messages no field shows, as `[path, message]`. */
  readonly elsewhere: readonly (readonly [string, string])[];
  readonly say: (message: string) => string;
  /** The write failed for another reason (the network, the server). */
  readonly failed: boolean;
}

/** Above a product form's button: what to fix (and where, for fields it does not show), or that the write failed. */
export function FormProblems({ needsFix, elsewhere, say, failed }: FormProblemsProps) {
  const t = useMessages();
  if (needsFix) {
    return (
      <div role="alert" className="staff-product__error">
        <p>{t('dashboard.productForm.fix')}</p>
        {elsewhere.length > 0 ? (
          <ul>
            {elsewhere.map(([path, message]) => (
              <li key={path}>
                <span dir="ltr">{path}</span>: {say(message)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return failed ? (
    <p role="alert" className="staff-product__error">
      {t('dashboard.product.failed')}
    </p>
  ) : null;
}
