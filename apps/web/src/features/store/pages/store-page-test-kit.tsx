import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { sampleDay, sampleFamilies } from '@portal/domain/catalog/sample/sample-context';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { StorePage } from './store-page';

/** The footer's configuration as shell.config answers it (tests add orderLimits where they need them). */
export const storeShell = {
  companyName: 'Example',
  supportEmail: 'support@example.com',
  supportPhone: '+1 555 0100',
  feedbackUrl: 'https://example.com/feedback',
};

/** The sample parts catalog as catalog.snapshot answers it. */
export const partsSnapshot = {
  unchanged: false,
  version: 1,
  catalog: catalogFromBusinessCentral(sampleFamilies.parts, sampleDay),
  rules: defaultPortalPricingRules,
};

/**
 * A dealer with store access (a buyer, unless `user` says otherwise) on an empty store page;
 * `handlers` answer beside (or instead of) the shell config and the parts catalog.
 */
export function renderDealerStore(handlers: Parameters<typeof fakeApi>[0] = {}, user = makeUser({ storeAccess: true })) {
  localStorage.setItem('userInfo', JSON.stringify(user));
  const calls = fakeApi({ 'shell.config': () => storeShell, 'catalog.snapshot': () => partsSnapshot, ...handlers });
  const element = (
    <>
      <Notifications />
      <StorePage />
    </>
  );
  renderRoutes([{ path: '/store', element }], '/store');
  return calls;
}

/** Adds a 5-channel white remote from the Parts tab's card (the tab open). */
export async function addRemote() {
  const card = await screen.findByTestId('part-Handheld Remote');
  const choose = (label: string, option: string) => {
    const input = within(card).getByRole('combobox', { name: label });
    fireEvent.click(input);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };
  choose('Channels', '5');
  choose('Color', 'White');
  fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart: Handheld Remote' }));
}
