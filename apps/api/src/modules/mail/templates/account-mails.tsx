import { MailLayout, MailLink, MailText, portalName } from './mail-layout';

/** The HTML of the account mails (accounts/account-mail.ts). */

export function ResetPasswordMail({ href }: { href: string }) {
  return (
    <MailLayout heading="Reset your password" button={{ label: 'Choose a new password', href }}>
      <MailText>We received a request to reset the password of your {portalName} account.</MailText>
      <MailText>Open the link within one hour to choose a new password.</MailText>
      <MailText>If you did not ask for this, ignore this message: your password stays as it is.</MailText>
    </MailLayout>
  );
}

export function AccountApprovedMail({ fname, href }: { fname: string; href: string }) {
  return (
    <MailLayout heading="Your account is approved" button={{ label: 'Sign in', href }}>
      <MailText>Hello {fname},</MailText>
      <MailText>Your {portalName} account has been approved. You can sign in now.</MailText>
    </MailLayout>
  );
}

export function RegistrationAttemptMail({ signInHref, resetHref }: { signInHref: string; resetHref: string }) {
  return (
    <MailLayout heading="Someone tried to register with your address" button={{ label: 'Sign in', href: signInHref }}>
      <MailText>
        Someone tried to register a new {portalName} account with this email address, which already has an account. No new account was created and your account
        is unchanged.
      </MailText>
      <MailText>
        If it was you, sign in. Forgot your password? Reset it at <MailLink href={resetHref} />
      </MailText>
      <MailText>If it was not you, you can ignore this message.</MailText>
    </MailLayout>
  );
}

export interface Registrant {
  fname: string;
  lname: string;
  location: string;
  email: string;
}

export function NewRegistrationMail({ user, href }: { user: Registrant; href: string }) {
  const name = `${user.fname} ${user.lname}`;
  const facts = [
    { label: 'Name', value: name },
    { label: 'Dealer / Location', value: user.location },
    { label: 'Email', value: user.email },
  ];
  return (
    <MailLayout heading={`New registration: ${name}`} summary={{ facts }} button={{ label: 'Review in Portal Users', href }}>
      <MailText>
        {name} registered for the {portalName} and is waiting for approval. Link a Business Central customer and approve the account in Portal Users.
      </MailText>
    </MailLayout>
  );
}
