import type { LocaleMessages } from './en';

export const zh: LocaleMessages = {
  common: {
    home: '首页',
    refresh: '刷新',
    back: '返回',
    backHome: '返回首页',
    close: '关闭',
    loading: '加载中...',
  },
  header: {
    openMenu: '打开导航',
    closeMenu: '关闭导航',
    language: '语言',
    toDark: '切换到深色模式',
    toLight: '切换到浅色模式',
    notifications: '通知',
  },
  session: {
    connect: '连接',
    account: '账户菜单',
  },
  footer: {
    copyright: '© {{year}} {{appName}}。保留所有权利。',
    social: '社交链接',
  },
  cookieConsent: {
    message: '我们使用 Cookie 来保持您的登录状态，并了解网站的使用情况。',
    label: 'Cookie 提示',
    accept: '接受',
  },
  domainWarning: {
    title: '临时域名',
    guest: '您正在通过临时地址访问本站。该地址可能随时变更，请不要收藏它或保存依赖它的内容。',
    owner: '本站目前通过临时地址访问，该地址可能随时变更。请配置自定义域名，让访问者使用稳定的地址。',
    configure: '配置域名',
    dismiss: '30 天内不再显示',
  },
  errors: {
    panel: '出错了...',
    oops: {
      title: '糟糕',
      description: '发生了意外错误。',
    },
    status: {
      400: '抱歉，请求无效。',
      403: '抱歉，您无权访问此页面。',
      404: '抱歉，您访问的页面不存在。',
      500: '抱歉，服务器出错了。',
    },
  },
  store: {
    list: {
      title: '插件',
      emptyTitle: '暂无插件',
      emptyDescription: '已发布的插件将在这里列出。',
    },
    detail: {
      title: '插件',
      emptyTitle: '插件暂不可用',
      emptyDescription: '该插件的详情暂不可用。',
    },
    developer: {
      plugins: '我的插件',
      accessTokens: '访问令牌',
    },
    console: {
      plugins: '审核插件',
      categories: '分类',
    },
    comingSoon: '该页面暂不可用。',
  },
  payment: {
    title: '支付',
    comingSoon: '该页面暂不可用。',
    checkout: {
      required: '必填',
      invalid: '无效',
    },
  },
};
