import type { AccessLevel } from '@portal/domain/accounts/roles';
import type { BackOfficePermission } from '@portal/domain/accounts/permissions';

/**
 * Who may call an operation, declared with it (operation.ts) and checked by both transports:
 * - 'public': anyone;
 * - an access level or a back-office permission: checked before the request is read (REST) or its input parsed (tRPC), so an
 *   anonymous caller hears 401 whatever it sent;
 * - beside: the REST handler checks the level beside its first read (require-user.ts
 *   besideGate); a request it could not read still answers the gate's verdict first.
 */
export type Access = 'public' | AccessLevel | { permission: BackOfficePermission } | { beside: AccessLevel };

/** The level a beside-checked access names, or undefined when the access is checked before the request is read (or not at all). */
export const besideLevel = (access: Access): AccessLevel | undefined => (typeof access === 'object' && 'beside' in access ? access.beside : undefined);
