// Runs in Chromium (the `shop-browser` project): React's server renderer writes a part of a page,
// hydrateRoot takes it over as the shop takes over a server-rendered page, and the part must not be
// rendered again right after. Such a second render is synchronous: on a phone it was the longest
// task of the take-over (docs/PERFORMANCE.md). react-aria's ids asked `useIsSSR()` (a store whose
// server value differs from the browser's), so every component with an id rendered twice
// (patches/react-aria@3.53.1.patch); react-aria's Breadcrumbs, a collection, rendered its trail twice.
// So did every field whose description or error slot was missing (react-aria looks for them once the
// field is on the page) and every component that reads react-aria's locale (its default locale asked
// `useIsSSR()` too, under a provider that made it unused).
import { act, Profiler, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { bagTotals } from '@juicyin/domain';
import { AddressForm } from '@juicyin/ui/address-form';
import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { CheckoutTable } from '@juicyin/ui/checkout-table';
import { Checkbox } from '@juicyin/ui/checkbox';
import { LocaleProvider } from '@juicyin/ui/locale-provider';
import { QuantityStepper } from '@juicyin/ui/quantity-stepper';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { RangeSlider } from '@juicyin/ui/range-slider';
import { TextField } from '@juicyin/ui/text-field';
import { Button } from 'react-aria-components';
import { afterEach, expect, test, vi } from 'vitest';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  vi.restoreAllMocks();
});

test('hydrates a server-rendered react-aria button once, keeping the id the server gave it', () => {
  let renders = 0;
  // A button's render-prop children run on each render of the button.
  function Page() {
    return (
      <Button>
        {() => {
          renders += 1;
          return 'Add to bag';
        }}
      </Button>
    );
  }
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const serverId = container.querySelector('button')?.id;
  expect(serverId).toMatch(/^react-aria-/);
  const errors = vi.spyOn(console, 'error');
  renders = 0;

  // act() runs the hydration, its effects and any render they cause before the test looks.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => {
    root = hydrateRoot(container as HTMLElement, <Page />);
  });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;

  expect(renders).toBe(1);
  expect(container.querySelector('button')?.id).toBe(serverId);
  expect(errors).not.toHaveBeenCalled();
});

test("hydrates the kit's breadcrumbs as the server rendered them, changing nothing after", () => {
  const items = [
    { id: 'home', label: 'Home', href: '/' },
    { id: 'fruit', label: 'Fruit Juice', href: '/fruit-juice' },
    { id: 'orange', label: 'Fresh Orange Juice' },
  ];
  container = document.createElement('div');
  container.innerHTML = renderToString(<Breadcrumbs items={items} />);
  document.body.append(container);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const errors = vi.spyOn(console, 'error');

  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => {
    root = hydrateRoot(container as HTMLElement, <Breadcrumbs items={items} />);
  });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  changes.push(...observer.takeRecords());
  observer.disconnect();

  expect(changes.map((change) => `${change.type} ${change.attributeName ?? ''}`)).toEqual([]);
  expect(container.querySelector('[aria-current="page"]')).toHaveTextContent('Fresh Orange Juice');
  expect(errors).not.toHaveBeenCalled();
});

/** Hydrates what the server rendered of `page`; returns each commit's phase and the server's HTML. */
function hydrateAndCount(page: ReactNode): { phases: string[]; serverHtml: string } {
  const phases: string[] = [];
  const profiled = (
    <Profiler id="part" onRender={(_id, phase) => phases.push(phase)}>
      {page}
    </Profiler>
  );
  container = document.createElement('div');
  const serverHtml = renderToString(profiled);
  container.innerHTML = serverHtml;
  document.body.append(container);
  phases.length = 0;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => {
    root = hydrateRoot(container as HTMLElement, profiled);
  });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  return { phases, serverHtml };
}

/** The ids the server's HTML names in `aria-describedby` that no element of it has. */
function missingDescriptions(serverHtml: string): string[] {
  const html = document.createElement('div');
  html.innerHTML = serverHtml;
  const named = [...html.querySelectorAll('[aria-describedby]')].flatMap((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== ''),
  );
  return named.filter((id) => html.querySelector(`[id="${id}"]`) === null);
}

test.each(['en', 'ar'])(
  "hydrates the kit's fields without help text (%s) in one commit, their server HTML describing them by elements that exist",
  (locale) => {
    const errors = vi.spyOn(console, 'error');
    const { phases, serverHtml } = hydrateAndCount(
      <LocaleProvider locale={locale}>
        <Checkbox>Mango (1)</Checkbox>
        <RadioGroup label="Category" defaultValue="fruit">
          <Radio value="fruit">Fruit Juice</Radio>
          <Radio value="detox">Detox</Radio>
        </RadioGroup>
        <RangeSlider label="Price" minValue={0} maxValue={5000} defaultValue={[0, 5000]} />
        <QuantityStepper defaultValue={1} />
        <TextField label="Name" />
      </LocaleProvider>,
    );

    expect(phases).toEqual(['mount']);
    expect(missingDescriptions(serverHtml)).toEqual([]);
    for (const control of container?.querySelectorAll('input') ?? []) expect(control).toHaveAccessibleDescription('');
    expect(errors).not.toHaveBeenCalled();
  },
);

test.each(['en', 'ar'])(
  "hydrates the kit's fields with help text (%s) in one commit: the address form of a first checkout",
  (locale) => {
    const errors = vi.spyOn(console, 'error');
    const { phases, serverHtml } = hydrateAndCount(
      <LocaleProvider locale={locale}>
        <TextField label="Building number" description="Enter the 4-digit building number." />
        <Checkbox>Make this my default address</Checkbox>
        <AddressForm />
      </LocaleProvider>,
    );

    expect(phases).toEqual(['mount']);
    expect(missingDescriptions(serverHtml)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  },
);

test.each(['en', 'ar'])(
  "hydrates the checkout's table of lines (%s) in one commit: a line's material and size are native selects",
  (locale) => {
    const options = (ids: string[]) => ids.map((id) => ({ id, label: id }));
    const { lines } = bagTotals(
      ['Fresh Orange Juice', 'Grape Juice'].map((name, index) => ({
        id: `line-${String(index + 1)}`,
        name,
        material: 'regular',
        size: '1-ltr',
        materials: options(['regular', 'glass']),
        sizes: options(['1-ltr', '2-ltr']),
        quantity: 1,
        unitPrice: 12_000,
      })),
    );
    const errors = vi.spyOn(console, 'error');
    const { phases } = hydrateAndCount(
      <LocaleProvider locale={locale}>
        <CheckoutTable lines={lines} />
      </LocaleProvider>,
    );

    expect(phases).toEqual(['mount']);
    expect(container?.querySelectorAll('select')).toHaveLength(4);
    expect(errors).not.toHaveBeenCalled();
  },
);
