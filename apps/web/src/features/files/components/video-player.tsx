import { Stack } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VideoControls } from './video-controls';

/** How far the arrow keys move the video, in seconds. */
const seekStep = 5;

/**
 * A training video with the portal's own controls (issue 29). The browser's built-in controls
 * keep the keys pressed inside them to themselves: there, Escape did not close the dialog and
 * Tab left it, and no page code can see either. These are ordinary buttons and a slider, so the
 * dialog's focus trap and Escape work on them; a click on the picture plays or pauses too.
 *
 * Full screen is asked of the frame around the picture and the controls, not of the <video>, which
 * would show the browser's own controls instead of these. The browser ends it on Escape itself
 * without passing the key to the page, so Escape leaves full screen first and closes the dialog next.
 */
export function VideoPlayer({ src, name }: { src: string; name: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const seekTo = (to: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Infinity;
    v.currentTime = Math.min(Math.max(to, 0), end);
    setTime(v.currentTime);
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  // Only keys pressed on the picture or a control reach this (the search box is elsewhere). Escape
  // and Tab pass untouched, for the dialog; so do a radio group's keys and Space on a button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('[role="radiogroup"], input[type="radio"]')) return;
    if (event.key === 'k' || event.key === 'K' || (event.key === ' ' && !target.closest('button'))) toggle();
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
      seekTo((video.current?.currentTime ?? 0) + (event.key === 'ArrowRight' ? seekStep : -seekStep));
    else return;
    // The page must not scroll, nor the slider take its own 1 s step on top.
    event.preventDefault();
  };

  return (
    <Stack ref={frame} gap="xs" onKeyDown={onKeyDown} {...(fullScreen ? { p: 'sm', bg: 'var(--mantine-color-body)' } : {})}>
      <video
        ref={video}
        src={src}
        aria-label={name}
        playsInline
        // Focusable, so the keys above work once the picture is clicked or tabbed to.
        tabIndex={0}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onRateChange={(e) => setRate(e.currentTarget.playbackRate)}
        style={{
          width: '100%',
          maxHeight: fullScreen ? 'none' : '70vh',
          ...(fullScreen ? { flex: 1, minHeight: 0 } : {}),
          background: 'black',
          cursor: 'pointer',
        }}
      />
      <VideoControls
        videoRef={video}
        playing={playing}
        muted={muted}
        time={time}
        duration={duration}
        rate={rate}
        fullScreen={fullScreen}
        onToggle={toggle}
        onSeek={seekTo}
        onFullScreen={toggleFullScreen}
      />
    </Stack>
  );
}
