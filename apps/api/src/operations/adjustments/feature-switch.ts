import type { PortalUser } from '@portal/domain/accounts/user';
import type { Services } from '../../services';

/** What a 404 of the back office switch means. */
export const off = 'Order adjustments are turned off (back office switch)';

/**
 * The back office switch and store access (the service's assertEnabled), every adjustments
 * operation's guard: with adjustments off, every path and procedure answers 404 whatever it was sent.
 */
export const switchedOn = (services: Services, caller: PortalUser) => services.adjustments.assertEnabled(caller);
