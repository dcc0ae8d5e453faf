/** The web app's look in mail (apps/web/src/app/theme.ts): Mantine's system font and light-mode colours. */
export const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const colors = {
  text: '#000000',
  /** The theme's dimmed text (5.8:1 on white). */
  dimmed: '#5f666d',
  /** Mantine blue-8, the theme's primary shade (white on it 5.0:1). */
  primary: '#1971c2',
  border: '#dee2e6',
  page: '#f8f9fa',
  paper: '#ffffff',
};
