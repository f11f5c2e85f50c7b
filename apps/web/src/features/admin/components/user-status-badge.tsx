import { messages } from '@copyvest/shared';
import { Badge } from '@/features/admin/components/badge';

const t = messages.admin;

/** Active/Inactive in lists; Activated/Deactivated on a user's page. */
export function UserStatusBadge({
  isActive,
  variant = 'list',
}: {
  isActive: boolean;
  variant?: 'list' | 'profile';
}) {
  const label =
    variant === 'list'
      ? isActive
        ? t.active
        : t.inactive
      : isActive
        ? t.activated
        : t.deactivated;
  return <Badge tone={isActive ? 'success' : 'danger'}>{label}</Badge>;
}
