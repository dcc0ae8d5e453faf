import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { AdjustmentsSettingCard } from './adjustments-setting-card';

afterEach(() => vi.unstubAllGlobals());

describe('AdjustmentsSettingCard', () => {
  it('shows settings.get and sends the new value to settings.update', async () => {
    let enabled = false;
    const calls = fakeApi({
      'settings.get': () => ({ adjustmentsEnabled: enabled }),
      'settings.update': (input) => {
        enabled = (input as { adjustmentsEnabled: boolean }).adjustmentsEnabled;
        return { adjustmentsEnabled: enabled };
      },
    });
    renderRoutes([{ path: '/', element: <AdjustmentsSettingCard /> }], '/');
    const toggle = (await screen.findByRole('switch', { name: 'Order adjustments' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((call) => call.path === 'settings.update')).toBe(true));
    expect(calls.find((call) => call.path === 'settings.update')?.input).toEqual({ adjustmentsEnabled: true });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
