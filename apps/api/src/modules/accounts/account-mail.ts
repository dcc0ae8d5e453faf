import { createElement } from 'react';
import type { MailMessage } from '../../adapters/mail/mailer';
import { AccountApprovedMail, NewRegistrationMail, RegistrationAttemptMail, ResetPasswordMail, type Registrant } from '../mail/templates/account-mails';

export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Dealer Portal password',
    text:
      'We received a request to reset the password of your Dealer Portal account.\n\n' +
      `Open this link within one hour to choose a new password:\n${link}\n\n` +
      'If you did not ask for this, ignore this message: your password stays as it is.\n',
    html: createElement(ResetPasswordMail, { href: link }),
  };
}

export function accountApprovedMail(to: string, fname: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Dealer Portal account is approved',
    text: `Hello ${fname},\n\nYour Dealer Portal account has been approved. You can sign in at:\n${signInUrl}\n`,
    html: createElement(AccountApprovedMail, { fname, href: signInUrl }),
  };
}

/** Sent instead of telling a registrant that the email is taken (the answer is the same either way). */
export function registrationAttemptMail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to register with your Dealer Portal address',
    text:
      'Someone tried to register a new Dealer Portal account with this email address, which already has an account. ' +
      'No new account was created and your account is unchanged.\n\n' +
      `If it was you, sign in at:\n${signInUrl}\n\n` +
      `Forgot your password? Reset it at:\n${resetUrl}\n\n` +
      'If it was not you, you can ignore this message.\n',
    html: createElement(RegistrationAttemptMail, { signInHref: signInUrl, resetHref: resetUrl }),
  };
}

/** To each administrator (Portal Users) when someone registers: the account waits for their approval. */
export function newRegistrationMail(to: string, user: Registrant, reviewUrl: string): MailMessage {
  return {
    to,
    subject: `New Dealer Portal registration: ${user.fname} ${user.lname}`,
    text:
      `${user.fname} ${user.lname} (${user.location}, ${user.email}) registered for the Dealer Portal and is waiting for approval.\n\n` +
      `Link a Business Central customer and approve the account in Portal Users:\n${reviewUrl}\n`,
    // Only what the mail shows: the caller may pass the whole account row.
    html: createElement(NewRegistrationMail, { user: { fname: user.fname, lname: user.lname, location: user.location, email: user.email }, href: reviewUrl }),
  };
}
