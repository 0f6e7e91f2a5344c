// The consumer's TypeScript app: the kit's README example, a component from its own entry point and
// the domain it depends on. The consumer test type-checks it with tsc (NodeNext, skipLibCheck off,
// its tsconfig is written by prepare.ts) against the packed packages, so every declaration file it reaches in
// @juicyin/ui and @juicyin/domain is checked as an installing team's compiler would check it.
import '@juicyin/ui/styles.css';
import { formatMoney } from '@juicyin/domain';
import { Button, LocaleProvider, Price } from '@juicyin/ui';
import { QuantityStepper } from '@juicyin/ui/quantity-stepper';

const total = formatMoney(12350, { locale: 'ar-SA' });

export const App = () => (
  <LocaleProvider locale="ar-SA">
    <Price amount={1900} oldAmount={2500} />
    <QuantityStepper defaultValue={1} />
    <Button variant="secondary">{total.text}</Button>
  </LocaleProvider>
);

// The declarations carry real types, not `any`: a price given as a string does not compile.
// @ts-expect-error -- `amount` is a number of halalas
export const WrongPrice = () => <Price amount="19.00" />;
