import type { MailText } from './mail-text.ts';

export const zh = {
  greeting: (name) => `${name}，您好：`,
  signature: 'Galley 团队',
  ignoreNotice: '如果这不是您本人的请求，请忽略此邮件。',
  verifyEmail: {
    subject: '请验证您的 Galley 邮箱地址',
    intro: '感谢您的注册。请验证您的邮箱地址，以使用 Galley 的全部功能。',
    action: '验证我的邮箱',
    expiry: '此链接在 24 小时内有效。',
  },
  resetPassword: {
    subject: '重置您的 Galley 密码',
    intro: '我们收到了重置您 Galley 账户密码的请求。',
    action: '设置新密码',
    expiry: '此链接在一小时内有效，且只能使用一次。',
  },
  loginCode: {
    subject: '您的 Galley 登录验证码',
    intro: '请在登录页面输入以下验证码以完成登录：',
    expiry: (minutes) => `验证码将在 ${minutes} 分钟后失效，且只能使用一次。`,
    notYou: '如果您没有尝试登录，可能有他人知道您的密码：请在个人资料中修改密码。',
  },
} satisfies MailText;
