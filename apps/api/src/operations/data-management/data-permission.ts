/** Who may use the Data Management pages: administrators with the data management permission (super admins always). */
export const dataPermission = { permission: 'dataManagement' } as const;

/** The sentence every data-management route's description ends with. */
export const forData = 'Administrators with the data management permission (super admins always).';

/** The REST 403 of every data-management route. */
export const notForData = 'Not an administrator with the data management permission';
