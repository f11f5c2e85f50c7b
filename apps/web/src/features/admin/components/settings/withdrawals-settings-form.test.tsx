import {
  defaultSettings,
  messages,
  PUBLIC_SETTINGS_DEFAULTS,
  type TSettings,
} from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { WithdrawalsSettingsForm } from './withdrawals-settings-form';

const t = messages.settings;

describe('WithdrawalsSettingsForm', () => {
  /** The bodies of the saves sent, read by the handler as the server would. */
  function stubSave() {
    const sent: unknown[] = [];
    server.use(
      http.put('/v1/admin/settings/withdrawals', async ({ request }) => {
        const body = (await request.json()) as TSettings['withdrawals'];
        sent.push(body);
        return json({ ...defaultSettings(), withdrawals: body });
      }),
      // A save refreshes the public settings.
      http.get('/v1/settings/public', () => json(PUBLIC_SETTINGS_DEFAULTS)),
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
