/** The words of every mail, per language. Each language file `satisfies MailText`, so none can miss a key. */
export interface MailText {
  greeting: (name: string) => string;
  signature: string;
  ignoreNotice: string;
  verifyEmail: { subject: string; intro: string; action: string; expiry: string };
  resetPassword: { subject: string; intro: string; action: string; expiry: string };
  loginCode: { subject: string; intro: string; expiry: (minutes: number) => string; notYou: string };
}
