import { useMatches } from '@mantine/core';

/** Dialogs take the whole screen on a phone (below sm): a conversation, a form or a request's items need the width. */
export const usePhoneDialog = (): boolean => useMatches({ base: true, sm: false });
