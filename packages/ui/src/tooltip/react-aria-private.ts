// The kit's only imports of react-aria's private modules (`react-aria/private/…`), which may move
// or change in any react-aria release. What the Tooltip needs is not public in react-aria 3.53:
// - FocusableProvider hands the trigger's handlers and `aria-describedby` to the focusable react-aria
//   element inside it through context, as react-aria's own TooltipTrigger does. The public
//   `Focusable` is not the same: it clones its one child with the props and warns about children
//   that are not focusable DOM elements.
// - isFocusVisible says, at one moment, whether the last interaction was the keyboard. The public
//   `useFocusVisible` is a hook that re-renders on every change of modality.
// react-aria-private.test.tsx fails if an upgrade moves them or changes what they do.
export { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
export { isFocusVisible } from 'react-aria/private/interactions/useFocusVisible';
