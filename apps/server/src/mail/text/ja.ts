import type { MailText } from './mail-text.ts';

export const ja = {
  greeting: (name) => `${name} 様`,
  signature: 'Galley チーム',
  ignoreNotice: 'お心当たりのない場合は、このメールを破棄してください。',
  verifyEmail: {
    subject: 'Galley のメールアドレスを確認してください',
    intro:
      'ご登録ありがとうございます。Galley のすべての機能をご利用いただくため、メールアドレスを確認してください。',
    action: 'メールアドレスを確認する',
    expiry: 'このリンクの有効期限は 24 時間です。',
  },
  resetPassword: {
    subject: 'Galley パスワードの再設定',
    intro: 'Galley アカウントのパスワード再設定のリクエストを受け付けました。',
    action: '新しいパスワードを設定する',
    expiry: 'このリンクの有効期限は 1 時間で、一度だけ使用できます。',
  },
  loginCode: {
    subject: 'Galley ログイン認証コード',
    intro: 'ログインを完了するには、ログイン画面で次のコードを入力してください：',
    expiry: (minutes) => `このコードは ${minutes} 分後に失効し、一度だけ使用できます。`,
    notYou:
      'ログインを試みていない場合、第三者がパスワードを知っている可能性があります。プロフィールからパスワードを変更してください。',
  },
} satisfies MailText;
