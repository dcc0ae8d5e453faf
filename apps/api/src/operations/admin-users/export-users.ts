import { ZListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { userExportColumns } from '../../modules/admin-users/user-export-columns';
import { defineListExport } from '../list-export';
import { listUsers } from './list-users';

/** GET /api/admin/users/export: the Portal Users list as CSV or Excel, with its search, approval filter and sort. */
export const exportUsers = defineListExport({
  list: listUsers,
  query: ZListUsersInput,
  path: '/api/admin/users/export',
  operationId: 'exportUsers',
  summary: 'The portal users the filters match (administrators), as CSV or an Excel workbook, in the list’s order',
  fileName: 'users',
  columns: userExportColumns,
  page: (services, _caller, filters, window) => services.adminUsers.list({ ...filters, ...window }),
});
