import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ImageUploadForm, imageProblem } from './image-upload-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const png = (bytes = 1024, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  vi.clearAllMocks();
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** The picker ignores `accept` here, as drag and drop or some browsers do. */
const setup = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Choose an image');

describe('ImageUploadForm', () => {
  it('shows the picker with the hint and an Upload button while nothing is chosen', () => {
    render(<ImageUploadForm onUpload={vi.fn()} />);
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', 'image/png,image/jpeg,.png,.jpg,.jpeg');
    expect(picker()).toHaveAccessibleDescription('.PNG, .JPEG, .JPG - Max 2mb');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('asks for an image when Upload is pressed without one', async () => {
    const user = setup();
    const onUpload = vi.fn();
    render(<ImageUploadForm onUpload={onUpload} />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(toast.error).toHaveBeenCalledWith('Please select an image');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses other types and images over 2 MB with error toasts', async () => {
    const user = setup();
    render(<ImageUploadForm onUpload={vi.fn()} />);
    await user.upload(picker(), png(100, 'anim.gif', 'image/gif'));
    expect(toast.error).toHaveBeenLastCalledWith('Only .png, .jpg and .jpeg images are allowed');
    await user.upload(picker(), png(2 * 1024 * 1024 + 1));
    expect(toast.error).toHaveBeenLastCalledWith('Image size must be less than 2MB');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(picker()).toBeInTheDocument();
  });

  it('previews the chosen image at 150 × 150 with a Remove button that brings the picker back', async () => {
    const user = setup();
    render(<ImageUploadForm onUpload={vi.fn()} />);
    await user.upload(picker(), png(2 * 1024 * 1024, 'photo.JPG', 'image/jpeg'));
    const preview = screen.getByRole('img', { name: 'Selected image preview' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(preview).toHaveAttribute('width', '150');
    expect(preview).toHaveAttribute('height', '150');
    expect(screen.queryByLabelText('Choose an image')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(picker()).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('uploads the chosen file, reading "Uploading..." and disabled until it settles', async () => {
    const user = setup();
    let finish!: () => void;
    const onUpload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ImageUploadForm onUpload={onUpload} />);
    const file = png();
    await user.upload(picker(), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(onUpload).toHaveBeenCalledWith(file);
    const busy = screen.getByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.click(busy);
    expect(onUpload).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
  });

  it('keeps the image for another try when the upload fails', async () => {
    const user = setup();
    const onUpload = vi
      .fn()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(undefined);
    render(<ImageUploadForm onUpload={onUpload} />);
    await user.upload(picker(), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    expect(screen.getByRole('img', { name: 'Selected image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledTimes(2);
  });
});

describe('imageProblem', () => {
  it('follows the avatar rules', () => {
    expect(imageProblem(png())).toBeNull();
    expect(imageProblem(png(10, 'x.jpeg', 'image/jpeg'))).toBeNull();
    expect(imageProblem(png(10, 'no-type.jpg', ''))).toBeNull();
    expect(imageProblem(png(10, 'no-type.webp', ''))).toBe(
      'Only .png, .jpg and .jpeg images are allowed',
    );
    expect(imageProblem(png(10, 'x.svg', 'image/svg+xml'))).toBe(
      'Only .png, .jpg and .jpeg images are allowed',
    );
    expect(imageProblem(png(2 * 1024 * 1024))).toBeNull();
    expect(imageProblem(png(2 * 1024 * 1024 + 1))).toBe('Image size must be less than 2MB');
  });
});
