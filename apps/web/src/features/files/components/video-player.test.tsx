import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { VideoPlayer } from './video-player';

// jsdom plays no media and has no full-screen API: the tests stand in for the browser's part.
const requestFullscreen = vi.fn(() => Promise.resolve());
beforeEach(() => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
  requestFullscreen.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  for (const name of ['fullscreenElement', 'pictureInPictureEnabled']) Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
});

const stubPlayback = (paused: boolean) => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(paused);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
};

const renderPlayer = () =>
  renderWithMantine(
    <TestEnv>
      <VideoPlayer src="https://files.example/motor-setup.mp4" name="motor-setup.mp4" />
    </TestEnv>,
  );
const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;
const picture = () => document.querySelector('video') as HTMLVideoElement;

describe('the training video player (issue 29)', () => {
  it('the speed chosen is the speed played, and is shown as chosen', () => {
    renderPlayer();
    expect(checked(screen.getByRole('radio', { name: '1×' }))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '1.5×' }));
    expect(picture().playbackRate).toBe(1.5);
    expect(checked(screen.getByRole('radio', { name: '1.5×' }))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '0.75×' }));
    expect(picture().playbackRate).toBe(0.75);
  });

  it('Full screen asks it of the frame holding the picture and the controls', () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const frame = requestFullscreen.mock.contexts[0] as HTMLElement;
    expect(frame.contains(picture())).toBe(true);
    expect(frame.contains(screen.getByRole('button', { name: 'Play' }))).toBe(true);

    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: frame });
    fireEvent(document, new Event('fullscreenchange'));
    expect(screen.getByRole('button', { name: 'Exit full screen' }).isConnected).toBe(true);
  });

  it('Picture in picture shows where the browser offers it and asks it of the video', () => {
    const requestPictureInPicture = vi.fn(() => Promise.resolve({} as PictureInPictureWindow));
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', { configurable: true, value: requestPictureInPicture });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Picture in picture' }));
    expect(requestPictureInPicture.mock.contexts).toEqual([picture()]);
  });

  it('there is no Full screen button where the browser has no full screen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderPlayer();
    expect(screen.getByRole('button', { name: 'Play' }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it('Space and K on the picture play and pause; the arrows move 5 s', () => {
    const { play, pause } = stubPlayback(true);
    renderPlayer();
    fireEvent.keyDown(picture(), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' }).isConnected).toBe(true);

    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Position' }), { key: 'k' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' }).isConnected).toBe(true);

    fireEvent.keyDown(picture(), { key: 'ArrowRight' });
    fireEvent.keyDown(picture(), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mute' }), { key: 'ArrowLeft' });
    expect(picture().currentTime).toBe(5);
  });

  it('keys meant for something else are left to it', () => {
    const { play } = stubPlayback(true);
    renderPlayer();
    // Space on a button presses that button; the speed radios keep their arrows.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mute' }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('radio', { name: '1×' }), { key: 'ArrowRight' });
    fireEvent.keyDown(picture(), { key: 'k', ctrlKey: true });
    expect(play).not.toHaveBeenCalled();
    expect(picture().currentTime).toBe(0);
    // Escape and Tab go on to the dialog, untouched.
    expect(fireEvent.keyDown(picture(), { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(picture(), { key: 'Tab' })).toBe(true);
  });
});
