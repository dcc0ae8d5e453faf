import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** Portal users for administrators (portal.md §7), keyed by their tRPC procedure names. */
export const adminUsersOperations = { list: listUsers, update: updateUser, remove: deleteUser };
