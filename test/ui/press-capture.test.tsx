// No click is lost (ADR 088): before the app has taken a server-drawn page over, the head's script
// holds every press the page cannot act on by itself, shows it pressed, and the app replays it once.

import { Window } from 'happy-dom';
import { act, StrictMode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { capturePresses, type PressWindow } from '../../src/ui/press-capture';
import { replayPresses } from '../../src/ui/press-replay';

function aPage(markup: string) {
  const win = new Window({ url: 'https://digs.test/manchester' }) as unknown as PressWindow;
  win.document.body.innerHTML = `<div id="root">${markup}</div>`;
  const log = capturePresses(win);
  return { win, doc: win.document, log };
}

const click = (element: Element) =>
  element.dispatchEvent(
    new (element.ownerDocument.defaultView as unknown as typeof globalThis).MouseEvent('click', {
      bubbles: true,
      cancelable: true,
    }),
  );

describe('a press before the app is ready', () => {
  it('is held: its default and handlers wait, and the control (not the icon in it) shows pressed', async () => {
    const { doc, log } = aPage(
      '<button type="button" class="chip-button compare-button"><svg><path></path></svg><span>Compare</span></button>',
    );
    const button = doc.querySelector('button') as HTMLButtonElement;
    const handler = vi.fn();
    doc.getElementById('root')?.addEventListener('click', handler);
    const notCancelled = click(doc.querySelector('path') as Element);
    expect(notCancelled).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(log.presses[0]?.target).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(Number(button.style.opacity)).toBe(0.6);
    expect(log.presses.map((p) => p.kind)).toEqual(['click']);
  });

  it('is replayed once the app is ready, exactly once, in order, and the control no longer shows pressed', async () => {
    const { win, doc } = aPage('<button type="button" class="a">A</button><button type="button" class="b">B</button>');
    const [a, b] = [...doc.querySelectorAll('button')] as HTMLButtonElement[];
    click(a as HTMLButtonElement);
    click(b as HTMLButtonElement);
    click(a as HTMLButtonElement);
    const seen: string[] = [];
    doc.getElementById('root')?.addEventListener('click', (e) => seen.push((e.target as Element).className));
    const held = await replayPresses(win);
    expect(seen).toEqual(['a', 'b', 'a']);
    expect(held.map((h) => [h.control, h.replayed])).toEqual([
      ['button.a', true],
      ['button.b', true],
      ['button.a', true],
    ]);
    expect(held.every((h) => h.waitedMs >= 0)).toBe(true);
    expect(a?.hasAttribute('aria-busy')).toBe(false);
    expect(a?.style.opacity).toBe('');
    expect(await replayPresses(win)).toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it('is let through once the app is ready', async () => {
    const { win, doc } = aPage('<button type="button">Save</button>');
    await replayPresses(win);
    const handler = vi.fn();
    doc.getElementById('root')?.addEventListener('click', handler);
    expect(click(doc.querySelector('button') as Element)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves alone what works without the app: links, a popover’s button, a form with an action', async () => {
    const { doc, log } = aPage(
      '<a href="/leeds">Leeds</a><button type="button" popovertarget="menu">Menu</button>' +
        '<form action="/manchester" method="get"><button>Apply filters</button></form>',
    );
    for (const element of doc.querySelectorAll('a, button')) click(element);
    const form = doc.querySelector('form') as HTMLFormElement;
    const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(true);
    expect(log.presses).toEqual([]);
    expect(doc.querySelector('[aria-busy]')).toBeNull();
  });

  it('holds the submit of a form that only the app can send, and replays it with the same button', async () => {
    const { win, doc, log } = aPage(
      '<form class="city-search"><input name="q"><button class="find">Find rooms</button></form>',
    );
    const form = doc.querySelector('form') as HTMLFormElement;
    const button = doc.querySelector('button') as HTMLButtonElement;
    const sent = vi.fn((e: Event) => e.preventDefault());
    click(button);
    expect(log.presses.map((p) => p.kind)).toEqual(['submit']);
    expect(button.getAttribute('aria-busy')).toBe('true');
    form.addEventListener('submit', sent);
    const held = await replayPresses(win);
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]?.[0] as SubmitEvent | undefined)?.submitter).toBe(button);
    expect(held.map((h) => h.control)).toEqual(['button.find']);
  });

  it('counts a press whose control is gone by the time the app is ready as lost', async () => {
    const { win, doc } = aPage('<button type="button" class="save">Save</button>');
    click(doc.querySelector('button') as Element);
    doc.getElementById('root')?.replaceChildren();
    expect((await replayPresses(win)).map((h) => h.replayed)).toEqual([false]);
  });

  it('holds a check box’s click (the browser puts the box back) and replays it', async () => {
    const { win, doc } = aPage('<label><input type="checkbox" name="available"> Available</label>');
    const box = doc.querySelector('input') as HTMLInputElement;
    click(box);
    expect(box.checked).toBe(false);
    await replayPresses(win);
    expect(box.checked).toBe(true);
  });
});

describe('a value typed before the app is ready', () => {
  it('reaches a React field hydrated after it, and the form sent with it', async () => {
    const sent: string[] = [];
    function Search() {
      const [query, setQuery] = useState('');
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            sent.push(query);
          }}
        >
          <input value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          <button type="submit">Find rooms</button>
        </form>
      );
    }
    // In the test's own window: React listens on the document it renders into.
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Search />);
    document.body.append(root);
    const log = capturePresses(window as PressWindow);
    try {
      const input = root.querySelector('input') as HTMLInputElement;
      input.value = 'Manchester';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      root.querySelector('button')?.click();
      expect(log.presses.map((p) => p.kind)).toEqual(['value', 'submit']);
      await act(async () => {
        hydrateRoot(
          root,
          <StrictMode>
            <Search />
          </StrictMode>,
        );
      });
      expect(sent).toEqual([]);
      await act(async () => {
        await replayPresses(window as PressWindow);
      });
      expect(sent).toEqual(['Manchester']);
    } finally {
      log.ready = true;
      root.remove();
    }
  });
});
