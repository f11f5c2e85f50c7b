import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Edit Plan"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Title" />
        <button type="button">Save Changes</button>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with the close button', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab and Shift+Tab inside and gives the focus back afterwards', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const title = screen.getByRole('textbox', { name: 'Title' });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Modal when focus has fallen out of it', () => {
  it('still closes on Escape and Tab brings focus back inside', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' });
    // What a focused button disabled while busy does: focus drops to the page.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Tab}');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
