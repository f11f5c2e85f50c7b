import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/components/ui/search-box';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('SearchBox', () => {
  it('is a labelled search field with the placeholder "Search"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Search');
    await user.type(input, 'TNX-1');
    expect(screen.getByRole('status')).toHaveTextContent('TNX-1');
  });
});
