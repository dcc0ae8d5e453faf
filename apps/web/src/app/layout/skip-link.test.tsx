import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../routes';

const shell = { supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback', companyName: 'Example' };

afterEach(() => vi.unstubAllGlobals());

describe('the skip link (WCAG 2.4.1)', () => {
  it('is the first focusable element of the layout and moves focus to the main content', async () => {
    fakeApi({ 'shell.config': () => shell });
    renderRoutes(routes, '/login');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);

    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.tabIndex).toBe(-1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(skip, click);
    expect(document.activeElement).toBe(main);
    expect(click.defaultPrevented).toBe(true); // no '#main-content' left in the URL
  });
});
