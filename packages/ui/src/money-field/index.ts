export {
  MoneyField,
  type MoneyFieldChange,
  type MoneyFieldMessages,
  moneyFieldMessages,
  type MoneyFieldProps,
  readMoneyInput,
  sarInputText,
} from './money-field.tsx';
