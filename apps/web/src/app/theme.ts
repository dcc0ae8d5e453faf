import { createTheme } from '@mantine/core';

/** Spec §2 breakpoints (xs 0, sm 600, md 960, lg 1280, xl 1680 px) in Mantine's em units. */
export const theme = createTheme({
  breakpoints: { xs: '0em', sm: '37.5em', md: '60em', lg: '80em', xl: '105em' },
});
