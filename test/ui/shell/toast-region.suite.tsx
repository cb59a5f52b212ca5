import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(within(polite()).getByText('Added to your favourites')).toBeVisible();
    expect(within(polite()).getByText('Prices are per week')).toBeVisible();
    expect(within(urgent()).getByText('We could not save that')).toBeVisible();
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
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('lets toasts go by themselves after a few seconds', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      services.toasts.show('success', 'Saved');
    });
    act(() => services.time.advance(4999));
    expect(screen.getByText('Saved')).toBeVisible();
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
    expect(screen.getByText('four')).toBeVisible();
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
    expect(within(polite()).getByText('Saved to compare')).toBeVisible();
  });

  it('counts a repeat in the toast showing rather than stacking another', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      for (let i = 0; i < 4; i++) services.toasts.show('error', 'You can compare up to 4 residences.');
    });
    expect(within(urgent()).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    expect(textOf(urgent())).toContain('You can compare up to 4 residences. (×4)');
  });

  it('offers the action a toast carries as a link, which also closes it', () => {
    const { services } = renderWithServices(<ToastRegion />);
    act(() => {
      services.toasts.show('success', 'Parkside saved to your favourites.', {
        label: 'View favourites',
        href: '/favourite',
      });
    });
    const link = within(polite()).getByRole('link', { name: 'View favourites' });
    expect(link.getAttribute('href')).toBe('/favourite');
    fireEvent.click(link);
    expect(screen.queryByText('Parkside saved to your favourites.')).toBeNull();
  });

  describe('never over the control that caused it', () => {
    afterEach(() => vi.restoreAllMocks());
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

    function ShowFrom({ label }: { label: string }) {
      const { show } = useToastActions();
      return (
        <button type="button" onClick={() => show('error', `Refused by ${label}`)}>
          {label}
        </button>
      );
    }

    it('moves the stack to the foot of the window when the control is under its top-right place', () => {
      // The stack sits top-right; "Under" is a control in the same place, "Elsewhere" is not.
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        if (this.classList.contains('toast-region')) return box(880, 76, 384, 80);
        if (this.textContent === 'Under') return box(1100, 100, 120, 44);
        if (this.textContent === 'Elsewhere') return box(40, 400, 120, 44);
        return box(0, 0, 0, 0);
      });
      const { container } = renderWithServices(
        <>
          <ShowFrom label="Elsewhere" />
          <ShowFrom label="Under" />
          <ToastRegion />
        </>,
      );
      const region = () => container.querySelector('.toast-region');
      fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
      expect(region()?.classList.contains('toast-region-foot')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Under' }));
      expect(region()?.classList.contains('toast-region-foot')).toBe(true);
    });
  });
});
