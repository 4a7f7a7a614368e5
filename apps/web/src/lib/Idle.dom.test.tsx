import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterLoad } from './idle';

function Probe() {
  return <p>{useIdleAfterLoad() ? 'idle' : 'loading'}</p>;
}

describe('useIdleAfterLoad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the page has loaded and the browser is idle, then true', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Probe />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(idle).toBeDefined(); // jsdom's document has loaded: the idle callback is asked for at once
    act(() => idle!());
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('asks for nothing once unmounted', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
