import { cva, type VariantProps } from 'class-variance-authority';
import { Form, type FormProps } from 'react-aria-components';
import type { AddressValue } from '../address-card/index.ts';
import { Button } from '../button/index.ts';
import { Checkbox } from '../checkbox/index.ts';
import { useMessages } from '../messages/index.ts';
import { PhoneField } from '../phone-field/index.ts';
import { Radio, RadioGroup } from '../radio-group/index.ts';
import { TextField } from '../text-field/index.ts';
import { type AddressCodeField, addressFormMessages, type AddressFormMessages } from './address-form-messages.ts';
import { useCodeChecks } from './code-checks.ts';
import '../theme/tokens.css';
import './address-form.css';

export type AddressField = keyof AddressValue | 'isDefault';

/** What the form submits: the address as typed (the server normalises it) and whether it becomes the default. */
export interface AddressFormValues extends AddressValue {
  readonly buildingNumber: string;
  readonly additionalNumber: string;
  /** Null when left empty. */
  readonly shortAddress: string | null;
  readonly isDefault: boolean;
}

export const addressFormStyles = cva('jui-address-form', {
  variants: { columns: { 1: 'jui-address-form--1', 2: 'jui-address-form--2' } },
  defaultVariants: { columns: 2 },
});

export interface AddressFormProps extends VariantProps<typeof addressFormStyles> {
  /** The address to edit; an address saved before the national address has its numbers null. */
  readonly defaultValues?: Partial<AddressValue> & { readonly isDefault?: boolean };
  /** Errors per field from the server (e.g. `{ postalCode: 'Use 5 digits' }`), shown at each field. */
  readonly errors?: Partial<Record<AddressField, string>>;
  readonly onSubmit?: (values: AddressFormValues) => void;
  readonly onCancel?: () => void;
  readonly isPending?: boolean;
  readonly messages?: Partial<AddressFormMessages>;
  readonly className?: string;
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The HTML attributes of each code field: digits only on a phone's keypad, the short address in capitals. */
const codeInput: Readonly<
  Record<AddressCodeField, { maxLength: number; inputMode: 'numeric' | 'text'; autoComplete?: string }>
> = {
  buildingNumber: { maxLength: 4, inputMode: 'numeric' },
  postalCode: { maxLength: 5, inputMode: 'numeric', autoComplete: 'postal-code' },
  additionalNumber: { maxLength: 4, inputMode: 'numeric' },
  shortAddress: { maxLength: 9, inputMode: 'text' },
};

/**
 * The Saudi national address of PRODUCT.md §9 — first and last name, mobile (+966), building
 * number, street, district, city, region, postal code, additional number, optional short address,
 * Home or Work, default — on react-aria's Form. Required fields are checked on submit; the
 * national address's codes are checked by the domain's rules when the shopper leaves them (and
 * on submit); the server's errors (`errors`) show at their fields.
 */
export function AddressForm({
  defaultValues = {},
  errors,
  onSubmit,
  onCancel,
  isPending = false,
  columns,
  messages: overrides,
  className,
}: AddressFormProps) {
  const messages = useMessages(addressFormMessages, overrides);
  const codes = useCodeChecks();
  const submit: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [wrong] = codes.checkAll((field) => text(data, field));
    if (wrong !== undefined) {
      form.querySelector<HTMLInputElement>(`input[name="${wrong}"]`)?.focus();
      return;
    }
    onSubmit?.({
      firstName: text(data, 'firstName'),
      lastName: text(data, 'lastName'),
      mobile: text(data, 'mobile'),
      buildingNumber: text(data, 'buildingNumber'),
      street: text(data, 'street'),
      district: text(data, 'district'),
      city: text(data, 'city'),
      region: text(data, 'region'),
      postalCode: text(data, 'postalCode'),
      additionalNumber: text(data, 'additionalNumber'),
      shortAddress: text(data, 'shortAddress') || null,
      type: text(data, 'type') === 'work' ? 'work' : 'home',
      isDefault: data.get('isDefault') !== null,
    });
  };
  const field = (name: 'firstName' | 'lastName' | 'street' | 'district' | 'city' | 'region', autoComplete?: string) => (
    <TextField
      name={name}
      label={messages.labels[name]}
      isRequired
      defaultValue={defaultValues[name] ?? ''}
      {...(autoComplete ? { autoComplete } : {})}
    />
  );
  const code = (name: AddressCodeField) => {
    const { autoComplete, ...input } = codeInput[name];
    const wrong = codes.wrong.has(name);
    return (
      <TextField
        name={name}
        label={messages.labels[name]}
        description={messages.hints[name]}
        isRequired={name !== 'shortAddress'}
        {...input}
        {...(autoComplete ? { autoComplete } : {})}
        {...(name === 'shortAddress' ? { autoCapitalize: 'characters' } : {})}
        defaultValue={defaultValues[name] ?? ''}
        {...codes.fieldProps(name)}
        {...(wrong ? { isInvalid: true, errorMessage: messages.invalid[name] } : {})}
      />
    );
  };

  return (
    <Form
      data-slot="address-form"
      data-variant={String(columns ?? 2)}
      className={addressFormStyles({ columns, className })}
      validationErrors={errors ?? {}}
      onSubmit={submit}
    >
      {field('firstName', 'given-name')}
      {field('lastName', 'family-name')}
      <PhoneField name="mobile" label={messages.labels.mobile} isRequired defaultValue={defaultValues.mobile ?? ''} />
      {code('buildingNumber')}
      {field('street', 'address-line1')}
      {field('district', 'address-level3')}
      {field('city', 'address-level2')}
      {field('region', 'address-level1')}
      {code('postalCode')}
      {code('additionalNumber')}
      {code('shortAddress')}
      <RadioGroup
        name="type"
        label={messages.labels.type}
        orientation="horizontal"
        defaultValue={defaultValues.type ?? 'home'}
        className="jui-address-form__wide"
      >
        <Radio value="home">{messages.types.home}</Radio>
        <Radio value="work">{messages.types.work}</Radio>
      </RadioGroup>
      <Checkbox
        name="isDefault"
        value="on"
        defaultSelected={defaultValues.isDefault ?? false}
        className="jui-address-form__wide"
      >
        {messages.makeDefault}
      </Checkbox>
      <div className="jui-address-form__actions jui-address-form__wide">
        <Button type="submit" variant="primary" isPending={isPending}>
          {messages.save}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel}>
            {messages.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
