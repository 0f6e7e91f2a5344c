import { cva, type VariantProps } from 'class-variance-authority';
import { Form, type FormProps } from 'react-aria-components';
import type { AddressValue } from '../address-card/index.ts';
import { Button } from '../button/index.ts';
import { Checkbox } from '../checkbox/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { PhoneField } from '../phone-field/index.ts';
import { Radio, RadioGroup } from '../radio-group/index.ts';
import { TextField } from '../text-field/index.ts';
import '../theme/tokens.css';
import './address-form.css';

export type AddressField = keyof AddressValue | 'isDefault';

/** What the form submits: the address and whether it becomes the default. */
export interface AddressFormValues extends AddressValue {
  readonly isDefault: boolean;
}

export interface AddressFormMessages {
  readonly labels: Readonly<Record<keyof AddressValue, string>>;
  readonly types: Readonly<Record<AddressValue['type'], string>>;
  readonly makeDefault: string;
  readonly postalCodeHint: string;
  readonly save: string;
  readonly cancel: string;
}

export const addressFormMessages: MessageTable<AddressFormMessages> = {
  en: {
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      mobile: 'Mobile',
      postalCode: 'Postal code',
      district: 'District',
      street: 'Street address',
      city: 'City',
      region: 'Region',
      type: 'Address type',
    },
    types: { home: 'Home', work: 'Work' },
    makeDefault: 'Make this my default address',
    postalCodeHint: '5 digits',
    save: 'Save Address',
    cancel: 'Cancel',
  },
  ar: {
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      mobile: 'الجوال',
      postalCode: 'الرمز البريدي',
      district: 'الحي',
      street: 'عنوان الشارع',
      city: 'المدينة',
      region: 'المنطقة',
      type: 'نوع العنوان',
    },
    types: { home: 'المنزل', work: 'العمل' },
    makeDefault: 'اجعله عنواني الافتراضي',
    postalCodeHint: '5 أرقام',
    save: 'حفظ العنوان',
    cancel: 'إلغاء',
  },
};

export const addressFormStyles = cva('jui-address-form', {
  variants: { columns: { 1: 'jui-address-form--1', 2: 'jui-address-form--2' } },
  defaultVariants: { columns: 2 },
});

export interface AddressFormProps extends VariantProps<typeof addressFormStyles> {
  readonly defaultValues?: Partial<AddressFormValues>;
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

/**
 * The address form of PRODUCT.md §9 — first and last name, mobile (+966), 5-digit postal code,
 * district, street, city, region, Home or Work, default — on react-aria's Form: required fields
 * are checked in the browser, and the server's errors (`errors`) show at their fields.
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
  const submit: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit?.({
      firstName: text(data, 'firstName'),
      lastName: text(data, 'lastName'),
      mobile: text(data, 'mobile'),
      postalCode: text(data, 'postalCode'),
      district: text(data, 'district'),
      street: text(data, 'street'),
      city: text(data, 'city'),
      region: text(data, 'region'),
      type: text(data, 'type') === 'work' ? 'work' : 'home',
      isDefault: data.get('isDefault') !== null,
    });
  };
  const field = (name: Exclude<keyof AddressValue, 'type' | 'mobile'>, extra: { autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={messages.labels[name]}
      isRequired
      defaultValue={defaultValues[name] ?? ''}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
    />
  );

  return (
    <Form
      data-slot="address-form"
      data-variant={String(columns ?? 2)}
      className={addressFormStyles({ columns, className })}
      validationErrors={errors ?? {}}
      onSubmit={submit}
    >
      {field('firstName', { autoComplete: 'given-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      <PhoneField name="mobile" label={messages.labels.mobile} isRequired defaultValue={defaultValues.mobile ?? ''} />
      <TextField
        name="postalCode"
        label={messages.labels.postalCode}
        description={messages.postalCodeHint}
        isRequired
        inputMode="numeric"
        pattern="[0-9]{5}"
        maxLength={5}
        autoComplete="postal-code"
        defaultValue={defaultValues.postalCode ?? ''}
      />
      {field('district')}
      {field('street', { autoComplete: 'address-line1' })}
      {field('city', { autoComplete: 'address-level2' })}
      {field('region', { autoComplete: 'address-level1' })}
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
