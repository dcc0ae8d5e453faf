import { createTheme, Drawer, Menu, Modal, Notification, type CSSVariablesResolver } from '@mantine/core';

/**
 * Spec §2 breakpoints (xs 0, sm 600, md 960, lg 1280, xl 1680 px) in Mantine's em units.
 *
 * WCAG AA contrast in light mode (4.5:1 for normal text; docs/decisions/web.md, issue 14): filled
 * buttons, links and `c="blue"` text use shade 8 instead of Mantine's shade 6 (white on blue-8
 * 5.0:1, blue-6 was 3.6:1; white on red-8 4.5:1, red-6 was 3.3:1).
 */
export const theme = createTheme({
  breakpoints: { xs: '0em', sm: '37.5em', md: '60em', lg: '80em', xl: '105em' },
  primaryShade: { light: 8, dark: 8 },
  // Mantine's close buttons are an icon with no name (axe: button-name, critical). A dialog's
  // <header> (title and close button) sits in <section role="dialog">, which does not scope it:
  // it was one more banner landmark on the page (axe: landmark-no-duplicate-banner, issue 29).
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, attributes: { header: { role: 'none' } } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // A menu put focus on a placeholder of its own, a focusable role="presentation" element
    // inside role="menu" (axe: aria-required-children, critical); without it, opening a menu
    // focuses its first item, as the WAI-ARIA menu button pattern has it.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/**
 * Light-mode text colours Mantine's defaults leave under 4.5:1 (ratios on white unless named):
 * dimmed text gray-6 3.3:1 → #5f666d 5.8:1 (5.2:1 on hovered rows' gray-1, 4.7:1 on the cart's
 * blue-1 editing row); placeholders gray-5 2.1:1 → the same grey; error text red-6 3.3:1 and
 * `c="red"` text (red-8 with shade 8, 4.3:1 on an expanded row's gray-0) → red-9 5.5:1 (5.2:1
 * on gray-0); the text of light alerts and badges (shade 9 on shade 1) green 3.8:1 → 4.6:1,
 * yellow 2.7:1 → 5.1:1, orange 3.6:1 → 5.0:1, teal 4.3:1 → 5.1:1; a hovered light blue button
 * (blue-9 text on blue-2, 4.0:1) hovers on blue-1 instead (4.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-placeholder': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-green-light-color': '#2b7a3b',
    '--mantine-color-yellow-light-color': '#94580a',
    '--mantine-color-orange-light-color': '#b23c0b',
    '--mantine-color-teal-light-color': '#0b7255',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
