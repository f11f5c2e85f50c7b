import {
  Activity,
  ArrowLeftRight,
  Award,
  BriefcaseBusiness,
  ChartCandlestick,
  ChartColumn,
  ChartLine,
  ChartPie,
  Copy,
  Headset,
  LockKeyhole,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import type { IconName } from '@/content/landing';
import { cn } from '@/lib/cn';

const icons: Record<IconName, LucideIcon> = {
  copy: Copy,
  advisory: BriefcaseBusiness,
  forex: ArrowLeftRight,
  index: ChartLine,
  etf: ChartPie,
  cfd: ChartCandlestick,
  realtime: Activity,
  support: Headset,
  security: ShieldCheck,
  deposit: Wallet,
  withdrawal: Zap,
  statistics: ChartColumn,
  regulated: LockKeyhole,
  experts: Award,
  transparent: ReceiptText,
  community: Users,
};

/** The content module's named icon in a rounded emerald tile. */
export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
