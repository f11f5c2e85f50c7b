import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';

const heightOf = (element: HTMLElement) =>
  element.className.split(/\s+/).filter((name) => /^h-/.test(name));

describe('Select', () => {
  it('is a native select: labelled, keyboard-operable, with the browser arrow replaced by one chevron', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="status">Status</label>
        <Select id="status" defaultValue="">
          <option value="">All</option>
          <option value="pending">Pending</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveClass('appearance-none');
    await user.selectOptions(select, 'pending');
    expect(select).toHaveValue('pending');
  });

  it('in a filter row it has exactly the search box height class, and a form field the text field one', () => {
    render(
      <>
        <SearchBox value="" onChange={() => undefined} label="Search" />
        <Select aria-label="Filter" size="sm">
          <option>All</option>
        </Select>
        <SelectField label="Method">
          <option>BTC</option>
        </SelectField>
      </>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(heightOf(screen.getByRole('combobox', { name: 'Filter' }))).toEqual(heightOf(search));
    expect(heightOf(search)).toEqual(['h-10']);
    expect(heightOf(screen.getByRole('combobox', { name: 'Method' }))).toEqual(['h-11']);
  });

  it('SelectField ties its error to the select', () => {
    render(
      <SelectField label="Payment method" error="Please select a payment method">
        <option value="">Choose</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a payment method');
  });
});
