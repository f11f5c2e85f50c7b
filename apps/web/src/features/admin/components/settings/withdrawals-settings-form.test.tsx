import { defaultSettings, messages } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/test/render';
import { WithdrawalsSettingsForm } from './withdrawals-settings-form';

const t = messages.settings;

describe('WithdrawalsSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubSave() {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        if (requestPath(input) === '/v1/admin/settings/withdrawals' && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as unknown;
          sent.push(body);
          return jsonResponse(200, { ...defaultSettings(), withdrawals: body });
        }
        return jsonResponse(200, {});
      }),
    );
    return sent;
  }

  it('names the field the shared schema refuses, and sends nothing', async () => {
    const sent = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalsSettingsForm value={defaultSettings().withdrawals} />);
    await user.clear(screen.getByLabelText(t.feePercent));
    await user.type(screen.getByLabelText(t.feePercent), '10.125');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'feePercent: Use at most two decimals',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks before saving a new fee, then saves the percent and the minimum in cents', async () => {
    const sent = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalsSettingsForm value={defaultSettings().withdrawals} />);
    await user.clear(screen.getByLabelText(t.feePercent));
    await user.type(screen.getByLabelText(t.feePercent), '2.5');
    await user.clear(screen.getByLabelText(t.minFee));
    await user.type(screen.getByLabelText(t.minFee), '1.50');
    await user.click(screen.getByRole('button', { name: t.save }));
    const dialog = await screen.findByRole('dialog', { name: t.feeConfirmTitle });
    expect(dialog).toHaveTextContent(t.feeConfirmText('2.5', '$1.50'));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: messages.common.confirm }));
    await vi.waitFor(() => expect(sent).toEqual([{ feePercent: 2.5, minFeeCents: 150 }]));
  });
});
