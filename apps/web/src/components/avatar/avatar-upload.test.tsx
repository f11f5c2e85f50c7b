import type { TUser } from '@copyvest/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, setSession } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';
import { testAccount } from '@/test/fixtures';
import {
  http,
  HttpResponse,
  recordFetchCalls,
  recordRequests,
  server,
  type FetchCall,
  type RecordedRequest,
} from '@/test/msw';
import { errorBody } from '@/test/render';
import { toast } from '@/lib/toast';
import { Avatar } from './avatar';
import { AvatarUpload } from './avatar-upload';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const user: TUser = {
  $id: 'u1',
  $createdAt: '2026-01-01T00:00:00.000Z',
  $updatedAt: '2026-01-01T00:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 1',
  country: 'United Kingdom',
  avatar: null,
  isAdmin: false,
  isActive: true,
  isGuest: false,
  balance: 0,
  profit: 0,
  bonus: 0,
  referralId: 'ada1234',
  referrerId: null,
  suspended: false,
  suspendedReason: null,
  registrationComplete: true,
};
const account = testAccount({ email: user.email });
const NEW_AVATAR = '/v1/storage/buckets/images/files/abc/preview?width=150&height=150';
const storedFile = {
  $id: 'abc',
  bucketId: 'images',
  $createdAt: '2026-01-01T00:00:00.000Z',
  $updatedAt: '2026-01-01T00:00:00.000Z',
  $permissions: ['read("users")'],
  name: 'me.png',
  signature: 'sig',
  mimeType: 'image/png',
  sizeOriginal: 10,
  chunksTotal: 1,
  chunksUploaded: 1,
};

const json = (status: number, body: unknown) =>
  new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** How the SDK's upload (`POST /v1/storage/buckets/images/files`) answers in the running test. */
let respond: () => Response | Promise<Response>;
/** The requests the app sent in the running test, in order. */
let requests: RecordedRequest[];
/** How the app called fetch, for what MSW's request does not carry (see recordFetchCalls). */
let fetchCalls: () => FetchCall[];
/** The form the upload sent, read by its handler (recordRequests reads bodies as JSON only). */
let uploaded: FormData | undefined;
beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  respond = () => json(500, errorBody(500, 'general_unknown', 'No answer set for this test'));
  uploaded = undefined;
  server.use(
    http.post('/v1/storage/buckets/images/files', async ({ request }) => {
      uploaded = await request.formData();
      return respond();
    }),
    http.get('/v1/session', () => json(200, { account, user: { ...user, avatar: NEW_AVATAR } })),
  );
  requests = recordRequests();
  fetchCalls = recordFetchCalls();
});
afterEach(() => vi.restoreAllMocks());

/** The header's avatar: it follows the session, like every avatar in the app. */
function HeaderAvatar() {
  const session = useSession();
  return <Avatar name={user.name} avatar={session.user?.avatar ?? null} />;
}

function renderUpload() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  setSession({ account, user });
  render(
    <QueryClientProvider client={queryClient}>
      <AvatarUpload name={user.name} avatar={user.avatar} />
      <HeaderAvatar />
    </QueryClientProvider>,
  );
}

async function chooseAndUpload() {
  const actor = userEvent.setup();
  await actor.click(screen.getByRole('button', { name: 'Change avatar' }));
  expect(screen.getByRole('dialog', { name: 'Update avatar' })).toBeInTheDocument();
  const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
  await actor.upload(screen.getByLabelText('Choose an image'), file);
  await actor.click(screen.getByRole('button', { name: 'Upload' }));
  return file;
}

describe('AvatarUpload', () => {
  it("uploads the chosen image with the SDK's createFile into the images bucket, toasts, closes and refreshes the session", async () => {
    respond = () => json(201, storedFile);
    renderUpload();
    const file = await chooseAndUpload();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Avatar updated successfully'));
    const [upload] = requests;
    expect(upload).toMatchObject({ method: 'POST', path: '/v1/storage/buckets/images/files' });
    const [uploadCall] = fetchCalls();
    expect(uploadCall).toMatchObject({
      url: `${window.location.origin}/v1/storage/buckets/images/files`,
      credentials: 'include',
    });
    expect(upload!.headers.get('x-appwrite-project')).toBe('copyvest');
    const body = uploaded!;
    expect(body.get('fileId')).toBe('unique()');
    // The name as the app sent it: in MSW's parsed form a jsdom File arrives named `blob`.
    expect(((uploadCall!.body as FormData).get('file') as File).name).toBe(file.name);
    expect(body.get('file')).toMatchObject({ type: 'image/png' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server made the upload the avatar: the refreshed session carries it to every avatar.
    await waitFor(() => expect(getSessionSnapshot().user?.avatar).toBe(NEW_AVATAR));
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/session' });
    expect(screen.getByRole('img', { name: 'Avatar of Ada Lovelace' })).toHaveAttribute(
      'src',
      NEW_AVATAR,
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts the failure, shows it in the form and keeps the form open', async () => {
    respond = () =>
      json(413, errorBody(413, 'storage_invalid_file_size', 'Image size must be less than 2MB'));
    renderUpload();
    await chooseAndUpload();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update avatar'));
    expect(screen.getByRole('dialog', { name: 'Update avatar' })).toBeInTheDocument();
    // Inline too, in the form, where a toast could cover it on a phone: the server's reason.
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Image size must be less than 2MB',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(getSessionSnapshot().user?.avatar).toBeNull();
  });

  it('keeps focus in the modal after a failed upload, and Escape still closes it', async () => {
    let fail!: (response: Response) => void;
    respond = () => new Promise<Response>((resolve) => (fail = resolve));
    renderUpload();
    await chooseAndUpload();
    // Chromium drops the focus of a button disabled while busy to the page (jsdom keeps it).
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    fail(json(500, errorBody(500, 'general_unknown', 'Server Error')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update avatar'));
    const dialog = screen.getByRole('dialog', { name: 'Update avatar' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('shows the image through its preview URL, or the initials', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" avatar={NEW_AVATAR} />);
    expect(screen.getByRole('img', { name: 'Avatar of Ada Lovelace' })).toHaveAttribute(
      'src',
      NEW_AVATAR,
    );
    rerender(<Avatar name="Ada Lovelace" avatar={null} />);
    expect(screen.getByRole('img', { name: 'Avatar of Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('falls back to the initials when the image cannot load', () => {
    render(<Avatar name="Grace Hopper" avatar="/v1/storage/buckets/images/files/gone/preview" />);
    fireEvent.error(screen.getByRole('img', { name: 'Avatar of Grace Hopper' }));
    expect(screen.getByRole('img', { name: 'Avatar of Grace Hopper' })).toHaveTextContent('GH');
  });
});
