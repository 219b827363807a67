import { enStore } from './en-store';
import { enCheckout } from './en-checkout';
import { enDashboard } from './en-dashboard';

export const en = {
  common: {
    home: 'Home',
    refresh: 'Refresh',
    back: 'Back',
    backHome: 'Back Home',
    close: 'Close',
    loading: 'Loading...',
    cancel: 'Cancel',
  },
  header: {
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    language: 'Language',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, {{count}} unread',
  },
  session: {
    connect: 'Connect',
    account: 'Account menu',
    profile: 'Profile',
    logout: 'Sign out',
    logoutFailed: 'Could not sign out',
  },
  signIn: {
    title: 'Sign in with a wallet',
    description:
      'Choose a wallet and sign a message to prove the address is yours. Signing sends no transaction and costs nothing.',
    walletList: 'Wallets',
    browserWallet: 'Browser wallet',
    noWallet: {
      title: 'No wallet found',
      live: 'No wallet was found in this browser. Install a wallet extension such as MetaMask, or try the site in test mode.',
      test: 'No browser wallet was found. You can sign in with the test wallet below.',
    },
    useTestMode: 'Use test mode',
    testMode: 'Test mode',
    testWallet: 'Test wallet — for testing only',
    testWalletHint: 'Its key is kept in this browser only. Never use it for real funds.',
    errors: {
      rejected: 'The request was rejected in the wallet.',
      noAccount: 'The wallet did not share an account.',
      rateLimited: 'Too many sign-in attempts. Please wait a moment and try again.',
    },
    prompt: {
      title: 'Sign in required',
      description: 'Connect your wallet to see this page. You will stay on this page after signing in.',
    },
  },
  notifications: {
    title: 'Notifications',
    view: 'View',
    viewAll: 'View all',
    open: 'Open',
    new: 'New',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    empty: 'No notifications yet.',
    emptyFiltered: 'No notifications match these filters.',
    loadFailed: 'Could not load notifications',
    severity: {
      normal: 'Normal',
      success: 'Success',
      info: 'Info',
      warning: 'Warning',
      error: 'Error',
    },
    filters: {
      readState: 'Read state',
      all: 'All',
      unread: 'Unread',
      read: 'Read',
      severity: 'Severity',
      allSeverities: 'All severities',
      component: 'Component: {{did}}',
      clearComponent: 'Clear the component filter',
      single: 'One notification',
      showAll: 'Show all',
    },
    pagination: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
  },
  profile: {
    title: 'Profile',
    fullName: 'Full name',
    email: 'Email',
    save: 'Save',
    saved: 'Profile saved',
    did: 'DID',
    address: 'Address',
    role: 'Role',
    memberSince: 'Member since {{date}}',
    passports: 'Passports',
    noPassports: 'No passports yet.',
    issuedAt: 'Issued {{date}}',
    copy: 'Copy',
    copied: 'Copied',
    roles: {
      owner: 'Owner',
      admin: 'Admin',
      developer: 'Developer',
      guest: 'Guest',
    },
    avatar: {
      alt: 'Your avatar',
      upload: 'Upload image',
      reset: 'Use generated avatar',
      hint: 'PNG, JPEG, WebP or GIF, up to 1 MB.',
      tooLarge: 'The image is larger than 1 MB.',
      badType: 'Choose a PNG, JPEG, WebP or GIF image.',
      updated: 'Avatar updated',
      resetDone: 'Now using the generated avatar',
    },
    errors: {
      fullNameTooLong: 'At most {{max}} characters.',
      emailInvalid: 'Enter a valid email address.',
    },
  },
  footer: {
    copyright: '© {{year}} {{appName}}. All rights reserved.',
    social: 'Social links',
  },
  cookieConsent: {
    message: 'We use cookies to keep you signed in and to understand how the site is used.',
    label: 'Cookie notice',
    accept: 'Accept',
  },
  domainWarning: {
    title: 'Temporary domain',
    guest:
      'You are visiting this site through a temporary address. It may change without notice, so avoid bookmarking it or storing anything that depends on it.',
    owner:
      'This site is reached through a temporary address, which may change without notice. Configure a custom domain so visitors can rely on a stable address.',
    configure: 'Configure domain',
    dismiss: "Don't show for 30 days",
  },
  errors: {
    panel: 'Something went wrong...',
    oops: {
      title: 'Oops',
      description: 'An unexpected error occurred.',
    },
    status: {
      400: 'Sorry, the request is invalid.',
      403: 'Sorry, you are not authorized to access this page.',
      404: 'Sorry, the page you visited does not exist.',
      500: 'Sorry, something went wrong.',
    },
  },
  store: enStore,

  payment: {
    title: 'Payment',
    comingSoon: 'This page is not available yet.',
    checkout: enCheckout,
  },
  ...enDashboard,
};

/** Same shape as the English messages, with any text at the leaves. */
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type LocaleMessages = Messages<typeof en>;
