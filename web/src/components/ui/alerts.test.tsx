import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { AlertBanner, AlertProvider, savedState, useAlerts, useSavedNotice } from './alerts';
// Screens load the message catalogues with the API client; these tests render no screen.
import '@/lib/message-catalogue';

function Buttons() {
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => showAlert('success', 'Data saved', { autoClose: true })}>auto</button>
      <button onClick={() => showAlert('error', 'Broken')}>sticky</button>
      <button onClick={() => navigate('/elsewhere')}>go</button>
    </>
  );
}

function setup() {
  render(
    <MemoryRouter>
      <AlertProvider>
        <AlertBanner />
        <Buttons />
      </AlertProvider>
    </MemoryRouter>,
  );
}

describe('alert banner', () => {
  it('closes itself after 3000 ms when asked', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('auto'));
    expect(screen.getByRole('status').textContent).toContain('Data saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Data saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Data saved')).toBeNull();
  });

  it('keeps an error until closed or until the route changes', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('sticky'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    fireEvent.click(screen.getByText('go'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('alert language', () => {
  it('shows a known message in the UI language, also after a switch', async () => {
    setup();
    fireEvent.click(screen.getByText('auto'));
    expect(screen.getByRole('status').textContent).toBe('Data saved');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('status').textContent).toBe('Données enregistrées');
  });
});

/** A form that saves and returns to the list, as the add/edit screens do. */
function SaveAndReturn() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/list', savedState({ message: 'User created' }))}>create</button>;
}

function List() {
  useSavedNotice();
  const navigate = useNavigate();
  return (
    <>
      <h1>List</h1>
      <button onClick={() => navigate('/other')}>other</button>
    </>
  );
}

/** A page the user moves on to, and comes Back from. */
function Other() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>back</button>;
}

describe('saved notice', () => {
  it('shows on the page the form returns to what the save did, and stays there', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('en');
    render(
      <MemoryRouter initialEntries={['/form']}>
        <AlertProvider>
          <AlertBanner />
          <Routes>
            <Route path="/form" element={<SaveAndReturn />} />
            <Route path="/list" element={<List />} />
            <Route path="/other" element={<Other />} />
          </Routes>
        </AlertProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByText('create'));
    expect(screen.getByRole('heading', { name: 'List' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('User created');
    act(() => vi.advanceTimersByTime(10_000));
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('status').textContent).toBe('Utilisateur créé');
    // Back to the list later: the save is not reported again (nor on a reload of the entry).
    fireEvent.click(screen.getByText('other'));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByRole('heading', { name: 'List' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });
});
