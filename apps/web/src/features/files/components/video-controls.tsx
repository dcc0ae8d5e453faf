import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';

/** The speeds a dealer can pick; 1 is the video as recorded. */
export const playbackSpeeds = [0.75, 1, 1.25, 1.5, 2] as const;

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  muted: boolean;
  time: number;
  duration: number;
  rate: number;
  fullScreen: boolean;
  onToggle: () => void;
  onSeek: (to: number) => void;
  onFullScreen: () => void;
}

/**
 * The player's controls, all ordinary buttons, a slider and a radio group, so the dialog's focus trap and
 * Escape keep working on them (see VideoPlayer). Full screen and picture in picture show only where the
 * browser offers them (an iPhone has no element full screen; Firefox has no picture-in-picture API).
 */
export function VideoControls({ videoRef, playing, muted, time, duration, rate, fullScreen, onToggle, onSeek, onFullScreen }: Props) {
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={onToggle} miw={64}>
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
          onChange={(e) => onSeek(Number(e.currentTarget.value))}
          style={{ flex: 1, minWidth: 0, accentColor: 'var(--mantine-primary-color-filled)' }}
        />
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {clock(time)} / {clock(duration)}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
          }}
          miw={72}
        >
          {muted ? 'Unmute' : 'Mute'}
        </Button>
        <SegmentedControl
          aria-label="Playback speed"
          size="xs"
          value={String(rate)}
          onChange={(value) => {
            if (!videoRef.current) return;
            // The default rate too, so the choice survives the browser reloading the media.
            videoRef.current.defaultPlaybackRate = Number(value);
            videoRef.current.playbackRate = Number(value);
          }}
          data={playbackSpeeds.map((speed) => ({ value: String(speed), label: `${speed}×` }))}
        />
        <PictureInPictureButton videoRef={videoRef} />
        {document.fullscreenEnabled && (
          <Button size="compact-sm" variant="default" onClick={onFullScreen} ml="auto">
            {fullScreen ? 'Exit full screen' : 'Full screen'}
          </Button>
        )}
      </Group>
    </>
  );
}

function PictureInPictureButton({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    const enter = () => setOn(true);
    const leave = () => setOn(false);
    v.addEventListener('enterpictureinpicture', enter);
    v.addEventListener('leavepictureinpicture', leave);
    return () => {
      v.removeEventListener('enterpictureinpicture', enter);
      v.removeEventListener('leavepictureinpicture', leave);
    };
  }, [videoRef]);
  if (!document.pictureInPictureEnabled) return null;
  const toggle = () => {
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void videoRef.current?.requestPictureInPicture().catch(() => undefined);
  };
  return (
    <Button size="compact-sm" variant="default" onClick={toggle}>
      {on ? 'Exit picture in picture' : 'Picture in picture'}
    </Button>
  );
}
