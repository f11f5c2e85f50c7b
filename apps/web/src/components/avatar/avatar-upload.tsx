import { messages } from '@copyvest/shared';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Avatar, type AvatarSize } from '@/components/avatar/avatar';
import { uploadAvatar } from '@/components/avatar/upload-avatar';
import { ImageUploadForm } from '@/components/ui/image-upload-form';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { refreshSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';

type AvatarUploadProps = {
  /** The signed-in user's name (initials fallback) and current avatar URL. */
  name: string;
  avatar: string | null;
  size?: AvatarSize;
  className?: string;
};

/**
 * The profile avatar: click it to choose a new image in the shared upload form (in a modal).
 * Success and failure are toasted; the session is refreshed so every avatar updates.
 */
export function AvatarUpload({ name, avatar, size = 'xl', className }: AvatarUploadProps) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async () => {
      toast.success(messages.toast.avatarUpdated);
      setOpen(false);
      // The session carries the avatar's URL: every avatar updates with it.
      await refreshSession();
    },
    onError: () => toast.error(messages.toast.avatarFailed),
  });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={messages.files.changeAvatar}
        title={messages.files.changeAvatar}
        className={cn(
          'group relative shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500',
          className,
        )}
      >
        <Avatar name={name} avatar={avatar} size={size} decorative />
        <span className="absolute right-0 bottom-0 flex size-7 items-center justify-center rounded-full border-2 border-white bg-emerald-600 text-white shadow group-hover:bg-emerald-700 dark:border-slate-900">
          <Camera className="size-3.5" aria-hidden="true" />
        </span>
      </button>
      <Modal
        open={open}
        onClose={() => {
          if (!mutation.isPending) setOpen(false);
        }}
        title={messages.files.avatarTitle}
      >
        <ImageUploadForm
          onUpload={(file) => mutation.mutateAsync(file)}
          uploadFailed={messages.toast.avatarFailed}
        />
      </Modal>
    </>
  );
}
