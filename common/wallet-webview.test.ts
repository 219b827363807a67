import { describe, expect, it } from 'vitest';
import { isWalletWebview } from './wallet-webview';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('isWalletWebview', () => {
  it.each([
    ['ArcBlock wallet', `${IPHONE_SAFARI} ArcWallet/5.2.0`],
    ['ABT wallet', `${ANDROID_CHROME} ABTWallet/4.1.0`],
    ['MetaMask mobile', `${ANDROID_CHROME} MetaMaskMobile`],
    ['Trust wallet', `${IPHONE_SAFARI} Trust/6.4`],
    ['Coinbase wallet', `${IPHONE_SAFARI} CoinbaseWallet/28.0`],
    ['OKX app', `${ANDROID_CHROME} OKApp/(OKEx/6.50.0)`],
    ['TokenPocket', `${ANDROID_CHROME} TokenPocket_Android`],
    ['imToken', `${IPHONE_SAFARI} imToken/2.14.0`],
  ])('recognises the %s in-app browser', (_name, ua) => {
    expect(isWalletWebview(ua)).toBe(true);
  });

  it.each([IPHONE_SAFARI, ANDROID_CHROME, DESKTOP_FIREFOX])('treats an ordinary browser as no wallet: %s', (ua) => {
    expect(isWalletWebview(ua)).toBe(false);
  });

  it('treats a missing user agent as no wallet', () => {
    expect(isWalletWebview('')).toBe(false);
    expect(isWalletWebview(undefined)).toBe(false);
    expect(isWalletWebview(null)).toBe(false);
  });
});
