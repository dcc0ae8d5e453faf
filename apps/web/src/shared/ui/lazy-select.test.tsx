import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render-with-providers';
import { LazySelect } from './lazy-select';

const data = [
  { value: 'MF', label: 'Custom *' },
  { value: 'Black', label: 'Black' },
];

describe('LazySelect', () => {
  it('first paints as the closed field, showing the chosen option by its label', () => {
    const html = renderToString(
      <MantineProvider>
        <LazySelect label="Job Color" data={data} value="MF" onChange={() => {}} />
      </MantineProvider>,
    );
    expect(html).toContain('value="Custom *"');
    expect(html).toContain('readOnly');
    expect(html).not.toContain('aria-haspopup');
  });

  it('then becomes the real Select with the same value', () => {
    renderWithMantine(<LazySelect label="Job Color" data={data} value="MF" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Job Color' }) as HTMLInputElement;
    expect(select.value).toBe('Custom *');
  });
});
