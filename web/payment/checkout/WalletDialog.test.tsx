import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { stubApi } from '../../test/api-stub';
import { user } from '../../test/fixtures';
import { checkoutSession, checkoutSettings } from './checkout-fixtures';
import { WalletDialog } from './WalletDialog';

const noop = () => {};
// Signed in with another wallet than the test wallet, so the dialog reads no balances from the chain.
const buyer = user('guest');

describe('wallet dialog', () => {
  it('asks to sign the amount due', async () => {
    stubApi(() => undefined);
    const tusd = checkoutSettings().baseCurrency!;
    renderUi(<WalletDialog opened session={checkoutSession()} currency={tusd} amount={5_000_000n} user={buyer} onClose={noop} onDone={noop} />);
    expect(await screen.findByTestId('wallet-description')).toHaveTextContent('Sign the payment of 5 TUSD in your wallet.');
  });

  it('says nothing is charged today when a trial only allows the renewals', async () => {
    stubApi(() => undefined);
    const tusd = checkoutSettings().baseCurrency!;
    renderUi(<WalletDialog opened session={checkoutSession({ mode: 'subscription' })} currency={tusd} amount={0n} user={buyer} onClose={noop} onDone={noop} />);
    expect(await screen.findByTestId('wallet-description')).toHaveTextContent('Nothing is charged today.');
  });
});
