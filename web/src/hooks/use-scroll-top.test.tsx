import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollTopOnNavigate } from './use-scroll-top';

function Frame() {
  useScrollTopOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/beekeeper/myapiaries')}>list</button>
      <button onClick={() => navigate('/beekeeper/myapiaries?page=2')}>next page</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

describe('useScrollTopOnNavigate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at its top, but keeps the place on a query change and on Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/beekeeper/editapiary']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('list'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Back to the form: the browser's place, not the top.
    fireEvent.click(screen.getByText('back'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('list'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('next page'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
