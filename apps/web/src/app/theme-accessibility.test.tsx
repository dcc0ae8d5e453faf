import { Button, Drawer, Menu, Modal } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render-with-providers';

/** axe's rules on structure (no colours or layout in jsdom): what it reports as serious, critical or moderate. */
async function findings(rules: string[]) {
  const result = await axe.run(document.body, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the theme’s defaults for dialogs and menus (issue 29)', () => {
  it('an open dialog and drawer add no banner landmark beside the page’s own', async () => {
    renderWithMantine(
      <>
        <header>Dealer Portal</header>
        <main>
          <Modal opened onClose={() => {}} title="Save or Submit Order">
            <p>Order Name</p>
          </Modal>
          <Drawer opened onClose={() => {}} title="Navigation">
            <p>Store</p>
          </Drawer>
        </main>
      </>,
    );
    await screen.findByRole('dialog', { name: 'Save or Submit Order' });
    await screen.findByRole('dialog', { name: 'Navigation' });
    expect(await findings(['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique'])).toEqual([]);
  });

  it('an open menu holds no focus stop without a role: the first Tab or arrow lands on an item', async () => {
    renderWithMantine(
      <Menu>
        <Menu.Target>
          <Button>Sam Shade</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>sam@dealer.test</Menu.Label>
          <Menu.Item>Sign Out</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    // jsdom never ends the dropdown's opening transition, so Mantine's focus trap finds no visible item and warns.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Sam Shade' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await screen.findByRole('menuitem', { name: 'Sign Out', hidden: true });
    // Mantine's focus placeholder: focusable, role="presentation", inside role="menu" (axe: aria-required-children, critical).
    expect(menu.querySelectorAll('[role="presentation"][tabindex], [role="none"][tabindex]')).toHaveLength(0);
  });
});
