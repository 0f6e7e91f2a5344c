import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { PointsSlider } from './points-slider.tsx';

describe('PointsSlider', () => {
  it('never offers more than whole 50-point steps of the balance', () => {
    render(<PointsSlider balance={149} />);
    expect(screen.getByRole('slider')).toHaveAttribute('max', '100');
    expect(screen.getByRole('slider')).toHaveValue('100');
  });

  it('redeems what the slider shows, worth 130 halalas a step, from the keyboard', async () => {
    const user = userEvent.setup();
    const onRedeem = vi.fn();
    render(<PointsSlider balance={500} defaultValue={100} onRedeem={onRedeem} />);
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: /Redeem for/ }));
    expect(onRedeem).toHaveBeenCalledWith(500, 1300);
  });

  it('uses Arabic plural forms for the points', () => {
    render(
      <LocaleProvider locale="ar-SA">
        <PointsSlider balance={20} />
      </LocaleProvider>,
    );
    expect(screen.getByText('تحتاج إلى 50 نقطة على الأقل للاستبدال.')).toBeInTheDocument();
  });
});
