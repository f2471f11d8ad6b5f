import type { MailText } from './mail-text.ts';

export const en = {
  greeting: (name) => `Hello ${name},`,
  signature: 'The Galley team',
  ignoreNotice: 'If you did not ask for this, you can ignore this email.',
  verifyEmail: {
    subject: 'Verify your email address for Galley',
    intro: 'Thank you for signing up. Please confirm your email address to use every feature of Galley.',
    action: 'Verify my email',
    expiry: 'This link is valid for 24 hours.',
  },
  resetPassword: {
    subject: 'Reset your Galley password',
    intro: 'We received a request to reset the password of your Galley account.',
    action: 'Choose a new password',
    expiry: 'This link is valid for one hour and works once.',
  },
  loginCode: {
    subject: 'Your Galley login code',
    intro: 'Enter this code on the login page to finish signing in:',
    expiry: (minutes) => `The code expires in ${minutes} minutes and works once.`,
    notYou: 'If you did not try to sign in, someone may know your password: change it in your profile.',
  },
} satisfies MailText;
