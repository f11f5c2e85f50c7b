import { COUNTRY_SEARCH_RESULTS } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountrySearchModal } from '@/components/country-picker/country-search-modal';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const names = [
  'Zimbabwe',
  'Austria',
  'Australia',
  'Albania',
  'Algeria',
  'Andorra',
  'Angola',
  'Argentina',
  'Germany',
  'Saudi Arabia',
  'Malaysia',
];
const countries = names.map((name, index) => ({
  name: { common: name },
  cca2: `C${index}`,
  flag: '🏳️',
}));

function setup() {
  const onSelect = vi.fn();
  server.use(http.get('/v3.1/all', () => json(countries)));
  const requests = recordRequests();
  const user = userEvent.setup();
  renderWithProviders(<CountrySearchModal open onClose={() => undefined} onSelect={onSelect} />);
  return { onSelect, user, requests };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CountrySearchModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads GET /v3.1/all and shows the first 5 countries sorted by name', async () => {
    const { requests } = setup();
    expect(await screen.findAllByRole('option')).toHaveLength(COUNTRY_SEARCH_RESULTS);
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/v3.1/all' }));
    expect(optionNames()).toEqual([
      '🏳️Albania',
      '🏳️Algeria',
      '🏳️Andorra',
      '🏳️Angola',
      '🏳️Argentina',
    ]);
  });

  it('filters to at most 5 matches, names starting with the query first', async () => {
    const { user } = setup();
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await user.type(search, 'ia');
    expect(optionNames()).toEqual([
      '🏳️Albania',
      '🏳️Algeria',
      '🏳️Australia',
      '🏳️Austria',
      '🏳️Malaysia',
    ]);
    await user.clear(search);
    await user.type(search, 'AN');
    expect(optionNames()).toEqual(['🏳️Andorra', '🏳️Angola', '🏳️Albania', '🏳️Germany']);
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches your search')).toBeInTheDocument();
  });

  it('is keyboard usable: arrows move, Enter chooses', async () => {
    const { user, onSelect } = setup();
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await screen.findAllByRole('option');
    expect(search).toHaveFocus();
    await user.type(search, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen
      .getAllByRole('option')
      .find((o) => o.getAttribute('aria-selected') === 'true');
    expect(search).toHaveAttribute('aria-activedescendant', active?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(countries.find((c) => c.name.common === 'Algeria'));
  });

  it('logs a failed fetch as the specification says', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSelect = vi.fn();
    server.use(http.get('/v3.1/all', () => apiError(500, 'general_server_error', 'down')));
    renderWithProviders(<CountrySearchModal open onClose={() => undefined} onSelect={onSelect} />);
    expect(await screen.findByText('We could not load the list of countries.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error fetching countries:', expect.any(Error));
    error.mockRestore();
  });
});
