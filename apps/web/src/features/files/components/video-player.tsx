import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * A training video with the portal's own controls (issue 29). The browser's built-in controls
 * keep the keys pressed inside them to themselves: there, Escape did not close the dialog and
 * Tab left it, and no page code can see either. These are ordinary buttons and a slider, so the
 * dialog's focus trap and Escape work on them; a click on the picture plays or pauses too.
 */
export function VideoPlayer({ src, name }: { src: string; name: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };

  return (
    <Stack gap="xs">
      <video
        ref={video}
        src={src}
        aria-label={name}
        playsInline
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        style={{ width: '100%', maxHeight: '70vh', background: 'black', cursor: 'pointer' }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={toggle} miw={64}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <input
          type="range"
          aria-label="Position"
          aria-valuetext={`${clock(time)} of ${clock(duration)}`}
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={1}
          value={time}
          onChange={(e) => {
            const to = Number(e.currentTarget.value);
            if (video.current) video.current.currentTime = to;
            setTime(to);
          }}
          style={{ flex: 1, minWidth: 0, accentColor: 'var(--mantine-primary-color-filled)' }}
        />
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {clock(time)} / {clock(duration)}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            if (video.current) video.current.muted = !video.current.muted;
          }}
          miw={72}
        >
          {muted ? 'Unmute' : 'Mute'}
        </Button>
      </Group>
    </Stack>
  );
}
