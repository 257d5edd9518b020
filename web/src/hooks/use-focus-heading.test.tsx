import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFocusHeading } from './use-focus-heading';

/** A signed-in frame whose page heading shows when the test says, as a lazy page does. */
function Frame() {
  useFocusHeading('main');
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => navigate('/next')}>
        Next page
      </button>
      <button type="button">Menu</button>
      <button type="button" onClick={() => setLoaded(true)}>
        page arrives
      </button>
      <div id="main">{loaded && <h1>Reporting</h1>}</div>
    </>
  );
}

const renderFrame = () =>
  render(
    <MemoryRouter>
      <Frame />
    </MemoryRouter>,
  );

/** The heading appears; the hook hears of it from a MutationObserver, a microtask later. */
const arrive = () =>
  act(async () => {
    screen.getByRole('button', { name: 'page arrives' }).click();
    await Promise.resolve();
  });

describe('useFocusHeading', () => {
  it("moves focus to the page's heading when it appears", async () => {
    renderFrame();
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reporting' }));
  });

  it('leaves focus where the user moved it before the heading appeared', async () => {
    renderFrame();
    const menu = screen.getByRole('button', { name: 'Menu' });
    act(() => menu.focus());
    await arrive();
    expect(document.activeElement).toBe(menu);
  });

  it('after a page change from a focused control, still moves focus to the new heading', async () => {
    renderFrame();
    const next = screen.getByRole('button', { name: 'Next page' });
    act(() => {
      next.focus();
      next.click();
    });
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reporting' }));
  });
});
