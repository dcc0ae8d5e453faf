import { t } from '../../trpc/init';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

export const adminUsersRouter = t.router({ list: listUsers, update: updateUser, remove: deleteUser });
