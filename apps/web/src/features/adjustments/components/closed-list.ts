/**
 * The list props of every choice field on an issue card: the list rendered in place (not in a
 * portal), and rendered while open only. Mantine keeps a closed list mounted, hidden, and measures
 * its position (floating-ui, a forced style recalculation) as the field mounts: opening a screen
 * of an adjustment mounts its issue cards' fields at once, and that held the tap (issue 33).
 */
export const closedListUnmounted = { withinPortal: false, keepMounted: false };
