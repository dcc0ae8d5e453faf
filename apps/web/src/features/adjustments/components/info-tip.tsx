import { ActionIcon, Tooltip } from '@mantine/core';

/** An "i" in a circle, drawn: the ⓘ character is missing from the fonts of many phones and Linux desktops (it showed as an empty box). */
function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </svg>
  );
}

/** Spec §2/§9: the info icon's tooltip opens after 200 ms, so passing the pointer over it shows nothing. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip label={text} openDelay={200} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" size="md" radius="xl" aria-label={label}>
        <InfoIcon />
      </ActionIcon>
    </Tooltip>
  );
}
