import { listMail } from './list-mail';

/** Admin → Mail: the outbox for administrators (issue 29), keyed by its tRPC procedure names. */
export const mailOperations = { list: listMail };
