import type { MailMessage } from '../../adapters/mail/mailer';

export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Dealer Portal password',
    text: `We received a request to reset the password of your Dealer Portal account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
  };
}

export function accountApprovedMail(to: string, fname: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Dealer Portal account is approved',
    text: `Hello ${fname},\n\nYour Dealer Portal account has been approved. You can sign in at:\n${signInUrl}\n`,
  };
}
