import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRegion } from '../../../src/ui/components/toast-region';
import { useToastActions } from '../../../src/ui/hooks/use-toasts';
import { renderWithServices, textOf } from '../render-app';

const polite = () => screen.getByRole('status');
const urgent = () => screen.getByRole('alert');

describe('Toast region', () => {
  it('is in the page, empty, before any toast shows, so screen readers hear what is added', () => {
    renderWithServices(<ToastRegion />);
    expect(polite().getAttribute('aria-live')).toBe('polite');
    expect(textOf(polite())).toBe('');
    expect(textOf(urgent())).toBe('');
  });

  it('announces success and info politely, and errors as alerts', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      services.toasts.show('success', 'Added to your favourites');
      services.toasts.show('error', 'We could not save that');
      services.toasts.show('info', 'Prices are per week');
    });
    expect(within(polite()).getByText('Added to your favourites')).toBeTruthy();
    expect(within(polite()).getByText('Prices are per week')).toBeTruthy();
    expect(within(urgent()).getByText('We could not save that')).toBeTruthy();
    expect(within(polite()).queryByText('We could not save that')).toBeNull();
  });

  it('closes a toast with its own button', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      services.toasts.show('info', 'First');
      services.toasts.show('info', 'Second');
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    const first = buttons[0];
    if (!first) throw new Error('No dismiss button');
    fireEvent.click(first);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('lets toasts go by themselves after a few seconds', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      services.toasts.show('success', 'Saved');
    });
    act(() => services.time.advance(4999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => services.time.advance(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows at most three, the oldest making way', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      for (const m of ['one', 'two', 'three', 'four']) services.toasts.show('info', m);
    });
    expect(within(polite()).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('four')).toBeTruthy();
  });

  it('takes toasts from any component through useToastActions', () => {
    function SaveButton() {
      const { show } = useToastActions();
      return (
        <button type="button" onClick={() => show('success', 'Saved to compare')}>
          Compare
        </button>
      );
    }
    renderWithServices(
      <>
        <SaveButton />
        <ToastRegion />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(within(polite()).getByText('Saved to compare')).toBeTruthy();
  });
});
