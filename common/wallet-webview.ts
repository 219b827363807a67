/**
 * User-agent markers of the in-app browsers of wallet apps. Notification toasts are not shown
 * there: the wallet app brings its own notices (spec §9).
 */
const WALLET_WEBVIEW_MARKERS: readonly RegExp[] = [
  /\bArcWallet\b/i,
  /\bABTWallet\b/i,
  /\bDIDWallet\b/i,
  /\bMetaMaskMobile\b/i,
  /\bTrust\s?Wallet\b/i,
  /\bTrust\//i,
  /\bCoinbaseWallet\b/i,
  /\bCoinbase\s?Wallet\b/i,
  /\bOKApp\b/i,
  /\bOKEx\b/i,
  /\bTokenPocket/i,
  /\bimToken\b/i,
  /\bBitKeep\b/i,
  /\bBitget\s?Wallet\b/i,
  /\bSafePal\b/i,
  /\bBinanceWallet\b/i,
];

export function isWalletWebview(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return WALLET_WEBVIEW_MARKERS.some((marker) => marker.test(userAgent));
}
