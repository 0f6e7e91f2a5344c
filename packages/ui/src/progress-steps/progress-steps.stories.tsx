import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressSteps } from './progress-steps.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'ar' ? 'ar' : 'en');

const steps = {
  en: [
    { id: 'sign-in', label: 'SIGN IN' },
    { id: 'shipping', label: 'SHIPPING AND PAYMENT' },
    { id: 'complete', label: 'ORDER COMPLETE' },
  ],
  ar: [
    { id: 'sign-in', label: 'تسجيل الدخول' },
    { id: 'shipping', label: 'الشحن والدفع' },
    { id: 'complete', label: 'اكتمال الطلب' },
  ],
};

const meta = {
  title: 'Components/ProgressSteps',
  component: ProgressSteps,
  args: { steps: steps.en, current: 1 },
  render: (args, { globals }) => <ProgressSteps {...args} steps={steps[localeOf(globals)]} />,
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second step: the first is done, the second current (`aria-current="step"`), the last to come. */
export const SecondStep: Story = {
  play: async ({ canvas, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(ar ? 'مكتملة' : 'done');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('navigation', { name: ar ? 'التقدّم' : 'Progress' })).toBeVisible();
  },
};

/** Past the last step: every step is done and none is current. */
export const AllDone: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
