import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { stubApi, type ApiCall } from '../../../test/api-stub';
import { jsonResponse } from '../../../test/fixtures';
import { currency, product } from '../../../test/payment-fixtures';
import { ProductForm } from './ProductForm';

function server(create: (call: ApiCall) => Response) {
  return stubApi((call) => {
    if (call.path === '/payment/api/payment-currencies') return jsonResponse({ list: [currency()], count: 1 });
    if (call.method === 'POST' && call.path === '/payment/api/products') return create(call);
    return undefined;
  });
}

async function fillDeskLamp() {
  // The currency field shows the base currency once it has loaded.
  await screen.findByText('TUSD');
  fireEvent.change(screen.getByTestId('product-name'), { target: { value: '  Desk lamp ' } });
  fireEvent.change(screen.getByTestId('price-amount'), { target: { value: '12.5' } });
}

describe('ProductForm', () => {
  it('creates the product with its first price in smallest units', async () => {
    window.localStorage.setItem('livemode', 'false');
    const calls = server(() => jsonResponse(product(), 201));
    const onSaved = vi.fn();
    renderUi(<ProductForm onSaved={onSaved} />);
    await fillDeskLamp();
    fireEvent.click(screen.getByTestId('product-submit'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'prod_DeskLamp1234' })));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.query.get('livemode')).toBe('false');
    expect(post.body).toEqual({
      name: 'Desk lamp',
      type: 'service',
      prices: [{ type: 'one_time', unit_amount: '12500000', currency_id: 'pc_TusdTest1234' }],
    });
    expect(await screen.findByText('Product “Desk lamp” created')).toBeInTheDocument();
  });

  it('sends a recurring price with its interval', async () => {
    const calls = server(() => jsonResponse(product(), 201));
    renderUi(<ProductForm onSaved={() => {}} />);
    await fillDeskLamp();
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.change(screen.getByTestId('price-interval-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('product-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect((post.body as { prices: unknown[] }).prices[0]).toEqual({
      type: 'recurring',
      unit_amount: '12500000',
      currency_id: 'pc_TusdTest1234',
      recurring: { interval: 'month', interval_count: 3, usage_type: 'licensed' },
    });
  });

  it('puts the server’s field errors on the fields they name', async () => {
    server(() =>
      jsonResponse(
        {
          error: 'Validate failed: prices.0.unit_amount: is too large; name: is taken; metadata.x: is odd',
          details: [
            { path: 'prices.0.unit_amount', message: 'is too large' },
            { path: 'name', message: 'is taken' },
            { path: 'metadata.x', message: 'is odd' },
          ],
        },
        400,
      ),
    );
    const onSaved = vi.fn();
    renderUi(<ProductForm onSaved={onSaved} />);
    await fillDeskLamp();
    fireEvent.click(screen.getByTestId('product-submit'));

    expect(await screen.findByText('is too large')).toBeInTheDocument();
    expect(screen.getByTestId('price-amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('is taken')).toBeInTheDocument();
    expect(screen.getByTestId('product-name')).toHaveAttribute('aria-invalid', 'true');
    // A detail on a field the form lacks still reaches the user.
    expect(screen.getByTestId('form-error')).toHaveTextContent('Validate failed: metadata.x: is odd');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks required fields and decimals before sending', async () => {
    const calls = server(() => jsonResponse(product(), 201));
    renderUi(<ProductForm onSaved={() => {}} />);
    await screen.findByText('TUSD');
    fireEvent.change(screen.getByTestId('price-amount'), { target: { value: '1.1234567' } });
    fireEvent.click(screen.getByTestId('product-submit'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Amount decimal places must be less than or equal to 6')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
