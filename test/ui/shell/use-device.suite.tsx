import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDevice } from '../../../src/ui/hooks/use-device';
import { renderWithServices } from '../render-app';

function DeviceName() {
  const device = useDevice();
  const name = device.isMobile ? 'mobile' : device.isTablet ? 'tablet' : 'desktop';
  return <p data-testid="device">{name}</p>;
}

describe('useDevice', () => {
  it('reads the device on the first render', () => {
    renderWithServices(<DeviceName />, '/', { viewportWidth: 390 });
    expect(screen.getByTestId('device').textContent).toBe('mobile');
  });

  it('follows the viewport across both breakpoints', () => {
    const { services } = renderWithServices(<DeviceName />, '/', { viewportWidth: 1024 });
    expect(screen.getByTestId('device').textContent).toBe('desktop');
    act(() => services.viewport.resize(1023));
    expect(screen.getByTestId('device').textContent).toBe('tablet');
    act(() => services.viewport.resize(770));
    expect(screen.getByTestId('device').textContent).toBe('tablet');
    act(() => services.viewport.resize(769));
    expect(screen.getByTestId('device').textContent).toBe('mobile');
    act(() => services.viewport.resize(1280));
    expect(screen.getByTestId('device').textContent).toBe('desktop');
  });
});
