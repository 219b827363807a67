import type { NavItem } from '../../../common/platform-config';

/** The default navigation of a fresh install, by section; the web shell filters it by role. */
export const defaultNavigation: NavItem[] = [
  { id: 'store', section: 'header', title: { en: 'Plugins', zh: '插件' }, link: '/' },
  { id: 'search', section: 'header', title: { en: 'Search', zh: '搜索' }, link: '/search' },
  {
    id: 'developer',
    section: 'header',
    role: ['developer', 'admin', 'owner'],
    title: { en: 'Developer', zh: '开发者' },
    link: '/developer/plugins',
  },
  {
    id: 'console',
    section: 'header',
    role: ['admin', 'owner'],
    title: { en: 'Console', zh: '控制台' },
    link: '/console/plugins',
  },
  { id: 'footer-store', section: 'footer', title: { en: 'Plugin store', zh: '插件商店' }, link: '/' },
  { id: 'footer-payment', section: 'footer', title: { en: 'Billing', zh: '账单' }, link: '/payment/customer' },
  { id: 'bottom-connect-cli', section: 'bottom', title: { en: 'Connect CLI', zh: '连接命令行' }, link: '/connect-cli' },
  { id: 'bottom-keys', section: 'bottom', title: { en: 'Generate key pair', zh: '生成密钥对' }, link: '/gen-key-pair' },
  {
    id: 'dashboard-payments',
    section: 'dashboard',
    role: ['admin', 'owner'],
    title: { en: 'Payments', zh: '支付' },
    link: '/payment/admin',
  },
  {
    id: 'session-plugins',
    section: 'sessionManager',
    role: ['developer', 'admin', 'owner'],
    title: { en: 'My plugins', zh: '我的插件' },
    link: '/developer/plugins',
  },
  {
    id: 'session-tokens',
    section: 'sessionManager',
    role: ['developer', 'admin', 'owner'],
    title: { en: 'Access tokens', zh: '访问令牌' },
    link: '/developer/access-tokens',
  },
  {
    id: 'session-console',
    section: 'sessionManager',
    role: ['admin', 'owner'],
    title: { en: 'Store console', zh: '商店控制台' },
    link: '/console/plugins',
  },
  {
    id: 'session-billing',
    section: 'sessionManager',
    role: ['guest', 'developer', 'admin', 'owner'],
    title: { en: 'Billing', zh: '账单' },
    link: '/payment/customer',
  },
  {
    id: 'user-profile',
    section: ['sessionManager', 'userCenter'],
    role: ['guest', 'developer', 'admin', 'owner'],
    title: { en: 'Profile', zh: '个人资料' },
    link: '/profile',
  },
  {
    id: 'user-notifications',
    section: 'userCenter',
    title: { en: 'Notifications', zh: '通知' },
    link: '/.well-known/service/user/notifications',
  },
];
