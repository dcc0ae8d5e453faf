import type { PortalUser } from '@portal/domain/accounts/user';

/** A read's caller while the gate decides: the account id a well-signed token names, and the verdict to come. */
export interface PendingCaller {
  userId: string;
  /** The account once the gate lets it through; rejects (401 or 403) otherwise. */
  user: Promise<PortalUser>;
}
