import { ActionIcon, Tooltip } from '@mantine/core';

/** Spec §2/§9: the info icon's tooltip opens after 200 ms, so passing the pointer over it shows nothing. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip label={text} openDelay={200} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={label}>
        ⓘ
      </ActionIcon>
    </Tooltip>
  );
}
