import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusFilter } from './status-filter';

describe('StatusFilter', () => {
  it('offers each stored status with the words its rows use, and answers the stored value', async () => {
    const onChange = vi.fn();
    render(<StatusFilter value="all" onChange={onChange} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'All',
      'Pending (awaiting review)',
      'Success (approved or completed)',
      'Failed (rejected or cancelled)',
    ]);
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox'), 'Failed (rejected or cancelled)');
    expect(onChange).toHaveBeenCalledWith('failed');
  });
});
