import { ZListMailInput, ZMailPage } from '@portal/domain/mail/mail-schemas';
import { defineOperation } from '../operation';

export const listMail = defineOperation({
  summary: 'The mail outbox, newest first, one page at a time (super administrators)',
  description:
    'Every mail the portal wrote (delivered or not) with its plain-text body: with the embedded defaults (no SMTP_URL) this is where mail is read. ' +
    "Super administrators only: the outbox holds every account's password-reset link.",
  access: 'superAdmin',
  kind: 'query',
  input: ZListMailInput,
  output: ZMailPage,
  rest: {
    method: 'GET',
    path: '/api/admin/mail',
    operationId: 'listMail',
    tag: 'Mail',
    answers: 'A page of mails and how many the outbox holds',
    query: ZListMailInput,
  },
  run: (services, _caller, input) => services.mail.list(input),
});
