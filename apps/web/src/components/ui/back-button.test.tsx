import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackButton } from '@/components/ui/back-button';

function Start() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Deposits</h1>
      <button type="button" onClick={() => void navigate('/deposits/payment')}>
        Continue
      </button>
    </>
  );
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/deposits" element={<Start />} />
        <Route path="/deposits/payment" element={<BackButton fallback="/deposits" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackButton', () => {
  it('goes back one history step', async () => {
    const user = userEvent.setup();
    renderAt('/deposits');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
  });

  it('opens the fallback when the page was opened directly', async () => {
    const user = userEvent.setup();
    renderAt('/deposits/payment');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
  });
});
