import { useMatches } from '@mantine/core';

/** Dialogs take the whole screen on a phone (below sm): a conversation or a form needs the width. */
export const usePhoneDialog = (): boolean => useMatches({ base: true, sm: false });
