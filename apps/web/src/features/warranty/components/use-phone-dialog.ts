import { useMatches } from '@mantine/core';

/** Dialogs take the whole screen on a phone (below sm): the items and comments need the width. */
export const usePhoneDialog = (): boolean => useMatches({ base: true, sm: false });
