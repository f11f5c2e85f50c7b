import type { TSavedAddress } from '@copyvest/shared';

/** How a saved address is named in buttons and lists: its label, else the address itself. */
export function savedAddressName(saved: Pick<TSavedAddress, 'label' | 'address'>): string {
  return saved.label ?? saved.address;
}
