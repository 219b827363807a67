export const en = {
  common: {
    home: 'Home',
    refresh: 'Refresh',
    back: 'Back',
    backHome: 'Back Home',
    close: 'Close',
    loading: 'Loading...',
  },
  header: {
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    language: 'Language',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
    notifications: 'Notifications',
  },
  session: {
    connect: 'Connect',
    account: 'Account menu',
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
  store: {
    list: {
      title: 'Plugins',
      emptyTitle: 'No plugins yet',
      emptyDescription: 'Published plugins will be listed here.',
    },
    detail: {
      title: 'Plugin',
      emptyTitle: 'Plugin not available',
      emptyDescription: 'Details of this plugin are not available yet.',
    },
    developer: {
      plugins: 'My plugins',
      accessTokens: 'Access tokens',
    },
    console: {
      plugins: 'Review plugins',
      categories: 'Categories',
    },
    comingSoon: 'This page is not available yet.',
  },
  payment: {
    title: 'Payment',
    comingSoon: 'This page is not available yet.',
    checkout: {
      required: 'Required',
      invalid: 'Invalid',
    },
  },
};

/** Same shape as the English messages, with any text at the leaves. */
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type LocaleMessages = Messages<typeof en>;
