import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { currency } from '../../../test/payment-fixtures';
import { AmountInput } from './AmountInput';

function Field({ onUnits }: { onUnits(units: string | null): void }) {
  const [text, setText] = useState('');
  return <AmountInput label="Amount" value={text} onChange={setText} onUnitsChange={onUnits} currency={currency()} data-testid="amount" />;
}

describe('AmountInput', () => {
  it('converts 10.5 of a 6-decimal currency to 10500000 units', () => {
    const onUnits = vi.fn();
    renderUi(<Field onUnits={onUnits} />);
    const input = screen.getByTestId('amount');
    fireEvent.change(input, { target: { value: '10.5' } });
    expect(input).toHaveValue('10.5');
    expect(onUnits).toHaveBeenLastCalledWith('10500000');
    expect(screen.getByText('TUSD')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses more decimal places than the currency allows', () => {
    const onUnits = vi.fn();
    renderUi(<Field onUnits={onUnits} />);
    const input = screen.getByTestId('amount');
    fireEvent.change(input, { target: { value: '10.1234567' } });
    expect(onUnits).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Amount decimal places must be less than or equal to 6')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps letters and a second point out', () => {
    const onUnits = vi.fn();
    renderUi(<Field onUnits={onUnits} />);
    const input = screen.getByTestId('amount');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '12a' } });
    fireEvent.change(input, { target: { value: '1.2.' } });
    expect(input).toHaveValue('12');
    // A comma typed as the decimal mark counts as a point.
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(input).toHaveValue('12.5');
    expect(onUnits).toHaveBeenLastCalledWith('12500000');
  });
});
